// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "LocalAgentInfo.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

class QSocketNotifier;

namespace sandman {

class AgentLock;

// The life cycle of the local sandbox's agent: one long-running sandman-agent per user and
// workspace that outlives the windows using it (DESIGN.md §4 "Sessions outlive the window").
//
// The first window starts it as the systemd user unit sandman-agent@KEY.service where a user
// manager runs (SystemdUserUnit), detached otherwise (own session, not its child); its address and token go
// in a private runtime file; it holds a lock file for as long as it lives, so a free lock means
// that no agent runs and whatever the runtime file says is stale. Every later window — or the
// same one started again — finds it there and attaches. Nothing here stops the agent except
// stop(): destroying this object leaves it running.
class LocalAgentRuntime : public QObject
{
    Q_OBJECT
public:
    struct Options {
        QString agentPath;
        QString workspaceDir; // absolute; also what the runtime files are keyed by
        bool isolate = true; // sandman-agent --isolate (bubblewrap)
        QString runtimeDir; // empty: defaultRuntimeDir()
        QString stateDir; // where the agent keeps its sessions' definitions; empty: none kept
        // With isolate: the sandbox's network (user, none or host; empty: the agent's default)
        // and the host variables that go in beyond the allowlist.
        QString network;
        QStringList passEnv;
        // Output a non-streamed exec result keeps per stream (--max-exec-output); 0: the agent's
        // default.
        qint64 maxExecOutputBytes = 0;
    };
    enum class Outcome { Failed, Attached, Started };

    explicit LocalAgentRuntime(Options options, QObject *parent = nullptr);
    ~LocalAgentRuntime() override;

    // $XDG_RUNTIME_DIR/sandman, or <data dir>/run without a runtime dir; made 0700.
    static QString defaultRuntimeDir();
    static QString workspaceKey(const QString &workspaceDir);
    QString runtimeFile() const;
    QString lockFile() const;
    QString logFile() const;
    // The systemd unit's EnvironmentFile= (what it starts the agent with, the token included).
    QString environmentFile() const;
    // The next start goes through systemctl --user: a user manager runs, the runtime files are
    // where the unit looks for them ($XDG_RUNTIME_DIR/sandman) and the sessions are kept.
    bool startsThroughSystemd() const;
    // What the agent reported of its isolation (its "isolation: …" line), empty if none.
    QString isolationFacts() const;
    // The agent's session state file (in stateDir), empty when none is kept.
    QString stateFile() const;

    // Attaches to the workspace's running agent, or starts one (after an agent of this object
    // died: on the same port with the same token, so that clients simply reconnect). Blocks
    // until the agent serves or timeoutMs passed.
    Outcome attachOrStart(QString *error, int timeoutMs = 15000);
    // Ends the agent and everything in its sandbox (SIGTERM, then SIGKILL after timeoutMs),
    // and removes its runtime file so that other windows know it was meant. A later
    // attachOrStart() starts it again on the same port with the same token.
    bool stop(QString *error, int timeoutMs = 5000);

    const LocalAgentInfo &info() const { return m_info; }
    // For the next start (e.g. a restart with another isolation).
    void setIsolate(bool isolate) { m_options.isolate = isolate; }
    // Whether the next start can confine the sandbox (bubblewrap works here), or why not. A
    // confined agent that runs already answers it without probing (a bwrap run, a good part of
    // a start that reattaches).
    bool canIsolate(QString *why) const;
    // An agent of this workspace runs (its lock is held).
    bool isRunning() const;
    // What the runtime file says of the agent that runs now (nullopt: none runs, or it is
    // still starting).
    std::optional<LocalAgentInfo> runningAgent() const;
    static bool isProcessAlive(qint64 pid);
    // The agents of every workspace that run now with their runtime files in runtimeDir.
    static QList<LocalAgentInfo> runningAgents(const QString &runtimeDir);

signals:
    // The agent this object attached to ended. stopped: on purpose (stop(), here or in another
    // window); otherwise it died, and attachOrStart() brings a new one.
    void agentEnded(bool stopped);

private:
    Outcome launch(AgentLock &lock, QString *error, int timeoutMs);
    // nullopt: systemd could not start it (e.g. the unit is not installed); start it detached.
    std::optional<Outcome> launchUnit(AgentLock &lock, LocalAgentInfo info, const QStringList &flags,
                                      const QString &listen, QString *error, int timeoutMs);
    bool waitUntilServing(LocalAgentInfo *info, QString *error, int timeoutMs) const;
    void watch();
    void unwatch();
    void onAgentGone();

    Options m_options;
    QString m_key;
    LocalAgentInfo m_info;
    int m_pidFd = -1;
    QSocketNotifier *m_notifier = nullptr;
    QTimer m_poll; // where pidfd_open is not available
};

} // namespace sandman
