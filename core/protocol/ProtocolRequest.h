// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "BodyValue.h"

#include <QJsonObject>
#include <QString>

namespace sandman {

// One route call: the same shape in-process and on the /ws WebSocket.
struct ProtocolRequest {
    QString id;
    QString method; // "GET", "POST", "DELETE"
    QString path; // "/api/execute", may carry a query string
    QJsonObject body;
    // The connection it came on, set by the transport (never read from the peer's message):
    // what the event feed names as the command's client.
    QString clientId = {};
    // In-process only: the body as the value it was made from, `body` then being empty. Routes
    // added as taking values read it as it is; the router gives every other route its JSON.
    BodyValuePtr value = {};

    // The body as JSON, whichever form it came in.
    QJsonObject jsonBody() const { return value ? value->toJson() : body; }
    // This request with its value turned into `body`.
    ProtocolRequest withJsonBody() const
    {
        ProtocolRequest json = *this;
        if (json.value) {
            json.body = json.value->toJson();
            json.value.reset();
        }
        return json;
    }
};

} // namespace sandman
