// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMap>
#include <QString>

namespace sandman {

// createSession input (DESIGN.md §2). Empty id → generated; empty cwd → the workspace.
struct SessionConfig {
    QString id;
    QMap<QString, QString> env;
    QString cwd; // client path; resolved by Sandbox::createSession
    qint64 commandTimeoutMs = 0; // 0 = none
};

} // namespace sandman
