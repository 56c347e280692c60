// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMap>
#include <QString>
#include <QtGlobal>

#include <optional>

namespace sandman {

// What one isolated sandbox may take from the machine: the size of each of its tmpfs mounts,
// how many processes (threads included) it may run, how much memory all of it and how much one
// process may take.
//
// The whole sandbox's caps are a cgroup where one is usable (SandboxCgroup); otherwise nothing
// caps its total memory. Either way the confined agent sets rlimits on itself before it starts
// anything, so that everything in the sandbox inherits them: RLIMIT_NPROC counts the processes of
// the sandbox's own user in its own user namespace (Linux ≥ 5.14 counts per user namespace; with a
// cgroup, a backstop should a process escape it), RLIMIT_DATA caps each process's private memory.
class SandboxLimits
{
public:
    qint64 maxProcesses = 1024; // 0: none
    qint64 maxMemoryBytes = 0; // per process; 0: none (see withDefaults())
    qint64 maxSandboxMemoryBytes = 0; // all of the sandbox (cgroup only); 0: none
    // tmpfs mount point inside → its size in bytes. Mounts not listed get otherTmpfsBytes.
    QMap<QString, qint64> tmpfsBytes;
    qint64 otherTmpfsBytes = 64LL << 20;

    // The defaults: /tmp 1 GiB, every other tmpfs 64 MiB, 1024 processes, half the machine's
    // memory per process, three quarters of it for the whole sandbox.
    static SandboxLimits withDefaults();
    qint64 tmpfsSize(const QString &mountPoint) const;

    // "512", "64k", "64K", "100M", "1G", "2GiB", "1.5G" → bytes; nullopt for anything else.
    static std::optional<qint64> parseSize(const QString &text);
    // "1 GiB", "64 MiB", "1536 KiB", "100 B": the exact value in the largest fitting unit.
    static QString formatSize(qint64 bytes);
    // A --tmpfs-size argument: "SIZE" (for /tmp) or "/path=SIZE". False with *error on bad input.
    bool setTmpfsSize(const QString &argument, QString *error);

    // Sets the rlimits on the calling process (inherited by everything it starts). They can only
    // be lowered, never raised again without privilege. False with *error if the kernel refused.
    bool applyToThisProcess(QString *error) const;
    // One line for the status. `cgroup`: where the whole sandbox's caps are enforced
    // (SandboxCgroup::description()), or empty and `noCgroup` says why there is none:
    // "processes ≤ 1024 and memory ≤ 18 GiB for the whole sandbox (cgroup v1 …), memory ≤ 12 GiB
    // per process (rlimit)".
    QString describe(const QString &cgroup, const QString &noCgroup) const;
};

} // namespace sandman
