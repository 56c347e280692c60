// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class ProcessManager;
class Router;
class Sandbox;

// Background process routes (DESIGN.md §2–§3): POST /api/process/start, GET /api/process/list,
// GET /api/process/{id}, DELETE /api/process/{id}, DELETE /api/process/kill-all,
// GET /api/process/{id}/logs, GET /api/process/{id}/stream, POST /api/port-watch (the SDK's
// waitForPort stream), and the Sandman addition POST /api/sandman/process/wait-port (one
// response).
class ProcessRoutes
{
public:
    // Creates the sandbox's ProcessManager (a child of the sandbox, so it dies with it) and
    // kills a session's processes when the session is deleted.
    static void install(Router &router, Sandbox *sandbox);
    // The table install() created; on the sandbox's thread only.
    static ProcessManager *processManager(Sandbox *sandbox);
};

} // namespace sandman
