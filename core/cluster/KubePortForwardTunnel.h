// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>

class QTcpSocket;
class QWebSocket;

namespace sandman {

class KubeApiClient;

// One local TCP connection carried over one pods/{name}/portforward WebSocket (subprotocol
// v4.channel.k8s.io): every binary frame starts with a channel byte — 0 data, 1 error — and
// the first frame the server sends on each channel is the port, 2 bytes little-endian, which
// is checked and not passed on. Bytes from the local socket go out as channel-0 frames; text
// on channel 1 is an error (the pod's port refused, ...) and ends the tunnel. Until the
// WebSocket is open the local socket is not read, so nothing is lost.
class KubePortForwardTunnel : public QObject
{
    Q_OBJECT
public:
    KubePortForwardTunnel(KubeApiClient *client, const QString &podName, quint16 podPort, QTcpSocket *local,
                          QObject *parent = nullptr);
    ~KubePortForwardTunnel() override;

    void start();

signals:
    void failed(const QString &message);
    void closed();

private:
    void openWebSocket();
    void onConnected();
    void onBinary(const QByteArray &frame);
    void onLocalReadyRead();
    void finish(const QString &error);
    // Deletes the tunnel once both sockets have written what they still hold (or after a while).
    void deleteWhenFlushed();

    KubeApiClient *m_client;
    QString m_podName;
    quint16 m_podPort;
    QPointer<QTcpSocket> m_local;
    QPointer<QWebSocket> m_socket;
    bool m_open = false;
    bool m_dataPortSeen = false;
    bool m_errorPortSeen = false;
    QByteArray m_errorText;
    bool m_finished = false;
    bool m_retriedAuth = false;
};

} // namespace sandman
