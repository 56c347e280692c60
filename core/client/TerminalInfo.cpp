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
    info.writers = object.value(QStringLiteral("writers")).toInt();
    info.inputHeld = object.value(QStringLiteral("inputHeld")).toBool();
    info.clientId = object.value(QStringLiteral("clientId")).toString();
    info.origin = object.value(QStringLiteral("origin")).toString();
    info.title = object.value(QStringLiteral("title")).toString();
    info.foreground = object.value(QStringLiteral("foreground")).toString();
    return info;
}

} // namespace sandman
