// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "EngineError.h"
#include "EnvChanges.h"
#include "session/SessionConfig.h"
#include "session/ShellSession.h"

#include <QHash>
#include <QObject>
#include <QProcessEnvironment>
#include <QStringList>

#include <functional>
#include <memory>

class QTemporaryDir;

namespace sandman {

class SessionStateStore;

// One sandbox: a workspace, its sessions (DESIGN.md §2) and, added by their owners, the
// process table, code contexts and ptys. Lives in one thread; every operation is asynchronous
// on that thread's event loop and nothing blocks it. Destroying it kills every process it
// started.
class Sandbox : public QObject
{
    Q_OBJECT
public:
    struct Options {
        QString workspaceDir;
        // Client paths "/workspace" and "/workspace/…" map to workspaceDir (not isolated).
        bool mapWorkspacePrefix = true;
        // The sandbox has a pid namespace of its own (inside bubblewrap): every process in
        // /proc is the sandbox's. Otherwise only the agent's descendants are (GET /api/sandman/ps).
        bool ownPidNamespace = false;
        // Environment of new shells; empty → this process's environment.
        QProcessEnvironment baseEnvironment;
        int killGraceMs = 1000; // SIGTERM → SIGKILL grace for timeouts / cancel
        int streamHeartbeatMs = 15000; // execStream heartbeat interval
        // A stream silent this long gets a keep-alive frame (StreamKeepAlive); 0: never.
        int streamKeepAliveMs = 30000;
        // Output an exec result keeps per stream (stdout, stderr); the rest is counted only.
        // Also what a result's JSON text may take per stream (control characters cost more).
        qint64 maxExecOutputBytes = 8 * 1024 * 1024;
        // Where the sessions' definitions are kept (SessionStateStore) and recreated from at
        // start; empty: not kept.
        QString stateFile;
        // Once a session was created, keep one shell started ahead (bash's start-up off the
        // path of the next createSession), replaced in the background when taken.
        bool warmSpareShell = true;
        // The agent's Unix socket for attaching a local tty (DirectAttachListener), named by
        // GET /api/sandman/version; empty: none (a confined agent never takes a host tty).
        QString directAttachSocket;
    };

    static QString defaultSessionId() { return QStringLiteral("default"); }
    // The SDK's reserved id for "no session" (enableDefaultSession: false): every call gets a
    // fresh shell with the sandbox's environment, and nothing persists between calls.
    static QString noSessionId() { return QStringLiteral("__DISABLE_SESSION__"); }

    explicit Sandbox(Options options, QObject *parent = nullptr);
    ~Sandbox() override;

    const Options &options() const { return m_options; }
    QString workspace() const { return m_options.workspaceDir; }
    // Maps /workspace (when configured) and resolves a relative path against cwd (a real path;
    // empty → the workspace). Returns a clean absolute path; does not touch the disk.
    QString resolvePath(const QString &clientPath, const QString &cwd) const;
    // Base environment of sessions created from now on.
    QProcessEnvironment baseEnvironment() const { return m_baseEnv; }
    // Private scratch directory of this sandbox (removed with it).
    QString runtimeDir() const;

    struct CreateResult {
        ShellSession *session = nullptr;
        EngineError error;
        QString note; // e.g. the requested cwd did not exist and $HOME was used
    };
    CreateResult createSession(const SessionConfig &config);
    ShellSession *session(const QString &id) const;
    // The session a call names, as the SDK's container resolves it: an existing one; a valid
    // unknown id is created on first use with the sandbox's settings (the SDK's getSession()
    // only binds the id on the client side); noSessionId() gives a fresh unlisted session that
    // deletes itself once idle (use it at once, in this event-loop turn). Null with
    // InvalidArgument for an invalid id.
    ShellSession *sessionForCall(const QString &id, EngineError *error = nullptr);
    ShellSession *defaultSession() const { return session(defaultSessionId()); }
    QStringList sessionIds() const; // creation order
    // Kills everything the session runs; "default" is refused (InvalidArgument).
    EngineError deleteSession(const QString &id);

    // Sandbox level: changes the default session and the base env of later sessions.
    void setEnvVars(const EnvChanges &changes, std::function<void(EngineError)> done = {});

    static EngineError validateSessionId(const QString &id);
    static EngineError validateEnvChanges(const EnvChanges &changes);

signals:
    void sessionCreated(const QString &id);
    // Emitted after the session, its shell and its commands were destroyed (the id is free).
    void sessionDeleted(const QString &id);

private:
    ShellSession::Settings sessionSettings(const QString &id, const QString &cwd) const;
    ShellSession *makeSession(const QString &id, const QString &cwd, const EnvChanges &env,
                              qint64 commandTimeoutMs, bool restored = false, bool mayTakeSpare = false);
    // The warm spare, when it would start exactly as a new session with these settings would
    // (null otherwise: the caller starts one of its own); a new spare follows in the background.
    ShellSession *takeSpare(const ShellSession::Settings &wanted);
    void prepareSpare();
    // Recreates the sessions of the state file (the default one with its settings).
    void restoreSessions();
    // Applies a change to the state file, if one is kept; a failure is logged, not fatal.
    void persist(const std::function<bool(SessionStateStore &, QString *)> &change);

    Options m_options;
    QProcessEnvironment m_baseEnv;
    std::unique_ptr<QTemporaryDir> m_runtimeDir;
    std::unique_ptr<SessionStateStore> m_state;
    QHash<QString, ShellSession *> m_sessions;
    QStringList m_order;
    quint64 m_nextGeneratedId = 1;
    ShellSession *m_spare = nullptr;
    bool m_spareScheduled = false;
};

} // namespace sandman
