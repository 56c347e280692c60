// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>

namespace sandman {

// Starts a program that belongs to nobody: its own session (setsid) and, by a double fork, not
// a child of this process, so that neither this process's exit nor its death touch it (nor does
// a --die-with-parent further down, e.g. bubblewrap's). Its standard input is /dev/null, its
// output and errors go to a file, and inheritFd (when ≥ 0) stays open in it: how a lock held
// for its lifetime is handed over.
class DetachedLaunch
{
public:
    struct Request {
        QString program;
        QStringList arguments;
        QStringList environment; // "NAME=value" entries: the whole environment
        int outputFd = -1; // stdout and stderr; -1 → /dev/null
        int inheritFd = -1;
    };

    // The started process's pid, or 0 with *error set (e.g. the program cannot be executed).
    static qint64 start(const Request &request, QString *error);
};

} // namespace sandman
