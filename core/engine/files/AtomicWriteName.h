// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <optional>

namespace sandman {

// The temporary a files-API write goes through (FileService::writeFile writes it, then renames
// it over the target) and how a FileWatcher recognises one, so that it reports the write as the
// SDK's own container does — `create` (and `modify`) for a new file, `modify` for a replaced
// one — instead of the temporary's create and the rename's move_from / move_to. Whether the
// target existed travels in the name: ".NAME.sandman-XXXXXX" new, ".NAME.sandman=XXXXXX" replacing.
class AtomicWriteName
{
public:
    // mkstemp's template (its last six characters replaced) for a write of `fileName`.
    static QString templateFor(const QString &fileName, bool replaces);
    // For the name of such a temporary (no directory): whether it replaces a file; nullopt for
    // any other name.
    static std::optional<bool> replaces(const QString &fileName);
};

} // namespace sandman
