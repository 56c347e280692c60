// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>

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
    // Sandman addition: run this program (argv, the program first; resolved through the
    // session's PATH) instead of an interactive shell, as `xterm -e`. Its exit code is the
    // terminal's. Query: one `command` item per argument. A running terminal of the same id is
    // never attached to in its place (RESOURCE_BUSY).
    QStringList command;
    // Sandman addition: the working directory of a new terminal instead of its session's
    // (relative: to the session's cwd).
    QString cwd;
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
