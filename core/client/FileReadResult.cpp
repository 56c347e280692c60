// SPDX-License-Identifier: Apache-2.0
#include "FileReadResult.h"

namespace sandman {

QByteArray FileReadResult::bytes() const
{
    return encoding == QLatin1String("base64") ? QByteArray::fromBase64(content.toLatin1())
                                               : content.toUtf8();
}

FileReadResult FileReadResult::fromJson(const QJsonObject &object)
{
    FileReadResult result;
    result.path = object.value(QStringLiteral("path")).toString();
    result.content = object.value(QStringLiteral("content")).toString();
    result.encoding = object.value(QStringLiteral("encoding")).toString(QStringLiteral("utf-8"));
    result.isBinary = object.value(QStringLiteral("isBinary")).toBool();
    result.mimeType = object.value(QStringLiteral("mimeType")).toString();
    result.size = object.value(QStringLiteral("size")).toInteger();
    return result;
}

} // namespace sandman
