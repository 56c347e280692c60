// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QString>

namespace sandman {

// A terminal of a sandbox as GET /api/sandman/terminals describes it: its shell runs whether
// or not anyone views it.
struct TerminalInfo {
    QString sessionId;
    QString terminalId;
    qint64 pid = 0; // the shell's
    int viewers = 0;
    int writers = 0; // viewers that may type (read-only watchers aside)
    bool inputHeld = false; // writers > 0
    QString clientId; // the connection that opened it, as the agent names it
    QString origin; // the name that client gave itself (may be empty)
    QString title; // the shell's last window title
    QString foreground; // the command running in it; empty while the shell waits for input

    static TerminalInfo fromJson(const QJsonObject &object);
};

} // namespace sandman
