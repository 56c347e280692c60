// SPDX-License-Identifier: Apache-2.0
#include "WebSocketTransport.h"

#include "PortForward.h"
#include "PtySocketClient.h"
#include "protocol/JsonText.h"
#include "protocol/ProtocolCodec.h"

#include <QDateTime>
#include <QHostAddress>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QUrlQuery>
#include <QWebSocket>

namespace sandman {

namespace {
Q_LOGGING_CATEGORY(lcTransport, "sandman.transport.ws")

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

// A flat JSON object as QJsonObject, or nullopt when it is not flat (see JsonText).
std::optional<QJsonObject> flatObject(QByteArrayView text)
{
    QList<JsonText::Field> fields;
    if (!JsonText::parseFlatObject(text, &fields))
        return std::nullopt;
    QJsonObject object;
    for (const JsonText::Field &field : fields) {
        const QString key = QString::fromUtf8(field.key);
        if (field.isString) {
            object.insert(key, QString::fromUtf8(field.value));
        } else if (field.value == "true" || field.value == "false") {
            object.insert(key, field.value == "true");
        } else if (field.value == "null") {
            object.insert(key, QJsonValue::Null);
        } else {
            bool ok = false;
            const qint64 integer = field.value.toLongLong(&ok);
            if (ok) {
                object.insert(key, integer);
                continue;
            }
            const double number = field.value.toDouble(&ok);
            if (!ok)
                return std::nullopt;
            object.insert(key, number);
        }
    }
    return object;
}

// The fast path for stream frames (see JsonText for why): {type:"stream", id, event, data}
// with a string id and the event as JSON text. Anything else goes to ProtocolCodec.
std::optional<ServerMessage> decodeStreamFrame(QByteArrayView frame)
{
    QList<JsonText::Field> fields;
    if (!JsonText::parseFlatObject(frame, &fields))
        return std::nullopt;
    const JsonText::Field *type = nullptr, *id = nullptr, *name = nullptr, *data = nullptr;
    for (const JsonText::Field &field : fields) {
        if (field.key == "type")
            type = &field;
        else if (field.key == "id")
            id = &field;
        else if (field.key == "event")
            name = &field;
        else if (field.key == "data")
            data = &field;
    }
    if (!type || !type->isString || type->value != "stream" || !id || !id->isString || !data
        || !data->isString)
        return std::nullopt;
    ServerMessage message;
    message.kind = ServerMessage::Kind::Stream;
    message.id = QString::fromUtf8(id->value);
    if (auto event = flatObject(data->value))
        message.event = std::move(*event);
    else
        message.event = QJsonDocument::fromJson(data->value).object();
    if (name && name->isString && !name->value.isEmpty() && !message.event.contains(QStringLiteral("type")))
        message.event.insert(QStringLiteral("type"), QString::fromUtf8(name->value));
    return message;
}
} // namespace

WebSocketTransport::WebSocketTransport(QUrl url, Options options, QObject *parent)
    : Transport(parent)
    , m_url(std::move(url))
    , m_options(std::move(options))
    , m_reconnectDelayMs(m_options.initialReconnectDelayMs)
    , m_maxReconnectDelayMs(m_options.maxReconnectDelayMs)
{
    const QHostAddress host(m_url.host());
    if (host.isLoopback() || m_url.host() == QLatin1String("localhost"))
        m_maxReconnectDelayMs = qMin(m_maxReconnectDelayMs, m_options.maxLoopbackReconnectDelayMs);
    m_reconnectTimer.setSingleShot(true);
    connect(&m_reconnectTimer, &QTimer::timeout, this, &WebSocketTransport::connectNow);
    m_connectTimeout.setSingleShot(true);
    connect(&m_connectTimeout, &QTimer::timeout, this, [this] {
        if (m_socket && m_state == State::Connecting) {
            m_lastError = tr("connecting to %1 timed out").arg(endpoint());
            m_socket->abort();
        }
    });
    if (m_options.keepAliveIntervalMs > 0) {
        m_keepAlive.setInterval(qMax(1, m_options.keepAliveIntervalMs / 2));
        connect(&m_keepAlive, &QTimer::timeout, this, &WebSocketTransport::onKeepAliveTick);
    }
}

WebSocketTransport::WebSocketTransport(QUrl url, QObject *parent)
    : WebSocketTransport(std::move(url), Options{}, parent)
{ }

WebSocketTransport::~WebSocketTransport()
{
    m_wanted = false;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
    // Futures waiting on these calls must not hang for ever.
    failAll(tr("the connection to %1 was closed").arg(endpoint()));
}

QString WebSocketTransport::endpoint() const
{
    QUrl shown = m_url;
    shown.setQuery(QString()); // never show a token carried in the query
    return shown.toString(QUrl::RemoveUserInfo);
}

void WebSocketTransport::open()
{
    m_wanted = true;
    if (m_state == State::Disconnected && !m_reconnectTimer.isActive())
        connectNow();
}

void WebSocketTransport::close()
{
    m_wanted = false;
    m_reconnectTimer.stop();
    m_connectTimeout.stop();
    m_keepAlive.stop();
    if (m_socket) {
        QWebSocket *socket = std::exchange(m_socket, nullptr);
        socket->disconnect(this);
        socket->close();
        socket->deleteLater();
    }
    setState(State::Disconnected);
    failAll(tr("the connection to %1 was closed").arg(endpoint()));
}

void WebSocketTransport::connectNow()
{
    if (!m_wanted)
        return;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
    }
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket->setMaxAllowedIncomingMessageSize(m_options.maxIncomingMessageSize);
    m_socket->setMaxAllowedIncomingFrameSize(m_options.maxIncomingMessageSize);
#ifndef QT_NO_SSL
    if (m_options.sslConfiguration)
        m_socket->setSslConfiguration(*m_options.sslConfiguration);
    if (!m_options.ignoredSslErrors.isEmpty())
        m_socket->ignoreSslErrors(m_options.ignoredSslErrors);
    connect(m_socket, &QWebSocket::sslErrors, this, [this](const QList<QSslError> &errors) {
        QStringList messages;
        for (const QSslError &error : errors)
            messages << error.errorString();
        m_lastError = tr("TLS error: %1").arg(messages.join(QStringLiteral("; ")));
    });
#endif
    connect(m_socket, &QWebSocket::connected, this, &WebSocketTransport::onConnected);
    QWebSocket *socket = m_socket;
    connect(m_socket, &QWebSocket::stateChanged, this,
            [this, socket](QAbstractSocket::SocketState socketState) {
                if (socketState == QAbstractSocket::UnconnectedState)
                    onDisconnected(socket);
            });
    connect(m_socket, &QWebSocket::textMessageReceived, this, &WebSocketTransport::onTextMessage);
    connect(m_socket, &QWebSocket::binaryMessageReceived, this, &WebSocketTransport::onFrame);
    connect(m_socket, &QWebSocket::pong, this, [this] {
        m_lastTrafficMs = nowMs();
        m_pingOutstanding = false;
    });

