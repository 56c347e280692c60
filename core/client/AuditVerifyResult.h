// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QString>

namespace sandman {

// What verifying the audit trail's chain found (POST /api/sandman/audit/verify).
struct AuditVerifyResult {
    bool ok = false;
    qint64 records = 0;
    int files = 0;
    int chainStarts = 0;
    QString brokenFile; // when not ok: the first broken record
    qint64 brokenLine = 0;
    QString reason;

    static AuditVerifyResult fromJson(const QJsonObject &body)
    {
        AuditVerifyResult result;
        result.ok = body.value(QStringLiteral("ok")).toBool();
        result.records = body.value(QStringLiteral("records")).toInteger();
        result.files = body.value(QStringLiteral("files")).toInt();
        result.chainStarts = body.value(QStringLiteral("chainStarts")).toInt();
        const QJsonObject broken = body.value(QStringLiteral("broken")).toObject();
        result.brokenFile = broken.value(QStringLiteral("file")).toString();
        result.brokenLine = broken.value(QStringLiteral("line")).toInteger();
        result.reason = broken.value(QStringLiteral("reason")).toString();
        return result;
    }
};

} // namespace sandman
