// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStringList>

namespace sandman {

// What a run's code raised (runCode "error" event): the exception's type name, its message
// and the formatted traceback, one line per entry. A timeout or an interpreter that exited
// is reported the same way (TimeoutError, InterpreterExited).
struct CodeError {
    QString name;
    QString value;
    QStringList traceback;
};

} // namespace sandman
