// SPDX-License-Identifier: Apache-2.0
#pragma once

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

signals:
    void event(const QJsonObject &event);
    void finished(int status, const QJsonObject &body);

private:
    QString m_id;
    std::function<void()> m_canceller;
    bool m_finished = false;
};

} // namespace sandman