    // Binary frames carry the same JSON; an agent that does not know the parameter sends text.
    QUrl url = m_url;
    QUrlQuery query(url);
    query.addQueryItem(QStringLiteral("frames"), QStringLiteral("binary"));
    url.setQuery(query);
    QNetworkRequest request(url);
    if (!m_options.token.isEmpty())
        request.setRawHeader(QByteArrayLiteral("Authorization"), "Bearer " + m_options.token);
    setState(State::Connecting);
    m_connectTimeout.start(m_options.connectTimeoutMs);
    m_socket->open(request);
}

void WebSocketTransport::onConnected()
{
    m_connectTimeout.stop();
    m_reconnectDelayMs = m_options.initialReconnectDelayMs;
    m_lastError.clear();
    m_lastTrafficMs = nowMs();
    m_pingOutstanding = false;
    if (m_options.keepAliveIntervalMs > 0)
        m_keepAlive.start();
    setState(State::Connected);
    for (const QByteArray &frame : std::exchange(m_queued, {}))
        sendFrame(frame);
    const bool isReconnection = m_everConnected;
    m_everConnected = true;
    if (isReconnection)
        emit reconnected();
}

void WebSocketTransport::onDisconnected(QWebSocket *socket)
{
    if (socket != m_socket)
        return;
    m_connectTimeout.stop();
    m_keepAlive.stop();
    if (m_lastError.isEmpty()) {
        m_lastError = socket->error() == QAbstractSocket::UnknownSocketError
            ? tr("the connection to %1 was closed").arg(endpoint())
            : socket->errorString();
    }
    if (socket->closeCode() != QWebSocketProtocol::CloseCodeNormal && !socket->closeReason().isEmpty())
        m_lastError += QStringLiteral(" (%1)").arg(socket->closeReason());
    m_socket = nullptr;
    socket->disconnect(this);
    socket->deleteLater();

    // Qt 6.4 reports a refused upgrade only as text: "… Unhandled http status code: 401 (…)".
    static const QRegularExpression unauthorized(QStringLiteral("status code: 401\\b"));
    m_tokenRefused = unauthorized.match(socket->errorString()).hasMatch();
    if (m_tokenRefused)
        m_lastError = tr("the agent refused the token");
    const QString why = m_lastError;
    setState(State::Disconnected);
    failAll(why);
    emit connectionError(why);
    m_lastError = why;
    if (m_tokenRefused)
        emit tokenRefused();
    else if (m_wanted)
        scheduleReconnect();
}

