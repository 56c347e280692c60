// SPDX-License-Identifier: Apache-2.0
#include "FileInfo.h"

namespace sandman {

FileInfo FileInfo::fromJson(const QJsonObject &object)
{
    FileInfo info;
    info.name = object.value(QStringLiteral("name")).toString();
    info.absolutePath = object.value(QStringLiteral("absolutePath")).toString();
    info.relativePath = object.value(QStringLiteral("relativePath")).toString();
    info.type = object.value(QStringLiteral("type")).toString();
    info.size = object.value(QStringLiteral("size")).toInteger();
    info.modifiedAt
        = QDateTime::fromString(object.value(QStringLiteral("modifiedAt")).toString(), Qt::ISODateWithMs);
    info.mode = object.value(QStringLiteral("mode")).toString();
    const QJsonObject permissions = object.value(QStringLiteral("permissions")).toObject();
    info.readable = permissions.value(QStringLiteral("readable")).toBool();
    info.writable = permissions.value(QStringLiteral("writable")).toBool();
    info.executable = permissions.value(QStringLiteral("executable")).toBool();
    return info;
}

} // namespace sandman
