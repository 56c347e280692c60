// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QString>

namespace sandman {

class SandboxConnection;
class TerminalTabs;
class TerminalView;
struct TerminalPane;

// Whether a pane may close and what becomes of its terminal, so that closing never silently
// leaves a running command behind nor kills it without asking: a mirror, or a pane whose shell
// is gone, just goes; a command ends with its pane (as closing an xterm); a shell is asked what
// runs in it — idle, it is detached; busy, the user picks Detach (the shell and what runs in it
// stay, for the session to open again), End, or Cancel.
class TerminalCloseQuestion : public QObject
{
    Q_OBJECT
public:
    explicit TerminalCloseQuestion(TerminalTabs *tabs);

    // Decides for the view showing pane; closeAccepted(view) once it may go (at once, or after
    // the sandbox or the user answered).
    void close(TerminalView *view, const TerminalPane &pane);

signals:
    void closeAccepted(sandman::TerminalView *view);

private:
    void ask(TerminalView *view, SandboxConnection *connection, const QString &sessionId,
             const QString &terminalId, const QString &foreground);

    TerminalTabs *m_tabs;
};

} // namespace sandman
