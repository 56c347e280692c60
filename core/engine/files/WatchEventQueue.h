// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FileWatchEvent.h"

#include <QList>

namespace sandman {

// The events a FileWatcher holds until its reader takes them. Bounded: at most capacity()
// changes; past that, changes are dropped and counted in one Overflow entry at the place where
// they were lost, so the reader learns that it missed something and where. An event equal to
// the one before it (a run of IN_MODIFY while a file is written) is not queued twice.
class WatchEventQueue
{
public:
    explicit WatchEventQueue(int capacity);

    void push(const FileWatchEvent &event);
    // A gap of unknown size (the kernel's IN_Q_OVERFLOW); merged with an Overflow at the tail.
    void pushKernelOverflow(qint64 timestampMs);
    QList<FileWatchEvent> takeAll();

    bool isEmpty() const { return m_entries.isEmpty(); }
    int capacity() const { return m_capacity; }
    int changeCount() const { return m_changes; }
    qint64 droppedTotal() const { return m_droppedTotal; }

private:
    FileWatchEvent &overflowAtTail(qint64 timestampMs);

    QList<FileWatchEvent> m_entries;
    int m_capacity;
    int m_changes = 0; // entries that are not Overflow
    qint64 m_droppedTotal = 0;
};

} // namespace sandman
