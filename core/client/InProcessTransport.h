// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Transport.h"

#include <QPointer>

#include <atomic>
#include <memory>

namespace sandman {

class RequestHandler;
struct ReplyGate;

// Hands requests straight to a RequestHandler living in another (or the same) thread. The
// handler is only ever called on the thread of handlerContext; results come back to this
// object's thread through queued calls, so the GUI never blocks on the engine.
class InProcessTransport : public Transport
{
    Q_OBJECT
public:
    InProcessTransport(RequestHandler *handler, QObject *handlerContext, QObject *parent = nullptr);
    ~InProcessTransport() override;

    TransportCall *send(ProtocolRequest request) override;
    // Without a TransportCall: the answer is posted straight to `done` (an exec is this).
    void call(ProtocolRequest request, ReplyFunction done, std::function<void()> *cancel = nullptr) override;
    // Served by handler->terminalHandler() on the handler's thread.
    TerminalStream *openTerminal(const TerminalRequest &request) override;
    State state() const override;
    QString endpoint() const override { return QStringLiteral("local"); }
    // Stream events handed over but not yet taken by this thread (an upper bound in bytes):
    // streams pause while their share of it is high, so a busy client cannot be flooded.
    qint64 pendingBytes() const;

private:
    RequestHandler *m_handler;
    QPointer<QObject> m_handlerContext;
    std::shared_ptr<std::atomic<qint64>> m_backlog = std::make_shared<std::atomic<qint64>>(0);
    // Where the handler's thread posts call() replies; closed by the destructor.
    std::shared_ptr<ReplyGate> m_replyGate;
};

} // namespace sandman
