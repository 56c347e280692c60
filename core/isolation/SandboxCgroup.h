// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <vector>

namespace sandman {

// A cgroup that caps a whole sandbox: its processes together may not use more memory, nor run
// more processes and threads, than given. Made as "sandman-<agent pid>" under the agent's own
// cgroup, where the machine lets the agent do that:
//  - cgroup v2, a delegated subtree (the agent's cgroup is writable and offers memory and pids,
//    e.g. a systemd user unit with Delegate=yes, or root on a v2 host): memory.max,
//    memory.swap.max 0, pids.max. v2 allows no processes in a cgroup with controllers for its
//    children, so the agent moves itself into a leaf "sandman-agent-<pid>" first if it must.
//  - cgroup v1 with writable memory and pids hierarchies (root on a v1 or hybrid host):
//    memory.limit_in_bytes (and memory.memsw.limit_in_bytes), pids.max in each.
// The forked bwrap child enters it before execve (enterInChild()), so all of the sandbox is in.
class SandboxCgroup
{
public:
    enum class Version { None, V1, V2 };

    SandboxCgroup() = default;
    SandboxCgroup(const SandboxCgroup &) = delete;
    SandboxCgroup &operator=(const SandboxCgroup &) = delete;
    ~SandboxCgroup(); // remove()

    // Removes the cgroups of agents that are gone, then makes this agent's with these caps
    // (0: none). False with *why (and nothing left behind) where no cgroup is usable.
    bool create(qint64 maxProcesses, qint64 maxMemoryBytes, QString *why);

    Version version() const { return m_version; }
    // The cgroup folders (one on v2; memory's and pids' on v1).
    QStringList directories() const { return m_directories; }
    // "cgroup v1 /sys/fs/cgroup/memory/…/sandman-12, /sys/fs/cgroup/pids/…/sandman-12".
    QString description() const;

    // In the forked child, before execve: moves it into the cgroup (async-signal-safe: writes to
    // descriptors opened by create()). Returns 0, or the errno of the failed write.
    int enterInChild() const;

    // Ends every process still in the cgroup and removes it. Idempotent.
    void remove();

private:
    bool createV2(const QString &own, qint64 maxProcesses, qint64 maxMemoryBytes, QString *why);
    bool createV1(const QString &memory, const QString &pids, qint64 maxProcesses, qint64 maxMemoryBytes,
                  QString *why);
    bool makeChild(const QString &parent, QString *why);
    bool openProcs(QString *why);
    bool tryEntering(QString *why) const;

    Version m_version = Version::None;
    QStringList m_directories;
    std::vector<int> m_procsFds;
};

} // namespace sandman
