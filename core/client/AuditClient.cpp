// SPDX-License-Identifier: Apache-2.0
#include "AuditClient.h"

#include "SandboxClient.h"

namespace sandman {

QFuture<QJsonObject> AuditClient::status()
{
    return m_client->request(QStringLiteral("GET"), QStringLiteral("/api/sandman/audit/status"));
}

QFuture<AuditSearchResult> AuditClient::search(const AuditQuery &query)
{
    return m_client
        ->request(QStringLiteral("POST"), QStringLiteral("/api/sandman/audit/search"), query.toJson())
        .then([](const QJsonObject &body) { return AuditSearchResult::fromJson(body); });
}

QFuture<QByteArray> AuditClient::exportRecords(const AuditQuery &query, Format format)
{
    QJsonObject body = query.toJson();
    body.insert(QStringLiteral("format"),
                format == Format::Csv ? QStringLiteral("csv") : QStringLiteral("jsonl"));
    return m_client->request(QStringLiteral("POST"), QStringLiteral("/api/sandman/audit/export"), body)
        .then([](const QJsonObject &response) {
            return response.value(QStringLiteral("content")).toString().toUtf8();
        });
}

QFuture<AuditVerifyResult> AuditClient::verify()
{
    return m_client->request(QStringLiteral("POST"), QStringLiteral("/api/sandman/audit/verify"))
        .then([](const QJsonObject &body) { return AuditVerifyResult::fromJson(body); });
}

} // namespace sandman
