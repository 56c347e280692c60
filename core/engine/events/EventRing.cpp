// SPDX-License-Identifier: Apache-2.0
#include "EventRing.h"

#include <QJsonDocument>

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
    SandboxEvent event;
    event.seq = ++m_lastSeq;
    json.insert(QStringLiteral("seq"), qint64(event.seq));
    event.bytes = QJsonDocument(json).toJson(QJsonDocument::Compact).size();
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
