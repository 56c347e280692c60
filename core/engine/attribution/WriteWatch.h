// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "WriteFilter.h"
#include "WriteRecord.h"
#include "WriteTree.h"

#include <QHash>
#include <QList>
#include <QString>

#include <atomic>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>

namespace sandman {

// Who changed which file: every process tree the engine starts (session shells, terminals,
// background processes) can run under a seccomp filter (WriteFilter) whose file-changing calls
// stop in the kernel until this watch's thread has read what they name and who makes them
// (WriteCall, the tree's owner, for a session the command it belongs to), then continue
// unchanged. Unlike inotify this names the writer; unlike fanotify it needs no CAP_SYS_ADMIN
// in the initial user namespace, so it works inside the confined sandbox. The kernel wakes
// the watch synchronously (SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP): a trapped call costs a few µs.
//
// The cost of a stopped call is why the watch's thread does nothing else, and why a watch
// that is gone matters: the kernel then fails the trapped calls (ENOSYS) of any process of a
// tree still alive. So it is on only where the trees cannot outlive the agent (the confined
// sandbox, whose processes all die with it) or where asked for (--attribute-writes).
// One per process, shared by its sandboxes; records are kept per sandbox until taken.
class WriteWatch
{
public:
    static constexpr int kMaxQueued = 200000; // per sandbox, then records are dropped (counted)

    static WriteWatch &instance();
    ~WriteWatch();

    // Trees started from now on are watched. False with why not: no seccomp listener, an
    // unknown architecture, or no_new_privs needed but not allowed (allowNoNewPrivs: sessions
    // may then run with no_new_privs, which stops setuid programs such as sudo).
    bool enable(bool allowNoNewPrivs, QString *whyNot);
    bool isEnabled() const { return m_enabled.load(); }
    QString disabledReason() const;

    // Around a fork: prepare() before (an inactive Spawn when the watch is off), armInChild()
    // in the child, adopt() after in the parent (the tree, or null when the child could not
    // arm); cancel() when the fork failed.
    struct Spawn {
        int parentEnd = -1;
        int childEnd = -1;
        const sock_fprog *program = nullptr;
        bool noNewPrivs = false;
        bool active() const { return childEnd >= 0; }
    };
    Spawn prepare();
    static void armInChild(const Spawn &spawn)
    {
        WriteFilter::armInChild(spawn.program, spawn.childEnd, spawn.noNewPrivs);
    }
    std::shared_ptr<WriteTree> adopt(Spawn &spawn, pid_t root, const WriteOwner &owner);
    static void cancel(Spawn &spawn);

    // The records of one sandbox's trees so far; *dropped: how many did not fit since the last take.
    QList<WriteRecord> take(const void *sandbox, qint64 *dropped = nullptr);
    // Trees alive now (tests).
    int treeCount() const;
    // Calls handled so far (tests, the bench).
    quint64 callCount() const { return m_calls.load(); }

private:
    WriteWatch();
    struct Watched {
        int listener = -1;
        std::shared_ptr<WriteTree> tree;
    };
    struct Queue {
        QList<WriteRecord> records;
        qint64 dropped = 0;
    };
    Spawn makeSpawn();
    void run();
    void wake();
    void addPending();
    void handle(Watched *watched);
    void classify(const WriteTree &tree, pid_t pid, WriteRecord *record);
    void push(WriteRecord record);

    WriteFilter m_filter;
    std::atomic<bool> m_enabled{false};
    bool m_noNewPrivs = false;
    QString m_disabledReason;
    int m_epoll = -1;
    int m_wakeFd = -1;
    std::thread m_thread;
    std::atomic<bool> m_stopping{false};
    std::atomic<quint64> m_calls{0};
    mutable std::mutex m_lock; // m_pending, m_queues, m_count
    std::deque<Watched> m_pending;
    QHash<const void *, Queue> m_queues;
    int m_count = 0;
    // The watch thread's own: trees by listener, and which job each recent writer belongs to.
    std::unordered_map<int, std::unique_ptr<Watched>> m_watched;
    struct Lineage {
        quint64 startTicks = 0;
        quint64 leaderStartTicks = 0;
        pid_t leader = 0;
        pid_t root = 0;
    };
    std::unordered_map<pid_t, Lineage> m_lineage;
};

} // namespace sandman
