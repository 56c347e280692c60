// SPDX-License-Identifier: Apache-2.0
#include "AgentConnectionSink.h"

#include "AgentConnection.h"
#include "protocol/ProtocolCodec.h"

#include <QMetaObject>

namespace sandman {

void AgentConnectionSink::Mailbox::post(const QString &id, QByteArray frame, bool final)
{
    QMutexLocker locker(&m_mutex);
    AgentConnection *connection = m_connection;
    if (!connection)
        return;
    QMetaObject::invokeMethod(
        connection,
        [connection, id, frame = std::move(frame), final] { connection->deliverFrame(id, frame, final); },
        Qt::QueuedConnection);
}

void AgentConnectionSink::Mailbox::detach()
{
    QMutexLocker locker(&m_mutex);
    m_connection = nullptr;
}

AgentConnectionSink::AgentConnectionSink(QString id, std::shared_ptr<Mailbox> mailbox)
    : m_id(std::move(id))
    , m_mailbox(std::move(mailbox))
{
}

void AgentConnectionSink::deliverEvent(const QJsonObject &event)
{
    m_mailbox->post(m_id, ProtocolCodec::encodeStreamEvent(m_id, event), false);
}

void AgentConnectionSink::deliverResponse(int status, const QJsonObject &body)
{
    m_mailbox->post(m_id, ProtocolCodec::encodeResponse(m_id, status, body), true);
}

} // namespace sandman
