// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/RequestHandler.h"

#include <QObject>
#include <QTimer>

#include <functional>

namespace sandman {

// Backpressure for a stream whose producer runs on its own (a command's output, a process's
// log): the producer calls check() after each event it hands to the sink. When the sink's
// pendingBytes() (not yet written to the peer) reaches kHighWater, the pause callback is told
// to stop producing; a short timer then looks at the sink until the backlog is down to
// kLowWater and tells it to go on. A sink that reports no backlog never pauses.
// Not paused, check() costs one pendingBytes() call: no timer runs.
class SinkFlowControl : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 kHighWater = 8 * 1024 * 1024;
    static constexpr qint64 kLowWater = 4 * 1024 * 1024;
    static constexpr int kPollMs = 2;

    // setPaused(true) when the peer falls behind, setPaused(false) when it has caught up.
    SinkFlowControl(ResponseSinkPtr sink, std::function<void(bool paused)> setPaused, QObject *parent);

    void check()
    {
        if (!m_paused && m_sink->pendingBytes() >= kHighWater)
            pause();
    }
    bool isPaused() const { return m_paused; }

private:
    void pause();
    void poll();

    ResponseSinkPtr m_sink;
    std::function<void(bool)> m_setPaused;
    QTimer m_timer;
    bool m_paused = false;
};

} // namespace sandman
