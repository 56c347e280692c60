// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace sandman {

// The answer to an audit search: the newest matching records (oldest first), each the feed
// event as recorded plus its chain fields (auditPrev, auditHash).
struct AuditSearchResult {
    QList<QJsonObject> records;
    qint64 matched = 0; // all matches, also those past the limit
    qint64 scanned = 0;

    static AuditSearchResult fromJson(const QJsonObject &body)
    {
        AuditSearchResult result;
        for (const QJsonValue &record : body.value(QStringLiteral("records")).toArray())
            result.records.append(record.toObject());
        result.matched = body.value(QStringLiteral("matched")).toInteger();
        result.scanned = body.value(QStringLiteral("scanned")).toInteger();
        return result;
    }
};

} // namespace sandman
