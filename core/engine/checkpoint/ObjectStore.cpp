// SPDX-License-Identifier: Apache-2.0
#include "ObjectStore.h"

#include "Sha256.h"
#include "engine/ErrnoText.h"

#include <QCoreApplication>
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

// Reads into buffer (from its current size) until the end or until it holds limit bytes.
// False with errno on a read error. A regular file's read returns less than asked only at its
// end (Linux): then one read is enough, without a second one to see the end.
bool readUpTo(int fd, QByteArray *buffer, qint64 limit, bool shortReadEnds = false)
{
    while (buffer->size() < limit) {
        const qsizetype had = buffer->size();
        buffer->resize(limit);
        const ssize_t n = ::read(fd, buffer->data() + had, size_t(limit - had));
        if (n < 0 && errno == EINTR) {
            buffer->resize(had);
            continue;
        }
        buffer->resize(had + qMax<ssize_t>(n, 0));
        if (n < 0)
            return false;
        if (n == 0 || (shortReadEnds && n < limit - had))
            return true;
    }
    return true;
}

QString readError(int code)
{
    return QCoreApplication::translate("ObjectStore", "cannot read the file: %1").arg(errnoText(code));
}

} // namespace

ObjectStore::ObjectStore(QString directory, qint64 packBytes)
    : m_directory(std::move(directory))
    , m_packBytes(packBytes)
{ }

ObjectStore::~ObjectStore() = default;

bool ObjectStore::open(bool keep, QString *error)
{
    m_objects.clear();
    m_packs.clear();
    m_deadBytes.clear();
    m_current = nullptr;
    m_prefixes.clear();
    m_bytes = 0;
    const QString objects = m_directory + QStringLiteral("/objects");
    if (!keep) {
        QDir(objects).removeRecursively();
        QDir(m_directory + QStringLiteral("/packs")).removeRecursively();
    }
    QDir(m_directory + QStringLiteral("/tmp")).removeRecursively(); // copies cut short
    if (!QDir().mkpath(objects) || !QDir().mkpath(m_directory + QStringLiteral("/packs"))
        || !QDir().mkpath(m_directory + QStringLiteral("/tmp"))) {
        *error = QCoreApplication::translate("ObjectStore", "cannot create the checkpoint store %1")
                     .arg(m_directory);
        return false;
    }
    if (keep)
        scanLoose(objects);
    return openPacks(keep, error);
}

bool ObjectStore::openPacks(bool keep, QString *error)
{
    const QDir folder(m_directory + QStringLiteral("/packs"));
    QList<int> numbers;
    if (keep) {
        for (const QString &name : folder.entryList({QStringLiteral("*.pack")}, QDir::Files)) {
            bool ok = false;
            const int number = name.chopped(5).toInt(&ok);
            if (ok && number > 0)
                numbers.append(number);
        }
        std::sort(numbers.begin(), numbers.end());
    }
    for (const int number : std::as_const(numbers)) {
        auto pack
            = std::make_unique<ObjectPack>(folder.filePath(QStringLiteral("%1.pack").arg(number)), number);
        if (!pack->open(error))
            return false;
        for (const ObjectPack::Record &record : pack->scan()) {
            if (m_objects.contains(record.hash)) { // kept twice (a repack cut short): one is dead
                m_deadBytes[number] += ObjectPack::kHeaderBytes + record.size;
                continue;
            }
            m_objects.insert(record.hash, {number, record.offset, record.size});
            m_bytes += record.size;
        }
        m_current = pack.get();
        m_packs.emplace(number, std::move(pack));
    }
    return true;
}

ObjectPack *ObjectStore::packFor(qint64 size, QString *error)
{
    if (m_current && m_current->size() + ObjectPack::kHeaderBytes + size <= m_packBytes)
        return m_current;
    const int number = m_packs.empty() ? 1 : m_packs.rbegin()->first + 1;
    auto pack
        = std::make_unique<ObjectPack>(m_directory + QStringLiteral("/packs/%1.pack").arg(number), number);
    if (!pack->open(error))
        return nullptr;
    m_current = pack.get();
    m_packs.emplace(number, std::move(pack));
    return m_current;
}

