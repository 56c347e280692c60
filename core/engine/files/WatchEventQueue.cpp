// SPDX-License-Identifier: Apache-2.0
#include "WatchEventQueue.h"

namespace sandman {

WatchEventQueue::WatchEventQueue(int capacity)
    : m_capacity(qMax(1, capacity))
{ }

FileWatchEvent &WatchEventQueue::overflowAtTail(qint64 timestampMs)
{
    if (m_entries.isEmpty() || m_entries.last().type != FileWatchEvent::Overflow) {
        FileWatchEvent gap;
        gap.type = FileWatchEvent::Overflow;
        gap.timestampMs = timestampMs;
        m_entries.append(gap);
    }
    return m_entries.last();
}

void WatchEventQueue::push(const FileWatchEvent &event)
{
    if (!m_entries.isEmpty()) {
        const FileWatchEvent &last = m_entries.last();
        if (last.type == event.type && last.path == event.path && last.isDirectory == event.isDirectory
            && last.fromPath == event.fromPath)
            return;
    }
    if (m_changes >= m_capacity) {
        ++overflowAtTail(event.timestampMs).dropped;
        ++m_droppedTotal;
        return;
    }
    m_entries.append(event);
    ++m_changes;
}

void WatchEventQueue::pushKernelOverflow(qint64 timestampMs)
{
    overflowAtTail(timestampMs).overflowSource = FileWatchEvent::KernelQueue;
}

QList<FileWatchEvent> WatchEventQueue::takeAll()
{
    m_changes = 0;
    return std::exchange(m_entries, {});
}

} // namespace sandman
