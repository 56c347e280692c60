// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QString>

namespace sandman {

// A session as the sandbox describes it (create / get / list).
struct SessionInfo {
    QString id;
    QString cwd; // last known working directory
    qint64 commandTimeoutMs = 0; // 0 = none
    bool busy = false; // a command is running
    int pendingCommands = 0; // running + queued
    qint64 shellPid = 0; // 0 while no shell runs
    QString createdAt; // ISO 8601
    // Recreated from its definition when the agent started again: env, cwd and timeout are
    // back, its shell's state (history, functions, running commands) is not.
    bool restored = false;
    // How commands reach the shell: "builtin" (the loadable bash builtin) or "fallback" (a
    // script line per command; shellProtocolNote says why). Empty from agents that do not say.
    QString shellProtocol;
    QString shellProtocolNote;
    QString note; // create only: e.g. "cwd … does not exist; using $HOME"

    static SessionInfo fromJson(const QJsonObject &object);
};

} // namespace sandman
