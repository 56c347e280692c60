// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "EventFields.h"

#include <QJsonObject>
#include <QMetaType>

#include <optional>

namespace sandman {

// One entry of the sandbox's event feed: its JSON carries "seq", "type", "timestamp" and the
// event's fields; bytes is its compact JSON size (what the ring's byte cap counts).
// An event comes either as a JSON object or as EventFields (a command's events: most of the
// feed), whose JSON object is made on first use, so an exec nobody follows (no subscriber, no
// audit trail) never builds one. json() is for the feed's thread; toJson() makes a copy
// without touching the event (for another thread, with a copy of the event).
class SandboxEvent
{
public:
    SandboxEvent() = default;
    SandboxEvent(quint64 seq, QJsonObject json, qint64 bytes);
    SandboxEvent(quint64 seq, EventFields fields, qint64 bytes);

    quint64 seq = 0;
    qint64 bytes = 0;

    const QJsonObject &json() const;
    QJsonObject toJson() const { return m_json ? *m_json : m_fields.toJson(); }
    // A string field ("type", "sessionId", …) without making the JSON object.
    QString string(QLatin1String key) const;
    QString type() const { return string(QLatin1String("type")); }

private:
    mutable EventFields m_fields; // until m_json is made
    mutable std::optional<QJsonObject> m_json;
};

} // namespace sandman

Q_DECLARE_METATYPE(sandman::SandboxEvent)
