// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

#include <sys/types.h>

namespace sandman {

// What every process the engine starts for a sandbox (session shells, background processes,
// code interpreters, terminals) does between fork and exec. Only async-signal-safe calls run in
// the child: whatever needs an allocation is worked out in the parent first.
namespace SandboxChild {

// The child's oom_score_adj: the agent's own plus 500 (at most 1000), so that when the sandbox
// (its cgroup) or the machine runs out of memory the kernel kills a command of the sandbox, not
// the agent that holds every session. Read once in the parent.
QByteArray oomScoreAdjustment();

// In the child: a session of its own (the tree is signalled as one, no terminal of the agent
// signals it), `deathSignal` when the forking thread dies, optionally a subreaper for what it
// detaches, and the OOM preference above. False when the parent died before the death signal
// was armed (the child must _exit then).
bool enterOwnTree(pid_t parent, int deathSignal, bool subreaper, const QByteArray &oomScore);

// In the child: the OOM preference alone (for a child that makes its own session).
void preferForOomKill(const QByteArray &oomScore);

// In the child: every signal disposition back to the default, nothing blocked; the engine's
// handlers and masks are inherited through exec otherwise.
void resetSignals();

} // namespace SandboxChild
} // namespace sandman
