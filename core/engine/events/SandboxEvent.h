// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QMetaType>

namespace sandman {

// One entry of the sandbox's event feed: json carries "seq", "type", "timestamp" and the
// event's fields; bytes is its compact JSON size (what the ring's byte cap counts).
struct SandboxEvent {
    quint64 seq = 0;
    QJsonObject json;
    qint64 bytes = 0;
};

} // namespace sandman

Q_DECLARE_METATYPE(sandman::SandboxEvent)
