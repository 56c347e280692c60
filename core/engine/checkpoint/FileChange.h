// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FileEntry.h"

#include <optional>

namespace sandman {

// One path's change between two states of the workspace: absent before (created), absent
// after (deleted), or both (modified). Renames are found later, by ChangeSet.
struct FileChange {
    enum Kind { Created, Modified, Deleted, Renamed };

    QByteArray path; // relative to the workspace, the name's bytes
    std::optional<FileEntry> before;
    std::optional<FileEntry> after;
    QByteArray fromPath; // Renamed: where it was

    Kind kind() const
    {
        if (!fromPath.isEmpty())
            return Renamed;
        if (!before)
            return Created;
        if (!after)
            return Deleted;
        return Modified;
    }
    static QString kindName(Kind kind)
    {
        switch (kind) {
        case Created:
            return QStringLiteral("created");
        case Deleted:
            return QStringLiteral("deleted");
        case Renamed:
            return QStringLiteral("renamed");
        case Modified:
            break;
        }
        return QStringLiteral("modified");
    }
};

} // namespace sandman
