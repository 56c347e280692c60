// SPDX-License-Identifier: Apache-2.0
#include "ExecResult.h"

#include "OutputText.h"

namespace sandman {

ExecResult ExecResult::fromJson(const QJsonObject &object)
{
    ExecResult result;
    result.exitCode = object.value(QStringLiteral("exitCode")).toInt(-1);
    result.success = object.value(QStringLiteral("success")).toBool(result.exitCode == 0);
    result.stdoutData = OutputText::get(object, QStringLiteral("stdout"));
    result.stderrData = OutputText::get(object, QStringLiteral("stderr"));
    result.command = object.value(QStringLiteral("command")).toString();
    result.durationMs = object.value(QStringLiteral("duration")).toInteger();
    result.timestamp = object.value(QStringLiteral("timestamp")).toString();
    result.sessionId = object.value(QStringLiteral("sessionId")).toString();
    result.timedOut = object.value(QStringLiteral("timedOut")).toBool();
    result.cancelled = object.value(QStringLiteral("cancelled")).toBool();
    result.timeoutMs = object.value(QStringLiteral("timeoutMs")).toInteger();
    // Older agents do not send the totals: then the data is all there was.
    result.stdoutBytes = object.value(QStringLiteral("stdoutBytes")).toInteger(result.stdoutData.size());
    result.stderrBytes = object.value(QStringLiteral("stderrBytes")).toInteger(result.stderrData.size());
    result.stdoutTruncated = object.value(QStringLiteral("stdoutTruncated")).toBool();
    result.stderrTruncated = object.value(QStringLiteral("stderrTruncated")).toBool();
    result.commandId = object.value(QStringLiteral("commandId")).toString();
    return result;
}

QJsonObject ExecResult::toJson() const
{
    QJsonObject body{{QStringLiteral("success"), success},     {QStringLiteral("exitCode"), exitCode},
                     {QStringLiteral("command"), command},     {QStringLiteral("duration"), durationMs},
                     {QStringLiteral("timestamp"), timestamp}, {QStringLiteral("sessionId"), sessionId},
                     {QStringLiteral("timedOut"), timedOut}};
    OutputText::put(body, QStringLiteral("stdout"), stdoutData);
    OutputText::put(body, QStringLiteral("stderr"), stderrData);
    // Additive: what the command wrote in all, and whether the result holds only the first
    // part of it.
    body.insert(QStringLiteral("stdoutBytes"), stdoutBytes);
    body.insert(QStringLiteral("stderrBytes"), stderrBytes);
    if (stdoutTruncated)
        body.insert(QStringLiteral("stdoutTruncated"), true);
    if (stderrTruncated)
        body.insert(QStringLiteral("stderrTruncated"), true);
    if (timeoutMs > 0)
        body.insert(QStringLiteral("timeoutMs"), timeoutMs);
    if (timedOut)
        body.insert(
            QStringLiteral("error"),
            QStringLiteral("command timed out after %1 ms; its process tree was killed").arg(timeoutMs));
    if (cancelled)
        body.insert(QStringLiteral("cancelled"), true);
    // Additive: the feed's id of it, for its change set.
    if (!commandId.isEmpty())
        body.insert(QStringLiteral("commandId"), commandId);
    return body;
}

} // namespace sandman
