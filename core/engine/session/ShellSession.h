// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "CommandOptions.h"
#include "CommandResult.h"
#include "SessionBuiltin.h"
#include "engine/EngineError.h"
#include "engine/EnvChanges.h"
#include "engine/events/EventOrigin.h"

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QQueue>

#include <functional>
#include <memory>

class QSocketNotifier;
class QTimer;

namespace sandman {

class CommandRun;
class WriteTree;
struct WriteOwner;

// One session: a persistent `bash --noprofile --norc` driven over pipes, fully asynchronous on
// the owning thread's event loop. Commands are serialised in arrival order. The shell starts
// lazily on first use and is started afresh (from the session's initial settings) after it
// exited; `exit N` fails the running call with SessionTerminated.
//
// Protocol with bash: bash reads a script from a pipe (close-on-exec inside bash) while its
// stdin is /dev/null; every command ends with a status record "<seq> <exit code> <cwd>\0" on
// fd 200, a pipe of its own, so output can never fake one. Before a stream or a command with a
// timeout a state snapshot record "S<declare -px; declare -f; alias -p>\0" comes there first.
// Two ways to get there (protocol(), reported in the session's details):
// - builtin: the script's first line loads the loadable builtin (SessionBuiltin,
//   builtin/sandman_session.c) and calls it; it reads each command as one length-prefixed frame
//   from fd 198 in one read(2), runs it with bash's own evalstring and writes the record itself;
// - fallback (no builtin, another bash): each command is one script line that evals the
//   (quoted) text with fd 200 closed, then calls the function __sandman_done, defined once at
//   start, for the record. bash reads a pipe one byte at a time, so that line is kept short.
//
// Cancel and timeout (killCurrentCommand) stop the whole command, not just the child running
// at that moment: the shell is frozen (SIGSTOP) so it cannot go on with the rest of the
// command line, the command's process tree is killed (SIGTERM, grace, SIGKILL), then that
// shell is killed and a new one restored from the snapshot taken just before the command.
// So the command's own state changes (cd, export, functions, aliases) are rolled back. (A
// cancelled plain exec has no snapshot of its own: see restartFromSnapshot.)
//
// Backpressure (CommandRun::setOutputPaused): a paused stream run's stdout and stderr are not
// read, so the command blocks on the full pipe; everything it wrote is read once resumed, or
// when it ends (the rest of a pipe is always drained then), or when it is killed.
class ShellSession : public QObject
{
    Q_OBJECT
public:
    struct Settings {
        QString id;
        QString cwd; // real, existing directory
        QProcessEnvironment environment; // the full environment of a fresh shell
        qint64 commandTimeoutMs = 0; // 0 = none
        int killGraceMs = 1000; // SIGTERM → SIGKILL grace on timeout / cancel
        QString runtimeDir; // private scratch dir (snapshots, long commands)
        // What a non-stream result keeps per stream; the rest is read and counted, not kept,
        // so a command's output never costs the agent more memory than this.
        qint64 maxOutputBytes = kDefaultMaxOutputBytes;
        // Recreated from the sandbox's state file after an agent restart (not its shell state).
        bool restored = false;
    };
    static constexpr qint64 kDefaultMaxOutputBytes = 8 * 1024 * 1024;

    explicit ShellSession(Settings settings, QObject *parent = nullptr);
    // Kills the shell and everything it started, synchronously; queued calls finish with
    // SessionDestroyed.
    ~ShellSession() override;

    QString id() const { return m_settings.id; }
    QDateTime createdAt() const { return m_createdAt; }
    qint64 commandTimeoutMs() const { return m_settings.commandTimeoutMs; }
    void setCommandTimeoutMs(qint64 ms)
    {
        m_settings.commandTimeoutMs = ms;
        emit commandTimeoutChanged(ms);
    }
    // The cwd the session was created with (and a fresh shell starts in).
    QString initialCwd() const { return m_settings.cwd; }
    bool isRestored() const { return m_settings.restored; }

    // Kept current without blocking: cwd comes with every command's exit marker; the
    // environment is refreshed when the session goes idle after a command (or set directly by
    // setEnvVars), so it may lag a running command by design.
    QString lastKnownCwd() const { return m_cwd; }
    QProcessEnvironment lastKnownEnvironment() const { return m_env; }
    // For a terminal about to start from the session: an idle session whose environment may
    // have changed since it was last read (the refresh after a command is deferred) reads it
    // now, blocking this thread at most timeoutMs (~1 ms normally). Does nothing when busy.
    void refreshEnvironmentNow(int timeoutMs);

