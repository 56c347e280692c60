// SPDX-License-Identifier: Apache-2.0
#include "ResourceClient.h"

#include "SandboxClient.h"

namespace sandman {

QFuture<QJsonObject> ResourceClient::sample()
{
    return m_client->request(QStringLiteral("GET"), QStringLiteral("/api/sandman/resources"))
        .then([](const QJsonObject &body) { return body.value(QStringLiteral("sample")).toObject(); });
}

QFuture<QJsonArray> ResourceClient::ports()
{
    return m_client->request(QStringLiteral("GET"), QStringLiteral("/api/sandman/ports"))
        .then([](const QJsonObject &body) { return body.value(QStringLiteral("ports")).toArray(); });
}

} // namespace sandman
