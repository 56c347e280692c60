// SPDX-License-Identifier: Apache-2.0
#include "ObjectPack.h"

#include "engine/ErrnoText.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

namespace sandman {

QString ObjectPack::writeError(int code)
{
    return QCoreApplication::translate("ObjectStore", "cannot write to the checkpoint store: %1")
        .arg(errnoText(code));
}

ObjectPack::ObjectPack(QString path, int number)
    : m_path(std::move(path))
    , m_number(number)
{ }

ObjectPack::~ObjectPack()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

bool ObjectPack::open(QString *error)
{
    m_fd = ::open(QFile::encodeName(m_path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    struct stat st {
    };
    if (m_fd < 0 || ::fstat(m_fd, &st) != 0) {
        *error = writeError(errno);
        return false;
    }
    m_size = st.st_size;
    return true;
}

QList<ObjectPack::Record> ObjectPack::scan()
{
    QList<Record> records;
    qint64 offset = 0;
    unsigned char header[kHeaderBytes];
    while (offset + kHeaderBytes <= m_size) {
        if (::pread(m_fd, header, kHeaderBytes, offset) != kHeaderBytes)
            break;
        const qint64 size = qint64(header[32]) | qint64(header[33]) << 8 | qint64(header[34]) << 16
            | qint64(header[35]) << 24;
        if (offset + kHeaderBytes + size > m_size)
            break; // cut short
        records.append(
            {QByteArray(reinterpret_cast<const char *>(header), 32).toHex(), offset + kHeaderBytes, size});
        offset += kHeaderBytes + size;
    }
    if (offset < m_size && ::ftruncate(m_fd, offset) == 0)
        m_size = offset;
    return records;
}

qint64 ObjectPack::append(const QByteArray &hexHash, const char *data, qint64 size, QString *error)
{
    unsigned char header[kHeaderBytes];
    const QByteArray raw = QByteArray::fromHex(hexHash);
    memcpy(header, raw.constData(), 32);
    for (int i = 0; i < 4; ++i)
        header[32 + i] = static_cast<unsigned char>((quint64(size) >> (8 * i)) & 0xff);
    iovec parts[2] = {{header, size_t(kHeaderBytes)}, {const_cast<char *>(data), size_t(size)}};
    const qint64 start = m_size;
    qint64 done = 0;
    const qint64 total = kHeaderBytes + size;
    while (done < total) {
        // pwritev at the end rather than O_APPEND: a short write resumes where it stopped.
        iovec rest[2];
        int count = 0;
        qint64 skip = done;
        for (const iovec &part : parts) {
            if (skip >= qint64(part.iov_len)) {
                skip -= qint64(part.iov_len);
                continue;
            }
            rest[count++] = {static_cast<char *>(part.iov_base) + skip, part.iov_len - size_t(skip)};
            skip = 0;
        }
        const ssize_t n = ::pwritev(m_fd, rest, count, start + done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int code = n < 0 ? errno : ENOSPC;
            // What was written of it is no record: cut off, and the next append writes over it.
            const bool cut = ::ftruncate(m_fd, start) == 0;
            Q_UNUSED(cut);
            *error = writeError(code);
            return -1;
        }
        done += n;
    }
    m_size = start + total;
    return start + kHeaderBytes;
}

bool ObjectPack::read(qint64 offset, qint64 size, char *into) const
{
    qint64 done = 0;
    while (done < size) {
        const ssize_t n = ::pread(m_fd, into + done, size_t(size - done), offset + done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}

void ObjectPack::removeFile()
{
    ::unlink(QFile::encodeName(m_path).constData());
}

} // namespace sandman
