// SPDX-License-Identifier: Apache-2.0
#include "CodeExecution.h"

#include "CodeContext.h"

namespace sandman {

CodeExecution::CodeExecution(QString id, QString code, qint64 timeoutMs, CodeContext *context)
    : QObject(context)
    , m_id(std::move(id))
    , m_code(std::move(code))
    , m_timeoutMs(timeoutMs)
{ }

void CodeExecution::cancel()
{
    if (!m_finished)
        emit cancelRequested();
}

void CodeExecution::deliverEvent(const QJsonObject &event)
{
    if (m_finished)
        return;
    if (event.value(QStringLiteral("type")).toString() == QLatin1String("error"))
        m_hadError = true;
    emit this->event(event);
}

void CodeExecution::finish(const EngineError &error, int executionCount, bool timedOut)
{
    if (m_finished)
        return;
    m_finished = true;
    m_executionCount = executionCount;
    m_timedOut = timedOut;
    if (timedOut)
        m_hadError = true;
    emit finished(error);
}

} // namespace sandman
