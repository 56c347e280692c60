// SPDX-License-Identifier: Apache-2.0
#include "AgentListener.h"

#include <QSslSocket>
#include <QTimer>

#include <unistd.h>

namespace sandman {

AgentListener::AgentListener(QObject *parent)
    : QTcpServer(parent)
{
    // Out of descriptors (EMFILE) QTcpServer stops accepting for good: try again shortly.
    connect(this, &QTcpServer::acceptError, this, [this] {
        QTimer::singleShot(50, this, [this] {
            if (isListening())
                resumeAccepting();
        });
    });
}

void AgentListener::setSslConfiguration(const std::optional<QSslConfiguration> &configuration)
{
    m_ssl = configuration;
}

// Terminals and exec replies are small writes answered by the peer: without TCP_NODELAY, Nagle
// holds an echo back until the previous segment is acknowledged.
static void setLowDelay(QTcpSocket *socket)
{
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
}

void AgentListener::incomingConnection(qintptr descriptor)
{
    if (m_admit && !m_admit()) {
        ::close(int(descriptor));
        return;
    }
    if (!m_ssl) {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        setLowDelay(socket);
        emit socketAccepted(socket);
        return;
    }
    auto *socket = new QSslSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    setLowDelay(socket);
    socket->setSslConfiguration(*m_ssl);
    // A failed TLS handshake ends the connection; the caller's timeout covers a silent peer.
    connect(socket, &QSslSocket::sslErrors, socket, [socket] { socket->abort(); });
    socket->startServerEncryption();
    emit socketAccepted(socket);
}

} // namespace sandman
