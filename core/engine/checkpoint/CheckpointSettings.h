// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "CheckpointStore.h"

#include <QStringList>

#include <optional>

namespace sandman {

// What a user set for a sandbox's checkpoints — retention, the quota standing for the disk and
// the excludes — kept beside the store (settings.json, 0600), so that the next agent on the same
// store starts with them rather than with the defaults.
struct CheckpointSettings {
    CheckpointStore::Retention retention;
    qint64 quotaBytes = 0; // 0: the disk's own limit only
    QStringList excludes;

    CheckpointSettings();
    // The settings saved in directory; nullopt when none were (or they cannot be read: *error).
    static std::optional<CheckpointSettings> load(const QString &directory, QString *error = nullptr);
    bool save(const QString &directory, QString *error) const;
};

} // namespace sandman
