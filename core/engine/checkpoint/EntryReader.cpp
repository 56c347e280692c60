// SPDX-License-Identifier: Apache-2.0
#include "EntryReader.h"

#include "ObjectStore.h"
#include "engine/ErrnoText.h"

#include <QCoreApplication>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sandman {

namespace {
qint64 nanoseconds(const timespec &time)
{
    return qint64(time.tv_sec) * 1000000000 + time.tv_nsec;
}
} // namespace

EntryReader::EntryReader(QByteArray root, ObjectStore *store)
    : m_root(std::move(root))
    , m_store(store)
{ }

EntryReader::Result EntryReader::read(const QByteArray &relativePath, const FileEntry *known) const
{
    Result result;
    const QByteArray path = absolute(relativePath);
    struct stat st;
    if (::lstat(path.constData(), &st) != 0)
        return result;
    FileEntry entry;
    entry.mode = st.st_mode & 07777;
    entry.mtimeNs = nanoseconds(st.st_mtim);
    entry.ctimeNs = nanoseconds(st.st_ctim);
    entry.inode = st.st_ino;
    if (S_ISDIR(st.st_mode)) {
        entry.type = FileEntry::Directory;
    } else if (S_ISLNK(st.st_mode)) {
        entry.type = FileEntry::Symlink;
        QByteArray target(qMax<qint64>(st.st_size, 255) + 1, Qt::Uninitialized);
        const ssize_t n = ::readlink(path.constData(), target.data(), size_t(target.size()));
        if (n < 0)
            return result;
        target.truncate(n);
        entry.linkTarget = target;
        entry.size = n;
    } else if (S_ISREG(st.st_mode)) {
        entry.type = FileEntry::File;
        entry.size = st.st_size;
        if (known && known->sameStat(entry) && known->isStored() && m_store->contains(known->hash)) {
            entry.hash = known->hash;
        } else {
            const int fd = ::open(path.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY);
            if (fd < 0) {
                result.error = QCoreApplication::translate("EntryReader", "cannot read %1: %2")
                                   .arg(QString::fromUtf8(relativePath), errnoText(errno));
            } else {
                entry.hash = m_store->put(fd, &result.bytesAdded, &result.error);
                ::close(fd);
            }
        }
    } else {
        // FIFOs, sockets, devices: nothing a checkpoint can bring back.
        return result;
    }
    result.entry = entry;
    return result;
}

} // namespace sandman
