// SPDX-License-Identifier: Apache-2.0
#include "SessionRoutes.h"

#include "EngineErrors.h"
#include "SessionLookup.h"
#include "SinkFlowControl.h"
#include "engine/Sandbox.h"
#include "engine/ShellQuote.h"
#include "engine/session/CommandRun.h"
#include "engine/session/ShellSession.h"
#include "protocol/BodyValue.h"
#include "protocol/ExecRequest.h"
#include "protocol/ExecResult.h"
#include "protocol/OutputText.h"
#include "protocol/Timestamp.h"
#include "server/BodyReader.h"
#include "server/Router.h"

#include <QJsonArray>
#include <QPointer>
#include <QTimer>

namespace sandman {

namespace {
const QString kSuccess = QStringLiteral("success");
const QString kTimestamp = QStringLiteral("timestamp");
const QString kSessionId = QStringLiteral("sessionId");
constexpr int kMinHeartbeatMs = 10;

QJsonObject sessionJson(const ShellSession *session)
{
    return {
        {QStringLiteral("id"), session->id()},
        {QStringLiteral("cwd"), session->lastKnownCwd()},
        {QStringLiteral("commandTimeoutMs"), session->commandTimeoutMs()},
        {QStringLiteral("busy"), session->isBusy()},
        {QStringLiteral("pendingCommands"), session->userCommandCount()},
        {QStringLiteral("shellPid"), session->shellPid()},
        {QStringLiteral("createdAt"), session->createdAt().toString(Qt::ISODateWithMs)},
        // Sandman addition: recreated from its definition after the agent started again.
        {QStringLiteral("restored"), session->isRestored()},
        // Sandman addition: how commands reach the shell ("builtin" or "fallback", and why).
        {QStringLiteral("shellProtocol"), QLatin1String(SessionBuiltin::protocolName(session->protocol()))},
        {QStringLiteral("shellProtocolNote"), session->protocolNote()}};
}

// Reads {"NAME": "value", …}; with allowNull, null means "unset".
bool readEnv(const QJsonObject &object, bool allowNull, EnvChanges *out, SandboxError *error)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.value().isString())
            out->insert(it.key(), it.value().toString());
        else if (allowNull && it.value().isNull())
            out->insert(it.key(), std::nullopt);
        else {
            *error = SandboxError{ErrorCode::ValidationFailed,
                                  QStringLiteral("environment variable %1 must be a string%2")
                                      .arg(it.key(), allowNull ? QStringLiteral(" or null") : QString()),
                                  {{QStringLiteral("name"), it.key()}}};
            return false;
        }
    }
    if (const EngineError invalid = Sandbox::validateEnvChanges(*out)) {
        *error = EngineErrors::toSandboxError(invalid);
        return false;
    }
    return true;
}

ShellSession *findSession(Sandbox *sandbox, const QString &id, const ResponseSinkPtr &sink)
{
    ShellSession *session = sandbox->session(id);
    if (!session)
        sink->sendError(ErrorCode::SessionNotFound, QStringLiteral("session \"%1\" not found").arg(id),
                        {{kSessionId, id}});
    return session;
}

// Everything exec and execStream share: the session, the command and its options.
struct ExecCall {
    ShellSession *session = nullptr;
    QString sessionId;
    QString command;
    CommandOptions options;
};

// What any exec body must hold, whichever form it came in.
bool checkExecRequest(const ExecRequest &exec, const ResponseSinkPtr &sink)
{
    if (exec.command.contains(QChar(0))) {
        sink->sendError(ErrorCode::ValidationFailed, QStringLiteral("the command contains a NUL character"));
        return false;
    }
    if (exec.timeoutMs && *exec.timeoutMs < 0) {
        sink->sendError(ErrorCode::ValidationFailed, QStringLiteral("timeoutMs must not be negative"));
        return false;
    }
    return true;
}

