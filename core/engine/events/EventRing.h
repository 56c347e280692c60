// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "SandboxEvent.h"

#include <deque>

namespace sandman {

// The most recent events, bounded both in count and in bytes (oldest dropped first), with
// contiguous sequence numbers starting at 1, so a subscriber can replay from any seq the ring
// still holds and knows exactly what it missed otherwise.
class EventRing
{
public:
    EventRing(int maxEvents, qint64 maxBytes);

    void setLimits(int maxEvents, qint64 maxBytes);
    int maxEvents() const { return m_maxEvents; }
    qint64 maxBytes() const { return m_maxBytes; }

    // Gives the event the next seq ("seq" in its JSON), stores it and returns the stored copy.
    const SandboxEvent &append(QJsonObject json);
    const SandboxEvent &append(EventFields fields);

    // The oldest seq held; lastSeq() + 1 when empty.
    quint64 firstSeq() const { return m_lastSeq + 1 - quint64(m_events.size()); }
    quint64 lastSeq() const { return m_lastSeq; }
    int count() const { return int(m_events.size()); }
    qint64 bytes() const { return m_bytes; }
    // The event with this seq, or nullptr when it is not (or no longer) held.
    const SandboxEvent *at(quint64 seq) const;

private:
    const SandboxEvent &store(SandboxEvent event);
    void evict();

    std::deque<SandboxEvent> m_events;
    quint64 m_lastSeq = 0;
    qint64 m_bytes = 0;
    int m_maxEvents;
    qint64 m_maxBytes;
};

} // namespace sandman
