// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QPointer>

class QTcpSocket;
class QTimer;

namespace sandman {

class BackgroundProcess;

// Waits until something accepts TCP connections on 127.0.0.1:port inside the sandbox
// (waitForPort): one connection attempt at a time, retried on a timer, never spinning. Gives
// up at the deadline, or early when the watched process ends first. Emits finished() once and
// deletes itself.
class PortWaiter : public QObject
{
    Q_OBJECT
public:
    enum class Outcome { Ready, TimedOut, ProcessExited, Cancelled };
    Q_ENUM(Outcome)

    PortWaiter(quint16 port, int timeoutMs, BackgroundProcess *process = nullptr, QObject *parent = nullptr);

    void start();
    void cancel();
    void setRetryIntervalMs(int ms) { m_retryMs = ms; }

signals:
    void finished(sandman::PortWaiter::Outcome outcome);

private:
    void attempt();
    void finish(Outcome outcome);

    quint16 m_port;
    int m_timeoutMs;
    int m_retryMs = 100;
    QPointer<BackgroundProcess> m_process;
    QTcpSocket *m_socket = nullptr;
    QTimer *m_retry = nullptr;
    QTimer *m_deadline = nullptr;
    bool m_done = false;
};

} // namespace sandman
