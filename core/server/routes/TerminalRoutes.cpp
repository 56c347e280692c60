// SPDX-License-Identifier: Apache-2.0
#include "TerminalRoutes.h"

#include "engine/Sandbox.h"
#include "engine/terminal/TerminalManager.h"
#include "engine/terminal/TerminalSession.h"
#include "protocol/ErrorCode.h"
#include "protocol/Timestamp.h"
#include "server/BodyReader.h"
#include "server/Router.h"

#include <QJsonArray>
#include <QPointer>

namespace sandman {

void TerminalRoutes::install(Router &router, Sandbox *sandbox)
{
    QPointer<Sandbox> guard(sandbox);
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/sandman/terminals"),
                    [guard](const RouteRequest &, const ResponseSinkPtr &sink) {
                        QJsonArray terminals;
                        if (guard) {
                            for (const TerminalSession *terminal : TerminalManager::of(guard)->terminals())
                                terminals.append(QJsonObject{
                                    {QStringLiteral("sessionId"), terminal->sessionId()},
                                    {QStringLiteral("terminalId"), terminal->id()},
                                    {QStringLiteral("pid"), terminal->pid()},
                                    {QStringLiteral("viewers"), terminal->viewerCount()},
                                    {QStringLiteral("writers"), terminal->writerCount()},
                                    {QStringLiteral("inputHeld"), terminal->writerCount() > 0},
                                    {QStringLiteral("clientId"), terminal->openedBy().clientId},
                                    {QStringLiteral("origin"), terminal->openedBy().origin},
                                    {QStringLiteral("title"), terminal->title()},
                                    {QStringLiteral("foreground"), terminal->foregroundCommand()}});
                        }
                        sink->sendResponse(200,
                                           {{QStringLiteral("success"), true},
                                            {QStringLiteral("terminals"), terminals},
                                            {QStringLiteral("timestamp"), currentTimestamp()}});
                    });
    router.addRoute(
        QStringLiteral("POST"), QStringLiteral("/api/sandman/terminal/close"),
        [guard](const RouteRequest &request, const ResponseSinkPtr &sink) {
            BodyReader body(request.body());
            const QString sessionId
                = body.optionalString(QStringLiteral("sessionId")).value_or(Sandbox::defaultSessionId());
            QString terminalId = body.requiredString(QStringLiteral("terminalId"));
            if (!body.ok()) {
                sink->sendError(body.error());
                return;
            }
            if (terminalId.isEmpty())
                terminalId = TerminalManager::defaultTerminalId();
            TerminalSession *terminal
                = guard ? TerminalManager::of(guard)->terminal(sessionId, terminalId) : nullptr;
            if (!terminal) {
                sink->sendError(
                    ErrorCode::ValidationFailed,
                    QStringLiteral("no terminal \"%1\" runs in session \"%2\"").arg(terminalId, sessionId),
                    {{QStringLiteral("sessionId"), sessionId}, {QStringLiteral("terminalId"), terminalId}});
                return;
            }
            terminal->terminate();
            sink->sendResponse(200,
                               {{QStringLiteral("success"), true},
                                {QStringLiteral("sessionId"), sessionId},
                                {QStringLiteral("terminalId"), terminalId},
                                {QStringLiteral("timestamp"), currentTimestamp()}});
        });
}

} // namespace sandman
