// SPDX-License-Identifier: Apache-2.0
#include "WorkspaceWriter.h"

#include "ObjectStore.h"
#include "engine/ErrnoText.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sandman {

namespace {
QString shown(const QByteArray &path)
{
    return QString::fromUtf8(path);
}

} // namespace

WorkspaceWriter::WorkspaceWriter(QByteArray root, const ObjectStore *store)
    : m_root(std::move(root))
    , m_store(store)
{ }

WorkspaceWriter::~WorkspaceWriter()
{
    if (m_rootFd >= 0)
        ::close(m_rootFd);
}

bool WorkspaceWriter::open(QString *error)
{
    m_rootFd = ::open(m_root.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (m_rootFd < 0) {
        *error = QCoreApplication::translate("WorkspaceWriter", "cannot open the workspace: %1")
                     .arg(errnoText(errno));
        return false;
    }
    return true;
}

int WorkspaceWriter::openParent(const QByteArray &relativePath, bool create, QByteArray *name,
                                QString *error) const
{
    const QList<QByteArray> parts = relativePath.split('/');
    int directory = ::dup(m_rootFd);
    QByteArray walked;
    for (int i = 0; i + 1 < parts.size(); ++i) {
        const QByteArray &part = parts.at(i);
        if (part.isEmpty() || part == "." || part == "..") {
            ::close(directory);
            *error
                = QCoreApplication::translate("WorkspaceWriter", "invalid path %1").arg(shown(relativePath));
            return -1;
        }
        walked += (walked.isEmpty() ? "" : "/") + part;
        int next = ::openat(directory, part.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (next < 0 && errno == ENOENT && create) {
            ::mkdirat(directory, part.constData(), 0755);
            next = ::openat(directory, part.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        }
        if (next < 0) {
            const int code = errno;
            ::close(directory);
            if (code == ENOENT && !create)
                return -2; // nothing there to remove
            *error = code == ELOOP || code == ENOTDIR
                ? QCoreApplication::translate(
                      "WorkspaceWriter",
                      "refused: %1 is a symlink or not a directory, and nothing is written through it")
                      .arg(shown(walked))
                : QCoreApplication::translate("WorkspaceWriter", "cannot open %1: %2")
                      .arg(shown(walked), errnoText(code));
            return -1;
        }
        ::close(directory);
        directory = next;
    }
    *name = parts.last();
    if (name->isEmpty() || *name == "." || *name == "..") {
        ::close(directory);
        *error = QCoreApplication::translate("WorkspaceWriter", "invalid path %1").arg(shown(relativePath));
        return -1;
    }
    return directory;
}

bool WorkspaceWriter::removeAt(int directory, const QByteArray &name, QString *error)
{
    struct stat st;
    if (::fstatat(directory, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0)
        return errno == ENOENT;
    if (S_ISDIR(st.st_mode)) {
        const int fd = ::openat(directory, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0) {
            *error = QCoreApplication::translate("WorkspaceWriter", "cannot remove %1: %2")
                         .arg(shown(name), errnoText(errno));
            return false;
        }
        DIR *listing = ::fdopendir(fd);
        if (!listing) {
            ::close(fd);
            return false;
        }
        QList<QByteArray> children;
        while (dirent *child = ::readdir(listing)) {
            const QByteArray childName(child->d_name);
            if (childName != "." && childName != "..")
                children.append(childName);
        }
        bool ok = true;
        for (const QByteArray &child : children)
            ok = removeAt(::dirfd(listing), child, error) && ok;
        ::closedir(listing);
        if (ok && ::unlinkat(directory, name.constData(), AT_REMOVEDIR) != 0 && errno != ENOENT) {
            *error = QCoreApplication::translate("WorkspaceWriter", "cannot remove %1: %2")
                         .arg(shown(name), errnoText(errno));
            return false;
        }
        return ok;
    }
    if (::unlinkat(directory, name.constData(), 0) != 0 && errno != ENOENT) {
        *error = QCoreApplication::translate("WorkspaceWriter", "cannot remove %1: %2")
                     .arg(shown(name), errnoText(errno));
        return false;
    }
    return true;
}

bool WorkspaceWriter::writeFile(int directory, const QByteArray &name, const FileEntry &entry, QString *error)
{
    if (!entry.isStored() || !m_store->contains(entry.hash)) {
        *error = QCoreApplication::translate(
                     "WorkspaceWriter",
                     "the checkpoint does not hold the content of %1 (it could not be stored)")
                     .arg(shown(name));
        return false;
    }
    const QByteArray temp
        = ".sandman-restore-" + QByteArray::number(::getpid()) + '-' + QByteArray::number(m_nextTemp++);
    const int out
        = ::openat(directory, temp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (out < 0) {
        *error = QCoreApplication::translate("WorkspaceWriter", "cannot write %1: %2")
                     .arg(shown(name), errnoText(errno));
        return false;
    }
    bool ok = m_store->copyTo(entry.hash, out);
    const int code = errno;
    const timespec times[2]
        = {{0, UTIME_OMIT}, {time_t(entry.mtimeNs / 1000000000), long(entry.mtimeNs % 1000000000)}};
    ok = ok && ::fchmod(out, mode_t(entry.mode)) == 0 && ::futimens(out, times) == 0;
    ok = (::close(out) == 0) && ok;
    if (!ok) {
        ::unlinkat(directory, temp.constData(), 0);
        *error = QCoreApplication::translate("WorkspaceWriter", "cannot write %1: %2")
                     .arg(shown(name), errnoText(code));
        return false;
    }
    struct stat st;
    if (::fstatat(directory, name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISDIR(st.st_mode)
        && !removeAt(directory, name, error)) {
        ::unlinkat(directory, temp.constData(), 0);
        return false;
    }
    if (::renameat(directory, temp.constData(), directory, name.constData()) != 0) {
        *error = QCoreApplication::translate("WorkspaceWriter", "cannot write %1: %2")
                     .arg(shown(name), errnoText(errno));
        ::unlinkat(directory, temp.constData(), 0);
        return false;
    }
    return true;
}

bool WorkspaceWriter::apply(const QByteArray &relativePath, const std::optional<FileEntry> &entry,
                            QString *error)
{
    QByteArray name;
    const int directory = openParent(relativePath, entry.has_value(), &name, error);
    if (directory == -2)
        return true;
    if (directory < 0)
        return false;
    bool ok = true;
    if (!entry) {
        ok = removeAt(directory, name, error);
    } else if (entry->type == FileEntry::File) {
        ok = writeFile(directory, name, *entry, error);
    } else if (entry->type == FileEntry::Directory) {
        struct stat st;
        const bool exists = ::fstatat(directory, name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0;
        if (exists && !S_ISDIR(st.st_mode))
            ok = removeAt(directory, name, error);
        if (ok && (!exists || !S_ISDIR(st.st_mode)) && ::mkdirat(directory, name.constData(), 0700) != 0) {
            *error = QCoreApplication::translate("WorkspaceWriter", "cannot create %1: %2")
                         .arg(shown(relativePath), errnoText(errno));
            ok = false;
        }
        // fchmodat never follows here: name is a directory we made or found, not a link.
        if (ok && ::fchmodat(directory, name.constData(), mode_t(entry->mode), 0) != 0) {
            *error = QCoreApplication::translate("WorkspaceWriter", "cannot set the mode of %1: %2")
                         .arg(shown(relativePath), errnoText(errno));
            ok = false;
        }
    } else {
        const QByteArray temp
            = ".sandman-restore-" + QByteArray::number(::getpid()) + '-' + QByteArray::number(m_nextTemp++);
        struct stat st;
        if (::fstatat(directory, name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISDIR(st.st_mode))
            ok = removeAt(directory, name, error);
        if (ok
            && (::symlinkat(entry->linkTarget.constData(), directory, temp.constData()) != 0
                || ::renameat(directory, temp.constData(), directory, name.constData()) != 0)) {
            *error = QCoreApplication::translate("WorkspaceWriter", "cannot create the symlink %1: %2")
                         .arg(shown(relativePath), errnoText(errno));
            ::unlinkat(directory, temp.constData(), 0);
            ok = false;
        }
    }
    ::close(directory);
    return ok;
}

} // namespace sandman
