// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>

namespace sandman {
class SandboxClient;
class TerminalStream;
struct TerminalRequest;
} // namespace sandman

namespace sandman::ctl {

// Short visits to a session's terminal over /ws/pty for send-text, capture and the tmux shim:
// each opens a viewer, does its one thing and detaches (the shell keeps running).
class TerminalAccess
{
public:
    // Opens a viewer and waits for the agent's ready (the replay follows). Throws CtlError:
    // NotFound when a watcher or a reattach finds no such terminal.
    // onData (when set) sees every byte from the first on, the replay included.
    static TerminalStream *open(SandboxClient *client, const TerminalRequest &request,
                                const std::function<void(const QByteArray &)> &onData = {});
    // The running terminal's size (cols × rows), without changing it; throws NotFound.
    static QSize size(SandboxClient *client, const QString &session, const QString &terminal);
    // What the terminal shows now (see ScreenCapture), from a read-only viewer's replay.
    static QStringList capture(SandboxClient *client, const QString &session, const QString &terminal,
                               int scrollback);
    // Types bytes into a running terminal (its size unchanged) and waits until they are sent.
    static void send(SandboxClient *client, const QString &session, const QString &terminal,
                     const QByteArray &bytes);
    // Detaches a viewer once what it wrote is on the wire (the close handshake is done).
    static void closeFlushed(TerminalStream *stream);
};

} // namespace sandman::ctl
