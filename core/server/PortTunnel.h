// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>

#include <QWebSocketProtocol>

class QTcpSocket;
class QWebSocket;

namespace sandman {

class TcpStream;

// Carries one TCP connection over one WebSocket, bytes as binary frames both ways: on the
// agent, an authenticated /ws/port socket to a port listening inside the sandbox; in the window,
// a browser's connection to a PortForward to that socket. Either socket may still be
// connecting: what the WebSocket brings meanwhile is kept for the TCP side, and the TCP side is
// read only once the WebSocket is open. When one side closes, the other is closed after what
// it still has to write; then the tunnel deletes itself (finished()). Takes both sockets.
//
// Flow control, both ways. The TCP side is read only as fast as the WebSocket gets its frames
// out (kMaxInFlight bytes not yet written to the network). And since a QWebSocket cannot stop
// reading, what comes from the WebSocket is paced by the sender: the two ends count bytes.
// The window's end asks for it (/ws/port?…&flow=1); the agent's end then announces its window,
// {"type":"flow","window":N}, as its first text frame; each end acknowledges, as text frames
// {"type":"ack","bytes":TOTAL}, the bytes it has written to its TCP side, and sends no more than
// the window beyond what the other acknowledged. A peer that sends past the window (or one
// that never asked, past kMaxUnpaced unwritten bytes) is cut off with a policy-violation close:
// what one client sends can never fill the agent's memory (nor the window's).
//
// Half-close, between two such ends: a TCP side that ends its stream (FIN) becomes
// {"type":"eof"} after its last bytes, and the other end then ends its TCP side's sending in
// turn while still carrying the other direction (an HTTP/1.0 client that shuts down its
// sending after the request still gets the answer). The WebSocket closes once both directions
// ended. With an end that did not ask, an end of stream closes the tunnel as before.
class PortTunnel : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 kMaxInFlight = 1024 * 1024;
    static constexpr qint64 kReadChunk = 256 * 1024;
    static constexpr qint64 kWindow = 4 * 1024 * 1024;
    static constexpr qint64 kAckEvery = 256 * 1024;
    static constexpr qint64 kMaxUnpaced = 16 * 1024 * 1024;

    enum class Pacing {
        None, // the agent's end of a client that did not ask: only kMaxUnpaced holds
        Offer, // the agent's end of a client that asked: announces the window at once
        Ask, // the window's end: acknowledges, and keeps the window once it is announced
    };

    PortTunnel(QWebSocket *webSocket, QTcpSocket *tcp, Pacing pacing, QObject *parent = nullptr);
    ~PortTunnel() override;

signals:
    void finished();

private:
    void adoptTcp(QTcpSocket *socket);
    void toWebSocket();
    void fromWebSocket(const QByteArray &bytes);
    void onControl(const QString &message);
    void settlePacing();
    void onTcpWritten(qint64 bytes);
    void acknowledge(bool evenIfLittle);
    void cutOff(const QString &reason);
    void onTcpFailed(const QString &reason);
    void onWebSocketGone();
    void closeWebSocket(QWebSocketProtocol::CloseCode code, const QString &reason);
    // Both directions ended (half-close): the WebSocket closes, and the TCP side once written.
    void finishIfBothEnded();
    void finishIfDone();
    bool halfCloses() const { return m_acks && m_window > 0; }

    QPointer<QWebSocket> m_webSocket;
    QPointer<QTcpSocket> m_connecting; // the TCP side until it is connected
    QPointer<TcpStream> m_tcp;
    QByteArray m_early; // from the WebSocket before the TCP side connected
    qint64 m_inFlight = 0; // sent to the WebSocket, not yet written by it
    qint64 m_sent = 0; // payload sent to the WebSocket in all
    qint64 m_peerWritten = 0; // of it, what the other end acknowledged
    qint64 m_window = 0; // the other end's window; 0: not paced
    qint64 m_written = 0; // payload from the WebSocket written to the TCP side in all
    qint64 m_acknowledged = 0; // of it, what was acknowledged
    bool m_acks = false; // this end acknowledges (the other end paces itself)
    // Whether the other end paces (and half-closes) is known: at once on the agent's end; on
    // the window's once the agent's first frame came (its announcement, or data from an agent
    // that makes none) or a while passed. An end of stream waits for it.
    bool m_pacingKnown = true;
    bool m_tcpGone = false; // closed, failed or never connected
    bool m_eofSent = false; // our TCP side's stream ended, and the other end was told
    bool m_peerEof = false; // the other end's did
    bool m_closeSent = false;
    bool m_closePending = false; // a normal close, once the WebSocket has written its frames
    QString m_closeReason;
    bool m_webSocketGone = false;
    bool m_finished = false;
};

} // namespace sandman
