// SPDX-License-Identifier: Apache-2.0
#include "ExecResult.h"

#include "protocol/OutputText.h"

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

} // namespace sandman
