// SPDX-License-Identifier: Apache-2.0
#include "ProcessLogStream.h"

#include "TransportCall.h"
#include "protocol/OutputText.h"

namespace sandman {

ProcessLogStream::ProcessLogStream(TransportCall *call, QObject *parent)
    : StreamingCall(call, parent)
{ }

void ProcessLogStream::handleEvent(const QJsonObject &event)
{
    const QString type = event.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("process_info")) {
        const QJsonObject process = event.value(QStringLiteral("process")).toObject();
        m_info = ProcessInfo::fromJson(process.isEmpty() ? event : process);
        emit processInfo(m_info);
    } else if (type == QLatin1String("stdout") || type == QLatin1String("stderr")) {
        const QByteArray data = OutputText::get(event, QStringLiteral("data"));
        if (type == QLatin1String("stdout")) {
            retain(m_stdout, data);
            emit stdoutReceived(data);
        } else {
            retain(m_stderr, data);
            emit stderrReceived(data);
        }
    } else if (type == QLatin1String("dropped")) {
        const qint64 bytes = event.value(QStringLiteral("bytes")).toInteger();
        m_droppedBytes += bytes;
        emit outputDropped(event.value(QStringLiteral("stream")).toString(), bytes);
    } else if (type == QLatin1String("exit")) {
        const QJsonObject process = event.value(QStringLiteral("process")).toObject();
        if (!process.isEmpty()) {
            m_info = ProcessInfo::fromJson(process);
        } else {
            // A plain SDK container sends only the exit code.
            const QJsonValue code = event.value(QStringLiteral("exitCode"));
            if (code.isDouble())
                m_info.exitCode = code.toInt();
            m_info.status = event.value(QStringLiteral("status")).toString(QStringLiteral("completed"));
        }
        m_exited = true;
        emit exited(m_info);
    }
}

void ProcessLogStream::handleFinished(int status, const QJsonObject &body)
{
    if (m_finished)
        return;
    m_finished = true;
    if (!(status >= 200 && status < 300))
        emit failed(SandboxError::fromJson(body, status));
    else if (!m_exited)
        emit failed(SandboxError{
            ErrorCode::ConnectionLost, QStringLiteral("the log stream ended before the process exited"), {}});
    emit finished();
}

} // namespace sandman
