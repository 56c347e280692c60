// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace sandman {

// One listFiles entry.
struct FileInfo {
    QString name;
    QString absolutePath;
    QString relativePath; // to the listed directory
    QString type; // file | directory | symlink | other
    qint64 size = 0;
    QDateTime modifiedAt;
    QString mode; // "rwxr-xr-x"
    bool readable = false;
    bool writable = false;
    bool executable = false;

    bool isDirectory() const { return type == QLatin1String("directory"); }
    static FileInfo fromJson(const QJsonObject &object);
};

} // namespace sandman
