// SPDX-License-Identifier: Apache-2.0
#include "cluster/KubePortForward.h"

#include "cluster/KubePortForwardTunnel.h"

#include <QCoreApplication>
#include <QTcpSocket>

namespace sandman {

KubePortForward::KubePortForward(KubeApiClient *client, QString podName, quint16 podPort, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_podName(std::move(podName))
    , m_podPort(podPort)
{
    connect(&m_server, &QTcpServer::newConnection, this, &KubePortForward::onNewConnection);
}

KubePortForward::~KubePortForward() = default;

bool KubePortForward::listen(QString *error)
{
    if (m_server.isListening())
        return true;
    if (m_server.listen(QHostAddress::LocalHost, 0))
        return true;
    if (error)
        *error = QCoreApplication::translate("sandman::KubePortForward",
                                             "Cannot listen on a local port for pod “%1”: %2")
                     .arg(m_podName, m_server.errorString());
    return false;
}

quint16 KubePortForward::localPort() const
{
    return m_server.serverPort();
}

QUrl KubePortForward::localWebSocketUrl() const
{
    QUrl url;
    url.setScheme(QStringLiteral("ws"));
    url.setHost(QStringLiteral("127.0.0.1"));
    url.setPort(localPort());
    url.setPath(QStringLiteral("/ws"));
    return url;
}

void KubePortForward::onNewConnection()
{
    while (QTcpSocket *local = m_server.nextPendingConnection()) {
        auto *tunnel = new KubePortForwardTunnel(m_client, m_podName, m_podPort, local, this);
        ++m_tunnels;
        connect(tunnel, &KubePortForwardTunnel::failed, this, &KubePortForward::errorOccurred);
        connect(tunnel, &KubePortForwardTunnel::closed, this, [this] { --m_tunnels; });
        tunnel->start();
    }
}

} // namespace sandman
