// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "AgentConnectionSink.h"

#include <QString>

#include <atomic>
#include <memory>

namespace sandman {

// Where one HTTP request's results go. Like AgentConnectionSink it runs on the handler's
// thread and posts encoded bytes to the connection: a response that is only a final answer
// becomes a JSON response with its status; a response with stream events becomes a 200
// text/event-stream of "data: <event JSON>" events. An error after the stream has started
// (the status line is gone by then) is sent as a last {"type":"error"} event.
class HttpResponseSink : public ResponseSink
{
public:
    HttpResponseSink(QString id, std::shared_ptr<AgentConnectionSink::Mailbox> mailbox, bool keepAlive,
                     bool chunked);

    qint64 pendingBytes() const override;

protected:
    void deliverEvent(const QJsonObject &event) override;
    void deliverResponse(int status, const QJsonObject &body) override;
    void deliverKeepAlive() override;

private:
    QString m_id;
    std::shared_ptr<AgentConnectionSink::Mailbox> m_mailbox;
    bool m_keepAlive;
    bool m_chunked;
    bool m_streaming = false;
    std::shared_ptr<std::atomic<qint64>> m_queued = std::make_shared<std::atomic<qint64>>(0);
};

} // namespace sandman
