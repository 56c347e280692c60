// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <sys/types.h>

namespace sandman {

// Who the sandbox is on the host. Inside it is always root (uid 0 of its own user namespace,
// without capabilities); outside it is the user who started the agent, or nobody (65534) when
// that was root: a root-owned file of the host is then as closed to it as to any other user,
// and no capability it could get applies to the host.
class SandboxUser
{
public:
    static constexpr uid_t kNobody = 65534;

    // Whether bwrap must be started as nobody (we are root).
    static bool dropsToNobody();
    // The uid/gid the sandbox has on the host.
    static uid_t hostUid();
    static gid_t hostGid();
    // In a freshly forked child, before exec: become nobody if we are root (async-signal-safe).
    // Returns 0, or the errno that made it fail (the child must not go on then).
    static int dropPrivilegesInChild();
    // Makes a host folder the sandbox writes to (its workspace, its state) its own: when the
    // sandbox is nobody, everything in it not already nobody's is given to nobody (symlinks not
    // followed). False with *error if that failed.
    static bool adoptDirectory(const QString &path, QString *error);
};

} // namespace sandman
