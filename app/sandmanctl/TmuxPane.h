// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman::ctl {

// A tmux pane as the shim maps it: terminal "tmux-N" of Sandman session S is pane %N of tmux
// session S (one window, 0). Everything is derived from the agent's terminal list, so
// separate shim invocations — and the window, which shows these terminals as tabs — agree.
struct TmuxPane {
    int number = -1; // N of %N
    QString session;
    int index = 0; // within its session, by N
    qint64 pid = 0;
    QString title;
    QString foreground;

    QString paneId() const { return QLatin1Char('%') + QString::number(number); }
    QString terminalId() const { return QStringLiteral("tmux-") + QString::number(number); }
    // N for a terminal id of the shim, -1 for any other terminal.
    static int numberOf(const QString &terminalId);
};

} // namespace sandman::ctl
