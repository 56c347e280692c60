// SPDX-License-Identifier: Apache-2.0
#include "ResourceSampler.h"

#include "DiskUsage.h"
#include "NetworkCounters.h"
#include "engine/events/EventFeed.h"
#include "engine/ports/PortScanner.h"
#include "engine/process/SystemProcessTable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QPointer>
#include <QThreadPool>
#include <QTimerEvent>

#include <algorithm>
#include <ctime>
#include <unistd.h>

namespace sandman {

namespace {
// CPU time this thread used: what sampling costs, whatever else keeps the machine busy.
qint64 threadCpuNanoseconds()
{
    struct timespec now = {};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return qint64(now.tv_sec) * 1000000000 + now.tv_nsec;
}

QString mebibytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 0);
}

struct Group {
    double cpu = 0;
    qint64 rss = 0;
    int processes = 0;
};
} // namespace

ResourceSampler::ResourceSampler(EventFeed *feed, OwnersFunction owners, Options options, QObject *parent)
    : QObject(parent)
    , m_feed(feed)
    , m_owners(std::move(owners))
    , m_table(std::make_unique<SystemProcessTable>(options.ownNamespaces
                                                       ? SystemProcessTable::Scope::PidNamespace
                                                       : SystemProcessTable::Scope::Descendants))
    , m_portScanner(std::make_unique<PortScanner>())
    , m_cgroup(CgroupStats::find())
    , m_ticksPerSecond(double(qMax(1L, ::sysconf(_SC_CLK_TCK))))
{
    setOptions(options);
}

ResourceSampler::~ResourceSampler() = default;

ResourceSampler *ResourceSampler::of(EventFeed *feed)
{
    return feed->findChild<ResourceSampler *>(QString(), Qt::FindDirectChildrenOnly);
}

void ResourceSampler::setOptions(const Options &options)
{
    m_options = options;
    m_memoryWatch.setRatios(options.warnRatio, options.clearRatio);
    m_taskWatch.setRatios(options.warnRatio, options.clearRatio);
    if (options.intervalMs > 0)
        m_timer.start(options.intervalMs, this);
    else
        m_timer.stop();
}

void ResourceSampler::timerEvent(QTimerEvent *event)
{
    if (event->timerId() != m_timer.timerId())
        return QObject::timerEvent(event);
    sampleNow();
}

QList<SystemProcess> ResourceSampler::measureProcesses()
{
    // Stat lines only (one small read per process): command lines are read for the few shown.
    QList<SystemProcess> processes = m_table->statLines();
    const double seconds = m_interval.isValid() ? double(m_interval.nsecsElapsed()) / 1e9 : 0;
    m_interval.start();
    const QHash<qint64, SystemProcess::Owner> roots
        = m_owners ? m_owners() : QHash<qint64, SystemProcess::Owner>();
    QHash<qint64, qint64> parents;
    for (const SystemProcess &process : processes)
        parents.insert(process.pid, process.ppid);
    QHash<qint64, Ticks> now;
    QHash<qint64, SystemProcess::Owner> owners; // pid → nearest known root's owner
    for (SystemProcess &process : processes) {
        process.isAgent = process.pid == m_table->agentPid();
        // Parents come first, so a process's parent has its owner by now.
        if (const auto root = roots.constFind(process.pid); root != roots.constEnd())
            process.owner = *root;
        else if (const auto parent = owners.constFind(process.ppid); parent != owners.constEnd())
            process.owner = *parent;
        if (process.owner.isKnown())
            owners.insert(process.pid, process.owner);
        const auto before = m_lastTicks.constFind(process.pid);
        if (seconds > 0 && before != m_lastTicks.constEnd() && before->startTicks == process.startTicks)
            process.cpuPercent = double(process.cpuTicks - qMin(process.cpuTicks, before->cpuTicks))
                / m_ticksPerSecond / seconds * 100.0;
        now.insert(process.pid, {process.startTicks, process.cpuTicks});
    }
    m_lastTicks = std::move(now);
    return processes;
}

