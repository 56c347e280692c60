// SPDX-License-Identifier: Apache-2.0
#include "InfoRoutes.h"

#include "SessionLookup.h"
#include "engine/CommandCatalog.h"
#include "engine/Sandbox.h"
#include "engine/session/ShellSession.h"
#include "protocol/Timestamp.h"
#include "server/Router.h"

#include <QJsonArray>
#include <QPointer>

namespace sandman {

void InfoRoutes::install(Router &router, Sandbox *sandbox)
{
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/ping"),
                    [](const RouteRequest &, const ResponseSinkPtr &sink) {
                        sink->sendResponse(200,
                                           {{QStringLiteral("success"), true},
                                            {QStringLiteral("message"), QStringLiteral("pong")},
                                            {QStringLiteral("timestamp"), currentTimestamp()}});
                    });
    // The Cloudflare container's version route. The SDK compares `version` with its own
    // (Sandbox.checkVersionCompatibility: equal or a "version_mismatch" warning), so it names
    // the container protocol release this agent implements; Sandman's own version is beside it.
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/version"),
                    [](const RouteRequest &, const ResponseSinkPtr &sink) {
                        sink->sendResponse(
                            200,
                            {{QStringLiteral("success"), true},
                             {QStringLiteral("version"), QStringLiteral("0.12.10")},
                             {QStringLiteral("sandmanVersion"), QStringLiteral(SANDMAN_VERSION)},
                             {QStringLiteral("timestamp"), currentTimestamp()}});
                    });
    QPointer<Sandbox> guard(sandbox);
    router.addRoute(
        QStringLiteral("GET"), QStringLiteral("/api/commands"),
        [guard](const RouteRequest &request, const ResponseSinkPtr &sink) {
            if (!guard)
                return sink->sendError(ErrorCode::InternalError,
                                       QStringLiteral("the sandbox is shutting down"));
            const QString sessionId = request.sessionId();
            const ShellSession *session = SessionLookup::forCall(guard, sessionId, sink);
            if (!session)
                return;
            // The session's live PATH (it may have been changed by an export), else the one new
            // sessions start with.
            QProcessEnvironment env = session->lastKnownEnvironment();
            if (!env.contains(QStringLiteral("PATH")))
                env = guard->baseEnvironment();
            const QStringList commands = CommandCatalog::executablesOnPath(CommandCatalog::searchPath(env));
            sink->sendResponse(200,
                               {{QStringLiteral("success"), true},
                                {QStringLiteral("availableCommands"), QJsonArray::fromStringList(commands)},
                                {QStringLiteral("count"), commands.size()},
                                {QStringLiteral("sessionId"), sessionId},
                                {QStringLiteral("timestamp"), currentTimestamp()}});
        });
    // attachSocket: where `sandmanctl attach` on this machine hands the agent its tty.
    const QString attachSocket = sandbox ? sandbox->options().directAttachSocket : QString();
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/sandman/version"),
                    [attachSocket](const RouteRequest &, const ResponseSinkPtr &sink) {
                        QJsonObject body{{QStringLiteral("success"), true},
                                         {QStringLiteral("name"), QStringLiteral("sandman")},
                                         {QStringLiteral("version"), QStringLiteral(SANDMAN_VERSION)},
                                         {QStringLiteral("protocolVersion"), 1},
                                         {QStringLiteral("timestamp"), currentTimestamp()}};
                        if (!attachSocket.isEmpty())
                            body.insert(QStringLiteral("attachSocket"), attachSocket);
                        sink->sendResponse(200, body);
                    });
}

} // namespace sandman
