// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace sandman {

// One checkpoint of the workspace as the agent lists it (GET /api/sandman/checkpoints).
struct CheckpointInfo {
    QString id;
    QString reason; // baseline, before-command, after-command, manual, restore, outside-commands
    QString name;
    QDateTime time;
    QString commandId;
    QString sessionId;
    QString clientId;
    QString command;
    bool failed = false;
    QString error;
    qint64 bytesAdded = 0;
    qint64 storeBytes = 0;
    qint64 durationUs = 0;
    int created = 0;
    int modified = 0;
    int deleted = 0;
    int renamed = 0;
    int total = 0;

    static CheckpointInfo fromJson(const QJsonObject &json);
};

} // namespace sandman
