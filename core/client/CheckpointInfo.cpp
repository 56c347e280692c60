// SPDX-License-Identifier: Apache-2.0
#include "CheckpointInfo.h"

namespace sandman {

CheckpointInfo CheckpointInfo::fromJson(const QJsonObject &json)
{
    CheckpointInfo info;
    info.id = json.value(QStringLiteral("checkpointId")).toString();
    info.reason = json.value(QStringLiteral("reason")).toString();
    info.name = json.value(QStringLiteral("name")).toString();
    info.time = QDateTime::fromString(json.value(QStringLiteral("time")).toString(), Qt::ISODateWithMs);
    info.commandId = json.value(QStringLiteral("commandId")).toString();
    info.sessionId = json.value(QStringLiteral("sessionId")).toString();
    info.clientId = json.value(QStringLiteral("clientId")).toString();
    info.command = json.value(QStringLiteral("command")).toString();
    info.failed = json.value(QStringLiteral("failed")).toBool();
    info.error = json.value(QStringLiteral("error")).toString();
    info.bytesAdded = json.value(QStringLiteral("bytesAdded")).toInteger();
    info.storeBytes = json.value(QStringLiteral("storeBytes")).toInteger();
    info.durationUs = json.value(QStringLiteral("durationUs")).toInteger();
    const QJsonObject changes = json.value(QStringLiteral("changes")).toObject();
    info.created = changes.value(QStringLiteral("created")).toInt();
    info.modified = changes.value(QStringLiteral("modified")).toInt();
    info.deleted = changes.value(QStringLiteral("deleted")).toInt();
    info.renamed = changes.value(QStringLiteral("renamed")).toInt();
    info.total = changes.value(QStringLiteral("total")).toInt();
    return info;
}

} // namespace sandman
