// SPDX-License-Identifier: Apache-2.0
#include "PortWaiter.h"

#include "BackgroundProcess.h"

#include <QTimer>

namespace sandman {

PortWaiter::PortWaiter(const PortProbe::Check &check, int timeoutMs, BackgroundProcess *process,
                       QObject *parent)
    : QObject(parent)
    , m_check(check)
    , m_timeoutMs(timeoutMs)
    , m_process(process)
{ }

void PortWaiter::setRetryIntervalMs(int ms)
{
    m_retryMs = qBound(kMinIntervalMs, ms, kMaxIntervalMs);
}

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
        const auto exited = [this] {
            m_exitCode = m_process ? m_process->exitCode() : std::nullopt;
            finish(Outcome::ProcessExited);
        };
        connect(m_process, &BackgroundProcess::finished, this, exited);
        if (m_process->isFinished()) {
            QTimer::singleShot(0, this, exited);
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
    auto *probe = new PortProbe(m_check, this);
    m_probe = probe;
    connect(probe, &PortProbe::finished, this,
            [this, probe](bool ready, int statusCode, const QString &error) {
                probe->deleteLater();
                if (m_done)
                    return;
                m_statusCode = statusCode;
                m_error = error;
                if (ready)
                    return finish(Outcome::Ready);
                m_retry->start(m_retryMs);
            });
    probe->start();
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
    if (m_probe)
        m_probe->deleteLater();
    emit finished(outcome);
    deleteLater();
}

} // namespace sandman