QJsonObject ResourceSampler::sampleNow()
{
    const qint64 cpuBefore = threadCpuNanoseconds();
    QList<SystemProcess> processes = measureProcesses();
    double cpu = 0;
    qint64 rss = 0;
    qint64 tasks = 0;
    QHash<QString, Group> sessions;
    for (const SystemProcess &process : processes) {
        cpu += process.cpuPercent;
        rss += process.rssBytes;
        tasks += qMax(1, process.threads);
        if (process.owner.sessionId.isEmpty())
            continue;
        Group &group = sessions[process.owner.sessionId];
        group.cpu += process.cpuPercent;
        group.rss += process.rssBytes;
        ++group.processes;
    }
    const CgroupStats::Reading cgroup = m_cgroup.read();
    const qint64 memory = cgroup.memoryBytes >= 0 ? cgroup.memoryBytes : rss;
    const qint64 memoryLimit
        = cgroup.memoryLimitBytes > 0 ? cgroup.memoryLimitBytes : m_options.memoryLimitBytes;
    const qint64 taskCount = cgroup.tasks >= 0 ? cgroup.tasks : tasks;
    const qint64 taskLimit = cgroup.taskLimit > 0 ? cgroup.taskLimit : m_options.taskLimit;

    QJsonObject sandbox{{QStringLiteral("cpuPercent"), qRound(cpu * 10) / 10.0},
                        {QStringLiteral("memoryBytes"), memory},
                        {QStringLiteral("rssBytes"), rss},
                        {QStringLiteral("memoryLimitBytes"), memoryLimit},
                        {QStringLiteral("processes"), processes.size()},
                        {QStringLiteral("tasks"), taskCount},
                        {QStringLiteral("taskLimit"), taskLimit},
                        {QStringLiteral("source"), m_cgroup.description()}};
    if (m_diskBytes >= 0) {
        sandbox.insert(QStringLiteral("diskBytes"), m_diskBytes);
        sandbox.insert(QStringLiteral("diskComplete"), m_diskComplete);
    }
    const NetworkCounters network = NetworkCounters::read();
    if (network.rxBytes >= 0) {
        sandbox.insert(QStringLiteral("netRxBytes"), network.rxBytes);
        sandbox.insert(QStringLiteral("netTxBytes"), network.txBytes);
        // Outside a network namespace of its own the counters are the host's.
        sandbox.insert(QStringLiteral("netScope"),
                       m_options.ownNamespaces ? QStringLiteral("sandbox") : QStringLiteral("host"));
    }
    QJsonArray sessionRows;
    for (auto it = sessions.cbegin(); it != sessions.cend(); ++it)
        sessionRows.append(QJsonObject{{QStringLiteral("sessionId"), it.key()},
                                       {QStringLiteral("cpuPercent"), qRound(it->cpu * 10) / 10.0},
                                       {QStringLiteral("rssBytes"), it->rss},
                                       {QStringLiteral("processes"), it->processes}});
    QList<SystemProcess *> busiest;
    for (SystemProcess &process : processes)
        busiest.append(&process);
    const int top = qMin(int(busiest.size()), m_options.topProcesses);
    std::partial_sort(busiest.begin(), busiest.begin() + top, busiest.end(),
                      [](const SystemProcess *a, const SystemProcess *b) {
                          return std::tie(a->cpuPercent, a->rssBytes) > std::tie(b->cpuPercent, b->rssBytes);
                      });
    QJsonArray processRows;
    for (int i = 0; i < top; ++i) {
        SystemProcess *p = busiest[i];
        const double interval = p->cpuPercent;
        m_table->complete(p); // its command line (keeps the owner; CPU becomes lifetime's)
        p->cpuPercent = interval;
        processRows.append(QJsonObject{{QStringLiteral("pid"), p->pid},
                                       {QStringLiteral("name"), p->name},
                                       {QStringLiteral("command"), p->commandLine.left(200)},
                                       {QStringLiteral("sessionId"), p->owner.sessionId},
                                       {QStringLiteral("cpuPercent"), qRound(p->cpuPercent * 10) / 10.0},
                                       {QStringLiteral("rssBytes"), p->rssBytes}});
    }
    // Every process's figures, compact ([pid, cpuPercent, rssBytes]): a process list (the
    // window's All Processes) stays current from the feed instead of asking again and again.
    QJsonArray usage;
    for (const SystemProcess &process : std::as_const(processes))
        usage.append(QJsonArray{process.pid, qRound(process.cpuPercent * 10) / 10.0, process.rssBytes});
    m_latest = QJsonObject{{QStringLiteral("intervalMs"), m_options.intervalMs},
                           {QStringLiteral("sandbox"), sandbox},
                           {QStringLiteral("sessions"), sessionRows},
                           {QStringLiteral("processes"), processRows},
                           {QStringLiteral("usage"), usage}};
    ++m_samples;
    checkLimit(m_memoryWatch, QStringLiteral("memory"), memory, memoryLimit);
    checkLimit(m_taskWatch, QStringLiteral("tasks"), taskCount, taskLimit);
    checkPorts(processes);
    if (m_options.diskEveryTicks > 0 && m_ticks++ % m_options.diskEveryTicks == 0)
        measureDisk();
    m_feed->publishLive(QStringLiteral("resource_sample"), m_latest);
    m_busyNs += threadCpuNanoseconds() - cpuBefore;
    return m_latest;
}

