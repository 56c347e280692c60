// SPDX-License-Identifier: Apache-2.0
#include "FakeKubePortForwardBridge.h"

#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

namespace sandman::test {

FakeKubePortForwardBridge::FakeKubePortForwardBridge(QWebSocket *socket, const QString &podName,
                                                     QList<Target> targets, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_podName(podName)
    , m_targets(std::move(targets))
{
    socket->setParent(this);
    connect(socket, &QWebSocket::binaryMessageReceived, this, &FakeKubePortForwardBridge::onBinary);
    connect(socket, &QWebSocket::disconnected, this, &FakeKubePortForwardBridge::close);
    for (int i = 0; i < m_targets.size(); ++i) {
        const Target &t = m_targets[i];
        QByteArray port(2, Qt::Uninitialized);
        port[0] = char(t.podPort & 0xff);
        port[1] = char(t.podPort >> 8);
        sendFrame(2 * i, port);
        sendFrame(2 * i + 1, port);
        auto *backend = new QTcpSocket(this);
        m_backends << backend;
        connect(backend, &QTcpSocket::readyRead, this, [this, i, backend] {
            while (backend->bytesAvailable() > 0)
                sendFrame(2 * i, backend->read(256 * 1024));
        });
        connect(backend, &QTcpSocket::errorOccurred, this,
                [this, i, backend](QAbstractSocket::SocketError e) {
                    if (e == QAbstractSocket::RemoteHostClosedError)
                        close(); // the agent closed its side: so does the stream, as the kubelet does
                    else
                        backendFailed(i, backend->errorString());
                });
        connect(backend, &QTcpSocket::disconnected, this, &FakeKubePortForwardBridge::close);
        if (t.port == 0)
            QTimer::singleShot(
                0, this, [this, i] { backendFailed(i, QStringLiteral("connect: connection refused")); });
        else
            backend->connectToHost(t.host, t.port);
    }
}

FakeKubePortForwardBridge::~FakeKubePortForwardBridge() = default;

void FakeKubePortForwardBridge::sendFrame(int channel, const QByteArray &payload)
{
    if (m_socket)
        m_socket->sendBinaryMessage(QByteArray(1, char(channel)) + payload);
}

void FakeKubePortForwardBridge::onBinary(const QByteArray &frame)
{
    if (frame.isEmpty())
        return;
    const int channel = quint8(frame.at(0));
    const int index = channel / 2;
    if (channel % 2 || index >= m_backends.size() || !m_backends[index])
        return; // clients write data channels only
    m_backends[index]->write(frame.constData() + 1, frame.size() - 1);
}

void FakeKubePortForwardBridge::backendFailed(int index, const QString &why)
{
    const Target &t = m_targets.value(index);
    sendFrame(2 * index + 1,
              QStringLiteral("error forwarding port %1 to pod %2, uid : dial tcp %3:%1: %4")
                  .arg(t.podPort)
                  .arg(m_podName, t.host.toString(), why)
                  .toUtf8());
    close();
}

void FakeKubePortForwardBridge::close()
{
    if (m_closed)
        return;
    m_closed = true;
    for (const auto &backend : std::as_const(m_backends))
        if (backend) {
            backend->disconnect(this);
            backend->abort();
        }
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->close();
    }
    emit closed();
    deleteLater();
}

} // namespace sandman::test
