// SPDX-License-Identifier: Apache-2.0
#include "SandboxRouter.h"

#include "StreamKeepAlive.h"

#include "engine/Sandbox.h"
#include "engine/events/EventFeed.h"
#include "engine/events/EventOriginScope.h"
#include "routes/ApiEventRecorder.h"
#include "routes/AuditRoutes.h"
#include "routes/CheckpointRoutes.h"
#include "routes/CodeRoutes.h"
#include "routes/EventRoutes.h"
#include "routes/FileRoutes.h"
#include "routes/GitRoutes.h"
#include "routes/InfoRoutes.h"
#include "routes/ProcessRoutes.h"
#include "routes/ResourceRoutes.h"
#include "routes/SessionRoutes.h"
#include "routes/SystemProcessRoutes.h"
#include "routes/TerminalRoutes.h"
#include "routes/WatchRoutes.h"

namespace sandman {

SandboxRouter::SandboxRouter(Sandbox *sandbox)
    : m_sandbox(sandbox)
{
    InfoRoutes::install(*this, sandbox);
    SessionRoutes::install(*this, sandbox);
    ProcessRoutes::install(*this, sandbox);
    SystemProcessRoutes::install(*this, sandbox);
    FileRoutes::install(*this, sandbox);
    GitRoutes::install(*this, sandbox);
    CodeRoutes::install(*this, sandbox);
    TerminalRoutes::install(*this, sandbox);
    WatchRoutes::install(*this, sandbox);
    EventRoutes::install(*this, sandbox);
    CheckpointRoutes::install(*this, sandbox);
    AuditRoutes::install(*this, sandbox);
    ResourceRoutes::install(*this, sandbox);
    m_events = EventFeed::of(sandbox);
}

void SandboxRouter::handleRequest(const ProtocolRequest &request, const ResponseSinkPtr &sink)
{
    // What reads the body before the route (the origin, the API events) reads JSON.
    if (request.value && !takesValue(request)) {
        handleRequest(request.withJsonBody(), sink);
        return;
    }
    const EventOriginScope origin(
        {request.clientId, request.body.value(QStringLiteral("origin")).toString()});
    // Any route that streams is kept alive while quiet (a watch, the feed, a log follower).
    StreamKeepAlive::whenStreaming(sink, m_sandbox->options().streamKeepAliveMs, m_sandbox);
    Router::handleRequest(request, ApiEventRecorder::observe(m_events, request, sink));
}

} // namespace sandman
