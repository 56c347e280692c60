// SPDX-License-Identifier: Apache-2.0
#include "ProcessInfo.h"

namespace sandman {

bool ProcessInfo::isFinished() const
{
    return status != QLatin1String("starting") && status != QLatin1String("running");
}

ProcessInfo ProcessInfo::fromJson(const QJsonObject &object)
{
    ProcessInfo info;
    info.id = object.value(QStringLiteral("id")).toString();
    if (info.id.isEmpty())
        info.id = object.value(QStringLiteral("processId")).toString();
    info.pid = object.value(QStringLiteral("pid")).toInteger();
    info.command = object.value(QStringLiteral("command")).toString();
    info.status = object.value(QStringLiteral("status")).toString();
    info.startTime
        = QDateTime::fromString(object.value(QStringLiteral("startTime")).toString(), Qt::ISODateWithMs);
    info.endTime
        = QDateTime::fromString(object.value(QStringLiteral("endTime")).toString(), Qt::ISODateWithMs);
    const QJsonValue exitCode = object.value(QStringLiteral("exitCode"));
    if (exitCode.isDouble())
        info.exitCode = exitCode.toInt();
    info.sessionId = object.value(QStringLiteral("sessionId")).toString();
    info.timedOut = object.value(QStringLiteral("timedOut")).toBool();
    info.stdoutDroppedBytes = object.value(QStringLiteral("stdoutDroppedBytes")).toInteger();
    info.stderrDroppedBytes = object.value(QStringLiteral("stderrDroppedBytes")).toInteger();
    return info;
}

} // namespace sandman
