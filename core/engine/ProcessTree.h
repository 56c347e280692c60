// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QObject>

#include <functional>

namespace sandman {

// Kills whole process trees, found by walking /proc ppid links. Processes are remembered with
// their start time, so a recycled pid is never signalled, and an orphan reparented to init
// after its parent died is still killed in the SIGKILL phase.
class ProcessTree
{
public:
    // Every living descendant of root (not root itself).
    static QList<qint64> descendants(qint64 root);
    // True while pid exists and is not a zombie.
    static bool isAlive(qint64 pid);

    // Sends `signal` to root (when includeRoot) and all its descendants at once (the tree is
    // frozen with SIGSTOP while collected so nothing forks away), then after graceMs sends
    // SIGKILL to whatever of it still lives. `done` runs on context's thread afterwards
    // (not at all if context is destroyed first; the SIGKILL phase then happens at once).
    // graceMs <= 0 or signal == SIGKILL skips the grace.
    static void terminate(qint64 root, bool includeRoot, int signal, int graceMs, QObject *context,
                          std::function<void()> done = {});

    // Synchronous SIGKILL of root (when includeRoot) and every descendant; for destructors.
    static void killNow(qint64 root, bool includeRoot = true);

    // Orphans anywhere below this process are reparented to it rather than to init, so they
    // stay findable (and are killed by killAllDescendants). For the agent; false on failure.
    static bool becomeSubreaper();
    static bool isSubreaper();
    // The engine's own children (shells, processes, kernels, ptys), which their owners reap;
    // registered right after they are started. Anything else that ends as a zombie child of
    // a subreaper is an adopted orphan and reaped by reapAdoptedOrphans().
    static void registerChild(qint64 pid);
    // Reaps adopted orphans that have exited; returns how many. Only while a subreaper.
    static int reapAdoptedOrphans();
    // SIGKILL to every descendant of this process (the agent's last act).
    static void killAllDescendants();
};

} // namespace sandman
