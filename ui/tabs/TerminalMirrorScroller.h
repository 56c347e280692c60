// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QAbstractScrollArea>
#include <QPointer>
#include <QTimer>

class QWheelEvent;

namespace sandman {

class TerminalView;

/// Around a read-only mirror (a TerminalView with a fixed grid, its owner's size): when the
/// window is smaller than that grid, the rest is scrolled to — one vertical bar over the
/// scrollback and the grid's rows (history above, the live screen below, as one page), one
/// horizontal bar over its columns; wheel scrolls, Shift+wheel scrolls sideways. While the
/// user has not scrolled the cursor out of sight, new output brings the cursor's area into
/// view; scrolling back to it follows again.
class TerminalMirrorScroller : public QAbstractScrollArea
{
    Q_OBJECT
public:
    /// Takes view as its content (the view's own scroll bar is hidden: this one shows it all).
    explicit TerminalMirrorScroller(TerminalView *view, QWidget *parent = nullptr);

    TerminalView *view() const { return m_view; }
    /// Whether new output brings the cursor into view.
    bool followsCursor() const { return m_follow; }
    /// Whether the cursor's cell is inside the visible part right now.
    bool cursorVisible() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void relayout();
    void applyBars(bool byUser);
    void followCursor();
    void scrollByWheel(QWheelEvent *event);

    QPointer<TerminalView> m_view;
    QSize m_cell;
    int m_panY = 0; ///< pixels of the live grid above the viewport (with the view at the bottom)
    bool m_follow = true;
    bool m_applying = false;
    QPoint m_wheelRest; ///< wheel angle not yet scrolled (touchpads send small steps)
    QTimer m_followTimer; ///< one follow per frame, after the output's damage was painted
};

} // namespace sandman
