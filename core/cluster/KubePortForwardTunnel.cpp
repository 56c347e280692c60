// SPDX-License-Identifier: Apache-2.0
#include "cluster/KubePortForwardTunnel.h"

#include "cluster/KubeApiClient.h"
#include "cluster/KubeCredentials.h"

#include <QCoreApplication>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketHandshakeOptions>

namespace sandman {

namespace {

constexpr char DataChannel = 0;
constexpr char ErrorChannel = 1;
const QString ChannelProtocol = QStringLiteral("v4.channel.k8s.io");
// Local bytes are sent in frames of at most this size (the API server relays frame by frame).
constexpr qint64 MaxFramePayload = 256 * 1024;
// How long a finished tunnel waits for its sockets to write what they hold.
constexpr int kLingerMs = 10000;

} // namespace

KubePortForwardTunnel::KubePortForwardTunnel(KubeApiClient *client, const QString &podName, quint16 podPort,
                                             QTcpSocket *local, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_podName(podName)
    , m_podPort(podPort)
    , m_local(local)
{
    local->setParent(this);
    // Forwarded traffic is mostly small request/response writes (exec, terminals): Nagle would
    // hold a write back while the one before it is unacknowledged.
    local->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    connect(local, &QTcpSocket::disconnected, this, [this] { finish(QString()); });
}

KubePortForwardTunnel::~KubePortForwardTunnel()
{
    if (m_socket)
        m_socket->disconnect(this);
}

void KubePortForwardTunnel::start()
{
    m_client->credentials()->withCurrent(
        this, [this] { openWebSocket(); }, [this](const QString &why) { finish(why); });
}

void KubePortForwardTunnel::openWebSocket()
{
    if (m_finished)
        return;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->deleteLater();
    }
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_dataPortSeen = m_errorPortSeen = m_open = false;
    const QString path = QStringLiteral("/api/v1/namespaces/%1/pods/%2/portforward?ports=%3")
                             .arg(m_client->ns(), m_podName)
                             .arg(m_podPort);
    const QNetworkRequest request = m_client->webSocketRequest(path);
    if (request.url().scheme() == QLatin1String("wss"))
        m_socket->setSslConfiguration(m_client->sslConfiguration());
    connect(m_socket, &QWebSocket::connected, this, &KubePortForwardTunnel::onConnected);
    connect(m_socket, &QWebSocket::binaryMessageReceived, this, &KubePortForwardTunnel::onBinary);
    // A refused upgrade (401, 403, 404...) ends with errorOccurred, a lost stream with disconnected.
    connect(m_socket, QOverload<QAbstractSocket::SocketError>::of(&QWebSocket::error), this, [this] {
        if (!m_open)
            emit m_socket->disconnected();
    });
    connect(m_socket, &QWebSocket::disconnected, this, [this] {
        if (!m_open) {
            const QString why = m_socket->errorString();
            // A token that expired between the check and the upgrade: refresh once, retry.
            if (why.contains(QLatin1String("401")) && !m_retriedAuth
                && m_client->credentials()->canRefresh()) {
                m_retriedAuth = true;
                m_client->credentials()->invalidate();
                start();
                return;
            }
            finish(tr("The API server refused to forward port %1 of pod “%2”: %3")
                       .arg(m_podPort)
                       .arg(m_podName, why));
            return;
        }
        finish(m_errorText.isEmpty() ? QString() : QString::fromUtf8(m_errorText));
    });
    QWebSocketHandshakeOptions options;
    options.setSubprotocols({ChannelProtocol});
    m_socket->open(request, options);
}

void KubePortForwardTunnel::onConnected()
{
    if (m_socket->subprotocol() != ChannelProtocol) {
        finish(tr("The API server did not agree to the %1 port-forward protocol.").arg(ChannelProtocol));
        return;
    }
    m_open = true;
    connect(m_local, &QTcpSocket::readyRead, this, &KubePortForwardTunnel::onLocalReadyRead);
    onLocalReadyRead();
}

void KubePortForwardTunnel::onBinary(const QByteArray &frame)
{
    if (frame.isEmpty())
        return;
    const char channel = frame.at(0);
    QByteArray payload = frame.mid(1);
    bool &portSeen = channel == DataChannel ? m_dataPortSeen : m_errorPortSeen;
    if ((channel == DataChannel || channel == ErrorChannel) && !portSeen) {
        const quint16 port
            = payload.size() >= 2 ? quint16(quint8(payload.at(0)) | (quint8(payload.at(1)) << 8)) : 0;
        if (port != m_podPort) {
            finish(tr("The API server's port-forward stream named port %1 instead of %2.")
                       .arg(port)
                       .arg(m_podPort));
            return;
        }
        portSeen = true;
        payload.remove(0, 2);
        if (payload.isEmpty())
            return;
    }
    if (channel == DataChannel) {
        if (m_local)
            m_local->write(payload);
    } else if (channel == ErrorChannel) {
        m_errorText += payload;
        // The server closes after an error; report it once complete.
        if (!m_errorText.trimmed().isEmpty())
            finish(tr("Port-forward to pod “%1” port %2 failed: %3")
                       .arg(m_podName)
                       .arg(m_podPort)
                       .arg(QString::fromUtf8(m_errorText.trimmed())));
    }
}

void KubePortForwardTunnel::onLocalReadyRead()
{
    if (!m_open || !m_local || !m_socket)
        return;
    while (m_local->bytesAvailable() > 0) {
        QByteArray frame(1, DataChannel);
        frame += m_local->read(MaxFramePayload);
        m_socket->sendBinaryMessage(frame);
    }
}

void KubePortForwardTunnel::finish(const QString &error)
{
    if (m_finished)
        return;
    m_finished = true;
    onLocalReadyRead(); // what the local side sent just before it closed
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->close();
    }
    if (m_local) {
        m_local->disconnect(this);
        m_local->disconnectFromHost(); // after what it still has to write
    }
    if (!error.isEmpty())
        emit failed(error);
    emit closed();
    deleteWhenFlushed();
}

void KubePortForwardTunnel::deleteWhenFlushed()
{
    // Deleting a socket drops what it has not written yet: the pod's last bytes (an HTTP/1.0
    // answer's end, a WebSocket close frame) arrive just before the API server closes.
    const auto flushed = [this] {
        return (!m_local || m_local->state() == QAbstractSocket::UnconnectedState)
            && (!m_socket || m_socket->state() == QAbstractSocket::UnconnectedState);
    };
    if (flushed()) {
        deleteLater();
        return;
    }
    const auto check = [this, flushed] {
        if (flushed())
            deleteLater();
    };
    if (m_local)
        connect(m_local, &QTcpSocket::disconnected, this, check);
    if (m_socket)
        connect(m_socket, &QWebSocket::disconnected, this, check);
    QTimer::singleShot(kLingerMs, this, &QObject::deleteLater);
}

} // namespace sandman