// An exec body from a peer's JSON, with the errors its types can have.
bool readExecJson(const RouteRequest &request, const ResponseSinkPtr &sink, ExecRequest *exec)
{
    BodyReader body(request.body());
    exec->command = body.requiredString(QStringLiteral("command"));
    exec->timeoutMs = body.optionalInteger(QStringLiteral("timeoutMs"));
    if (!exec->timeoutMs)
        exec->timeoutMs = body.optionalInteger(QStringLiteral("timeout"));
    const std::optional<QJsonObject> env = body.optionalObject(QStringLiteral("env"));
    exec->cwd = body.optionalString(QStringLiteral("cwd")).value_or(QString());
    if (!body.ok()) {
        sink->sendError(body.error());
        return false;
    }
    if (!checkExecRequest(*exec, sink))
        return false;
    if (env) {
        EnvChanges changes;
        SandboxError error;
        if (!readEnv(*env, false, &changes, &error)) {
            sink->sendError(error);
            return false;
        }
        for (auto it = changes.cbegin(); it != changes.cend(); ++it)
            exec->env.insert(it.key(), *it.value());
    }
    exec->sessionId = request.sessionId();
    return true;
}

// An exec body made in-process: its types are right, its values still need the checks.
bool checkExecValue(const ExecRequest &exec, const ResponseSinkPtr &sink)
{
    if (!checkExecRequest(exec, sink))
        return false;
    if (exec.env.isEmpty())
        return true;
    EnvChanges changes;
    for (auto it = exec.env.cbegin(); it != exec.env.cend(); ++it)
        changes.insert(it.key(), it.value());
    if (const EngineError invalid = Sandbox::validateEnvChanges(changes)) {
        sink->sendError(EngineErrors::toSandboxError(invalid));
        return false;
    }
    return true;
}

bool readExecCall(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink, ExecCall *call)
{
    ExecRequest json;
    const ExecRequest *exec = request.valueAs<ExecRequest>();
    if (exec ? !checkExecValue(*exec, sink) : !readExecJson(request, sink, &json))
        return false;
    if (!exec)
        exec = &json;
    call->command = exec->command;
    // A value without one falls back as the JSON does: the query, else "default".
    call->sessionId = exec->sessionId.isEmpty() ? request.sessionId() : exec->sessionId;
    call->session = SessionLookup::forCall(sandbox, call->sessionId, sink);
    if (!call->session)
        return false;
    call->options.timeoutMs = exec->timeoutMs;
    call->options.env = exec->env;
    if (!exec->cwd.isEmpty())
        call->options.cwd = sandbox->resolvePath(exec->cwd, call->session->lastKnownCwd());
    return true;
}

SandboxError runError(const CommandResult &result, const QString &sessionId)
{
    SandboxError error = EngineErrors::toSandboxError(result.error);
    error.context.insert(kSessionId, sessionId);
    if (result.error.kind == EngineError::SessionTerminated) {
        error.context.insert(QStringLiteral("exitCode"), result.exitCode);
        // As a result's: the log shows the same duration as the activity feed.
        error.context.insert(QStringLiteral("duration"), double(result.durationMs));
    }
    OutputText::put(error.context, QStringLiteral("stdout"), result.stdoutData);
    OutputText::put(error.context, QStringLiteral("stderr"), result.stderrData);
    return error;
}

// How many leading bytes of data fit `budget` bytes of JSON text: control characters cost up
// to 6 ("\u0000"), so 16 MiB of NULs would make ~100 MB of JSON and several times that in
// frames; the cut keeps a result's memory proportional to the cap whatever the output holds.
// The cut never splits a UTF-8 sequence.
qsizetype jsonFittingPrefix(const QByteArray &data, qint64 budget)
{
    qint64 cost = 0;
    qsizetype i = 0;
    for (; i < data.size(); ++i) {
        const auto c = static_cast<unsigned char>(data.at(i));
        if (c == '\n' || c == '\t' || c == '\r' || c == '"' || c == '\\')
            cost += 2;
        else if (c < 0x20)
            cost += 6;
        else
            cost += c < 0x80 ? 1 : 2; // a stray byte also costs its base64 twin
        if (cost > budget)
            break;
    }
    if (i == data.size())
        return i;
    while (i > 0 && (static_cast<unsigned char>(data.at(i)) & 0xC0) == 0x80)
        --i;
    return i;
}

// Applies jsonFittingPrefix to one stream of a result, marking it truncated when cut.
void fitOutput(QByteArray *data, bool *truncated, qint64 budget)
{
    const qsizetype keep = jsonFittingPrefix(*data, budget);
    if (keep < data->size()) {
        data->truncate(keep);
        *truncated = true;
    }
}

