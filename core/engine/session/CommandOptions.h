// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMap>
#include <QString>

#include <optional>

namespace sandman {

// Per-call settings of one exec; env and cwd apply to that call only.
struct CommandOptions {
    // Per-call timeout; nullopt → the session's commandTimeoutMs; 0 → none.
    std::optional<qint64> timeoutMs;
    QMap<QString, QString> env;
    // Already resolved (Sandbox::resolvePath); empty → the session's cwd.
    QString cwd;
    // Stream mode: output is emitted as produced and not accumulated in the result.
    bool stream = false;
};

} // namespace sandman
