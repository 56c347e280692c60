// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Transport.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QSslConfiguration>
#include <QSslError>
#include <QTimer>
#include <QUrl>

#include <optional>

class QWebSocket;

namespace sandman {

// Talks to a remote sandman-agent (or a Cloudflare sandbox container) over its /ws WebSocket:
// requests are multiplexed by id, stream events go to their TransportCall, and after a drop
// the transport reconnects with exponential backoff and emits reconnected().
//
// Calls never hang on a dead link: whatever is in flight when the connection drops finishes
// at once with CONNECTION_LOST; requests sent while (re)connecting wait for that attempt and
// fail with CONNECTION_LOST if it fails; requests sent while waiting out a backoff fail at once.
class WebSocketTransport : public Transport
{
    Q_OBJECT
public:
    struct Options {
        // Sent as "Authorization: Bearer <token>" on the upgrade request. Empty: no header.
        QByteArray token;
        // For wss://: trust (e.g. setCaCertificates with a private CA) and client settings.
        // Unset: the system defaults. Certificate errors are never ignored wholesale; list
        // known, accepted ones (e.g. a pinned self-signed certificate) in ignoredSslErrors.
        std::optional<QSslConfiguration> sslConfiguration;
        QList<QSslError> ignoredSslErrors;
        int initialReconnectDelayMs = 1000;
        int maxReconnectDelayMs = 30000;
        // An agent on this machine is back within moments of a restart: retry it more often.
        int maxLoopbackReconnectDelayMs = 2000;
        // A connection attempt that takes longer is abandoned (and retried after backoff).
        int connectTimeoutMs = 15000;
        // With no traffic for this long the client pings; no answer within another interval
        // means the link is dead (dropped without a close). 0 disables.
        int keepAliveIntervalMs = 20000;
        quint64 maxIncomingMessageSize = 256ull * 1024 * 1024;
    };

    // url: ws://host:port/ws or wss://...; connecting starts with open().
    explicit WebSocketTransport(QUrl url, Options options, QObject *parent = nullptr);
    explicit WebSocketTransport(QUrl url, QObject *parent = nullptr);
    ~WebSocketTransport() override;

    // Starts connecting and keeps the connection up (reconnecting) until close().
    void open();
    // Closes the connection, stops reconnecting, fails what is pending with CONNECTION_LOST.
    void close();

    TransportCall *send(ProtocolRequest request) override;
    // A terminal on its own /ws/pty socket next to the /ws URL (same token and TLS settings).
    // It does not reconnect: after a drop, open the same terminalId again to reattach.
    TerminalStream *openTerminal(const TerminalRequest &request) override;
    // Through the agent's /ws/port (same token and TLS settings).
    PortForward *forwardPort(quint16 port, QObject *parent) override;
    bool canForwardPorts() const override { return true; }
    State state() const override { return m_state; }
    QString endpoint() const override;

    QString lastError() const { return m_lastError; }
    // The agent answered 401 to the token: retrying the same one is pointless, so the transport
    // waits for setToken() (or reconnectNow()) instead.
    bool isTokenRefused() const { return m_tokenRefused; }
    void setToken(const QByteArray &token);
    // Connects again at once (after a refused token, or instead of waiting out the backoff).
    void reconnectNow();
    // Delay before the next reconnection attempt (for tests and status displays).
    int currentReconnectDelayMs() const { return m_reconnectDelayMs; }

signals:
    // A connection attempt or an established connection failed; reconnection follows.
    void connectionError(const QString &message);
    void tokenRefused();

private:
    void connectNow();
    void onConnected();
    void onDisconnected(QWebSocket *socket);
    void onTextMessage(const QString &message);
    void onFrame(const QByteArray &utf8);
    void onKeepAliveTick();
    void setState(State state);
    void scheduleReconnect();
    void failAll(const QString &why);
    void finishCall(const QString &id, int status, const QJsonObject &body);
    void sendFrame(const QByteArray &frame);
    void sendCancel(const QString &id);

    QUrl m_url;
    Options m_options;
    QWebSocket *m_socket = nullptr;
    State m_state = State::Disconnected;
    bool m_wanted = false; // open() called and not close()d
    bool m_everConnected = false; // the next successful connect is a reconnection
    int m_reconnectDelayMs;
    int m_maxReconnectDelayMs;
    bool m_tokenRefused = false;
    QString m_lastError;
    QHash<QString, QPointer<TransportCall>> m_calls;
    QList<QByteArray> m_queued; // frames waiting for the connection being established
    QTimer m_reconnectTimer;
    QTimer m_connectTimeout;
    QTimer m_keepAlive;
    qint64 m_lastTrafficMs = 0;
    bool m_pingOutstanding = false;
};

} // namespace sandman
