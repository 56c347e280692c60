// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

#include <linux/types.h>
#include <sys/types.h>

namespace sandman {

// What one trapped call names, read out of the caller while it waits in the kernel: the path
// or paths (made absolute against its cwd or directory descriptor and cleaned, byte for byte)
// and whether the names below it are concerned too. Empty when the call changes nothing after
// all (openat2 read-only) or the caller is gone.
struct WriteCall {
    QByteArray path;
    QByteArray newPath;
    bool subtree = false;

    static WriteCall decode(pid_t pid, int nr, const __u64 args[6]);
    // "/a/./b//../c" → "/a/c", on bytes (names need not be UTF-8); `..` above / stays at /.
    static QByteArray clean(const QByteArray &absolute);
};

} // namespace sandman
