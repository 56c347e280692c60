// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "CodeContextInfo.h"
#include "EnvVarChanges.h"
#include "ExecOptions.h"
#include "FileInfo.h"
#include "FileRange.h"
#include "FileReadResult.h"
#include "GitCheckoutOptions.h"
#include "GitCheckoutResult.h"
#include "LogMatch.h"
#include "ProcessInfo.h"
#include "ProcessLogs.h"
#include "ProcessOptions.h"
#include "SandboxException.h"
#include "SessionHandle.h"
#include "SessionInfo.h"
#include "SessionOptions.h"
#include "SystemProcessInfo.h"
#include "TerminalInfo.h"
#include "Transport.h"
#include "protocol/ExecResult.h"

#include <QFuture>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QRegularExpression>

#include <functional>
#include <optional>

namespace sandman {

class CodeRun;
struct TerminalRequest;
class EventSubscription;
class ExecStream;
class ProcessLogStream;

// The asynchronous API the UI and tests use, mirroring the Cloudflare Sandbox SDK. Every call
// becomes one protocol request on the transport; failures arrive as SandboxException.
class SandboxClient : public QObject
{
    Q_OBJECT
public:
    explicit SandboxClient(Transport *transport, QObject *parent = nullptr);

    Transport *transport() const { return m_transport; }

    // One request → its response body. Non-2xx statuses fail with the body's error.
    QFuture<QJsonObject> request(const QString &method, const QString &path, const QJsonObject &body = {});
    // The same, with *cancel set to a function that asks the agent to stop the request.
    QFuture<QJsonObject> request(const QString &method, const QString &path, const QJsonObject &body,
                                 std::function<void()> *cancel);
    // A streaming request: events arrive on the returned call (owned by the transport).
    TransportCall *openStream(const QString &method, const QString &path, const QJsonObject &body = {});

    QFuture<QJsonObject> ping();

    // Opens a terminal tab's stream on a session (DESIGN.md §2 "Terminal"). terminalId picks
    // the terminal: empty → the session's main terminal (shared, as in the SDK); give each
    // tab its own id (e.g. a QUuid) for separate shells, and
    // the same id again to reattach. The stream is a child of the transport until reparented;
    // deleting it detaches the viewer without ending the shell. Never null.
    TerminalStream *openTerminal(const QString &sessionId, int cols, int rows,
                                 const QString &terminalId = QString());
    // The same with every option (reattach only, read-only watching, shell); the request's
    // origin defaults to this client's origin().
    TerminalStream *openTerminal(TerminalRequest request);
    // The name this client gives itself in the terminals it opens (the terminal list and the
    // feed show it as their opener's origin); empty: none.
    QString origin() const { return m_origin; }
    void setOrigin(const QString &origin) { m_origin = origin; }
    // Sandman additions: the running terminals (viewed or not), and ending one (its shell and
    // what runs in it; an empty terminalId is the session's main terminal).
    QFuture<QList<TerminalInfo>> listTerminals();
    QFuture<void> closeTerminal(const QString &sessionId, const QString &terminalId);

    // Sessions (DESIGN.md §2).
    QFuture<SessionInfo> createSession(const SessionOptions &options = {});
    QFuture<SessionInfo> getSession(const QString &sessionId);
    QFuture<QList<SessionInfo>> listSessions();
    // Sandman addition: changes a live session's default command timeout (0 = none).
    QFuture<SessionInfo> setSessionCommandTimeout(const QString &sessionId, qint64 commandTimeoutMs);
    // Sandman addition: `cd` in the session's shell (relative paths from its cwd); from then on
    // also where a fresh shell of it starts. Fails with FILE_NOT_FOUND, PERMISSION_DENIED or
    // VALIDATION_FAILED (context reason "notDirectory" for a file) and leaves the cwd as it was.
    QFuture<SessionInfo> changeSessionDirectory(const QString &sessionId, const QString &path);
    // Resolves to the deleted id.
    QFuture<QString> deleteSession(const QString &sessionId);
    SessionHandle session(const QString &sessionId) { return SessionHandle(this, sessionId); }

    // Runs a command in a session's shell. A non-zero exit is a result, not a failure.
    QFuture<ExecResult> exec(const QString &command, const ExecOptions &options = {});
    // exec() that can be stopped: *cancel becomes a function that stops the command and its
    // whole process tree; the result then says cancelled. Calling it after the end does nothing.
    QFuture<ExecResult> exec(const QString &command, const ExecOptions &options,
                             std::function<void()> *cancel);
    // Streams a foreground command of the session; the stream is parented to this client.
    ExecStream *execStream(const QString &command, const ExecOptions &options = {});
    // heartbeatIntervalMs: how often a quiet stream sends a heartbeat (default 15 s).
    ExecStream *execStream(const QString &command, const ExecOptions &options,
                           std::optional<qint64> heartbeatIntervalMs);
    // Session env; an empty sessionId means the sandbox level (the default session and the
    // base environment of sessions created later) for setEnvVars, "default" for getEnvVars.
    QFuture<void> setEnvVars(const EnvVarChanges &changes, const QString &sessionId = {});
    QFuture<QMap<QString, QString>> getEnvVars(const QString &sessionId = {});

