// SPDX-License-Identifier: Apache-2.0
#include "SandboxClient.h"

#include <QPromise>

#include <memory>

namespace sandman {

SandboxClient::SandboxClient(Transport *transport, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
{
}

QFuture<QJsonObject> SandboxClient::request(const QString &method, const QString &path, const QJsonObject &body)
{
    auto promise = std::make_shared<QPromise<QJsonObject>>();
    QFuture<QJsonObject> future = promise->future();
    promise->start();
    if (!m_transport) {
        promise->setException(SandboxException(
            SandboxError{ErrorCode::ConnectionLost, QStringLiteral("no transport"), {}}));
        promise->finish();
        return future;
    }
    TransportCall *call = m_transport->send(ProtocolRequest{{}, method, path, body});
    connect(call, &TransportCall::finished, call, [promise](int status, const QJsonObject &responseBody) {
        if (status >= 200 && status < 300)
            promise->addResult(responseBody);
        else
            promise->setException(SandboxException(SandboxError::fromJson(responseBody, status)));
        promise->finish();
    });
    return future;
}

TransportCall *SandboxClient::openStream(const QString &method, const QString &path, const QJsonObject &body)
{
    if (!m_transport)
        return nullptr;
    return m_transport->send(ProtocolRequest{{}, method, path, body});
}

QFuture<QJsonObject> SandboxClient::ping()
{
    return request(QStringLiteral("GET"), QStringLiteral("/api/ping"));
}

} // namespace sandman