// Splits a byte stream into chunks that end on UTF-8 character boundaries, so a multi-byte
// character split across two reads still arrives as text.
class Utf8Chunker
{
public:
    QByteArray take(const QByteArray &data, bool flush)
    {
        QByteArray chunk = m_pending + data;
        m_pending.clear();
        if (flush)
            return chunk;
        // Hold back a trailing incomplete sequence (at most 3 bytes).
        qsizetype i = chunk.size() - 1;
        int back = 0;
        while (i >= 0 && back < 3 && (static_cast<unsigned char>(chunk.at(i)) & 0xC0) == 0x80) {
            --i;
            ++back;
        }
        if (i >= 0) {
            const auto lead = static_cast<unsigned char>(chunk.at(i));
            const int need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
            if (need > 1 && need > back + 1) {
                m_pending = chunk.mid(i);
                chunk.truncate(i);
            }
        }
        return chunk;
    }

private:
    QByteArray m_pending;
};

void handleExec(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    ExecCall call;
    if (!readExecCall(sandbox, request, sink, &call))
        return;
    CommandRun *run = call.session->exec(call.command, call.options);
    QPointer<CommandRun> guard(run);
    sink->setCancelHandler([guard] {
        if (guard)
            guard->cancel();
    });
    const QString sessionId = call.sessionId;
    const qint64 budget = sandbox->options().maxExecOutputBytes;
    QObject::connect(run, &CommandRun::finished, run,
                     [sink, sessionId, command = call.command, budget, run](CommandResult result) {
                         fitOutput(&result.stdoutData, &result.stdoutTruncated, budget);
                         fitOutput(&result.stderrData, &result.stderrTruncated, budget);
                         if (result.error) {
                             sink->sendError(runError(result, sessionId));
                             return;
                         }
                         ExecResult response;
                         response.success = result.exitCode == 0;
                         response.exitCode = result.exitCode;
                         response.stdoutData = std::move(result.stdoutData);
                         response.stderrData = std::move(result.stderrData);
                         response.command = command;
                         response.durationMs = result.durationMs;
                         response.timestamp = currentTimestamp();
                         response.sessionId = sessionId;
                         response.timedOut = result.timedOut;
                         response.cancelled = result.cancelled;
                         response.timeoutMs = result.timeoutMs > 0 ? result.timeoutMs : 0;
                         response.stdoutBytes = result.stdoutBytes;
                         response.stderrBytes = result.stderrBytes;
                         response.stdoutTruncated = result.stdoutTruncated;
                         response.stderrTruncated = result.stderrTruncated;
                         response.commandId = run->commandId();
                         sink->sendValue(200, makeBody(std::move(response)));
                     });
}

