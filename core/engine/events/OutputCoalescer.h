// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QTimer>

#include <functional>
#include <memory>

namespace sandman {

// The feed's share of one command's output: the first `cap` bytes of each stream (0 stdout,
// 1 stderr), handed on in few chunks so a flood does not swamp subscribers — the first output
// at once, then at most one chunk per stream every `intervalMs`, sooner when `chunkBytes` are
// waiting — and, past the cap, one truncated marker per stream after its last chunk. A chunk
// never ends inside a UTF-8 character unless it is the last. Not a QObject, and its timer made
// only when output must wait: most commands' output (none, or a line) goes out at once, and a
// QObject made and destroyed costs every exec thousands of instructions.
class OutputCoalescer
{
public:
    struct Limits {
        qint64 cap = 64 * 1024;
        int intervalMs = 50;
        qint64 chunkBytes = 16 * 1024;
    };
    // sink(stream, data, truncated): a chunk, or (truncated = true, data empty) the marker.
    using Sink = std::function<void(int stream, const QByteArray &data, bool truncated)>;

    OutputCoalescer(const Limits &limits, Sink sink);

    // Output the command wrote; only the part under the cap is kept.
    void add(int stream, const QByteArray &data);
    // Bytes the command wrote that were not seen (counted, never shown).
    void skip(int stream, qint64 bytes);
    // How many more bytes of this stream would be kept (0: it reached the cap).
    qint64 room(int stream) const { return m_limits.cap - m_kept[stream]; }
    qint64 total(int stream) const { return m_total[stream]; }
    // How many of the first max bytes of data can be kept without splitting a UTF-8 character.
    static qsizetype utf8Prefix(const QByteArray &data, qsizetype max);

    // Hands on everything waiting (the command ended).
    void flush() { flushAll(true); }

private:
    void flushAll(bool final);
    void flushStream(int stream, bool final);

    Limits m_limits;
    Sink m_sink;
    QByteArray m_pending[2];
    qint64 m_kept[2] = {0, 0}; // bytes under the cap, handed on or pending
    qint64 m_total[2] = {0, 0}; // bytes the command wrote
    bool m_markerSent[2] = {false, false};
    QElapsedTimer m_sinceFlush; // invalid until the first chunk
    std::unique_ptr<QTimer> m_timer; // the thread's, made on the first wait
    bool isWaiting() const { return m_timer && m_timer->isActive(); }
};

} // namespace sandman