void ResourceSampler::checkLimit(LimitWatch &watch, const QString &resource, qint64 use, qint64 limit)
{
    const LimitWatch::Change change = watch.update(use, limit);
    if (change == LimitWatch::Change::None)
        return;
    const int percent = limit > 0 ? int(qRound(100.0 * double(use) / double(limit))) : 0;
    QString message;
    if (resource == QLatin1String("memory"))
        message = change == LimitWatch::Change::Warned
            ? tr("The sandbox uses %1 MiB of its %2 MiB memory cap (%3%)")
                  .arg(mebibytes(use), mebibytes(limit))
                  .arg(percent)
            : tr("The sandbox's memory use is back to %1 MiB").arg(mebibytes(use));
    else
        message = change == LimitWatch::Change::Warned
            ? tr("The sandbox runs %1 of the %2 processes and threads it may (%3%)")
                  .arg(use)
                  .arg(limit)
                  .arg(percent)
            : tr("The sandbox's process count is back to %1").arg(use);
    m_feed->publish(change == LimitWatch::Change::Warned ? QStringLiteral("resource_warning")
                                                         : QStringLiteral("resource_warning_cleared"),
                    {{QStringLiteral("resource"), resource},
                     {QStringLiteral("use"), use},
                     {QStringLiteral("limit"), limit},
                     {QStringLiteral("percent"), percent},
                     {QStringLiteral("message"), message}},
                    EventOrigin{});
}

void ResourceSampler::checkPorts(const QList<SystemProcess> &processes)
{
    const QList<quint64> inodes = m_portScanner->listeningInodes();
    if (inodes == m_portInodes)
        return;
    m_portInodes = inodes;
    QList<ListeningPort> ports = m_portScanner->scan(processes, !m_options.ownNamespaces);
    for (ListeningPort &port : ports) {
        if (port.pid <= 0 || !port.command.isEmpty())
            continue;
        SystemProcess process;
        process.pid = port.pid;
        if (m_table->complete(&process))
            port.command = process.commandLine;
    }
    if (ports == m_ports)
        return;
    m_ports = ports;
    QJsonArray list;
    for (const ListeningPort &port : ports)
        list.append(port.toJson());
    m_feed->publish(QStringLiteral("ports_changed"), {{QStringLiteral("ports"), list}}, EventOrigin{});
}

void ResourceSampler::measureDisk()
{
    if (m_diskRunning || m_options.workspace.isEmpty())
        return;
    m_diskRunning = true;
    const QPointer<ResourceSampler> guard(this);
    const QString dir = m_options.workspace;
    QThreadPool::globalInstance()->start([guard, dir] {
        const DiskUsage usage = DiskUsage::measure(dir);
        if (guard)
            QMetaObject::invokeMethod(guard.data(), [guard, usage] {
                if (!guard)
                    return;
                guard->m_diskBytes = usage.bytes;
                guard->m_diskComplete = usage.complete;
                guard->m_diskRunning = false;
            });
    });
}

} // namespace sandman
