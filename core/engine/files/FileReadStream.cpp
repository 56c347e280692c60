// SPDX-License-Identifier: Apache-2.0
#include "FileReadStream.h"

#include "FileService.h"

#include <QStringDecoder>

#include <cerrno>
#include <unistd.h>

namespace sandman {

FileReadStream::FileReadStream(int fd, QString clientPath, qint64 size, QString mimeType, bool forceBase64)
    : m_fd(fd)
    , m_clientPath(std::move(clientPath))
    , m_size(size)
    , m_mimeType(std::move(mimeType))
    , m_forceBase64(forceBase64)
{ }

FileReadStream::~FileReadStream()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

QString FileReadStream::encoding() const
{
    return m_binary || m_forceBase64 ? QStringLiteral("base64") : QStringLiteral("utf-8");
}

QByteArray FileReadStream::takeIncompleteUtf8Tail(QByteArray *data)
{
    const qsizetype size = data->size();
    // The lead byte of the last sequence is at most 3 bytes before the end.
    for (qsizetype i = size - 1; i >= 0 && i >= size - 4; --i) {
        const auto byte = static_cast<unsigned char>(data->at(i));
        if ((byte & 0xC0) == 0x80)
            continue; // continuation byte
        const qsizetype need = byte >= 0xF0 && byte <= 0xF7 ? 4
            : byte >= 0xE0 && byte <= 0xEF                  ? 3
            : byte >= 0xC0 && byte <= 0xDF                  ? 2
                                                            : 1;
        if (need <= size - i)
            return {};
        QByteArray tail = data->mid(i);
        data->truncate(i);
        return tail;
    }
    return {};
}

FileReadStream::Result FileReadStream::readSome(QByteArray *out, qint64 max)
{
    out->resize(qsizetype(max));
    qint64 filled = 0;
    while (filled < max) {
        const ssize_t got = ::read(m_fd, out->data() + filled, size_t(max - filled));
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            const int readError = errno;
            out->clear();
            return FileService::errorFromErrno(readError, m_clientPath, QStringLiteral("read"));
        }
        if (got == 0)
            break;
        filled += got;
    }
    out->truncate(qsizetype(filled));
    return std::nullopt;
}

FileReadStream::Result FileReadStream::rewind()
{
    if (::lseek(m_fd, 0, SEEK_SET) != 0)
        return FileService::errorFromErrno(errno, m_clientPath, QStringLiteral("read"));
    m_carry.clear();
    return std::nullopt;
}

FileReadStream::Result FileReadStream::classify(qint64 budget, bool *done)
{
    *done = m_classified;
    if (m_classified)
        return std::nullopt;
    qint64 scanned = 0;
    QByteArray block;
    while (scanned < budget) {
        if (auto failed = readSome(&block, qMin(kChunkSize, budget - scanned)))
            return failed;
        scanned += block.size();
        const bool atEnd = block.isEmpty();
        block.prepend(m_carry);
        m_carry = takeIncompleteUtf8Tail(&block);
        bool binary = block.contains('\0');
        if (!binary) {
            // Stateless: a piece cut at character boundaries is valid exactly when the file is.
            QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
            const QString text = decoder(block);
            Q_UNUSED(text);
            binary = decoder.hasError();
        }
        // A sequence still incomplete at the end of the file is invalid UTF-8 too.
        if (atEnd && !m_carry.isEmpty())
            binary = true;
        if (binary || atEnd) {
            m_binary = binary;
            m_classified = true;
            *done = true;
            return rewind();
        }
    }
    return std::nullopt;
}

FileReadStream::Result FileReadStream::nextChunk(QString *data, bool *eof)
{
    data->clear();
    *eof = false;
    if (!m_classified)
        return FileError{FileError::Internal,
                         QStringLiteral("%1: read before the content was classified").arg(m_clientPath),
                         {{QStringLiteral("path"), m_clientPath}}};
    if (m_eof) {
        *eof = true;
        return std::nullopt;
    }
    QByteArray block;
    if (auto failed = readSome(&block, kChunkSize))
        return failed;
    m_bytesRead += block.size();
    if (encoding() == QLatin1String("base64")) {
        m_eof = block.isEmpty();
        *eof = m_eof;
        *data = QString::fromLatin1(block.toBase64());
        return std::nullopt;
    }
    if (block.isEmpty()) {
        m_eof = true;
        // The file changed after it was classified and now ends inside a character.
        *data = QString::fromUtf8(std::exchange(m_carry, {}));
        *eof = data->isEmpty();
        return std::nullopt;
    }
    block.prepend(m_carry);
    m_carry = takeIncompleteUtf8Tail(&block);
    *data = QString::fromUtf8(block);
    return std::nullopt;
}

} // namespace sandman
