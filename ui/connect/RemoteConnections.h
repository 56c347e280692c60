// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "main/PaneController.h"

#include <QList>
#include <QPair>
#include <QPointer>
#include <QUrl>

class QAction;
class QWidget;

namespace sandman {

class LogModel;
class TokenStore;

// Remote agents in the window: connect (the Connect dialog), reconnect now, change token,
// disconnect; the agents to reconnect to at the next start (names and addresses in QSettings,
// tokens in the keyring).
class RemoteConnections : public PaneController
{
    Q_OBJECT
public:
    RemoteConnections(TokenStore *tokens, LogModel *log, QWidget *window);

    QAction *connectAction() const { return m_connect; }
    QAction *reconnectAction() const { return m_reconnect; }
    QAction *changeTokenAction() const { return m_changeToken; }
    QAction *disconnectAction() const { return m_disconnect; }

    // A connection to the agent at url (ws:// or wss://), announced with connectionCreated().
    SandboxConnection *connectToAgent(const QUrl &url, const QString &token, const QString &name);
    // Connects to the agents of the last run.
    void restore();
    // Agents to reconnect to at start: name and address, no secrets.
    static QList<QPair<QString, QUrl>> savedRemotes();

    void currentSessionChanged(SandboxConnection *connection, const QString &sessionId) override;

public slots:
    void connectToRemote();
    // Asks for a new token for the selected remote sandbox, keeps it and connects with it.
    void changeToken();
    void disconnectRemote();
    void updateActions();

signals:
    // The window takes it (MainWindow::addConnection).
    void connectionCreated(sandman::SandboxConnection *connection);
    // The window lets go of it for good, its terminals showing notice.
    void connectionDropped(sandman::SandboxConnection *connection, const QString &notice);
    void selectRequested(sandman::SandboxConnection *connection);

private:
    static void saveRemotes(const QList<QPair<QString, QUrl>> &remotes);
    QList<SandboxConnection *> connections() const;

    QWidget *m_window;
    TokenStore *m_tokens;
    LogModel *m_log;
    QAction *m_connect;
    QAction *m_reconnect;
    QAction *m_changeToken;
    QAction *m_disconnect;
    QList<QPointer<SandboxConnection>> m_made;
    QPointer<SandboxConnection> m_current;
};

} // namespace sandman
