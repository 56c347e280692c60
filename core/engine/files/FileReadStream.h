// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FileError.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace sandman {

// An open regular file read in bounded pieces, for /api/read/stream (FileService::openReadStream
// makes one). Nothing holds more than one chunk of the file in memory:
//   1. classify() passes over the file once (in steps of a given budget, so a caller on an
//      event loop can yield between them) and decides text or binary exactly as readFile
//      does: binary when it holds a NUL byte or is not valid UTF-8;
//   2. nextChunk() then reads it again from the start, kChunkSize bytes at a time, as UTF-8
//      text cut at character boundaries or as base64.
// Reads go to the end of the file, even if it grew after it was opened.
class FileReadStream
{
public:
    using Result = std::optional<FileError>; // nullopt: success

    // A multiple of 3, so that base64 chunks carry no padding but the last and their
    // concatenation decodes as one (the Cloudflare container uses the same size).
    static constexpr qint64 kChunkSize = 65535;

    // Takes ownership of fd (open for reading, positioned anywhere).
    FileReadStream(int fd, QString clientPath, qint64 size, QString mimeType, bool forceBase64);
    ~FileReadStream();
    FileReadStream(const FileReadStream &) = delete;
    FileReadStream &operator=(const FileReadStream &) = delete;

    const QString &clientPath() const { return m_clientPath; }
    qint64 size() const { return m_size; } // at open time
    const QString &mimeType() const { return m_mimeType; }

    // Scans up to budget more bytes; *done once the whole file was seen (or binary content
    // was found early). isBinary() and encoding() are meaningful after that.
    Result classify(qint64 budget, bool *done);
    bool isClassified() const { return m_classified; }
    bool isBinary() const { return m_binary; }
    QString encoding() const; // "utf-8" or "base64"

    // The next piece of content (base64 or text); *eof with empty data at the end.
    Result nextChunk(QString *data, bool *eof);
    qint64 bytesRead() const { return m_bytesRead; }

    // Cuts data before a UTF-8 sequence that is incomplete at its end and returns the cut-off
    // bytes (at most 3). Data that is not UTF-8 is left alone.
    static QByteArray takeIncompleteUtf8Tail(QByteArray *data);

private:
    Result readSome(QByteArray *out, qint64 max);
    Result rewind();

    int m_fd = -1;
    QString m_clientPath;
    qint64 m_size = 0;
    QString m_mimeType;
    bool m_forceBase64 = false;

    bool m_classified = false;
    bool m_binary = false;
    QByteArray m_carry; // bytes of a UTF-8 sequence split by a read boundary
    qint64 m_bytesRead = 0;
    bool m_eof = false;
};

} // namespace sandman
