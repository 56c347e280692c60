// SPDX-License-Identifier: Apache-2.0
#include "InfoRoutes.h"

#include "protocol/Timestamp.h"
#include "server/Router.h"

namespace sandman {

void InfoRoutes::install(Router &router)
{
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/ping"),
                    [](const RouteRequest &, const ResponseSinkPtr &sink) {
                        sink->sendResponse(200,
                                           {{QStringLiteral("success"), true},
                                            {QStringLiteral("message"), QStringLiteral("pong")},
                                            {QStringLiteral("timestamp"), currentTimestamp()}});
                    });
    // The Cloudflare container's version route (UtilityClient.getVersion() reads `version`).
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/version"),
                    [](const RouteRequest &, const ResponseSinkPtr &sink) {
                        sink->sendResponse(200,
                                           {{QStringLiteral("success"), true},
                                            {QStringLiteral("version"), QStringLiteral(SANDMAN_VERSION)},
                                            {QStringLiteral("timestamp"), currentTimestamp()}});
                    });
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/sandman/version"),
                    [](const RouteRequest &, const ResponseSinkPtr &sink) {
                        sink->sendResponse(200,
                                           {{QStringLiteral("success"), true},
                                            {QStringLiteral("name"), QStringLiteral("sandman")},
                                            {QStringLiteral("version"), QStringLiteral(SANDMAN_VERSION)},
                                            {QStringLiteral("protocolVersion"), 1},
                                            {QStringLiteral("timestamp"), currentTimestamp()}});
                    });
}

} // namespace sandman