void handleExecStream(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    ExecCall call;
    if (!readExecCall(sandbox, request, sink, &call))
        return;
    BodyReader body(request.body());
    const std::optional<qint64> heartbeat = body.optionalInteger(QStringLiteral("heartbeatIntervalMs"));
    if (!body.ok()) {
        sink->sendError(body.error());
        return;
    }
    const int heartbeatMs = int(qBound(qint64(kMinHeartbeatMs),
                                       qint64(heartbeat.value_or(sandbox->options().streamHeartbeatMs)),
                                       qint64(24 * 3600 * 1000)));
    call.options.stream = true;
    CommandRun *run = call.session->exec(call.command, call.options);
    QPointer<CommandRun> guard(run);
    sink->setCancelHandler([guard] {
        if (guard)
            guard->cancel();
    });
    const QString sessionId = call.sessionId;
    const QString command = call.command;

    auto *heartbeatTimer = new QTimer(run);
    heartbeatTimer->setInterval(heartbeatMs);
    QObject::connect(heartbeatTimer, &QTimer::timeout, run, [sink] {
        sink->sendEvent(
            {{QStringLiteral("type"), QStringLiteral("heartbeat")}, {kTimestamp, currentTimestamp()}});
    });
    heartbeatTimer->start(); // also while queued behind other commands of the session

    // A client that reads slower than the command writes pauses the reading of its output (the
    // command blocks on the full pipe) instead of making the agent queue it.
    auto *flow = new SinkFlowControl(
        sink, [run](bool paused) { run->setOutputPaused(paused); }, run);
    auto out = std::make_shared<Utf8Chunker>();
    auto err = std::make_shared<Utf8Chunker>();
    auto sendData = [sink, flow](const QString &type, const QByteArray &bytes) {
        if (bytes.isEmpty())
            return;
        QJsonObject event{{QStringLiteral("type"), type}};
        OutputText::put(event, QStringLiteral("data"), bytes);
        sink->sendEvent(event);
        flow->check();
    };
    QObject::connect(run, &CommandRun::started, run, [sink, sessionId, command, run](qint64 pid) {
        QJsonObject start{{QStringLiteral("type"), QStringLiteral("start")},
                          {QStringLiteral("command"), command},
                          {kTimestamp, currentTimestamp()},
                          {kSessionId, sessionId},
                          {QStringLiteral("pid"), pid}};
        if (!run->commandId().isEmpty())
            start.insert(QStringLiteral("commandId"), run->commandId());
        sink->sendEvent(start);
    });
    QObject::connect(run, &CommandRun::stdoutData, run, [out, sendData](const QByteArray &data) {
        sendData(QStringLiteral("stdout"), out->take(data, false));
    });
    QObject::connect(run, &CommandRun::stderrData, run, [err, sendData](const QByteArray &data) {
        sendData(QStringLiteral("stderr"), err->take(data, false));
    });
    QObject::connect(run, &CommandRun::finished, run,
                     [sink, sessionId, out, err, sendData, heartbeatTimer](const CommandResult &result) {
                         heartbeatTimer->stop();
                         sendData(QStringLiteral("stdout"), out->take({}, true));
                         sendData(QStringLiteral("stderr"), err->take({}, true));
                         if (result.error && !result.cancelled) {
                             const SandboxError error = runError(result, sessionId);
                             sink->sendEvent({{QStringLiteral("type"), QStringLiteral("error")},
                                              {QStringLiteral("error"), error.message},
                                              {QStringLiteral("code"), errorCodeName(error.code)}});
                             sink->sendError(error);
                             return;
                         }
                         if (result.cancelled) {
                             sink->sendResponse(200,
                                                {{kSuccess, false},
                                                 {QStringLiteral("cancelled"), true},
                                                 {QStringLiteral("exitCode"), result.exitCode},
                                                 {kSessionId, sessionId},
                                                 {kTimestamp, currentTimestamp()}});
                             return;
                         }
                         QJsonObject complete{{QStringLiteral("type"), QStringLiteral("complete")},
                                              {QStringLiteral("exitCode"), result.exitCode},
                                              {QStringLiteral("duration"), result.durationMs},
                                              {QStringLiteral("timedOut"), result.timedOut},
                                              {kTimestamp, currentTimestamp()}};
                         sink->sendEvent(complete);
                         sink->sendResponse(200,
                                            {{kSuccess, result.exitCode == 0},
                                             {QStringLiteral("exitCode"), result.exitCode},
                                             {QStringLiteral("timedOut"), result.timedOut},
                                             {kSessionId, sessionId},
                                             {kTimestamp, currentTimestamp()}});
                     });
}

void handleCreate(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    BodyReader body(request.body());
    SessionConfig config;
    config.id = body.optionalString(QStringLiteral("id")).value_or(QString());
    if (config.id.isEmpty())
        config.id = body.optionalString(kSessionId).value_or(QString());
    config.cwd = body.optionalString(QStringLiteral("cwd")).value_or(QString());
    config.commandTimeoutMs = body.optionalInteger(QStringLiteral("commandTimeoutMs")).value_or(0);
    const std::optional<QJsonObject> env = body.optionalObject(QStringLiteral("env"));
    if (!body.ok()) {
        sink->sendError(body.error());
        return;
    }
    if (env) {
        EnvChanges changes;
        SandboxError error;
        if (!readEnv(*env, false, &changes, &error)) {
            sink->sendError(error);
            return;
        }
        for (auto it = changes.cbegin(); it != changes.cend(); ++it)
            config.env.insert(it.key(), *it.value());
    }
    const Sandbox::CreateResult created = sandbox->createSession(config);
    if (created.error) {
        SandboxError error = EngineErrors::toSandboxError(created.error);
        error.context.insert(kSessionId, config.id);
        sink->sendError(error);
        return;
    }
    QJsonObject response = sessionJson(created.session);
    response.insert(kSuccess, true);
    response.insert(kSessionId, created.session->id());
    response.insert(kTimestamp, currentTimestamp());
    if (!created.note.isEmpty())
        response.insert(QStringLiteral("note"), created.note);
    sink->sendResponse(200, response);
}

