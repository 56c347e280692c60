// SPDX-License-Identifier: Apache-2.0
#include "ProcessTree.h"

#include <QHash>
#include <QMutex>
#include <QSet>
#include <QTimer>

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>

namespace sandman {

namespace {
struct ProcStat {
    qint64 pid = 0;
    qint64 ppid = 0;
    quint64 startTime = 0;
    char state = '?';
};

bool readStat(qint64 pid, ProcStat *out)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%lld/stat", static_cast<long long>(pid));
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    char buf[1024];
    const ssize_t n = ::read(fd, buf, sizeof buf - 1);
    ::close(fd);
    if (n <= 0)
        return false;
    buf[n] = '\0';
    // The command name may hold spaces and parentheses: fields start after the last ')'.
    char *p = strrchr(buf, ')');
    if (!p || p[1] == '\0')
        return false;
    p += 2;
    out->pid = pid;
    out->state = *p;
    int field = 3; // state is field 3
    char *save = nullptr;
    for (char *tok = strtok_r(p, " ", &save); tok; tok = strtok_r(nullptr, " ", &save), ++field) {
        if (field == 4)
            out->ppid = strtoll(tok, nullptr, 10);
        else if (field == 22) {
            out->startTime = strtoull(tok, nullptr, 10);
            break;
        }
    }
    return true;
}

QList<ProcStat> allProcesses()
{
    QList<ProcStat> list;
    DIR *dir = opendir("/proc");
    if (!dir)
        return list;
    while (dirent *entry = readdir(dir)) {
        char *end = nullptr;
        const long long pid = strtoll(entry->d_name, &end, 10);
        if (pid <= 0 || *end != '\0')
            continue;
        ProcStat stat;
        if (readStat(pid, &stat))
            list.append(stat);
    }
    closedir(dir);
    return list;
}

// Descendants of every root, as (pid, start time).
QHash<qint64, quint64> collectDescendants(const QList<qint64> &roots)
{
    const QList<ProcStat> procs = allProcesses();
    QHash<qint64, QList<const ProcStat *>> children;
    for (const ProcStat &p : procs)
        children[p.ppid].append(&p);
    QHash<qint64, quint64> found;
    QList<qint64> todo = roots;
    while (!todo.isEmpty()) {
        const qint64 pid = todo.takeLast();
        for (const ProcStat *child : children.value(pid)) {
            if (child->state == 'Z' || found.contains(child->pid))
                continue;
            found.insert(child->pid, child->startTime);
            todo.append(child->pid);
        }
    }
    return found;
}

QMutex g_childrenMutex;
QSet<qint64> g_ownChildren;

bool sameProcess(qint64 pid, quint64 startTime)
{
    ProcStat stat;
    return readStat(pid, &stat) && stat.startTime == startTime && stat.state != 'Z';
}

// Signals every live process of the set, then what those have forked meanwhile, until nothing
// new appears or the rounds run out.
void signalGrowingSet(QHash<qint64, quint64> *set, int sig, int rounds)
{
    for (int round = 0; round < rounds; ++round) {
        for (auto it = set->cbegin(); it != set->cend(); ++it) {
            if (sameProcess(it.key(), it.value()))
                ::kill(pid_t(it.key()), sig);
        }
        const QHash<qint64, quint64> more = collectDescendants(set->keys());
        bool grew = false;
        for (auto it = more.cbegin(); it != more.cend(); ++it) {
            if (!set->contains(it.key())) {
                set->insert(it.key(), it.value());
                grew = true;
            }
        }
        if (!grew)
            break;
    }
}

// Signals a remembered set, then what those have forked since (twice, to catch a fork race).
void signalSet(QHash<qint64, quint64> *set, int sig)
{
    signalGrowingSet(set, sig, 3);
}

// Stops every process of the set and what it forks meanwhile: a frozen tree cannot fork away
// (or, for a shell, start the next command of a list after a child died) while it is being
// signalled.
void freezeSet(QHash<qint64, quint64> *set)
{
    signalGrowingSet(set, SIGSTOP, 5);
}

// Owns the SIGKILL phase of one terminate(); runs it at the latest when destroyed.
class TreeKiller : public QObject
{
public:
    TreeKiller(QHash<qint64, quint64> set, std::function<void()> done, QObject *parent)
        : QObject(parent)
        , m_set(std::move(set))
        , m_done(std::move(done))
    { }
    ~TreeKiller() override { finish(false); }

