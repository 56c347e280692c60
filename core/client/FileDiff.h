// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QString>

namespace sandman {

// One path's difference between two checkpoints (POST /api/sandman/diff): a unified diff of
// text, or for binaries and big files only the entries (size, hash) before and after.
struct FileDiff {
    QString path;
    QString kind; // created, modified, deleted ("" when equal)
    bool binary = false;
    bool tooLarge = false;
    QString unified;
    int added = 0;
    int removed = 0;
    QJsonObject before;
    QJsonObject after;

    static FileDiff fromJson(const QJsonObject &json)
    {
        FileDiff diff;
        diff.path = json.value(QStringLiteral("path")).toString();
        diff.kind = json.value(QStringLiteral("kind")).toString();
        diff.binary = json.value(QStringLiteral("binary")).toBool();
        diff.tooLarge = json.value(QStringLiteral("tooLarge")).toBool();
        diff.unified = json.value(QStringLiteral("unified")).toString();
        diff.added = json.value(QStringLiteral("added")).toInt();
        diff.removed = json.value(QStringLiteral("removed")).toInt();
        diff.before = json.value(QStringLiteral("before")).toObject();
        diff.after = json.value(QStringLiteral("after")).toObject();
        return diff;
    }
};

} // namespace sandman
