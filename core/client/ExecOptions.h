// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMap>
#include <QString>

#include <optional>

namespace sandman {

// Per-call exec settings; env and cwd apply to this call only.
struct ExecOptions {
    QString sessionId; // empty → "default"
    std::optional<qint64> timeoutMs; // none → the session's commandTimeoutMs; 0 → no timeout
    QMap<QString, QString> env;
    QString cwd;
};

} // namespace sandman
