// SPDX-License-Identifier: Apache-2.0
#include "SandboxEvent.h"

namespace sandman {

SandboxEvent::SandboxEvent(quint64 seq, QJsonObject json, qint64 bytes)
    : seq(seq)
    , bytes(bytes)
    , m_json(std::move(json))
{ }

SandboxEvent::SandboxEvent(quint64 seq, EventFields fields, qint64 bytes)
    : seq(seq)
    , bytes(bytes)
    , m_fields(std::move(fields))
{ }

const QJsonObject &SandboxEvent::json() const
{
    if (!m_json) {
        m_json = m_fields.toJson();
        m_fields.release(); // kept once: the ring holds thousands of events
    }
    return *m_json;
}

QString SandboxEvent::string(QLatin1String key) const
{
    return m_json ? m_json->value(key).toString() : m_fields.string(key);
}

} // namespace sandman
