// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/RequestHandler.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace sandman {

class EventFeed;
class SinkFlowControl;
struct SandboxEvent;

// Serves one GET /api/sandman/events: a "subscribed" event {clientId, firstSeq, lastSeq},
// the ring's events after `since` (when given), then every new event, each exactly once and
// in seq order. Never finishes by itself; a cancel ends it.
//
// A subscriber that reads slower than events come is not queued for (SinkFlowControl): while
// its backlog is high nothing is forwarded, the ring keeps the events, and once it has drained
// the subscriber resumes from the ring. When the ring dropped events it had not got yet, it is
// told, in place of them, by {type:"behind", requestedSeq, firstSeq, missed, message}.
//
// With batching (body "batch": true, what Sandman's client asks for) events are sent at most
// every kBatchMs as {type:"batch", events:[…]} (up to kBatchEvents each): one frame per burst
// instead of one per event, which is most of what a subscriber costs the agent.
//
// Live-only events (resource samples) have no seq: a subscriber gets them while it is caught
// up, and one that is behind or paused does without them.
class EventSubscriber : public QObject
{
    Q_OBJECT
public:
    // since < 0: live events only. The subscriber is a child of feed.
    static void subscribe(EventFeed *feed, ResponseSinkPtr sink, qint64 since, const QString &clientId,
                          bool batch = false);
    static constexpr int kBatchMs = 10;
    static constexpr int kBatchEvents = 256;
    ~EventSubscriber() override;

private:
    EventSubscriber(EventFeed *feed, ResponseSinkPtr sink, quint64 next, bool batch);
    void onPublished(const SandboxEvent &event);
    // A live-only event (EventFeed::publishLive): sent when nothing is waiting, else dropped.
    void onLive(const QJsonObject &event);
    void catchUp();
    void sendBatches();

    EventFeed *m_feed;
    QPointer<EventFeed> m_feedGuard;
    ResponseSinkPtr m_sink;
    SinkFlowControl *m_flow;
    quint64 m_next; // the seq this subscriber gets next
    QTimer *m_batchTimer = nullptr; // batching only
};

} // namespace sandman
