// SPDX-License-Identifier: Apache-2.0
#include "AgentListener.h"

#include "BusyResponder.h"

#include <QSslSocket>
#include <QTimer>

#include <sys/socket.h>
#include <unistd.h>

namespace sandman {

AgentListener::AgentListener(QObject *parent)
    : QTcpServer(parent)
    , m_busy(new BusyResponder(64, this))
{
    // Qt's default backlog (50) drops a burst's connection attempts unanswered until the
    // client retries its SYN a second later; SOMAXCONN as the isolated agent's socket has.
    setListenBacklogSize(SOMAXCONN);
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

void AgentListener::refuseBusy(int descriptor)
{
    m_busy->refuse(descriptor);
}

void AgentListener::incomingConnection(qintptr descriptor)
{
    if (m_admit && !m_admit()) {
        if (m_ssl)
            ::close(int(descriptor)); // no answer without a TLS handshake, which costs too much now
        else
            m_busy->refuse(int(descriptor));
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
