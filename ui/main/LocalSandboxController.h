// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

#include <QFuture>

class QAction;

namespace sandman {

class LocalSandbox;
class MainWindow;
class SandboxConnection;

// What the window does about the local sandbox's life cycle: File ▸ Stop Local Sandbox… (after
// a confirmation that lists what runs in it) and Start again, the one-time notice that closing
// the window stops nothing, the offer to restart for another --isolation, the status line when
// it ends or comes back, and a word about sessions restored after a restart.
class LocalSandboxController : public QObject
{
    Q_OBJECT
public:
    LocalSandboxController(LocalSandbox *sandbox, SandboxConnection *connection, MainWindow *window);

    QAction *stopAction() const { return m_stopAction; }
    // Once per user: "your sessions keep running…", non-modal (status bar and log).
    void showKeepRunningNoticeOnce();
    // When the running sandbox has another isolation than asked for: says that a restart is
    // needed and offers it. False when the user declines and isolation is required (quit).
    bool offerIsolationRestart();
    // What runs in the sandbox, one line each (commands, processes, terminals), from the agent.
    QFuture<QStringList> runningItems() const;

public slots:
    void stopWithConfirmation();

private:
    void setRunning(bool running);
    void announceRestoredSessions();

    LocalSandbox *m_sandbox;
    QPointer<SandboxConnection> m_connection;
    MainWindow *m_window;
    QAction *m_stopAction;
    QSet<QString> m_announced; // sessions already said to be restored (id + createdAt)
    bool m_running = true;
};

} // namespace sandman
