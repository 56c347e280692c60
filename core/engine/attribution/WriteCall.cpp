// SPDX-License-Identifier: Apache-2.0
#include "WriteCall.h"

#include <QList>

#include <cerrno>
#include <climits>
#include <cstring>

#include <fcntl.h>
#include <linux/openat2.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

namespace sandman {

namespace {
constexpr int kWriteFlags = O_WRONLY | O_RDWR | O_CREAT | O_TRUNC;
#ifndef __NR_fchmodat2
constexpr int kFchmodat2 = 452;
#else
constexpr int kFchmodat2 = __NR_fchmodat2;
#endif

bool readMemory(pid_t pid, __u64 address, void *buffer, size_t size)
{
    iovec local{buffer, size};
    iovec remote{reinterpret_cast<void *>(address), size};
    return ::process_vm_readv(pid, &local, 1, &remote, 1, 0) == ssize_t(size);
}

// A NUL-terminated string of the caller's, read page by page (the rest of a page may be
// unmapped), at most PATH_MAX bytes.
QByteArray readString(pid_t pid, __u64 address)
{
    if (address == 0)
        return {};
    QByteArray text;
    char chunk[4096];
    while (text.size() < PATH_MAX) {
        const size_t toPageEnd = 4096 - (address & 4095);
        iovec local{chunk, toPageEnd};
        iovec remote{reinterpret_cast<void *>(address), toPageEnd};
        const ssize_t got = ::process_vm_readv(pid, &local, 1, &remote, 1, 0);
        if (got <= 0)
            return {};
        const void *end = std::memchr(chunk, 0, size_t(got));
        if (end) {
            text.append(chunk, static_cast<const char *>(end) - chunk);
            return text;
        }
        text.append(chunk, got);
        address += __u64(got);
    }
    return {};
}

QByteArray readLink(const QByteArray &link)
{
    char target[PATH_MAX];
    const ssize_t size = ::readlink(link.constData(), target, sizeof target);
    return size > 0 ? QByteArray(target, size) : QByteArray();
}

// name made absolute: against the caller's cwd (AT_FDCWD) or the directory behind dirfd.
QByteArray absolute(pid_t pid, int dirfd, const QByteArray &name)
{
    if (name.isEmpty())
        return dirfd == AT_FDCWD
            ? QByteArray()
            : readLink("/proc/" + QByteArray::number(pid) + "/fd/" + QByteArray::number(dirfd));
    if (name.startsWith('/'))
        return WriteCall::clean(name);
    const QByteArray base = dirfd == AT_FDCWD
        ? readLink("/proc/" + QByteArray::number(pid) + "/cwd")
        : readLink("/proc/" + QByteArray::number(pid) + "/fd/" + QByteArray::number(dirfd));
    if (!base.startsWith('/'))
        return {};
    return WriteCall::clean(base + '/' + name);
}

int fdArg(__u64 value)
{
    return int(static_cast<__s32>(value));
}
} // namespace

QByteArray WriteCall::clean(const QByteArray &path)
{
    QList<QByteArray> parts;
    for (const QByteArray &part : path.split('/')) {
        if (part.isEmpty() || part == ".")
            continue;
        if (part == "..") {
            if (!parts.isEmpty())
                parts.removeLast();
            continue;
        }
        parts.append(part);
    }
    QByteArray cleaned;
    for (const QByteArray &part : parts)
        cleaned += '/' + part;
    return cleaned.isEmpty() ? QByteArray("/") : cleaned;
}

WriteCall WriteCall::decode(pid_t pid, int nr, const __u64 args[6])
{
    WriteCall call;
    auto at = [&](int dirArg, int nameArg) {
        return absolute(pid, fdArg(args[dirArg]), readString(pid, args[nameArg]));
    };
    auto plain = [&](int nameArg) { return absolute(pid, AT_FDCWD, readString(pid, args[nameArg])); };
    switch (nr) {
#ifdef __NR_open
    case __NR_open:
#endif
#ifdef __NR_creat
    case __NR_creat:
#endif
#ifdef __NR_unlink
    case __NR_unlink:
#endif
#ifdef __NR_mkdir
    case __NR_mkdir:
#endif
#ifdef __NR_mknod
    case __NR_mknod:
#endif
#ifdef __NR_chmod
    case __NR_chmod:
#endif
    case __NR_truncate:
        call.path = plain(0);
        break;
#ifdef __NR_rmdir
    case __NR_rmdir:
        call.path = plain(0);
        call.subtree = true;
        break;
#endif
#ifdef __NR_rename
    case __NR_rename:
        call.path = plain(0);
        call.newPath = plain(1);
        call.subtree = true;
        break;
#endif
#ifdef __NR_link
    case __NR_link:
        call.path = plain(1);
        break;
#endif
#ifdef __NR_symlink
    case __NR_symlink:
        call.path = plain(1);
        break;
#endif
    case __NR_openat:
    case __NR_mkdirat:
    case __NR_mknodat:
    case __NR_fchmodat:
    case kFchmodat2:
        call.path = at(0, 1);
        break;
    case __NR_openat2: {
        open_how how{};
        if (!readMemory(pid, args[2], &how, sizeof how.flags) || !(how.flags & kWriteFlags))
            return {};
        call.path = at(0, 1);
        break;
    }
    case __NR_unlinkat:
        call.path = at(0, 1);
        call.subtree = (args[2] & AT_REMOVEDIR) != 0;
        break;
    case __NR_renameat:
    case __NR_renameat2:
        call.path = at(0, 1);
        call.newPath = at(2, 3);
        call.subtree = true;
        break;
    case __NR_linkat:
        call.path = at(2, 3);
        break;
    case __NR_symlinkat:
        call.path = absolute(pid, fdArg(args[1]), readString(pid, args[2]));
        break;
    case __NR_fchmod:
        call.path
            = readLink("/proc/" + QByteArray::number(pid) + "/fd/" + QByteArray::number(fdArg(args[0])));
        if (!call.path.startsWith('/'))
            return {};
        break;
    default:
        return {};
    }
    return call;
}

} // namespace sandman
