// SPDX-License-Identifier: Apache-2.0
#include "PortTunnel.h"

#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

namespace sandman {

PortTunnel::PortTunnel(QWebSocket *webSocket, QTcpSocket *tcp, QObject *parent)
    : QObject(parent)
    , m_webSocket(webSocket)
    , m_tcp(tcp)
{
    webSocket->setParent(this);
    tcp->setParent(this);
    m_tcpOpen = tcp->state() == QAbstractSocket::ConnectedState;
    connect(webSocket, &QWebSocket::binaryMessageReceived, this, &PortTunnel::fromWebSocket);
    connect(webSocket, &QWebSocket::connected, this, &PortTunnel::toWebSocket);
    connect(webSocket, &QWebSocket::disconnected, this, &PortTunnel::onWebSocketGone);
    connect(webSocket, &QWebSocket::bytesWritten, this, [this](qint64 written) {
        m_inFlight = qMax<qint64>(0, m_inFlight - written); // frame headers count too: a little early
        toWebSocket();
    });
    tcp->setReadBufferSize(kReadChunk); // Qt stops reading the socket once this much waits
    connect(tcp, &QTcpSocket::connected, this, &PortTunnel::onTcpConnected);
    connect(tcp, &QTcpSocket::readyRead, this, &PortTunnel::toWebSocket);
    connect(tcp, &QTcpSocket::disconnected, this, &PortTunnel::onTcpGone);
    connect(tcp, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError error) {
        // The peer closing is not a failure: what it sent is still read (disconnected follows).
        if (error != QAbstractSocket::RemoteHostClosedError)
            onTcpGone();
    });
    if (webSocket->state() == QAbstractSocket::UnconnectedState)
        QTimer::singleShot(0, this, &PortTunnel::onWebSocketGone);
    else
        toWebSocket();
}

PortTunnel::~PortTunnel() = default;

void PortTunnel::toWebSocket()
{
    if (!m_tcp || !m_webSocket || m_webSocket->state() != QAbstractSocket::ConnectedState)
        return;
    while (m_inFlight < kMaxInFlight && m_tcp->bytesAvailable() > 0) {
        const QByteArray bytes = m_tcp->read(kReadChunk);
        m_inFlight += bytes.size();
        m_webSocket->sendBinaryMessage(bytes);
    }
    // The TCP side closed: the WebSocket closes once everything it sent is on its way.
    if (m_tcpGone && m_tcp->bytesAvailable() == 0 && !m_closeSent) {
        m_closeSent = true;
        m_webSocket->close(QWebSocketProtocol::CloseCodeNormal,
                           m_tcpOpen ? QStringLiteral("closed") : m_tcp->errorString());
        // Its close handshake ends in disconnected(); a peer that never answers is cut off.
        QTimer::singleShot(5000, this, [this] {
            if (m_webSocket)
                m_webSocket->abort();
            onWebSocketGone();
        });
    }
}

void PortTunnel::fromWebSocket(const QByteArray &bytes)
{
    if (m_tcpGone)
        return;
    if (m_tcpOpen)
        m_tcp->write(bytes);
    else
        m_early += bytes;
}

void PortTunnel::onTcpConnected()
{
    m_tcpOpen = true;
    if (!m_early.isEmpty())
        m_tcp->write(std::exchange(m_early, {}));
    toWebSocket();
}

void PortTunnel::onTcpGone()
{
    if (m_tcpGone)
        return;
    m_tcpGone = true;
    toWebSocket(); // the last bytes it sent, then the close (or once they are written)
    finishIfDone();
}

void PortTunnel::onWebSocketGone()
{
    if (m_webSocketGone)
        return;
    m_webSocketGone = true;
    // Writes what the WebSocket brought, then closes (disconnected follows).
    if (m_tcp && m_tcp->state() != QAbstractSocket::UnconnectedState)
        m_tcp->disconnectFromHost();
    else
        m_tcpGone = true;
    finishIfDone();
}

void PortTunnel::finishIfDone()
{
    if (m_finished)
        return;
    const bool tcpDone = m_tcpGone || !m_tcp || m_tcp->state() == QAbstractSocket::UnconnectedState;
    const bool webSocketDone
        = m_webSocketGone || !m_webSocket || m_webSocket->state() == QAbstractSocket::UnconnectedState;
    if (!tcpDone || !webSocketDone)
        return;
    m_finished = true;
    emit finished();
    deleteLater();
}

} // namespace sandman
