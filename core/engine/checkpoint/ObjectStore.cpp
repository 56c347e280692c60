// SPDX-License-Identifier: Apache-2.0
#include "ObjectStore.h"

#include "engine/ErrnoText.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>

#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sandman {

namespace {
constexpr qint64 kChunk = 1024 * 1024;

bool writeAll(int fd, const char *data, qint64 size)
{
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size_t(size));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data += n;
        size -= n;
    }
    return true;
}
} // namespace

ObjectStore::ObjectStore(QString directory)
    : m_directory(std::move(directory))
{ }

bool ObjectStore::open(bool keep, QString *error)
{
    m_sizes.clear();
    m_prefixes.clear();
    m_bytes = 0;
    const QString objects = m_directory + QStringLiteral("/objects");
    if (!keep)
        QDir(objects).removeRecursively();
    QDir(m_directory + QStringLiteral("/tmp")).removeRecursively(); // copies cut short
    if (!QDir().mkpath(m_directory + QStringLiteral("/objects"))
        || !QDir().mkpath(m_directory + QStringLiteral("/tmp"))) {
        *error = QCoreApplication::translate("ObjectStore", "cannot create the checkpoint store %1")
                     .arg(m_directory);
        return false;
    }
    if (keep)
        scan(objects);
    return true;
}

void ObjectStore::scan(const QString &objects)
{
    const QByteArray top = QFile::encodeName(objects);
    DIR *prefixes = ::opendir(top.constData());
    if (!prefixes)
        return;
    while (dirent *prefix = ::readdir(prefixes)) {
        const QByteArray two(prefix->d_name);
        if (two.size() != 2)
            continue;
        const QByteArray folder = top + '/' + two;
        DIR *listing = ::opendir(folder.constData());
        if (!listing)
            continue;
        m_prefixes.insert(two);
        while (dirent *object = ::readdir(listing)) {
            struct stat info {
            };
            const QByteArray rest(object->d_name);
            if (rest.size() != 62
                || ::fstatat(dirfd(listing), object->d_name, &info, AT_SYMLINK_NOFOLLOW) != 0
                || !S_ISREG(info.st_mode))
                continue;
            m_sizes.insert(two + rest, info.st_size);
            m_bytes += info.st_size;
        }
        ::closedir(listing);
    }
    ::closedir(prefixes);
}

QString ObjectStore::pathOf(const QByteArray &hash) const
{
    return m_directory + QStringLiteral("/objects/") + QString::fromLatin1(hash.left(2)) + QLatin1Char('/')
        + QString::fromLatin1(hash.mid(2));
}

QByteArray ObjectStore::put(int fd, qint64 *added, QString *error)
{
    *added = 0;
    const QByteArray temp
        = QFile::encodeName(m_directory + QStringLiteral("/tmp/") + QString::number(m_nextTemp++));
    const int out = ::open(temp.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (out < 0) {
        *error = QCoreApplication::translate("ObjectStore", "cannot write to the checkpoint store: %1")
                     .arg(errnoText(errno));
        return {};
    }
    QCryptographicHash hasher(QCryptographicHash::Sha256);
    QByteArray buffer(kChunk, Qt::Uninitialized);
    qint64 total = 0;
    QString failure;
    for (;;) {
        const ssize_t n = ::read(fd, buffer.data(), size_t(kChunk));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            failure = QCoreApplication::translate("ObjectStore", "cannot read the file: %1")
                          .arg(errnoText(errno));
            break;
        }
        if (n == 0)
            break;
        total += n;
        if (m_quota > 0 && m_bytes + total > m_quota) {
            failure = QCoreApplication::translate("ObjectStore",
                                                  "the checkpoint store is full (%1 bytes allowed)")
                          .arg(m_quota);
            break;
        }
        hasher.addData(QByteArrayView(buffer.constData(), n));
        if (!writeAll(out, buffer.constData(), n)) {
            failure = QCoreApplication::translate("ObjectStore", "cannot write to the checkpoint store: %1")
                          .arg(errnoText(errno));
            break;
        }
    }
    if (failure.isEmpty() && ::close(out) != 0)
        failure = QCoreApplication::translate("ObjectStore", "cannot write to the checkpoint store: %1")
                      .arg(errnoText(errno));
    else if (!failure.isEmpty())
        ::close(out);
    if (!failure.isEmpty()) {
        ::unlink(temp.constData());
        *error = failure;
        return {};
    }
    const QByteArray hash = hasher.result().toHex();
    if (m_sizes.contains(hash)) {
        ::unlink(temp.constData());
        return hash;
    }
    const QString target = pathOf(hash);
    if (!m_prefixes.contains(hash.left(2))) {
        const QByteArray prefixDir = QFile::encodeName(target.left(target.lastIndexOf(QLatin1Char('/'))));
        ::mkdir(prefixDir.constData(), 0700);
        m_prefixes.insert(hash.left(2));
    }
    if (::rename(temp.constData(), QFile::encodeName(target).constData()) != 0) {
        *error = QCoreApplication::translate("ObjectStore", "cannot write to the checkpoint store: %1")
                     .arg(errnoText(errno));
        ::unlink(temp.constData());
        return {};
    }
    m_sizes.insert(hash, total);
    m_bytes += total;
    *added = total;
    return hash;
}

void ObjectStore::remove(const QByteArray &hash)
{
    const auto it = m_sizes.constFind(hash);
    if (it == m_sizes.cend())
        return;
    m_bytes -= *it;
    m_sizes.erase(it);
    ::unlink(QFile::encodeName(pathOf(hash)).constData());
}

} // namespace sandman
