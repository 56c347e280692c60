// SPDX-License-Identifier: Apache-2.0
#include "AgentServer.h"

#include "AccessToken.h"
#include "AgentListener.h"
#include "HttpUpgradeRequest.h"
#include "PtyConnection.h"
#include "protocol/RequestHandler.h"
#include "protocol/Timestamp.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

namespace sandman {

namespace {
const char kPendingProperty[] = "sandman_upgrade_pending";

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 426:
        return "Upgrade Required";
    case 431:
        return "Request Header Fields Too Large";
    case 503:
        return "Service Unavailable";
    default:
        return "Error";
    }
}

QString codeFor(int status)
{
    switch (status) {
    case 401:
        return QStringLiteral("UNAUTHORIZED");
    case 403:
        return QStringLiteral("FORBIDDEN");
    case 404:
        return QStringLiteral("NOT_FOUND");
    case 503:
        return QStringLiteral("RESOURCE_BUSY");
    default:
        return QStringLiteral("INVALID_REQUEST");
    }
}

bool isPtyPath(const QString &path)
{
    return path == QLatin1String("/ws/pty");
}

bool isRequestPath(const QString &path)
{
    // "/" too: some clients are configured with the bare host URL.
    return path == QLatin1String("/ws") || path == QLatin1String("/");
}
} // namespace

AgentServer::AgentServer(RequestHandler *handler, QObject *handlerContext, Options options, QObject *parent)
    : QObject(parent)
    , m_handler(handler)
    , m_handlerContext(handlerContext)
    , m_options(std::move(options))
    , m_listener(new AgentListener(this))
    , m_handshaker(new QWebSocketServer(QStringLiteral("sandman-agent/" SANDMAN_VERSION),
                                        QWebSocketServer::NonSecureMode, this))
{
    m_listener->setSslConfiguration(m_options.ssl);
    m_handshaker->setHandshakeTimeout(m_options.handshakeTimeoutMs);
    connect(m_listener, &AgentListener::socketAccepted, this, &AgentServer::onSocketAccepted);
    connect(m_handshaker, &QWebSocketServer::newConnection, this, &AgentServer::onWebSocketReady);
    // /ws/pty serves the handler's terminals unless someone installs another pty handler.
    if (TerminalHandler *terminals = m_handler ? m_handler->terminalHandler() : nullptr)
        m_ptyHandler = PtyConnection::connectionHandler(terminals, handlerContext, this);
}

AgentServer::~AgentServer()
{
    close();
}

bool AgentServer::listen(const QHostAddress &address, quint16 port)
{
    return m_listener->listen(address, port);
}

void AgentServer::close()
{
    m_listener->close();
    // Deleting a connection cancels its in-flight requests and closes its socket.
    const auto connections = std::exchange(m_connections, {});
    for (AgentConnection *connection : connections) {
        connection->disconnect(this);
        delete connection;
    }
    // Terminal viewers too (their shells keep running in the sandbox for a later reattach).
    const auto terminals = findChildren<PtyConnection *>(QString(), Qt::FindDirectChildrenOnly);
    for (PtyConnection *terminal : terminals)
        delete terminal;
}

bool AgentServer::isListening() const
{
    return m_listener->isListening();
}

QHostAddress AgentServer::serverAddress() const
{
    return m_listener->serverAddress();
}

quint16 AgentServer::serverPort() const
{
    return m_listener->serverPort();
}

QString AgentServer::errorString() const
{
    return m_listener->errorString();
}

qint64 AgentServer::pendingBytes() const
{
    qint64 total = 0;
    for (const AgentConnection *connection : m_connections)
        total += connection->pendingBytes();
    return total;
}

QUrl AgentServer::url() const
{
    QUrl url;
    url.setScheme(isSecure() ? QStringLiteral("wss") : QStringLiteral("ws"));
    url.setHost(serverAddress().toString());
    url.setPort(serverPort());
    url.setPath(QStringLiteral("/ws"));
    return url;
}

void AgentServer::onSocketAccepted(QTcpSocket *socket)
{
    socket->setProperty(kPendingProperty, true);
    connect(socket, &QTcpSocket::disconnected, socket, [socket] {
        if (socket->property(kPendingProperty).toBool())
            socket->deleteLater();
    });
    connect(socket, &QTcpSocket::errorOccurred, socket, [socket] {
        if (socket->property(kPendingProperty).toBool())
            socket->deleteLater();
    });
    // A peer that never finishes TLS or its request does not hold a socket for ever.
    QTimer::singleShot(m_options.handshakeTimeoutMs, socket, [socket] {
        if (socket->property(kPendingProperty).toBool()) {
            socket->abort();
            socket->deleteLater();
        }
    });
    if (connectionCount() >= m_options.maxConnections) {
        refuse(socket, 503, QStringLiteral("too many connections"));
        return;
    }
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { readUpgradeRequest(socket); });
    if (socket->bytesAvailable() > 0)
        readUpgradeRequest(socket);
}

