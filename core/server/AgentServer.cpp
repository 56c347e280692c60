// SPDX-License-Identifier: Apache-2.0
#include "AgentServer.h"

#include "AccessToken.h"
#include "AgentListener.h"
#include "BusyResponder.h"
#include "HttpResponse.h"
#include "HttpUpgradeRequest.h"
#include "PortTunnel.h"
#include "PtyConnection.h"
#include "engine/ports/PortScanner.h"
#include "protocol/RequestHandler.h"

#include <QCoreApplication>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <limits>

namespace sandman {

namespace {
const char kPendingProperty[] = "sandman_upgrade_pending";
// Descriptors kept free for the sandbox (session pipes, files, processes) however many
// sockets arrive: a quarter of the limit, at least 64.
int socketBudgetFor(int configured)
{
    struct rlimit limit = {};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return configured;
    const qint64 soft = qint64(limit.rlim_cur);
    const qint64 reserve = qMax<qint64>(64, soft / 4);
    return int(qBound<qint64>(1, soft - reserve, qint64(configured)));
}

bool isPtyPath(const QString &path)
{
    return path == QLatin1String("/ws/pty");
}

// A TCP connection to a port listening inside the sandbox (PortTunnel), ?port=N.
bool isPortPath(const QString &path)
{
    return path == QLatin1String("/ws/port");
}

bool isRequestPath(const QString &path)
{
    // "/" too: some clients are configured with the bare host URL; /api/ws is the SDK's name.
    return path == QLatin1String("/ws") || path == QLatin1String("/api/ws") || path == QLatin1String("/");
}

bool isWebSocketPath(const QString &path)
{
    return isRequestPath(path) || isPtyPath(path);
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
    m_options.http.token = m_options.token;
    m_options.http.allowedOrigins = m_options.allowedOrigins;
    m_socketBudget = socketBudgetFor(m_options.maxConnections + m_options.maxPendingConnections);
    m_listener->setSslConfiguration(m_options.ssl);
    m_listener->setAdmission([this] { return admit(); });
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

qint64 AgentServer::raiseDescriptorLimit()
{
    struct rlimit limit = {};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return -1;
    if (limit.rlim_cur < limit.rlim_max) {
        struct rlimit raised = limit;
        raised.rlim_cur = limit.rlim_max;
        if (::setrlimit(RLIMIT_NOFILE, &raised) == 0)
            limit = raised;
    }
    return limit.rlim_cur == RLIM_INFINITY ? std::numeric_limits<qint64>::max() : qint64(limit.rlim_cur);
}

bool AgentServer::listen(const QHostAddress &address, quint16 port)
{
    return m_listener->listen(address, port);
}

bool AgentServer::listenOnDescriptor(qintptr descriptor)
{
    return m_listener->setSocketDescriptor(descriptor);
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
    const auto http = std::exchange(m_httpConnections, {});
    for (HttpConnection *connection : http) {
        connection->disconnect(this);
        delete connection;
    }
    // Port tunnels (the browser's connection through them drops).
    qDeleteAll(std::exchange(m_tunnels, {}));
    // Terminal viewers too (their shells keep running in the sandbox for a later reattach); those
    // served on the sandbox's thread are told.
    const auto terminals = findChildren<PtyConnection *>(QString(), Qt::FindDirectChildrenOnly);
    for (PtyConnection *terminal : terminals)
        delete terminal;
    emit closing();
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
    for (const HttpConnection *connection : m_httpConnections)
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

bool AgentServer::admit()
{
    return connectionCount() + pendingCount() < m_socketBudget;
}

void AgentServer::onSocketAccepted(QTcpSocket *socket)
{
    // Full of sockets that have sent nothing useful: the oldest makes room. A real client
    // sends its request head right after connecting, so it is vetted before its turn comes.
    // Without TLS it is answered 503 with Retry-After (in a burst it is most likely a client
    // whose request has not been read yet).
    while (!m_pending.isEmpty() && pendingCount() >= m_options.maxPendingConnections) {
        QTcpSocket *oldest = m_pending.first();
        // Its request may be there unread (a burst is accepted before anything is read): read
        // now, it is vetted (and leaves the pending sockets) at once if complete. Only with
        // bytes waiting: a wait that times out is a socket error, which drops it unanswered.
        const int descriptor = int(oldest->socketDescriptor());
        char peeked = 0;
        if (!isSecure() && descriptor >= 0 && ::recv(descriptor, &peeked, 1, MSG_PEEK | MSG_DONTWAIT) > 0
            && oldest->waitForReadyRead(0) && m_pending.value(0) != oldest)
            continue;
        const int answered
            = isSecure() || oldest->bytesToWrite() > 0 || descriptor < 0 ? -1 : ::dup(descriptor);
        dropPending(oldest); // closes Qt's descriptor; the duplicate keeps the connection
        if (answered >= 0)
            m_listener->refuseBusy(answered);
    }
    m_pending.append(socket);
    socket->setProperty(kPendingProperty, true);
    connect(socket, &QObject::destroyed, this, [this, socket] { m_pending.removeOne(socket); });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
        if (socket->property(kPendingProperty).toBool())
            dropPending(socket);
    });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] {
        if (socket->property(kPendingProperty).toBool())
            dropPending(socket);
    });
    // A peer that never finishes TLS or its request head does not hold a socket for long.
    QTimer::singleShot(m_options.handshakeTimeoutMs, socket, [this, socket] {
        // Upgraded or handed on, it has left the pending ones (and may be served on another
        // thread now): only pending sockets are looked at.
        if (!m_pending.contains(socket) || !socket->property(kPendingProperty).toBool())
            return;
        if (socket->bytesAvailable() > 0)
            refuse(socket, 408,
                   QCoreApplication::translate("AgentServer", "the request head did not arrive in time"));
        dropPending(socket);
    });
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { readUpgradeRequest(socket); });
    if (socket->bytesAvailable() > 0)
        readUpgradeRequest(socket);
}

