// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "AgentConnectionSink.h"
#include "FrameReceiver.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>

class QWebSocket;

namespace sandman {

class RequestHandler;
struct ProtocolRequest;

// One authenticated /ws connection: decodes each text frame, hands requests to the handler on
// its context thread, and writes back the stream events and responses it produces, matched by
// id. Many requests may be in flight at once; they finish in any order. When the client goes
// away every request still in flight is cancelled (the work behind it stops).
class AgentConnection : public FrameReceiver
{
    Q_OBJECT
public:
    struct Limits {
        int maxRequestsInFlight = 256;
        // With no traffic for this long the agent pings; a peer that stays silent for a
        // second interval (no pong, no frame) is disconnected. 0 disables.
        int idlePingIntervalMs = 30000;
    };

    // Takes ownership of socket, which must already be open.
    AgentConnection(QWebSocket *socket, RequestHandler *handler, QObject *handlerContext,
                    const Limits &limits, QObject *parent = nullptr);
    ~AgentConnection() override;

    int requestsInFlight() const { return int(m_inFlight.size()); }
    // Bytes of results produced for this client and not yet written out: frames still queued
    // to this connection plus what its socket has not sent (what backpressure bounds).
    qint64 pendingBytes() const;
    QWebSocket *socket() const { return m_socket; }

    // Called (queued) by AgentConnectionSink on this object's thread.
    void deliverFrame(const QString &id, const QByteArray &frame, bool final) override;

signals:
    // The socket is gone; the owner deletes this object.
    void closed();

private:
    void onTextMessage(const QString &message);
    void onBinaryMessage(const QByteArray &message);
    void onIdleTick();
    void startRequest(const ProtocolRequest &request);
    void cancelRequest(const QString &id);
    void cancelAll();
    void sendFrame(const QByteArray &frame);

    QWebSocket *m_socket;
    RequestHandler *m_handler;
    QPointer<QObject> m_handlerContext;
    Limits m_limits;
    std::shared_ptr<AgentConnectionSink::Mailbox> m_mailbox;
    QHash<QString, std::shared_ptr<AgentConnectionSink>> m_inFlight;
    QTimer m_idleTimer;
    QElapsedTimer m_sinceTraffic;
    bool m_pingOutstanding = false;
    // Sandman's own client asks for binary frames (?frames=binary): the same JSON, without the
    // two UTF-8 <-> UTF-16 conversions per frame that text frames cost in QWebSocket.
    bool m_binaryFrames = false;
    QString m_clientId; // ProtocolRequest::clientId of this connection's requests
};

} // namespace sandman