void WebSocketTransport::setToken(const QByteArray &token)
{
    m_options.token = token;
    m_tokenRefused = false;
}

void WebSocketTransport::reconnectNow()
{
    if (!m_wanted || m_state != State::Disconnected)
        return;
    m_reconnectTimer.stop();
    m_reconnectDelayMs = m_options.initialReconnectDelayMs;
    connectNow();
}

void WebSocketTransport::scheduleReconnect()
{
    qCDebug(lcTransport) << "reconnecting to" << endpoint() << "in" << m_reconnectDelayMs << "ms";
    m_reconnectTimer.start(m_reconnectDelayMs);
    m_reconnectDelayMs = qMin(m_reconnectDelayMs * 2, m_maxReconnectDelayMs);
}

void WebSocketTransport::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

TransportCall *WebSocketTransport::send(ProtocolRequest request)
{
    if (request.id.isEmpty())
        request.id = nextRequestId();
    auto *call = new TransportCall(request.id, this);
    if (m_state == State::Disconnected || m_calls.contains(request.id)) {
        const SandboxError error{ErrorCode::ConnectionLost,
                                 m_calls.contains(request.id)
                                     ? tr("a request with id %1 is already in flight").arg(request.id)
                                     : m_lastError.isEmpty() ? tr("not connected to %1").arg(endpoint())
                                                             : tr("not connected: %1").arg(m_lastError),
                                 {}};
        // Queued, so that the caller can connect to the call's signals first.
        QMetaObject::invokeMethod(
            call, [call, error] { call->deliverFinished(error.httpStatus(), error.toJson()); },
            Qt::QueuedConnection);
        return call;
    }
    const QString id = request.id;
    m_calls.insert(id, call);
    call->setCanceller([this, id] { sendCancel(id); });
    sendFrame(ProtocolCodec::encodeRequest(request));
    return call;
}

void WebSocketTransport::sendCancel(const QString &id)
{
    if (m_calls.contains(id))
        sendFrame(ProtocolCodec::encodeCancel(id));
}

