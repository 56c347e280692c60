// SPDX-License-Identifier: Apache-2.0
#include "HttpConnection.h"

#include "AccessToken.h"
#include "HttpResponse.h"
#include "HttpResponseSink.h"
#include "protocol/RequestHandler.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSslSocket>
#include <QTcpSocket>

#include <sys/socket.h>

namespace sandman {

namespace {
// While a request runs its socket is not read: Qt buffers at most this much, then TCP pushes back.
constexpr qint64 kReadBufferBytes = 256 * 1024;
// After refusing a request whose body is unread, the agent keeps reading (and dropping) for
// this long before closing, so that the client sees the answer instead of a reset.
constexpr int kLingerMs = 2000;

} // namespace

HttpConnection::HttpConnection(QTcpSocket *socket, RequestHandler *handler, QObject *handlerContext,
                               const Options &options, QObject *parent)
    : FrameReceiver(parent)
    , m_socket(socket)
    , m_handler(handler)
    , m_handlerContext(handlerContext)
    , m_options(options)
    , m_parser(options.limits)
    , m_mailbox(std::make_shared<AgentConnectionSink::Mailbox>(this))
{
    m_socket->setParent(this);
    m_socket->setReadBufferSize(kReadBufferBytes);
    // Answers and events are written whole: no waiting for the peer's delayed ACK (Nagle).
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &HttpConnection::onDeadline);
    connect(m_socket, &QTcpSocket::readyRead, this, &HttpConnection::readMore);
    connect(m_socket, &QTcpSocket::bytesWritten, this, [this] {
        m_mailbox->setSocketBacklog(m_socket->bytesToWrite());
        if (m_closing && m_socket->bytesToWrite() == 0 && !qobject_cast<QSslSocket *>(m_socket))
            ::shutdown(int(m_socket->socketDescriptor()), SHUT_WR);
    });
    connect(m_socket, &QTcpSocket::disconnected, this, &HttpConnection::onDisconnected);
    readMore();
}

HttpConnection::~HttpConnection()
{
    m_mailbox->detach();
    if (m_running && m_handlerContext) {
        ResponseSinkPtr sink = std::exchange(m_running, {});
        QMetaObject::invokeMethod(
            m_handlerContext, [sink] { sink->cancel(); }, Qt::QueuedConnection);
    }
}

qint64 HttpConnection::pendingBytes() const
{
    return m_mailbox->queuedBytes() + m_socket->bytesToWrite();
}

void HttpConnection::readMore()
{
    if (m_closing) {
        m_socket->readAll(); // lingering after a refusal: what the client still sends is dropped
        return;
    }
    if (m_running)
        return;
    const QByteArray data = m_socket->readAll();
    if (!data.isEmpty())
        m_parser.feed(data);
    process();
}

void HttpConnection::process()
{
    while (!m_running && !m_closing) {
        const HttpRequestParser::State state = m_parser.state();
        if (state == HttpRequestParser::State::Error) {
            refuse(m_parser.errorStatus(), m_parser.errorReason());
            return;
        }
        if (!m_parser.isHeadComplete())
            break;
        if (!m_headVetted) {
            if (vetHead(m_parser.request()) != 0)
                return;
            m_headVetted = true;
            if (state == HttpRequestParser::State::Body
                && m_parser.request().header("expect").compare("100-continue", Qt::CaseInsensitive) == 0)
                m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
        }
        if (state != HttpRequestParser::State::Complete)
            break;
        m_headVetted = false;
        dispatch(m_parser.takeRequest());
    }
    armDeadline();
}

int HttpConnection::vetHead(const HttpRequest &head)
{
    // The token first: a client without it learns nothing, not even which routes exist.
    if (!AccessToken::matches(m_options.token, AccessToken::fromRequest(head))) {
        const bool presented
            = head.hasHeader("authorization") || head.query.hasQueryItem(QStringLiteral("access_token"));
        refuse(401,
               presented
                   ? QCoreApplication::translate("HttpConnection", "invalid access token")
                   : QCoreApplication::translate(
                       "HttpConnection", "missing access token (Authorization: Bearer or access_token)"));
        return 401;
    }
    if (head.hasHeader("origin")) {
        const QString origin = QString::fromUtf8(head.header("origin"));
        if (!m_options.allowedOrigins.contains(QStringLiteral("*"))
            && !m_options.allowedOrigins.contains(origin, Qt::CaseInsensitive)) {
            refuse(
                403,
                QCoreApplication::translate("HttpConnection", "origin %1 is not allowed (see --allow-origin)")
                    .arg(origin));
            return 403;
        }
    }
    return 0;
}

