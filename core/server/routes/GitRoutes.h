// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class Router;
class Sandbox;

// POST /api/git/checkout {repoUrl, branch?, targetDir?, depth?, timeout?, sessionId?}
// → {success, repoUrl, branch, targetDir, timestamp} (DESIGN.md §2–§3). The clone runs
// asynchronously with the session's environment; cancelling the request kills it.
class GitRoutes
{
public:
    static void install(Router &router, Sandbox *sandbox);
};

} // namespace sandman
