// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QString>

class QPoint;
class QWidget;

namespace sandman {

class RemoteConnections;
class SandboxConnection;
class SessionActions;
class SessionTreeModel;
class SessionTreeView;
class TerminalListController;
class TerminalTabs;

// The session list of the window: the view over the sandboxes and their sessions and
// terminals, its context menu (the session's actions, and a remote sandbox's connection),
// what activating a row does (a terminal row: its tab, its shell again or a mirror; a session:
// a new terminal), and which session it starts on once a sandbox lists its sessions.
class SessionList : public QObject
{
    Q_OBJECT
public:
    SessionList(SessionTreeModel *model, SessionTreeView *view, TerminalTabs *tabs, SessionActions *sessions,
                RemoteConnections *remotes, QWidget *window);

    TerminalListController *terminalList() const { return m_terminalList; }
    // The model holds the connection now: its row unfolds, and its sessions as they come.
    void connectionAdded(SandboxConnection *connection);

    SandboxConnection *currentConnection() const;
    QString currentSessionId() const;
    void select(SandboxConnection *connection, const QString &sessionId);
    // Selects the session and opens a terminal in it as soon as the sandbox lists it.
    void openTerminalWhenListed(SandboxConnection *connection, const QString &sessionId);

private:
    void showContextMenu(const QPoint &pos);
    void sessionsListed(SandboxConnection *connection);

    QWidget *m_window;
    SessionTreeModel *m_model;
    SessionTreeView *m_view;
    TerminalTabs *m_tabs;
    SessionActions *m_sessions;
    RemoteConnections *m_remotes;
    TerminalListController *m_terminalList;
};

} // namespace sandman
