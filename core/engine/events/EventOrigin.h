// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman {

// Who caused an event: the agent connection a request came in on (set by the transport, never
// by the peer) and the free-form "origin" a client may name itself with (the SDK's field).
struct EventOrigin {
    QString clientId;
    QString origin;

    // The origin of the request being handled on this thread (EventOriginScope), else empty.
    static EventOrigin current();
};

} // namespace sandman
