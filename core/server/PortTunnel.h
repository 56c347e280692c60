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
class PortTunnel : public QObject
{
    Q_OBJECT
public:
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
    bool m_tcpOpen = false;
    bool m_tcpGone = false;
    bool m_webSocketGone = false;
    bool m_finished = false;
};

} // namespace sandman
