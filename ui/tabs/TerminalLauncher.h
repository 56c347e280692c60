// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "main/LaunchOptions.h"

#include <QObject>
#include <QPointer>

namespace sandman {

class SandboxConnection;
class TerminalTabs;
class TerminalView;

// Carries out the terminal LaunchOptions ask for at start: creates the session if asked, opens
// the tab (a command's or a shell's), and says when the application should quit — a command
// of -e ended (with its status) or could not start, unless --hold keeps the tab.
class TerminalLauncher : public QObject
{
    Q_OBJECT
public:
    TerminalLauncher(LaunchOptions options, TerminalTabs *tabs, QObject *parent = nullptr);

    void launch(SandboxConnection *connection);
    TerminalView *view() const;
    // The status the process should exit with when the command cannot be started (as a shell
    // says of a command it cannot run).
    static constexpr int cannotRunStatus() { return 127; }

signals:
    // The tab is open in this session, and the sandbox lists it (to select it in the list).
    void sessionListed(sandman::SandboxConnection *connection, const QString &sessionId);
    // Something went wrong (for stderr and the window).
    void failed(const QString &message);
    // Time to quit with this exit status (never with --hold, never without -e).
    void quitRequested(int status);

private:
    void openTab(SandboxConnection *connection, const QString &sessionId);
    void fail(const QString &message);
    void selectWhenListed(SandboxConnection *connection, const QString &sessionId);

    LaunchOptions m_options;
    TerminalTabs *m_tabs;
    QPointer<TerminalView> m_view;
    bool m_started = false; // the command's terminal was ready
};

} // namespace sandman
