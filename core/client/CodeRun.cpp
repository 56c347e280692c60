// SPDX-License-Identifier: Apache-2.0
#include "CodeRun.h"

#include "TransportCall.h"

#include <QJsonArray>

namespace sandman {

CodeRun::CodeRun(TransportCall *call, QObject *parent)
    : StreamingCall(call, parent)
{ }

void CodeRun::handleEvent(const QJsonObject &event)
{
    const QString type = event.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("stdout") || type == QLatin1String("stderr")) {
        const QString text = event.value(QStringLiteral("text")).toString();
        if (type == QLatin1String("stdout")) {
            m_stdout += text;
            emit stdoutReceived(text);
        } else {
            m_stderr += text;
            emit stderrReceived(text);
        }
    } else if (type == QLatin1String("result")) {
        m_results.append(CodeResult::fromJson(event));
        emit resultReceived(m_results.constLast());
    } else if (type == QLatin1String("error")) {
        CodeError error;
        error.name = event.value(QStringLiteral("ename")).toString();
        error.value = event.value(QStringLiteral("evalue")).toString();
        for (const QJsonValue &line : event.value(QStringLiteral("traceback")).toArray())
            error.traceback.append(line.toString());
        m_error = error;
        emit errorReceived(error);
    } else if (type == QLatin1String("execution_complete")) {
        m_executionCount = event.value(QStringLiteral("execution_count")).toInt();
    }
}

void CodeRun::handleFinished(int status, const QJsonObject &body)
{
    if (m_finished)
        return;
    m_finished = true;
    if (status >= 200 && status < 300) {
        m_timedOut = body.value(QStringLiteral("timedOut")).toBool();
        const QJsonValue count = body.value(QStringLiteral("executionCount"));
        if (count.isDouble() && count.toInt() > 0)
            m_executionCount = count.toInt();
        emit completed(m_executionCount);
    } else {
        m_failure = SandboxError::fromJson(body, status);
        emit failed(*m_failure);
    }
    emit finished();
}

} // namespace sandman
