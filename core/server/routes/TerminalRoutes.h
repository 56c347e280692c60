// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class Router;
class Sandbox;

// Sandman additions for the terminals of a sandbox (their shells outlive their viewers):
// GET /api/sandman/terminals → {success, terminals: [{sessionId, terminalId, pid, viewers,
// writers, inputHeld, clientId, origin, title, foreground}], timestamp} (writers: viewers that
// may type, read-only watchers aside; inputHeld: writers > 0; clientId/origin: who opened it;
// title: the shell's last window title; foreground: the command running in it, empty while the
// shell waits for input); POST /api/sandman/terminal/close {sessionId?, terminalId} ends one
// (SIGHUP to its session, then SIGKILL) → {success, sessionId, terminalId, timestamp}.
class TerminalRoutes
{
public:
    static void install(Router &router, Sandbox *sandbox);
};

} // namespace sandman
