// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "AuditQuery.h"
#include "AuditSearchResult.h"
#include "AuditVerifyResult.h"

#include <QFuture>

namespace sandman {

class SandboxClient;

// A sandbox's audit trail through its client (core/server/routes/AuditRoutes): status,
// search, export (JSON lines or CSV text) and chain verification. Failures arrive as
// SandboxException, as with SandboxClient.
class AuditClient
{
public:
    enum class Format { JsonLines, Csv };

    explicit AuditClient(SandboxClient *client)
        : m_client(client)
    { }

    QFuture<QJsonObject> status();
    QFuture<AuditSearchResult> search(const AuditQuery &query);
    QFuture<QByteArray> exportRecords(const AuditQuery &query, Format format);
    QFuture<AuditVerifyResult> verify();

private:
    SandboxClient *m_client;
};

} // namespace sandman
