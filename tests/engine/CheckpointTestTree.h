// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <QFile>
#include <QMap>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sandman::test {

// Byte-level helpers for checkpoint tests: write files with exact modes and names (not UTF-8
// too), and describe a whole tree (type, mode, content hash or link target, path by path),
// never following a symlink, so two descriptions are equal exactly when a restore is exact.
struct CheckpointTestTree {
    static bool write(const QByteArray &path, const QByteArray &content, mode_t mode = 0644)
    {
        const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        if (fd < 0)
            return false;
        const bool ok = ::write(fd, content.constData(), size_t(content.size())) == content.size();
        ::fchmod(fd, mode);
        ::close(fd);
        return ok;
    }

    // By bytes: QFile cannot open a name that is not UTF-8.
    static QByteArray read(const QByteArray &path)
    {
        const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            return QByteArrayLiteral("<missing>");
        QByteArray data;
        char buffer[65536];
        ssize_t n;
        while ((n = ::read(fd, buffer, sizeof buffer)) > 0)
            data.append(buffer, int(n));
        ::close(fd);
        return data;
    }
    // QTemporaryDir cannot remove names that are not UTF-8 either: tests remove them first.
    static void removeRaw(const QByteArray &path) { ::unlink(path.constData()); }

    static void describe(const QByteArray &root, const QByteArray &relative,
                         QMap<QByteArray, QByteArray> *out)
    {
        const QByteArray path = relative.isEmpty() ? root : root + '/' + relative;
        DIR *listing = ::opendir(path.constData());
        if (!listing)
            return;
        QList<QByteArray> names;
        while (dirent *child = ::readdir(listing)) {
            const QByteArray name(child->d_name);
            if (name != "." && name != "..")
                names.append(name);
        }
        ::closedir(listing);
        for (const QByteArray &name : names) {
            const QByteArray rel = relative.isEmpty() ? name : relative + '/' + name;
            const QByteArray full = root + '/' + rel;
            struct stat st;
            if (::lstat(full.constData(), &st) != 0)
                continue;
            const QByteArray mode = QByteArray::number(st.st_mode & 07777, 8);
            if (S_ISDIR(st.st_mode)) {
                out->insert(rel, "dir " + mode);
                describe(root, rel, out);
            } else if (S_ISLNK(st.st_mode)) {
                char target[4096];
                const ssize_t n = ::readlink(full.constData(), target, sizeof target);
                out->insert(rel, "link " + QByteArray(target, int(qMax<ssize_t>(n, 0))));
            } else {
                out->insert(rel,
                            "file " + mode + ' '
                                + QCryptographicHash::hash(read(full), QCryptographicHash::Sha256).toHex());
            }
        }
    }

    static QMap<QByteArray, QByteArray> describe(const QByteArray &root)
    {
        QMap<QByteArray, QByteArray> out;
        describe(root, QByteArray(), &out);
        return out;
    }
};

} // namespace sandman::test
