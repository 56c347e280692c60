// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>

class QTcpSocket;
class QWebSocket;

namespace sandman {

// Carries one TCP connection over one WebSocket, bytes as binary frames both ways: on the
// agent, an authenticated /ws/port socket to a port listening inside the sandbox; in the window,
// a browser's connection to a PortForward to that socket. Either socket may still be
// connecting: what the WebSocket brings meanwhile is kept for the TCP side, and the TCP side is
// read only once the WebSocket is open. When one side closes, the other is closed after what
// it still has to write; then the tunnel deletes itself (finished()). Takes both sockets.
// The TCP side is read only as fast as the WebSocket gets its frames out: past kMaxInFlight
// bytes not yet written to the network, reading stops, the TCP buffers fill and the sender
// waits (a fast service behind a slow browser or link costs no memory here).
class PortTunnel : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 kMaxInFlight = 1024 * 1024;
    static constexpr qint64 kReadChunk = 256 * 1024;

    PortTunnel(QWebSocket *webSocket, QTcpSocket *tcp, QObject *parent = nullptr);
    ~PortTunnel() override;

signals:
    void finished();

private:
    void toWebSocket();
    void fromWebSocket(const QByteArray &bytes);
    void onTcpConnected();
    void onTcpGone();
    void onWebSocketGone();
    void finishIfDone();

    QPointer<QWebSocket> m_webSocket;
    QPointer<QTcpSocket> m_tcp;
    QByteArray m_early; // from the WebSocket before the TCP side connected
    qint64 m_inFlight = 0; // sent to the WebSocket, not yet written by it
    bool m_tcpOpen = false;
    bool m_tcpGone = false;
    bool m_closeSent = false;
    bool m_webSocketGone = false;
    bool m_finished = false;
};

} // namespace sandman
