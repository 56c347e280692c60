// SPDX-License-Identifier: Apache-2.0
#include "FakeKubePortForwardBridge.h"

#include "FakeKubePodConnection.h"

#include <QWebSocket>

namespace sandman::test {

FakeKubePortForwardBridge::FakeKubePortForwardBridge(QWebSocket *socket, const QString &podName,
                                                     QList<Target> targets, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
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
        auto *backend = new FakeKubePodConnection(podName, t.podPort, t.host, t.port, this);
        m_backends << backend;
        connect(backend, &FakeKubePodConnection::received, this,
                [this, i](const QByteArray &bytes) { sendFrame(2 * i, bytes); });
        connect(backend, &FakeKubePodConnection::failed, this, [this, i](const QString &message) {
            sendFrame(2 * i + 1, message.toUtf8());
            close();
        });
        connect(backend, &FakeKubePodConnection::closed, this, &FakeKubePortForwardBridge::close);
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
    m_backends[index]->write(frame.mid(1));
}

void FakeKubePortForwardBridge::close()
{
    if (m_closed)
        return;
    m_closed = true;
    for (const auto &backend : std::as_const(m_backends))
        if (backend)
            backend->abort();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->close();
    }
    emit closed();
    deleteLater();
}

} // namespace sandman::test
