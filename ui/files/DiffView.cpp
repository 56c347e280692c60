// SPDX-License-Identifier: Apache-2.0
#include "DiffView.h"

#include "ImageComparison.h"
#include "WordDiff.h"

#include <QEvent>
#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextBlock>
#include <QVBoxLayout>

namespace sandman {

namespace {
// Line colours: a tint of green or red over the palette's base; changed words a stronger one.
QColor tint(const QPalette &palette, const QColor &hue, qreal amount)
{
    const QColor base = palette.color(QPalette::Base);
    return QColor::fromRgbF(base.redF() + (hue.redF() - base.redF()) * amount,
                            base.greenF() + (hue.greenF() - base.greenF()) * amount,
                            base.blueF() + (hue.blueF() - base.blueF()) * amount);
}
const QColor kGreen(0x2e, 0xa0, 0x43);
const QColor kRed(0xf8, 0x51, 0x49);

QPlainTextEdit *makeView(QWidget *parent)
{
    auto *view = new QPlainTextEdit(parent);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return view;
}

struct Mark {
    int block;
    int start = -1; // -1: the whole line
    int length = 0;
    bool added;
};

void applyMarks(QPlainTextEdit *view, const QList<Mark> &marks)
{
    const QPalette palette = view->palette();
    QList<QTextEdit::ExtraSelection> selections;
    for (const Mark &mark : marks) {
        QTextEdit::ExtraSelection selection;
        QTextBlock block = view->document()->findBlockByNumber(mark.block);
        selection.cursor = QTextCursor(block);
        const QColor hue = mark.added ? kGreen : kRed;
        if (mark.start < 0) {
            selection.format.setProperty(QTextFormat::FullWidthSelection, true);
            selection.format.setBackground(tint(palette, hue, 0.22));
        } else {
            selection.cursor.setPosition(block.position() + mark.start);
            selection.cursor.setPosition(block.position() + mark.start + mark.length,
                                         QTextCursor::KeepAnchor);
            selection.format.setBackground(tint(palette, hue, 0.5));
        }
        selection.format.setForeground(palette.color(QPalette::Text));
        selections.append(selection);
    }
    view->setExtraSelections(selections);
}

QString numbered(int line, int width, const QString &text)
{
    return (line > 0 ? QString::number(line).rightJustified(width) : QString(width, u' '))
        + QStringLiteral(" │ ") + text;
}
} // namespace

DiffView::DiffView(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_unified(makeView(this))
    , m_before(makeView(this))
    , m_after(makeView(this))
    , m_images(new ImageComparison(this))
{
    m_unified->setAccessibleName(tr("Changes in the file"));
    m_before->setAccessibleName(tr("The file before"));
    m_after->setAccessibleName(tr("The file after"));
    auto *sides = new QSplitter(Qt::Horizontal, this);
    sides->addWidget(m_before);
    sides->addWidget(m_after);
    // The two sides scroll as one.
    for (auto [from, to] : {std::pair{m_before, m_after}, std::pair{m_after, m_before}}) {
        connect(from->verticalScrollBar(), &QScrollBar::valueChanged, to->verticalScrollBar(),
                &QScrollBar::setValue);
        connect(from->horizontalScrollBar(), &QScrollBar::valueChanged, to->horizontalScrollBar(),
                &QScrollBar::setValue);
    }
    m_stack->addWidget(m_unified);
    m_stack->addWidget(sides);
    m_stack->addWidget(m_images);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
}

void DiffView::setUnifiedDiff(const QString &unified)
{
    m_showImages = false;
    m_diff = unified;
    m_message.clear();
    render();
}

void DiffView::setMessage(const QString &message)
{
    m_showImages = false;
    m_diff.clear();
    m_message = message;
    render();
}

void DiffView::setImages(const QImage &before, const QString &beforeCaption, const QImage &after,
                         const QString &afterCaption)
{
    m_images->setImages(before, beforeCaption, after, afterCaption);
    m_showImages = true;
    m_stack->setCurrentWidget(m_images);
}

void DiffView::setPlaceholderText(const QString &text)
{
    for (QPlainTextEdit *view : {m_unified, m_before, m_after})
        view->setPlaceholderText(text);
}

void DiffView::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    render();
}

void DiffView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        render(); // the tints follow the theme
}

