// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class Router;
class Sandbox;

// Session, exec, execStream and env routes (DESIGN.md §2–§3):
// POST /api/session/create, GET /api/session/list, POST /api/session/delete,
// GET /api/sandman/session/{id}, POST /api/execute, POST /api/execute/stream,
// POST /api/sandman/env {sessionId?, envVars} (set; no sessionId = sandbox level),
// GET /api/sandman/env?sessionId= (the session's live environment).
class SessionRoutes
{
public:
    static void install(Router &router, Sandbox *sandbox);
};

} // namespace sandman
