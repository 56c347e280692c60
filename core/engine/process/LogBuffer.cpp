// SPDX-License-Identifier: Apache-2.0
#include "LogBuffer.h"

namespace sandman {

namespace {
bool isUtf8Continuation(char byte)
{
    return (static_cast<unsigned char>(byte) & 0xC0) == 0x80;
}
} // namespace

LogBuffer::LogBuffer(qsizetype capacity)
    : m_capacity(qMax<qsizetype>(capacity, 16))
{ }

void LogBuffer::append(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    if (bytes.size() >= m_capacity) {
        // The new chunk alone fills the buffer: keep only its tail.
        m_dropped += size() + (bytes.size() - m_capacity);
        m_storage = bytes.right(m_capacity);
        m_start = 0;
    } else {
        m_storage.append(bytes);
        const qsizetype excess = size() - m_capacity;
        if (excess > 0) {
            m_start += excess;
            m_dropped += excess;
        }
    }
    // A reader must never get half a character at the front of the log (a UTF-8 sequence has at
    // most three continuation bytes; binary data is left alone beyond that).
    for (int i = 0; i < 3 && m_start < m_storage.size() && isUtf8Continuation(m_storage.at(m_start)); ++i) {
        ++m_start;
        ++m_dropped;
    }
    if (m_start > m_storage.size() - m_start) {
        m_storage.remove(0, m_start);
        m_start = 0;
    }
}

QByteArray LogBuffer::data() const
{
    return m_start == 0 ? m_storage : m_storage.mid(m_start);
}

QByteArray LogBuffer::dataFrom(qint64 position) const
{
    if (position <= m_dropped)
        return data();
    if (position >= totalBytes())
        return {};
    return m_storage.mid(m_start + qsizetype(position - m_dropped));
}

void LogBuffer::clear()
{
    m_storage.clear();
    m_start = 0;
    m_dropped = 0;
}

} // namespace sandman