void ObjectStore::scanLoose(const QString &objects)
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
            m_objects.insert(two + rest, {-1, 0, qint64(info.st_size)});
            m_bytes += info.st_size;
        }
        ::closedir(listing);
    }
    ::closedir(prefixes);
}

QString ObjectStore::loosePath(const QByteArray &hash) const
{
    return m_directory + QStringLiteral("/objects/") + QString::fromLatin1(hash.left(2)) + QLatin1Char('/')
        + QString::fromLatin1(hash.mid(2));
}

qint64 ObjectStore::sizeOf(const QByteArray &hash) const
{
    const auto it = m_objects.constFind(hash);
    return it == m_objects.cend() ? -1 : it->size;
}

QByteArray ObjectStore::put(int fd, qint64 *added, QString *error)
{
    *added = 0;
    // A small file is read whole (one read, usually), then packed; a larger one is streamed.
    m_buffer.clear();
    if (!readUpTo(fd, &m_buffer, kPackedMax + 1, true)) {
        *error = readError(errno);
        return {};
    }
    if (m_buffer.size() <= kPackedMax)
        return putPacked(m_buffer, added, error);
    return putLoose(fd, m_buffer, added, error);
}

QByteArray ObjectStore::putPacked(const QByteArray &data, qint64 *added, QString *error)
{
    const QByteArray hash = Sha256::hex(data);
    if (m_objects.contains(hash))
        return hash;
    if (overQuota(data.size())) {
        *error = QCoreApplication::translate("ObjectStore", "the checkpoint store is full (%1 bytes allowed)")
                     .arg(m_quota);
        return {};
    }
    ObjectPack *pack = packFor(data.size(), error);
    if (!pack)
        return {};
    const qint64 offset = pack->append(hash, data.constData(), data.size(), error);
    if (offset < 0)
        return {};
    m_objects.insert(hash, {pack->number(), offset, data.size()});
    m_bytes += data.size();
    *added = data.size();
    return hash;
}

