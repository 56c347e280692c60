// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

namespace sandman {

// The newest `capacity` bytes of one output stream of a background process. A chatty process
// must not exhaust memory, so older bytes are dropped and counted instead (DESIGN.md §2).
class LogBuffer
{
public:
    explicit LogBuffer(qsizetype capacity = kDefaultCapacity);

    static constexpr qsizetype kDefaultCapacity = 1024 * 1024;

    void append(const QByteArray &bytes);
    // What is kept: at most capacity() bytes, never starting inside a UTF-8 sequence.
    QByteArray data() const;
    // What is kept from the absolute stream offset position on (0 = the first byte ever
    // written, totalBytes() = the end); from the oldest kept byte if position was dropped.
    QByteArray dataFrom(qint64 position) const;
    qsizetype size() const { return m_storage.size() - m_start; }
    qsizetype capacity() const { return m_capacity; }
    // Bytes written but no longer kept.
    qint64 droppedBytes() const { return m_dropped; }
    qint64 totalBytes() const { return m_dropped + size(); }
    void clear();

private:
    // Kept bytes live in m_storage from m_start on. Dropping only moves m_start; the storage is
    // compacted once the dead prefix outgrows the live part, so appends stay amortised O(n).
    QByteArray m_storage;
    qsizetype m_start = 0;
    qsizetype m_capacity;
    qint64 m_dropped = 0;
};

} // namespace sandman
