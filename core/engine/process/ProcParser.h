// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "SystemProcess.h"

#include <QByteArray>
#include <QString>

namespace sandman {

// Parses the text of /proc/<pid>/stat and /proc/<pid>/cmdline. Both are hostile input: comm
// may hold spaces, parentheses, newlines and invalid UTF-8; cmdline may be huge or empty.
class ProcParser
{
public:
    // Fills pid, name, state, ppid, processGroup, unixSession, cpuTicks, threads, startTicks,
    // virtualBytes and rssBytes (pageSize: bytes per RSS page). false for a malformed line.
    static bool parseStat(const QByteArray &line, qint64 pageSize, SystemProcess *out);
    // The command line for display: NUL separators become spaces, control characters '?',
    // invalid UTF-8 U+FFFD; cut at maxChars with "…". An empty cmdline (a kernel thread or a
    // zombie) gives "[name]".
    static QString commandLine(const QByteArray &cmdline, const QString &name, int maxChars = 4096);
    // Text from /proc made safe to show on one line (see commandLine).
    static QString displayText(const QByteArray &bytes);
};

} // namespace sandman
