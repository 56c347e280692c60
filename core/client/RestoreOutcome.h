// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ChangeSetInfo.h"
#include "CheckpointInfo.h"

#include <QJsonArray>
#include <QStringList>

namespace sandman {

// What POST /api/sandman/restore answered: for a preview, the changes a restore would make and
// the token to restore with; for a restore, what it changed, its own checkpoint (so it can be
// undone) and the paths it could not restore.
struct RestoreOutcome {
    bool preview = false;
    QString previewToken;
    QList<ChangeSetInfo::Change> changes;
    QStringList errors;
    CheckpointInfo checkpoint;

    static RestoreOutcome fromJson(const QJsonObject &json)
    {
        RestoreOutcome outcome;
        outcome.preview = json.value(QStringLiteral("preview")).toBool();
        outcome.previewToken = json.value(QStringLiteral("previewToken")).toString();
        for (const QJsonValue &item : json.value(QStringLiteral("changes")).toArray())
            outcome.changes.append(ChangeSetInfo::Change::fromJson(item.toObject()));
        for (const QJsonValue &item : json.value(QStringLiteral("errors")).toArray())
            outcome.errors.append(item.toString());
        outcome.checkpoint = CheckpointInfo::fromJson(json.value(QStringLiteral("checkpoint")).toObject());
        return outcome;
    }
};

} // namespace sandman
