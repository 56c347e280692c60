// SPDX-License-Identifier: Apache-2.0
#include "SystemProcess.h"

namespace sandman {

QJsonObject SystemProcess::toJson() const
{
    QJsonObject object{{QStringLiteral("pid"), pid},
                       {QStringLiteral("ppid"), ppid},
                       {QStringLiteral("pgid"), processGroup},
                       {QStringLiteral("sid"), unixSession},
                       {QStringLiteral("uid"), qint64(uid)},
                       {QStringLiteral("user"), user},
                       {QStringLiteral("state"), QString(QLatin1Char(state))},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("command"), commandLine},
                       {QStringLiteral("cpuPercent"), qRound(cpuPercent * 10) / 10.0},
                       {QStringLiteral("rssBytes"), rssBytes},
                       {QStringLiteral("virtualBytes"), virtualBytes},
                       {QStringLiteral("threads"), threads},
                       {QStringLiteral("startTicks"), QString::number(startTicks)},
                       {QStringLiteral("startTime"), startTime.toString(Qt::ISODateWithMs)},
                       {QStringLiteral("elapsedMs"), elapsedMs},
                       {QStringLiteral("isAgent"), isAgent},
                       {QStringLiteral("signallable"), signallable}};
    if (owner.isKnown()) {
        if (!owner.sessionId.isEmpty())
            object.insert(QStringLiteral("sessionId"), owner.sessionId);
        object.insert(QStringLiteral("ownerKind"), owner.kind);
        if (!owner.id.isEmpty())
            object.insert(QStringLiteral("ownerId"), owner.id);
    }
    return object;
}

} // namespace sandman
