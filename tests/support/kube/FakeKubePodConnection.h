// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QString>

class QTcpSocket;

namespace sandman::test {

// The kubelet's TCP connection into a pod's port for one port-forward stream, here to the
// real local sandman-agent that plays the pod. A refused or failed connection is reported in
// the kubelet's words ("error forwarding port P to pod NAME, uid : dial tcp ..."); the pod
// closing its side is closed(), not an error.
class FakeKubePodConnection : public QObject
{
    Q_OBJECT
public:
    // localPort 0: nothing listens in the pod (failed() right after construction).
    FakeKubePodConnection(const QString &podName, quint16 podPort, const QHostAddress &host,
                          quint16 localPort, QObject *parent = nullptr);

    void write(const QByteArray &bytes);
    // The client finished sending: deliver what is queued, then close.
    void finish();
    void abort();

signals:
    void received(const QByteArray &bytes);
    void failed(const QString &message);
    void closed();

private:
    void fail(const QString &why);

    QTcpSocket *m_socket;
    QString m_podName;
    quint16 m_podPort;
    QHostAddress m_host;
    bool m_done = false;
};

} // namespace sandman::test
