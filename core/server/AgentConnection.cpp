// SPDX-License-Identifier: Apache-2.0
#include "AgentConnection.h"

#include "protocol/ProtocolCodec.h"

#include <atomic>

#include <QHostAddress>
#include <QMetaObject>
#include <QUrlQuery>
#include <QWebSocket>

namespace sandman {

AgentConnection::AgentConnection(QWebSocket *socket, RequestHandler *handler, QObject *handlerContext,
                                 const Limits &limits, QObject *parent)
    : FrameReceiver(parent)
    , m_socket(socket)
    , m_handler(handler)
    , m_handlerContext(handlerContext)
    , m_limits(limits)
    , m_mailbox(std::make_shared<AgentConnectionSink::Mailbox>(this))
{
    m_socket->setParent(this);
    m_binaryFrames = QUrlQuery(m_socket->requestUrl()).queryItemValue(QStringLiteral("frames"))
        == QLatin1String("binary");
    connect(m_socket, &QWebSocket::textMessageReceived, this, &AgentConnection::onTextMessage);
    connect(m_socket, &QWebSocket::binaryMessageReceived, this, &AgentConnection::onBinaryMessage);
    connect(m_socket, &QWebSocket::bytesWritten, this,
            [this] { m_mailbox->setSocketBacklog(m_socket->bytesToWrite()); });
    connect(m_socket, &QWebSocket::pong, this, [this] {
        m_sinceTraffic.restart();
        m_pingOutstanding = false;
    });
    connect(m_socket, &QWebSocket::disconnected, this, [this] {
        cancelAll();
        emit closed();
    });

    static std::atomic<quint64> connections{0};
    m_clientId = QStringLiteral("ws-%1 %2:%3")
                     .arg(++connections)
                     .arg(m_socket->peerAddress().toString())
                     .arg(m_socket->peerPort());

    m_sinceTraffic.start();
    if (m_limits.idlePingIntervalMs > 0) {
        // Tick at half the interval so that idleness is noticed within 1.5 intervals.
        m_idleTimer.setInterval(qMax(1, m_limits.idlePingIntervalMs / 2));
        connect(&m_idleTimer, &QTimer::timeout, this, &AgentConnection::onIdleTick);
        m_idleTimer.start();
    }
}

AgentConnection::~AgentConnection()
{
    // Detach first: from here on handler threads post nothing more to this object.
    m_mailbox->detach();
    cancelAll();
}

void AgentConnection::onIdleTick()
{
    const qint64 idle = m_sinceTraffic.elapsed();
    if (m_pingOutstanding && idle >= 2 * qint64(m_limits.idlePingIntervalMs)) {
        // The peer vanished without closing (network drop, suspended laptop).
        m_socket->abort();
        return;
    }
    if (!m_pingOutstanding && idle >= m_limits.idlePingIntervalMs) {
        m_pingOutstanding = true;
        m_socket->ping();
    }
}

void AgentConnection::onTextMessage(const QString &message)
{
    m_sinceTraffic.restart();
    m_pingOutstanding = false;
    const ClientMessage decoded = ProtocolCodec::decodeClientMessage(message.toUtf8());
    switch (decoded.kind) {
    case ClientMessage::Kind::Request:
        startRequest(decoded.request);
        break;
    case ClientMessage::Kind::Cancel:
        cancelRequest(decoded.request.id);
        break;
    case ClientMessage::Kind::Invalid:
        sendFrame(ProtocolCodec::encodeError(decoded.request.id, decoded.error));
        break;
    }
}

void AgentConnection::onBinaryMessage(const QByteArray &message)
{
    m_sinceTraffic.restart();
    m_pingOutstanding = false;
    const SandboxError error{ErrorCode::InvalidRequest,
                             QStringLiteral("binary frames are not accepted on /ws (%1 bytes ignored); "
                                            "send requests as JSON text frames")
                                 .arg(message.size()),
                             {}};
    sendFrame(ProtocolCodec::encodeError({}, error));
}

void AgentConnection::startRequest(const ProtocolRequest &request)
{
    if (m_inFlight.contains(request.id)) {
        // Answering would be ambiguous: both requests' frames would carry the same id.
        const SandboxError error{
            ErrorCode::InvalidRequest,
            QStringLiteral("a request with id \"%1\" is already in flight").arg(request.id),
            {}};
        sendFrame(ProtocolCodec::encodeError(request.id, error));
        return;
    }
    if (m_inFlight.size() >= m_limits.maxRequestsInFlight) {
        const SandboxError error{ErrorCode::ResourceBusy,
                                 QStringLiteral("too many requests in flight on this connection (limit %1)")
                                     .arg(m_limits.maxRequestsInFlight),
                                 {{QStringLiteral("limit"), m_limits.maxRequestsInFlight}}};
        sendFrame(ProtocolCodec::encodeResponse(request.id, error.httpStatus(), error.toJson()));
        return;
    }
    QObject *context = m_handlerContext;
    if (!context) {
        const SandboxError error{
            ErrorCode::InternalError, QStringLiteral("the sandbox is shutting down"), {}};
        sendFrame(ProtocolCodec::encodeResponse(request.id, error.httpStatus(), error.toJson()));
        return;
    }
    auto sink = std::make_shared<AgentConnectionSink>(request.id, m_mailbox);
    m_inFlight.insert(request.id, sink);
    RequestHandler *handler = m_handler;
    ProtocolRequest tagged = request;
    tagged.clientId = m_clientId;
    QMetaObject::invokeMethod(
        context, [handler, tagged, sink] { handler->handleRequest(tagged, sink); }, Qt::QueuedConnection);
}

void AgentConnection::cancelRequest(const QString &id)
{
    // A cancel for a request that already finished (or never existed) is not an error: the
    // response and the cancel may cross on the wire.
    const auto sink = m_inFlight.value(id);
    if (!sink || !m_handlerContext)
        return;
    QMetaObject::invokeMethod(
        m_handlerContext, [sink] { sink->cancel(); }, Qt::QueuedConnection);
}

void AgentConnection::cancelAll()
{
    const auto inFlight = std::exchange(m_inFlight, {});
    if (!m_handlerContext)
        return;
    for (const auto &sink : inFlight)
        QMetaObject::invokeMethod(
            m_handlerContext, [sink] { sink->cancel(); }, Qt::QueuedConnection);
}

void AgentConnection::deliverFrame(const QString &id, const QByteArray &frame, bool final)
{
    if (final)
        m_inFlight.remove(id);
    sendFrame(frame);
}

qint64 AgentConnection::pendingBytes() const
{
    return m_mailbox->queuedBytes() + m_socket->bytesToWrite();
}

void AgentConnection::sendFrame(const QByteArray &frame)
{
    if (m_socket->state() == QAbstractSocket::ConnectedState) {
        if (m_binaryFrames)
            m_socket->sendBinaryMessage(frame);
        else
            m_socket->sendTextMessage(QString::fromUtf8(frame));
        m_mailbox->setSocketBacklog(m_socket->bytesToWrite());
    }
}

} // namespace sandman
