// SPDX-License-Identifier: Apache-2.0
#include "FakeKubePodConnection.h"

#include <QTcpSocket>
#include <QTimer>

namespace sandman::test {

FakeKubePodConnection::FakeKubePodConnection(const QString &podName, quint16 podPort,
                                             const QHostAddress &host, quint16 localPort, QObject *parent)
    : QObject(parent)
    , m_socket(new QTcpSocket(this))
    , m_podName(podName)
    , m_podPort(podPort)
    , m_host(host)
{
    connect(m_socket, &QTcpSocket::readyRead, this, [this] {
        while (m_socket->bytesAvailable() > 0)
            emit received(m_socket->read(256 * 1024));
    });
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError e) {
        if (e != QAbstractSocket::RemoteHostClosedError)
            fail(m_socket->errorString());
    });
    connect(m_socket, &QTcpSocket::disconnected, this, [this] {
        // What the agent sent just before closing goes out before the stream ends.
        while (m_socket->bytesAvailable() > 0)
            emit received(m_socket->read(256 * 1024));
        if (!m_done) {
            m_done = true;
            emit closed(); // the agent closed its side: so does the stream, as the kubelet does
        }
    });
    // As the kubelet's dial (Go enables TCP_NODELAY on every connection).
    connect(m_socket, &QTcpSocket::connected, this,
            [this] { m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1); });
    if (localPort == 0)
        QTimer::singleShot(0, this, [this] { fail(QStringLiteral("connect: connection refused")); });
    else
        m_socket->connectToHost(host, localPort);
}

void FakeKubePodConnection::write(const QByteArray &bytes)
{
    if (!m_done)
        m_socket->write(bytes); // buffered until connected
}

void FakeKubePodConnection::finish()
{
    if (m_done)
        return;
    if (m_socket->state() == QAbstractSocket::ConnectedState)
        m_socket->disconnectFromHost(); // writes what is queued first, then disconnected()
    else
        connect(m_socket, &QTcpSocket::connected, m_socket, &QTcpSocket::disconnectFromHost);
}

void FakeKubePodConnection::abort()
{
    m_done = true;
    m_socket->disconnect(this);
    m_socket->abort();
}

void FakeKubePodConnection::fail(const QString &why)
{
    if (m_done)
        return;
    m_done = true;
    emit failed(QStringLiteral("error forwarding port %1 to pod %2, uid : dial tcp %3:%1: %4")
                    .arg(m_podPort)
                    .arg(m_podName, m_host.toString(), why));
}

} // namespace sandman::test
