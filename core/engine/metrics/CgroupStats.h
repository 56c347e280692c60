// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QtGlobal>

namespace sandman {

// The sandbox's own cgroup as the agent inside it sees it (isolation/SandboxCgroup puts the
// whole sandbox, the agent included, in "sandman-<pid>"): its memory use and cap, its task
// count and pids.max. Only a cgroup of that name counts: any other one the agent is in holds
// more than the sandbox (a desktop session, a container), so its figures would mislead.
class CgroupStats
{
public:
    struct Reading {
        qint64 memoryBytes = -1; // -1: not known
        qint64 memoryLimitBytes = 0; // 0: none
        qint64 tasks = -1;
        qint64 taskLimit = 0;
    };

    // From /proc/self/cgroup (procCgroup) under the cgroup mount (root); tests pass a tree.
    static CgroupStats find(const QString &procCgroup = QStringLiteral("/proc/self/cgroup"),
                            const QString &root = QStringLiteral("/sys/fs/cgroup"));

    bool isValid() const { return !m_memoryDir.isEmpty() || !m_pidsDir.isEmpty(); }
    QString description() const;
    Reading read() const;

private:
    bool m_v2 = false;
    QString m_memoryDir;
    QString m_pidsDir;
};

} // namespace sandman
