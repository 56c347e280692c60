// SPDX-License-Identifier: Apache-2.0
#include "PortTunnel.h"

#include "TcpStream.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

namespace sandman {

namespace {
// A WebSocket peer that never answers our close is cut off after this.
constexpr int kCloseHandshakeMs = 5000;
// How long the window's end waits for the agent's first frame before it takes the agent for
// one that does not pace (nor half-close).
constexpr int kAnnounceWaitMs = 2000;
// How long a normal close waits for the WebSocket to write the frames before it.
constexpr int kFramesWaitMs = 30000;
} // namespace

PortTunnel::PortTunnel(QWebSocket *webSocket, QTcpSocket *tcp, Pacing pacing, QObject *parent)
    : QObject(parent)
    , m_webSocket(webSocket)
    , m_acks(pacing != Pacing::None)
    , m_pacingKnown(pacing != Pacing::Ask)
{
    webSocket->setParent(this);
    tcp->setParent(this);
    connect(webSocket, &QWebSocket::binaryMessageReceived, this, &PortTunnel::fromWebSocket);
    if (pacing != Pacing::None)
        connect(webSocket, &QWebSocket::textMessageReceived, this, &PortTunnel::onControl);
    if (pacing == Pacing::Offer) {
        // The client asked: from now on it sends at most a window ahead of our acknowledgements,
        // and so do we.
        m_window = kWindow;
        webSocket->sendTextMessage(QStringLiteral("{\"type\":\"flow\",\"window\":%1}").arg(kWindow));
    }
    connect(webSocket, &QWebSocket::connected, this, [this] {
        if (!m_pacingKnown) // an agent that announces does so in its first frame
            QTimer::singleShot(kAnnounceWaitMs, this, &PortTunnel::settlePacing);
        toWebSocket();
    });
    connect(webSocket, &QWebSocket::disconnected, this, &PortTunnel::onWebSocketGone);
    connect(webSocket, &QWebSocket::bytesWritten, this, [this](qint64 written) {
        m_inFlight = qMax<qint64>(0, m_inFlight - written); // frame headers count too: a little early
        if (m_closePending && m_webSocket->bytesToWrite() == 0)
            closeWebSocket(QWebSocketProtocol::CloseCodeNormal, m_closeReason);
        toWebSocket();
    });
    if (tcp->state() == QAbstractSocket::ConnectedState) {
        adoptTcp(tcp);
    } else {
        m_connecting = tcp;
        connect(tcp, &QTcpSocket::connected, this, [this, tcp] { adoptTcp(tcp); });
        connect(tcp, &QTcpSocket::errorOccurred, this, [this, tcp] { onTcpFailed(tcp->errorString()); });
    }
    if (webSocket->state() == QAbstractSocket::UnconnectedState)
        QTimer::singleShot(0, this, &PortTunnel::onWebSocketGone);
    else
        toWebSocket();
}

PortTunnel::~PortTunnel() = default;

void PortTunnel::adoptTcp(QTcpSocket *socket)
{
    socket->disconnect(this); // its close below is the hand-over, not the connection's end
    m_tcp = TcpStream::adopt(socket, kReadChunk, this);
    socket->deleteLater();
    m_connecting = nullptr;
    if (!m_tcp)
        return onTcpFailed(socket->errorString());
    connect(m_tcp, &TcpStream::readyRead, this, &PortTunnel::toWebSocket);
    connect(m_tcp, &TcpStream::readFinished, this, &PortTunnel::toWebSocket);
    connect(m_tcp, &TcpStream::bytesWritten, this, &PortTunnel::onTcpWritten);
    connect(m_tcp, &TcpStream::failed, this, [this] { onTcpFailed(m_tcp->errorString()); });
    if (m_webSocketGone) { // the other side left while this one connected: what it sent, then out
        m_tcp->write(std::exchange(m_early, {}));
        m_tcp->shutdownWrite();
        return onTcpWritten(0);
    }
    if (!m_early.isEmpty())
        m_tcp->write(std::exchange(m_early, {}));
    if (m_peerEof)
        m_tcp->shutdownWrite();
    toWebSocket();
}

void PortTunnel::toWebSocket()
{
    if (!m_tcp || !m_webSocket || m_webSocket->state() != QAbstractSocket::ConnectedState || m_closeSent)
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
    if (!m_tcp->isReadFinished() || m_tcp->bytesAvailable() > 0 || m_eofSent || !m_pacingKnown)
        return;
    // The TCP side's stream ended and all of it is on its way.
    m_eofSent = true;
    if (halfCloses()) {
        m_webSocket->sendTextMessage(QStringLiteral("{\"type\":\"eof\"}"));
        finishIfBothEnded();
    } else {
        // An end that does not know half-closes: the tunnel ends with the stream, as before.
        closeWebSocket(QWebSocketProtocol::CloseCodeNormal, QStringLiteral("closed"));
    }
}

void PortTunnel::settlePacing()
{
    if (m_pacingKnown)
        return;
    m_pacingKnown = true;
    toWebSocket(); // an end of stream that waited for it
}

void PortTunnel::fromWebSocket(const QByteArray &bytes)
{
    settlePacing(); // data first: an agent that makes no announcement
    if (m_tcpGone || m_closeSent || m_peerEof)
        return;
    if (m_tcp)
        m_tcp->write(bytes);
    else
        m_early += bytes;
    // What the other end may have sent that is not written yet: its window (plus one message,
    // which may straddle an acknowledgement) when it paces itself, kMaxUnpaced otherwise.
    const qint64 unwritten = (m_tcp ? m_tcp->bytesToWrite() : 0) + m_early.size();
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
        settlePacing();
    } else if (type == QLatin1String("ack")) {
        // Cumulative, so a repeated or late one changes nothing; never more than was sent.
        const qint64 written = qint64(control.value(QStringLiteral("bytes")).toDouble());
        m_peerWritten = qBound(m_peerWritten, written, m_sent);
        toWebSocket();
    } else if (type == QLatin1String("eof") && !m_peerEof) {
        // The other end's stream ended: ours ends its sending too, once what came is written.
        m_peerEof = true;
        if (m_tcp)
            m_tcp->shutdownWrite();
        finishIfBothEnded();
    }
}