void AgentServer::readUpgradeRequest(QTcpSocket *socket)
{
    if (!socket->property(kPendingProperty).toBool())
        return;
    // Peek, not read: if accepted, QWebSocketServer reads the same bytes for the handshake.
    HttpUpgradeRequest request;
    const QByteArray head = socket->peek(HttpUpgradeRequest::MaxHeadBytes + 4);
    switch (request.parse(head)) {
    case HttpUpgradeRequest::ParseResult::Incomplete:
        return;
    case HttpUpgradeRequest::ParseResult::TooLarge:
        refuse(socket, 431, QStringLiteral("request head too large"));
        return;
    case HttpUpgradeRequest::ParseResult::Invalid:
        refuse(socket, 400, QStringLiteral("malformed HTTP request"));
        return;
    case HttpUpgradeRequest::ParseResult::Complete:
        break;
    }
    QString reason;
    if (const int status = vet(request, &reason)) {
        refuse(socket, status, reason);
        return;
    }
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
    socket->setProperty(kPendingProperty, false);
    m_handshaker->handleConnection(socket);
}

int AgentServer::vet(const HttpUpgradeRequest &request, QString *reason) const
{
    // Authentication first, so that nothing about the agent (not even which paths exist) is
    // revealed to a client without the token.
    if (!AccessToken::matches(m_options.token, AccessToken::fromRequest(request))) {
        *reason = request.hasHeader("authorization")
                || request.query().hasQueryItem(QStringLiteral("access_token"))
            ? QStringLiteral("invalid access token")
            : QStringLiteral("missing access token (Authorization: Bearer or access_token)");
        return 401;
    }
    if (request.hasHeader("origin")) {
        const QString origin = QString::fromUtf8(request.header("origin"));
        if (!m_options.allowedOrigins.contains(QStringLiteral("*"))
            && !m_options.allowedOrigins.contains(origin, Qt::CaseInsensitive)) {
            *reason = QStringLiteral("origin %1 is not allowed (see --allow-origin)").arg(origin);
            return 403;
        }
    }
    const QString &path = request.path();
    if (!isRequestPath(path) && !(isPtyPath(path) && m_ptyHandler)) {
        *reason = QStringLiteral("no WebSocket endpoint at %1").arg(path);
        return 404;
    }
    if (!request.isWebSocketUpgrade()) {
        *reason = QStringLiteral("this endpoint only accepts WebSocket upgrades");
        return 426;
    }
    return 0;
}

void AgentServer::refuse(QTcpSocket *socket, int status, const QString &reason)
{
    emit upgradeRefused(status, reason, socket->peerAddress());
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
    const QJsonObject body{{QStringLiteral("code"), codeFor(status)},
                           {QStringLiteral("message"), reason},
                           {QStringLiteral("httpStatus"), status},
                           {QStringLiteral("timestamp"), currentTimestamp()}};
    const QByteArray json = QJsonDocument(body).toJson(QJsonDocument::Compact);
    QByteArray response = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    response += "Content-Type: application/json\r\nConnection: close\r\n";
    if (status == 401)
        response += "WWW-Authenticate: Bearer\r\n";
    response += "Content-Length: " + QByteArray::number(json.size()) + "\r\n\r\n" + json;
    socket->write(response);
    // Flushes what was written, then closes; the pending handlers delete the socket.
    socket->disconnectFromHost();
}

void AgentServer::onWebSocketReady()
{
    while (QWebSocket *socket = m_handshaker->nextPendingConnection()) {
        const QUrl requestUrl = socket->requestUrl();
        if (isPtyPath(requestUrl.path()) && m_ptyHandler) {
            socket->setMaxAllowedIncomingMessageSize(m_options.maxMessageSize);
            socket->setMaxAllowedIncomingFrameSize(m_options.maxMessageSize);
            socket->setParent(nullptr);
            m_ptySockets.append(socket);
            connect(socket, &QObject::destroyed, this, [this, socket] { m_ptySockets.removeOne(socket); });
            m_ptyHandler(socket, QUrlQuery(requestUrl));
            continue;
        }
        socket->setMaxAllowedIncomingMessageSize(m_options.maxMessageSize);
        socket->setMaxAllowedIncomingFrameSize(m_options.maxMessageSize);
        auto *connection = new AgentConnection(socket, m_handler, m_handlerContext, m_options.limits, this);
        m_connections.append(connection);
        connect(connection, &AgentConnection::closed, this, [this, connection] {
            m_connections.removeOne(connection);
            connection->deleteLater();
            emit connectionClosed();
        });
        emit connectionOpened();
    }
}

} // namespace sandman
