// SPDX-License-Identifier: Apache-2.0
#include "EventSubscription.h"

#include "SandboxClient.h"
#include "TransportCall.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTimer>

namespace sandman {

namespace {
constexpr int kRetryMs = 1000;
} // namespace

EventSubscription::EventSubscription(SandboxClient *client, qint64 sinceSeq, QObject *parent)
    : QObject(parent ? parent : client)
    , m_client(client)
    , m_lastSeq(sinceSeq)
{
    if (Transport *transport = client ? client->transport() : nullptr) {
        connect(transport, &Transport::stateChanged, this, [this](Transport::State state) {
            if (state == Transport::State::Connected && m_waiting) {
                m_waiting = false;
                start();
            }
        });
    }
    // Queued, so that the caller has connected to the signals.
    QMetaObject::invokeMethod(this, &EventSubscription::start, Qt::QueuedConnection);
}

EventSubscription::~EventSubscription()
{
    if (m_call && !m_call->isFinished())
        m_call->cancel();
}

void EventSubscription::start()
{
    if (!m_client || m_call)
        return;
    QJsonObject body{{QStringLiteral("batch"), true}};
    if (m_lastSeq >= 0)
        body.insert(QStringLiteral("since"), m_lastSeq);
    m_call = m_client->openStream(QStringLiteral("GET"), QStringLiteral("/api/sandman/events"), body);
    if (!m_call) {
        emit failed(SandboxError{
            ErrorCode::ConnectionLost, QCoreApplication::translate("EventSubscription", "no transport"), {}});
        return;
    }
    connect(m_call, &TransportCall::event, this, &EventSubscription::onEvent);
    connect(m_call, &TransportCall::finished, this, &EventSubscription::onFinished);
}

void EventSubscription::onEvent(const QJsonObject &event)
{
    const QString type = event.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("subscribed")) {
        m_clientId = event.value(QStringLiteral("clientId")).toString();
        if (m_historyEnd < 0)
            m_historyEnd = event.value(QStringLiteral("lastSeq")).toInteger();
        emit subscribed(m_clientId);
        return;
    }
    if (type == QLatin1String("behind")) {
        const qint64 firstSeq = event.value(QStringLiteral("firstSeq")).toInteger();
        emit behind(event.value(QStringLiteral("missed")).toInteger(), firstSeq);
        m_lastSeq = qMax(m_lastSeq, firstSeq - 1);
        return;
    }
    if (type == QLatin1String("batch")) {
        const QJsonArray events = event.value(QStringLiteral("events")).toArray();
        for (const QJsonValue &one : events)
            onEvent(one.toObject());
        return;
    }
    if (event.value(QStringLiteral("live")).toBool()) {
        emit eventReceived(event); // a resource sample: no seq, never replayed
        return;
    }
    const qint64 seq = event.value(QStringLiteral("seq")).toInteger(-1);
    if (seq < 0 || seq <= m_lastSeq)
        return; // not a feed event, or one this subscriber has (never shown twice)
    m_lastSeq = seq;
    emit eventReceived(event);
}

void EventSubscription::onFinished(int status, const QJsonObject &body)
{
    m_call = nullptr;
    const SandboxError error = SandboxError::fromJson(body, status);
    if (error.code != ErrorCode::ConnectionLost) {
        emit failed(error);
        return;
    }
    emit interrupted();
    Transport *transport = m_client ? m_client->transport() : nullptr;
    if (transport && transport->state() == Transport::State::Connected) {
        // The stream ended although the link is up: try again shortly.
        QTimer::singleShot(kRetryMs, this, &EventSubscription::start);
        return;
    }
    m_waiting = true;
}

} // namespace sandman
