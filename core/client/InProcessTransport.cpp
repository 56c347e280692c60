// SPDX-License-Identifier: Apache-2.0
#include "InProcessTransport.h"

#include "protocol/RequestHandler.h"
#include "protocol/TerminalHandler.h"

#include <QMetaObject>
#include <QMutex>

#include <atomic>
#include <memory>

namespace sandman {

// Where replies to call() are posted. The handler's thread posts under the lock and the
// transport's destructor closes the gate under it, so a reply never targets a deleted transport
// (replies already posted are dropped with it).
struct ReplyGate {
    QMutex mutex;
    QObject *receiver = nullptr;
};

namespace {
// In-process events are not serialised, so their size is unknown without copying them:
// backlog is counted as events at the most a stream event carries (a 64 KiB read of output,
// a 64 KiB file chunk). That overestimates small events, so a stream pauses early rather than
// late when the client's thread stops taking them.
constexpr qint64 kEventWeight = 64 * 1024;

// What a request gets once the sandbox's thread (the handler's context) is gone.
SandboxError sandboxGone()
{
    return {ErrorCode::ConnectionLost, QStringLiteral("the local sandbox is gone"), {}};
}

// Forwards what the handler produces to the call, across threads. If the call is gone
// (its owner was destroyed) the queued delivery is dropped by Qt.
class ForwardingSink : public ResponseSink
{
public:
    ForwardingSink(TransportCall *call, std::shared_ptr<std::atomic<qint64>> transportBacklog)
        : m_call(call)
        , m_transportBacklog(std::move(transportBacklog))
    { }

    // Events posted to the client's thread and not taken yet (see kEventWeight): lets a
    // producer that can wait (a command's output, a file) pause while the client is behind.
    qint64 pendingBytes() const override { return m_backlog->load(std::memory_order_relaxed) * kEventWeight; }

protected:
    void deliverEvent(const QJsonObject &event) override
    {
        TransportCall *call = m_call;
        if (!call)
            return;
        m_backlog->fetch_add(1, std::memory_order_relaxed);
        m_transportBacklog->fetch_add(1, std::memory_order_relaxed);
        QMetaObject::invokeMethod(
            call,
            [call, event, backlog = m_backlog, total = m_transportBacklog] {
                backlog->fetch_sub(1, std::memory_order_relaxed);
                total->fetch_sub(1, std::memory_order_relaxed);
                call->deliverEvent(event);
            },
            Qt::QueuedConnection);
    }
    void deliverResponse(int status, const QJsonObject &body) override
    {
        TransportCall *call = m_call;
        if (call)
            QMetaObject::invokeMethod(
                call, [call, status, body] { call->deliverFinished(status, body); }, Qt::QueuedConnection);
    }
    // Values cross as they are: the client reads them without a JSON round trip.
    void deliverValue(int status, const BodyValuePtr &value) override
    {
        TransportCall *call = m_call;
        if (call)
            QMetaObject::invokeMethod(
                call, [call, status, value] { call->deliverFinished(status, value); }, Qt::QueuedConnection);
    }

private:
    QPointer<TransportCall> m_call;
    // Shared with the queued deliveries, which may run after this sink is gone.
    std::shared_ptr<std::atomic<qint64>> m_backlog = std::make_shared<std::atomic<qint64>>(0);
    std::shared_ptr<std::atomic<qint64>> m_transportBacklog;
};

// The answer to a one-response call (Transport::call), posted to `done` in the transport's
// thread. Such routes send no events, so none is passed on.
class ReplySink : public ResponseSink
{
public:
    ReplySink(std::shared_ptr<ReplyGate> gate, Transport::ReplyFunction done)
        : m_gate(std::move(gate))
        , m_done(std::move(done))
    { }

protected:
    void deliverEvent(const QJsonObject &) override { }
    void deliverResponse(int status, const QJsonObject &body) override { post({status, body, {}}); }
    void deliverValue(int status, const BodyValuePtr &value) override { post({status, {}, value}); }

private:
    // Called once (ResponseSink answers once).
    void post(Transport::Reply reply)
    {
        QMutexLocker lock(&m_gate->mutex);
        if (m_gate->receiver)
            QMetaObject::invokeMethod(
                m_gate->receiver,
                [done = std::move(m_done), reply = std::move(reply)]() mutable {
                    // Taken out of the capture, so they are freed here, in the caller's thread
                    // (the slot object may die last in the handler's); the promise and the
                    // result they hold were made here.
                    const Transport::ReplyFunction take = std::move(done);
                    const Transport::Reply taken = std::move(reply);
                    take(taken);
                },
                Qt::QueuedConnection);
    }

