// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace sandman {

// A background process as the sandbox describes it (startProcess, listProcesses, getProcess).
struct ProcessInfo {
    QString id;
    qint64 pid = 0;
    QString command;
    QString status; // starting | running | completed | failed | killed | error
    QDateTime startTime;
    QDateTime endTime; // invalid while running
    std::optional<int> exitCode; // 128 + signal when killed by a signal
    QString sessionId;
    bool timedOut = false;
    qint64 stdoutDroppedBytes = 0; // log bytes no longer kept (ring buffer cap)
    qint64 stderrDroppedBytes = 0;

    bool isFinished() const;
    static ProcessInfo fromJson(const QJsonObject &object);
};

} // namespace sandman
