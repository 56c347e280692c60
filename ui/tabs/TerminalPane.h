// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QPointer>
#include <QString>
#include <QStringList>

namespace sandman {

class SandboxConnection;

// What one pane of a terminal tab shows (a terminal of a session of a sandbox) and what became
// of it: one state instead of flags whose precedence each reader sorted out. TerminalTabs keeps
// one per view; it makes its own title and tooltip.
struct TerminalPane {
    // Its words are the tab bar's.
    Q_DECLARE_TR_FUNCTIONS(sandman::TerminalTabs)
public:
    enum class State {
        Waiting, // reopened from the last run, its sandbox not (yet) in the window
        Live,
        Reconnecting, // reason: why the connection was lost
        Disconnected, // reason: why it was lost for good
        Ended, // exitCode: the shell's or the command's (-1: unknown)
        Stopped, // the sandbox was stopped (File ▸ Stop Local Sandbox)
    };

    QString connectionKey; // TerminalTabs::connectionKey() of its sandbox
    QString sessionId;
    QString terminalId; // empty: the session's main terminal
    // Set while the pane's channel is the sandbox's; null once the sandbox left the window.
    QPointer<SandboxConnection> connection;
    QStringList command; // runs a command instead of a shell (not remembered)
    QString mirrorOf; // a read-only mirror of this client's terminal (not remembered)
    QString customTitle; // the name the user gave the tab
    State state = State::Waiting;
    QString reason;
    int exitCode = -1;

    bool isMirror() const { return !mirrorOf.isEmpty(); }
    bool runsCommand() const { return !command.isEmpty(); }
    // Reopened at the next start (a shell of this window's own).
    bool isRemembered() const { return !runsCommand() && !isMirror(); }
    // No shell behind it any more: closing asks nothing, and the next tab gets another.
    bool isOver() const { return state == State::Ended || state == State::Stopped; }

    // The tab's title: what the shell calls itself, then whose shell it is (owner: the session,
    // with the sandbox away from this machine), then the state.
    QString title(const QString &shellTitle, const QString &owner) const;
    QString toolTip(const QString &shellTitle, const QString &owner) const;
};

} // namespace sandman
