// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman {

// Opening a terminal: the same fields in-process and as the /ws/pty query
// (?sessionId=…&cols=…&rows=…&terminalId=…&reattach=1).
struct TerminalRequest {
    QString sessionId; // empty → "default"
    // Which terminal of the session: attaches when it runs, starts it otherwise. Empty → the
    // session's main terminal (the SDK's model: one pty per session). Sandman addition.
    QString terminalId;
    int cols = 80;
    int rows = 24;
    // A viewer whose connection dropped comes back: attach to the running terminal only,
    // never start a fresh shell in its place. When it has ended meanwhile the viewer gets
    // its exit (or an error when the agent no longer knows it). Sandman addition.
    bool reattach = false;
    // The shell to start (the SDK's `shell` option); it must be listed in /etc/shells.
    // Empty → the agent's default shell.
    QString shell;
};

} // namespace sandman
