// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FileEntry.h"

#include <QString>

#include <optional>

namespace sandman {

class ObjectStore;

// Reads one path of the workspace into a FileEntry, storing a regular file's content in the
// ObjectStore unless its metadata says it is the known entry unchanged. Never follows a
// symlink: a link is recorded as a link, whatever it points to.
class EntryReader
{
public:
    struct Result {
        std::optional<FileEntry> entry; // nullopt: the path does not exist
        qint64 bytesAdded = 0;
        QString error; // the content could not be stored (entry kept, without a hash)
    };
    EntryReader(QByteArray root, ObjectStore *store);

    Result read(const QByteArray &relativePath, const FileEntry *known) const;
    QByteArray absolute(const QByteArray &relativePath) const { return m_root + '/' + relativePath; }

private:
    QByteArray m_root;
    ObjectStore *m_store;
};

} // namespace sandman
