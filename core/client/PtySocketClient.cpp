// SPDX-License-Identifier: Apache-2.0
#include "PtySocketClient.h"

#include "TerminalStream.h"
#include "protocol/TerminalRequest.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>
#include <QWebSocket>

namespace sandman {

namespace {
// Input typed while the socket (re)connects is kept up to this much; beyond it is dropped.
constexpr qint64 kMaxPendingInput = 8 * 1024 * 1024;
} // namespace

QUrl PtySocketClient::ptyUrl(const QUrl &wsUrl, const TerminalRequest &request)
{
    QUrl url = wsUrl;
    QString path = url.path();
    if (path.endsWith(QLatin1String("/ws")))
        path += QLatin1String("/pty");
    else
        path = QStringLiteral("/ws/pty");
    url.setPath(path);
    QUrlQuery query(wsUrl); // keeps e.g. an access_token given in the /ws URL
    query.removeAllQueryItems(QStringLiteral("sessionId"));
    query.addQueryItem(QStringLiteral("sessionId"),
                       request.sessionId.isEmpty() ? QStringLiteral("default") : request.sessionId);
    query.addQueryItem(QStringLiteral("cols"), QString::number(request.cols));
    query.addQueryItem(QStringLiteral("rows"), QString::number(request.rows));
    if (!request.terminalId.isEmpty())
        query.addQueryItem(QStringLiteral("terminalId"), request.terminalId);
    if (request.reattach)
        query.addQueryItem(QStringLiteral("reattach"), QStringLiteral("1"));
    if (request.readOnly)
        query.addQueryItem(QStringLiteral("readonly"), QStringLiteral("1"));
    if (!request.origin.isEmpty())
        query.addQueryItem(QStringLiteral("origin"), request.origin);
    if (!request.shell.isEmpty())
        query.addQueryItem(QStringLiteral("shell"), request.shell);
    // Encoded here: QUrlQuery would take a '%' followed by hex digits in an argument as an escape.
    const auto encoded
        = [](const QString &text) { return QString::fromLatin1(QUrl::toPercentEncoding(text)); };
    for (const QString &argument : request.command)
        query.addQueryItem(QStringLiteral("command"), encoded(argument));
    if (!request.cwd.isEmpty())
        query.addQueryItem(QStringLiteral("cwd"), encoded(request.cwd));
    url.setQuery(query);
    return url;
}

PtySocketClient::PtySocketClient(TerminalStream *stream, const QUrl &url, const Options &options)
    : QObject(stream)
    , m_stream(stream)
    , m_options(options)
    , m_url(url)
{
    const QUrlQuery query(url);
    m_cols = query.queryItemValue(QStringLiteral("cols")).toInt();
    m_rows = query.queryItemValue(QStringLiteral("rows")).toInt();

    TerminalStream::Backend backend;
    backend.write = [this](const QByteArray &bytes) { write(bytes); };
    backend.resize = [this](int cols, int rows) { resize(cols, rows); };
    backend.close = [this] { close(); };
    m_stream->setBackend(std::move(backend));

    m_connectTimeout.setSingleShot(true);
    connect(&m_connectTimeout, &QTimer::timeout, this, [this] {
        if (!m_attached)
            fail(tr("cannot open the terminal: the agent did not answer in time"));
        onLost(tr("the agent did not answer in time"));
    });
    m_reconnectTimer.setSingleShot(true);
    connect(&m_reconnectTimer, &QTimer::timeout, this, &PtySocketClient::openSocket);
    m_giveUpTimer.setSingleShot(true);
    connect(&m_giveUpTimer, &QTimer::timeout, this, [this] {
        dropSocket();
        fail(tr("the terminal connection was lost: %1").arg(m_lostWhy));
    });
    if (m_options.keepAliveIntervalMs > 0) {
        m_keepAlive.setInterval(qMax(10, m_options.keepAliveIntervalMs / 4));
        connect(&m_keepAlive, &QTimer::timeout, this, &PtySocketClient::onKeepAliveTick);
    }

    openSocket();
}

PtySocketClient::~PtySocketClient()
{
    m_done = true;
    if (m_socket)
        m_socket->disconnect(this);
}

void PtySocketClient::openSocket()
{
    if (m_done)
        return;
    dropSocket();
    auto *socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket = socket;
    socket->setMaxAllowedIncomingMessageSize(m_options.maxIncomingMessageSize);
    socket->setMaxAllowedIncomingFrameSize(m_options.maxIncomingMessageSize);
#ifndef QT_NO_SSL
    if (m_options.sslConfiguration)
        socket->setSslConfiguration(*m_options.sslConfiguration);
    if (!m_options.ignoredSslErrors.isEmpty())
        socket->ignoreSslErrors(m_options.ignoredSslErrors);
#endif
    connect(socket, &QWebSocket::connected, this, &PtySocketClient::onConnected);
    connect(socket, &QWebSocket::textMessageReceived, this, &PtySocketClient::onText);
    connect(socket, &QWebSocket::binaryMessageReceived, this, &PtySocketClient::onBinary);
    connect(socket, &QWebSocket::pong, this, [this] {
        m_lastTraffic.start();
        m_pingOutstanding = false;
    });
    connect(socket, &QWebSocket::disconnected, this, [this, socket] {
        QString why = socket->closeReason();
        if (why.isEmpty())
            why = socket->errorString();
        onLost(why);
    });
    connect(socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
            [this, socket](QAbstractSocket::SocketError) { onLost(socket->errorString()); });

    QNetworkRequest request(m_attached ? reconnectUrl() : m_url);
    if (!m_options.token.isEmpty())
        request.setRawHeader(QByteArrayLiteral("Authorization"), "Bearer " + m_options.token);
    // The URL carries the current size.
    m_resizePending = false;
    m_connectTimeout.start(m_options.connectTimeoutMs);
    socket->open(request);
}

void PtySocketClient::dropSocket()
{
    m_connectTimeout.stop();
    m_keepAlive.stop();
    m_connected = false;
    m_pingOutstanding = false;
    if (QWebSocket *socket = m_socket) {
        m_socket = nullptr;
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
}

QUrl PtySocketClient::reconnectUrl() const
{
    QUrl url = m_url;
    QUrlQuery query(url);
    // The agent's id for the terminal: an empty request meant "main".
    if (!m_stream->terminalId().isEmpty()) {
        query.removeAllQueryItems(QStringLiteral("terminalId"));
        query.addQueryItem(QStringLiteral("terminalId"), m_stream->terminalId());
    }
    if (m_cols > 0 && m_rows > 0) {
        query.removeAllQueryItems(QStringLiteral("cols"));
        query.removeAllQueryItems(QStringLiteral("rows"));
        query.addQueryItem(QStringLiteral("cols"), QString::number(m_cols));
        query.addQueryItem(QStringLiteral("rows"), QString::number(m_rows));
    }
    query.removeAllQueryItems(QStringLiteral("reattach"));
    query.addQueryItem(QStringLiteral("reattach"), QStringLiteral("1"));
    url.setQuery(query);
    return url;
}

void PtySocketClient::onConnected()
{
    m_connected = true;
    m_connectTimeout.stop();
    m_lastTraffic.start();
    if (m_options.keepAliveIntervalMs > 0)
        m_keepAlive.start();
    if (m_resizePending)
        sendResize();
    // In order, ahead of anything typed from now on; the agent applies them once attached.
    for (const QByteArray &bytes : std::exchange(m_pendingInput, {}))
        m_socket->sendBinaryMessage(bytes);
    m_pendingBytes = 0;
}

void PtySocketClient::onText(const QString &message)
{
    if (m_done)
        return;
    m_lastTraffic.start();
    m_pingOutstanding = false;
    const QJsonObject control = QJsonDocument::fromJson(message.toUtf8()).object();
    const QString type = control.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("resize")) {
        const int cols = control.value(QStringLiteral("cols")).toInt();
        const int rows = control.value(QStringLiteral("rows")).toInt();
        if (cols > 0 && rows > 0 && cols <= 4096 && rows <= 4096)
            m_stream->deliverResize(cols, rows);
        return;
    }
    if (type == QLatin1String("ready")) {
        if (!m_attached) {
            m_attached = true;
            m_stream->deliverReady(control);
            return;
        }
        m_reconnecting = false;
        m_reconnectDelayMs = 0;
        m_giveUpTimer.stop();
        if (control.value(QStringLiteral("created")).toBool()) {
            // An agent that does not know "reattach" started a new shell: ours is gone.
            m_socket->close(QWebSocketProtocol::CloseCodeNormal);
            fail(tr("the terminal ended while its connection was lost"));
            return;
        }
        m_stream->deliverReattached(control);
    } else if (type == QLatin1String("exit")) {
        m_done = true;
        m_reconnectTimer.stop();
        m_giveUpTimer.stop();
        m_keepAlive.stop();
        m_stream->deliverExit(control.value(QStringLiteral("code")).toInt(-1));
    } else if (type == QLatin1String("error")) {
        fail(control.value(QStringLiteral("message")).toString(),
             control.value(QStringLiteral("code")).toString());
    }
    // Anything else is from a newer agent: ignored.
}

void PtySocketClient::onBinary(const QByteArray &bytes)
{
    m_lastTraffic.start();
    m_pingOutstanding = false;
    if (!m_done)
        m_stream->deliverData(bytes);
}

void PtySocketClient::onLost(const QString &why)
{
    const bool wasConnected = m_connected;
    dropSocket();
    if (m_done)
        return;
    if (!m_attached) {
        // The first open never got as far as a terminal: nothing to come back to.
        fail(wasConnected ? tr("the terminal connection was lost: %1").arg(why)
                          : tr("cannot open the terminal: %1").arg(why));
        return;
    }
    m_lostWhy = why;
    if (m_options.reconnectGiveUpMs <= 0) {
        fail(tr("the terminal connection was lost: %1").arg(why));
        return;
    }
    if (!m_reconnecting) {
        m_reconnecting = true;
        m_reconnectDelayMs = 0;
        m_giveUpTimer.start(m_options.reconnectGiveUpMs);
        m_stream->deliverReconnecting(why);
        if (m_done)
            return; // a viewer closed the stream in its slot
    }
    scheduleReconnect();
}

void PtySocketClient::scheduleReconnect()
{
    const int initial = qMax(1, m_options.reconnectInitialDelayMs);
    m_reconnectDelayMs = m_reconnectDelayMs == 0
        ? initial
        : qMin(m_reconnectDelayMs * 2, qMax(initial, m_options.reconnectMaxDelayMs));
    m_reconnectTimer.start(m_reconnectDelayMs);
}

void PtySocketClient::onKeepAliveTick()
{
    if (!m_connected || !m_socket)
        return;
    const qint64 idle = m_lastTraffic.elapsed();
    if (m_pingOutstanding && idle >= 2 * qint64(m_options.keepAliveIntervalMs)) {
        onLost(tr("the agent stopped answering"));
        return;
    }
    if (!m_pingOutstanding && idle >= m_options.keepAliveIntervalMs) {
        m_pingOutstanding = true;
        m_socket->ping();
    }
}

void PtySocketClient::fail(const QString &message, const QString &code)
{
    if (m_done)
        return;
    m_done = true;
    m_reconnecting = false;
    m_connectTimeout.stop();
    m_reconnectTimer.stop();
    m_giveUpTimer.stop();
    m_keepAlive.stop();
    m_stream->deliverError(message, code);
}

void PtySocketClient::write(const QByteArray &bytes)
{
    if (m_connected && m_socket) {
        m_socket->sendBinaryMessage(bytes);
        // On the wire now, not on the next turn of the event loop: a key is one small frame
        // and its echo waits for it (a paste larger than the socket takes goes on from there).
        m_socket->flush();
        return;
    }
    if (m_pendingBytes + bytes.size() > kMaxPendingInput)
        return;
    m_pendingInput.append(bytes);
    m_pendingBytes += bytes.size();
}

void PtySocketClient::resize(int cols, int rows)
{
    m_cols = cols;
    m_rows = rows;
    if (m_connected && m_socket)
        sendResize();
    else
        m_resizePending = true;
}

void PtySocketClient::sendResize()
{
    m_resizePending = false;
    const QJsonObject control{{QStringLiteral("type"), QStringLiteral("resize")},
                              {QStringLiteral("cols"), m_cols},
                              {QStringLiteral("rows"), m_rows}};
    m_socket->sendTextMessage(QString::fromUtf8(QJsonDocument(control).toJson(QJsonDocument::Compact)));
}

void PtySocketClient::close()
{
    m_done = true;
    m_reconnecting = false;
    m_connectTimeout.stop();
    m_reconnectTimer.stop();
    m_giveUpTimer.stop();
    m_keepAlive.stop();
    if (m_socket)
        m_socket->close(QWebSocketProtocol::CloseCodeNormal);
}

} // namespace sandman
