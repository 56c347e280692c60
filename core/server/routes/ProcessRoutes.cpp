// SPDX-License-Identifier: Apache-2.0
#include "ProcessRoutes.h"

#include "EngineErrors.h"
#include "ProcessLogFollower.h"
#include "SessionLookup.h"
#include "engine/Sandbox.h"
#include "engine/process/PortWaiter.h"
#include "engine/process/ProcessManager.h"
#include "engine/session/ShellSession.h"
#include "protocol/OutputText.h"
#include "protocol/Timestamp.h"
#include "server/BodyReader.h"
#include "server/Router.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QPointer>

#include <csignal>

namespace sandman {

namespace {
const QString kSuccess = QStringLiteral("success");
const QString kTimestamp = QStringLiteral("timestamp");
const QString kProcessId = QStringLiteral("processId");
const QString kManagerName = QStringLiteral("sandman-processes");

BackgroundProcess *findProcess(ProcessManager *manager, const QString &id, const ResponseSinkPtr &sink)
{
    BackgroundProcess *process = manager->process(id);
    if (!process)
        sink->sendError(ErrorCode::ProcessNotFound, QStringLiteral("process \"%1\" not found").arg(id),
                        {{kProcessId, id}});
    return process;
}

// "SIGTERM", "TERM", "15" or 15; 0 when not a signal we accept.
int parseSignal(const QJsonValue &value)
{
    if (value.isUndefined() || value.isNull())
        return SIGTERM;
    if (value.isDouble()) {
        const int number = value.toInt(-1);
        return number > 0 && number < NSIG ? number : 0;
    }
    QString name = value.toString().trimmed().toUpper();
    bool isNumber = false;
    const int number = name.toInt(&isNumber);
    if (isNumber)
        return number > 0 && number < NSIG ? number : 0;
    if (name.startsWith(QLatin1String("SIG")))
        name = name.mid(3);
    static const QList<QPair<QString, int>> names{
        {QStringLiteral("TERM"), SIGTERM}, {QStringLiteral("KILL"), SIGKILL},
        {QStringLiteral("INT"), SIGINT},   {QStringLiteral("HUP"), SIGHUP},
        {QStringLiteral("QUIT"), SIGQUIT}, {QStringLiteral("USR1"), SIGUSR1},
        {QStringLiteral("USR2"), SIGUSR2}, {QStringLiteral("STOP"), SIGSTOP},
        {QStringLiteral("CONT"), SIGCONT}, {QStringLiteral("ALRM"), SIGALRM}};
    for (const auto &[signalName, signal] : names) {
        if (name == signalName)
            return signal;
    }
    return 0;
}

void start(Sandbox *sandbox, ProcessManager *manager, const RouteRequest &request,
           const ResponseSinkPtr &sink)
{
    BodyReader body(request.body());
    ProcessStartOptions options;
    options.command = body.requiredString(QStringLiteral("command"));
    options.processId = body.optionalString(kProcessId).value_or(QString());
    const std::optional<QString> cwd = body.optionalString(QStringLiteral("cwd"));
    const std::optional<qint64> timeout = body.optionalInteger(QStringLiteral("timeout"));
    const std::optional<QJsonObject> env = body.optionalObject(QStringLiteral("env"));
    if (!body.ok())
        return sink->sendError(body.error());
    if (timeout && *timeout < 0)
        return sink->sendError(ErrorCode::ValidationFailed, QStringLiteral("timeout must not be negative"),
                               {{QStringLiteral("field"), QStringLiteral("timeout")}});
    options.sessionId = request.sessionId();
    ShellSession *session = SessionLookup::forCall(sandbox, options.sessionId, sink);
    if (!session)
        return;
    // The session's environment and directory as its shell last reported them, plus this
    // call's own variables.
    options.environment = session->lastKnownEnvironment();
    if (env) {
        for (auto it = env->begin(); it != env->end(); ++it) {
            if (!it.value().isString())
                return sink->sendError(
                    ErrorCode::ValidationFailed,
                    QStringLiteral("environment variable %1 must be a string").arg(it.key()),
                    {{QStringLiteral("name"), it.key()}});
            options.environment.insert(it.key(), it.value().toString());
        }
    }
    options.workingDirectory
        = cwd ? sandbox->resolvePath(*cwd, session->lastKnownCwd()) : session->lastKnownCwd();
    options.timeoutMs = timeout.value_or(0);

    EngineError error;
    BackgroundProcess *process = manager->start(options, &error);
    if (!process)
        return sink->sendError(EngineErrors::toSandboxError(error, ErrorCode::FileNotFound));
    const QJsonObject info = process->toJson();
    sink->sendResponse(200,
                       {{kSuccess, true},
                        {kProcessId, process->id()},
                        {QStringLiteral("id"), process->id()},
                        {QStringLiteral("pid"), process->pid()},
                        {QStringLiteral("command"), process->command()},
                        {QStringLiteral("status"), processStatusName(process->status())},
                        {QStringLiteral("sessionId"), process->sessionId()},
                        {QStringLiteral("startTime"), info.value(QStringLiteral("startTime"))},
                        {QStringLiteral("process"), info},
                        {kTimestamp, currentTimestamp()}});
}

void stream(ProcessManager *manager, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    if (BackgroundProcess *process = findProcess(manager, request.pathParam(QStringLiteral("id")), sink))
        ProcessLogFollower::follow(process, sink);
}

// Sandman's own one-shot wait: a single response when the port accepts connections.
void waitForPort(ProcessManager *manager, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    BodyReader body(request.body());
    const std::optional<qint64> port = body.optionalInteger(QStringLiteral("port"));
    const std::optional<qint64> timeout = body.optionalInteger(QStringLiteral("timeout"));
    const std::optional<QString> processId = body.optionalString(kProcessId);
    if (!body.ok())
        return sink->sendError(body.error());
    if (!port || *port < 1 || *port > 65535)
        return sink->sendError(ErrorCode::ValidationFailed, QStringLiteral("port must be 1-65535"),
                               {{QStringLiteral("field"), QStringLiteral("port")}});
    BackgroundProcess *process = nullptr;
    if (processId && !(process = findProcess(manager, *processId, sink)))
        return;
    const int timeoutMs = int(qBound<qint64>(0, timeout.value_or(60000), 24LL * 3600 * 1000));
    PortProbe::Check check;
    check.port = quint16(*port);
    auto *waiter = new PortWaiter(check, timeoutMs, process, manager);
    waiter->setRetryIntervalMs(PortWaiter::kMinIntervalMs);
    QObject::connect(
        waiter, &PortWaiter::finished, manager,
        [sink, port = *port, timeoutMs, processId](PortWaiter::Outcome outcome) {
            const QJsonObject context{{QStringLiteral("port"), port},
                                      {kProcessId, processId.value_or(QString())}};
            switch (outcome) {
            case PortWaiter::Outcome::Ready:
                return sink->sendResponse(
                    200,
                    {{kSuccess, true}, {QStringLiteral("port"), port}, {kTimestamp, currentTimestamp()}});
            case PortWaiter::Outcome::TimedOut:
                return sink->sendError(
                    ErrorCode::ProcessReadyTimeout,
                    QStringLiteral("port %1 was not ready within %2 ms").arg(port).arg(timeoutMs), context);
            case PortWaiter::Outcome::ProcessExited:
                return sink->sendError(ErrorCode::ProcessExitedBeforeReady,
                                       QStringLiteral("process exited before port %1 was ready").arg(port),
                                       context);
            case PortWaiter::Outcome::Cancelled:
                return sink->sendError(ErrorCode::InternalError, QStringLiteral("cancelled"));
            }
        });
    QPointer<PortWaiter> guard(waiter);
    sink->setCancelHandler([guard] {
        if (guard)
            guard->cancel();
    });
    waiter->start();
}

SandboxError portWatchInvalid(const QString &field, const QString &message)
{
    return SandboxError{ErrorCode::ValidationFailed, message, {{QStringLiteral("field"), field}}};
}

// POST /api/port-watch, the stream behind the SDK's proc.waitForPort() / ports.watchPort():
// {type:"watching", port, mode}, then one of {type:"ready", port, statusCode?},
// {type:"process_exited", port, exitCode?}, and the end of the stream. The SDK applies its
// timeout itself and cancels the stream; a cancel (or the client going away) stops probing.
void watchPort(ProcessManager *manager, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    BodyReader body(request.body());
    const std::optional<qint64> port = body.optionalInteger(QStringLiteral("port"));
    const QString mode = body.optionalString(QStringLiteral("mode")).value_or(QStringLiteral("http"));
    const QString path = body.optionalString(QStringLiteral("path")).value_or(QStringLiteral("/"));
    const std::optional<qint64> statusMin = body.optionalInteger(QStringLiteral("statusMin"));
    const std::optional<qint64> statusMax = body.optionalInteger(QStringLiteral("statusMax"));
    const std::optional<qint64> interval = body.optionalInteger(QStringLiteral("interval"));
    const std::optional<qint64> timeout = body.optionalInteger(QStringLiteral("timeout"));
    const std::optional<QString> processId = body.optionalString(kProcessId);
    if (!body.ok())
        return sink->sendError(body.error());
    if (!port || *port < 1 || *port > 65535)
        return sink->sendError(portWatchInvalid(
            QStringLiteral("port"),
            QCoreApplication::translate("ProcessRoutes", "port must be an integer 1-65535")));
    if (mode != QLatin1String("http") && mode != QLatin1String("tcp"))
        return sink->sendError(portWatchInvalid(
            QStringLiteral("mode"),
            QCoreApplication::translate("ProcessRoutes", "mode must be \"http\" or \"tcp\" (got \"%1\")")
                .arg(mode)));
    PortProbe::Check check;
    check.port = quint16(*port);
    check.http = mode == QLatin1String("http");
    check.statusMin = int(qBound<qint64>(0, statusMin.value_or(200), 1000LL));
    check.statusMax = int(qBound<qint64>(0, statusMax.value_or(399), 1000LL));
    if (check.statusMin < 100 || check.statusMax > 599 || check.statusMin > check.statusMax)
        return sink->sendError(portWatchInvalid(
            QStringLiteral("statusMin"),
            QCoreApplication::translate(
                "ProcessRoutes", "statusMin and statusMax must be HTTP statuses (100-599), min <= max")));
    if (path.contains(QLatin1Char('\r')) || path.contains(QLatin1Char('\n'))
        || path.contains(QLatin1Char(' ')))
        return sink->sendError(portWatchInvalid(
            QStringLiteral("path"),
            QCoreApplication::translate("ProcessRoutes", "path must not contain spaces or line breaks")));
    check.path = path;
    if ((interval && *interval < 0) || (timeout && *timeout < 0))
        return sink->sendError(portWatchInvalid(
            QStringLiteral("interval"),
            QCoreApplication::translate("ProcessRoutes", "interval and timeout must not be negative")));
    BackgroundProcess *process = nullptr;
    if (processId && !processId->isEmpty() && !(process = findProcess(manager, *processId, sink)))
        return;

    const int timeoutMs = int(qMin<qint64>(timeout.value_or(0), 24LL * 3600 * 1000));
    auto *waiter = new PortWaiter(check, timeoutMs, process, manager);
    waiter->setRetryIntervalMs(int(qMin<qint64>(interval.value_or(500), PortWaiter::kMaxIntervalMs)));
    const qint64 portNumber = *port;
    QObject::connect(
        waiter, &PortWaiter::finished, manager, [sink, portNumber, waiter](PortWaiter::Outcome outcome) {
            const QJsonValue portValue(portNumber);
            switch (outcome) {
            case PortWaiter::Outcome::Ready: {
                QJsonObject event{{QStringLiteral("type"), QStringLiteral("ready")},
                                  {QStringLiteral("port"), portValue}};
                if (waiter->lastStatusCode() > 0)
                    event.insert(QStringLiteral("statusCode"), waiter->lastStatusCode());
                sink->sendEvent(event);
                break;
            }
            case PortWaiter::Outcome::ProcessExited: {
                QJsonObject event{{QStringLiteral("type"), QStringLiteral("process_exited")},
                                  {QStringLiteral("port"), portValue}};
                if (waiter->exitCode())
                    event.insert(QStringLiteral("exitCode"), *waiter->exitCode());
                sink->sendEvent(event);
                break;
            }
            case PortWaiter::Outcome::TimedOut:
                sink->sendEvent(
                    {{QStringLiteral("type"), QStringLiteral("error")},
                     {QStringLiteral("port"), portValue},
                     {QStringLiteral("error"),
                      QCoreApplication::translate("ProcessRoutes", "port %1 was not ready in time (%2)")
                          .arg(portNumber)
                          .arg(waiter->lastError())}});
                break;
            case PortWaiter::Outcome::Cancelled:
                break;
            }
            sink->sendResponse(200, {{kSuccess, true}, {kTimestamp, currentTimestamp()}});
        });
    QPointer<PortWaiter> guard(waiter);
    sink->setCancelHandler([guard] {
        if (guard)
            guard->cancel();
    });
    sink->sendEvent({{QStringLiteral("type"), QStringLiteral("watching")},
                     {QStringLiteral("port"), portNumber},
                     {QStringLiteral("mode"), mode}});
    waiter->start();
}
} // namespace

ProcessManager *ProcessRoutes::processManager(Sandbox *sandbox)
{
    return sandbox->findChild<ProcessManager *>(kManagerName, Qt::FindDirectChildrenOnly);
}

void ProcessRoutes::install(Router &router, Sandbox *sandbox)
{
    ProcessManager *manager = processManager(sandbox);
    if (!manager) {
        manager = new ProcessManager(sandbox);
        manager->setObjectName(kManagerName);
        BackgroundProcess::Settings settings = manager->settings();
        settings.killGraceMs = sandbox->options().killGraceMs;
        manager->setSettings(settings);
        // Deleting a session kills the processes it started (DESIGN.md §2).
        QObject::connect(sandbox, &Sandbox::sessionDeleted, manager,
                         [manager](const QString &id) { manager->killSession(id); });
    }
    const QPointer<ProcessManager> processes(manager);
    const auto route = [processes](auto function) {
        return [processes, function](const RouteRequest &request, const ResponseSinkPtr &sink) {
            if (!processes)
                return sink->sendError(ErrorCode::InternalError,
                                       QStringLiteral("the sandbox is shutting down"));
            function(processes.data(), request, sink);
        };
    };

    router.addRoute(QStringLiteral("POST"), QStringLiteral("/api/process/start"),
                    route([sandbox](ProcessManager *m, const RouteRequest &r, const ResponseSinkPtr &s) {
                        start(sandbox, m, r, s);
                    }));
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/process/list"),
                    route([](ProcessManager *m, const RouteRequest &r, const ResponseSinkPtr &s) {
                        const QString status = r.query.queryItemValue(QStringLiteral("status"));
                        QJsonArray list;
                        for (const BackgroundProcess *process : m->processes()) {
                            if (status.isEmpty() || processStatusName(process->status()) == status)
                                list.append(process->toJson());
                        }
                        s->sendResponse(200,
                                        {{kSuccess, true},
                                         {QStringLiteral("processes"), list},
                                         {QStringLiteral("count"), list.size()},
                                         {kTimestamp, currentTimestamp()}});
                    }));
    router.addRoute(QStringLiteral("DELETE"), QStringLiteral("/api/process/kill-all"),
                    route([](ProcessManager *m, const RouteRequest &, const ResponseSinkPtr &s) {
                        const int count = m->killAll();
                        s->sendResponse(200,
                                        {{kSuccess, true},
                                         {QStringLiteral("cleanedCount"), count},
                                         {QStringLiteral("killedCount"), count},
                                         {kTimestamp, currentTimestamp()}});
                    }));
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/process/{id}"),
                    route([](ProcessManager *m, const RouteRequest &r, const ResponseSinkPtr &s) {
                        if (BackgroundProcess *process = findProcess(m, r.pathParam(QStringLiteral("id")), s))
                            s->sendResponse(200,
                                            {{kSuccess, true},
                                             {QStringLiteral("process"), process->toJson()},
                                             {kTimestamp, currentTimestamp()}});
                    }));
    router.addRoute(QStringLiteral("DELETE"), QStringLiteral("/api/process/{id}"),
                    route([](ProcessManager *m, const RouteRequest &r, const ResponseSinkPtr &s) {
                        BackgroundProcess *process = findProcess(m, r.pathParam(QStringLiteral("id")), s);
                        if (!process)
                            return;
                        QJsonValue signalValue = r.body().value(QStringLiteral("signal"));
                        if (signalValue.isUndefined() && r.query.hasQueryItem(QStringLiteral("signal")))
                            signalValue = r.query.queryItemValue(QStringLiteral("signal"));
                        const int signal = parseSignal(signalValue);
                        if (signal == 0)
                            return s->sendError(
                                ErrorCode::ValidationFailed,
                                QStringLiteral("unknown signal %1").arg(signalValue.toVariant().toString()),
                                {{QStringLiteral("field"), QStringLiteral("signal")}});
                        const bool wasRunning = process->kill(signal);
                        s->sendResponse(200,
                                        {{kSuccess, true},
                                         {kProcessId, process->id()},
                                         {QStringLiteral("signal"), signal},
                                         {QStringLiteral("wasRunning"), wasRunning},
                                         {kTimestamp, currentTimestamp()}});
                    }));
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/process/{id}/logs"),
                    route([](ProcessManager *m, const RouteRequest &r, const ResponseSinkPtr &s) {
                        BackgroundProcess *process = findProcess(m, r.pathParam(QStringLiteral("id")), s);
                        if (!process)
                            return;
                        QJsonObject body{{kSuccess, true},
                                         {kProcessId, process->id()},
                                         {QStringLiteral("status"), processStatusName(process->status())},
                                         {QStringLiteral("stdoutDroppedBytes"),
                                          process->log(BackgroundProcess::Channel::Stdout).droppedBytes()},
                                         {QStringLiteral("stderrDroppedBytes"),
                                          process->log(BackgroundProcess::Channel::Stderr).droppedBytes()},
                                         {kTimestamp, currentTimestamp()}};
                        OutputText::put(body, QStringLiteral("stdout"),
                                        process->log(BackgroundProcess::Channel::Stdout).data());
                        OutputText::put(body, QStringLiteral("stderr"),
                                        process->log(BackgroundProcess::Channel::Stderr).data());
                        s->sendResponse(200, body);
                    }));
    router.addRoute(
        QStringLiteral("GET"), QStringLiteral("/api/process/{id}/stream"),
        route([](ProcessManager *m, const RouteRequest &r, const ResponseSinkPtr &s) { stream(m, r, s); }));
    router.addRoute(QStringLiteral("POST"), QStringLiteral("/api/port-watch"),
                    route([](ProcessManager *m, const RouteRequest &r, const ResponseSinkPtr &s) {
                        watchPort(m, r, s);
                    }));
    router.addRoute(QStringLiteral("POST"), QStringLiteral("/api/sandman/process/wait-port"),
                    route([](ProcessManager *m, const RouteRequest &r, const ResponseSinkPtr &s) {
                        waitForPort(m, r, s);
                    }));
}

} // namespace sandman
