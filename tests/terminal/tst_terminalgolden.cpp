// SPDX-License-Identifier: Apache-2.0
// Golden screens: recorded or hand-written byte streams (golden/*.vt, options in *.args) are
// replayed into TerminalModel and compared with the expected screen text (*.txt) and, where
// present, the JSON description with cursor and attributes (*.json).
// Set SANDMAN_UPDATE_GOLDEN=1 to rewrite the expectations (then review the diff by eye).
// matchesXterm: every recording (golden/*.vt and the real programs in golden/programs/*.vt,
// recorded by programs/record.py) against the screen xterm.js shows for the same bytes
// (NAME.screen, written by golden/make_reference.mjs with @xterm/headless — node is needed
// only to regenerate them): text, wide-character layout, cursor and cell styles per row, with
// the stream fed whole and in random pieces. Known xterm.js differences are in kXtermQuirks.
#include "VtReplay.h"
#include "terminal/TerminalModel.h"

#include <QRegularExpression>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRandomGenerator>
#include <QTest>

using namespace sandman;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

/// Where our screen may differ from xterm.js's on purpose: recording, record key (as in
/// NAME.screen: "row 3", "wide 3", "style 3", "cursor") and why. Each entry must still differ.
struct XtermQuirk {
    const char *recording;
    const char *key;
    const char *reason;
};
const XtermQuirk kXtermQuirks[] = {
    // ITU T.416 puts a colour space id before r:g:b in the colon form; xterm.js always reads one,
    // so 38:2:1:2:3 is #020300 there. VTE and Konsole read four sub-parameters as 2:r:g:b, as we
    // do (what programs that emit the colon form without the empty id mean).
    {"sgr-colours", "style 9", "38:2:r:g:b without a colour space id"},
    // U+1FAE0 (Unicode 14) is wide in glibc's table, which vim and we use (vim leaves two cells
    // for it); the Unicode 11 table of xterm.js's addon makes it narrow.
    {"programs/vim-emoji", "row 0", "emoji newer than Unicode 11"},
    {"programs/vim-emoji", "wide 0", "emoji newer than Unicode 11"},
};

/// Parses NAME.screen (or VtReplay::screenRecords) into records keyed by their first two
/// words ("row 3", "style 3", "cursor"); the style runs of a row are joined with ';'.
QMap<QString, QString> referenceRecords(const QByteArray &data)
{
    QMap<QString, QString> out;
    for (const QString &line : QString::fromUtf8(data).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QLatin1String("row "))) {
            const qsizetype bar = line.indexOf(QLatin1Char('|'));
            out.insert(line.left(bar), line.mid(bar + 1));
            continue;
        }
        const QStringList words = line.split(QLatin1Char(' '));
        if (words.first() == QLatin1String("size") || words.first() == QLatin1String("cursor")) {
            out.insert(words.first(), words.mid(1).join(QLatin1Char(' ')));
            continue;
        }
        const QString key = words.mid(0, 2).join(QLatin1Char(' '));
        const QString value = words.mid(2).join(QLatin1Char(' '));
        if (words.first() == QLatin1String("style") && out.contains(key))
            out[key] += QLatin1Char(';') + value;
        else
            out.insert(key, value);
    }
    return out;
}

QString quirkFor(const QString &recording, const QString &key)
{
    for (const XtermQuirk &q : kXtermQuirks) {
        if (recording == QLatin1String(q.recording) && key == QLatin1String(q.key))
            return QString::fromUtf8(q.reason);
    }
    return QString();
}

} // namespace

class TestTerminalGolden : public QObject
{
    Q_OBJECT
private slots:
    void golden_data();
    void golden();
    void matchesXterm_data();
    void matchesXterm();
};

void TestTerminalGolden::golden_data()
{
    QTest::addColumn<QString>("base");
    const QDir dir(QStringLiteral(SANDMAN_TERMINAL_GOLDEN_DIR));
    const QStringList inputs = dir.entryList({QStringLiteral("*.vt")}, QDir::Files, QDir::Name);
    QVERIFY2(inputs.size() >= 8, qPrintable(dir.absolutePath()));
    for (const QString &input : inputs) {
        const QString base = dir.filePath(input.chopped(3));
        QTest::newRow(qPrintable(input.chopped(3))) << base;
    }
}