    // 0 while no shell runs (not started yet, or exited).
    qint64 shellPid() const { return m_pid; }
    // Whether the running shell's file changes are named by the write watch (WriteWatch).
    bool isWriteWatched() const { return bool(m_writeTree); }
    // How commands reach the shell: that of the running shell, or that a new one would use.
    // The note says why the fallback is used (empty with the builtin).
    SessionBuiltin::Protocol protocol() const;
    QString protocolNote() const;
    // Starts the shell now rather than on first use (a warm spare); false with error if not.
    bool startShell(QString *error);
    // A spare started under a placeholder takes the identity of the session it becomes.
    void adopt(const QString &id, qint64 commandTimeoutMs);
    // The settings a fresh shell starts with (compared by Sandbox before taking a spare).
    const Settings &settings() const { return m_settings; }
    // Whether a command of a client runs or waits. The session's own bookkeeping (reading the
    // environment back after a command) does not count: a list taken while it runs must not
    // show the session as running with nothing left to tell that it is idle.
    bool isBusy() const { return userCommandCount() > 0; }
    // Commands of clients running or waiting (what the session's info reports).
    int userCommandCount() const;
    // Everything queued, the session's own bookkeeping included.
    int pendingCount() const { return int(m_queue.size()) + (m_current ? 1 : 0); }

    // Queues a command. The returned run deletes itself after finished().
    CommandRun *exec(const QString &command, const CommandOptions &options = {});

    // Queued like commands, so they apply in order with exec calls. Names must be valid
    // (Sandbox::validateEnvChanges). Callbacks run on this object's thread.
    // Once applied, the changes are also the environment a fresh shell starts with (after
    // `exit`). persistAcrossRestart: even when the live shell refused them (sandbox level
    // changes on the default session, which sessions created later inherit anyway).
    void setEnvVars(const EnvChanges &changes, std::function<void(EngineError)> done = {},
                    bool persistAcrossRestart = false);
    void getEnvVars(std::function<void(QProcessEnvironment, EngineError)> done);
    // `cd` to dir (absolute) in the session's shell, queued like a command; on success also
    // where a fresh shell of the session starts (initialCwdChanged). done gets NotFound (no
    // such directory), InvalidArgument (not a directory), PermissionDenied or the shell's error;
    // the cwd is unchanged then.
    void changeDirectory(const QString &dir, std::function<void(EngineError)> done);

    // Stops the running command for good (timeouts and cancel): nothing more of it runs, its
    // process tree is killed, and the session continues in a shell restored to the state from
    // before the command. The run finishes with exit code 124 (timed out) or 130.
    void killCurrentCommand();

