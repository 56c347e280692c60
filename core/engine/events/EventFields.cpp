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
    qint64 size = 2 + qMax<qint64>(0, qint64(m_fields.size()) - 1); // braces, commas
    for (const Field &field : m_fields) {
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
            size += UtcTimestamp::isFixedLength(field.number) ? UtcTimestamp::kFixedLength + 2
                                                              : JsonSize::ofString(UtcTimestamp::format(field.number));
            break;
        }
    }
    return size;
}

} // namespace sandman
