// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "engine/EngineError.h"

#include <QByteArray>
#include <QString>

namespace sandman {

// How one command ended. On error (e.g. SessionTerminated) the output gathered so far is
// still here.
struct CommandResult {
    EngineError error;
    int exitCode = -1;
    QByteArray stdoutData; // empty in stream mode
    QByteArray stderrData;
    // Every byte the command wrote, also what did not fit the result (see
    // ShellSession::Settings::maxOutputBytes); the data is then the first bytes, truncated.
    qint64 stdoutBytes = 0;
    qint64 stderrBytes = 0;
    bool stdoutTruncated = false;
    bool stderrTruncated = false;
    bool timedOut = false; // killed by its timeout; exitCode is then 124
    qint64 timeoutMs = 0; // the timeout that applied (0 = none)
    bool cancelled = false; // killed because the caller cancelled
    qint64 durationMs = 0;
    QString cwd; // the session's cwd after the command
};

} // namespace sandman
