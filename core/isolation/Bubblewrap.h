// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

#include "NetworkMode.h"
#include "SandboxLimits.h"

namespace sandman {

// The bubblewrap (bwrap) command line that confines a whole sandbox (DESIGN.md §2, §3): its
// sessions, processes and terminals all live in one set of namespaces, so they share files and
// processes with each other and with nothing else.
//
// Inside: the host's system read-only; /workspace (the workspace folder, read-write); an empty
// writable $HOME, /tmp and /run, each a tmpfs of bounded size (the user's real home, temporary
// files and session bus stay outside); /mnt and /media hidden; own user namespace (root inside,
// the caller — nobody for root — outside, every capability dropped),
// own pid, IPC and UTS namespaces (hostname "sandbox"), and unless the network mode is host, an
// own network namespace; a new terminal session. The environment is the caller's business
// (SandboxEnvironment: bwrap is started with it). When the process that started bwrap dies,
// everything inside dies with it.
class Bubblewrap
{
public:
    struct Config {
        QString workspaceDir; // host folder bound read-write at /workspace
        QString homeDir; // $HOME inside: created empty and writable
        // Host files the confined program needs at their own path (e.g. the agent binary),
        // bound read-only even where the rest is hidden (a build tree under $HOME or /tmp).
        QStringList readOnlyFiles;
        // Host folder bound read-write at stateMountPoint() (the agent's session state), if any.
        QString stateDir;
        NetworkMode network = NetworkMode::None;
        SandboxLimits limits = SandboxLimits::withDefaults(); // the tmpfs sizes
        // Host files hidden behind an empty one (the agent's token file, its TLS key).
        QStringList hiddenFiles;
        int infoFd = -1; // bwrap writes {"child-pid": …} here once the namespaces exist
        int resolvConfFd = -1; // the sandbox's /etc/resolv.conf is read from here
        // Where a read-only file is read from on the host, if not from its own path.
        QMap<QString, QString> sourceOf;
    };
    static QString stateMountPoint() { return QStringLiteral("/run/sandman-state"); }

    // One entry of the host's root directory: its name, and the target if it is a symlink.
    struct RootEntry {
        QString name;
        QString symlinkTarget;
    };

    // The bwrap binary on PATH, or empty.
    static QString executable();
    // Whether bwrap can confine a process on this machine (user namespaces may be disabled, a
    // container may forbid mounts). Probed once; on false, *why says what went wrong.
    static bool isUsable(QString *why = nullptr);

    // The arguments for bwrap (without the program itself and without "--" and the command).
    static QStringList arguments(const Config &config, const QList<RootEntry> &root);
    static QList<RootEntry> hostRoot();
};

} // namespace sandman
