// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QProcessEnvironment>
#include <QStringList>

namespace sandman {

// The commands a session can run by name (the SDK's getCommands(), GET /api/commands): the
// executable files in the directories of its PATH.
class CommandCatalog
{
public:
    // Sorted, without duplicates. Only absolute PATH entries count (an empty or relative entry
    // would name the caller's cwd, not a fixed place); entries that are missing or unreadable
    // are skipped. Symbolic links count when they lead to an executable file.
    static QStringList executablesOnPath(const QString &pathVariable);
    // PATH of env, else of this process, else the usual system directories.
    static QString searchPath(const QProcessEnvironment &env);
};

} // namespace sandman
