// SPDX-License-Identifier: Apache-2.0
#include "SystemProcessInfo.h"

namespace sandman {

SystemProcessInfo SystemProcessInfo::fromJson(const QJsonObject &object)
{
    SystemProcessInfo info;
    info.pid = object.value(QStringLiteral("pid")).toInteger();
    info.ppid = object.value(QStringLiteral("ppid")).toInteger();
    info.user = object.value(QStringLiteral("user")).toString();
    info.state = object.value(QStringLiteral("state")).toString();
    info.name = object.value(QStringLiteral("name")).toString();
    info.command = object.value(QStringLiteral("command")).toString();
    info.cpuPercent = object.value(QStringLiteral("cpuPercent")).toDouble();
    info.rssBytes = object.value(QStringLiteral("rssBytes")).toInteger();
    info.threads = object.value(QStringLiteral("threads")).toInt();
    info.startTicks = object.value(QStringLiteral("startTicks")).toString().toULongLong();
    info.startTime
        = QDateTime::fromString(object.value(QStringLiteral("startTime")).toString(), Qt::ISODateWithMs);
    info.elapsedMs = object.value(QStringLiteral("elapsedMs")).toInteger();
    info.sessionId = object.value(QStringLiteral("sessionId")).toString();
    info.ownerKind = object.value(QStringLiteral("ownerKind")).toString();
    info.ownerId = object.value(QStringLiteral("ownerId")).toString();
    info.isAgent = object.value(QStringLiteral("isAgent")).toBool();
    info.signallable = object.value(QStringLiteral("signallable")).toBool();
    return info;
}

} // namespace sandman
