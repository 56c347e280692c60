// SPDX-License-Identifier: Apache-2.0
#include "CommandTrace.h"

#include "EventFeed.h"
#include "engine/session/CommandRun.h"

#include <QStringDecoder>

namespace sandman {

namespace {
const QString kStream = QStringLiteral("stream");

QString streamName(int stream)
{
    return stream == 0 ? QStringLiteral("stdout") : QStringLiteral("stderr");
}

// Text when the bytes are UTF-8 (the common case), else base64 with "encoding".
void putData(QJsonObject &event, const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder(bytes);
    if (!decoder.hasError()) {
        event.insert(QStringLiteral("data"), text);
        return;
    }
    event.insert(QStringLiteral("data"), QString::fromLatin1(bytes.toBase64()));
    event.insert(QStringLiteral("encoding"), QStringLiteral("base64"));
}
} // namespace

CommandTrace::CommandTrace(EventFeed *feed, CommandRun *run, const QString &commandId,
                           const QString &sessionId, EventOrigin origin)
    : QObject(feed)
    , m_feed(feed)
    , m_commandId(commandId)
    , m_sessionId(sessionId)
    , m_origin(std::move(origin))
    , m_stream(run->options().stream)
    , m_cap(feed->limits().outputPerStream)
    , m_output(
          {m_cap, feed->limits().outputIntervalMs, feed->limits().outputChunkBytes},
          [this](int stream, const QByteArray &data, bool truncated) { onChunk(stream, data, truncated); })
{
    m_base = {{QStringLiteral("commandId"), m_commandId}, {QStringLiteral("sessionId"), m_sessionId}};
    EventFeed::addOrigin(m_base, m_origin);
    const QByteArray text = run->command().toUtf8();
    const qsizetype shown = OutputCoalescer::utf8Prefix(text, feed->limits().outputPerStream);
    QJsonObject queued = fields();
    queued.insert(QStringLiteral("command"), QString::fromUtf8(text.left(shown)));
    queued.insert(kStream, m_stream);
    queued.insert(QStringLiteral("cwd"), run->options().cwd);
    if (shown < text.size())
        queued.insert(QStringLiteral("commandTruncated"), true);
    if (run->options().timeoutMs)
        queued.insert(QStringLiteral("timeoutMs"), *run->options().timeoutMs);
    publish(QStringLiteral("command_queued"), std::move(queued));
    connect(run, &CommandRun::started, this, [this](qint64 shellPid) {
        QJsonObject started = fields();
        started.insert(QStringLiteral("shellPid"), shellPid);
        publish(QStringLiteral("command_started"), std::move(started));
    });
    if (m_stream) {
        connect(run, &CommandRun::stdoutData, this,
                [this](const QByteArray &data) { m_output.add(0, data); });
        connect(run, &CommandRun::stderrData, this,
                [this](const QByteArray &data) { m_output.add(1, data); });
    } else {
        connect(run, &CommandRun::outputCollected, this,
                [this, run](bool isStdout) { takeCollected(run->resultSoFar(), isStdout ? 0 : 1); });
    }
    connect(run, &CommandRun::finished, this, &CommandTrace::onFinished);
}

void CommandTrace::publish(const QString &type, QJsonObject fields)
{
    m_feed->publish(type, std::move(fields), m_origin);
}

void CommandTrace::onChunk(int stream, const QByteArray &data, bool truncated)
{
    QJsonObject event = fields();
    event.insert(kStream, streamName(stream));
    if (truncated) {
        event.insert(QStringLiteral("truncated"), true);
        event.insert(QStringLiteral("limit"), m_cap);
    } else {
        putData(event, data);
    }
    publish(QStringLiteral("command_output"), event);
}

void CommandTrace::takeCollected(const CommandResult &soFar, int stream)
{
    const QByteArray &data = stream == 0 ? soFar.stdoutData : soFar.stderrData;
    const qint64 written = stream == 0 ? soFar.stdoutBytes : soFar.stderrBytes;
    // Past the feed's cap only counted: a flood costs no copies. One byte more than there is
    // room for shows whether the cap cuts a character.
    const qint64 room = m_output.room(stream);
    const qint64 take = room > 0 ? qMin<qint64>(data.size() - m_seen[stream], room + 1) : 0;
    if (take > 0) {
        m_output.add(stream, data.mid(qsizetype(m_seen[stream]), qsizetype(take)));
        m_seen[stream] += take;
    }
    m_output.skip(stream, written - m_output.total(stream));
}

void CommandTrace::onFinished(const CommandResult &result)
{
    if (!m_stream) {
        takeCollected(result, 0);
        takeCollected(result, 1);
    }
    m_output.flush();
    QJsonObject finished = fields();
    finished.insert(QStringLiteral("exitCode"), result.exitCode);
    finished.insert(QStringLiteral("durationMs"), result.durationMs);
    finished.insert(QStringLiteral("timedOut"), result.timedOut);
    finished.insert(QStringLiteral("cancelled"), result.cancelled);
    finished.insert(QStringLiteral("stdoutBytes"), m_output.total(0));
    finished.insert(QStringLiteral("stderrBytes"), m_output.total(1));
    finished.insert(QStringLiteral("cwd"), result.cwd);
    if (result.timedOut)
        finished.insert(QStringLiteral("timeoutMs"), result.timeoutMs);
    if (result.error && !result.cancelled)
        finished.insert(QStringLiteral("error"), result.error.message);
    publish(QStringLiteral("command_finished"), std::move(finished));
    m_feed->forgetCommand(m_commandId);
    deleteLater();
}

} // namespace sandman
