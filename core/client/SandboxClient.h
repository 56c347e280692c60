// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "SandboxException.h"
#include "Transport.h"

#include <QFuture>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

namespace sandman {

// The asynchronous API the UI and tests use, mirroring the Cloudflare Sandbox SDK. Every call
// becomes one protocol request on the transport; failures arrive as SandboxException.
class SandboxClient : public QObject
{
    Q_OBJECT
public:
    explicit SandboxClient(Transport *transport, QObject *parent = nullptr);

    Transport *transport() const { return m_transport; }

    // One request → its response body. Non-2xx statuses fail with the body's error.
    QFuture<QJsonObject> request(const QString &method, const QString &path, const QJsonObject &body = {});
    // A streaming request: events arrive on the returned call (owned by the transport).
    TransportCall *openStream(const QString &method, const QString &path, const QJsonObject &body = {});

    QFuture<QJsonObject> ping();

private:
    QPointer<Transport> m_transport;
};

} // namespace sandman
