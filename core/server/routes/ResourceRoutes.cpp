// SPDX-License-Identifier: Apache-2.0
#include "ResourceRoutes.h"

#include "ProcessOwners.h"
#include "engine/Sandbox.h"
#include "engine/events/EventFeed.h"
#include "engine/metrics/ResourceSampler.h"
#include "protocol/Timestamp.h"
#include "server/Router.h"

#include <QJsonArray>
#include <QPointer>

#include <sys/resource.h>

namespace sandman {

void ResourceRoutes::install(Router &router, Sandbox *sandbox)
{
    EventFeed *feed = EventFeed::of(sandbox);
    ResourceSampler::Options options;
    options.workspace = sandbox->workspace();
    options.ownNamespaces = sandbox->options().ownPidNamespace;
    // Inside isolation RLIMIT_NPROC counts the sandbox's user in its own user namespace.
    struct rlimit processes = {};
    if (options.ownNamespaces && ::getrlimit(RLIMIT_NPROC, &processes) == 0
        && processes.rlim_cur != RLIM_INFINITY)
        options.taskLimit = qint64(processes.rlim_cur);
    const QPointer<Sandbox> guard(sandbox);
    auto *sampler = new ResourceSampler(
        feed, [guard] { return guard ? ProcessOwners::of(guard) : QHash<qint64, SystemProcess::Owner>(); },
        options, feed);

    const QPointer<ResourceSampler> samplerGuard(sampler);
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/sandman/resources"),
                    [samplerGuard](const RouteRequest &, const ResponseSinkPtr &sink) {
                        if (!samplerGuard)
                            return sink->sendError(ErrorCode::InternalError, QStringLiteral("no sampler"));
                        QJsonObject sample = samplerGuard->latest();
                        if (sample.isEmpty())
                            sample = samplerGuard->sampleNow();
                        sink->sendResponse(200,
                                           {{QStringLiteral("success"), true},
                                            {QStringLiteral("sample"), sample},
                                            {QStringLiteral("timestamp"), currentTimestamp()}});
                    });
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/sandman/ports"),
                    [samplerGuard](const RouteRequest &, const ResponseSinkPtr &sink) {
                        if (!samplerGuard)
                            return sink->sendError(ErrorCode::InternalError, QStringLiteral("no sampler"));
                        if (samplerGuard->latest().isEmpty())
                            samplerGuard->sampleNow();
                        QJsonArray ports;
                        for (const ListeningPort &port : samplerGuard->ports())
                            ports.append(port.toJson());
                        sink->sendResponse(200,
                                           {{QStringLiteral("success"), true},
                                            {QStringLiteral("ports"), ports},
                                            {QStringLiteral("timestamp"), currentTimestamp()}});
                    });
}

} // namespace sandman
