// SPDX-License-Identifier: Apache-2.0
#include "SystemProcessTable.h"

#include "ProcParser.h"

#include <QSet>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace sandman {

namespace {
// CPU use is measured over at least this long, however often snapshots are taken.
constexpr qint64 kMinSampleIntervalMs = 500;
constexpr qsizetype kMaxStatBytes = 4096;
// Enough bytes for ProcParser::commandLine's 4096 characters, whatever their UTF-8 length.
constexpr qsizetype kMaxCmdlineBytes = 4 * 4096 + 4;

const QList<QPair<QString, int>> &allowedSignals()
{
    static const QList<QPair<QString, int>> list{
        {QStringLiteral("TERM"), SIGTERM}, {QStringLiteral("KILL"), SIGKILL},
        {QStringLiteral("INT"), SIGINT},   {QStringLiteral("HUP"), SIGHUP},
        {QStringLiteral("STOP"), SIGSTOP}, {QStringLiteral("CONT"), SIGCONT},
        {QStringLiteral("QUIT"), SIGQUIT}, {QStringLiteral("USR1"), SIGUSR1},
        {QStringLiteral("USR2"), SIGUSR2}};
    return list;
}

// Up to max bytes of a file below dirFd; empty (and false) when it cannot be read, e.g. because
// the process has just exited.
bool readAt(int dirFd, const char *name, qsizetype max, QByteArray *out)
{
    const int fd = ::openat(dirFd, name, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    out->resize(max);
    qsizetype total = 0;
    while (total < max) {
        const ssize_t n = ::read(fd, out->data() + total, size_t(max - total));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n < 0)
                total = -1;
            break;
        }
        total += n;
    }
    ::close(fd);
    if (total < 0) {
        out->clear();
        return false;
    }
    out->resize(total);
    return true;
}

qint64 bootClockMs()
{
    timespec now{};
    ::clock_gettime(CLOCK_BOOTTIME, &now);
    return qint64(now.tv_sec) * 1000 + now.tv_nsec / 1000000;
}
} // namespace

SystemProcessTable::SystemProcessTable(Scope scope, QObject *parent, const QString &procRoot, qint64 agentPid)
    : QObject(parent)
    , m_scope(scope)
    , m_procRoot(procRoot)
    , m_agentPid(agentPid > 0 ? agentPid : qint64(::getpid()))
    , m_pageSize(qMax(1L, ::sysconf(_SC_PAGESIZE)))
    , m_ticksPerSecond(qMax(1L, ::sysconf(_SC_CLK_TCK)))
{ }

bool SystemProcessTable::readProcess(qint64 pid, SystemProcess *out, bool details) const
{
    // Everything is read through one directory handle: if the pid is reused meanwhile, reads
    // fail instead of mixing two processes.
    const QByteArray dir = (m_procRoot + QLatin1Char('/') + QString::number(pid)).toLocal8Bit();
    const int dirFd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd < 0)
        return false;
    struct stat info {
    };
    QByteArray stat;
    QByteArray cmdline;
    const quint64 expectedStart = out->startTicks;
    bool ok = readAt(dirFd, "stat", kMaxStatBytes, &stat) && ProcParser::parseStat(stat, m_pageSize, out)
        && out->pid == pid;
    if (ok && details) {
        // Still the process the tree was built from, not one that took over its pid.
        ok = (expectedStart == 0 || out->startTicks == expectedStart) && ::fstat(dirFd, &info) == 0;
        if (ok)
            readAt(dirFd, "cmdline", kMaxCmdlineBytes, &cmdline);
    }
    ::close(dirFd);
    if (!ok)
        return false;
    if (details) {
        out->uid = info.st_uid;
        out->commandLine = ProcParser::commandLine(cmdline, out->name);
    }
    return true;
}

QList<SystemProcess> SystemProcessTable::readInScope() const
{
    // The tree needs every stat line; only the sandbox's processes are read further (with
    // Scope::Descendants most of /proc is the host's, whose command lines are none of ours).
    QList<SystemProcess> list = inScope(readAll());
    QList<SystemProcess> result;
    result.reserve(list.size());
    for (SystemProcess &p : list) {
        if (readProcess(p.pid, &p, true))
            result.append(p);
    }
    return result;
}

