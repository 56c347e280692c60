// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FileEntry.h"

#include <QString>

#include <optional>

namespace sandman {

class ObjectStore;

// Writes checkpointed entries back into the workspace, never outside it: every directory on
// the way is opened with O_NOFOLLOW from the workspace's own descriptor, so a symlink in the
// workspace (to /etc, to $HOME) is refused as a parent instead of followed; the final name is
// replaced by rename, which replaces a symlink itself, never what it points to. Files are
// written to a temporary name beside their place first, so a reader sees the old or the new
// content, never half of it.
class WorkspaceWriter
{
public:
    WorkspaceWriter(QByteArray root, const ObjectStore *store);
    ~WorkspaceWriter();
    WorkspaceWriter(const WorkspaceWriter &) = delete;
    WorkspaceWriter &operator=(const WorkspaceWriter &) = delete;

    bool open(QString *error);
    // Makes relativePath what entry says; nullopt removes it (a directory with all it holds).
    bool apply(const QByteArray &relativePath, const std::optional<FileEntry> &entry, QString *error);

private:
    // The directory that holds relativePath (created when create), its last component in *name;
    // -1 on error, -2 when a parent is missing and !create.
    int openParent(const QByteArray &relativePath, bool create, QByteArray *name, QString *error) const;
    static bool removeAt(int directory, const QByteArray &name, QString *error);
    bool writeFile(int directory, const QByteArray &name, const FileEntry &entry, QString *error);

    QByteArray m_root;
    const ObjectStore *m_store;
    int m_rootFd = -1;
    quint64 m_nextTemp = 1;
};

} // namespace sandman
