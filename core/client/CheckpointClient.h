// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ChangeSetInfo.h"
#include "CheckpointInfo.h"
#include "FileDiff.h"
#include "RestoreOutcome.h"

#include <QFuture>
#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace sandman {

class SandboxClient;

// The checkpoint routes (CheckpointRoutes) for a SandboxClient: checkpoints, change sets,
// diffs and restore. Futures fail with SandboxException like the client's own calls.
class CheckpointClient
{
public:
    explicit CheckpointClient(SandboxClient *client);

    struct Listing {
        QJsonObject status; // enabled, ready, storeBytes, maxCount, maxBytes, maxAgeSeconds, excludes…
        QList<CheckpointInfo> checkpoints; // newest first
    };
    QFuture<Listing> list();
    QFuture<CheckpointInfo> create(const QString &name = {});
    QFuture<ChangeSetInfo> checkpointChanges(const QString &checkpointId);
    QFuture<ChangeSetInfo> commandChanges(const QString &commandId);
    // What differs between two checkpoints (either order; toCheckpoint empty: the workspace now).
    QFuture<ChangeSetInfo> changesBetween(const QString &fromCheckpoint, const QString &toCheckpoint);
    // A command's diff of one path, or one between two checkpoints (to empty: now).
    // images: an image's bytes too, before and after (up to the diff's 4 MiB a side).
    QFuture<FileDiff> commandDiff(const QString &commandId, const QByteArray &path, bool images = false);
    QFuture<FileDiff> diff(const QString &fromCheckpoint, const QString &toCheckpoint,
                           const QByteArray &path);

    struct RestoreRequest {
        QString checkpointId; // or
        QString commandId; // undo this command's changes
        QList<QByteArray> paths; // only these (and what is under them); empty: all
        bool preview = false;
        QString previewToken; // from the preview: changes since then are refused (RESOURCE_BUSY)
    };
    QFuture<RestoreOutcome> restore(const RestoreRequest &request);
    // Any of maxCount, maxBytes, maxAgeSeconds, quotaBytes (numbers), excludes (strings).
    QFuture<QJsonObject> configure(const QJsonObject &settings);

    static void insertPath(QJsonObject *body, const QString &field, const QByteArray &path);

private:
    SandboxClient *m_client;
};

} // namespace sandman