QByteArray ObjectStore::putLoose(int fd, const QByteArray &head, qint64 *added, QString *error)
{
    const QByteArray temp
        = QFile::encodeName(m_directory + QStringLiteral("/tmp/") + QString::number(m_nextTemp++));
    const int out = ::open(temp.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (out < 0) {
        *error = ObjectPack::writeError(errno);
        return {};
    }
    Sha256 hasher;
    QByteArray chunk = head;
    qint64 total = 0;
    QString failure;
    for (;;) {
        if (chunk.isEmpty()) {
            if (!readUpTo(fd, &chunk, kChunk)) {
                failure = readError(errno);
                break;
            }
            if (chunk.isEmpty())
                break;
        }
        total += chunk.size();
        if (overQuota(total)) {
            failure = QCoreApplication::translate("ObjectStore",
                                                  "the checkpoint store is full (%1 bytes allowed)")
                          .arg(m_quota);
            break;
        }
        hasher.add(chunk);
        if (!writeAll(out, chunk.constData(), chunk.size())) {
            failure = ObjectPack::writeError(errno);
            break;
        }
        chunk.clear();
    }
    if (failure.isEmpty() && ::close(out) != 0)
        failure = ObjectPack::writeError(errno);
    else if (!failure.isEmpty())
        ::close(out);
    if (!failure.isEmpty()) {
        ::unlink(temp.constData());
        *error = failure;
        return {};
    }
    const QByteArray hash = hasher.hexResult();
    if (m_objects.contains(hash)) {
        ::unlink(temp.constData());
        return hash;
    }
    const QString target = loosePath(hash);
    if (!m_prefixes.contains(hash.left(2))) {
        const QByteArray prefixDir = QFile::encodeName(target.left(target.lastIndexOf(QLatin1Char('/'))));
        ::mkdir(prefixDir.constData(), 0700);
        m_prefixes.insert(hash.left(2));
    }
    if (::rename(temp.constData(), QFile::encodeName(target).constData()) != 0) {
        *error = ObjectPack::writeError(errno);
        ::unlink(temp.constData());
        return {};
    }
    m_objects.insert(hash, {-1, 0, total});
    m_bytes += total;
    *added = total;
    return hash;
}

std::optional<QByteArray> ObjectStore::read(const QByteArray &hash, qint64 limit) const
{
    const auto it = m_objects.constFind(hash);
    if (it == m_objects.cend() || it->size > limit)
        return std::nullopt;
    if (it->pack < 0) {
        QFile file(loosePath(hash));
        if (!file.open(QIODevice::ReadOnly))
            return std::nullopt;
        return file.readAll();
    }
    const auto pack = m_packs.find(it->pack);
    QByteArray bytes(it->size, Qt::Uninitialized);
    if (pack == m_packs.end() || !pack->second->read(it->offset, it->size, bytes.data()))
        return std::nullopt;
    return bytes;
}

bool ObjectStore::copyTo(const QByteArray &hash, int fd) const
{
    const auto it = m_objects.constFind(hash);
    if (it == m_objects.cend()) {
        errno = ENOENT;
        return false;
    }
    if (it->pack >= 0) {
        const std::optional<QByteArray> bytes = read(hash, kPackedMax);
        return bytes && writeAll(fd, bytes->constData(), bytes->size());
    }
    const int in = ::open(QFile::encodeName(loosePath(hash)).constData(), O_RDONLY | O_CLOEXEC);
    if (in < 0)
        return false;
    QByteArray chunk;
    bool ok = true;
    for (;;) {
        chunk.clear();
        if (!readUpTo(in, &chunk, kChunk)) {
            ok = false;
            break;
        }
        if (chunk.isEmpty())
            break;
        if (!writeAll(fd, chunk.constData(), chunk.size())) {
            ok = false;
            break;
        }
    }
    const int code = errno;
    ::close(in);
    errno = code;
    return ok;
}

void ObjectStore::remove(const QByteArray &hash)
{
    const auto it = m_objects.constFind(hash);
    if (it == m_objects.cend())
        return;
    const Location location = *it;
    m_bytes -= location.size;
    m_objects.erase(it);
    if (location.pack < 0) {
        ::unlink(QFile::encodeName(loosePath(hash)).constData());
        return;
    }
    qint64 &dead = m_deadBytes[location.pack];
    dead += ObjectPack::kHeaderBytes + location.size;
    const auto pack = m_packs.find(location.pack);
    // Mostly garbage: its live objects move to the current pack and the file goes.
    if (pack != m_packs.end() && pack->second.get() != m_current && 2 * dead >= pack->second->size())
        repack(location.pack);
}

void ObjectStore::repack(int number)
{
    const auto found = m_packs.find(number);
    if (found == m_packs.end())
        return;
    std::unique_ptr<ObjectPack> old = std::move(found->second);
    m_packs.erase(found);
    m_deadBytes.remove(number);
    QByteArray bytes;
    for (auto it = m_objects.begin(); it != m_objects.end(); ++it) {
        if (it->pack != number)
            continue;
        bytes.resize(it->size);
        QString error;
        ObjectPack *pack
            = old->read(it->offset, it->size, bytes.data()) ? packFor(it->size, &error) : nullptr;
        const qint64 offset = pack ? pack->append(it.key(), bytes.constData(), it->size, &error) : -1;
        if (offset < 0) { // keep the old pack: nothing is lost, it is only not compacted
            m_packs.emplace(number, std::move(old));
            qWarning("checkpoints: cannot compact %s: %s", qPrintable(m_packs[number]->path()),
                     qPrintable(error));
            return;
        }
        *it = {pack->number(), offset, it->size};
    }
    old->removeFile();
}

} // namespace sandman
