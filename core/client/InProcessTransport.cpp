// SPDX-License-Identifier: Apache-2.0
#include "InProcessTransport.h"

#include "protocol/RequestHandler.h"

#include <QMetaObject>

namespace sandman {

namespace {
// Forwards what the handler produces to the call, across threads. If the call is gone
// (its owner was destroyed) the queued delivery is dropped by Qt.
class ForwardingSink : public ResponseSink
{
public:
    explicit ForwardingSink(TransportCall *call)
        : m_call(call)
    {
    }

protected:
    void deliverEvent(const QJsonObject &event) override
    {
        TransportCall *call = m_call;
        if (call)
            QMetaObject::invokeMethod(call, [call, event] { call->deliverEvent(event); }, Qt::QueuedConnection);
    }
    void deliverResponse(int status, const QJsonObject &body) override
    {
        TransportCall *call = m_call;
        if (call)
            QMetaObject::invokeMethod(call, [call, status, body] { call->deliverFinished(status, body); },
                                      Qt::QueuedConnection);
    }

private:
    QPointer<TransportCall> m_call;
};
} // namespace

InProcessTransport::InProcessTransport(RequestHandler *handler, QObject *handlerContext, QObject *parent)
    : Transport(parent)
    , m_handler(handler)
    , m_handlerContext(handlerContext)
{
}

Transport::State InProcessTransport::state() const
{
    return m_handlerContext ? State::Connected : State::Disconnected;
}

TransportCall *InProcessTransport::send(ProtocolRequest request)
{
    if (request.id.isEmpty())
        request.id = nextRequestId();
    auto *call = new TransportCall(request.id, this);
    if (!m_handlerContext) {
        const SandboxError error{ErrorCode::ConnectionLost, QStringLiteral("the local sandbox is gone"), {}};
        QMetaObject::invokeMethod(call, [call, error] { call->deliverFinished(error.httpStatus(), error.toJson()); },
                                  Qt::QueuedConnection);
        return call;
    }
    auto sink = std::make_shared<ForwardingSink>(call);
    QObject *context = m_handlerContext;
    call->setCanceller([context, sink] {
        QMetaObject::invokeMethod(context, [sink] { sink->cancel(); }, Qt::QueuedConnection);
    });
    RequestHandler *handler = m_handler;
    QMetaObject::invokeMethod(context, [handler, request, sink] { handler->handleRequest(request, sink); },
                              Qt::QueuedConnection);
    return call;
}

} // namespace sandman
