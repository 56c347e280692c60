// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman {

// Opening a terminal: the same fields in-process and as the /ws/pty query
// (?sessionId=…&cols=…&rows=…&terminalId=…&reattach=1&readonly=1&origin=…).
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
    // A watcher: sees the output, but the agent drops its input and resizes (a mirror of
    // someone else's terminal). Query: readonly=1. Sandman addition.
    bool readOnly = false;
    // Who opens it, for the event feed and the terminal list: clientId is set by the transport
    // (the connection, never the peer's word); origin is the name the client gives itself
    // (query: origin).
    QString clientId;
    QString origin;
};

} // namespace sandman