QList<SystemProcess> SystemProcessTable::statLines() const
{
    if (m_scope == Scope::Descendants) {
        // The agent's tree only, not the host's hundreds of processes.
        QList<SystemProcess> tree = descendantStatLines();
        if (!tree.isEmpty())
            return tree;
    }
    return inScope(readAll());
}

QList<SystemProcess> SystemProcessTable::descendantStatLines() const
{
    // /proc/PID/task/TID/children (CONFIG_PROC_CHILDREN) lists the children each thread forked;
    // empty when the kernel has no such files (the caller then reads all of /proc).
    QList<SystemProcess> list;
    QList<qint64> queue{m_agentPid};
    QSet<qint64> seen{m_agentPid};
    bool childrenFiles = false;
    for (qsizetype next = 0; next < queue.size(); ++next) {
        const qint64 pid = queue.at(next);
        SystemProcess process;
        if (!readProcess(pid, &process, false))
            continue; // gone meanwhile
        list.append(process);
        const QByteArray taskDir = (m_procRoot + QStringLiteral("/%1/task").arg(pid)).toLocal8Bit();
        DIR *tasks = ::opendir(taskDir.constData());
        if (!tasks)
            continue;
        const int tasksFd = ::dirfd(tasks);
        while (const dirent *task = ::readdir(tasks)) {
            if (task->d_name[0] == '.')
                continue;
            QByteArray children;
            if (!readAt(tasksFd, (QByteArray(task->d_name) + "/children").constData(), 65536, &children))
                continue;
            childrenFiles = true;
            for (const QByteArray &word : children.split(' ')) {
                const qint64 child = word.trimmed().toLongLong();
                if (child > 0 && !seen.contains(child)) {
                    seen.insert(child);
                    queue.append(child);
                }
            }
        }
        ::closedir(tasks);
    }
    return childrenFiles ? list : QList<SystemProcess>();
}

bool SystemProcessTable::complete(SystemProcess *p)
{
    const SystemProcess::Owner owner = p->owner; // reading the stat line again starts afresh
    if (!readProcess(p->pid, p, true))
        return false;
    p->owner = owner;
    const qint64 nowBootMs = bootClockMs();
    p->user = userName(p->uid);
    p->elapsedMs = qMax<qint64>(0, nowBootMs - qint64(p->startTicks * 1000 / quint64(m_ticksPerSecond)));
    p->startTime = QDateTime::currentDateTimeUtc().addMSecs(-p->elapsedMs);
    if (p->elapsedMs > 0)
        p->cpuPercent
            = double(p->cpuTicks) * 1000.0 * 100.0 / double(m_ticksPerSecond) / double(p->elapsedMs);
    p->isAgent = p->pid == m_agentPid;
    // A process that starts now is never the agent's ancestor (the only protected ones).
    p->signallable = p->state != 'Z' && p->state != 'X' && p->pid != m_agentPid && p->pid != 1;
    return true;
}

QList<SystemProcess> SystemProcessTable::readAll() const
{
    QList<SystemProcess> list;
    DIR *dir = ::opendir(m_procRoot.toLocal8Bit().constData());
    if (!dir)
        return list;
    while (const dirent *entry = ::readdir(dir)) {
        char *end = nullptr;
        const long long pid = std::strtoll(entry->d_name, &end, 10);
        if (pid <= 0 || *end != '\0')
            continue;
        SystemProcess process;
        if (readProcess(pid, &process, false)) // gone already: simply not listed
            list.append(process);
    }
    ::closedir(dir);
    return list;
}

QList<SystemProcess> SystemProcessTable::inScope(const QList<SystemProcess> &all) const
{
    QHash<qint64, QList<int>> children;
    QSet<qint64> pids;
    for (int i = 0; i < all.size(); ++i) {
        children[all.at(i).ppid].append(i);
        pids.insert(all.at(i).pid);
    }
    QList<int> order;
    if (m_scope == Scope::Descendants) {
        for (int i = 0; i < all.size(); ++i) {
            if (all.at(i).pid == m_agentPid)
                order.append(i);
        }
    } else {
        for (int i = 0; i < all.size(); ++i) {
            if (!pids.contains(all.at(i).ppid) || all.at(i).ppid == all.at(i).pid)
                order.append(i);
        }
    }
    QSet<qint64> seen;
    for (qsizetype next = 0; next < order.size(); ++next) {
        const SystemProcess &p = all.at(order.at(next));
        seen.insert(p.pid);
        for (int child : children.value(p.pid)) {
            if (!seen.contains(all.at(child).pid) && all.at(child).pid != p.pid)
                order.append(child);
        }
    }
    QList<SystemProcess> result;
    result.reserve(order.size());
    for (int i : order)
        result.append(all.at(i));
    return result;
}

