// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDir>
#include <QFile>

namespace sandman::test {

// The inotify descriptors this process holds (a sandbox in a thread of it included): what a
// file watch costs, and what must be gone once the watch has ended.
inline int inotifyDescriptors()
{
    int count = 0;
    const QDir fds(QStringLiteral("/proc/self/fd"));
    for (const QString &name : fds.entryList(QDir::System | QDir::NoDotAndDotDot)) {
        if (QFile::symLinkTarget(fds.filePath(name)).contains(QLatin1String("inotify")))
            ++count;
    }
    return count;
}

} // namespace sandman::test