void WebSocketTransport::sendFrame(const QByteArray &frame)
{
    if (m_state == State::Connected && m_socket)
        m_socket->sendTextMessage(QString::fromUtf8(frame));
    else if (m_state == State::Connecting)
        m_queued.append(frame);
}

void WebSocketTransport::onTextMessage(const QString &message)
{
    onFrame(message.toUtf8());
}

void WebSocketTransport::onFrame(const QByteArray &utf8)
{
    m_lastTrafficMs = nowMs();
    m_pingOutstanding = false;
    const std::optional<ServerMessage> fast = decodeStreamFrame(utf8);
    const ServerMessage decoded = fast ? *fast : ProtocolCodec::decodeServerMessage(utf8);
    switch (decoded.kind) {
    case ServerMessage::Kind::Response:
        finishCall(decoded.id, decoded.status, decoded.body);
        break;
    case ServerMessage::Kind::Stream:
        // An empty event is the agent's keep-alive for a quiet stream: traffic, nothing more.
        if (TransportCall *call = m_calls.value(decoded.id); call && !decoded.event.isEmpty())
            call->deliverEvent(decoded.event);
        break;
    case ServerMessage::Kind::Error:
        // The agent could not route one of our messages: fail that call with its error.
        if (m_calls.contains(decoded.id))
            finishCall(decoded.id, decoded.status, decoded.error.toJson());
        else
            qCWarning(lcTransport) << "agent reported an error:" << decoded.error.message;
        break;
    case ServerMessage::Kind::Invalid:
        qCWarning(lcTransport) << "ignoring a message from the agent:" << decoded.error.message;
        break;
    }
}

void WebSocketTransport::finishCall(const QString &id, int status, const QJsonObject &body)
{
    const QPointer<TransportCall> call = m_calls.take(id);
    if (call)
        call->deliverFinished(status, body);
}

void WebSocketTransport::failAll(const QString &why)
{
    m_queued.clear();
    const SandboxError error{ErrorCode::ConnectionLost, why, {}};
    const QJsonObject body = error.toJson();
    // Taken first: a receiver may send a new request from its finished() slot.
    const auto calls = std::exchange(m_calls, {});
    for (const QPointer<TransportCall> &call : calls) {
        if (call)
            call->deliverFinished(error.httpStatus(), body);
    }
}

void WebSocketTransport::onKeepAliveTick()
{
    if (!m_socket || m_state != State::Connected)
        return;
    const qint64 idle = nowMs() - m_lastTrafficMs;
    if (m_pingOutstanding && idle >= 2 * qint64(m_options.keepAliveIntervalMs)) {
        m_lastError = tr("the agent at %1 stopped answering").arg(endpoint());
        m_socket->abort();
        return;
    }
    if (!m_pingOutstanding && idle >= m_options.keepAliveIntervalMs) {
        m_pingOutstanding = true;
        m_socket->ping();
    }
}

TerminalStream *WebSocketTransport::openTerminal(const TerminalRequest &request)
{
    auto *stream = new TerminalStream(request.sessionId, request.terminalId, this);
    PtySocketClient::Options options;
    options.token = m_options.token;
    options.sslConfiguration = m_options.sslConfiguration;
    options.ignoredSslErrors = m_options.ignoredSslErrors;
    options.connectTimeoutMs = m_options.connectTimeoutMs;
    options.keepAliveIntervalMs = m_options.keepAliveIntervalMs;
    new PtySocketClient(stream, PtySocketClient::ptyUrl(m_url, request), options);
    return stream;
}

PortForward *WebSocketTransport::forwardPort(quint16 port, QObject *parent)
{
    PortForward::Options options;
    options.token = m_options.token;
    options.sslConfiguration = m_options.sslConfiguration;
    options.ignoredSslErrors = m_options.ignoredSslErrors;
    return new PortForward(PortForward::tunnelUrl(m_url, port), port, options, parent);
}

} // namespace sandman
