// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QtGlobal>

namespace sandman {

// The disk space a folder's tree takes (allocated blocks, hard links counted once, symbolic
// links not followed, other file systems not entered), stopping after maxEntries so a huge
// workspace costs a bounded walk. Blocking: run it off the sandbox's thread.
struct DiskUsage {
    qint64 bytes = 0;
    qint64 entries = 0;
    bool complete = true; // false: stopped at maxEntries (bytes is a lower bound)

    static DiskUsage measure(const QString &dir, qint64 maxEntries = 200000);
};

} // namespace sandman