    // Background processes (DESIGN.md §2): sandbox-wide, each names the session it came from.
    QFuture<ProcessInfo> startProcess(const QString &command, const ProcessOptions &options = {});
    QFuture<QList<ProcessInfo>> listProcesses();
    QFuture<ProcessInfo> getProcess(const QString &processId);
    // signal: SIGTERM by default; the whole tree, escalating to SIGKILL after a grace period.
    QFuture<void> killProcess(const QString &processId, int signal = 15);
    // Resolves to how many processes were still running.
    QFuture<int> killAllProcesses();
    QFuture<ProcessLogs> getProcessLogs(const QString &processId);
    // Replays the logs so far, then follows the process until it exits; parented to this client.
    ProcessLogStream *streamProcessLogs(const QString &processId);

    // Sandman additions: every process of the sandbox (parents first), not only background
    // ones; and a signal (TERM, KILL, INT, HUP, STOP, CONT, QUIT, USR1, USR2) to one of them.
    // startTicks (from the listing) > 0 refuses a process that has exited and left its pid to
    // another.
    QFuture<QList<SystemProcessInfo>> listSystemProcesses();
    QFuture<void> signalSystemProcess(qint64 pid, const QString &signal, quint64 startTicks = 0);

    // The sandbox's event feed (every client's sessions, commands, processes, terminals, files):
    // sinceSeq < 0 from now on, else after that seq. Resumes by itself after a reconnect;
    // parented to this client.
    EventSubscription *subscribeEvents(qint64 sinceSeq = -1);
    // Cancels a queued or running command by the commandId of its feed events (any client's).
    QFuture<void> cancelCommand(const QString &commandId);
    // Resolves when stdout or stderr contains pattern (plain text or regex); fails with
    // PROCESS_READY_TIMEOUT, or PROCESS_EXITED_BEFORE_READY when the process ends first.
    QFuture<LogMatch> waitForLog(const QString &processId, const QString &pattern, int timeoutMs = 60000);
    QFuture<LogMatch> waitForLog(const QString &processId, const QRegularExpression &pattern,
                                 int timeoutMs = 60000);
    // Resolves when 127.0.0.1:port accepts connections inside the sandbox; with a processId,
    // fails early if that process exits first.
    QFuture<void> waitForPort(const QString &processId, quint16 port, int timeoutMs = 60000);
    // Resolves to the final record; fails with COMMAND_TIMEOUT when it runs longer.
    QFuture<ProcessInfo> waitForExit(const QString &processId, int timeoutMs = 60000);

    // Files (DESIGN.md §2). Relative paths resolve against the session's cwd; sessionId empty
    // means "default".
    QFuture<void> writeFile(const QString &path, const QString &content,
                            const QString &encoding = QStringLiteral("utf-8"), const QString &sessionId = {});
    // Writes exact bytes (sent base64).
    QFuture<void> writeBinaryFile(const QString &path, const QByteArray &bytes,
                                  const QString &sessionId = {});
    // Adds exact bytes at the end of the file, created if missing (a Sandman extension: uploads
    // sent in pieces, see FileUpload).
    QFuture<void> appendBinaryFile(const QString &path, const QByteArray &bytes,
                                   const QString &sessionId = {});
    QFuture<FileReadResult> readFile(const QString &path, const QString &sessionId = {});
    // Up to length bytes from offset, of a file of any size (a Sandman extension); the result's
    // size is the whole file's.
    QFuture<FileRange> readFileRange(const QString &path, qint64 offset, qint64 length,
                                     const QString &sessionId = {});
    QFuture<void> mkdir(const QString &path, bool recursive = false, const QString &sessionId = {});
    QFuture<void> deleteFile(const QString &path, const QString &sessionId = {});
    QFuture<void> renameFile(const QString &oldPath, const QString &newPath, const QString &sessionId = {});
    QFuture<void> moveFile(const QString &sourcePath, const QString &destinationPath,
                           const QString &sessionId = {});
    QFuture<QList<FileInfo>> listFiles(const QString &path, bool recursive = false,
                                       bool includeHidden = false, const QString &sessionId = {});
    QFuture<bool> exists(const QString &path, const QString &sessionId = {});

    QFuture<GitCheckoutResult> gitCheckout(const QString &repoUrl, const GitCheckoutOptions &options = {});

    // Code contexts (DESIGN.md §2): persistent python / javascript interpreters. language:
    // "python" or "javascript"; an empty cwd means the workspace; env is added to the
    // sandbox's base environment.
    QFuture<CodeContextInfo> createCodeContext(const QString &language, const QString &cwd = {},
                                               const QMap<QString, QString> &env = {});
    QFuture<QList<CodeContextInfo>> listCodeContexts();
    // Kills the context's interpreter.
    QFuture<void> deleteCodeContext(const QString &contextId);
    // Runs code in a context (empty contextId: the sandbox's default context for language);
    // timeoutMs 0 means none. The run is parented to this client.
    CodeRun *runCode(const QString &code, const QString &contextId, qint64 timeoutMs = 0,
                     const QString &language = {});

private:
    // request() with the response body made into T on arrival: one future, where a .then()
    // adds a second one (and posted events to whoever watches it) to every call.
    template<typename T, typename Convert>
    QFuture<T> requestAs(ProtocolRequest request, std::function<void()> *cancel, Convert convert);

    QPointer<Transport> m_transport;
    QString m_origin;
};

} // namespace sandman
