// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "NetworkMode.h"

#include <QHostAddress>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <functional>

namespace sandman {

class SandboxCgroup;

// Runs bwrap as the sandbox's user (nobody when we are root, see SandboxUser) with an environment
// of its own, gives its network namespace a user-mode stack when asked, passes termination
// signals on and returns bwrap's exit status: the part of `sandman-agent --isolate` that stays
// outside. It stays the parent of bwrap, so the sandbox dies with it (bwrap --die-with-parent).
class SandboxLauncher
{
public:
    struct Plan {
        QString bwrap;
        QStringList arguments; // bwrap's, up to and including "--" and the command
        QStringList environment; // "NAME=value": all that bwrap and the sandbox get
        NetworkMode network = NetworkMode::None;
        // When the user-mode stack fails to start: go on with loopback only, or give up.
        bool fallBackToNoNetwork = true;
        QList<QPair<quint16, quint16>> forwardedPorts; // host 127.0.0.1 port → sandbox port
        int infoFd = -1; // read end of bwrap's --info-fd (network user)
        int startedFd = -1; // read end: the confined agent writes a byte once bwrap's setup is done
        int readyFd = -1; // write end the confined agent waits on; closed once the network is up
        QList<int> childFds; // handed to bwrap; closed here once it runs
        // Host path → an empty folder or file the sandbox's user can reach, where it is bound in
        // a mount namespace of bwrap's own before bwrap starts: how nobody gets at a workspace
        // under /root. The host's mount table never sees these mounts.
        QList<QPair<QString, QString>> stagedMounts;
        // The cgroup that caps the whole sandbox: bwrap enters it before it starts. Null: none.
        const SandboxCgroup *cgroup = nullptr;
    };

    // Blocks until bwrap ends; returns its exit status (128 + signal if killed). `say` gets the
    // status lines (network state) for stdout.
    static int run(const Plan &plan, const std::function<void(const QString &)> &say);

    // A listening TCP socket (not close-on-exec) on address:port, or -1 with *error.
    static int listeningSocket(const QHostAddress &address, quint16 port, QString *error);
    // A pipe whose read end (returned, not close-on-exec) holds `data`, or -1 with *error.
    static int pipeWith(const QByteArray &data, QString *error);
};

} // namespace sandman
