// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/SessionInfo.h"
#include "client/Transport.h"

#include <QList>
#include <QObject>
#include <QSet>

#include <optional>

namespace sandman {

class SandboxClient;

// One sandbox shown in the session list (the local one or a remote agent): its client and the
// last session list it reported. Owns the transport.
class SandboxConnection : public QObject
{
    Q_OBJECT
public:
    enum class SessionState { Idle, Running, Terminated, Stopped };
    Q_ENUM(SessionState)
    // What a session's processes use, from the agent's last resource_sample.
    struct SessionUsage {
        double cpuPercent = 0;
        qint64 rssBytes = 0;
        int processes = 0;
    };

    SandboxConnection(const QString &name, Transport *transport, bool isLocal, QObject *parent = nullptr);
    ~SandboxConnection() override;

    static QString localSandboxName();
    // The name this window's client gives itself as the origin of the terminals it opens
    // ("Sandman user@host"): how a window tells its own terminals from other clients'.
    static QString clientOrigin();

    QString name() const { return m_name; }
    bool isLocal() const { return m_isLocal; }
    SandboxClient *client() const { return m_client; }
    Transport *transport() const { return m_transport; }
    QString endpoint() const;
    bool isConnected() const;
    QString lastError() const { return m_lastError; }
    // A remote agent answered 401: the connection waits for a new token (changeToken()).
    bool isTokenRefused() const;
    void changeToken(const QByteArray &token);
    // Connects again now instead of waiting out the reconnection backoff.
    void reconnectNow();
    // The sandbox was stopped on purpose (the local one, from the File menu): no reconnecting
    // until setStopped(false), and its sessions show as stopped meanwhile.
    void setStopped(bool stopped);
    bool isStopped() const { return m_stopped; }

    const QList<SessionInfo> &sessions() const { return m_sessions; }
    int indexOfSession(const QString &sessionId) const;
    SessionState sessionState(const QString &sessionId) const;

    // The sessions' use from the agent's last resource_sample (pushed on its feed; whoever
    // follows the feed sets it); nullopt for a session the sample did not name.
    void setSessionUsage(const QHash<QString, SessionUsage> &usage);
    std::optional<SessionUsage> sessionUsage(const QString &sessionId) const;

    // Commands the GUI itself runs: shown as running until they end.
    void noteCommandStarted(const QString &sessionId);
    void noteCommandFinished(const QString &sessionId, bool terminated);

public slots:
    void refresh();

signals:
    // The list changed: rows may have been added, removed or updated.
    void sessionsChanged();
    // setSessionUsage() was called: only the figures changed.
    void usageChanged();
    void connectionChanged();
    void errorOccurred(const QString &message);

private:
    QString m_name;
    bool m_isLocal;
    Transport *m_transport;
    SandboxClient *m_client;
    QList<SessionInfo> m_sessions;
    QHash<QString, SessionUsage> m_usage;
    QHash<QString, int> m_runningByGui;
    QSet<QString> m_terminated;
    QString m_lastError;
    bool m_stopped = false;
    bool m_refreshing = false;
    bool m_refreshAgain = false;
};

} // namespace sandman
