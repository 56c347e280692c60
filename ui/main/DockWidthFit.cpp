// SPDX-License-Identifier: Apache-2.0
#include "DockWidthFit.h"

#include "sessions/SessionTreeView.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QResizeEvent>

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
    m_dock->installEventFilter(this);
    connect(m_view, &SessionTreeView::contentWidthChanged, this, &DockWidthFit::fit);
    m_requested = qBound(m_floor, wantedWidth(), m_ceiling);
    m_window->resizeDocks({m_dock}, {m_requested}, Qt::Horizontal);
}

void DockWidthFit::fit()
{
    if (!m_active)
        return;
    const int wanted = qBound(m_floor, wantedWidth(), m_ceiling);
    if (wanted <= m_dock->width())
        return; // only ever widen: a list that shrinks keeps the user's room
    m_requested = wanted;
    m_reached = false;
    m_window->resizeDocks({m_dock}, {wanted}, Qt::Horizontal);
}

bool DockWidthFit::eventFilter(QObject *watched, QEvent *event)
{
    // Once the dock had the width asked for, a narrower one is the user's splitter: from then
    // on the width is theirs (widening never fights them, fit() only widens).
    if (watched == m_dock && event->type() == QEvent::Resize && m_active) {
        const int width = static_cast<QResizeEvent *>(event)->size().width();
        if (width >= m_requested)
            m_reached = true;
        else if (m_reached)
            m_active = false;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace sandman
