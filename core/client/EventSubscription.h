// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/SandboxError.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

namespace sandman {

class SandboxClient;
class TransportCall;

// A subscription to the sandbox's event feed (GET /api/sandman/events): every event of every
// client, each once and in seq order. When the connection drops it waits for the transport to
// be connected again and resumes after the last seq it got, so nothing is missed or repeated
// while the agent's ring still holds it; behind() says when it no longer did.
// Parented to the client by default; deleting it ends the subscription.
class EventSubscription : public QObject
{
    Q_OBJECT
public:
    // sinceSeq < 0: events from now on; else the events after that seq, then live ones.
    EventSubscription(SandboxClient *client, qint64 sinceSeq, QObject *parent = nullptr);
    ~EventSubscription() override;

    // The seq of the last event received (the one a resumption continues after); -1: none yet.
    qint64 lastSeq() const { return m_lastSeq; }
    // This client's connection as the agent names it in events' clientId (from "subscribed").
    QString clientId() const { return m_clientId; }
    bool isActive() const { return m_call != nullptr; }
    // The agent's newest seq when this subscription first started: events up to it are
    // history (replayed), later ones happened while subscribed. -1 until subscribed().
    qint64 historyEndSeq() const { return m_historyEnd; }

signals:
    // The agent accepted the subscription (also after each resumption).
    void subscribed(const QString &clientId);
    // One feed event (has "seq" and "type"; a live-only one, e.g. a resource sample, has
    // "live": true and no seq).
    void eventReceived(const QJsonObject &event);
    // missed events before firstSeq are gone from the agent's ring (the subscriber fell
    // behind or was away too long).
    void behind(qint64 missed, qint64 firstSeq);
    // The connection dropped; the subscription resumes when it comes back.
    void interrupted();
    // The agent refused the subscription (e.g. an agent without the feed); no retry.
    void failed(const sandman::SandboxError &error);

private:
    void start();
    void onEvent(const QJsonObject &event);
    void onFinished(int status, const QJsonObject &body);

    QPointer<SandboxClient> m_client;
    QPointer<TransportCall> m_call;
    qint64 m_lastSeq;
    QString m_clientId;
    qint64 m_historyEnd = -1;
    bool m_waiting = false; // for the transport to connect
};

} // namespace sandman
