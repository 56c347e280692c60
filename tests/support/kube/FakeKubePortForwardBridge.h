// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPointer>

class QWebSocket;

namespace sandman::test {

class FakeKubePodConnection;

// The kubelet's side of one pods/{name}/portforward WebSocket (v4.channel.k8s.io): for port i
// of ?ports=a,b the data channel is 2i and the error channel 2i+1, each opened by a frame of
// the port in 2 bytes little-endian; data frames relay to a TCP connection to the pod's
// backend (a real local sandman-agent), and a backend that refuses is reported on the error
// channel in the kubelet's words before the socket closes.
class FakeKubePortForwardBridge : public QObject
{
    Q_OBJECT
public:
    struct Target {
        quint16 podPort = 0;
        QHostAddress host;
        quint16 port = 0; // 0: nothing listens (the backend refuses)
    };

    FakeKubePortForwardBridge(QWebSocket *socket, const QString &podName, QList<Target> targets,
                              QObject *parent = nullptr);
    ~FakeKubePortForwardBridge() override;

signals:
    void closed();

private:
    void onBinary(const QByteArray &frame);
    void sendFrame(int channel, const QByteArray &payload);
    void close();

    QPointer<QWebSocket> m_socket;
    QList<Target> m_targets;
    QList<QPointer<FakeKubePodConnection>> m_backends;
    bool m_closed = false;
};

} // namespace sandman::test
