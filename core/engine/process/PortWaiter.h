// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "PortProbe.h"

#include <QObject>
#include <QPointer>

#include <optional>

class QTimer;

namespace sandman {

class BackgroundProcess;

// Waits until a port inside the sandbox is ready (waitForPort, POST /api/port-watch): one
// PortProbe at a time (TCP connect, or an HTTP GET with a status range), the next one an
// interval after the last ended, never spinning. Gives up at the deadline (0: none), or as
// soon as the watched process ends. Emits finished() once and deletes itself.
class PortWaiter : public QObject
{
    Q_OBJECT
public:
    enum class Outcome { Ready, TimedOut, ProcessExited, Cancelled };
    Q_ENUM(Outcome)

    static constexpr int kMinIntervalMs = 100;
    static constexpr int kMaxIntervalMs = 10000;

    PortWaiter(const PortProbe::Check &check, int timeoutMs, BackgroundProcess *process = nullptr,
               QObject *parent = nullptr);

    void start();
    void cancel();
    // Clamped to [kMinIntervalMs, kMaxIntervalMs] (the SDK's 500 ms by default).
    void setRetryIntervalMs(int ms);

    // The last probe's HTTP status (0: none) and why it was not ready.
    int lastStatusCode() const { return m_statusCode; }
    QString lastError() const { return m_error; }
    // The watched process's exit code once it ended (nullopt: killed by a signal, or no process).
    std::optional<int> exitCode() const { return m_exitCode; }

signals:
    void finished(sandman::PortWaiter::Outcome outcome);

private:
    void attempt();
    void finish(Outcome outcome);

    PortProbe::Check m_check;
    int m_timeoutMs;
    int m_retryMs = 500;
    QPointer<BackgroundProcess> m_process;
    QPointer<PortProbe> m_probe;
    QTimer *m_retry = nullptr;
    QTimer *m_deadline = nullptr;
    int m_statusCode = 0;
    QString m_error;
    std::optional<int> m_exitCode;
    bool m_done = false;
};

} // namespace sandman
