// SPDX-License-Identifier: Apache-2.0
#include "ExecRequest.h"

namespace sandman {

QJsonObject ExecRequest::toJson() const
{
    // No sessionId when none is set: the route then falls back as it does for the value (the
    // query, else "default"), and reading this JSON back gives an equal request.
    QJsonObject body{{QStringLiteral("command"), command}};
    if (!sessionId.isEmpty())
        body.insert(QStringLiteral("sessionId"), sessionId);
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
