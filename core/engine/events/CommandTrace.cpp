// SPDX-License-Identifier: Apache-2.0
#include "CommandTrace.h"

#include "EventFeed.h"
#include "engine/session/CommandRun.h"

#include <QStringDecoder>

#include <algorithm>

namespace sandman {

namespace {
const QLatin1String kStream("stream");
// The fields the feed and the ring add to every event: type, timestamp, seq.
constexpr size_t kAddedFields = 3;
// The most each event adds to the base (fields(own)): the ring keeps 20,000 events, so each
// gets the room it needs, not the most any could.
constexpr size_t kStartedFields = 1;
constexpr size_t kQueuedFields = 5;
constexpr size_t kOutputFields = 3;
constexpr size_t kFinishedFields = 10;

QString streamName(int stream)
{
    return stream == 0 ? QStringLiteral("stdout") : QStringLiteral("stderr");
}

// Whether text may change on its way through UTF-8 (a lone surrogate becomes U+FFFD).
bool hasSurrogates(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.isSurrogate(); });
}

// Text when the bytes are UTF-8 (the common case), else base64 with "encoding".
void putData(EventFields &event, const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder(bytes);
    if (!decoder.hasError()) {
        event.add(QLatin1String("data"), text);
        return;
    }
    event.add(QLatin1String("data"), QString::fromLatin1(bytes.toBase64()));
    event.add(QLatin1String("encoding"), QStringLiteral("base64"));
}
} // namespace

CommandTrace::CommandTrace(EventFeed *feed, const CommandRun *run, const QString &commandId,
                           const QString &sessionId, EventOrigin origin)
    : m_run(run)
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
    m_base.add(QLatin1String("commandId"), m_commandId);
    m_base.add(QLatin1String("sessionId"), m_sessionId);
    EventFeed::addOrigin(m_base, m_origin);
    m_base.measure();
}

void CommandTrace::attach(EventFeed *feed, CommandRun *run, const QString &commandId,
                          const QString &sessionId, EventOrigin origin)
{
    std::unique_ptr<CommandTrace> trace(new CommandTrace(feed, run, commandId, sessionId, std::move(origin)));
    trace->publishQueued();
    run->setListener(std::move(trace));
}

void CommandTrace::started(qint64 shellPid)
{
    EventFields started = fields(kStartedFields);
    started.add(QLatin1String("shellPid"), shellPid);
    publish(QStringLiteral("command_started"), std::move(started));
}

void CommandTrace::output(int stream, const QByteArray &data)
{
    if (m_stream)
        m_output.add(stream, data);
}

void CommandTrace::outputCollected(bool isStdout)
{
    if (!m_stream)
        takeCollected(m_run->resultSoFar(), isStdout ? 0 : 1);
}

void CommandTrace::publishQueued()
{
    EventFields queued = fields(kQueuedFields);
    const QString &command = m_run->command();
    const qint64 cap = m_feed->limits().outputPerStream;
    // The text as it is when it surely fits and survives UTF-8 unchanged (the common case:
    // no conversion, no copy).
    if (command.size() * 3 <= cap && !hasSurrogates(command)) {
        queued.add(QLatin1String("command"), command);
    } else {
        const QByteArray text = command.toUtf8();
        const qsizetype shown = OutputCoalescer::utf8Prefix(text, cap);
        queued.add(QLatin1String("command"), QString::fromUtf8(text.left(shown)));
        if (shown < text.size())
            queued.add(QLatin1String("commandTruncated"), true);
    }
    queued.add(kStream, m_stream);
    queued.add(QLatin1String("cwd"), m_run->options().cwd);
    if (m_run->options().timeoutMs)
        queued.add(QLatin1String("timeoutMs"), *m_run->options().timeoutMs);
    publish(QStringLiteral("command_queued"), std::move(queued));
}

EventFields CommandTrace::fields(size_t own) const
{
    EventFields fields(size_t(m_base.size()) + own + kAddedFields);
    fields = m_base;
    return fields;
}

void CommandTrace::publish(const QString &type, EventFields fields)
{
    if (m_feed)
        m_feed->publish(type, std::move(fields), m_origin);
}

void CommandTrace::onChunk(int stream, const QByteArray &data, bool truncated)
{
    EventFields event = fields(kOutputFields);
    event.add(kStream, streamName(stream));
    if (truncated) {
        event.add(QLatin1String("truncated"), true);
        event.add(QLatin1String("limit"), m_cap);
    } else {
        putData(event, data);
    }
    publish(QStringLiteral("command_output"), std::move(event));
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

void CommandTrace::finished(const CommandResult &result)
{
    if (!m_stream) {
        takeCollected(result, 0);
        takeCollected(result, 1);
    }
    m_output.flush();
    EventFields finished = fields(kFinishedFields);
    finished.add(QLatin1String("exitCode"), result.exitCode);
    finished.add(QLatin1String("durationMs"), result.durationMs);
    finished.add(QLatin1String("timedOut"), result.timedOut);
    finished.add(QLatin1String("cancelled"), result.cancelled);
    finished.add(QLatin1String("stdoutBytes"), m_output.total(0));
    finished.add(QLatin1String("stderrBytes"), m_output.total(1));
    finished.add(QLatin1String("cwd"), result.cwd);
    if (result.timedOut)
        finished.add(QLatin1String("timeoutMs"), result.timeoutMs);
    if (result.error && !result.cancelled)
        finished.add(QLatin1String("error"), result.error.message);
    publish(QStringLiteral("command_finished"), std::move(finished));
    if (m_feed)
        m_feed->forgetCommand(m_commandId);
}

} // namespace sandman
