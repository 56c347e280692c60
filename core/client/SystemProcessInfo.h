// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace sandman {

// One process of the sandbox as GET /api/sandman/ps describes it: any process, not only those
// started through startProcess.
struct SystemProcessInfo {
    qint64 pid = 0;
    qint64 ppid = 0;
    QString user;
    QString state; // one letter, as ps(1) shows it: R, S, D, Z, T, ...
    QString name;
    QString command;
    double cpuPercent = 0; // of one CPU
    qint64 rssBytes = 0;
    int threads = 0;
    quint64 startTicks = 0; // with pid, names the process across pid reuse
    QDateTime startTime;
    qint64 elapsedMs = 0;
    QString sessionId; // empty when the agent does not know
    QString ownerKind; // "shell", "process", "terminal", "code" or empty
    QString ownerId;
    bool isAgent = false;
    bool signallable = false;

    static SystemProcessInfo fromJson(const QJsonObject &object);
};

} // namespace sandman
