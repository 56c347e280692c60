// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "SystemProcess.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>

#include <utility>

namespace sandman {

// Every process of the sandbox, read from /proc as the agent sees it. Inside bubblewrap the
// agent's /proc is the sandbox's own pid namespace, so that is all of it (Scope::PidNamespace);
// elsewhere the sandbox is the agent and what it started (Scope::Descendants) — never the rest
// of the host. Keeps the previous sample so CPU use is measured over the interval between two
// snapshots. Lives on the sandbox's thread.
class SystemProcessTable : public QObject
{
    Q_OBJECT
public:
    enum class Scope { Descendants, PidNamespace };

    struct SignalResult {
        enum Outcome { Sent, NotFound, Refused, Failed };
        SignalResult() = default;
        SignalResult(Outcome outcome, QString message, SystemProcess process = {})
            : outcome(outcome)
            , message(std::move(message))
            , process(std::move(process))
        { }
        Outcome outcome = Failed;
        QString message;
        SystemProcess process; // the one signalled (Sent)
    };

    // procRoot: where /proc is (tests may point it at a crafted tree); agentPid: 0 → this process.
    explicit SystemProcessTable(Scope scope, QObject *parent = nullptr,
                                const QString &procRoot = QStringLiteral("/proc"), qint64 agentPid = 0);

    Scope scope() const { return m_scope; }
    qint64 agentPid() const { return m_agentPid; }

    // The processes now, parents before children. owners: roots of trees the agent started
    // (a session's shell, a background process, a terminal, a code context); a process belongs
    // to its nearest such ancestor, and keeps that when it is orphaned and adopted by the agent.
    QList<SystemProcess> snapshot(const QHash<qint64, SystemProcess::Owner> &owners = {});

    // What a watcher needs to tell starts and exits apart cheaply: the processes in scope,
    // parents first, from their stat lines only (no command line, no user, no CPU).
    QList<SystemProcess> statLines() const;
    // Completes one process of statLines() as snapshot() lists it (command line, user, start
    // time, lifetime CPU); false when it has gone or its pid names another process now.
    bool complete(SystemProcess *process);

    // Sends signal to one process of the sandbox (not its tree). Refused for the agent, pid 1
    // and anything outside the scope; startTicks > 0 must match (the pid was not reused).
    SignalResult sendSignal(qint64 pid, int signal, quint64 startTicks = 0);

    // The allowlisted signals: TERM, KILL, INT, HUP, STOP, CONT, QUIT, USR1, USR2.
    static QStringList signalNames();
    // "TERM", "SIGTERM" (any case) or the number of an allowlisted signal; 0 when not allowed.
    static int signalNumber(const QString &name);
    static QString signalName(int signal);

private:
    // The stat line; with details also the owner and the command line (and, when out already
    // names a start time, only if it is still that process).
    bool readProcess(qint64 pid, SystemProcess *out, bool details) const;
    // Stat lines of all of /proc.
    QList<SystemProcess> readAll() const;
    // The processes in scope, parents first, with details.
    QList<SystemProcess> readInScope() const;
    // Scope::Descendants: the agent's tree through the kernel's children lists; empty when
    // they cannot be read.
    QList<SystemProcess> descendantStatLines() const;
    // Which of all are in scope, parents before children.
    QList<SystemProcess> inScope(const QList<SystemProcess> &all) const;
    QSet<qint64> protectedPids(const QList<SystemProcess> &list) const;
    QString userName(uint uid);

    struct Sample {
        quint64 startTicks = 0;
        quint64 cpuTicks = 0;
    };
    using Samples = QHash<qint64, Sample>;

    Scope m_scope;
    QString m_procRoot;
    qint64 m_agentPid;
    qint64 m_pageSize;
    qint64 m_ticksPerSecond;
    // CPU is measured against m_baseline; m_latest becomes the baseline once it is old enough,
    // so two clients polling close together still see a meaningful interval.
    Samples m_baseline;
    Samples m_latest;
    QElapsedTimer m_baselineClock;
    QElapsedTimer m_latestClock;
    QHash<qint64, QPair<quint64, SystemProcess::Owner>> m_knownOwners; // pid → (startTicks, owner)
    QHash<uint, QString> m_users;
};

} // namespace sandman