QList<DiffView::Row> DiffView::rowsOf(const QString &unified)
{
    static const QRegularExpression hunk(QStringLiteral(R"(^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@)"));
    QList<Row> rows;
    int oldLine = 0;
    int newLine = 0;
    QList<Row> removed;
    QList<Row> added;
    // A run of removed lines and the added ones after it are paired up: the changed lines.
    const auto flush = [&] {
        const qsizetype pairs = std::min(removed.size(), added.size());
        for (qsizetype i = 0; i < std::max(removed.size(), added.size()); ++i) {
            Row row;
            if (i < removed.size()) {
                row.oldLine = removed.at(i).oldLine;
                row.oldText = removed.at(i).oldText;
            }
            if (i < added.size()) {
                row.newLine = added.at(i).newLine;
                row.newText = added.at(i).newText;
            }
            row.kind = i < pairs ? Row::Changed : i < removed.size() ? Row::Removed : Row::Added;
            rows.append(row);
        }
        removed.clear();
        added.clear();
    };
    for (const QString &line : unified.split(u'\n')) {
        if (line.startsWith(QLatin1String("---")) || line.startsWith(QLatin1String("+++"))) {
            if (oldLine == 0 && newLine == 0)
                continue; // the file header
        }
        const QRegularExpressionMatch match = hunk.match(line);
        if (match.hasMatch()) {
            flush();
            oldLine = match.captured(1).toInt();
            newLine = match.captured(2).toInt();
            Row row;
            row.kind = Row::Hunk;
            row.oldText = row.newText = line;
            rows.append(row);
            continue;
        }
        if (oldLine == 0 && newLine == 0)
            continue;
        if (line.startsWith(u'-')) {
            Row row;
            row.oldLine = oldLine++;
            row.oldText = line.mid(1);
            removed.append(row);
        } else if (line.startsWith(u'+')) {
            Row row;
            row.newLine = newLine++;
            row.newText = line.mid(1);
            added.append(row);
        } else if (line.startsWith(u' ')) {
            flush();
            Row row;
            row.oldLine = oldLine++;
            row.newLine = newLine++;
            row.oldText = row.newText = line.mid(1);
            rows.append(row);
        } else if (line.startsWith(u'\\')) {
            continue; // "\ No newline at end of file"
        }
    }
    flush();
    return rows;
}

void DiffView::render()
{
    if (m_showImages)
        return; // the images stay until a diff or a message replaces them
    m_stack->setCurrentIndex(m_mode == SideBySide && m_message.isEmpty() ? 1 : 0);
    if (!m_message.isEmpty() || m_diff.isEmpty()) {
        m_unified->setPlainText(m_message);
        m_unified->setExtraSelections({});
        return;
    }
    const QList<Row> rows = rowsOf(m_diff);
    if (m_mode == Unified) {
        // The diff's own text, with the changed lines' words marked.
        m_unified->setPlainText(m_diff);
        QList<Mark> marks;
        QList<int> removedBlocks;
        QList<int> addedBlocks;
        QStringList removedText;
        QStringList addedText;
        const auto pairUp = [&] {
            for (qsizetype i = 0; i < std::min(removedBlocks.size(), addedBlocks.size()); ++i) {
                const WordDiff::Result words = WordDiff::compare(removedText.at(i), addedText.at(i));
                for (const WordDiff::Range &r : words.before)
                    marks.append({removedBlocks.at(i), r.start + 1, r.length, false});
                for (const WordDiff::Range &r : words.after)
                    marks.append({addedBlocks.at(i), r.start + 1, r.length, true});
            }
            removedBlocks.clear();
            addedBlocks.clear();
            removedText.clear();
            addedText.clear();
        };
        int number = 0;
        bool inHunk = false;
        for (QTextBlock block = m_unified->document()->begin(); block.isValid();
             block = block.next(), ++number) {
            const QString line = block.text();
            if (line.startsWith(QLatin1String("@@")))
                inHunk = true;
            const bool removedLine = inHunk && line.startsWith(u'-');
            const bool addedLine = inHunk && line.startsWith(u'+');
            if (!removedLine && !addedLine) {
                pairUp();
                continue;
            }
            if (removedLine && !addedBlocks.isEmpty())
                pairUp();
            marks.append({number, -1, 0, addedLine});
            (addedLine ? addedBlocks : removedBlocks).append(number);
            (addedLine ? addedText : removedText).append(line.mid(1));
        }
        pairUp();
        applyMarks(m_unified, marks);
        return;
    }
    int widest = 1;
    for (const Row &row : rows)
        widest = std::max(
            {widest, int(QString::number(row.oldLine).size()), int(QString::number(row.newLine).size())});
    QStringList left;
    QStringList right;
    QList<Mark> leftMarks;
    QList<Mark> rightMarks;
    for (const Row &row : rows) {
        const int block = int(left.size());
        if (row.kind == Row::Hunk) {
            left.append(row.oldText);
            right.append(row.newText);
            continue;
        }
        // Filler rows where one side has no line keep the two sides aligned.
        left.append(row.oldLine > 0 ? numbered(row.oldLine, widest, row.oldText) : QString());
        right.append(row.newLine > 0 ? numbered(row.newLine, widest, row.newText) : QString());
        const int offset = widest + 3;
        if (row.kind == Row::Removed || row.kind == Row::Changed)
            leftMarks.append({block, -1, 0, false});
        if (row.kind == Row::Added || row.kind == Row::Changed)
            rightMarks.append({block, -1, 0, true});
        if (row.kind == Row::Changed) {
            const WordDiff::Result words = WordDiff::compare(row.oldText, row.newText);
            for (const WordDiff::Range &r : words.before)
                leftMarks.append({block, r.start + offset, r.length, false});
            for (const WordDiff::Range &r : words.after)
                rightMarks.append({block, r.start + offset, r.length, true});
        }
    }
    m_before->setPlainText(left.join(u'\n'));
    m_after->setPlainText(right.join(u'\n'));
    applyMarks(m_before, leftMarks);
    applyMarks(m_after, rightMarks);
}

} // namespace sandman
