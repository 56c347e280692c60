// SPDX-License-Identifier: Apache-2.0
#include "CodeContextInfo.h"

namespace sandman {

CodeContextInfo CodeContextInfo::fromJson(const QJsonObject &object)
{
    CodeContextInfo info;
    info.id = object.value(QStringLiteral("contextId")).toString();
    if (info.id.isEmpty())
        info.id = object.value(QStringLiteral("id")).toString();
    info.language = object.value(QStringLiteral("language")).toString();
    info.cwd = object.value(QStringLiteral("cwd")).toString();
    info.timestamp
        = QDateTime::fromString(object.value(QStringLiteral("timestamp")).toString(), Qt::ISODateWithMs);
    return info;
}

} // namespace sandman
