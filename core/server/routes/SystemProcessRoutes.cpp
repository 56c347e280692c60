// SPDX-License-Identifier: Apache-2.0
#include "SystemProcessRoutes.h"

#include "CodeRoutes.h"
#include "ProcessOwners.h"
#include "ProcessRoutes.h"
#include "engine/Sandbox.h"
#include "engine/code/CodeContext.h"
#include "engine/code/CodeContextManager.h"
#include "engine/events/EventFeed.h"
#include "engine/process/ProcessManager.h"
#include "engine/process/SystemProcessTable.h"
#include "engine/process/SystemProcessWatcher.h"
#include "engine/session/ShellSession.h"
#include "engine/terminal/TerminalManager.h"
#include "engine/terminal/TerminalSession.h"
#include "protocol/Timestamp.h"
#include "server/Router.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QPointer>

#include <csignal>

namespace sandman {

namespace {
const QString kPid = QStringLiteral("pid");
const QString kSignal = QStringLiteral("signal");

QString tr(const char *text)
{
    return QCoreApplication::translate("SystemProcessRoutes", text);
}

void listProcesses(SystemProcessTable *table, Sandbox *sandbox, const ResponseSinkPtr &sink)
{
    QJsonArray processes;
    for (const SystemProcess &p : table->snapshot(ProcessOwners::of(sandbox)))
        processes.append(p.toJson());
    sink->sendResponse(
        200,
        {{QStringLiteral("success"), true},
         {QStringLiteral("processes"), processes},
         {QStringLiteral("count"), processes.size()},
         {QStringLiteral("scope"),
          table->scope() == SystemProcessTable::Scope::PidNamespace ? QStringLiteral("sandbox")
                                                                    : QStringLiteral("agent")},
         {QStringLiteral("agentPid"), table->agentPid()},
         {QStringLiteral("signals"), QJsonArray::fromStringList(SystemProcessTable::signalNames())},
         {QStringLiteral("timestamp"), currentTimestamp()}});
}

void sendSignal(SystemProcessTable *table, Sandbox *sandbox, const RouteRequest &request,
                const ResponseSinkPtr &sink)
{
    const QJsonValue pidValue = request.body().value(kPid);
    const QJsonValue signalValue = request.body().value(kSignal);
    const QJsonValue ticksValue = request.body().value(QStringLiteral("startTicks"));
    qint64 pid = 0;
    bool pidOk = false;
    if (pidValue.isDouble()) {
        pid = pidValue.toInteger(0);
        pidOk = double(pid) == pidValue.toDouble();
    } else if (pidValue.isString()) {
        pid = pidValue.toString().toLongLong(&pidOk);
    }
    if (!pidOk || pid <= 0)
        return sink->sendError(ErrorCode::ValidationFailed, tr("pid must be a positive whole number"),
                               {{QStringLiteral("field"), kPid}});
    const QString signalText
        = signalValue.isDouble() ? QString::number(signalValue.toInt()) : signalValue.toString();
    const int number = signalValue.isUndefined() ? SIGTERM : SystemProcessTable::signalNumber(signalText);
    if (number == 0 || !(signalValue.isUndefined() || signalValue.isString() || signalValue.isDouble()))
        return sink->sendError(
            ErrorCode::ValidationFailed,
            tr("signal \"%1\" is not allowed; use one of %2")
                .arg(signalText, SystemProcessTable::signalNames().join(QStringLiteral(", "))),
            {{QStringLiteral("field"), kSignal}});
    bool ticksOk = true;
    const quint64 startTicks = ticksValue.isUndefined() || ticksValue.isNull() ? 0
        : ticksValue.isDouble() ? quint64(ticksValue.toInteger(0))
                                : ticksValue.toString().toULongLong(&ticksOk);
    if (!ticksOk)
        return sink->sendError(ErrorCode::ValidationFailed, tr("startTicks must be a number"),
                               {{QStringLiteral("field"), QStringLiteral("startTicks")}});
    const SystemProcessTable::SignalResult result = table->sendSignal(pid, number, startTicks);
    const QJsonObject context{{kPid, pid}, {kSignal, SystemProcessTable::signalName(number)}};
    switch (result.outcome) {
    case SystemProcessTable::SignalResult::Sent: {
        // Whoever sends it, every window watching the sandbox sees it in the feed.
        QJsonObject event{{kPid, pid},
                          {kSignal, SystemProcessTable::signalName(number)},
                          {QStringLiteral("command"), result.process.commandLine}};
        if (!result.process.owner.sessionId.isEmpty())
            event.insert(QStringLiteral("sessionId"), result.process.owner.sessionId);
        EventFeed::of(sandbox)->publish(QStringLiteral("process_signalled"), event);
    }
        return sink->sendResponse(200,
                                  {{QStringLiteral("success"), true},
                                   {kPid, pid},
                                   {kSignal, SystemProcessTable::signalName(number)},
                                   {QStringLiteral("signalNumber"), number},
                                   {QStringLiteral("timestamp"), currentTimestamp()}});
    case SystemProcessTable::SignalResult::NotFound:
        return sink->sendError(ErrorCode::ProcessNotFound, result.message, context);
    case SystemProcessTable::SignalResult::Refused:
        return sink->sendError(ErrorCode::PermissionDenied, result.message, context);
    case SystemProcessTable::SignalResult::Failed:
        return sink->sendError(ErrorCode::InternalError, result.message, context);
    }
}
} // namespace

void SystemProcessRoutes::install(Router &router, Sandbox *sandbox)
{
    const auto scope = sandbox->options().ownPidNamespace ? SystemProcessTable::Scope::PidNamespace
                                                          : SystemProcessTable::Scope::Descendants;
    // A child of the sandbox: its CPU samples last as long as the sandbox.
    const QPointer<SystemProcessTable> table(new SystemProcessTable(scope, sandbox));
    const QPointer<Sandbox> guard(sandbox);
    // Starts and exits of every process, as feed events while someone follows the feed (its
    // own table: the scans must not disturb the CPU samples of GET /api/sandman/ps).
    auto *watcher = new SystemProcessWatcher(
        new SystemProcessTable(scope, sandbox), EventFeed::of(sandbox),
        [guard] { return guard ? ProcessOwners::of(guard) : QHash<qint64, SystemProcess::Owner>(); },
        sandbox);
    TerminalManager *terminals = TerminalManager::of(sandbox);
    QObject::connect(terminals, &TerminalManager::terminalStarted, watcher,
                     [watcher, terminals](const QString &sessionId, const QString &terminalId) {
                         if (TerminalSession *terminal = terminals->terminal(sessionId, terminalId))
                             QObject::connect(terminal, &TerminalSession::outputArrived, watcher,
                                              &SystemProcessWatcher::hint);
                     });
    const auto shuttingDown = [](const ResponseSinkPtr &sink) {
        sink->sendError(ErrorCode::InternalError, tr("the sandbox is shutting down"));
    };
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/sandman/ps"),
                    [table, guard, shuttingDown](const RouteRequest &, const ResponseSinkPtr &sink) {
                        if (!table || !guard)
                            return shuttingDown(sink);
                        listProcesses(table, guard, sink);
                    });
    router.addRoute(QStringLiteral("POST"), QStringLiteral("/api/sandman/signal"),
                    [table, guard, shuttingDown](const RouteRequest &request, const ResponseSinkPtr &sink) {
                        if (!table || !guard)
                            return shuttingDown(sink);
                        sendSignal(table, guard, request, sink);
                    });
}

} // namespace sandman
