// SPDX-License-Identifier: Apache-2.0
#include "VtReplay.h"

#include "terminal/TerminalModel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace sandman {

namespace {

QJsonValue colourJson(quint32 c)
{
    if (TerminalColor::isIndexed(c))
        return int(c & 0xff);
    if (TerminalColor::isRgb(c))
        return QStringLiteral("#%1").arg(c & 0xffffff, 6, 16, QLatin1Char('0'));
    return QStringLiteral("default");
}

QJsonArray attrsJson(quint16 attrs)
{
    QJsonArray a;
    if (attrs & TerminalCell::Bold)
        a.append(QStringLiteral("bold"));
    if (attrs & TerminalCell::Italic)
        a.append(QStringLiteral("italic"));
    switch ((attrs & TerminalCell::UnderlineMask) >> TerminalCell::UnderlineShift) {
    case 1:
        a.append(QStringLiteral("underline"));
        break;
    case 2:
        a.append(QStringLiteral("double-underline"));
        break;
    case 3:
        a.append(QStringLiteral("curly-underline"));
        break;
    default:
        break;
    }
    if (attrs & TerminalCell::Blink)
        a.append(QStringLiteral("blink"));
    if (attrs & TerminalCell::Reverse)
        a.append(QStringLiteral("reverse"));
    if (attrs & TerminalCell::Strike)
        a.append(QStringLiteral("strike"));
    return a;
}

QString colourText(quint32 c)
{
    if (TerminalColor::isIndexed(c))
        return QStringLiteral("p%1").arg(c & 0xff);
    if (TerminalColor::isRgb(c))
        return QStringLiteral("#%1").arg(c & 0xffffff, 6, 16, QLatin1Char('0'));
    return QStringLiteral("d");
}

/// The cell's style as make_reference.mjs writes it (a blank shows only background, reverse,
/// underline and strike).
QString cellStyle(const TerminalModel &model, const TerminalCell &cell)
{
    QString text;
    if (cell.ch != 0)
        model.appendCellText(cell, text);
    const bool blank = text.isEmpty() || text == QLatin1String(" ");
    QString flags;
    if ((cell.attrs & TerminalCell::Bold) && !blank)
        flags += QLatin1Char('b');
    if ((cell.attrs & TerminalCell::Italic) && !blank)
        flags += QLatin1Char('i');
    if (cell.underline() != 0)
        flags += QLatin1Char('u');
    if ((cell.attrs & TerminalCell::Blink) && !blank)
        flags += QLatin1Char('k');
    if (cell.attrs & TerminalCell::Reverse)
        flags += QLatin1Char('r');
    if (cell.attrs & TerminalCell::Strike)
        flags += QLatin1Char('s');
    return QStringLiteral("%1 %2 %3")
        .arg(blank ? QStringLiteral("d") : colourText(cell.fg), colourText(cell.bg),
             flags.isEmpty() ? QStringLiteral("-") : flags);
}

bool parseInt(const QString &s, int min, int max, int *out)
{
    bool ok = false;
    const int v = s.toInt(&ok);
    if (!ok || v < min || v > max)
        return false;
    *out = v;
    return true;
}

} // namespace

bool VtReplay::parseArguments(const QStringList &args, Options *options, QStringList *rest, QString *error)
{
    static const QRegularExpression resizeRe(QStringLiteral("^(\\d+):(\\d+)x(\\d+)$"));
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        auto value = [&](QString *v) {
            if (i + 1 >= args.size()) {
                *error = QStringLiteral("%1 needs a value").arg(a);
                return false;
            }
            *v = args.at(++i);
            return true;
        };
        QString v;
        if (a == QLatin1String("--cols") || a == QLatin1String("--rows")) {
            if (!value(&v))
                return false;
            int n = 0;
            if (!parseInt(v, 1, 2000, &n)) {
                *error = QStringLiteral("bad value for %1: %2").arg(a, v);
                return false;
            }
            (a == QLatin1String("--cols") ? options->cols : options->rows) = n;
        } else if (a == QLatin1String("--chunk")) {
            if (!value(&v))
                return false;
            int n = 0;
            if (!parseInt(v, 1, 1 << 30, &n)) {
                *error = QStringLiteral("bad value for --chunk: %1").arg(v);
                return false;
            }
            options->chunk = n;
        } else if (a == QLatin1String("--resize")) {
            if (!value(&v))
                return false;
            const QRegularExpressionMatch m = resizeRe.match(v);
            Resize r;
            if (!m.hasMatch() || !parseInt(m.captured(2), 1, 2000, &r.cols)
                || !parseInt(m.captured(3), 1, 2000, &r.rows)) {
                *error = QStringLiteral("bad --resize (want OFFSET:COLSxROWS): %1").arg(v);
                return false;
            }
            r.offset = m.captured(1).toLongLong();
            options->resizes.append(r);
        } else if (a == QLatin1String("--json")) {
            options->json = true;
        } else if (a == QLatin1String("--screen")) {
            options->screen = true;
        } else {
            rest->append(a);
        }
    }
    std::stable_sort(options->resizes.begin(), options->resizes.end(),
                     [](const Resize &x, const Resize &y) { return x.offset < y.offset; });
    return true;
}

