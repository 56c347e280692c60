// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QString>

namespace sandman {

// What a person calls a terminal, instead of the ids the agent keys them by ("main", "tab-2",
// "run-5a79c81b25d7"): its shell's title when it has one, else "main terminal", "terminal 2",
// "command terminal"; and "this window" for the client name this window gives itself.
class TerminalNames
{
    Q_DECLARE_TR_FUNCTIONS(sandman::TerminalNames)
public:
    // title: the shell's window title (may be empty).
    static QString of(const QString &terminalId, const QString &title = QString());
    // The name a client gave itself (its origin), or its connection id when it gave none.
    static QString client(const QString &origin, const QString &clientId = QString());
};

} // namespace sandman
