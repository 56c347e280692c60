// SPDX-License-Identifier: Apache-2.0
#include "EventSubscriber.h"

#include "SinkFlowControl.h"
#include "engine/events/EventFeed.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QPointer>

namespace sandman {

namespace {
const QString kType = QStringLiteral("type");
const QString kFirstSeq = QStringLiteral("firstSeq");
} // namespace

void EventSubscriber::subscribe(EventFeed *feed, ResponseSinkPtr sink, qint64 since, const QString &clientId,
                                bool batch)
{
    const EventRing &ring = feed->ring();
    sink->sendEvent({{kType, QStringLiteral("subscribed")},
                     {QStringLiteral("clientId"), clientId},
                     {kFirstSeq, qint64(ring.firstSeq())},
                     {QStringLiteral("lastSeq"), qint64(ring.lastSeq())},
                     {QStringLiteral("since"), since}});
    const quint64 next = since < 0 ? ring.lastSeq() + 1 : quint64(since) + 1;
    auto *subscriber = new EventSubscriber(feed, sink, next, batch);
    QPointer<EventSubscriber> guard(subscriber);
    sink->setCancelHandler([guard] {
        if (guard)
            guard->deleteLater();
    });
    subscriber->catchUp();
}

EventSubscriber::EventSubscriber(EventFeed *feed, ResponseSinkPtr sink, quint64 next, bool batch)
    : QObject(feed)
    , m_feed(feed)
    , m_feedGuard(feed)
    , m_sink(std::move(sink))
    , m_next(next)
{
    m_flow = new SinkFlowControl(
        m_sink,
        [this](bool paused) {
            if (!paused)
                catchUp();
        },
        this);
    connect(feed, &EventFeed::published, this, &EventSubscriber::onPublished);
    connect(feed, &EventFeed::livePublished, this, &EventSubscriber::onLive);
    feed->addSubscriber();
    if (batch) {
        m_batchTimer = new QTimer(this);
        m_batchTimer->setSingleShot(true);
        m_batchTimer->setInterval(kBatchMs);
        connect(m_batchTimer, &QTimer::timeout, this, &EventSubscriber::catchUp);
    }
}

EventSubscriber::~EventSubscriber()
{
    if (m_feedGuard) // not while the feed itself is being destroyed
        m_feed->removeSubscriber();
    // Destroyed with the feed (the sandbox is going away): the caller still gets an answer.
    if (!m_sink->isCancelled())
        m_sink->sendError(ErrorCode::InternalError,
                          QCoreApplication::translate("EventSubscriber", "the sandbox went away"));
}

void EventSubscriber::onPublished(const SandboxEvent &event)
{
    if (m_flow->isPaused() || m_sink->isCancelled())
        return; // the ring keeps it; catchUp() sends it later
    if (m_batchTimer) {
        if (!m_batchTimer->isActive())
            m_batchTimer->start();
        return;
    }
    if (event.seq != m_next)
        return catchUp();
    m_sink->sendEvent(event.json());
    ++m_next;
    m_flow->check();
}

void EventSubscriber::onLive(const QJsonObject &event)
{
    if (m_flow->isPaused() || m_sink->isCancelled() || m_next <= m_feed->ring().lastSeq())
        return;
    m_sink->sendEvent(event);
    m_flow->check();
}

void EventSubscriber::catchUp()
{
    const EventRing &ring = m_feed->ring();
    if (m_next < ring.firstSeq()) {
        const qint64 missed = qint64(ring.firstSeq() - m_next);
        m_sink->sendEvent({{kType, QStringLiteral("behind")},
                           {QStringLiteral("requestedSeq"), qint64(m_next)},
                           {kFirstSeq, qint64(ring.firstSeq())},
                           {QStringLiteral("missed"), missed},
                           {QStringLiteral("message"),
                            QCoreApplication::translate("EventSubscriber",
                                                        "%1 events before seq %2 are no longer kept (the "
                                                        "agent keeps the newest %3 events, at most %4 bytes)")
                                .arg(missed)
                                .arg(ring.firstSeq())
                                .arg(ring.maxEvents())
                                .arg(ring.maxBytes())}});
        m_next = ring.firstSeq();
    }
    if (m_batchTimer)
        return sendBatches();
    while (m_next <= ring.lastSeq() && !m_flow->isPaused() && !m_sink->isCancelled()) {
        m_sink->sendEvent(ring.at(m_next)->json());
        ++m_next;
        m_flow->check();
    }
}

void EventSubscriber::sendBatches()
{
    const EventRing &ring = m_feed->ring();
    while (m_next <= ring.lastSeq() && !m_flow->isPaused() && !m_sink->isCancelled()) {
        QJsonArray events;
        for (; m_next <= ring.lastSeq() && events.size() < kBatchEvents; ++m_next)
            events.append(ring.at(m_next)->json());
        m_sink->sendEvent({{kType, QStringLiteral("batch")}, {QStringLiteral("events"), events}});
        m_flow->check();
    }
}

} // namespace sandman
