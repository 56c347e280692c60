// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class Router;
class Sandbox;

// Session, exec, execStream and env routes (DESIGN.md §2–§3):
// POST /api/session/create, GET /api/session/list, POST /api/session/delete,
// GET /api/sandman/session/{id}, POST /api/execute, POST /api/execute/stream,
// POST /api/sandman/env (set), POST /api/sandman/env/get.
class SessionRoutes
{
public:
    static void install(Router &router, Sandbox *sandbox);
};

} // namespace sandman
