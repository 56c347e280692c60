// SPDX-License-Identifier: Apache-2.0
#include "EventFields.h"

#include "JsonSize.h"
#include "engine/UtcTimestamp.h"

namespace sandman {

const EventFields::Field *EventFields::find(QLatin1String key) const
{
    for (const Field &field : m_fields) {
        if (field.key == key)
            return &field;
    }
    return nullptr;
}

QString EventFields::string(QLatin1String key) const
{
    const Field *field = find(key);
    if (field && field->kind == Kind::Timestamp)
        return UtcTimestamp::format(field->number);
    return field && field->kind == Kind::String ? field->text : QString();
}

QJsonObject EventFields::toJson() const
{
    QJsonObject json;
    for (const Field &field : m_fields) {
        switch (field.kind) {
        case Kind::String:
            json.insert(field.key, field.text);
            break;
        case Kind::Integer:
            json.insert(field.key, field.number);
            break;
        case Kind::Bool:
            json.insert(field.key, field.number != 0);
            break;
        case Kind::Timestamp:
            json.insert(field.key, UtcTimestamp::format(field.number));
            break;
        }
    }
    return json;
}

qint64 EventFields::compactSize() const
{
    if (m_fields.empty())
        return 2;
    // Braces, and a comma between two fields.
    return 2 + qint64(m_fields.size()) - 1 + m_measuredBytes + fieldsSize(m_measuredFields);
}

void EventFields::measure()
{
    m_measuredBytes += fieldsSize(m_measuredFields);
    m_measuredFields = m_fields.size();
}

qint64 EventFields::fieldsSize(size_t from) const
{
    qint64 size = 0;
    for (size_t i = from; i < m_fields.size(); ++i) {
        const Field &field = m_fields[i];
        size += field.key.size() + 3; // quotes and colon (keys are plain ASCII)
        switch (field.kind) {
        case Kind::String:
            size += JsonSize::ofString(field.text);
            break;
        case Kind::Integer:
            size += JsonSize::ofInteger(field.number);
            break;
        case Kind::Bool:
            size += JsonSize::ofBool(field.number != 0);
            break;
        case Kind::Timestamp:
            size += UtcTimestamp::isFixedLength(field.number)
                ? UtcTimestamp::kFixedLength + 2
                : JsonSize::ofString(UtcTimestamp::format(field.number));
            break;
        }
    }
    return size;
}

} // namespace sandman