void AgentServer::dropPending(QTcpSocket *socket)
{
    m_pending.removeOne(socket);
    socket->setProperty(kPendingProperty, false);
    disconnect(socket, nullptr, this, nullptr);
    if (socket->bytesToWrite() > 0) {
        // A refusal is on its way out: let it go, then the socket goes too.
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        QTimer::singleShot(1000, socket, [socket] {
            socket->abort();
            socket->deleteLater();
        });
        socket->disconnectFromHost();
        return;
    }
    socket->abort();
    socket->deleteLater();
}

void AgentServer::readUpgradeRequest(QTcpSocket *socket)
{
    if (!socket->property(kPendingProperty).toBool())
        return;
    // Peek, not read: QWebSocketServer or HttpConnection reads the same bytes again.
    HttpUpgradeRequest request;
    const QByteArray head = socket->peek(HttpUpgradeRequest::MaxHeadBytes + 4);
    const HttpUpgradeRequest::ParseResult result = request.parse(head);
    // A head ended by bare LFs is malformed, not incomplete: HttpConnection says so.
    if (result == HttpUpgradeRequest::ParseResult::Incomplete && !head.contains("\n\n"))
        return;
    if (result == HttpUpgradeRequest::ParseResult::Complete
        && (request.hasHeader("upgrade") || isWebSocketPath(request.path()))) {
        QString reason;
        if (const int status = vet(request, &reason)) {
            refuse(socket, status, reason);
            return;
        }
        m_pending.removeOne(socket);
        disconnect(socket, nullptr, this, nullptr);
        socket->setProperty(kPendingProperty, false);
        m_handshaker->handleConnection(socket);
        return;
    }
    if (result == HttpUpgradeRequest::ParseResult::Complete) {
        // Plain HTTP: the token before anything else, as for an upgrade.
        if (!AccessToken::matches(m_options.token, AccessToken::fromRequest(request))) {
            refuse(socket, 401,
                   request.hasHeader("authorization")
                           || request.query().hasQueryItem(QStringLiteral("access_token"))
                       ? QCoreApplication::translate("AgentServer", "invalid access token")
                       : QCoreApplication::translate(
                           "AgentServer", "missing access token (Authorization: Bearer or access_token)"));
            return;
        }
        if (connectionCount() >= m_options.maxConnections) {
            refuse(socket, 503, QCoreApplication::translate("AgentServer", "too many connections"));
            return;
        }
    }
    // Malformed heads too: the HTTP parser answers them with the precise status.
    startHttp(socket);
}