QSet<qint64> SystemProcessTable::protectedPids(const QList<SystemProcess> &list) const
{
    // The agent, pid 1 and the agent's ancestors (in the sandbox: its init) run the sandbox.
    QSet<qint64> pids{m_agentPid, 1};
    QHash<qint64, qint64> parentOf;
    for (const SystemProcess &p : list)
        parentOf.insert(p.pid, p.ppid);
    for (qint64 pid = parentOf.value(m_agentPid); pid > 0 && !pids.contains(pid); pid = parentOf.value(pid))
        pids.insert(pid);
    return pids;
}

QString SystemProcessTable::userName(uint uid)
{
    const auto cached = m_users.constFind(uid);
    if (cached != m_users.constEnd())
        return *cached;
    QString name = QString::number(uid);
    passwd entry{};
    passwd *found = nullptr;
    QByteArray buffer(16384, Qt::Uninitialized);
    if (::getpwuid_r(uid_t(uid), &entry, buffer.data(), size_t(buffer.size()), &found) == 0 && found
        && found->pw_name)
        name = ProcParser::displayText(QByteArray(found->pw_name));
    m_users.insert(uid, name);
    return name;
}

QList<SystemProcess> SystemProcessTable::snapshot(const QHash<qint64, SystemProcess::Owner> &owners)
{
    QList<SystemProcess> list = readInScope();
    const qint64 nowBootMs = bootClockMs();
    const QDateTime now = QDateTime::currentDateTimeUtc();

    const bool rotate = !m_latestClock.isValid() || m_latestClock.elapsed() >= kMinSampleIntervalMs;
    if (rotate && m_latestClock.isValid()) {
        m_baseline = m_latest;
        m_baselineClock = m_latestClock;
    }
    const qint64 intervalMs = m_baselineClock.isValid() ? m_baselineClock.elapsed() : 0;

    const QSet<qint64> untouchable = protectedPids(list);

    Samples samples;
    QHash<qint64, SystemProcess::Owner> ownerOf;
    QHash<qint64, QPair<quint64, SystemProcess::Owner>> knownOwners;
    for (SystemProcess &p : list) {
        p.user = userName(p.uid);
        p.elapsedMs = qMax<qint64>(0, nowBootMs - qint64(p.startTicks * 1000 / quint64(m_ticksPerSecond)));
        p.startTime = now.addMSecs(-p.elapsedMs);
        const auto base = m_baseline.constFind(p.pid);
        if (base != m_baseline.constEnd() && base->startTicks == p.startTicks && intervalMs > 0) {
            const quint64 delta = p.cpuTicks >= base->cpuTicks ? p.cpuTicks - base->cpuTicks : 0;
            p.cpuPercent = double(delta) * 1000.0 * 100.0 / double(m_ticksPerSecond) / double(intervalMs);
        } else if (p.elapsedMs > 0) {
            // First seen: its average over its life so far, as ps(1) shows.
            p.cpuPercent
                = double(p.cpuTicks) * 1000.0 * 100.0 / double(m_ticksPerSecond) / double(p.elapsedMs);
        }
        samples.insert(p.pid, {p.startTicks, p.cpuTicks});

        p.isAgent = p.pid == m_agentPid;
        p.signallable = p.state != 'Z' && p.state != 'X' && !untouchable.contains(p.pid);
        if (owners.contains(p.pid)) {
            p.owner = owners.value(p.pid);
        } else if (p.ppid != m_agentPid && ownerOf.contains(p.ppid)) {
            p.owner = ownerOf.value(p.ppid);
        } else {
            const auto known = m_knownOwners.constFind(p.pid);
            if (known != m_knownOwners.constEnd() && known->first == p.startTicks)
                p.owner = known->second; // an orphan the agent adopted: it was the session's
        }
        if (p.owner.isKnown()) {
            ownerOf.insert(p.pid, p.owner);
            knownOwners.insert(p.pid, {p.startTicks, p.owner});
        }
    }
    m_knownOwners = knownOwners;
    if (rotate) {
        m_latest = samples;
        m_latestClock.start();
    }
    return list;
}

