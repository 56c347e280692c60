// SPDX-License-Identifier: Apache-2.0
#include "FileInfo.h"

#include "protocol/RawFileName.h"

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
    // A name that is not UTF-8: the exact bytes, carried as RawFileName does (the text above
    // has them as \xNN, which names another file).
    if (object.value(QStringLiteral("nameEncoding")).toString() == QLatin1String("escaped")) {
        const auto raw = [&object](const char *key, QString *into) {
            const QJsonValue value = object.value(QLatin1String(key));
            if (value.isString())
                *into = RawFileName::fromBytes(QByteArray::fromBase64(value.toString().toLatin1()));
        };
        raw("rawName", &info.name);
        raw("rawPath", &info.absolutePath);
        raw("rawRelativePath", &info.relativePath);
    }
    info.mode = object.value(QStringLiteral("mode")).toString();
    const QJsonObject permissions = object.value(QStringLiteral("permissions")).toObject();
    info.readable = permissions.value(QStringLiteral("readable")).toBool();
    info.writable = permissions.value(QStringLiteral("writable")).toBool();
    info.executable = permissions.value(QStringLiteral("executable")).toBool();
    return info;
}

} // namespace sandman
