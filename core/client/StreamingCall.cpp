// SPDX-License-Identifier: Apache-2.0
#include "StreamingCall.h"

#include "TransportCall.h"
#include "protocol/SandboxError.h"

namespace sandman {

StreamingCall::StreamingCall(TransportCall *call, QObject *parent)
    : QObject(parent)
    , m_call(call)
{
    if (!call) {
        // Queued, so that the derived object is complete and the caller has connected.
        QMetaObject::invokeMethod(
            this,
            [this] {
                handleFinished(
                    503,
                    SandboxError{ErrorCode::ConnectionLost, QStringLiteral("no transport"), {}}.toJson());
            },
            Qt::QueuedConnection);
        return;
    }
    connect(call, &TransportCall::event, this, [this](const QJsonObject &event) { handleEvent(event); });
    connect(call, &TransportCall::finished, this,
            [this](int status, const QJsonObject &body) { handleFinished(status, body); });
}

StreamingCall::~StreamingCall()
{
    cancel();
}

void StreamingCall::cancel()
{
    if (m_call && !m_call->isFinished())
        m_call->cancel();
}

void StreamingCall::retain(QByteArray &buffer, const QByteArray &data)
{
    const qint64 room = m_retainLimit - buffer.size();
    if (room >= data.size()) {
        buffer += data;
        return;
    }
    if (room > 0)
        buffer += data.left(room);
    m_truncated = true;
}

} // namespace sandman
