// SPDX-License-Identifier: Apache-2.0
#include "EventRing.h"

#include <QJsonArray>
#include <QLocale>

#include <limits>

namespace sandman {

namespace {
qint64 compactSize(const QJsonValue &value);

// What a string costs in compact JSON: its UTF-8 bytes, quotes and escapes, as Qt writes them.
qint64 compactSize(const QString &text)
{
    qint64 size = 2;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u >= 0x80)
            size += u < 0x800 ? 2 : c.isHighSurrogate() ? 4 : c.isLowSurrogate() ? 0 : 3;
        else if (u == '"' || u == '\\' || u == '\b' || u == '\f' || u == '\n' || u == '\r' || u == '\t')
            size += 2;
        else
            size += u < 0x20 ? 6 : 1;
    }
    return size;
}

qint64 compactSize(const QJsonObject &object)
{
    qint64 size = 2 + qMax<qint64>(0, object.size() - 1); // braces, commas
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        size += compactSize(it.key()) + 1 + compactSize(it.value());
    return size;
}

qint64 compactSize(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return 4;
    case QJsonValue::Bool:
        return value.toBool() ? 4 : 5;
    case QJsonValue::Double: {
        const double d = value.toDouble();
        const qint64 whole = value.toInteger(std::numeric_limits<qint64>::min());
        if (whole != std::numeric_limits<qint64>::min() || d == double(whole)) {
            qint64 size = whole < 0 ? 2 : 1;
            for (quint64 rest = whole < 0 ? 0 - quint64(whole) : quint64(whole); rest >= 10; rest /= 10)
                ++size;
            return size;
        }
        return qIsFinite(d) ? QByteArray::number(d, 'g', QLocale::FloatingPointShortest).size() : 4;
    }
    case QJsonValue::String:
        return compactSize(value.toString());
    case QJsonValue::Array: {
        const QJsonArray array = value.toArray();
        qint64 size = 2 + qMax<qint64>(0, array.size() - 1);
        for (const QJsonValue &element : array)
            size += compactSize(element);
        return size;
    }
    case QJsonValue::Object:
        return compactSize(value.toObject());
    case QJsonValue::Undefined:
        return 0;
    }
    return 0;
}
} // namespace

EventRing::EventRing(int maxEvents, qint64 maxBytes)
    : m_maxEvents(qMax(1, maxEvents))
    , m_maxBytes(qMax<qint64>(1, maxBytes))
{ }

void EventRing::setLimits(int maxEvents, qint64 maxBytes)
{
    m_maxEvents = qMax(1, maxEvents);
    m_maxBytes = qMax<qint64>(1, maxBytes);
    evict();
}

const SandboxEvent &EventRing::append(QJsonObject json)
{
    SandboxEvent event;
    event.seq = ++m_lastSeq;
    json.insert(QStringLiteral("seq"), qint64(event.seq));
    // Counted, not serialised: toJson cost a fifth of a plain exec (three events per command).
    event.bytes = compactSize(json);
    event.json = std::move(json);
    m_bytes += event.bytes;
    m_events.push_back(std::move(event));
    evict();
    return m_events.back();
}

const SandboxEvent *EventRing::at(quint64 seq) const
{
    if (seq < firstSeq() || seq > m_lastSeq)
        return nullptr;
    return &m_events[size_t(seq - firstSeq())];
}

void EventRing::evict()
{
    // The newest event always stays, even when it alone is over the byte cap.
    while (m_events.size() > 1 && (int(m_events.size()) > m_maxEvents || m_bytes > m_maxBytes)) {
        m_bytes -= m_events.front().bytes;
        m_events.pop_front();
    }
}

} // namespace sandman
