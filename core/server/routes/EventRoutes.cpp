// SPDX-License-Identifier: Apache-2.0
#include "EventRoutes.h"

#include "EventSubscriber.h"
#include "ProcessRoutes.h"
#include "engine/Sandbox.h"
#include "engine/events/EventFeed.h"
#include "engine/terminal/TerminalManager.h"
#include "protocol/Timestamp.h"
#include "server/BodyReader.h"
#include "server/Router.h"

#include <QCoreApplication>
#include <QPointer>

namespace sandman {

namespace {
const QString kSince = QStringLiteral("since");
const QString kCommandId = QStringLiteral("commandId");

// since from the body or the query; nullopt with an error sent when it is not a seq.
std::optional<qint64> sinceOf(const RouteRequest &request, const ResponseSinkPtr &sink)
{
    BodyReader body(request.body());
    std::optional<qint64> since = body.optionalInteger(kSince);
    if (!body.ok()) {
        sink->sendError(body.error());
        return std::nullopt;
    }
    if (!since && request.query.hasQueryItem(kSince)) {
        bool ok = false;
        since = request.query.queryItemValue(kSince).toLongLong(&ok);
        if (!ok)
            since = -1; // reported below
    }
    if (since && *since < 0) {
        sink->sendError(
            ErrorCode::ValidationFailed,
            QCoreApplication::translate("EventRoutes", "since must be a sequence number (an integer ≥ 0)"),
            {{kSince, request.query.queryItemValue(kSince)}});
        return std::nullopt;
    }
    return since.value_or(-1);
}
} // namespace

void EventRoutes::install(Router &router, Sandbox *sandbox)
{
    EventFeed *feed = EventFeed::of(sandbox);
    if (ProcessManager *processes = ProcessRoutes::processManager(sandbox))
        feed->watchProcesses(processes);
    feed->watchTerminals(TerminalManager::of(sandbox));

    const QPointer<EventFeed> guard(feed);
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/sandman/events"),
                    [guard](const RouteRequest &request, const ResponseSinkPtr &sink) {
                        if (!guard)
                            return sink->sendError(
                                ErrorCode::InternalError,
                                QCoreApplication::translate("EventRoutes", "the sandbox is shutting down"));
                        const std::optional<qint64> since = sinceOf(request, sink);
                        if (since)
                            EventSubscriber::subscribe(
                                guard, sink, *since, request.request.clientId,
                                request.body().value(QStringLiteral("batch")).toBool());
                    });
    router.addRoute(
        QStringLiteral("POST"), QStringLiteral("/api/sandman/command/cancel"),
        [guard](const RouteRequest &request, const ResponseSinkPtr &sink) {
            BodyReader body(request.body());
            const QString id = body.requiredString(kCommandId);
            if (!body.ok())
                return sink->sendError(body.error());
            if (!guard || !guard->cancelCommand(id))
                return sink->sendError(
                    ErrorCode::ProcessNotFound,
                    QCoreApplication::translate("EventRoutes", "command %1 is not queued or running").arg(id),
                    {{kCommandId, id}});
            sink->sendResponse(200,
                               {{QStringLiteral("success"), true},
                                {kCommandId, id},
                                {QStringLiteral("timestamp"), currentTimestamp()}});
        });
}

} // namespace sandman
