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

// How many of the first max bytes of data can be cut there without splitting a UTF-8 character.
qsizetype utf8Prefix(const QByteArray &data, qsizetype max)
{
    if (data.size() <= max)
        return data.size();
    qsizetype cut = max;
    // Back up over continuation bytes (10xxxxxx) to the start of the character that is cut.
    while (cut > 0 && max - cut < 4 && (uchar(data[cut]) & 0xC0) == 0x80)
        --cut;
    return cut > 0 ? cut : max;
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
{
    const QByteArray text = run->command().toUtf8();
    const qsizetype shown = utf8Prefix(text, feed->limits().outputPerStream);
    QJsonObject queued{{QStringLiteral("command"), QString::fromUtf8(text.left(shown))},
                       {kStream, m_stream},
                       {QStringLiteral("cwd"), run->options().cwd}};
    if (shown < text.size())
        queued.insert(QStringLiteral("commandTruncated"), true);
    if (run->options().timeoutMs)
        queued.insert(QStringLiteral("timeoutMs"), *run->options().timeoutMs);
    publish(QStringLiteral("command_queued"), queued);
    connect(run, &CommandRun::started, this, [this](qint64 shellPid) {
        publish(QStringLiteral("command_started"), {{QStringLiteral("shellPid"), shellPid}});
    });
    connect(run, &CommandRun::stdoutData, this, [this](const QByteArray &data) { onOutput(0, data); });
    connect(run, &CommandRun::stderrData, this, [this](const QByteArray &data) { onOutput(1, data); });
    connect(run, &CommandRun::finished, this, &CommandTrace::onFinished);
}

void CommandTrace::publish(const QString &type, QJsonObject fields)
{
    fields.insert(QStringLiteral("commandId"), m_commandId);
    fields.insert(QStringLiteral("sessionId"), m_sessionId);
    m_feed->publish(type, std::move(fields), m_origin);
}

void CommandTrace::onOutput(int stream, const QByteArray &data)
{
    const qint64 cap = m_feed->limits().outputPerStream;
    m_total[stream] += data.size();
    if (m_sent[stream] < cap && !data.isEmpty()) {
        const qsizetype take = utf8Prefix(data, cap - m_sent[stream]);
        QJsonObject event{{kStream, streamName(stream)}};
        putData(event, take < data.size() ? data.left(take) : data);
        publish(QStringLiteral("command_output"), event);
        // A character cut at the cap does not let later (smaller) chunks slip in.
        m_sent[stream] = take < data.size() ? cap : m_sent[stream] + take;
    }
    if (!m_truncated[stream] && m_total[stream] > m_sent[stream] && m_sent[stream] >= cap) {
        m_truncated[stream] = true;
        publish(QStringLiteral("command_output"),
                {{kStream, streamName(stream)},
                 {QStringLiteral("truncated"), true},
                 {QStringLiteral("limit"), cap}});
    }
}

void CommandTrace::onFinished(const CommandResult &result)
{
    if (!m_stream) {
        // A plain exec's output is gathered by the session and only known now.
        onOutput(0, result.stdoutData);
        onOutput(1, result.stderrData);
    }
    QJsonObject fields{{QStringLiteral("exitCode"), result.exitCode},
                       {QStringLiteral("durationMs"), result.durationMs},
                       {QStringLiteral("timedOut"), result.timedOut},
                       {QStringLiteral("cancelled"), result.cancelled},
                       {QStringLiteral("stdoutBytes"), m_total[0]},
                       {QStringLiteral("stderrBytes"), m_total[1]},
                       {QStringLiteral("cwd"), result.cwd}};
    if (result.timedOut)
        fields.insert(QStringLiteral("timeoutMs"), result.timeoutMs);
    if (result.error && !result.cancelled)
        fields.insert(QStringLiteral("error"), result.error.message);
    publish(QStringLiteral("command_finished"), fields);
    m_feed->forgetCommand(m_commandId);
    deleteLater();
}

} // namespace sandman
