// SPDX-License-Identifier: Apache-2.0
#include "SinkFlowControl.h"

namespace sandman {

SinkFlowControl::SinkFlowControl(ResponseSinkPtr sink, std::function<void(bool paused)> setPaused,
                                 QObject *parent)
    : QObject(parent)
    , m_sink(std::move(sink))
    , m_setPaused(std::move(setPaused))
{
    m_timer.setInterval(kPollMs);
    connect(&m_timer, &QTimer::timeout, this, &SinkFlowControl::poll);
}

void SinkFlowControl::pause()
{
    if (m_sink->isFinished() || m_sink->isCancelled())
        return;
    m_paused = true;
    m_timer.start();
    m_setPaused(true);
}

void SinkFlowControl::poll()
{
    // A finished or cancelled request writes nothing more: let the producer run to its end.
    if (m_sink->pendingBytes() > kLowWater && !m_sink->isFinished() && !m_sink->isCancelled())
        return;
    m_timer.stop();
    m_paused = false;
    m_setPaused(false);
}

} // namespace sandman
