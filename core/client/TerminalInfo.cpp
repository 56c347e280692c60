// SPDX-License-Identifier: Apache-2.0
#include "TerminalInfo.h"

namespace sandman {

TerminalInfo TerminalInfo::fromJson(const QJsonObject &object)
{
    TerminalInfo info;
    info.sessionId = object.value(QStringLiteral("sessionId")).toString();
    info.terminalId = object.value(QStringLiteral("terminalId")).toString();
    info.pid = object.value(QStringLiteral("pid")).toInteger();
    info.viewers = object.value(QStringLiteral("viewers")).toInt();
    info.foreground = object.value(QStringLiteral("foreground")).toString();
    return info;
}

} // namespace sandman
