// SPDX-License-Identifier: Apache-2.0
#include "ListeningPort.h"

namespace sandman {

QJsonObject ListeningPort::toJson() const
{
    QJsonObject json{{QStringLiteral("port"), port},
                     {QStringLiteral("address"), address},
                     {QStringLiteral("family"), ipv6 ? QStringLiteral("ipv6") : QStringLiteral("ipv4")}};
    if (pid > 0) {
        json.insert(QStringLiteral("pid"), pid);
        json.insert(QStringLiteral("processName"), processName);
        json.insert(QStringLiteral("command"), command);
        if (!sessionId.isEmpty())
            json.insert(QStringLiteral("sessionId"), sessionId);
    }
    return json;
}

} // namespace sandman