    std::shared_ptr<ReplyGate> m_gate;
    Transport::ReplyFunction m_done;
};

// A terminal's output on its way to a TerminalStream in the client's thread. Counts bytes
// posted but not yet emitted, so a flood (cat of a huge file) pauses the pty instead of
// piling up in the GUI thread's event queue.
class StreamSink : public TerminalSink, public std::enable_shared_from_this<StreamSink>
{
public:
    static constexpr qint64 lowWater() { return 256 * 1024; }

    // Deliveries are posted to `receiver` (the transport, in the client's thread), not to the
    // stream: a stream is deleted whenever its tab closes, possibly while this thread posts to
    // it, whereas the transport lives as long as the connection. The stream itself is only
    // looked at in the client's thread.
    StreamSink(TerminalStream *stream, QObject *receiver, QObject *handlerContext)
        : m_stream(stream)
        , m_receiver(receiver)
        , m_handlerContext(handlerContext)
    { }

protected:
    void deliverReady(const QJsonObject &info) override
    {
        post([info](TerminalStream *stream) { stream->deliverReady(info); });
    }
    void deliverData(const QByteArray &bytes) override
    {
        QObject *receiver = m_receiver;
        if (!receiver || !m_stream)
            return; // nobody will consume it; the viewer is being closed
        addBacklog(bytes.size());
        std::weak_ptr<StreamSink> weak = weak_from_this();
        QPointer<TerminalStream> guard = m_stream;
        QPointer<QObject> context = m_handlerContext;
        QMetaObject::invokeMethod(
            receiver,
            [guard, bytes, weak, context] {
                if (guard)
                    guard->deliverData(bytes);
                if (auto self = weak.lock()) {
                    const qint64 before = self->backlog();
                    self->addBacklog(-bytes.size());
                    if (before >= lowWater() && before - bytes.size() < lowWater() && context)
                        QMetaObject::invokeMethod(
                            context,
                            [weak] {
                                if (auto sink = weak.lock())
                                    sink->notifyDrained();
                            },
                            Qt::QueuedConnection);
                }
            },
            Qt::QueuedConnection);
    }
    void deliverExit(int code) override
    {
        post([code](TerminalStream *stream) { stream->deliverExit(code); });
    }
    void deliverError(const QString &message, const QString &code) override
    {
        post([message, code](TerminalStream *stream) { stream->deliverError(message, code); });
    }
    void deliverResize(int cols, int rows) override
    {
        post([cols, rows](TerminalStream *stream) { stream->deliverResize(cols, rows); });
    }

private:
    template<typename F> void post(F function)
    {
        QPointer<TerminalStream> guard = m_stream;
        if (QObject *receiver = m_receiver)
            QMetaObject::invokeMethod(
                receiver,
                [guard, function] {
                    if (guard)
                        function(guard.data());
                },
                Qt::QueuedConnection);
    }