void PortTunnel::onTcpWritten(qint64 bytes)
{
    m_written += bytes;
    acknowledge(m_tcp && m_tcp->bytesToWrite() == 0);
    if (m_tcp && m_tcp->bytesToWrite() == 0 && m_webSocketGone) {
        m_tcp->abort(); // all the other side sent is written: the connection ends
        m_tcpGone = true;
        finishIfDone();
        return;
    }
    finishIfBothEnded();
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

void PortTunnel::finishIfBothEnded()
{
    if (!m_eofSent || !m_peerEof || !m_tcp || m_tcp->bytesToWrite() > 0)
        return;
    m_tcp->abort(); // both ways ended (its FIN went out after the last byte)
    m_tcpGone = true;
    closeWebSocket(QWebSocketProtocol::CloseCodeNormal, QStringLiteral("closed"));
    finishIfDone();
}

void PortTunnel::cutOff(const QString &reason)
{
    m_early.clear();
    if (m_tcp)
        m_tcp->abort();
    if (m_connecting)
        m_connecting->abort();
    m_tcpGone = true;
    closeWebSocket(QWebSocketProtocol::CloseCodePolicyViolated, reason);
    finishIfDone();
}

void PortTunnel::onTcpFailed(const QString &reason)
{
    if (m_tcpGone)
        return;
    m_tcpGone = true;
    m_early.clear();
    if (m_tcp)
        m_tcp->abort();
    // What was read before the failure is lost with it; the other end hears why.
    closeWebSocket(QWebSocketProtocol::CloseCodeNormal, reason);
    finishIfDone();
}

void PortTunnel::closeWebSocket(QWebSocketProtocol::CloseCode code, const QString &reason)
{
    if (!m_webSocket || m_closeSent)
        return;
    // A normal close waits for the frames before it: QWebSocket drops what it has not written.
    if (code == QWebSocketProtocol::CloseCodeNormal && m_webSocket->bytesToWrite() > 0 && !m_closePending) {
        m_closePending = true;
        m_closeReason = reason;
        // A peer that stopped reading is not waited for without end.
        QTimer::singleShot(kFramesWaitMs, this, [this] {
            if (m_closePending && m_webSocket)
                m_webSocket->abort();
            onWebSocketGone();
        });
        return;
    }
    if (m_closePending && m_webSocket->bytesToWrite() > 0)
        return;
    m_closePending = false;
    m_closeSent = true;
    m_webSocket->close(code, reason);
    // Its close handshake ends in disconnected(); a peer that never answers is cut off.
    QTimer::singleShot(kCloseHandshakeMs, this, [this] {
        if (m_webSocket)
            m_webSocket->abort();
        onWebSocketGone();
    });
}

void PortTunnel::onWebSocketGone()
{
    if (m_webSocketGone)
        return;
    m_webSocketGone = true;
    if (m_tcp && m_tcp->isOpen() && !m_tcpGone) {
        // Writes what the WebSocket brought, then ends (onTcpWritten closes it once written).
        m_tcp->shutdownWrite();
        if (m_tcp->bytesToWrite() == 0) {
            m_tcp->abort();
            m_tcpGone = true;
        }
    } else if (!m_tcp) {
        if (m_connecting)
            m_connecting->abort();
        m_tcpGone = true;
    }
    finishIfDone();
}

void PortTunnel::finishIfDone()
{
    if (m_finished)
        return;
    const bool tcpDone = m_tcpGone || (!m_tcp && !m_connecting) || (m_tcp && !m_tcp->isOpen());
    const bool webSocketDone
        = m_webSocketGone || !m_webSocket || m_webSocket->state() == QAbstractSocket::UnconnectedState;
    if (!tcpDone || !webSocketDone)
        return;
    m_finished = true;
    emit finished();
    deleteLater();
}

} // namespace sandman
