// SPDX-License-Identifier: Apache-2.0
#include "PortTunnel.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

namespace sandman {

PortTunnel::PortTunnel(QWebSocket *webSocket, QTcpSocket *tcp, Pacing pacing, QObject *parent)
    : QObject(parent)
    , m_webSocket(webSocket)
    , m_tcp(tcp)
    , m_acks(pacing != Pacing::None)
{
    webSocket->setParent(this);
    tcp->setParent(this);
    m_tcpOpen = tcp->state() == QAbstractSocket::ConnectedState;
    connect(webSocket, &QWebSocket::binaryMessageReceived, this, &PortTunnel::fromWebSocket);
    if (pacing != Pacing::None)
        connect(webSocket, &QWebSocket::textMessageReceived, this, &PortTunnel::onControl);
    if (pacing == Pacing::Offer) {
        // The client asked: from now on it sends at most a window ahead of our acknowledgements,
        // and so do we.
        m_window = kWindow;
        webSocket->sendTextMessage(QStringLiteral("{\"type\":\"flow\",\"window\":%1}").arg(kWindow));
    }
    connect(webSocket, &QWebSocket::connected, this, &PortTunnel::toWebSocket);
    connect(webSocket, &QWebSocket::disconnected, this, &PortTunnel::onWebSocketGone);
    connect(webSocket, &QWebSocket::bytesWritten, this, [this](qint64 written) {
        m_inFlight = qMax<qint64>(0, m_inFlight - written); // frame headers count too: a little early
        toWebSocket();
    });
    tcp->setReadBufferSize(kReadChunk); // Qt stops reading the socket once this much waits
    connect(tcp, &QTcpSocket::connected, this, &PortTunnel::onTcpConnected);
    connect(tcp, &QTcpSocket::readyRead, this, &PortTunnel::toWebSocket);
    connect(tcp, &QTcpSocket::bytesWritten, this, &PortTunnel::onTcpWritten);
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
        const qint64 room = m_window > 0 ? qMin(kReadChunk, m_window - (m_sent - m_peerWritten)) : kReadChunk;
        if (room <= 0)
            break; // the other end has not written enough of it yet: its acknowledgement resumes this
        const QByteArray bytes = m_tcp->read(room);
        m_inFlight += bytes.size();
        m_sent += bytes.size();
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
    if (m_tcpGone || m_closeSent)
        return;
    if (m_tcpOpen)
        m_tcp->write(bytes);
    else
        m_early += bytes;
    // What the other end may have sent that is not written yet: its window (plus one message,
    // which may straddle an acknowledgement) when it paces itself, kMaxUnpaced otherwise.
    const qint64 unwritten = m_tcp->bytesToWrite() + m_early.size();
    const qint64 limit = m_window > 0 ? m_window + kReadChunk : kMaxUnpaced;
    if (unwritten > limit)
        cutOff(QStringLiteral("the peer sent past the tunnel's window"));
}

void PortTunnel::onControl(const QString &message)
{
    const QJsonObject control = QJsonDocument::fromJson(message.toUtf8()).object();
    const QString type = control.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("flow") && m_window == 0) {
        m_window = qBound<qint64>(64 * 1024, qint64(control.value(QStringLiteral("window")).toDouble()),
                                  64 * kWindow);
    } else if (type == QLatin1String("ack")) {
        // Cumulative, so a repeated or late one changes nothing; never more than was sent.
        const qint64 written = qint64(control.value(QStringLiteral("bytes")).toDouble());
        m_peerWritten = qBound(m_peerWritten, written, m_sent);
        toWebSocket();
    }
}

void PortTunnel::onTcpWritten(qint64 bytes)
{
    m_written += bytes;
    acknowledge(m_tcp && m_tcp->bytesToWrite() == 0);
}

void PortTunnel::acknowledge(bool evenIfLittle)
{
    const qint64 owed = m_written - m_acknowledged;
    if (!m_acks || owed <= 0 || (!evenIfLittle && owed < kAckEvery) || !m_webSocket
        || m_webSocket->state() != QAbstractSocket::ConnectedState)
        return;
    m_acknowledged = m_written;
    m_webSocket->sendTextMessage(QStringLiteral("{\"type\":\"ack\",\"bytes\":%1}").arg(m_written));
}

void PortTunnel::cutOff(const QString &reason)
{
    m_early.clear();
    m_tcpGone = true;
    if (m_tcp)
        m_tcp->abort();
    if (m_webSocket && !m_closeSent) {
        m_closeSent = true;
        m_webSocket->close(QWebSocketProtocol::CloseCodePolicyViolated, reason);
        QTimer::singleShot(5000, this, [this] {
            if (m_webSocket)
                m_webSocket->abort();
            onWebSocketGone();
        });
    }
    finishIfDone();
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
