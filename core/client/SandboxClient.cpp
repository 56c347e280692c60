// SPDX-License-Identifier: Apache-2.0
#include "SandboxClient.h"

#include "ExecStream.h"

#include <QJsonArray>
#include <QPromise>
#include <QUrl>

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

TerminalStream *SandboxClient::openTerminal(const QString &sessionId, int cols, int rows,
                                            const QString &terminalId)
{
    const TerminalRequest request{sessionId, terminalId, cols, rows};
    if (!m_transport) {
        auto *stream = new TerminalStream(sessionId, terminalId, this);
        QMetaObject::invokeMethod(stream, [stream] { stream->deliverError(QStringLiteral("no transport")); },
                                  Qt::QueuedConnection);
        return stream;
    }
    return m_transport->openTerminal(request);
}

QFuture<QJsonObject> SandboxClient::ping()
{
    return request(QStringLiteral("GET"), QStringLiteral("/api/ping"));
}

namespace {
QJsonObject stringMap(const QMap<QString, QString> &map)
{
    QJsonObject object;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

QJsonObject execBody(const QString &command, const ExecOptions &options)
{
    QJsonObject body{{QStringLiteral("command"), command},
                     {QStringLiteral("sessionId"),
                      options.sessionId.isEmpty() ? QStringLiteral("default") : options.sessionId}};
    if (options.timeoutMs)
        body.insert(QStringLiteral("timeoutMs"), *options.timeoutMs);
    if (!options.env.isEmpty())
        body.insert(QStringLiteral("env"), stringMap(options.env));
    if (!options.cwd.isEmpty())
        body.insert(QStringLiteral("cwd"), options.cwd);
    return body;
}
} // namespace

QFuture<SessionInfo> SandboxClient::createSession(const SessionOptions &options)
{
    QJsonObject body;
    if (!options.id.isEmpty())
        body.insert(QStringLiteral("id"), options.id);
    if (!options.env.isEmpty())
        body.insert(QStringLiteral("env"), stringMap(options.env));
    if (!options.cwd.isEmpty())
        body.insert(QStringLiteral("cwd"), options.cwd);
    if (options.commandTimeoutMs)
        body.insert(QStringLiteral("commandTimeoutMs"), *options.commandTimeoutMs);
    return request(QStringLiteral("POST"), QStringLiteral("/api/session/create"), body)
        .then([](const QJsonObject &response) { return SessionInfo::fromJson(response); });
}

QFuture<SessionInfo> SandboxClient::getSession(const QString &sessionId)
{
    return request(QStringLiteral("GET"),
                   QStringLiteral("/api/sandman/session/")
                       + QString::fromLatin1(QUrl::toPercentEncoding(sessionId)))
        .then([](const QJsonObject &response) { return SessionInfo::fromJson(response); });
}

QFuture<QList<SessionInfo>> SandboxClient::listSessions()
{
    return request(QStringLiteral("GET"), QStringLiteral("/api/session/list"))
        .then([](const QJsonObject &response) {
            QList<SessionInfo> sessions;
            const QJsonArray details = response.value(QStringLiteral("sessionDetails")).toArray();
            if (!details.isEmpty()) {
                for (const QJsonValue &value : details)
                    sessions.append(SessionInfo::fromJson(value.toObject()));
                return sessions;
            }
            // A plain SDK container lists ids (or objects with an id) only.
            for (const QJsonValue &value : response.value(QStringLiteral("sessions")).toArray()) {
                if (value.isString()) {
                    SessionInfo info;
                    info.id = value.toString();
                    sessions.append(info);
                } else {
                    sessions.append(SessionInfo::fromJson(value.toObject()));
                }
            }
            return sessions;
        });
}

QFuture<QString> SandboxClient::deleteSession(const QString &sessionId)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/session/delete"),
                   {{QStringLiteral("sessionId"), sessionId}})
        .then([sessionId](const QJsonObject &response) {
            return response.value(QStringLiteral("sessionId")).toString(sessionId);
        });
}

QFuture<ExecResult> SandboxClient::exec(const QString &command, const ExecOptions &options)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/execute"), execBody(command, options))
        .then([](const QJsonObject &response) { return ExecResult::fromJson(response); });
}

ExecStream *SandboxClient::execStream(const QString &command, const ExecOptions &options)
{
    return execStream(command, options, {});
}

ExecStream *SandboxClient::execStream(const QString &command, const ExecOptions &options,
                                      std::optional<qint64> heartbeatIntervalMs)
{
    QJsonObject body = execBody(command, options);
    if (heartbeatIntervalMs)
        body.insert(QStringLiteral("heartbeatIntervalMs"), *heartbeatIntervalMs);
    return new ExecStream(openStream(QStringLiteral("POST"), QStringLiteral("/api/execute/stream"), body), this);
}

QFuture<void> SandboxClient::setEnvVars(const EnvVarChanges &changes, const QString &sessionId)
{
    QJsonObject vars;
    for (auto it = changes.cbegin(); it != changes.cend(); ++it)
        vars.insert(it.key(), it.value() ? QJsonValue(*it.value()) : QJsonValue(QJsonValue::Null));
    QJsonObject body{{QStringLiteral("envVars"), vars}};
    if (!sessionId.isEmpty())
        body.insert(QStringLiteral("sessionId"), sessionId);
    return request(QStringLiteral("POST"), QStringLiteral("/api/sandman/env"), body).then([](const QJsonObject &) {});
}

QFuture<QMap<QString, QString>> SandboxClient::getEnvVars(const QString &sessionId)
{
    const QString id = sessionId.isEmpty() ? QStringLiteral("default") : sessionId;
    return request(QStringLiteral("GET"),
                   QStringLiteral("/api/sandman/env?sessionId=") + QString::fromLatin1(QUrl::toPercentEncoding(id)))
        .then([](const QJsonObject &response) {
            QMap<QString, QString> env;
            const QJsonObject vars = response.value(QStringLiteral("envVars")).toObject();
            for (auto it = vars.begin(); it != vars.end(); ++it)
                env.insert(it.key(), it.value().toString());
            return env;
        });
}

} // namespace sandman
