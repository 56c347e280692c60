// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "local/LocalAgentRuntime.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace sandman {

class InProcessSandbox;
class SandboxConnection;

// The GUI's local sandbox. It lives in a sandman-agent of its own that outlives the window
// (core/local/LocalAgentRuntime): the first window starts it, later ones — and this one started
// again — attach to it. The sandbox, not the session, is the security boundary (DESIGN.md §3),
// so by default that agent confines it with bubblewrap; where bubblewrap cannot confine, the
// agent runs unconfined and says why. Only when no agent can run at all does the sandbox run in
// this process (and then ends with it).
class LocalSandbox : public QObject
{
    Q_OBJECT
public:
    enum class Isolation {
        Auto, // confined when possible, else unconfined
        Required, // confined or not at all
        Off, // unconfined (the user's own files and processes are reachable)
    };
    // "auto", "on" or "off"; nullopt for anything else.
    static std::optional<Isolation> parseIsolation(const QString &text);

    struct Options {
        QString workspaceDir;
        Isolation isolation = Isolation::Auto;
        QString agentPath; // empty: sandman-agent next to this program
        QString runtimeDir; // empty: LocalAgentRuntime::defaultRuntimeDir()
        QString stateDir; // the agent's session state; empty: in the user's data folder
        QString network; // the isolated sandbox's network: user, none or host (empty: user)
        QStringList passEnv; // host variables that go into the isolated sandbox
        // Output a non-streamed exec result keeps per stream (sandman-agent --max-exec-output);
        // 0: the agent's default (8 MiB). The setting sandbox/maxExecOutputBytes.
        qint64 maxExecOutputBytes = 0;
    };

    explicit LocalSandbox(Options options, QObject *parent = nullptr);
    // Leaves the agent and every session in it running.
    ~LocalSandbox() override;

    // Attaches to the running sandbox or starts it, and returns its connection for the session
    // list (the caller owns it), or null when isolation is required and impossible (error()).
    SandboxConnection *start();

    // Sessions outlive the window (they run in an agent, not in this process).
    bool runsInAgent() const { return m_runtime != nullptr; }
    // start() found the sandbox running already.
    bool wasRunning() const { return m_wasRunning; }
    bool isIsolated() const;
    // The agent's host pid (bwrap's when isolated); 0 when not in an agent.
    qint64 agentProcessId() const;
    // Why the sandbox is not isolated (empty when it is).
    QString notIsolatedReason() const { return m_notIsolatedReason; }
    QString error() const { return m_error; }
    // One line for the status bar, and what it means (its tooltip).
    QString statusText() const;
    QString statusDetail() const;
    // The running sandbox was started confined and unconfined is asked for, or the other way
    // round: only a restart applies it.
    bool needsRestartForIsolation() const { return m_needsRestart; }
    // One way the running agent differs from this window's settings, as two phrases for "runs
    // with <running>; restart it to use <wanted>".
    struct SettingsChange {
        QString running;
        QString wanted;
    };
    // Isolation, and for an isolated agent its network and passed variables (when its runtime
    // file records them). Empty: they match, or nothing runs in an agent.
    QList<SettingsChange> settingsChanges() const;
    // Local sandboxes of other workspaces that still run (a window started with another
    // --workspace gets a sandbox of its own; the one before keeps its sessions running).
    QStringList otherRunningWorkspaces() const;
    bool stopOtherWorkspace(const QString &workspace, QString *error) const;
    static QList<SettingsChange> compareSettings(const LocalAgentInfo &running, bool wantIsolated,
                                                 const QString &network, const QStringList &passEnv);
    Isolation isolation() const { return m_options.isolation; }
    QString workspace() const { return m_options.workspaceDir; }
    // The agent's runtime file (address and token) and its session state file.
    QString runtimeFile() const;
    QString stateFile() const;

    // Ends the sandbox: every session, command, process and terminal in it. The connection
    // stays and comes back with start(); other windows are told it was meant.
    bool stop(QString *error);
    // Stops and starts it again with the isolation asked for (same address and token).
    bool restart(QString *error);

signals:
    // The agent ended on its own: the sandbox and its processes are gone. It is started again
    // (same address and token, so the connection comes back by itself, and its sessions from
    // their definitions) unless it keeps failing.
    void stoppedUnexpectedly(const QString &message);
    void restarted();
    // Stopped on purpose, here or in another window.
    void stopped();

private:
    LocalAgentRuntime::Options runtimeOptions(bool isolate) const;
    bool startAgent(bool isolate, QString *why);
    void onAgentEnded(bool stopped);
    void restartAgent();

    Options m_options;
    QList<qint64> m_recentRestarts; // msecs since epoch
    std::unique_ptr<LocalAgentRuntime> m_runtime;
    std::unique_ptr<InProcessSandbox> m_inProcess;
    QString m_notIsolatedReason;
    QString m_error;
    bool m_wasRunning = false;
    bool m_needsRestart = false;
    bool m_wantIsolated = false;
};

} // namespace sandman
