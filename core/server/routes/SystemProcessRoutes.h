// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class Router;
class Sandbox;

// Every process of the sandbox, not only those started through startProcess (DESIGN.md §4):
// GET /api/sandman/ps → {success, processes: [{pid, ppid, user, state, cpuPercent, rssBytes,
// elapsedMs, command, sessionId, …}], scope, agentPid, signals, timestamp}, parents first;
// POST /api/sandman/signal {pid, signal: "TERM"|"KILL"|…, startTicks?} → {success, pid, signal}.
class SystemProcessRoutes
{
public:
    static void install(Router &router, Sandbox *sandbox);
};

} // namespace sandman
