// SPDX-License-Identifier: Apache-2.0
#include "CheckpointClient.h"

#include "SandboxClient.h"

#include <QJsonArray>

namespace sandman {

namespace {
const QString kGet = QStringLiteral("GET");
const QString kPost = QStringLiteral("POST");

bool isUtf8(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes).toUtf8() == bytes;
}
} // namespace

CheckpointClient::CheckpointClient(SandboxClient *client)
    : m_client(client)
{ }

void CheckpointClient::insertPath(QJsonObject *body, const QString &field, const QByteArray &path)
{
    if (isUtf8(path))
        body->insert(field, QString::fromUtf8(path));
    else
        body->insert(field + QStringLiteral("Base64"), QString::fromLatin1(path.toBase64()));
}

QFuture<CheckpointClient::Listing> CheckpointClient::list()
{
    return m_client->request(kGet, QStringLiteral("/api/sandman/checkpoints"))
        .then([](const QJsonObject &response) {
            Listing listing;
            listing.status = response.value(QStringLiteral("status")).toObject();
            for (const QJsonValue &item : response.value(QStringLiteral("checkpoints")).toArray())
                listing.checkpoints.append(CheckpointInfo::fromJson(item.toObject()));
            return listing;
        });
}

QFuture<CheckpointInfo> CheckpointClient::create(const QString &name)
{
    QJsonObject body;
    if (!name.isEmpty())
        body.insert(QStringLiteral("name"), name);
    return m_client->request(kPost, QStringLiteral("/api/sandman/checkpoints"), body)
        .then([](const QJsonObject &response) {
            return CheckpointInfo::fromJson(response.value(QStringLiteral("checkpoint")).toObject());
        });
}

QFuture<ChangeSetInfo> CheckpointClient::checkpointChanges(const QString &checkpointId)
{
    return m_client->request(kGet, QStringLiteral("/api/sandman/checkpoints/") + checkpointId)
        .then([](const QJsonObject &response) {
            return ChangeSetInfo::fromJson(response.value(QStringLiteral("checkpoint")).toObject());
        });
}

QFuture<ChangeSetInfo> CheckpointClient::commandChanges(const QString &commandId)
{
    return m_client->request(kGet, QStringLiteral("/api/sandman/changes/") + commandId)
        .then([](const QJsonObject &response) { return ChangeSetInfo::fromJson(response); });
}

QFuture<ChangeSetInfo> CheckpointClient::changesBetween(const QString &fromCheckpoint,
                                                        const QString &toCheckpoint)
{
    QJsonObject body{{QStringLiteral("from"), fromCheckpoint}};
    if (!toCheckpoint.isEmpty())
        body.insert(QStringLiteral("to"), toCheckpoint);
    return m_client->request(kPost, QStringLiteral("/api/sandman/changes"), body)
        .then([](const QJsonObject &response) { return ChangeSetInfo::fromJson(response); });
}

QFuture<FileDiff> CheckpointClient::commandDiff(const QString &commandId, const QByteArray &path, bool images)
{
    QJsonObject body{{QStringLiteral("commandId"), commandId}};
    if (images)
        body.insert(QStringLiteral("images"), true);
    insertPath(&body, QStringLiteral("path"), path);
    return m_client->request(kPost, QStringLiteral("/api/sandman/diff"), body).then(&FileDiff::fromJson);
}

QFuture<FileDiff> CheckpointClient::diff(const QString &fromCheckpoint, const QString &toCheckpoint,
                                         const QByteArray &path)
{
    QJsonObject body{{QStringLiteral("from"), fromCheckpoint}};
    if (!toCheckpoint.isEmpty())
        body.insert(QStringLiteral("to"), toCheckpoint);
    insertPath(&body, QStringLiteral("path"), path);
    return m_client->request(kPost, QStringLiteral("/api/sandman/diff"), body).then(&FileDiff::fromJson);
}

QFuture<RestoreOutcome> CheckpointClient::restore(const RestoreRequest &request)
{
    QJsonObject body{{QStringLiteral("preview"), request.preview}};
    if (!request.commandId.isEmpty())
        body.insert(QStringLiteral("commandId"), request.commandId);
    else
        body.insert(QStringLiteral("checkpointId"), request.checkpointId);
    if (!request.previewToken.isEmpty())
        body.insert(QStringLiteral("previewToken"), request.previewToken);
    QJsonArray paths, raw;
    for (const QByteArray &path : request.paths) {
        if (isUtf8(path))
            paths.append(QString::fromUtf8(path));
        else
            raw.append(QString::fromLatin1(path.toBase64()));
    }
    if (!paths.isEmpty())
        body.insert(QStringLiteral("paths"), paths);
    if (!raw.isEmpty())
        body.insert(QStringLiteral("pathsBase64"), raw);
    return m_client->request(kPost, QStringLiteral("/api/sandman/restore"), body)
        .then(&RestoreOutcome::fromJson);
}

QFuture<QJsonObject> CheckpointClient::configure(const QJsonObject &settings)
{
    return m_client->request(kPost, QStringLiteral("/api/sandman/checkpoints/settings"), settings)
        .then(
            [](const QJsonObject &response) { return response.value(QStringLiteral("status")).toObject(); });
}

} // namespace sandman
