// SPDX-License-Identifier: Apache-2.0
#include "TransportCall.h"

namespace sandman {

TransportCall::TransportCall(QString id, QObject *parent)
    : QObject(parent)
    , m_id(std::move(id))
{ }

TransportCall::~TransportCall()
{
    cancel();
}

void TransportCall::cancel()
{
    if (!m_finished && m_canceller)
        m_canceller();
}

void TransportCall::deliverEvent(const QJsonObject &eventObject)
{
    if (!m_finished)
        emit event(eventObject);
}

void TransportCall::deliverFinished(int status, const QJsonObject &body)
{
    if (m_finished)
        return;
    m_finished = true;
    m_canceller = nullptr;
    emit finished(status, body);
    deleteLater();
}

void TransportCall::deliverFinished(int status, BodyValuePtr value)
{
    if (m_finished)
        return;
    m_value = std::move(value);
    deliverFinished(status, m_takesValues || !m_value ? QJsonObject() : m_value->toJson());
}

} // namespace sandman
