// SPDX-License-Identifier: Apache-2.0
#include "RemoteConnections.h"

#include "ConnectDialog.h"
#include "TokenStore.h"
#include "client/SavedRemotes.h"
#include "client/WebSocketTransport.h"
#include "log/LogModel.h"
#include "sessions/SandboxConnection.h"

#include <QAction>
#include <QInputDialog>
#include <QLineEdit>

namespace sandman {

RemoteConnections::RemoteConnections(TokenStore *tokens, LogModel *log, QWidget *window)
    : PaneController(window)
    , m_window(window)
    , m_tokens(tokens)
    , m_log(log)
    , m_connect(new QAction(QIcon::fromTheme(QStringLiteral("network-connect")),
                            tr("&Connect to Remote Sandbox\u2026"), this))
    , m_reconnect(new QAction(tr("&Reconnect Now"), this))
    , m_changeToken(new QAction(tr("Change To&ken\u2026"), this))
    , m_disconnect(new QAction(QIcon::fromTheme(QStringLiteral("network-disconnect")),
                               tr("&Disconnect Remote Sandbox"), this))
{
    m_connect->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_connect, &QAction::triggered, this, &RemoteConnections::connectToRemote);
    connect(m_disconnect, &QAction::triggered, this, &RemoteConnections::disconnectRemote);
    m_changeToken->setToolTip(tr("Give the selected remote sandbox another access token"));
    connect(m_changeToken, &QAction::triggered, this, &RemoteConnections::changeToken);
    connect(m_reconnect, &QAction::triggered, this, [this] {
        if (m_current)
            m_current->reconnectNow();
    });
    updateActions();
}

void RemoteConnections::currentSessionChanged(SandboxConnection *connection, const QString &sessionId)
{
    Q_UNUSED(sessionId)
    if (m_current)
        disconnect(m_current, &SandboxConnection::connectionChanged, this, &RemoteConnections::updateActions);
    m_current = connection;
    if (connection)
        connect(connection, &SandboxConnection::connectionChanged, this, &RemoteConnections::updateActions);
    updateActions();
}

void RemoteConnections::updateActions()
{
    const bool remote = m_current && !m_current->isLocal();
    m_disconnect->setEnabled(remote);
    m_changeToken->setEnabled(remote);
    m_reconnect->setEnabled(remote && !m_current->isConnected());
}

QList<SandboxConnection *> RemoteConnections::connections() const
{
    QList<SandboxConnection *> alive;
    for (const QPointer<SandboxConnection> &connection : m_made) {
        if (connection)
            alive.append(connection);
    }
    return alive;
}

SandboxConnection *RemoteConnections::connectToAgent(const QUrl &url, const QString &token,
                                                     const QString &name)
{
    WebSocketTransport::Options options;
    options.token = token.toUtf8();
    auto *transport = new WebSocketTransport(url, options);
    auto *connection = new SandboxConnection(name, transport, false, m_window);
    transport->open(); // first: the list is asked for once connected, not before
    m_made.removeAll(nullptr);
    m_made.append(connection);
    emit connectionCreated(connection);
    return connection;
}

void RemoteConnections::connectToRemote()
{
    ConnectDialog dialog(m_tokens, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QUrl url = dialog.url();
    if (dialog.rememberToken() && !dialog.token().isEmpty()) {
        m_tokens->store(url.toString(), dialog.token(), [this](bool ok, const QString &error) {
            if (!ok)
                emit errorOccurred(tr("The token was not saved in the keyring: %1").arg(error));
        });
    }
    // One entry per agent: connecting to one already listed gives it the new token instead.
    SandboxConnection *existing = nullptr;
    for (SandboxConnection *connection : connections()) {
        if (QUrl(connection->endpoint()) == url)
            existing = connection;
    }
    if (existing) {
        existing->changeToken(dialog.token().toUtf8());
        emit selectRequested(existing);
    } else {
        connectToAgent(url, dialog.token(), dialog.displayName());
    }
    QList<QPair<QString, QUrl>> remotes = savedRemotes();
    remotes.removeIf([&url](const QPair<QString, QUrl> &remote) { return remote.second == url; });
    remotes.append({dialog.displayName(), url});
    saveRemotes(remotes);
}

void RemoteConnections::changeToken()
{
    SandboxConnection *connection = m_current;
    if (!connection || connection->isLocal())
        return;
    bool ok = false;
    const QString token = QInputDialog::getText(m_window, tr("Change Token"),
                                                tr("Access token for %1:").arg(connection->endpoint()),
                                                QLineEdit::Password, QString(), &ok);
    if (!ok || token.trimmed().isEmpty() || !m_current)
        return;
    m_tokens->store(QUrl(connection->endpoint()).toString(), token.trimmed(),
                    [this](bool stored, const QString &error) {
                        if (!stored)
                            emit errorOccurred(tr("The token was not saved in the keyring: %1").arg(error));
                    });
    connection->changeToken(token.trimmed().toUtf8());
}

void RemoteConnections::disconnectRemote()
{
    SandboxConnection *connection = m_current;
    if (!connection || connection->isLocal())
        return;
    const QUrl url(connection->endpoint());
    QList<QPair<QString, QUrl>> remotes = savedRemotes();
    remotes.removeIf([&url](const QPair<QString, QUrl> &remote) { return remote.second == url; });
    saveRemotes(remotes);
    m_log->append(QString(), LogModel::Kind::Info, tr("Disconnected from %1.").arg(connection->name()));
    m_made.removeAll(connection);
    emit connectionDropped(connection, tr("[Disconnected from %1]").arg(connection->name()));
}

QList<QPair<QString, QUrl>> RemoteConnections::savedRemotes()
{
    QList<QPair<QString, QUrl>> remotes;
    for (const SavedRemote &remote : SavedRemotes::load())
        remotes.append({remote.name, remote.url});
    return remotes;
}

void RemoteConnections::saveRemotes(const QList<QPair<QString, QUrl>> &remotes)
{
    QList<SavedRemote> saved;
    for (const auto &[name, url] : remotes)
        saved.append({name, url});
    SavedRemotes::save(saved); // shared with sandmanctl --sandbox NAME
}

void RemoteConnections::restore()
{
    for (const auto &[name, url] : savedRemotes()) {
        m_tokens->load(url.toString(),
                       [this, name = name, url = url](bool ok, const QString &token, const QString &error) {
                           if (!ok)
                               m_log->append(QString(), LogModel::Kind::Info,
                                             tr("No stored token for %1: %2").arg(name, error));
                           // Without a stored token the agent refuses us; the list shows it as not connected
                           // and the user can connect again with the token.
                           connectToAgent(url, ok ? token : QString(), name);
                       });
    }
}

} // namespace sandman