void VtReplay::replay(TerminalModel &model, const QByteArray &input, const Options &options)
{
    qsizetype pos = 0;
    const qsizetype chunk = options.chunk > 0 ? options.chunk : input.size();
    auto feedUpTo = [&](qsizetype end) {
        end = std::min(end, input.size());
        while (pos < end) {
            const qsizetype n = std::min(chunk, end - pos);
            model.feed(input.constData() + pos, n);
            pos += n;
        }
    };
    for (const Resize &r : options.resizes) {
        feedUpTo(r.offset);
        model.resize(r.cols, r.rows);
    }
    feedUpTo(input.size());
}

QString VtReplay::screenText(const TerminalModel &model)
{
    return model.screenText();
}

QByteArray VtReplay::screenJson(const TerminalModel &model)
{
    QJsonObject root;
    root.insert(QStringLiteral("cols"), model.cols());
    root.insert(QStringLiteral("rows"), model.rows());
    root.insert(QStringLiteral("cursor"),
                QJsonObject{{QStringLiteral("row"), model.cursorRow()},
                            {QStringLiteral("col"), model.cursorCol()},
                            {QStringLiteral("visible"), model.cursorVisible()}});
    root.insert(QStringLiteral("title"), model.title());
    root.insert(QStringLiteral("altScreen"), model.isAltScreen());
    root.insert(QStringLiteral("bracketedPaste"), model.bracketedPaste());
    root.insert(QStringLiteral("mouse"), model.mouseMode());
    root.insert(QStringLiteral("scrollbackLines"), model.scrollbackLines());
    QJsonArray lines;
    QJsonArray rows;
    const int sb = model.scrollbackLines();
    for (int r = 0; r < model.rows(); ++r) {
        lines.append(model.lineText(sb + r));
        const TerminalCell *cells = model.screenRow(r);
        int end = model.cols();
        while (end > 0 && cells[end - 1].ch == 0 && !cells[end - 1].isWideTail() && cells[end - 1].attrs == 0
               && TerminalColor::isDefault(cells[end - 1].bg))
            --end;
        QJsonArray runs;
        int c = 0;
        while (c < end) {
            int e = c + 1;
            while (e < end && cells[e].sameStyle(cells[c]))
                ++e;
            const TerminalCell &first = cells[c];
            const bool plain = first.attrs == 0 && TerminalColor::isDefault(first.fg)
                && TerminalColor::isDefault(first.bg);
            if (!plain) {
                QString text;
                for (int k = c; k < e; ++k) {
                    if (cells[k].isWideTail())
                        continue;
                    if (cells[k].ch == 0)
                        text.append(QLatin1Char(' '));
                    else
                        model.appendCellText(cells[k], text);
                }
                QJsonObject run{{QStringLiteral("col"), c},
                                {QStringLiteral("width"), e - c},
                                {QStringLiteral("text"), text},
                                {QStringLiteral("fg"), colourJson(first.fg)},
                                {QStringLiteral("bg"), colourJson(first.bg)}};
                const QJsonArray attrs = attrsJson(first.attrs);
                if (!attrs.isEmpty())
                    run.insert(QStringLiteral("attrs"), attrs);
                runs.append(run);
            }
            c = e;
        }
        if (!runs.isEmpty())
            rows.append(QJsonObject{{QStringLiteral("row"), r}, {QStringLiteral("runs"), runs}});
    }
    root.insert(QStringLiteral("lines"), lines);
    root.insert(QStringLiteral("styled"), rows);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray VtReplay::screenRecords(const TerminalModel &model)
{
    QStringList out{QStringLiteral("size %1 %2").arg(model.cols()).arg(model.rows()),
                    QStringLiteral("cursor %1 %2").arg(model.cursorRow()).arg(model.cursorCol())};
    QStringList wides;
    QStringList styles;
    const QString plain = QStringLiteral("d d -");
    for (int r = 0; r < model.rows(); ++r) {
        const TerminalCell *cells = model.screenRow(r);
        QString text;
        QStringList wideCols;
        int runFrom = -1;
        int runTo = -1;
        QString runStyle;
        auto flush = [&] {
            if (runFrom >= 0)
                styles.append(
                    QStringLiteral("style %1 %2-%3 %4").arg(r).arg(runFrom).arg(runTo).arg(runStyle));
            runFrom = -1;
        };
        for (int c = 0; c < model.cols(); ++c) {
            const TerminalCell &cell = cells[c];
            if (cell.isWideTail())
                continue;
            const int w = cell.isWide() ? 2 : 1;
            if (w == 2)
                wideCols.append(QString::number(c));
            if (cell.ch == 0)
                text += QLatin1Char(' ');
            else
                model.appendCellText(cell, text);
            const QString style = cellStyle(model, cell);
            if (runFrom >= 0 && style == runStyle && runTo == c - 1) {
                runTo = c + w - 1;
            } else {
                flush();
                if (style != plain) {
                    runFrom = c;
                    runTo = c + w - 1;
                    runStyle = style;
                }
            }
        }
        flush();
        while (text.endsWith(QLatin1Char(' ')))
            text.chop(1);
        out.append(QStringLiteral("row %1|%2").arg(r).arg(text));
        if (!wideCols.isEmpty())
            wides.append(QStringLiteral("wide %1 %2").arg(r).arg(wideCols.join(QLatin1Char(' '))));
    }
    out += wides;
    out += styles;
    return (out.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

} // namespace sandman
