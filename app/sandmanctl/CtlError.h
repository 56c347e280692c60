// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman::ctl {

// sandmanctl's own exit statuses (resources/man/sandmanctl.1, EXIT STATUS). exec and attach
// otherwise end with the command's or shell's status, so ours sit where commands rarely go
// (sysexits.h, as ssh and many tools do; 124 and 130 as timeout(1) and the shell).
enum ExitCode : int {
    Ok = 0,
    Failed = 1, // the sandbox refused or failed the request (any other agent error)
    Usage = 64, // bad arguments
    NotFound = 66, // no such session, terminal, process or file
    Unreachable = 69, // the sandbox is not reachable (not running, refused, lost)
    Exists = 73, // the session already exists
    AccessDenied = 77, // the token was refused (or none was given)
    TimedOut = 124, // --timeout or wait ran out
    Interrupted = 130, // Ctrl-C
};

// Ends a verb: main() prints "sandmanctl: <message>" on one line and exits with code.
struct CtlError {
    int code;
    QString message;
};

} // namespace sandman::ctl
