// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "CgroupStats.h"
#include "LimitWatch.h"
#include "engine/ports/ListeningPort.h"
#include "engine/process/SystemProcess.h"

#include <QBasicTimer>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>

#include <functional>
#include <memory>

namespace sandman {

class EventFeed;
class PortScanner;
class SystemProcessTable;

// Measures the sandbox once a second and pushes it on the feed as a live-only
// resource_sample {sandbox: {cpuPercent, memoryBytes, rssBytes, memoryLimitBytes, processes,
// tasks, taskLimit, diskBytes, diskComplete, netRxBytes, netTxBytes, source}, sessions: [{sessionId,
// cpuPercent, rssBytes, processes}], processes: [the busiest, {pid, name, command, sessionId,
// cpuPercent, rssBytes}], usage: [[pid, cpuPercent, rssBytes] of every process]}. Memory and tasks come from
// the sandbox's cgroup where it has one (CgroupStats), else from /proc (the sum of RSS, of threads); the
// limits from the cgroup, else from Options. Near a limit it records resource_warning {resource:
// "memory"|"tasks", use, limit, percent, message} on the feed (kept and audited), and
// resource_warning_cleared once it eases (LimitWatch). Listening ports are checked each time; a change
// records ports_changed {ports}. The workspace's disk use is measured every diskEveryTicks on a worker
// thread.
class ResourceSampler : public QObject
{
    Q_OBJECT
public:
    using OwnersFunction = std::function<QHash<qint64, SystemProcess::Owner>()>;
    struct Options {
        int intervalMs = 1000;
        // Used where no cgroup says (0: none).
        qint64 memoryLimitBytes = 0;
        qint64 taskLimit = 0;
        double warnRatio = 0.9;
        double clearRatio = 0.8;
        int topProcesses = 15;
        int diskEveryTicks = 30;
        QString workspace;
        bool ownNamespaces = false; // the agent's /proc and network are the sandbox's alone
    };

    ResourceSampler(EventFeed *feed, OwnersFunction owners, Options options, QObject *parent = nullptr);
    ~ResourceSampler() override;

    // The sampler of the feed (its child), if one was made.
    static ResourceSampler *of(EventFeed *feed);

    const Options &options() const { return m_options; }
    void setOptions(const Options &options);
    // Measures now (and publishes what changed); the sample is also kept as latest().
    QJsonObject sampleNow();
    QJsonObject latest() const { return m_latest; }
    QList<ListeningPort> ports() const { return m_ports; }
    // CPU time (of the sampling thread) spent sampling and publishing so far: the bench's cost.
    qint64 busyNanoseconds() const { return m_busyNs; }
    int sampleCount() const { return m_samples; }

protected:
    void timerEvent(QTimerEvent *event) override;

private:
    // The processes in scope from their stat lines, with their owners and CPU since the last call.
    QList<SystemProcess> measureProcesses();
    void checkLimit(LimitWatch &watch, const QString &resource, qint64 use, qint64 limit);
    void checkPorts(const QList<SystemProcess> &processes);
    void measureDisk();

    EventFeed *m_feed;
    OwnersFunction m_owners;
    Options m_options;
    std::unique_ptr<SystemProcessTable> m_table;
    std::unique_ptr<PortScanner> m_portScanner;
    CgroupStats m_cgroup;
    LimitWatch m_memoryWatch;
    LimitWatch m_taskWatch;
    struct Ticks {
        quint64 startTicks = 0;
        quint64 cpuTicks = 0;
    };
    double m_ticksPerSecond;
    QHash<qint64, Ticks> m_lastTicks; // pid → what the last sample read
    QElapsedTimer m_interval;
    QBasicTimer m_timer;
    QJsonObject m_latest;
    QList<quint64> m_portInodes;
    QList<ListeningPort> m_ports;
    qint64 m_diskBytes = -1;
    bool m_diskComplete = true;
    bool m_diskRunning = false;
    int m_ticks = 0;
    int m_samples = 0;
    qint64 m_busyNs = 0;
};

} // namespace sandman