void HttpConnection::dispatch(HttpRequest request)
{
    const bool keepAlive = request.wantsKeepAlive() && request.minorVersion == 1
        && m_served + 1 < m_options.maxRequestsPerConnection;
    m_closeAfterResponse = !keepAlive;
    m_runningId = QStringLiteral("http-%1").arg(++m_nextId);

    ProtocolRequest call;
    call.id = m_runningId;
    call.method = QString::fromLatin1(request.method);
    call.path = QString::fromUtf8(request.target);
    // Who sent it, for the event feed (as AgentConnection names its "ws-N host:port").
    call.clientId
        = QStringLiteral("http %1:%2").arg(m_socket->peerAddress().toString()).arg(m_socket->peerPort());
    // The same body rules as a /ws request: none, or a JSON object.
    QString bodyError;
    if (!request.body.trimmed().isEmpty()) {
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(request.body, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            bodyError
                = QCoreApplication::translate("HttpConnection", "the request body is not valid JSON: %1")
                      .arg(parseError.errorString());
        else if (!document.isObject())
            bodyError
                = QCoreApplication::translate("HttpConnection", "the request body must be a JSON object");
        else
            call.body = document.object();
    }
    QObject *context = m_handlerContext;
    if (bodyError.isEmpty() && !context)
        bodyError = QCoreApplication::translate("HttpConnection", "the sandbox is shutting down");
    m_running
        = std::make_shared<HttpResponseSink>(m_runningId, m_mailbox, keepAlive, request.minorVersion == 1);
    if (!bodyError.isEmpty()) {
        const SandboxError error{context ? ErrorCode::ParseError : ErrorCode::InternalError, bodyError, {}};
        m_running->sendError(error); // posts the answer to this connection, like a handler would
        return;
    }
    RequestHandler *handler = m_handler;
    ResponseSinkPtr sink = m_running;
    QMetaObject::invokeMethod(
        context, [handler, call, sink] { handler->handleRequest(call, sink); }, Qt::QueuedConnection);
}

void HttpConnection::deliverFrame(const QString &id, const QByteArray &frame, bool final)
{
    if (id != m_runningId || !m_running)
        return;
    if (m_socket->state() == QAbstractSocket::ConnectedState) {
        m_socket->write(frame);
        m_mailbox->setSocketBacklog(m_socket->bytesToWrite());
    }
    if (!final)
        return;
    m_running.reset();
    ++m_served;
    if (m_closeAfterResponse) {
        m_closing = true;
        m_deadline.stop();
        m_socket->disconnectFromHost();
        return;
    }
    // The next pipelined request may already be buffered; not recursively, though.
    QMetaObject::invokeMethod(this, &HttpConnection::readMore, Qt::QueuedConnection);
}

void HttpConnection::refuse(int status, const QString &reason, const QByteArray &extraHeaders)
{
    emit refused(status, reason);
    m_closing = true;
    m_socket->write(
        HttpResponse::error(status, HttpResponse::codeForStatus(status), reason, false, extraHeaders));
    m_mailbox->setSocketBacklog(m_socket->bytesToWrite());
    m_deadlineKind = -1;
    if (qobject_cast<QSslSocket *>(m_socket)) {
        m_socket->disconnectFromHost();
        return;
    }
    // Half-close once written (see bytesWritten), read and drop the rest for a moment, then go.
    m_deadline.start(kLingerMs);
}

void HttpConnection::armDeadline()
{
    if (m_running || m_closing) {
        m_deadline.stop();
        return;
    }
    enum Kind { Idle, Head, Body };
    const Kind kind = m_parser.isHeadComplete() ? Body : m_parser.hasPartialRequest() ? Head : Idle;
    const int ms = kind == Body ? m_options.bodyTimeoutMs
        : kind == Head          ? m_options.headTimeoutMs
                                : m_options.idleTimeoutMs;
    // A deadline runs from the start of the phase, not from the last byte: a client that
    // trickles one byte a second does not keep extending it.
    if (m_deadline.isActive() && m_deadlineKind == kind && kind != Idle)
        return;
    m_deadlineKind = kind;
    m_deadline.start(ms);
}

void HttpConnection::onDeadline()
{
    if (m_closing) {
        m_socket->abort();
        onDisconnected();
        return;
    }
    if (m_running)
        return;
    if (!m_parser.hasPartialRequest()) {
        m_closing = true;
        m_socket->disconnectFromHost(); // idle keep-alive connection
        return;
    }
    refuse(408, QCoreApplication::translate("HttpConnection", "the request did not arrive in time"));
}

void HttpConnection::onDisconnected()
{
    if (m_running && m_handlerContext) {
        ResponseSinkPtr sink = std::exchange(m_running, {});
        QMetaObject::invokeMethod(
            m_handlerContext, [sink] { sink->cancel(); }, Qt::QueuedConnection);
    }
    m_running.reset();
    m_deadline.stop();
    if (!m_closedEmitted) {
        m_closedEmitted = true;
        emit closed();
    }
}

} // namespace sandman
