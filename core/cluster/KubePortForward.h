// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QString>
#include <QTcpServer>
#include <QUrl>

namespace sandman {

class KubeApiClient;

// A pod's port, reachable at 127.0.0.1:<localPort()>: each TCP connection accepted there is
// carried by its own pods/{name}/portforward WebSocket to the API server (subprotocol
// v4.channel.k8s.io, see KubePortForwardTunnel). A local listener rather than a QIODevice so
// the existing WebSocketTransport and PtySocketClient (each opening sockets of their own,
// /ws and /ws/pty, and reconnecting) work through it unchanged — like kubectl port-forward,
// without kubectl. Only this process's user can reach the port; the agent's token still
// guards every connection.
class KubePortForward : public QObject
{
    Q_OBJECT
public:
    KubePortForward(KubeApiClient *client, QString podName, quint16 podPort, QObject *parent = nullptr);
    ~KubePortForward() override;

    // Listens on 127.0.0.1 (a random port); false and a sentence if that fails.
    bool listen(QString *error = nullptr);
    quint16 localPort() const;
    // ws://127.0.0.1:<port>/ws: what a WebSocketTransport connects to.
    QUrl localWebSocketUrl() const;
    QString podName() const { return m_podName; }
    int openTunnels() const { return m_tunnels; }

signals:
    // A tunnel could not be opened or the API server reported an error on channel 1
    // (refused port-forward, pod not running, forbidden): the local connection is closed.
    void errorOccurred(const QString &message);

private:
    void onNewConnection();

    KubeApiClient *m_client;
    QString m_podName;
    quint16 m_podPort;
    QTcpServer m_server;
    int m_tunnels = 0;
};

} // namespace sandman
