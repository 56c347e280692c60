// SPDX-License-Identifier: Apache-2.0
#include "TerminalAccessible.h"

#include "TerminalView.h"

#include <QTextBoundaryFinder>

#include <algorithm>

namespace sandman {

namespace {
QAccessibleInterface *createTerminalAccessible(const QString &, QObject *object)
{
    if (auto *view = qobject_cast<TerminalView *>(object))
        return new TerminalAccessible(view);
    return nullptr;
}
} // namespace

TerminalAccessible::TerminalAccessible(TerminalView *view)
    : QAccessibleWidget(view, QAccessible::Terminal)
{ }

void TerminalAccessible::installFactory()
{
    static const bool installed = [] {
        QAccessible::installFactory(createTerminalAccessible);
        return true;
    }();
    Q_UNUSED(installed)
}

TerminalView *TerminalAccessible::view() const
{
    return static_cast<TerminalView *>(widget());
}

TerminalVisibleText TerminalAccessible::visibleText() const
{
    const TerminalModel &model = *view()->model();
    return TerminalVisibleText(model, model.scrollbackLines() - view()->scrollOffset(), model.rows());
}

void *TerminalAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TextInterface)
        return static_cast<QAccessibleTextInterface *>(this);
    return QAccessibleWidget::interface_cast(type);
}

QString TerminalAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Name && widget()->accessibleName().isEmpty()) {
        const QString title = view()->title();
        return title.isEmpty() ? TerminalView::tr("Terminal") : TerminalView::tr("Terminal: %1").arg(title);
    }
    if (t == QAccessible::Value)
        return visibleText().text();
    return QAccessibleWidget::text(t);
}

QAccessible::State TerminalAccessible::state() const
{
    QAccessible::State s = QAccessibleWidget::state();
    s.multiLine = true;
    s.editable = true; // it takes typed input, though not as an editable text
    s.selectableText = true;
    return s;
}

void TerminalAccessible::selection(int, int *startOffset, int *endOffset) const
{
    *startOffset = *endOffset = 0;
}

int TerminalAccessible::selectionCount() const
{
    return 0;
}

void TerminalAccessible::addSelection(int, int) { }

void TerminalAccessible::removeSelection(int) { }

void TerminalAccessible::setSelection(int, int, int) { }

int TerminalAccessible::cursorPosition() const
{
    const TerminalVisibleText visible = visibleText();
    return visible.cursorOffset() >= 0 ? visible.cursorOffset() : int(visible.text().size());
}

void TerminalAccessible::setCursorPosition(int) { }

QString TerminalAccessible::text(int startOffset, int endOffset) const
{
    const QString all = visibleText().text();
    startOffset = std::clamp(startOffset, 0, int(all.size()));
    endOffset = endOffset < 0 ? int(all.size()) : std::clamp(endOffset, startOffset, int(all.size()));
    return all.mid(startOffset, endOffset - startOffset);
}

void TerminalAccessible::boundsAt(const QString &text, const TerminalVisibleText &visible, int offset,
                                  QAccessible::TextBoundaryType boundaryType, int *start, int *end) const
{
    const int length = int(text.size());
    offset = std::clamp(offset, 0, length);
    switch (boundaryType) {
    case QAccessible::NoBoundary:
        *start = 0;
        *end = length;
        return;
    case QAccessible::LineBoundary:
    case QAccessible::ParagraphBoundary:
        visible.lineBounds(offset, start, end);
        return;
    case QAccessible::CharBoundary:
    case QAccessible::WordBoundary:
    case QAccessible::SentenceBoundary: {
        const QTextBoundaryFinder::BoundaryType type = boundaryType == QAccessible::CharBoundary
            ? QTextBoundaryFinder::Grapheme
            : boundaryType == QAccessible::WordBoundary ? QTextBoundaryFinder::Word
                                                        : QTextBoundaryFinder::Sentence;
        QTextBoundaryFinder finder(type, text);
        finder.setPosition(offset);
        *start = finder.isAtBoundary() ? offset : int(finder.toPreviousBoundary());
        finder.setPosition(offset);
        *end = int(finder.toNextBoundary());
        if (*start < 0)
            *start = 0;
        if (*end < 0)
            *end = length;
        return;
    }
    }
    *start = *end = offset;
}

QString TerminalAccessible::textAtOffset(int offset, QAccessible::TextBoundaryType boundaryType,
                                         int *startOffset, int *endOffset) const
{
    const TerminalVisibleText visible = visibleText();
    boundsAt(visible.text(), visible, offset, boundaryType, startOffset, endOffset);
    return visible.text().mid(*startOffset, *endOffset - *startOffset);
}

QString TerminalAccessible::textBeforeOffset(int offset, QAccessible::TextBoundaryType boundaryType,
                                             int *startOffset, int *endOffset) const
{
    const TerminalVisibleText visible = visibleText();
    int start = 0;
    int end = 0;
    boundsAt(visible.text(), visible, offset, boundaryType, &start, &end);
    if (start <= 0) {
        *startOffset = *endOffset = -1;
        return {};
    }
    // The unit before this one's start (for lines: start - 1 is the previous line's '\n').
    boundsAt(visible.text(), visible, start - 1, boundaryType, startOffset, endOffset);
    return visible.text().mid(*startOffset, *endOffset - *startOffset);
}

QString TerminalAccessible::textAfterOffset(int offset, QAccessible::TextBoundaryType boundaryType,
                                            int *startOffset, int *endOffset) const
{
    const TerminalVisibleText visible = visibleText();
    const int length = int(visible.text().size());
    int start = 0;
    int end = 0;
    boundsAt(visible.text(), visible, offset, boundaryType, &start, &end);
    // Lines end before their '\n': the next one starts after it.
    const int next
        = boundaryType == QAccessible::LineBoundary || boundaryType == QAccessible::ParagraphBoundary
        ? end + 1
        : end;
    if (next > length || end >= length) {
        *startOffset = *endOffset = -1;
        return {};
    }
    boundsAt(visible.text(), visible, next, boundaryType, startOffset, endOffset);
    return visible.text().mid(*startOffset, *endOffset - *startOffset);
}

int TerminalAccessible::characterCount() const
{
    return int(visibleText().text().size());
}

QRect TerminalAccessible::characterRect(int offset) const
{
    int row = 0;
    int col = 0;
    if (!visibleText().cellAt(offset, &row, &col))
        return {};
    // cellRect() takes a row of the live screen; the view may be scrolled back.
    const QRect cell = view()->cellRect(row - view()->scrollOffset(), col);
    return QRect(view()->viewport()->mapToGlobal(cell.topLeft()), cell.size());
}

int TerminalAccessible::offsetAtPoint(const QPoint &point) const
{
    const QPoint local = view()->viewport()->mapFromGlobal(point);
    const QSize cell = view()->cellSize();
    if (local.x() < 0 || local.y() < 0 || cell.isEmpty())
        return -1;
    const int row = local.y() / cell.height();
    if (row >= view()->lines())
        return -1;
    return visibleText().offsetAt(row, local.x() / cell.width());
}

void TerminalAccessible::scrollToSubstring(int, int) { }

QString TerminalAccessible::attributes(int offset, int *startOffset, int *endOffset) const
{
    *startOffset = offset;
    *endOffset = offset + 1;
    return {};
}

} // namespace sandman
