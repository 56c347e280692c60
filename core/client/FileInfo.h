// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace sandman {

// One listFiles entry. A name that is not UTF-8 has its stray bytes as lone surrogates
// (RawFileName): pass the paths back to SandboxClient as they are, show them with
// RawFileName::display().
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
