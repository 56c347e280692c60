// SPDX-License-Identifier: Apache-2.0
#include "DiskUsage.h"

#include <QFile>
#include <QSet>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <vector>

namespace sandman {

DiskUsage DiskUsage::measure(const QString &dir, qint64 maxEntries)
{
    DiskUsage usage;
    const QByteArray root = QFile::encodeName(dir);
    struct stat rootInfo = {};
    if (::lstat(root.constData(), &rootInfo) != 0 || !S_ISDIR(rootInfo.st_mode))
        return usage;
    usage.bytes += qint64(rootInfo.st_blocks) * 512;
    QSet<QPair<quint64, quint64>> linked; // (dev, inode) of files with several links
    // Paths, not open folders: a folder with many subfolders must not hold a descriptor each.
    std::vector<QByteArray> pending{root};
    while (!pending.empty() && usage.complete) {
        const QByteArray path = pending.back();
        pending.pop_back();
        const int fd = ::open(path.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        DIR *stream = fd < 0 ? nullptr : ::fdopendir(fd);
        if (!stream) {
            if (fd >= 0)
                ::close(fd);
            continue;
        }
        while (const dirent *entry = ::readdir(stream)) {
            const char *name = entry->d_name;
            if (name[0] == '.' && (name[1] == '\0' || (name[1] == '.' && name[2] == '\0')))
                continue;
            if (++usage.entries > maxEntries) {
                usage.complete = false;
                break;
            }
            struct stat info = {};
            if (::fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) != 0)
                continue;
            if (info.st_nlink > 1 && !S_ISDIR(info.st_mode)) {
                const QPair<quint64, quint64> key(quint64(info.st_dev), quint64(info.st_ino));
                if (linked.contains(key))
                    continue; // counted through another link
                linked.insert(key);
            }
            usage.bytes += qint64(info.st_blocks) * 512;
            if (S_ISDIR(info.st_mode) && info.st_dev == rootInfo.st_dev)
                pending.push_back(path + '/' + name);
        }
        ::closedir(stream);
    }
    return usage;
}

} // namespace sandman
