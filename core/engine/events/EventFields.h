// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QLatin1String>
#include <QString>

#include <vector>

namespace sandman {

// An event's fields as a flat list, for the events every command publishes (CommandTrace):
// appending one is a store, where a QJsonObject insert converts, sorts and allocates. The
// JSON object is made only when someone needs it (toJson); compactSize() is its size in
// compact JSON, counted without making it. Keys are string literals (they are not copied)
// and each appears once.
class EventFields
{
public:
    EventFields() = default;
    // Room for this many fields in one allocation.
    explicit EventFields(size_t capacity) { m_fields.reserve(capacity); }

    void add(QLatin1String key, const QString &value) { m_fields.push_back({key, Kind::String, 0, value}); }
    void add(QLatin1String key, qint64 value) { m_fields.push_back({key, Kind::Integer, value, {}}); }
    void add(QLatin1String key, int value) { add(key, qint64(value)); }
    void add(QLatin1String key, bool value) { m_fields.push_back({key, Kind::Bool, value ? 1 : 0, {}}); }
    // A UTC time, kept as a number and written as UtcTimestamp text when it is read: every
    // event has one, and the ring keeps thousands (one string allocation each, saved).
    void addTimestamp(QLatin1String key, qint64 msecsSinceEpoch)
    {
        m_fields.push_back({key, Kind::Timestamp, msecsSinceEpoch, {}});
    }

    bool isEmpty() const { return m_fields.empty(); }
    int size() const { return int(m_fields.size()); }
    // Frees the fields (once they are made into JSON).
    void release()
    {
        std::vector<Field>().swap(m_fields);
        m_measuredFields = 0;
        m_measuredBytes = 0;
    }
    bool contains(QLatin1String key) const { return find(key) != nullptr; }
    // The string field named key (a timestamp as its text); empty when there is none (or it is
    // no string).
    QString string(QLatin1String key) const;

    QJsonObject toJson() const;
    qint64 compactSize() const;
    // Counts the fields there are now once, for compactSize() of this object and its copies
    // (a command's shared fields: every one of its events starts with them). Fields added later
    // are counted each time.
    void measure();

private:
    enum class Kind : quint8 { String, Integer, Bool, Timestamp };
    struct Field {
        QLatin1String key;
        Kind kind;
        qint64 number; // Integer; Bool: 0 or 1
        QString text; // String
    };
    const Field *find(QLatin1String key) const;

    qint64 fieldsSize(size_t from) const; // keys and values of the fields from there on

    std::vector<Field> m_fields;
    // measure(): the first m_measuredFields fields' keys and values take m_measuredBytes.
    size_t m_measuredFields = 0;
    qint64 m_measuredBytes = 0;
};

} // namespace sandman
