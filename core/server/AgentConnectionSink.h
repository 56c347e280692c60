// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/RequestHandler.h"

#include <QMutex>
#include <QString>

#include <memory>

namespace sandman {

class AgentConnection;

// Where one /ws request's results go. The handler calls it on its own thread; it encodes the
// frame there (keeping JSON work off the connection's thread) and posts it to the connection.
class AgentConnectionSink : public ResponseSink
{
public:
    // The link from handler threads to a connection that may disappear at any moment. Posting
    // and detaching take the same lock, so a frame is either queued to a live connection (and
    // dropped by Qt if the connection dies before it runs) or not posted at all.
    class Mailbox
    {
    public:
        explicit Mailbox(AgentConnection *connection)
            : m_connection(connection)
        { }
        void post(const QString &id, QByteArray frame, bool final);
        void detach();

    private:
        QMutex m_mutex;
        AgentConnection *m_connection;
    };

    AgentConnectionSink(QString id, std::shared_ptr<Mailbox> mailbox);

protected:
    void deliverEvent(const QJsonObject &event) override;
    void deliverResponse(int status, const QJsonObject &body) override;

private:
    QString m_id;
    std::shared_ptr<Mailbox> m_mailbox;
};

} // namespace sandman
