// SPDX-License-Identifier: Apache-2.0
#include "PortForward.h"

#include "server/PortTunnel.h"

#include <QNetworkRequest>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrlQuery>
#include <QWebSocket>

namespace sandman {

QUrl PortForward::tunnelUrl(const QUrl &wsUrl, quint16 port)
{
    QUrl url = wsUrl;
    url.setPath(QStringLiteral("/ws/port"));
    // flow=1: the agent paces what it sends us, and we what we send it (PortTunnel).
    url.setQuery(QUrlQuery{{QStringLiteral("port"), QString::number(port)},
                           {QStringLiteral("flow"), QStringLiteral("1")}});
    return url;
}

PortForward::PortForward(const QUrl &tunnelUrl, quint16 port, Options options, QObject *parent)
    : QObject(parent)
    , m_tunnelUrl(tunnelUrl)
    , m_port(port)
    , m_options(std::move(options))
    , m_server(new QTcpServer(this))
{
    m_idle.setSingleShot(true);
    m_idle.setInterval(m_options.idleTimeoutMs);
    connect(&m_idle, &QTimer::timeout, this, &PortForward::close);
    connect(m_server, &QTcpServer::newConnection, this, &PortForward::onNewConnection);
}

PortForward::~PortForward()
{
    m_server->close();
}

bool PortForward::listen(QString *error)
{
    if (!m_server->listen(QHostAddress::LocalHost, 0)) {
        if (error)
            *error = m_server->errorString();
        return false;
    }
    armIdle();
    return true;
}

void PortForward::close()
{
    if (!m_server->isListening())
        return;
    m_server->close();
    m_idle.stop();
    emit closed();
}

bool PortForward::isOpen() const
{
    return m_server->isListening();
}

quint16 PortForward::hostPort() const
{
    return m_server->serverPort();
}

QUrl PortForward::browserUrl() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(hostPort()));
}

void PortForward::armIdle()
{
    if (m_open == 0 && m_options.idleTimeoutMs > 0)
        m_idle.start();
    else
        m_idle.stop();
}

void PortForward::onNewConnection()
{
    while (QTcpSocket *browser = m_server->nextPendingConnection()) {
        auto *socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest);
        if (m_options.sslConfiguration)
            socket->setSslConfiguration(*m_options.sslConfiguration);
        if (!m_options.ignoredSslErrors.isEmpty())
            socket->ignoreSslErrors(m_options.ignoredSslErrors);
        // The agent answers a refused upgrade with an HTTP status; 404 means the port closed.
        connect(socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
                [this, socket](QAbstractSocket::SocketError) {
                    const QString message = socket->errorString();
                    emit tunnelFailed(message);
                    if (message.contains(QLatin1String("404")))
                        close();
                });
        QNetworkRequest request(m_tunnelUrl);
        if (!m_options.token.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + m_options.token);
        socket->open(request);
        auto *tunnel = new PortTunnel(socket, browser, PortTunnel::Pacing::Ask, this);
        ++m_open;
        armIdle();
        connect(tunnel, &PortTunnel::finished, this, [this] {
            --m_open;
            armIdle();
        });
    }
}

} // namespace sandman
