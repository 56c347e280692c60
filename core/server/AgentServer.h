// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "AgentConnection.h"
#include "HttpConnection.h"

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSslConfiguration>
#include <QStringList>
#include <QUrl>
#include <QUrlQuery>

#include <functional>
#include <optional>

class QTcpSocket;
class QWebSocket;
class QWebSocketServer;

namespace sandman {

class AgentListener;
class HttpUpgradeRequest;
class RequestHandler;

// Serves a sandbox on one port (DESIGN.md §3):
//   /ws, /api/ws  the multiplexed route protocol over WebSocket (one AgentConnection per socket);
//   /ws/pty       terminals, served by whatever setPtyConnectionHandler() installed;
//   /ws/port      ?port=N: one TCP connection to port N inside the sandbox (PortTunnel), for
//                 the window's PortForward; 404 when nothing listens there;
//   /api/...      the same routes as plain HTTP/1.1 (HttpConnection), Server-Sent Events for streams.
//
// Sockets are counted from accept: those that have not yet presented a request head are
// "pending" (at most maxPendingConnections; a new one evicts the oldest, so a flood of idle
// connections cannot lock out a real client, who sends its head at once), and the sum of all
// sockets stays under both the configured limits and the process's descriptor limit minus a
// reserve for the sandbox's own pipes and files. The excess is closed before it is read.
//
// Every connection is vetted before the WebSocket upgrade: the agent reads the HTTP upgrade
// request itself and answers 400/401/403/404 on its own, so a client without the right token
// gets a real "401 Unauthorized" and no frame of its is ever read. Only accepted sockets are
// handed to a QWebSocketServer (QWebSocketServer::handleConnection) for the handshake.
//
// The handler is called on handlerContext's thread (like InProcessTransport does), so the
// engine may live in its own thread; results come back queued.
class AgentServer : public QObject
{
    Q_OBJECT
public:
    struct Options {
        // Required: a connection must present it. An empty token refuses every connection.
        QByteArray token;
        // Origins a browser may connect from ("*" = any). A request without an Origin header
        // (native clients) is not affected; one with an Origin not listed is refused (403).
        QStringList allowedOrigins;
        // Set → wss:// (certificate + private key in the configuration).
        std::optional<QSslConfiguration> ssl;
        quint64 maxMessageSize = 64ull * 1024 * 1024;
        AgentConnection::Limits limits;
        // Time a new socket has to finish TLS and send its first request head.
        int handshakeTimeoutMs = 5000;
        // Authenticated connections: /ws, /ws/pty and kept-alive HTTP ones together.
        int maxConnections = 128;
        // Sockets accepted but not yet vetted (see above).
        int maxPendingConnections = 64;
        // Limits and deadlines of plain HTTP connections (token and origins are the above).
        HttpConnection::Options http;
    };

    // Receives each authenticated /ws/pty connection with the query of its upgrade URL
    // (sessionId, cols, rows). The handler takes ownership of the socket (reparent it or
    // deleteLater it on disconnected()). Installed by the terminal serving code, e.g.
    //   server.setPtyConnectionHandler([host](QWebSocket *s, const QUrlQuery &q) { ... });
    using PtyConnectionHandler = std::function<void(QWebSocket *socket, const QUrlQuery &query)>;

    AgentServer(RequestHandler *handler, QObject *handlerContext, Options options, QObject *parent = nullptr);
    ~AgentServer() override;

    // Raises this process's soft RLIMIT_NOFILE to its hard limit (call at start, before any
    // server is made: the socket budget is read from it). Returns the new soft limit.
    static qint64 raiseDescriptorLimit();

    // Port 0 picks a free port (see serverPort()).
    bool listen(const QHostAddress &address, quint16 port = 0);
    // Serves on a socket that is listening already (handed down by whoever started us: an
    // isolated agent's listening socket stays in the host's network namespace).
    bool listenOnDescriptor(qintptr descriptor);
    // Stops listening and closes every connection (in-flight requests are cancelled).
    void close();
    bool isListening() const;
    QHostAddress serverAddress() const;
    quint16 serverPort() const;
    QString errorString() const;
    bool isSecure() const { return m_options.ssl.has_value(); }
    // ws://host:port/ws or wss://...; no token in it.
    QUrl url() const;
    // Open authenticated connections, /ws, /ws/pty and HTTP alike: maxConnections bounds their sum.
    int connectionCount() const
    {
        return int(m_connections.size() + m_ptySockets.size() + m_httpConnections.size() + m_tunnels.size());
    }
    // Sockets accepted and not yet vetted.
    int pendingCount() const { return int(m_pending.size()); }
    // The most sockets this server holds at once (limits and the descriptor reserve).
    int socketBudget() const { return m_socketBudget; }
    // pendingBytes() of every /ws and HTTP connection (this object's thread only).
    qint64 pendingBytes() const;

    void setPtyConnectionHandler(PtyConnectionHandler handler) { m_ptyHandler = std::move(handler); }

signals:
    void connectionOpened();
    void connectionClosed();
    // close() was called: terminal viewers served on another thread (PtyConnection) leave on it.
    void closing();
    // An upgrade request was answered with an HTTP error (status and why), for logs.
    void upgradeRefused(int status, const QString &reason, const QHostAddress &peer);

private:
    bool admit();
    void onSocketAccepted(QTcpSocket *socket);
    void dropPending(QTcpSocket *socket);
    void startHttp(QTcpSocket *socket);
    void readUpgradeRequest(QTcpSocket *socket);
    // 0 = accept; else the HTTP status to refuse with, and why.
    int vet(const HttpUpgradeRequest &request, QString *reason) const;
    void refuse(QTcpSocket *socket, int status, const QString &reason);
    void onWebSocketReady();
    // Makes the socket's own TCP (or TLS) socket its child, so that the two can move to
    // another thread together; false when it is not found.
    bool adoptTransport(QWebSocket *socket);
    // paced: the client asked for flow control (/ws/port?…&flow=1, PortTunnel).
    void openPortTunnel(QWebSocket *socket, quint16 port, bool paced);

    RequestHandler *m_handler;
    QPointer<QObject> m_handlerContext;
    Options m_options;
    AgentListener *m_listener;
    QWebSocketServer *m_handshaker;
    QList<AgentConnection *> m_connections;
    QList<QObject *> m_ptySockets; // handed to the pty handler, until destroyed
    QList<HttpConnection *> m_httpConnections;
    QList<QObject *> m_tunnels; // PortTunnels, until they finish
    QList<QTcpSocket *> m_pending; // oldest first
    int m_socketBudget = 0;
    PtyConnectionHandler m_ptyHandler;
};

} // namespace sandman
