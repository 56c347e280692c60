// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "main/PaneController.h"

#include <QList>
#include <QPointer>

class QAction;
class QMenu;
class QWidget;

namespace sandman {

class LogModel;
class TerminalTabs;

// What the Session menu and the session list's context menu do to the current session: new,
// new terminal, delete, copy its id, refresh. Enabled as the selection and its sandbox allow.
class SessionActions : public PaneController
{
    Q_OBJECT
public:
    SessionActions(TerminalTabs *terminals, LogModel *log, QWidget *window);

    QAction *newSessionAction() const { return m_newSession; }
    QAction *newTerminalAction() const { return m_newTerminal; }
    QAction *deleteAction() const { return m_delete; }
    QAction *copyIdAction() const { return m_copyId; }
    QAction *refreshAction() const { return m_refresh; }
    // New, new terminal, copy id, refresh, delete, with separators.
    void addTo(QMenu *menu) const;

    void connectionAdded(SandboxConnection *connection) override;
    void connectionRemoved(SandboxConnection *connection) override;
    void currentSessionChanged(SandboxConnection *connection, const QString &sessionId) override;

public slots:
    void newSession();
    void newTerminal();
    void deleteSession();
    void copySessionId();
    void refreshSessions();
    void updateActions();

signals:
    // A session made here is listed: the window selects it.
    void sessionCreated(sandman::SandboxConnection *connection, const QString &sessionId);

private:
    QWidget *m_window;
    TerminalTabs *m_terminals;
    LogModel *m_log;
    QAction *m_newSession;
    QAction *m_newTerminal;
    QAction *m_delete;
    QAction *m_copyId;
    QAction *m_refresh;
    QList<QPointer<SandboxConnection>> m_connections;
    QPointer<SandboxConnection> m_connection;
    QString m_sessionId;
};

} // namespace sandman