SystemProcessTable::SignalResult SystemProcessTable::sendSignal(qint64 pid, int signal, quint64 startTicks)
{
    if (signalName(signal).isEmpty())
        return {SignalResult::Refused, tr("signal %1 is not one that may be sent").arg(signal)};
    if (pid == m_agentPid)
        return {SignalResult::Refused, tr("process %1 is the sandbox's agent").arg(pid)};
    if (pid == 1)
        return {SignalResult::Refused,
                m_scope == Scope::PidNamespace ? tr("process 1 is the sandbox's init")
                                               : tr("process 1 is not a process of this sandbox")};
    if (pid <= 0)
        return {SignalResult::NotFound, tr("there is no process %1").arg(pid)};
    // The pidfd pins the process: whatever is checked below is what gets the signal.
    const int pidFd = int(::syscall(SYS_pidfd_open, pid_t(pid), 0));
    if (pidFd < 0 && errno == ESRCH)
        return {SignalResult::NotFound, tr("there is no process %1").arg(pid)};
    const auto result = [&]() -> SignalResult {
        // Read afresh, not through snapshot(): a signal must not disturb the CPU samples.
        const QList<SystemProcess> list = readInScope();
        SystemProcess target;
        bool listed = false;
        for (const SystemProcess &p : list) {
            if (p.pid == pid) {
                target = p;
                listed = true;
                break;
            }
        }
        if (!listed) {
            SystemProcess outside;
            if (readProcess(pid, &outside, false))
                return {SignalResult::Refused, tr("process %1 is not a process of this sandbox").arg(pid)};
            return {SignalResult::NotFound, tr("there is no process %1").arg(pid)};
        }
        if (target.state == 'Z' || target.state == 'X' || (startTicks > 0 && target.startTicks != startTicks))
            return {SignalResult::NotFound, tr("process %1 has already exited").arg(pid)};
        if (protectedPids(list).contains(pid))
            return {SignalResult::Refused,
                    tr("process %1 runs the sandbox itself and cannot be signalled").arg(pid)};
        const long sent = pidFd >= 0 ? ::syscall(SYS_pidfd_send_signal, pidFd, signal, nullptr, 0)
                                     : ::kill(pid_t(pid), signal);
        if (sent == 0) {
            // Whose it is, as the last listing knew it.
            const auto known = m_knownOwners.constFind(pid);
            if (known != m_knownOwners.constEnd() && known->first == target.startTicks)
                target.owner = known->second;
            return {SignalResult::Sent, {}, target};
        }
        if (errno == ESRCH)
            return {SignalResult::NotFound, tr("process %1 has already exited").arg(pid)};
        return {
            SignalResult::Failed,
            tr("could not signal process %1: %2").arg(pid).arg(QString::fromLocal8Bit(std::strerror(errno)))};
    }();
    if (pidFd >= 0)
        ::close(pidFd);
    return result;
}

QStringList SystemProcessTable::signalNames()
{
    QStringList names;
    for (const auto &entry : allowedSignals())
        names << entry.first;
    return names;
}

int SystemProcessTable::signalNumber(const QString &name)
{
    QString key = name.trimmed().toUpper();
    bool isNumber = false;
    const int number = key.toInt(&isNumber);
    if (isNumber)
        return signalName(number).isEmpty() ? 0 : number;
    if (key.startsWith(QLatin1String("SIG")))
        key = key.mid(3);
    for (const auto &[signalName, signal] : allowedSignals()) {
        if (key == signalName)
            return signal;
    }
    return 0;
}

QString SystemProcessTable::signalName(int signal)
{
    for (const auto &[name, number] : allowedSignals()) {
        if (number == signal)
            return name;
    }
    return {};
}

} // namespace sandman
