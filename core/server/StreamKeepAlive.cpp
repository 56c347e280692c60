// SPDX-License-Identifier: Apache-2.0
#include "StreamKeepAlive.h"

#include <QPointer>

namespace sandman {

void StreamKeepAlive::keep(const ResponseSinkPtr &sink, int intervalMs, QObject *context)
{
    if (sink && intervalMs > 0 && context && !sink->isFinished())
        new StreamKeepAlive(sink, intervalMs, context);
}

void StreamKeepAlive::whenStreaming(const ResponseSinkPtr &sink, int intervalMs, QObject *context)
{
    if (!sink || intervalMs <= 0 || !context)
        return;
    const std::weak_ptr<ResponseSink> weak = sink;
    const QPointer<QObject> guard(context);
    sink->setStreamStartHandler([weak, intervalMs, guard] {
        if (const ResponseSinkPtr started = weak.lock())
            keep(started, intervalMs, guard);
    });
}

StreamKeepAlive::StreamKeepAlive(std::weak_ptr<ResponseSink> sink, int intervalMs, QObject *context)
    : QObject(context)
    , m_sink(std::move(sink))
    , m_intervalMs(intervalMs)
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::CoarseTimer);
    connect(&m_timer, &QTimer::timeout, this, &StreamKeepAlive::tick);
    m_timer.start(intervalMs);
}

void StreamKeepAlive::tick()
{
    const ResponseSinkPtr sink = m_sink.lock();
    if (!sink || sink->isFinished() || sink->isCancelled()) {
        deleteLater();
        return;
    }
    // One timer per quiet interval: a busy stream only reschedules it.
    const qint64 quiet = sink->msSinceTraffic();
    if (quiet >= m_intervalMs || quiet < 0) {
        sink->sendKeepAlive();
        m_timer.start(m_intervalMs);
    } else {
        m_timer.start(int(m_intervalMs - quiet));
    }
}

} // namespace sandman
