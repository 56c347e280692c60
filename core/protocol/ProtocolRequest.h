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
};

} // namespace sandman
