// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class Router;
class Sandbox;

// Starts the sandbox's ResourceSampler (1 s samples pushed on the feed as resource_sample,
// limit warnings, ports_changed) and serves what it last measured, for clients that ask once:
//   GET /api/sandman/resources  {success, sample: {sandbox, sessions, processes, …}}
//   GET /api/sandman/ports      {success, ports: [{port, address, family, pid, processName,
//                               command, sessionId}]}
// Install after EventRoutes.
class ResourceRoutes
{
public:
    static void install(Router &router, Sandbox *sandbox);
};

} // namespace sandman
