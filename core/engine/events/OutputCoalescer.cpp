// SPDX-License-Identifier: Apache-2.0
#include "OutputCoalescer.h"

namespace sandman {

namespace {
// Where data can end without cutting a UTF-8 character: before a lead byte whose sequence is
// not complete. Invalid or binary data is cut anywhere (it goes out as base64 anyway).
qsizetype completeUtf8(const QByteArray &data)
{
    const qsizetype size = data.size();
    for (qsizetype back = 1; back <= 3 && back <= size; ++back) {
        const uchar byte = uchar(data[size - back]);
        if ((byte & 0xC0) == 0x80)
            continue; // a continuation byte: look further back for its lead byte
        const int length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
        return length > back ? size - back : size;
    }
    return size;
}

} // namespace

qsizetype OutputCoalescer::utf8Prefix(const QByteArray &data, qsizetype max)
{
    if (data.size() <= max)
        return data.size();
    qsizetype cut = max;
    // Back up over continuation bytes (10xxxxxx) to the start of the character that is cut.
    while (cut > 0 && max - cut < 4 && (uchar(data[cut]) & 0xC0) == 0x80)
        --cut;
    return cut > 0 ? cut : max;
}

OutputCoalescer::OutputCoalescer(const Limits &limits, Sink sink)
    : m_limits(limits)
    , m_sink(std::move(sink))
{ }

void OutputCoalescer::add(int stream, const QByteArray &data)
{
    if (data.isEmpty())
        return;
    m_total[stream] += data.size();
    const qint64 room = m_limits.cap - m_kept[stream];
    if (room > 0) {
        const qsizetype take = utf8Prefix(data, qsizetype(room));
        m_pending[stream] += take < data.size() ? data.left(take) : data;
        // A character cut at the cap does not let later (smaller) chunks slip in.
        m_kept[stream] = take < data.size() ? m_limits.cap : m_kept[stream] + take;
    }
    if (m_kept[stream] >= m_limits.cap && m_total[stream] > m_kept[stream]) {
        flushStream(stream, true); // nothing more will come of it: the rest and the marker now
        return;
    }
    const bool quiet = !m_sinceFlush.isValid() || m_sinceFlush.elapsed() >= m_limits.intervalMs;
    if ((quiet && !isWaiting()) || m_pending[stream].size() >= m_limits.chunkBytes) {
        flushAll(false);
    } else if (!isWaiting()) {
        if (!m_timer) {
            m_timer = std::make_unique<QTimer>();
            m_timer->setSingleShot(true);
            m_timer->setTimerType(Qt::PreciseTimer);
            QObject::connect(m_timer.get(), &QTimer::timeout, m_timer.get(), [this] { flushAll(false); });
        }
        const qint64 wait = m_limits.intervalMs - m_sinceFlush.elapsed();
        m_timer->start(int(qMax<qint64>(1, wait)));
    }
}

void OutputCoalescer::skip(int stream, qint64 bytes)
{
    if (bytes <= 0)
        return;
    m_total[stream] += bytes;
    if (m_kept[stream] >= m_limits.cap || m_total[stream] > m_kept[stream])
        flushStream(stream, true);
}

void OutputCoalescer::flushAll(bool final)
{
    if (m_timer)
        m_timer->stop();
    flushStream(0, final);
    flushStream(1, final);
}

void OutputCoalescer::flushStream(int stream, bool final)
{
    QByteArray &pending = m_pending[stream];
    const qsizetype end = final ? pending.size() : completeUtf8(pending);
    if (end > 0) {
        m_sinceFlush.start();
        if (end == pending.size()) {
            m_sink(stream, pending, false);
            pending.clear();
        } else {
            m_sink(stream, pending.left(end), false);
            pending.remove(0, end);
        }
    }
    if (final && !m_markerSent[stream] && m_total[stream] > m_kept[stream]) {
        m_markerSent[stream] = true;
        m_sink(stream, QByteArray(), true);
    }
}

} // namespace sandman
