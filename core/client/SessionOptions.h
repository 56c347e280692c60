// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMap>
#include <QString>

#include <optional>

namespace sandman {

// createSession input. Empty id → the sandbox generates one; empty cwd → the workspace.
struct SessionOptions {
    QString id;
    QMap<QString, QString> env;
    QString cwd;
    std::optional<qint64> commandTimeoutMs; // none → no default timeout
};

} // namespace sandman
