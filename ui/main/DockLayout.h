// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;
class QWidget;

namespace sandman {

class SessionTreeView;

// Where the window's docks go and how the window comes back: its place and size at once, the
// docks where the last run left them once it shows (else a first-start layout that leaves the
// terminals most of the room), both saved as it closes. Docks created later take their saved
// place too. Keeps the docks' show/hide actions for the View menu, in the order they came.
class DockLayout : public QObject
{
    Q_OBJECT
public:
    // sessionView: the session list, whose dock is fitted to its content at first start.
    DockLayout(QMainWindow *window, SessionTreeView *sessionView);

    // A dock holding content (null: one that builds its own, see LazyDockContent), added in area.
    QDockWidget *addDock(const QString &title, const QString &objectName, QWidget *content,
                         Qt::DockWidgetArea area);
    // Puts a dock created after the window (e.g. by a controller) where the saved layout had it,
    // else into area; true when the saved layout had it.
    bool placeDock(QDockWidget *dock, Qt::DockWidgetArea area);
    // Lists the dock's show/hide action for the View menu (after those listed before).
    void listDock(QDockWidget *dock);
    QList<QAction *> dockActions() const { return m_dockActions; }

    // The window's place and size of the last run (or one fitted to the screen); the docks'
    // layout is applied at the first show.
    void restoreGeometry();
    void windowShown();
    void windowClosing();

signals:
    // A dock's action was listed after the View menu was built.
    void dockListed(QAction *toggle);

private:
    void fitFirstStart();

    QMainWindow *m_window;
    SessionTreeView *m_sessionView;
    QList<QAction *> m_dockActions;
    bool m_restored = false;
    bool m_applied = false;
    QByteArray m_savedState; // QMainWindow::saveState() of the last run, until the first show
};

} // namespace sandman
