// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalVisibleText.h"

#include <QAccessibleWidget>

namespace sandman {

class TerminalView;

/// What assistive technology sees of a TerminalView (as Konsole's TerminalDisplayAccessible):
/// a Terminal with the lines in view as its text (TerminalVisibleText), the cursor as the text
/// cursor, and each character's place on screen. Read-only: the cursor and the selection are
/// the program's and the mouse's, not the screen reader's.
class TerminalAccessible : public QAccessibleWidget, public QAccessibleTextInterface
{
public:
    explicit TerminalAccessible(TerminalView *view);
    /// Makes QAccessible create one for every TerminalView (once per process).
    static void installFactory();

    void *interface_cast(QAccessible::InterfaceType type) override;
    QString text(QAccessible::Text t) const override;
    QAccessible::State state() const override;

    // QAccessibleTextInterface
    void selection(int selectionIndex, int *startOffset, int *endOffset) const override;
    int selectionCount() const override;
    void addSelection(int startOffset, int endOffset) override;
    void removeSelection(int selectionIndex) override;
    void setSelection(int selectionIndex, int startOffset, int endOffset) override;
    int cursorPosition() const override;
    void setCursorPosition(int position) override;
    QString text(int startOffset, int endOffset) const override;
    QString textBeforeOffset(int offset, QAccessible::TextBoundaryType boundaryType, int *startOffset,
                             int *endOffset) const override;
    QString textAfterOffset(int offset, QAccessible::TextBoundaryType boundaryType, int *startOffset,
                            int *endOffset) const override;
    QString textAtOffset(int offset, QAccessible::TextBoundaryType boundaryType, int *startOffset,
                         int *endOffset) const override;
    int characterCount() const override;
    QRect characterRect(int offset) const override;
    int offsetAtPoint(const QPoint &point) const override;
    void scrollToSubstring(int startIndex, int endIndex) override;
    QString attributes(int offset, int *startOffset, int *endOffset) const override;

private:
    TerminalView *view() const;
    TerminalVisibleText visibleText() const;
    /// [*start, *end) of the unit of `boundaryType` holding `offset`.
    void boundsAt(const QString &text, const TerminalVisibleText &visible, int offset,
                  QAccessible::TextBoundaryType boundaryType, int *start, int *end) const;
};

} // namespace sandman
