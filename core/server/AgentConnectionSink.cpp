// SPDX-License-Identifier: Apache-2.0
#include "AgentConnectionSink.h"

#include "EventJson.h"
#include "FrameReceiver.h"
#include "protocol/JsonText.h"
#include "protocol/ProtocolCodec.h"

#include <QMetaObject>

namespace sandman {

void AgentConnectionSink::Mailbox::post(const QString &id, QByteArray frame, bool final,
                                        std::shared_ptr<std::atomic<qint64>> queued)
{
    QMutexLocker locker(&m_mutex);
    FrameReceiver *connection = m_connection;
    if (!connection)
        return;
    const qint64 size = frame.size();
    if (queued)
        queued->fetch_add(size, std::memory_order_relaxed);
    m_queuedBytes.fetch_add(size, std::memory_order_relaxed);
    // The connection owns this mailbox: while it runs the lambda, the mailbox lives.
    QMetaObject::invokeMethod(
        connection,
        [this, connection, id, frame = std::move(frame), final, queued = std::move(queued), size] {
            connection->deliverFrame(id, frame, final);
            if (queued)
                queued->fetch_sub(size, std::memory_order_relaxed);
            m_queuedBytes.fetch_sub(size, std::memory_order_relaxed);
        },
        Qt::QueuedConnection);
}

void AgentConnectionSink::Mailbox::detach()
{
    QMutexLocker locker(&m_mutex);
    m_connection = nullptr;
    m_attached.store(false, std::memory_order_relaxed);
    m_socketBacklog.store(0, std::memory_order_relaxed);
}

AgentConnectionSink::AgentConnectionSink(QString id, std::shared_ptr<Mailbox> mailbox)
    : m_id(std::move(id))
    , m_mailbox(std::move(mailbox))
{ }

void AgentConnectionSink::deliverEvent(const QJsonObject &event)
{
    // Same frame as ProtocolCodec::encodeStreamEvent, but the event text is quoted by
    // JsonText instead of a second QJsonDocument pass: output streams are the hot path.
    const QByteArray eventText = EventJson::encode(event);
    QByteArray frame;
    frame.reserve(eventText.size() + eventText.size() / 4 + 64);
    frame.append(R"({"type":"stream","id":)");
    JsonText::appendString(frame, m_id.toUtf8());
    frame.append(R"(,"event":)");
    JsonText::appendString(frame, event.value(QStringLiteral("type")).toString().toUtf8());
    frame.append(R"(,"data":)");
    JsonText::appendString(frame, eventText);
    frame.append('}');
    m_mailbox->post(m_id, std::move(frame), false, m_queued);
}

void AgentConnectionSink::deliverKeepAlive()
{
    // A stream frame with empty data: the SDK resets its stream idle timer on any stream frame
    // and its SSE parser skips an empty "data:" (Sandman's client skips it too).
    QByteArray frame(R"({"type":"stream","id":)");
    JsonText::appendString(frame, m_id.toUtf8());
    frame.append(R"(,"data":""})");
    m_mailbox->post(m_id, std::move(frame), false, m_queued);
}

qint64 AgentConnectionSink::pendingBytes() const
{
    return m_mailbox->pendingBytes(*m_queued);
}

void AgentConnectionSink::deliverResponse(int status, const QJsonObject &body)
{
    m_mailbox->post(m_id, ProtocolCodec::encodeResponse(m_id, status, body), true);
}

} // namespace sandman