void AgentServer::startHttp(QTcpSocket *socket)
{
    m_pending.removeOne(socket);
    disconnect(socket, nullptr, this, nullptr);
    socket->setProperty(kPendingProperty, false);
    auto *connection = new HttpConnection(socket, m_handler, m_handlerContext, m_options.http, this);
    m_httpConnections.append(connection);
    const QHostAddress peer = socket->peerAddress();
    connect(connection, &HttpConnection::refused, this,
            [this, peer](int status, const QString &reason) { emit upgradeRefused(status, reason, peer); });
    connect(connection, &HttpConnection::closed, this, [this, connection] {
        m_httpConnections.removeOne(connection);
        connection->deleteLater();
        emit connectionClosed();
    });
    emit connectionOpened();
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
    if (!isRequestPath(path) && !(isPtyPath(path) && m_ptyHandler) && !isPortPath(path)) {
        *reason = QStringLiteral("no WebSocket endpoint at %1").arg(path);
        return 404;
    }
    if (isPortPath(path)) {
        bool ok = false;
        const uint port = request.query().queryItemValue(QStringLiteral("port")).toUInt(&ok);
        if (!ok || port == 0 || port > 65535) {
            *reason = QStringLiteral("port must be a number from 1 to 65535");
            return 400;
        }
        if (PortScanner().listeningOn(quint16(port)).isEmpty()) {
            *reason = QStringLiteral("nothing listens on port %1 in the sandbox").arg(port);
            return 404;
        }
    }
    if (!request.isWebSocketUpgrade()) {
        *reason = QStringLiteral("this endpoint only accepts WebSocket upgrades");
        return 426;
    }
    if (connectionCount() >= m_options.maxConnections) {
        *reason = QStringLiteral("too many connections");
        return 503;
    }
    return 0;
}

void AgentServer::refuse(QTcpSocket *socket, int status, const QString &reason)
{
    emit upgradeRefused(status, reason, socket->peerAddress());
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
    // Over the cap: when to come back, as HTTP clients and the SDK expect with a 503.
    const QByteArray retry = status == 503 ? QByteArrayLiteral("Retry-After: ")
            + QByteArray::number(BusyResponder::kRetryAfterSeconds) + QByteArrayLiteral("\r\n")
                                           : QByteArray();
    socket->write(HttpResponse::error(status, HttpResponse::codeForStatus(status), reason, false, retry));
    // Flushes what was written, then closes; the pending handlers delete the socket.
    socket->disconnectFromHost();
}

bool AgentServer::adoptTransport(QWebSocket *socket)
{
    const auto accepted = m_listener->findChildren<QTcpSocket *>(QString(), Qt::FindDirectChildrenOnly);
    for (QTcpSocket *transport : accepted) {
        if (transport->peerPort() == socket->peerPort() && transport->localPort() == socket->localPort()
            && transport->peerAddress() == socket->peerAddress()
            && transport->localAddress() == socket->localAddress()) {
            transport->setParent(socket);
            return true;
        }
    }
    return false;
}

void AgentServer::onWebSocketReady()
{
    while (QWebSocket *socket = m_handshaker->nextPendingConnection()) {
        const QUrl requestUrl = socket->requestUrl();
        if (isPtyPath(requestUrl.path()) && m_ptyHandler) {
            socket->setMaxAllowedIncomingMessageSize(m_options.maxMessageSize);
            socket->setMaxAllowedIncomingFrameSize(m_options.maxMessageSize);
            socket->setParent(nullptr);
            adoptTransport(socket);
            m_ptySockets.append(socket);
            connect(socket, &QObject::destroyed, this, [this, socket] { m_ptySockets.removeOne(socket); });
            m_ptyHandler(socket, QUrlQuery(requestUrl));
            continue;
        }
        if (isPortPath(requestUrl.path())) {
            const QUrlQuery query(requestUrl);
            openPortTunnel(socket, quint16(query.queryItemValue(QStringLiteral("port")).toUInt()),
                           query.queryItemValue(QStringLiteral("flow")) == QLatin1String("1"));
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

void AgentServer::openPortTunnel(QWebSocket *socket, quint16 port, bool paced)
{
    // This process is in the sandbox's network namespace: its loopback is the sandbox's.
    const QList<ListeningPort> listening = PortScanner().listeningOn(port);
    QHostAddress address = QHostAddress::LocalHost;
    if (!listening.isEmpty()) {
        const QHostAddress bound(listening.first().address);
        if (bound == QHostAddress::AnyIPv6 || bound == QHostAddress::LocalHostIPv6)
            address = QHostAddress::LocalHostIPv6;
        else if (bound != QHostAddress::AnyIPv4 && !bound.isNull())
            address = bound; // a server bound to one address answers only there
    }
    auto *tcp = new QTcpSocket;
    auto *tunnel
        = new PortTunnel(socket, tcp, paced ? PortTunnel::Pacing::Offer : PortTunnel::Pacing::None, this);
    m_tunnels.append(tunnel);
    connect(tunnel, &QObject::destroyed, this, [this, tunnel] { m_tunnels.removeOne(tunnel); });
    tcp->connectToHost(address, port);
}

} // namespace sandman
