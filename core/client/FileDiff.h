// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QString>

namespace sandman {

// One path's difference between two checkpoints (POST /api/sandman/diff): a unified diff of
// text, or for binaries and big files only the entries (size, hash) before and after; for an
// image, its type and (asked for) its bytes on each side.
struct FileDiff {
    QString path;
    QString kind; // created, modified, deleted ("" when equal)
    bool binary = false;
    bool tooLarge = false;
    bool image = false; // either side is an image (before/after carry its mimeType)
    QString unified;
    int added = 0;
    int removed = 0;
    QJsonObject before;
    QJsonObject after;

    // An image side's bytes, when asked for with the images option (empty otherwise).
    static QByteArray contentOf(const QJsonObject &side)
    {
        return QByteArray::fromBase64(side.value(QStringLiteral("content")).toString().toLatin1());
    }

    static FileDiff fromJson(const QJsonObject &json)
    {
        FileDiff diff;
        diff.path = json.value(QStringLiteral("path")).toString();
        diff.kind = json.value(QStringLiteral("kind")).toString();
        diff.binary = json.value(QStringLiteral("binary")).toBool();
        diff.tooLarge = json.value(QStringLiteral("tooLarge")).toBool();
        diff.image = json.value(QStringLiteral("image")).toBool();
        diff.unified = json.value(QStringLiteral("unified")).toString();
        diff.added = json.value(QStringLiteral("added")).toInt();
        diff.removed = json.value(QStringLiteral("removed")).toInt();
        diff.before = json.value(QStringLiteral("before")).toObject();
        diff.after = json.value(QStringLiteral("after")).toObject();
        return diff;
    }
};

} // namespace sandman
