// SPDX-License-Identifier: Apache-2.0
#include "ProcessLogFollower.h"

#include "SinkFlowControl.h"
#include "protocol/OutputText.h"
#include "protocol/Timestamp.h"

#include <QPointer>

namespace sandman {

namespace {
const QString kType = QStringLiteral("type");
const QString kProcessId = QStringLiteral("processId");
const QString kTimestamp = QStringLiteral("timestamp");

int indexOf(BackgroundProcess::Channel channel)
{
    return channel == BackgroundProcess::Channel::Stdout ? 0 : 1;
}

QString nameOf(BackgroundProcess::Channel channel)
{
    return channel == BackgroundProcess::Channel::Stdout ? QStringLiteral("stdout")
                                                         : QStringLiteral("stderr");
}
} // namespace

void ProcessLogFollower::follow(BackgroundProcess *process, ResponseSinkPtr sink)
{
    (new ProcessLogFollower(process, std::move(sink)))->start();
}

ProcessLogFollower::ProcessLogFollower(BackgroundProcess *process, ResponseSinkPtr sink)
    : QObject(process)
    , m_process(process)
    , m_processId(process->id())
    , m_sink(std::move(sink))
{
    // The history from before the subscription is what the logs hold: no dropped event for it.
    for (const Channel channel : {Channel::Stdout, Channel::Stderr})
        m_sent[indexOf(channel)] = m_process->log(channel).droppedBytes();
}

ProcessLogFollower::~ProcessLogFollower()
{
    // Destroyed with the process record (the sandbox is going away): the caller still gets an
    // answer. After a cancel or the end nothing more is sent.
    // (m_process may be half destroyed already: only the copied id is used.)
    if (!m_sink->isCancelled())
        m_sink->sendError(
            ErrorCode::InternalError,
            QStringLiteral("process %1 went away while its logs were followed").arg(m_processId),
            {{kProcessId, m_processId}});
}

void ProcessLogFollower::start()
{
    m_sink->sendEvent({{kType, QStringLiteral("process_info")},
                       {kProcessId, m_process->id()},
                       {QStringLiteral("pid"), m_process->pid()},
                       {QStringLiteral("command"), m_process->command()},
                       {QStringLiteral("status"), processStatusName(m_process->status())},
                       {QStringLiteral("sessionId"), m_process->sessionId()},
                       {QStringLiteral("process"), m_process->toJson()},
                       {kTimestamp, currentTimestamp()}});
    // Replay what was logged before the subscriber came, then follow live output. Both run on
    // this thread, so nothing can slip in between.
    catchUp(Channel::Stdout);
    catchUp(Channel::Stderr);
    if (m_process->isFinished())
        return finish();
    m_flow = new SinkFlowControl(
        m_sink, [this](bool paused) { onFlowChanged(paused); }, this);
    connect(m_process, &BackgroundProcess::output, this, &ProcessLogFollower::onOutput);
    connect(m_process, &BackgroundProcess::finished, this, &ProcessLogFollower::finish);
    QPointer<ProcessLogFollower> guard(this);
    m_sink->setCancelHandler([guard] {
        if (guard)
            guard->deleteLater();
    });
    m_flow->check();
}

void ProcessLogFollower::onOutput(Channel channel, const QByteArray &data)
{
    if (m_flow->isPaused())
        return; // the log keeps it; catchUp() sends it later
    sendOutput(channel, data);
    m_sent[indexOf(channel)] = m_process->log(channel).totalBytes();
    m_flow->check();
}

void ProcessLogFollower::onFlowChanged(bool paused)
{
    if (paused)
        return;
    catchUp(Channel::Stdout);
    catchUp(Channel::Stderr);
    m_flow->check();
}

void ProcessLogFollower::catchUp(Channel channel)
{
    const LogBuffer &log = m_process->log(channel);
    qint64 &sent = m_sent[indexOf(channel)];
    if (sent < log.droppedBytes()) {
        const qint64 dropped = log.droppedBytes() - sent;
        m_sink->sendEvent({{kType, QStringLiteral("dropped")},
                           {kProcessId, m_process->id()},
                           {QStringLiteral("stream"), nameOf(channel)},
                           {QStringLiteral("bytes"), dropped},
                           {QStringLiteral("message"),
                            QStringLiteral("%1 bytes of %2 dropped: the client read slower than the "
                                           "process wrote, and its log keeps the newest %3 bytes")
                                .arg(dropped)
                                .arg(nameOf(channel))
                                .arg(log.capacity())},
                           {kTimestamp, currentTimestamp()}});
    }
    sendOutput(channel, log.dataFrom(sent));
    sent = log.totalBytes();
}

void ProcessLogFollower::sendOutput(Channel channel, const QByteArray &data)
{
    if (data.isEmpty())
        return;
    QJsonObject event{
        {kType, nameOf(channel)}, {kProcessId, m_process->id()}, {kTimestamp, currentTimestamp()}};
    OutputText::put(event, QStringLiteral("data"), data);
    m_sink->sendEvent(event);
}

void ProcessLogFollower::finish()
{
    // Output not forwarded while the subscriber was behind comes first (bounded by the logs).
    catchUp(Channel::Stdout);
    catchUp(Channel::Stderr);
    const QString status = processStatusName(m_process->status());
    const std::optional<int> exitCode = m_process->exitCode();
    const QJsonValue code = exitCode ? QJsonValue(*exitCode) : QJsonValue();
    m_sink->sendEvent({{kType, QStringLiteral("exit")},
                       {kProcessId, m_process->id()},
                       {QStringLiteral("exitCode"), code},
                       {QStringLiteral("status"), status},
                       {QStringLiteral("data"),
                        QStringLiteral("Process %1 with exit code %2")
                            .arg(status, exitCode ? QString::number(*exitCode) : QStringLiteral("none"))},
                       {QStringLiteral("process"), m_process->toJson()},
                       {kTimestamp, currentTimestamp()}});
    m_sink->sendResponse(200,
                         {{QStringLiteral("success"), true},
                          {kProcessId, m_process->id()},
                          {QStringLiteral("status"), status},
                          {QStringLiteral("exitCode"), code},
                          {kTimestamp, currentTimestamp()}});
    delete m_flow; // no resume after the end
    m_flow = nullptr;
    disconnect(m_process, nullptr, this, nullptr);
    deleteLater();
}

} // namespace sandman
