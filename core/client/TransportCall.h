// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/BodyValue.h"

#include <QJsonObject>
#include <QObject>

#include <functional>

namespace sandman {

// One request in flight on a Transport. Emits any number of events, then finished() exactly
// once, then deletes itself. Lives in the client's thread.
class TransportCall : public QObject
{
    Q_OBJECT
public:
    explicit TransportCall(QString id, QObject *parent = nullptr);
    // A call dropped before it finished cancels the work behind it.
    ~TransportCall() override;

    const QString &id() const { return m_id; }
    // Asks the peer to stop the work behind this call; finished() still follows.
    void cancel();
    bool isFinished() const { return m_finished; }

    // For transports: deliver what the peer sent.
    void setCanceller(std::function<void()> canceller) { m_canceller = std::move(canceller); }
    void deliverEvent(const QJsonObject &event);
    void deliverFinished(int status, const QJsonObject &body);
    // A response kept as a value (in-process): finished() carries its JSON, unless the one
    // who made the call takes values, in which case it reads value() and the body is empty.
    void deliverFinished(int status, BodyValuePtr value);
    void setTakesValues(bool takes) { m_takesValues = takes; }
    // The value of the response, while finished() is emitted and after; null when it came
    // as JSON.
    const BodyValue *value() const { return m_value.get(); }
    const BodyValuePtr &sharedValue() const { return m_value; }

signals:
    void event(const QJsonObject &event);
    void finished(int status, const QJsonObject &body);

private:
    QString m_id;
    std::function<void()> m_canceller;
    BodyValuePtr m_value;
    bool m_finished = false;
    bool m_takesValues = false;
};

} // namespace sandman
