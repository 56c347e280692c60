// SPDX-License-Identifier: Apache-2.0
#include "HttpResponseSink.h"

#include "EventJson.h"
#include "HttpResponse.h"

namespace sandman {

HttpResponseSink::HttpResponseSink(QString id, std::shared_ptr<AgentConnectionSink::Mailbox> mailbox,
                                   bool keepAlive, bool chunked)
    : m_id(std::move(id))
    , m_mailbox(std::move(mailbox))
    , m_keepAlive(keepAlive && chunked)
    , m_chunked(chunked)
{ }

qint64 HttpResponseSink::pendingBytes() const
{
    return m_mailbox->pendingBytes(*m_queued);
}

void HttpResponseSink::deliverEvent(const QJsonObject &event)
{
    QByteArray frame;
    if (!m_streaming) {
        m_streaming = true;
        frame = HttpResponse::eventStreamHead(m_keepAlive, m_chunked);
    }
    frame += HttpResponse::event(EventJson::encode(event), m_chunked);
    m_mailbox->post(m_id, std::move(frame), false, m_queued);
}

void HttpResponseSink::deliverKeepAlive()
{
    if (m_streaming) // a comment before the head would be no HTTP at all
        m_mailbox->post(m_id, HttpResponse::keepAliveComment(m_chunked), false, m_queued);
}

void HttpResponseSink::deliverResponse(int status, const QJsonObject &body)
{
    if (!m_streaming) {
        m_mailbox->post(m_id, HttpResponse::json(status, body, m_keepAlive), true);
        return;
    }
    QByteArray frame;
    if (status >= 400) {
        QJsonObject event = body;
        event.insert(QStringLiteral("type"), QStringLiteral("error"));
        event.insert(QStringLiteral("error"), body.value(QStringLiteral("message")));
        frame = HttpResponse::event(EventJson::encode(event), m_chunked);
    }
    if (m_chunked)
        frame += HttpResponse::lastChunk();
    m_mailbox->post(m_id, std::move(frame), true);
}

} // namespace sandman