    void finish(bool notify)
    {
        if (m_finished)
            return;
        m_finished = true;
        // Frozen again first: the processes ran on after the grace signal, and a shell whose
        // child is killed first must not get to run its next command (and exit 0) before its
        // own SIGKILL arrives.
        freezeSet(&m_set);
        signalSet(&m_set, SIGKILL);
        if (notify && m_done)
            m_done();
    }

private:
    QHash<qint64, quint64> m_set;
    std::function<void()> m_done;
    bool m_finished = false;
};
} // namespace

QList<qint64> ProcessTree::descendants(qint64 root)
{
    return collectDescendants({root}).keys();
}

bool ProcessTree::isAlive(qint64 pid)
{
    ProcStat stat;
    return readStat(pid, &stat) && stat.state != 'Z';
}

void ProcessTree::terminate(qint64 root, bool includeRoot, int signal, int graceMs, QObject *context,
                            std::function<void()> done)
{
    QHash<qint64, quint64> set = collectDescendants({root});
    ProcStat rootStat;
    if (includeRoot && readStat(root, &rootStat))
        set.insert(root, rootStat.startTime);
    // Frozen first, so that no process of the tree acts on a sibling's death (a subshell
    // running the next command of its list) before its own signal arrives; the pending signal
    // is delivered on SIGCONT.
    freezeSet(&set);
    if (signal == SIGKILL || graceMs <= 0) {
        signalSet(&set, signal);
        if (signal != SIGKILL)
            signalSet(&set, SIGKILL);
        if (done)
            done();
        return;
    }
    signalSet(&set, signal);
    // Stopped processes only see the signal once continued.
    for (auto it = set.cbegin(); it != set.cend(); ++it)
        ::kill(pid_t(it.key()), SIGCONT);
    if (!context) {
        signalSet(&set, SIGKILL);
        return;
    }
    auto *killer = new TreeKiller(std::move(set), std::move(done), context);
    QTimer::singleShot(graceMs, killer, [killer] {
        killer->finish(true);
        killer->deleteLater();
    });
}

void ProcessTree::killNow(qint64 root, bool includeRoot)
{
    if (root <= 0)
        return;
    // Freeze first so nothing forks away while the tree is walked, then kill it all.
    QHash<qint64, quint64> set;
    ProcStat rootStat;
    if (includeRoot && readStat(root, &rootStat)) {
        set.insert(root, rootStat.startTime);
        ::kill(pid_t(root), SIGSTOP);
    }
    for (int round = 0; round < 5; ++round) {
        QList<qint64> roots = set.keys();
        roots.append(root);
        const QHash<qint64, quint64> more = collectDescendants(roots);
        bool grew = false;
        for (auto it = more.cbegin(); it != more.cend(); ++it) {
            if (!set.contains(it.key())) {
                set.insert(it.key(), it.value());
                ::kill(pid_t(it.key()), SIGSTOP);
                grew = true;
            }
        }
        if (!grew)
            break;
    }
    for (auto it = set.cbegin(); it != set.cend(); ++it) {
        if (sameProcess(it.key(), it.value()))
            ::kill(pid_t(it.key()), SIGKILL);
    }
}

bool ProcessTree::becomeSubreaper()
{
    return ::prctl(PR_SET_CHILD_SUBREAPER, 1) == 0;
}

bool ProcessTree::isSubreaper()
{
    int value = 0;
    return ::prctl(PR_GET_CHILD_SUBREAPER, &value) == 0 && value != 0;
}

void ProcessTree::registerChild(qint64 pid)
{
    if (pid <= 0)
        return;
    QMutexLocker lock(&g_childrenMutex);
    g_ownChildren.insert(pid);
}

int ProcessTree::reapAdoptedOrphans()
{
    if (!isSubreaper())
        return 0;
    const qint64 self = ::getpid();
    QSet<qint64> children;
    QList<qint64> zombies;
    for (const ProcStat &p : allProcesses()) {
        if (p.ppid != self)
            continue;
        children.insert(p.pid);
        if (p.state == 'Z')
            zombies.append(p.pid);
    }
    QMutexLocker lock(&g_childrenMutex);
    // Owners reap their own children; what is gone is forgotten.
    for (auto it = g_ownChildren.begin(); it != g_ownChildren.end();)
        it = children.contains(*it) ? std::next(it) : g_ownChildren.erase(it);
    int reaped = 0;
    for (qint64 pid : zombies) {
        int status = 0;
        if (!g_ownChildren.contains(pid) && ::waitpid(pid_t(pid), &status, WNOHANG) == pid)
            ++reaped;
    }
    return reaped;
}

void ProcessTree::killAllDescendants()
{
    killNow(::getpid(), false);
}

} // namespace sandman
