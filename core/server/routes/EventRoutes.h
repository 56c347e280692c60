// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class Router;
class Sandbox;

// The sandbox's event feed on the wire (DESIGN.md §3 "Events"):
//   GET  /api/sandman/events          stream; since=<seq> (query or body) replays what came
//                                     after that seq, absent: live events only; body
//                                     "batch": true groups events (EventSubscriber)
//   POST /api/sandman/command/cancel  {commandId} cancels a queued or running command
// Creates the feed and has it follow the process table and terminals: install it after the
// process routes.
class EventRoutes
{
public:
    static void install(Router &router, Sandbox *sandbox);
};

} // namespace sandman
