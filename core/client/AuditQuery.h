// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace sandman {

// What to look for in a sandbox's audit trail (POST /api/sandman/audit/search): every field
// given must hold; limit caps the records returned (the newest that match).
struct AuditQuery {
    QString client; // in the record's clientId or origin, any case
    QString sessionId;
    QString text; // in the command
    std::optional<int> exitCode;
    QDateTime from; // from ≤ time < to; invalid: open
    QDateTime to;
    QStringList types;
    int limit = 1000;

    QJsonObject toJson() const
    {
        QJsonObject body{{QStringLiteral("limit"), limit}};
        if (!client.isEmpty())
            body.insert(QStringLiteral("client"), client);
        if (!sessionId.isEmpty())
            body.insert(QStringLiteral("sessionId"), sessionId);
        if (!text.isEmpty())
            body.insert(QStringLiteral("text"), text);
        if (exitCode)
            body.insert(QStringLiteral("exitCode"), *exitCode);
        if (from.isValid())
            body.insert(QStringLiteral("from"), from.toUTC().toString(Qt::ISODateWithMs));
        if (to.isValid())
            body.insert(QStringLiteral("to"), to.toUTC().toString(Qt::ISODateWithMs));
        if (!types.isEmpty())
            body.insert(QStringLiteral("types"), QJsonArray::fromStringList(types));
        return body;
    }
};

} // namespace sandman
