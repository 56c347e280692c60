// SPDX-License-Identifier: Apache-2.0
#include "EventRing.h"

#include "JsonSize.h"

namespace sandman {

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
    const quint64 seq = m_lastSeq + 1;
    json.insert(QStringLiteral("seq"), qint64(seq));
    // Counted, not serialised: toJson cost a fifth of a plain exec (three events per command).
    const qint64 bytes = JsonSize::ofObject(json);
    return store(SandboxEvent(seq, std::move(json), bytes));
}

const SandboxEvent &EventRing::append(EventFields fields)
{
    const quint64 seq = m_lastSeq + 1;
    fields.add(QLatin1String("seq"), qint64(seq));
    const qint64 bytes = fields.compactSize();
    return store(SandboxEvent(seq, std::move(fields), bytes));
}

const SandboxEvent &EventRing::store(SandboxEvent event)
{
    m_lastSeq = event.seq;
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
