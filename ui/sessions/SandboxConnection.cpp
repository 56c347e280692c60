// SPDX-License-Identifier: Apache-2.0
#include "SandboxConnection.h"

#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "log/ErrorText.h"

#include <QSysInfo>

#include <unistd.h>

namespace sandman {

SandboxConnection::SandboxConnection(const QString &name, Transport *transport, bool isLocal, QObject *parent)
    : QObject(parent)
    , m_name(name)
    , m_isLocal(isLocal)
    , m_transport(transport)
    , m_client(new SandboxClient(transport, this))
{
    m_client->setOrigin(clientOrigin());
    transport->setParent(this);
    connect(transport, &Transport::stateChanged, this, [this](Transport::State state) {
        emit connectionChanged();
        emit sessionsChanged();
        if (state == Transport::State::Connected)
            refresh(); // the first connection: reconnected() only follows later drops
    });
    // After a drop the agent may have lost or gained sessions: resynchronise.
    connect(transport, &Transport::reconnected, this, &SandboxConnection::refresh);
    if (auto *socket = qobject_cast<WebSocketTransport *>(transport)) {
        connect(socket, &WebSocketTransport::tokenRefused, this, [this] {
            m_lastError = tr("The agent refused the token.");
            emit connectionChanged();
            emit sessionsChanged();
            emit errorOccurred(tr("%1: the agent refused the token. Give the right one with "
                                  "“Change Token…” in the sandbox's menu.")
                                   .arg(m_name));
        });
        connect(socket, &Transport::stateChanged, this, [this](Transport::State state) {
            if (state == Transport::State::Connected)
                m_lastError.clear();
        });
    }
}

bool SandboxConnection::isTokenRefused() const
{
    auto *socket = qobject_cast<WebSocketTransport *>(m_transport);
    return socket && socket->isTokenRefused();
}

void SandboxConnection::changeToken(const QByteArray &token)
{
    if (auto *socket = qobject_cast<WebSocketTransport *>(m_transport)) {
        socket->setToken(token);
        m_lastError.clear();
        socket->reconnectNow();
        emit connectionChanged();
    }
}

void SandboxConnection::setStopped(bool stopped)
{
    if (stopped == m_stopped)
        return;
    m_stopped = stopped;
    if (auto *socket = qobject_cast<WebSocketTransport *>(m_transport)) {
        if (stopped)
            socket->close(); // no reconnecting to an agent that was ended on purpose
        else
            socket->open();
    }
    emit connectionChanged();
    emit sessionsChanged();
}

void SandboxConnection::reconnectNow()
{
    if (auto *socket = qobject_cast<WebSocketTransport *>(m_transport))
        socket->reconnectNow();
}

SandboxConnection::~SandboxConnection()
{
    // Calls still in flight must not reach a half-destroyed object.
    delete m_client;
    m_client = nullptr;
    // Dropping the transport drops its unfinished calls, which cancels their futures and runs
    // the continuations refresh() attached with this object as context. Do it while this object
    // is still alive: from ~QObject on the context is gone and Qt 6.4 asserts on it.
    m_refreshAgain = false;
    disconnect(m_transport, nullptr, this, nullptr);
    delete m_transport;
    m_transport = nullptr;
}

QString SandboxConnection::localSandboxName()
{
    return tr("Local sandbox");
}

QString SandboxConnection::clientOrigin()
{
    // Not translated: other windows, in other languages, compare it.
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = QString::number(::getuid());
    return QStringLiteral("Sandman %1@%2").arg(user, QSysInfo::machineHostName());
}

QString SandboxConnection::endpoint() const
{
    return m_transport ? m_transport->endpoint() : QString();
}

bool SandboxConnection::isConnected() const
{
    return m_transport && m_transport->state() == Transport::State::Connected;
}

int SandboxConnection::indexOfSession(const QString &sessionId) const
{
    for (int i = 0; i < m_sessions.size(); ++i) {
        if (m_sessions[i].id == sessionId)
            return i;
    }
    return -1;
}

SandboxConnection::SessionState SandboxConnection::sessionState(const QString &sessionId) const
{
    if (m_stopped)
        return SessionState::Stopped;
    if (m_terminated.contains(sessionId))
        return SessionState::Terminated;
    const int index = indexOfSession(sessionId);
    const bool busy = index >= 0 && m_sessions[index].busy;
    return (busy || m_runningByGui.value(sessionId) > 0) ? SessionState::Running : SessionState::Idle;
}

void SandboxConnection::noteCommandStarted(const QString &sessionId)
{
    ++m_runningByGui[sessionId];
    m_terminated.remove(sessionId);
    emit sessionsChanged();
}

void SandboxConnection::noteCommandFinished(const QString &sessionId, bool terminated)
{
    if (--m_runningByGui[sessionId] <= 0)
        m_runningByGui.remove(sessionId);
    if (terminated)
        m_terminated.insert(sessionId);
    refresh();
}

void SandboxConnection::refresh()
{
    // While (re)connecting there is nothing to ask yet; the list follows once connected.
    if (m_transport->state() == Transport::State::Connecting)
        return;
    if (m_refreshing) {
        m_refreshAgain = true; // coalesce bursts into one more round trip
        return;
    }
    m_refreshing = true;
    m_client->listSessions()
        .then(this,
              [this](const QList<SessionInfo> &sessions) {
                  m_sessions = sessions;
                  m_lastError.clear();
                  emit sessionsChanged();
              })
        .onFailed(this,
                  [this](const SandboxException &e) {
                      if (!isTokenRefused())
                          m_lastError = ErrorText::sentence(e.code());
                      emit errorOccurred(tr("Could not list the sessions of %1: %2")
                                             .arg(m_name, ErrorText::withDetails(e.error())));
                      emit sessionsChanged();
                  })
        .onCanceled(this, [] {})
        .then(this, [this] {
            m_refreshing = false;
            if (m_refreshAgain) {
                m_refreshAgain = false;
                refresh();
            }
        });
}

void SandboxConnection::setSessionUsage(const QHash<QString, SessionUsage> &usage)
{
    m_usage = usage;
    emit usageChanged();
}

std::optional<SandboxConnection::SessionUsage> SandboxConnection::sessionUsage(const QString &sessionId) const
{
    const auto it = m_usage.constFind(sessionId);
    if (it == m_usage.constEnd())
        return std::nullopt;
    return *it;
}

} // namespace sandman
