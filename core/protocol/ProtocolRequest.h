// SPDX-License-Identifier: Apache-2.0
#pragma once

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
};

} // namespace sandman
