// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class Router;
class Sandbox;

// GET /api/ping → {success, message: "pong", timestamp}; GET /api/version; GET
// /api/sandman/version; GET /api/commands → {success, availableCommands, count, timestamp}:
// the executables on the PATH of the session named by sessionId (default "default"), as the
// SDK's getCommands() reads them.
class InfoRoutes
{
public:
    static void install(Router &router, Sandbox *sandbox);
};

} // namespace sandman
