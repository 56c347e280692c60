// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class CodeContextManager;
class Router;
class Sandbox;

// Code context routes (DESIGN.md §2–§3): POST /api/contexts, GET /api/contexts,
// DELETE /api/contexts/{id}, POST /api/execute/code (streams stdout, stderr, result, error,
// execution_complete, then a final response).
class CodeRoutes
{
public:
    // Creates the sandbox's CodeContextManager (a child of the sandbox, so every interpreter
    // dies with it).
    static void install(Router &router, Sandbox *sandbox);
    // The manager install() created; on the sandbox's thread only.
    static CodeContextManager *contextManager(Sandbox *sandbox);
};

} // namespace sandman
