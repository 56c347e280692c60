// SPDX-License-Identifier: Apache-2.0
#include "DockLayout.h"

#include "DockWidthFit.h"
#include "WindowGeometry.h"
#include "sessions/SessionTreeView.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QTimer>

#include <utility>

namespace sandman {

namespace {
// Not "window/geometry": that key holds QWidget::saveGeometry()'s frame position.
const QString kGeometryKey = QStringLiteral("window/placement");
const QString kStateKey = QStringLiteral("window/state");
} // namespace

DockLayout::DockLayout(QMainWindow *window, SessionTreeView *sessionView)
    : QObject(window)
    , m_window(window)
    , m_sessionView(sessionView)
{ }

QDockWidget *DockLayout::addDock(const QString &title, const QString &objectName, QWidget *content,
                                 Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, m_window);
    dock->setObjectName(objectName); // its name in the saved state
    if (content)
        dock->setWidget(content);
    m_window->addDockWidget(area, dock);
    return dock;
}

bool DockLayout::placeDock(QDockWidget *dock, Qt::DockWidgetArea area)
{
    if (m_restored && m_window->restoreDockWidget(dock))
        return true;
    m_window->addDockWidget(area, dock);
    return false;
}

void DockLayout::listDock(QDockWidget *dock)
{
    m_dockActions << dock->toggleViewAction();
    emit dockListed(dock->toggleViewAction());
}

void DockLayout::restoreGeometry()
{
    QSettings settings;
    if (!WindowGeometry::restore(m_window, settings.value(kGeometryKey).toByteArray())) {
        const QRect available
            = m_window->screen() ? m_window->screen()->availableGeometry() : QRect(0, 0, 1280, 800);
        m_window->resize(qMin(1400, available.width() * 9 / 10), qMin(900, available.height() * 9 / 10));
    }
    m_savedState = settings.value(kStateKey).toByteArray();
}

void DockLayout::windowShown()
{
    if (std::exchange(m_applied, true))
        return;
    // The docks' sizes in a saved state are fitted to the window as it is when restored: at
    // its real size, hence now and not in the constructor (there every dock came back at its
    // minimum width). Docks added later (Kubernetes, panes plugged in with addPane) take their
    // saved place with restoreDockWidget().
    m_restored = m_window->restoreState(m_savedState);
    m_savedState.clear();
    if (m_restored)
        return;
    // First start: give the terminals most of the width. Dock sizes only stick once the
    // window has its real geometry, hence after the first event loop turn.
    QTimer::singleShot(0, this, &DockLayout::fitFirstStart);
}

void DockLayout::fitFirstStart()
{
    const auto docks = m_window->findChildren<QDockWidget *>();
    QDockWidget *sessions = nullptr;
    QDockWidget *environment = nullptr;
    QDockWidget *log = nullptr;
    for (QDockWidget *dock : docks) {
        if (dock->objectName() == QLatin1String("sessionsDock"))
            sessions = dock;
        else if (dock->objectName() == QLatin1String("environmentDock"))
            environment = dock;
        else if (dock->objectName() == QLatin1String("activityDock")) // in front of its tab group
            log = dock;
    }
    const int width = m_window->width();
    if (sessions && environment) {
        m_window->resizeDocks({environment}, {width * 3 / 10}, Qt::Horizontal);
        auto *fit = new DockWidthFit(m_window, sessions, m_sessionView);
        // The names, states and timeouts whole, but the terminal keeps the most room: a
        // session's terminal rows (titles, often long paths) elide beyond a quarter.
        fit->start(width / 5, width / 4);
    }
    if (log)
        m_window->resizeDocks({log}, {m_window->height() / 3}, Qt::Vertical);
}

void DockLayout::windowClosing()
{
    QSettings settings;
    settings.setValue(kGeometryKey, WindowGeometry::save(m_window));
    settings.setValue(kStateKey, m_window->saveState());
}

} // namespace sandman
