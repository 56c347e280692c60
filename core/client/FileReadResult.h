// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace sandman {

// readFile: text comes as UTF-8, binary as base64 (isBinary); bytes() gives the exact bytes.
struct FileReadResult {
    QString path;
    QString content;
    QString encoding; // "utf-8" or "base64"
    bool isBinary = false;
    QString mimeType;
    qint64 size = 0;

    QByteArray bytes() const;
    static FileReadResult fromJson(const QJsonObject &object);
};

} // namespace sandman
