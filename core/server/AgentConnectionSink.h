// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/RequestHandler.h"

#include <QMutex>
#include <QString>

#include <atomic>
#include <memory>

namespace sandman {

class FrameReceiver;

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
        explicit Mailbox(FrameReceiver *connection)
            : m_connection(connection)
        { }
        // queued (optional) counts the frame's bytes until the connection has written it.
        void post(const QString &id, QByteArray frame, bool final,
                  std::shared_ptr<std::atomic<qint64>> queued = {});
        void detach();
        bool isAttached() const { return m_attached.load(std::memory_order_relaxed); }

        // Bytes the connection's socket still has to write (set on the connection's thread).
        void setSocketBacklog(qint64 bytes) { m_socketBacklog.store(bytes, std::memory_order_relaxed); }
        qint64 socketBacklog() const { return m_socketBacklog.load(std::memory_order_relaxed); }
        // Bytes of all frames posted to the connection and not yet handed to its socket.
        qint64 queuedBytes() const { return m_queuedBytes.load(std::memory_order_relaxed); }
        // One request's backlog: its frames not yet written plus the socket's. A closed
        // connection writes nothing more: no backlog, so a producer waiting on it does not
        // stall until its cancel arrives.
        qint64 pendingBytes(const std::atomic<qint64> &requestQueued) const
        {
            if (!isAttached())
                return 0;
            return requestQueued.load(std::memory_order_relaxed) + socketBacklog();
        }

    private:
        QMutex m_mutex;
        FrameReceiver *m_connection;
        std::atomic<bool> m_attached{true};
        std::atomic<qint64> m_socketBacklog{0};
        std::atomic<qint64> m_queuedBytes{0};
    };

    AgentConnectionSink(QString id, std::shared_ptr<Mailbox> mailbox);

    // Event frames posted but not yet written by the connection, plus the socket's backlog.
    qint64 pendingBytes() const override;

protected:
    void deliverEvent(const QJsonObject &event) override;
    void deliverResponse(int status, const QJsonObject &body) override;
    void deliverKeepAlive() override;

private:
    QString m_id;
    std::shared_ptr<Mailbox> m_mailbox;
    std::shared_ptr<std::atomic<qint64>> m_queued = std::make_shared<std::atomic<qint64>>(0);
};

} // namespace sandman
