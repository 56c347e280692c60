// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QFuture>
#include <QObject>
#include <QString>

namespace sandman {

class SandboxConnection;
class TerminalChannel;
struct TerminalRequest;

// What TerminalTabs asks of a sandbox, in one place: the channels its panes read from, what
// runs in a terminal before closing one, ending one, and whether a terminal is someone else's.
// ClientTerminalBackend (the default) does it through the sandbox's client; tests give the
// tabs a double, so that the tabs can be tested without a shell behind them.
class TerminalBackend : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // The channel a pane reads from: terminal terminalId of the session (the empty id: the
    // session's first terminal). Opening an id again reattaches to its shell, with the recent
    // output replayed; reattachOnly: never start a new shell (a tab of an earlier run whose
    // shell may have ended). Null when none can be opened.
    virtual TerminalChannel *openChannel(SandboxConnection *connection, const QString &sessionId,
                                         const QString &terminalId, bool reattachOnly, QObject *parent)
        = 0;
    // The channel of a terminal as the request describes it: one that runs a command, starts in
    // another directory, or a read-only mirror of someone else's terminal.
    virtual TerminalChannel *openRequestChannel(SandboxConnection *connection, const TerminalRequest &request,
                                                QObject *parent)
        = 0;
    // What runs in the foreground of a terminal (empty: its shell waits for input), and how to
    // end one: asked when a tab closes, so that closing never silently leaves a running
    // command behind nor kills it without asking.
    virtual QFuture<QString> foregroundCommand(SandboxConnection *connection, const QString &sessionId,
                                               const QString &terminalId)
        = 0;
    virtual void endTerminal(SandboxConnection *connection, const QString &sessionId,
                             const QString &terminalId)
        = 0;
    // Whether a terminal (agent id) of the session is someone else's to use: a new tab then takes
    // another id instead of attaching to it.
    virtual bool isTaken(SandboxConnection *connection, const QString &sessionId,
                         const QString &terminalId) const = 0;

signals:
    // A channel or a call failed, in the user's words.
    void errorOccurred(const QString &message);
};

} // namespace sandman
