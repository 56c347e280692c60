// SPDX-License-Identifier: Apache-2.0
#include "RouteRequest.h"

namespace sandman {

QString RouteRequest::sessionId() const
{
    const QString key = QStringLiteral("sessionId");
    QString id = request.body.value(key).toString();
    if (id.isEmpty())
        id = query.queryItemValue(key, QUrl::FullyDecoded);
    return id.isEmpty() ? QStringLiteral("default") : id;
}

} // namespace sandman
