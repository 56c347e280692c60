// SPDX-License-Identifier: Apache-2.0
#include "PtySocketClient.h"

#include "TerminalStream.h"
#include "protocol/TerminalRequest.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkRequest>
#include <QUrlQuery>
#include <QWebSocket>

namespace sandman {

namespace {
// Input typed while the socket connects is kept up to this much; beyond it is dropped.
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
    url.setQuery(query);
    return url;
}

PtySocketClient::PtySocketClient(TerminalStream *stream, const QUrl &url, const Options &options)
    : QObject(stream)
    , m_stream(stream)
    , m_socket(new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this))
{
    m_socket->setMaxAllowedIncomingMessageSize(options.maxIncomingMessageSize);
    m_socket->setMaxAllowedIncomingFrameSize(options.maxIncomingMessageSize);
#ifndef QT_NO_SSL
    if (options.sslConfiguration)
        m_socket->setSslConfiguration(*options.sslConfiguration);
    if (!options.ignoredSslErrors.isEmpty())
        m_socket->ignoreSslErrors(options.ignoredSslErrors);
#endif
    connect(m_socket, &QWebSocket::connected, this, &PtySocketClient::onConnected);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &PtySocketClient::onText);
    connect(m_socket, &QWebSocket::binaryMessageReceived, this, &PtySocketClient::onBinary);
    connect(m_socket, &QWebSocket::disconnected, this, &PtySocketClient::onClosed);
    connect(m_socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
            [this](QAbstractSocket::SocketError) {
                if (!m_connected)
                    fail(tr("cannot open the terminal: %1").arg(m_socket->errorString()));
            });

    TerminalStream::Backend backend;
    backend.write = [this](const QByteArray &bytes) { write(bytes); };
    backend.resize = [this](int cols, int rows) { resize(cols, rows); };
    backend.close = [this] { close(); };
    m_stream->setBackend(std::move(backend));

    m_connectTimeout.setSingleShot(true);
    connect(&m_connectTimeout, &QTimer::timeout, this, [this] {
        fail(tr("cannot open the terminal: the agent did not answer in time"));
        m_socket->abort();
    });
    m_connectTimeout.start(options.connectTimeoutMs);

    QNetworkRequest request(url);
    if (!options.token.isEmpty())
        request.setRawHeader(QByteArrayLiteral("Authorization"), "Bearer " + options.token);
    m_socket->open(request);
}

PtySocketClient::~PtySocketClient()
{
    m_done = true;
    m_socket->disconnect(this);
}

void PtySocketClient::onConnected()
{
    m_connected = true;
    m_connectTimeout.stop();
    if (m_pendingCols > 0)
        resize(m_pendingCols, m_pendingRows);
    for (const QByteArray &bytes : std::exchange(m_pendingInput, {}))
        m_socket->sendBinaryMessage(bytes);
    m_pendingBytes = 0;
}

void PtySocketClient::onText(const QString &message)
{
    if (m_done)
        return;
    const QJsonObject control = QJsonDocument::fromJson(message.toUtf8()).object();
    const QString type = control.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("ready")) {
        m_stream->deliverReady(control);
    } else if (type == QLatin1String("exit")) {
        m_done = true;
        m_stream->deliverExit(control.value(QStringLiteral("code")).toInt(-1));
    } else if (type == QLatin1String("error")) {
        fail(control.value(QStringLiteral("message")).toString());
    }
    // Anything else is from a newer agent: ignored.
}

void PtySocketClient::onBinary(const QByteArray &bytes)
{
    if (!m_done)
        m_stream->deliverData(bytes);
}

void PtySocketClient::onClosed()
{
    m_connectTimeout.stop();
    if (m_done)
        return;
    QString why = m_socket->closeReason();
    if (why.isEmpty())
        why = m_socket->errorString();
    fail(tr("the terminal connection was lost: %1").arg(why));
}

void PtySocketClient::fail(const QString &message)
{
    if (m_done)
        return;
    m_done = true;
    m_stream->deliverError(message);
}

void PtySocketClient::write(const QByteArray &bytes)
{
    if (m_connected) {
        m_socket->sendBinaryMessage(bytes);
        return;
    }
    if (m_pendingBytes + bytes.size() > kMaxPendingInput)
        return;
    m_pendingInput.append(bytes);
    m_pendingBytes += bytes.size();
}

void PtySocketClient::resize(int cols, int rows)
{
    if (!m_connected) {
        m_pendingCols = cols;
        m_pendingRows = rows;
        return;
    }
    const QJsonObject control{{QStringLiteral("type"), QStringLiteral("resize")},
                              {QStringLiteral("cols"), cols},
                              {QStringLiteral("rows"), rows}};
    m_socket->sendTextMessage(QString::fromUtf8(QJsonDocument(control).toJson(QJsonDocument::Compact)));
}

void PtySocketClient::close()
{
    m_done = true;
    m_connectTimeout.stop();
    m_socket->close(QWebSocketProtocol::CloseCodeNormal);
}

} // namespace sandman
