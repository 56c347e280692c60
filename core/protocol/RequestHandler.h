// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "BodyValue.h"
#include "ProtocolRequest.h"
#include "SandboxError.h"

#include <QElapsedTimer>
#include <QJsonObject>

#include <functional>
#include <memory>

namespace sandman {

// Where a handler sends what a request produces: any number of stream events, then exactly
// one final response. Implementations forward to a WebSocket or to an in-process caller.
// All calls happen on the handler's thread.
class ResponseSink
{
public:
    virtual ~ResponseSink();

    // A stream event; event["type"] names it ("stdout", "complete", ...).
    void sendEvent(const QJsonObject &event);
    // The final response; later calls are ignored so a late timer cannot answer twice.
    void sendResponse(int status, const QJsonObject &body);
    // The same, as a value that becomes JSON only where a transport serialises it.
    void sendValue(int status, BodyValuePtr value);
    void sendError(const SandboxError &error);
    void sendError(ErrorCode code, const QString &message, const QJsonObject &context = {});

    // The handler says how to stop the work behind this request (a stream, a command).
    void setCancelHandler(std::function<void()> handler);
    // Called by the transport when the client cancels or goes away. Runs the handler once.
    void cancel();
    bool isCancelled() const { return m_cancelled; }
    bool isFinished() const { return m_finished; }

    // Keep-alive for quiet streams (StreamKeepAlive): once a request has streamed, a frame
    // that carries no event, so that clients and proxies which drop a silent stream (the SDK
    // after streamIdleTimeoutMs, fetch's body timeout) keep it. Nothing before the first event
    // (a plain response must stay plain) or after the end.
    void sendKeepAlive();
    // Milliseconds since the last event or keep-alive; -1 before the first event.
    qint64 msSinceTraffic() const { return m_traffic.isValid() ? m_traffic.elapsed() : -1; }
    // Called once, on the first event: the request has become a stream.
    void setStreamStartHandler(std::function<void()> handler) { m_streamStart = std::move(handler); }

    // Flow control for bulk streams (e.g. /api/read/stream): bytes of this request's events
    // handed to the sink but not yet written out to the peer. A producer that can wait (a file
    // on disk, unlike a running command) pauses while this is high. 0 when not tracked.
    virtual qint64 pendingBytes() const { return 0; }

protected:
    virtual void deliverEvent(const QJsonObject &event) = 0;
    virtual void deliverResponse(int status, const QJsonObject &body) = 0;
    // A sink that can hand the value on as it is overrides this; the rest get its JSON.
    virtual void deliverValue(int status, const BodyValuePtr &value)
    {
        deliverResponse(status, value->toJson());
    }
    // The transport's empty frame; transports that cannot go quiet ignore it.
    virtual void deliverKeepAlive() { }

private:
    // Marks the request answered; false when it already was.
    bool finish();

    std::function<void()> m_cancelHandler;
    std::function<void()> m_streamStart;
    QElapsedTimer m_traffic;
    bool m_cancelled = false;
    bool m_finished = false;
};

using ResponseSinkPtr = std::shared_ptr<ResponseSink>;

class TerminalHandler;

// Serves protocol requests. The server's router implements it; transports call it.
class RequestHandler
{
public:
    virtual ~RequestHandler();
    virtual void handleRequest(const ProtocolRequest &request, const ResponseSinkPtr &sink) = 0;
    // The terminals of the same sandbox (/ws/pty, TerminalStream), if it serves any. Called
    // from any thread; the returned handler is used on the handler context's thread only.
    virtual TerminalHandler *terminalHandler() const { return nullptr; }
};

} // namespace sandman
