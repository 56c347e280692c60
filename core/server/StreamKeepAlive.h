// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/RequestHandler.h"

#include <QObject>
#include <QTimer>

#include <memory>

namespace sandman {

// Keeps one quiet stream alive: whenever it has sent nothing (no event, no keep-alive) for
// intervalMs, ResponseSink::sendKeepAlive(). The SDK's WebSocket transport errors a stream
// after streamIdleTimeoutMs (5 minutes by default) without a frame for it, and Node's fetch
// drops an HTTP body silent for 5 minutes too, so an idle sandbox.watch() or event feed would
// die without this. Ends itself with the stream. Lives on the handler's thread.
class StreamKeepAlive : public QObject
{
    Q_OBJECT
public:
    // Starts keeping sink alive (a child of context). intervalMs <= 0: never.
    static void keep(const ResponseSinkPtr &sink, int intervalMs, QObject *context);
    // Arranges keep() for when the request starts streaming (its first event): plain requests
    // never cost a timer.
    static void whenStreaming(const ResponseSinkPtr &sink, int intervalMs, QObject *context);

private:
    StreamKeepAlive(std::weak_ptr<ResponseSink> sink, int intervalMs, QObject *context);
    void tick();

    std::weak_ptr<ResponseSink> m_sink;
    int m_intervalMs;
    QTimer m_timer;
};

} // namespace sandman
