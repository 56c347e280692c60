// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/RequestHandler.h"

namespace sandman {

class EventFeed;

// Records in the event feed what file and code-context routes did (file_written, file_deleted,
// file_moved, directory_created, code_context_created / _deleted, code_run_started / _finished),
// attributed to the request's client. Routes stay unaware: their sink is observed.
class ApiEventRecorder
{
public:
    // The sink to give the route: request's own, or an observing wrapper around it.
    static ResponseSinkPtr observe(EventFeed *feed, const ProtocolRequest &request,
                                   const ResponseSinkPtr &sink);
};

} // namespace sandman
