// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "EventOrigin.h"

namespace sandman {

// Marks the request being handled on this thread while it lives, so that whatever the engine
// does synchronously on its behalf (a command queued, a process started, a session created)
// is attributed to its client without passing the client through every call. Nests.
class EventOriginScope
{
public:
    explicit EventOriginScope(EventOrigin origin);
    ~EventOriginScope();
    EventOriginScope(const EventOriginScope &) = delete;
    EventOriginScope &operator=(const EventOriginScope &) = delete;

private:
    friend struct EventOrigin;
    EventOrigin m_origin;
    const EventOriginScope *m_outer;
};

} // namespace sandman
