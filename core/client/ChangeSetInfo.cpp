// SPDX-License-Identifier: Apache-2.0
#include "ChangeSetInfo.h"

#include <QJsonArray>

namespace sandman {

ChangeSetInfo::Writer ChangeSetInfo::Writer::fromJson(const QJsonObject &json)
{
    Writer writer;
    writer.kind = json.value(QStringLiteral("kind")).toString();
    writer.id = json.value(QStringLiteral("id")).toString();
    writer.sessionId = json.value(QStringLiteral("sessionId")).toString();
    writer.commandId = json.value(QStringLiteral("commandId")).toString();
    writer.job = json.value(QStringLiteral("job")).toBool();
    writer.pid = json.value(QStringLiteral("pid")).toInteger();
    writer.program = json.value(QStringLiteral("program")).toString();
    return writer;
}

ChangeSetInfo::Change ChangeSetInfo::Change::fromJson(const QJsonObject &json)
{
    Change change;
    change.kind = json.value(QStringLiteral("kind")).toString();
    change.path = json.value(QStringLiteral("path")).toString();
    const QJsonValue raw = json.value(QStringLiteral("pathBase64"));
    change.pathBytes
        = raw.isString() ? QByteArray::fromBase64(raw.toString().toLatin1()) : change.path.toUtf8();
    change.fromPath = json.value(QStringLiteral("fromPath")).toString();
    change.before = json.value(QStringLiteral("before")).toObject();
    change.after = json.value(QStringLiteral("after")).toObject();
    change.writer = Writer::fromJson(json.value(QStringLiteral("writer")).toObject());
    return change;
}

ChangeSetInfo ChangeSetInfo::fromJson(const QJsonObject &json)
{
    ChangeSetInfo info;
    info.commandId = json.value(QStringLiteral("commandId")).toString();
    info.sessionId = json.value(QStringLiteral("sessionId")).toString();
    info.clientId = json.value(QStringLiteral("clientId")).toString();
    info.command = json.value(QStringLiteral("command")).toString();
    info.fromCheckpoint = json.value(QStringLiteral("fromCheckpoint")).toString();
    info.toCheckpoint = json.value(QStringLiteral("toCheckpoint")).toString();
    info.running = json.value(QStringLiteral("running")).toBool();
    info.attribution = json.value(QStringLiteral("attribution")).toString();
    const QJsonObject changes = json.value(QStringLiteral("changes")).toObject();
    info.created = changes.value(QStringLiteral("created")).toInt();
    info.modified = changes.value(QStringLiteral("modified")).toInt();
    info.deleted = changes.value(QStringLiteral("deleted")).toInt();
    info.renamed = changes.value(QStringLiteral("renamed")).toInt();
    info.total = changes.value(QStringLiteral("total")).toInt();
    info.summarised = changes.value(QStringLiteral("summarised")).toBool();
    for (const QJsonValue &item : changes.value(QStringLiteral("changes")).toArray())
        info.changes.append(Change::fromJson(item.toObject()));
    return info;
}

} // namespace sandman
