// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>

namespace sandman {

// What a checkpoint knows of one path of the workspace: its type, permission bits and content
// (a regular file's by the hash of its bytes in the ObjectStore, a symlink's by its target).
// size, mtime, inode and ctime only serve to tell, without reading it, that a file is unchanged.
struct FileEntry {
    enum Type { File, Directory, Symlink };

    Type type = File;
    quint32 mode = 0644; // permission bits (07777)
    qint64 size = 0;
    qint64 mtimeNs = 0;
    quint64 inode = 0;
    qint64 ctimeNs = 0;
    QByteArray hash; // File: hex SHA-256 of the content; empty when it could not be stored
    QByteArray linkTarget; // Symlink

    // Same content and permissions (what a restore reproduces).
    bool sameContent(const FileEntry &other) const
    {
        return type == other.type && mode == other.mode && hash == other.hash
            && linkTarget == other.linkTarget && (type != File || size == other.size);
    }
    // Same as when it was last read, by its metadata: no need to read it again.
    bool sameStat(const FileEntry &other) const
    {
        return type == other.type && size == other.size && mtimeNs == other.mtimeNs && inode == other.inode
            && ctimeNs == other.ctimeNs && mode == other.mode;
    }
    bool isStored() const { return type != File || !hash.isEmpty(); }

    static QString typeName(Type type)
    {
        switch (type) {
        case Directory:
            return QStringLiteral("directory");
        case Symlink:
            return QStringLiteral("symlink");
        case File:
            break;
        }
        return QStringLiteral("file");
    }

    QJsonObject toJson() const
    {
        QJsonObject json{
            {QStringLiteral("type"), typeName(type)},
            {QStringLiteral("mode"), QString::number(mode, 8).rightJustified(4, QLatin1Char('0'))}};
        if (type == File) {
            json.insert(QStringLiteral("size"), size);
            json.insert(QStringLiteral("hash"), QString::fromLatin1(hash));
        } else if (type == Symlink) {
            json.insert(QStringLiteral("target"), QString::fromUtf8(linkTarget));
        }
        return json;
    }
};

} // namespace sandman
