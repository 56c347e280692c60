// SPDX-License-Identifier: Apache-2.0
#include "PortWaiter.h"

#include "BackgroundProcess.h"

#include <QHostAddress>
#include <QTcpSocket>
#include <QTimer>

namespace sandman {

PortWaiter::PortWaiter(quint16 port, int timeoutMs, BackgroundProcess *process, QObject *parent)
    : QObject(parent)
    , m_port(port)
    , m_timeoutMs(timeoutMs)
    , m_process(process)
{ }

void PortWaiter::start()
{
    m_retry = new QTimer(this);
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, &PortWaiter::attempt);
    if (m_timeoutMs > 0) {
        m_deadline = new QTimer(this);
        m_deadline->setSingleShot(true);
        connect(m_deadline, &QTimer::timeout, this, [this] { finish(Outcome::TimedOut); });
        m_deadline->start(m_timeoutMs);
    }
    if (m_process) {
        // Checked once more on exit: the port may have been served until the very end.
        connect(m_process, &BackgroundProcess::finished, this, [this] { finish(Outcome::ProcessExited); });
        if (m_process->isFinished()) {
            QTimer::singleShot(0, this, [this] { finish(Outcome::ProcessExited); });
            return;
        }
    }
    attempt();
}

void PortWaiter::cancel()
{
    finish(Outcome::Cancelled);
}

void PortWaiter::attempt()
{
    if (m_done)
        return;
    if (m_socket)
        m_socket->deleteLater();
    m_socket = new QTcpSocket(this);
    connect(m_socket, &QTcpSocket::connected, this, [this] {
        m_socket->abort();
        finish(Outcome::Ready);
    });
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this] {
        if (!m_done)
            m_retry->start(m_retryMs);
    });
    m_socket->connectToHost(QHostAddress::LocalHost, m_port);
}

void PortWaiter::finish(Outcome outcome)
{
    if (m_done)
        return;
    m_done = true;
    if (m_retry)
        m_retry->stop();
    if (m_deadline)
        m_deadline->stop();
    emit finished(outcome);
    deleteLater();
}

} // namespace sandman
