// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMap>
#include <QString>

#include <optional>

namespace sandman {

// startProcess options; every field optional.
struct ProcessOptions {
    QString processId; // generated ("proc-N") when empty
    QMap<QString, QString> env; // added to the session's environment for this process
    QString cwd; // default: the session's current directory
    std::optional<qint64> timeoutMs; // the tree is killed after this long
    QString sessionId; // default: "default"
};

} // namespace sandman