// A session's details as a route's success answer.
void sendSession(const ShellSession *session, const ResponseSinkPtr &sink)
{
    QJsonObject response = sessionJson(session);
    response.insert(kSuccess, true);
    response.insert(kSessionId, session->id());
    response.insert(kTimestamp, currentTimestamp());
    sink->sendResponse(200, response);
}

void handleUpdate(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    BodyReader body(request.body());
    const std::optional<qint64> timeout = body.optionalInteger(QStringLiteral("commandTimeoutMs"));
    const std::optional<QString> cwd = body.optionalString(QStringLiteral("cwd"));
    if (!body.ok()) {
        sink->sendError(body.error());
        return;
    }
    if (timeout && *timeout < 0) {
        sink->sendError(ErrorCode::ValidationFailed,
                        QStringLiteral("commandTimeoutMs must be 0 (no timeout) or positive"));
        return;
    }
    if (cwd && (cwd->trimmed().isEmpty() || cwd->contains(QChar(0)) || cwd->size() > 4096)) {
        sink->sendError(ErrorCode::ValidationFailed,
                        QStringLiteral("cwd must be a non-empty path of at most 4096 characters without NUL"),
                        {{QStringLiteral("path"), *cwd}});
        return;
    }
    ShellSession *session = SessionLookup::forCall(sandbox, request.sessionId(), sink);
    if (!session)
        return;
    if (timeout)
        session->setCommandTimeoutMs(*timeout);
    QPointer<ShellSession> guard = session;
    auto respond = [guard, sink] {
        if (!guard) {
            sink->sendError(ErrorCode::SessionDestroyed, QStringLiteral("the session was deleted"));
            return;
        }
        sendSession(guard, sink);
    };
    if (!cwd) {
        respond();
        return;
    }
    const QString dir = sandbox->resolvePath(*cwd, session->lastKnownCwd());
    session->changeDirectory(dir, [respond, sink, path = *cwd](EngineError error) {
        if (!error) {
            respond();
            return;
        }
        SandboxError wire = EngineErrors::toSandboxError(error, ErrorCode::FileNotFound);
        wire.context.insert(QStringLiteral("path"), path);
        // Lets a client say "that is a file" rather than "invalid request".
        if (error.kind == EngineError::InvalidArgument)
            wire.context.insert(QStringLiteral("reason"), QStringLiteral("notDirectory"));
        sink->sendError(wire);
    });
}
} // namespace

