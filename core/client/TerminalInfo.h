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
    QString foreground; // the command running in it; empty while the shell waits for input

    static TerminalInfo fromJson(const QJsonObject &object);
};

} // namespace sandman
