// SPDX-License-Identifier: Apache-2.0
#include "DockWidthFit.h"

#include "sessions/SessionTreeView.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>

namespace sandman {

DockWidthFit::DockWidthFit(QMainWindow *window, QDockWidget *dock, SessionTreeView *view)
    : QObject(window)
    , m_window(window)
    , m_dock(dock)
    , m_view(view)
{ }

int DockWidthFit::wantedWidth() const
{
    const int margins = m_dock->width() - m_view->width();
    return m_view->sizeHint().width() + qMax(0, margins);
}

void DockWidthFit::start(int floor, int ceiling)
{
    m_floor = floor;
    m_ceiling = qMax(floor, ceiling);
    m_active = true;
    m_minimumWidth = m_dock->minimumWidth();
    // The separators belong to the window itself: a press there is the user taking over.
    m_window->installEventFilter(this);
    m_dock->installEventFilter(this);
    connect(m_view, &SessionTreeView::contentWidthChanged, this, &DockWidthFit::fit);
    request(qBound(m_floor, wantedWidth(), m_ceiling));
}

void DockWidthFit::fit()
{
    if (!m_active)
        return;
    const int wanted = qBound(m_floor, wantedWidth(), m_ceiling);
    if (wanted <= m_dock->width())
        return; // only ever widen: a list that shrinks keeps the user's room
    request(wanted);
}

void DockWidthFit::request(int width)
{
    // resizeDocks() alone is not enough: the window's layout shares any shortfall between the
    // docks and the centre by their current sizes, so beside a right-hand dock at its minimum
    // the list would not widen at all. As its minimum for one layout pass, the width holds;
    // once given back, the layout keeps the sizes it has.
    m_pinned = true;
    m_dock->setMinimumWidth(qMax(m_minimumWidth, width));
    m_window->resizeDocks({m_dock}, {width}, Qt::Horizontal);
    QTimer::singleShot(0, this, [this] {
        m_dock->setMinimumWidth(m_minimumWidth);
        m_pinned = false;
    });
}

bool DockWidthFit::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window) {
        if (event->type() == QEvent::MouseButtonPress)
            m_dragging = true;
        else if (event->type() == QEvent::MouseButtonRelease)
            m_dragging = false;
    } else if (watched == m_dock && event->type() == QEvent::Resize && m_dragging && !m_pinned) {
        m_active = false; // the user's splitter: widening never fights them
    }
    return QObject::eventFilter(watched, event);
}

} // namespace sandman
