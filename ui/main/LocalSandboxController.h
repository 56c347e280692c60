// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

#include <QFuture>

#include <functional>

class QAction;

namespace sandman {

class LocalSandbox;
class MainWindow;
class SandboxConnection;
class SandboxRestartBar;

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
    // When the running sandbox has other settings than asked for (isolation, network, passed
    // variables): says so in a bar above the terminals and offers a restart. Only when isolation
    // is required and the sandbox runs unconfined it asks at once, and false means the user
    // declined (quit).
    bool offerIsolationRestart();
    // The bar (null until a difference was found).
    SandboxRestartBar *restartBar() const { return m_restartBar; }
    // Says when the local sandbox of another workspace still runs, and offers to stop it (null
    // until one was found).
    void showOtherWorkspaces();
    SandboxRestartBar *otherWorkspaceBar() const { return m_otherWorkspaceBar; }
    // Asks before stopping or restarting: question, what runs (informative text), the action's
    // button text; true to go on. By default a warning box; tests replace it.
    using Confirmation = std::function<bool(QWidget *parent, const QString &question, const QString &details,
                                            const QString &action)>;
    void setConfirmation(Confirmation confirmation) { m_confirm = std::move(confirmation); }
    // What runs in the sandbox, one line each (commands, processes, terminals), from the agent.
    QFuture<QStringList> runningItems() const;

public slots:
    void stopWithConfirmation();
    // Stop and start again with this window's settings, after the same confirmation as Stop.
    void restartWithConfirmation();

private:
    void setRunning(bool running);
    void announceRestoredSessions();
    void updateRestartBar();
    // Lists what runs, asks, and runs action when the user agrees.
    // Runs a stop or restart; a failure goes in the status bar as failure (with %1: why).
    void runOrSay(const std::function<bool(QString *)> &step, const QString &failure);
    void confirmThen(const QString &question, const QString &actionText, std::function<void()> action);

    LocalSandbox *m_sandbox;
    QPointer<SandboxConnection> m_connection;
    MainWindow *m_window;
    QAction *m_stopAction;
    QSet<QString> m_announced; // sessions already said to be restored (id + createdAt)
    bool m_running = true;
    SandboxRestartBar *m_restartBar = nullptr;
    SandboxRestartBar *m_otherWorkspaceBar = nullptr;
    Confirmation m_confirm;
};

} // namespace sandman
