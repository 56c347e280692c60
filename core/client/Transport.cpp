// SPDX-License-Identifier: Apache-2.0
#include "Transport.h"

#include <QMetaObject>
#include <QPointer>

namespace sandman {

TerminalStream *Transport::openTerminal(const TerminalRequest &request)
{
    auto *stream = new TerminalStream(request.sessionId, request.terminalId, this);
    QMetaObject::invokeMethod(
        stream,
        [stream] { stream->deliverError(QStringLiteral("this connection does not serve terminals")); },
        Qt::QueuedConnection);
    return stream;
}

void Transport::call(ProtocolRequest request, ReplyFunction done, std::function<void()> *cancel)
{
    TransportCall *call = send(std::move(request));
    if (cancel) {
        QPointer<TransportCall> guard = call;
        *cancel = [guard] {
            if (guard && !guard->isFinished())
                guard->cancel();
        };
    }
    call->setTakesValues(true);
    connect(call, &TransportCall::finished, call,
            [call, done = std::move(done)](int status, const QJsonObject &body) {
                done(Reply{status, body, call->sharedValue()});
            });
}

PortForward *Transport::forwardPort(quint16, QObject *)
{
    return nullptr;
}

QString Transport::nextRequestId()
{
    return QStringLiteral("req-")
        + QString::number(m_nextId++); // arg() costs every call ~500 instructions more
}

} // namespace sandman
