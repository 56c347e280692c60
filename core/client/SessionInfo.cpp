// SPDX-License-Identifier: Apache-2.0
#include "SessionInfo.h"

namespace sandman {

SessionInfo SessionInfo::fromJson(const QJsonObject &object)
{
    SessionInfo info;
    info.id = object.value(QStringLiteral("id")).toString();
    if (info.id.isEmpty())
        info.id = object.value(QStringLiteral("sessionId")).toString();
    info.cwd = object.value(QStringLiteral("cwd")).toString();
    info.commandTimeoutMs = object.value(QStringLiteral("commandTimeoutMs")).toInteger();
    info.busy = object.value(QStringLiteral("busy")).toBool();
    info.pendingCommands = object.value(QStringLiteral("pendingCommands")).toInt();
    info.shellPid = object.value(QStringLiteral("shellPid")).toInteger();
    info.createdAt = object.value(QStringLiteral("createdAt")).toString();
    info.restored = object.value(QStringLiteral("restored")).toBool();
    info.shellProtocol = object.value(QStringLiteral("shellProtocol")).toString();
    info.shellProtocolNote = object.value(QStringLiteral("shellProtocolNote")).toString();
    info.note = object.value(QStringLiteral("note")).toString();
    return info;
}

} // namespace sandman
