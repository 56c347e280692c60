// SPDX-License-Identifier: Apache-2.0
#include "ExecStream.h"

#include "TransportCall.h"
#include "protocol/OutputText.h"

namespace sandman {

ExecStream::ExecStream(TransportCall *call, QObject *parent)
    : StreamingCall(call, parent)
{ }

void ExecStream::handleEvent(const QJsonObject &event)
{
    const QString type = event.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("stdout")) {
        const QByteArray data = OutputText::get(event, QStringLiteral("data"));
        retain(m_stdout, data);
        emit stdoutReceived(data);
    } else if (type == QLatin1String("stderr")) {
        const QByteArray data = OutputText::get(event, QStringLiteral("data"));
        retain(m_stderr, data);
        emit stderrReceived(data);
    } else if (type == QLatin1String("start")) {
        m_pid = event.value(QStringLiteral("pid")).toInteger();
        m_sessionId = event.value(QStringLiteral("sessionId")).toString();
        emit started(event.value(QStringLiteral("command")).toString(), m_pid);
    } else if (type == QLatin1String("heartbeat")) {
        emit heartbeat();
    } else if (type == QLatin1String("complete")) {
        if (m_outcomeSent)
            return;
        m_outcomeSent = true;
        m_exitCode = event.value(QStringLiteral("exitCode")).toInt(-1);
        m_timedOut = event.value(QStringLiteral("timedOut")).toBool();
        emit completed(m_exitCode);
    } else if (type == QLatin1String("error")) {
        if (m_outcomeSent)
            return;
        m_outcomeSent = true;
        emit failed(SandboxError{errorCodeFromName(event.value(QStringLiteral("code")).toString()),
                                 event.value(QStringLiteral("error")).toString(),
                                 {}});
    }
}

void ExecStream::handleFinished(int status, const QJsonObject &body)
{
    if (m_finished)
        return;
    if (!m_outcomeSent) {
        m_outcomeSent = true;
        if (status >= 200 && status < 300 && !body.value(QStringLiteral("cancelled")).toBool()) {
            m_exitCode = body.value(QStringLiteral("exitCode")).toInt(-1);
            m_timedOut = body.value(QStringLiteral("timedOut")).toBool();
            emit completed(m_exitCode);
        } else if (status >= 200 && status < 300) {
            emit failed(SandboxError{ErrorCode::CommandExecutionError,
                                     QStringLiteral("the stream was cancelled and its command killed"),
                                     {}});
        } else {
            emit failed(SandboxError::fromJson(body, status));
        }
    }
    m_finished = true;
    emit finished();
}

} // namespace sandman
