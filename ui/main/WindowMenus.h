// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace sandman {

class RemoteConnections;
class SessionActions;
class TerminalActions;

// The window's menu bar: File (remote sandboxes, then actions others add, then Quit), Edit and
// Terminal (the terminals' own), Session, View (the docks, the language) and Help. The actions
// belong to the panes; this only places them.
class WindowMenus : public QObject
{
    Q_OBJECT
public:
    explicit WindowMenus(QMainWindow *window);

    QAction *quitAction() const { return m_quit; }
    QAction *aboutAction() const { return m_about; }

    void build(RemoteConnections *remotes, SessionActions *sessions, TerminalActions *terminals,
               const QList<QAction *> &dockActions);
    // An action of the File menu, above Quit (e.g. Stop Local Sandbox…).
    void addFileAction(QAction *action);
    // A dock's show/hide action, after the other docks' in the View menu.
    void addDockAction(QAction *toggle);

private:
    void addLanguageMenu(QMenu *view);

    QMainWindow *m_window;
    QAction *m_quit;
    QAction *m_about;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
};

} // namespace sandman