    QPointer<TerminalStream> m_stream;
    QPointer<QObject> m_receiver;
    QPointer<QObject> m_handlerContext;
};

// The viewer's side of an in-process terminal: created, used and released on the handler's
// thread (every use is a queued call there, so they run in order after the open).
struct TerminalLink {
    TerminalConnectionPtr connection;
    bool closed = false;
};
} // namespace

InProcessTransport::InProcessTransport(RequestHandler *handler, QObject *handlerContext, QObject *parent)
    : Transport(parent)
    , m_handler(handler)
    , m_handlerContext(handlerContext)
    , m_replyGate(std::make_shared<ReplyGate>())
{
    m_replyGate->receiver = this;
}

InProcessTransport::~InProcessTransport()
{
    QMutexLocker lock(&m_replyGate->mutex);
    m_replyGate->receiver = nullptr;
}

qint64 InProcessTransport::pendingBytes() const
{
    return m_backlog->load(std::memory_order_relaxed) * kEventWeight;
}

Transport::State InProcessTransport::state() const
{
    return m_handlerContext ? State::Connected : State::Disconnected;
}

TransportCall *InProcessTransport::send(ProtocolRequest request)
{
    if (request.id.isEmpty())
        request.id = nextRequestId();
    request.clientId = QStringLiteral("local");
    auto *call = new TransportCall(request.id, this);
    if (!m_handlerContext) {
        const SandboxError error = sandboxGone();
        QMetaObject::invokeMethod(
            call, [call, error] { call->deliverFinished(error.httpStatus(), error.toJson()); },
            Qt::QueuedConnection);
        return call;
    }
    auto sink = std::make_shared<ForwardingSink>(call, m_backlog);
    QObject *context = m_handlerContext;
    call->setCanceller([context, sink] {
        QMetaObject::invokeMethod(
            context, [sink] { sink->cancel(); }, Qt::QueuedConnection);
    });
    RequestHandler *handler = m_handler;
    QMetaObject::invokeMethod(
        context, [handler, request, sink] { handler->handleRequest(request, sink); }, Qt::QueuedConnection);
    return call;
}

void InProcessTransport::call(ProtocolRequest request, ReplyFunction done, std::function<void()> *cancel)
{
    // No request id: only a wire names its calls (a reply here goes to its own sink), and making
    // one cost every call a string built here and freed on the handler's thread.
    request.clientId = QStringLiteral("local");
    QObject *context = m_handlerContext;
    if (!context) {
        const SandboxError error = sandboxGone();
        QMetaObject::invokeMethod(
            this,
            [done = std::move(done), error] {
                done({error.httpStatus(), error.toJson(), {}});
            },
            Qt::QueuedConnection);
        return;
    }
    auto sink = std::make_shared<ReplySink>(m_replyGate, std::move(done));
    if (cancel) {
        QPointer<QObject> guardedContext = context;
        *cancel = [guardedContext, sink] {
            if (QObject *target = guardedContext)
                QMetaObject::invokeMethod(
                    target, [sink] { sink->cancel(); }, Qt::QueuedConnection);
        };
    }
    RequestHandler *handler = m_handler;
    QMetaObject::invokeMethod(
        context, [handler, request = std::move(request), sink] { handler->handleRequest(request, sink); },
        Qt::QueuedConnection);
}

} // namespace sandman

namespace sandman {

TerminalStream *InProcessTransport::openTerminal(const TerminalRequest &request)
{
    auto *stream = new TerminalStream(request.sessionId, request.terminalId, this);
    TerminalHandler *terminals = m_handler ? m_handler->terminalHandler() : nullptr;
    QObject *context = m_handlerContext;
    if (!context || !terminals) {
        const QString why
            = context ? QStringLiteral("this sandbox does not serve terminals") : sandboxGone().message;
        QMetaObject::invokeMethod(
            stream, [stream, why] { stream->deliverError(why); }, Qt::QueuedConnection);
        return stream;
    }
    auto sink = std::make_shared<StreamSink>(stream, this, context);
    auto link = std::make_shared<TerminalLink>();
    QPointer<QObject> guardedContext = context;
    // Each call is posted to the handler's thread; if that thread is gone, nothing is left
    // to talk to and the call is dropped.
    auto onHandlerThread = [guardedContext](std::function<void()> function) {
        if (QObject *target = guardedContext)
            QMetaObject::invokeMethod(target, std::move(function), Qt::QueuedConnection);
    };
    TerminalStream::Backend backend;
    backend.write = [onHandlerThread, link](const QByteArray &bytes) {
        onHandlerThread([link, bytes] {
            if (link->connection)
                link->connection->write(bytes);
        });
    };
    backend.resize = [onHandlerThread, link](int cols, int rows) {
        onHandlerThread([link, cols, rows] {
            if (link->connection)
                link->connection->resize(cols, rows);
        });
    };
    backend.close = [onHandlerThread, link] {
        onHandlerThread([link] {
            link->closed = true;
            if (TerminalConnectionPtr connection = std::move(link->connection)) {
                link->connection = nullptr;
                connection->close();
            }
        });
    };
    stream->setBackend(std::move(backend));
    TerminalRequest tagged = request;
    tagged.clientId = QStringLiteral("local"); // as its requests are named
    onHandlerThread([terminals, tagged, sink, link] {
        if (link->closed)
            return; // closed before it was opened
        link->connection = terminals->openTerminal(tagged, sink);
    });
    return stream;
}

} // namespace sandman