void SessionRoutes::install(Router &router, Sandbox *sandbox)
{
    const QString get = QStringLiteral("GET");
    const QString post = QStringLiteral("POST");
    router.addRoute(post, QStringLiteral("/api/session/create"),
                    [sandbox](const RouteRequest &request, const ResponseSinkPtr &sink) {
                        handleCreate(sandbox, request, sink);
                    });
    router.addRoute(get, QStringLiteral("/api/session/list"),
                    [sandbox](const RouteRequest &, const ResponseSinkPtr &sink) {
                        QJsonArray ids;
                        QJsonArray details;
                        for (const QString &id : sandbox->sessionIds()) {
                            ids.append(id);
                            details.append(sessionJson(sandbox->session(id)));
                        }
                        sink->sendResponse(200,
                                           {{kSuccess, true},
                                            {QStringLiteral("sessions"), ids},
                                            {QStringLiteral("sessionDetails"), details},
                                            {QStringLiteral("count"), ids.size()},
                                            {kTimestamp, currentTimestamp()}});
                    });
    router.addRoute(
        post, QStringLiteral("/api/session/delete"),
        [sandbox](const RouteRequest &request, const ResponseSinkPtr &sink) {
            BodyReader body(request.body());
            const QString id = body.requiredString(kSessionId);
            if (!body.ok()) {
                sink->sendError(body.error());
                return;
            }
            if (const EngineError error = sandbox->deleteSession(id)) {
                SandboxError wire = EngineErrors::toSandboxError(error);
                wire.context.insert(kSessionId, id);
                sink->sendError(wire);
                return;
            }
            sink->sendResponse(200, {{kSuccess, true}, {kSessionId, id}, {kTimestamp, currentTimestamp()}});
        });
    router.addRoute(get, QStringLiteral("/api/sandman/session/{id}"),
                    [sandbox](const RouteRequest &request, const ResponseSinkPtr &sink) {
                        ShellSession *session
                            = findSession(sandbox, request.pathParam(QStringLiteral("id")), sink);
                        if (session)
                            sendSession(session, sink);
                    });
    // Sandman addition: change a live session's default command timeout (0 = none) and/or its
    // working directory (a `cd` in its shell, after the calls queued before; relative to its cwd).
    router.addRoute(post, QStringLiteral("/api/sandman/session/update"),
                    [sandbox](const RouteRequest &request, const ResponseSinkPtr &sink) {
                        handleUpdate(sandbox, request, sink);
                    });
    router.addRoute(
        post, QStringLiteral("/api/execute"),
        [sandbox](const RouteRequest &request, const ResponseSinkPtr &sink) {
            handleExec(sandbox, request, sink);
        },
        Router::Body::ValueOrJson);
    router.addRoute(post, QStringLiteral("/api/execute/stream"),
                    [sandbox](const RouteRequest &request, const ResponseSinkPtr &sink) {
                        handleExecStream(sandbox, request, sink);
                    });
    // Set: {sessionId?, envVars: {NAME: "value" | null}}; without sessionId: sandbox level.
    router.addRoute(post, QStringLiteral("/api/sandman/env"),
                    [sandbox](const RouteRequest &request, const ResponseSinkPtr &sink) {
                        BodyReader body(request.body());
                        const std::optional<QJsonObject> vars
                            = body.optionalObject(QStringLiteral("envVars"));
                        const std::optional<QString> id = body.optionalString(kSessionId);
                        if (!body.ok()) {
                            sink->sendError(body.error());
                            return;
                        }
                        EnvChanges changes;
                        SandboxError error;
                        if (!readEnv(vars.value_or(QJsonObject()), true, &changes, &error)) {
                            sink->sendError(error);
                            return;
                        }
                        const QString sessionId = id.value_or(QString());
                        auto done = [sink, sessionId](EngineError result) {
                            if (result) {
                                sink->sendError(EngineErrors::toSandboxError(result));
                                return;
                            }
                            QJsonObject response{{kSuccess, true}, {kTimestamp, currentTimestamp()}};
                            if (!sessionId.isEmpty())
                                response.insert(kSessionId, sessionId);
                            sink->sendResponse(200, response);
                        };
                        if (sessionId.isEmpty()) {
                            sandbox->setEnvVars(changes, done);
                            return;
                        }
                        if (ShellSession *session = SessionLookup::forCall(sandbox, sessionId, sink))
                            session->setEnvVars(changes, done);
                    });
    router.addRoute(get, QStringLiteral("/api/sandman/env"),
                    [sandbox](const RouteRequest &request, const ResponseSinkPtr &sink) {
                        const QString sessionId = request.sessionId();
                        ShellSession *session = SessionLookup::forCall(sandbox, sessionId, sink);
                        if (!session)
                            return;
                        auto respond = [sink, sessionId](const QProcessEnvironment &env, bool stale) {
                            QJsonObject vars;
                            for (const QString &key : env.keys())
                                vars.insert(key, env.value(key));
                            sink->sendResponse(200,
                                               {{kSuccess, true},
                                                {kSessionId, sessionId},
                                                {QStringLiteral("envVars"), vars},
                                                {QStringLiteral("stale"), stale},
                                                {kTimestamp, currentTimestamp()}});
                        };
                        // A busy session would answer only after its command: give the snapshot
                        // taken after the last one instead (marked stale) so an editor never hangs.
                        if (session->isBusy()) {
                            respond(session->lastKnownEnvironment(), true);
                            return;
                        }
                        session->getEnvVars(
                            [sink, respond](const QProcessEnvironment &env, EngineError error) {
                                if (error) {
                                    sink->sendError(EngineErrors::toSandboxError(error));
                                    return;
                                }
                                respond(env, false);
                            });
                    });
}

} // namespace sandman
