// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Transport.h"

#include <QPointer>

namespace sandman {

class RequestHandler;

// Hands requests straight to a RequestHandler living in another (or the same) thread. The
// handler is only ever called on the thread of handlerContext; results come back to this
// object's thread through queued calls, so the GUI never blocks on the engine.
class InProcessTransport : public Transport
{
    Q_OBJECT
public:
    InProcessTransport(RequestHandler *handler, QObject *handlerContext, QObject *parent = nullptr);

    TransportCall *send(ProtocolRequest request) override;
    // Served by handler->terminalHandler() on the handler's thread.
    TerminalStream *openTerminal(const TerminalRequest &request) override;
    State state() const override;
    QString endpoint() const override { return QStringLiteral("local"); }

private:
    RequestHandler *m_handler;
    QPointer<QObject> m_handlerContext;
};

} // namespace sandman
