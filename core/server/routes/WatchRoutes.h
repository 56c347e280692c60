// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class ChangeTracker;
class Router;
class Sandbox;

// File watching (the SDK's sandbox.watch() and checkChanges()): POST /api/watch, a stream of
// the changes under a path (WatchStreamSender), and POST /api/watch/check, whether a path
// changed since a version an earlier check returned (ChangeTracker). Both take
// {path, recursive?, include?, exclude?, events?, sessionId?}; relative paths are resolved
// against the session's directory. POST /api/watch also takes Sandman's maxQueuedEvents
// (1-100000, default 1000): how many changes may wait for a slow reader before the rest are
// reported as an overflow. At most 32 watch streams are open at once per sandbox (each holds
// an inotify instance); one more is refused with RESOURCE_BUSY.
class WatchRoutes
{
public:
    static void install(Router &router, Sandbox *sandbox);
    // The tracker install() created; on the sandbox's thread only.
    static ChangeTracker *changeTracker(Sandbox *sandbox);
};

} // namespace sandman
