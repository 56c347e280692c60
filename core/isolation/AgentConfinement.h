// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "NetworkMode.h"
#include "SandboxLauncher.h"
#include "SandboxLimits.h"

#include <QHostAddress>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace sandman {

// `sandman-agent --isolate`: the agent outside runs the same agent program again inside bwrap,
// serving the workspace at /workspace, and stays the parent of bwrap (the confined agent dies with
// it, and with whoever started it if bwrap notices first). The listening socket stays in the host's
// network namespace and the secrets go through pipes read once: neither is in any environment or
// command line inside.
class AgentConfinement
{
public:
    struct Config {
        QString agentProgram; // what runs inside (this program)
        QString workspace; // canonical
        QString stateDir; // bound at Bubblewrap::stateMountPoint(); empty: none
        QStringList readOnlyFiles; // visible inside at their own path (the agent binary)
        QStringList hiddenFiles; // secrets the system view would show (token file, TLS files)
        QStringList innerArguments; // the confined agent's, but for the descriptors added here
        QStringList passedEnvironment;
        QByteArray token;
        QByteArray certPem; // empty: no TLS
        QByteArray keyPem;
        QHostAddress listenAddress;
        quint16 listenPort = 0;
        NetworkMode network = NetworkMode::User;
        std::optional<NetworkMode> networkFallback = NetworkMode::None; // nullopt: fail
        QList<QPair<quint16, quint16>> forwardedPorts;
        SandboxLimits limits;
    };
    using Say = std::function<void(const QString &line)>;

    // Blocks until the confined agent ends and returns its exit status, or -1 with *error when
    // it cannot be started. `say` gets the status lines ("isolation: …", the network's state).
    static int run(Config config, const Say &say, QString *error);

    // Whether this process is the agent inside bwrap (marked so by the one outside); forgets
    // the mark, so that the sandbox's sessions do not inherit it.
    static bool takeInsideMark();
    // Inside: nothing else in the sandbox may read this process (its memory holds the token);
    // tells the agent outside that bwrap is done (startedFd) and waits until the sandbox's
    // network is up (waitFd closed). -1: not given.
    static void hardenInside(int startedFd, int waitFd);

private:
    // `path` itself, or where the sandbox's user can reach it (see Plan::stagedMounts). Empty
    // with *error when no staging place can be made.
    static QString stagedPath(const QString &path, SandboxLauncher::Plan *plan, QString *error);
    static void removeStaging(const SandboxLauncher::Plan &plan);
};

} // namespace sandman