    // What bash is sent for a command without per-call env, cwd, timeout or stream (most
    // calls): public so that benchmarks measure bash's share of an exec with the very line.
    static QByteArray plainCommandLine(quint64 seq, const QByteArray &command);
    // What the fallback defines once per shell, before the first such line.
    static QByteArray fallbackPrelude();

signals:
    void busyChanged(bool busy);
    void cwdChanged(const QString &cwd);
    // The shell exited (exit N, killed from outside) or was restarted after a stuck timeout.
    void shellExited(int exitStatus);
    // The last queued call (command, env change) has finished and nothing else is queued.
    void idle();
    // For the event feed: a client's command was queued (not the session's own internal ones);
    // env changes took effect (origin: who asked for them); the default timeout changed.
    void commandQueued(sandman::CommandRun *run);
    void envVarsChanged(const sandman::EnvChanges &changes, const sandman::EventOrigin &origin);
    void commandTimeoutChanged(qint64 commandTimeoutMs);
    // changeDirectory() moved the session for good (its definition changed, not just the shell).
    void initialCwdChanged(const QString &cwd);

private:
    // Who this shell's file changes are by (WriteWatch).
    WriteOwner writeOwner() const;
    std::shared_ptr<WriteTree> m_writeTree; // null: not watched
    friend class CommandRun;
    CommandRun *enqueue(const QString &command, const CommandOptions &options, bool internal);
    void cancelRun(CommandRun *run);
    bool ensureShell(QString *error);
    bool spawnShell(const QString &cwd, QString *error);
    void stopShell();
    // Later: from exec() itself, before the caller could connect to the run's signals.
    enum class Announce { Now, Later };
    void startNext(Announce announce);
    void announceStart(CommandRun *run);
    // started() of a run that reached the shell from exec(), before the thread next waits.
    void announceBeforeWaiting(CommandRun *run);
    void announcePending();
    // Deletes a finished run once this thread's loop is done with what it handles now (as
    // deleteLater would, without posting an event: that cost every exec an eventfd write, a
    // poll and a read, and one more loop turn).
    void retire(CommandRun *run);
    void deleteRetired();
    void writeToShell(const QByteArray &data);
    void onStdinWritable();
    void writeFrame(const QByteArray &frame);
    void onFrameWritable();
    // The shell could not load the builtin: it and later shells use the fallback.
    void onBuiltinRefused();
    void sendCommand(CommandRun *run);
    void onStdoutReadable();
    void onStderrReadable();
    void onMarkerReadable();
    void onShellExited();
    // Reads what the pipe holds. untilPaused: stop as soon as the current run pauses its
    // output (reads from the notifiers); otherwise read all (the command has ended).
    bool drain(int fd, bool isStdout, bool untilPaused = false);
    // Both pipes drained once the current command has ended.
    void drainEnded();
    // Follows CommandRun::setOutputPaused of the current run.
    void updateOutputReading(CommandRun *run);
    void setOutputNotifiersEnabled(bool enabled);
    void deliverOutput(const QByteArray &data, bool isStdout);
    void finishCurrent(int exitCode);
    void onTimeout();
    void onKillPoll();
    void restartFromSnapshot();
    void scheduleEnvRefresh();
    void refreshEnvironment();
    QByteArray buildScript(CommandRun *run);
    QByteArray buildFrame(CommandRun *run);
    // Per-call env and cwd around body; the command's status is left in $__sandman_r.
    // hideFd: what closes the status fd for the command (fallback only).
    QByteArray wrapEnvAndCwd(CommandRun *run, const QByteArray &body, const QByteArray &hideFd);
    QString snapshotPath() const;

    Settings m_settings;
    QDateTime m_createdAt;
    QString m_cwd;
    QProcessEnvironment m_env;

    qint64 m_pid = 0;
    int m_stdinFd = -1;
    int m_stdoutFd = -1;
    int m_stderrFd = -1;
    int m_markerFd = -1;
    int m_pidFd = -1;
    int m_frameFd = -1; // builtin protocol: the commands' frames
    SessionBuiltin::Protocol m_protocol = SessionBuiltin::Protocol::Fallback;
    QString m_protocolNote;
    QString m_builtinPath;
    QSocketNotifier *m_stdinNotifier = nullptr;
    QSocketNotifier *m_stdoutNotifier = nullptr;
    QSocketNotifier *m_stderrNotifier = nullptr;
    QSocketNotifier *m_markerNotifier = nullptr;
    QSocketNotifier *m_pidNotifier = nullptr;
    QSocketNotifier *m_frameNotifier = nullptr;
    QByteArray m_stdinBuffer;
    QByteArray m_frameBuffer;
    QByteArray m_markerBuffer;

    QQueue<CommandRun *> m_queue;
    CommandRun *m_current = nullptr;
    quint64 m_nextSeq = 1;
    QTimer *m_timeoutTimer = nullptr;
    QTimer *m_killPollTimer = nullptr;
    QTimer *m_envRefreshTimer = nullptr;
    bool m_startScheduled = false;
    bool m_killing = false; // the current command's tree is being killed
    bool m_envDirty = false;
    // The latest state snapshot and the command it was taken before (0: none).
    QByteArray m_snapshot;
    quint64 m_snapshotSeq = 0;
    bool m_destroying = false;
    QPointer<CommandRun> m_pendingAnnounce;
    bool m_announceDeferred = false; // BeforeBlocking holds announcePending()
    QList<QPointer<CommandRun>> m_retired; // finished, deleted by deleteRetired()
    bool m_retireDeferred = false; // BeforeBlocking holds deleteRetired()
};

} // namespace sandman