void TestTerminalGolden::golden()
{
    QFETCH(QString, base);
    const QByteArray input = readFile(base + QStringLiteral(".vt"));
    QVERIFY(!input.isEmpty());
    const QStringList args = QString::fromUtf8(readFile(base + QStringLiteral(".args")))
                                 .split(QLatin1Char(' '), Qt::SkipEmptyParts)
                                 .replaceInStrings(QStringLiteral("\n"), QString());
    VtReplay::Options options;
    QStringList rest;
    QString error;
    QVERIFY2(VtReplay::parseArguments(args, &options, &rest, &error), qPrintable(error));
    QVERIFY(rest.isEmpty() || (rest.size() == 1 && rest.first().isEmpty()));

    TerminalModel model(options.cols, options.rows);
    VtReplay::replay(model, input, options);
    const QString text = VtReplay::screenText(model);
    const QByteArray json = VtReplay::screenJson(model);
    const bool hasJson = QFile::exists(base + QStringLiteral(".json"));

    if (qEnvironmentVariableIntValue("SANDMAN_UPDATE_GOLDEN")) {
        QFile t(base + QStringLiteral(".txt"));
        QVERIFY(t.open(QIODevice::WriteOnly));
        t.write(text.toUtf8());
        if (hasJson) {
            QFile j(base + QStringLiteral(".json"));
            QVERIFY(j.open(QIODevice::WriteOnly));
            j.write(json);
        }
        QSKIP("expectations rewritten");
    }

    const QString expected = QString::fromUtf8(readFile(base + QStringLiteral(".txt")));
    QCOMPARE(text.split(QLatin1Char('\n')), expected.split(QLatin1Char('\n')));
    if (hasJson) {
        const QJsonDocument want = QJsonDocument::fromJson(readFile(base + QStringLiteral(".json")));
        QVERIFY(want.isObject());
        QCOMPARE(QJsonDocument::fromJson(json).object(), want.object());
    }

    // The same stream fed one byte at a time gives the same screen (sequences split anywhere).
    if (options.chunk != 1) {
        VtReplay::Options bytewise = options;
        bytewise.chunk = 1;
        TerminalModel m2(options.cols, options.rows);
        VtReplay::replay(m2, input, bytewise);
        QCOMPARE(VtReplay::screenText(m2), text);
        QCOMPARE(m2.title(), model.title());
        QCOMPARE(m2.cursorRow(), model.cursorRow());
        QCOMPARE(m2.cursorCol(), model.cursorCol());
    }
}

void TestTerminalGolden::matchesXterm_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("recording");
    const QDir dir(QStringLiteral(SANDMAN_TERMINAL_GOLDEN_DIR));
    int found = 0;
    for (const QString &sub :
         {QStringLiteral("."), QStringLiteral("programs"), QStringLiteral("sequences")}) {
        const QDir d(dir.filePath(sub));
        for (const QString &input : d.entryList({QStringLiteral("*.vt")}, QDir::Files, QDir::Name)) {
            const QString name = input.chopped(3);
            const QString recording = sub == QLatin1String(".") ? name : sub + QLatin1Char('/') + name;
            QVERIFY2(QFile::exists(d.filePath(name + QStringLiteral(".screen"))),
                     qPrintable(recording + QStringLiteral(": no .screen, run make_reference.mjs")));
            QTest::newRow(qPrintable(recording)) << d.filePath(name) << recording;
            ++found;
        }
    }
    QVERIFY(found >= 20);
}

void TestTerminalGolden::matchesXterm()
{
    QFETCH(QString, base);
    QFETCH(QString, recording);
    const QByteArray input = readFile(base + QStringLiteral(".vt"));
    QVERIFY(!input.isEmpty());
    QVERIFY2(input.size() < 200 * 1024, "keep recordings small");
    const QStringList args = QString::fromUtf8(readFile(base + QStringLiteral(".args")))
                                 .split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    VtReplay::Options options;
    QStringList rest;
    QString error;
    QVERIFY2(VtReplay::parseArguments(args, &options, &rest, &error), qPrintable(error));
    const QMap<QString, QString> want = referenceRecords(readFile(base + QStringLiteral(".screen")));
    QVERIFY(want.contains(QStringLiteral("size")));

    // Whole, then in random pieces (a fixed seed per recording, so a failure repeats).
    QRandomGenerator random(quint32(qHash(recording)));
    for (int pass = 0; pass < 4; ++pass) {
        TerminalModel model(options.cols, options.rows);
        if (pass == 0) {
            VtReplay::replay(model, input, options);
        } else {
            qsizetype pos = 0;
            int resize = 0;
            while (pos < input.size()) {
                qsizetype end = std::min(input.size(), pos + 1 + qsizetype(random.bounded(pass * 40)));
                if (resize < options.resizes.size())
                    end = std::min(end, options.resizes.at(resize).offset);
                model.feed(input.constData() + pos, end - pos);
                pos = end;
                while (resize < options.resizes.size() && options.resizes.at(resize).offset <= pos) {
                    model.resize(options.resizes.at(resize).cols, options.resizes.at(resize).rows);
                    ++resize;
                }
            }
        }
        const QMap<QString, QString> got = referenceRecords(VtReplay::screenRecords(model));
        QStringList keys = want.keys() + got.keys();
        keys.removeDuplicates();
        QStringList differences;
        for (const QString &key : std::as_const(keys)) {
            const bool same = got.value(key) == want.value(key);
            const QString quirk = quirkFor(recording, key);
            if (!same && quirk.isEmpty())
                differences.append(QStringLiteral("%1 (pass %2)\n  ours:  %3\n  xterm: %4")
                                       .arg(key)
                                       .arg(pass)
                                       .arg(got.value(key), want.value(key)));
            else if (same && !quirk.isEmpty())
                differences.append(
                    QStringLiteral("%1: listed as an xterm.js quirk (%2) but matches now").arg(key, quirk));
        }
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1Char('\n'))));
    }
}

QTEST_GUILESS_MAIN(TestTerminalGolden)
#include "tst_terminalgolden.moc"
