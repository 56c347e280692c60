// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace sandman {

// One process of the sandbox as /proc describes it (GET /api/sandman/ps), with what the agent
// knows of it: the session, background process, terminal or code context it belongs to.
struct SystemProcess {
    // Who started a process tree, as far as the agent knows.
    struct Owner {
        QString sessionId;
        QString kind; // "shell", "process", "terminal", "code", or empty: unknown
        QString id; // processId, terminalId or contextId; empty for a session's shell

        bool isKnown() const { return !kind.isEmpty(); }
    };

    qint64 pid = 0;
    qint64 ppid = 0;
    qint64 processGroup = 0;
    qint64 unixSession = 0;
    uint uid = 0;
    QString user; // the uid's name, else the number
    char state = '?'; // R, S, D, Z, T, t, X, I, ...
    QString name; // comm, made safe for display
    QString commandLine; // argv joined by spaces, or "[name]" when there is none
    quint64 cpuTicks = 0; // utime + stime
    double cpuPercent = 0; // of one CPU, over the last sampling interval
    qint64 rssBytes = 0;
    qint64 virtualBytes = 0;
    int threads = 0;
    quint64 startTicks = 0; // since boot: with pid, names one process across pid reuse
    QDateTime startTime;
    qint64 elapsedMs = 0;
    Owner owner;
    bool isAgent = false; // the agent itself
    bool signallable = false; // POST /api/sandman/signal would accept it

    // One row of GET /api/sandman/ps (and of the feed's sandbox_process_* events).
    QJsonObject toJson() const;
};

} // namespace sandman
