// SPDX-License-Identifier: Apache-2.0
#include "ExecRequest.h"

namespace sandman {

QJsonObject ExecRequest::toJson() const
{
    QJsonObject body{
        {QStringLiteral("command"), command},
        {QStringLiteral("sessionId"), sessionId.isEmpty() ? QStringLiteral("default") : sessionId}};
    if (timeoutMs)
        body.insert(QStringLiteral("timeoutMs"), *timeoutMs);
    if (!env.isEmpty()) {
        QJsonObject vars;
        for (auto it = env.cbegin(); it != env.cend(); ++it)
            vars.insert(it.key(), it.value());
        body.insert(QStringLiteral("env"), vars);
    }
    if (!cwd.isEmpty())
        body.insert(QStringLiteral("cwd"), cwd);
    return body;
}

} // namespace sandman
