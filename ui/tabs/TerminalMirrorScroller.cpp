// SPDX-License-Identifier: Apache-2.0
#include "TerminalMirrorScroller.h"

#include "terminal/TerminalModel.h"
#include "terminal/TerminalView.h"

#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>

namespace sandman {

namespace {
constexpr int kWheelLines = 3; // as TerminalView scrolls its scrollback
constexpr int kFollowMs = 16; // a frame: output is followed once per paint at most
} // namespace

TerminalMirrorScroller::TerminalMirrorScroller(TerminalView *view, QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_view(view)
{
    setFrameShape(QFrame::NoFrame);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn); // as a terminal tab has
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setFocusProxy(view);
    view->setParent(viewport());
    // This area's bar shows scrollback and grid together; the view's own would sit off to the
    // right of a wide grid.
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->viewport()->installEventFilter(this);
    m_followTimer.setSingleShot(true);
    m_followTimer.setInterval(kFollowMs);
    connect(&m_followTimer, &QTimer::timeout, this, &TerminalMirrorScroller::followCursor);
    connect(view->model(), &TerminalModel::contentChanged, this, [this] {
        if (!m_followTimer.isActive())
            m_followTimer.start();
    });
    connect(view, &TerminalView::terminalSizeChanged, this, &TerminalMirrorScroller::followCursor);
    // The view scrolls its scrollback itself too (keys, output while reading history).
    QScrollBar *inner = view->verticalScrollBar();
    connect(inner, &QScrollBar::rangeChanged, this, &TerminalMirrorScroller::relayout);
    connect(inner, &QScrollBar::valueChanged, this, &TerminalMirrorScroller::relayout);
    view->show();
    relayout();
}

bool TerminalMirrorScroller::cursorVisible() const
{
    if (!m_view || m_view->scrollOffset() != 0)
        return false;
    const TerminalModel *model = m_view->model();
    const QRect cell(model->cursorCol() * m_cell.width(), model->cursorRow() * m_cell.height(),
                     m_cell.width(), m_cell.height());
    return viewport()->rect().contains(cell.translated(m_view->pos()).center());
}

// Sizes the view to its grid (at least the viewport) and the bars to what is out of sight.
// The vertical bar counts lines: 0..scrollback are history at the top of the view, past them
// the live grid's rows below the viewport.
void TerminalMirrorScroller::relayout()
{
    if (!m_view || m_applying)
        return;
    m_applying = true;
    m_cell = m_view->cellSize();
    const int cw = std::max(1, m_cell.width());
    const int ch = std::max(1, m_cell.height());
    const QSize vp = viewport()->size();
    const QSize fixed = m_view->fixedGridSize();
    const QSize grid = fixed.isValid() ? QSize(fixed.width() * cw, fixed.height() * ch) : vp;
    m_view->resize(grid.expandedTo(vp));
    const int hidden = std::max(0, grid.height() - vp.height());
    m_panY = std::clamp(m_panY, 0, hidden);
    const int history = m_view->model()->scrollbackLines();
    const int offset = m_view->scrollOffset();
    QScrollBar *v = verticalScrollBar();
    v->setRange(0, history + (hidden + ch - 1) / ch);
    v->setPageStep(std::max(1, vp.height() / ch));
    v->setSingleStep(1);
    v->setValue(offset > 0 ? history - offset : history + (m_panY + ch - 1) / ch);
    QScrollBar *h = horizontalScrollBar();
    h->setRange(0, std::max(0, grid.width() - vp.width()));
    h->setPageStep(std::max(cw, vp.width()));
    h->setSingleStep(cw);
    m_view->move(-h->value(), offset > 0 ? 0 : -m_panY);
    m_applying = false;
}

// The bars moved: the view scrolls its history or moves under the viewport.
void TerminalMirrorScroller::applyBars(bool byUser)
{
    if (!m_view || m_applying)
        return;
    m_applying = true;
    const int ch = std::max(1, m_cell.height());
    const int history = m_view->model()->scrollbackLines();
    const int hidden = std::max(0, m_view->height() - viewport()->height());
    const int value = verticalScrollBar()->value();
    const int offset = std::max(0, history - value);
    m_view->scrollLines(m_view->scrollOffset() - offset);
    m_panY = offset > 0 ? 0 : std::min(hidden, (value - history) * ch);
    m_view->move(-horizontalScrollBar()->value(), -m_panY);
    m_applying = false;
    if (byUser)
        m_follow = cursorVisible();
}

void TerminalMirrorScroller::followCursor()
{
    relayout(); // the grid or the font may have changed with the output
    if (!m_view || !m_follow)
        return;
    const int cw = std::max(1, m_cell.width());
    const int ch = std::max(1, m_cell.height());
    const QSize vp = viewport()->size();
    const TerminalModel *model = m_view->model();
    m_view->scrollToBottom();
    // Rows and columns stay whole; a little room is kept right of the cursor to read on.
    const int top = model->cursorRow() * ch;
    const int hidden = std::max(0, m_view->height() - vp.height());
    if (top < m_panY)
        m_panY = top;
    else if (top + ch > m_panY + vp.height())
        m_panY = std::min(hidden, (top + ch - vp.height() + ch - 1) / ch * ch);
    QScrollBar *h = horizontalScrollBar();
    const int left = model->cursorCol() * cw;
    const int room = std::min(8 * cw, vp.width() / 4 / cw * cw);
    int x = h->value();
    if (left < x)
        x = std::max(0, left - room);
    else if (left + cw > x + vp.width())
        x = left + cw + room - vp.width();
    relayout();
    m_applying = true;
    h->setValue(x);
    m_applying = false;
    m_view->move(-h->value(), -m_panY);
}

void TerminalMirrorScroller::scrollByWheel(QWheelEvent *event)
{
    QPoint delta = event->angleDelta();
    if ((event->modifiers() & Qt::ShiftModifier) && delta.x() == 0)
        delta = QPoint(delta.y(), 0); // Shift+wheel: sideways
    m_wheelRest += delta;
    const int lines = m_wheelRest.y() / 120 * kWheelLines;
    const int columns = m_wheelRest.x() / 120 * kWheelLines;
    m_wheelRest -= QPoint(columns / kWheelLines * 120, lines / kWheelLines * 120);
    // Up is back: towards the grid's top, then into history.
    verticalScrollBar()->setValue(verticalScrollBar()->value() - lines);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - columns * m_cell.width());
}

bool TerminalMirrorScroller::eventFilter(QObject *watched, QEvent *event)
{
    if (m_view && watched == m_view->viewport()) {
        if (event->type() == QEvent::Wheel) {
            // A mirror's wheel scrolls what is shown; it is never a mouse report to the owner's program.
            scrollByWheel(static_cast<QWheelEvent *>(event));
            return true;
        }
        if (event->type() == QEvent::Paint && m_view->cellSize() != m_cell)
            QTimer::singleShot(0, this, &TerminalMirrorScroller::relayout); // zoomed
    }
    return QAbstractScrollArea::eventFilter(watched, event);
}

void TerminalMirrorScroller::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    relayout();
}

void TerminalMirrorScroller::scrollContentsBy(int, int)
{
    applyBars(true);
}

} // namespace sandman
