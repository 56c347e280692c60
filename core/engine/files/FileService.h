// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FileError.h"

#include <QJsonArray>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

struct stat;

namespace sandman {

class FileReadStream;

// What readFile returns: text as UTF-8, anything else as base64.
struct FileContent {
    QString content;
    QString encoding; // "utf-8" or "base64"
    bool isBinary = false;
    QString mimeType;
    qint64 size = 0;
};

// File operations of a sandbox (DESIGN.md §2, Files) on local paths. Client paths are checked
// (PathValidator) and mapped to real ones by a resolver (relative paths against the session's
// cwd, /workspace onto the workspace folder). Errors carry the SDK's codes. Calls are
// synchronous but bounded: a read never exceeds maxReadSize(), a write is one buffer.
class FileService
{
public:
    // (clientPath, cwd) → real absolute path.
    using PathResolver = std::function<QString(const QString &clientPath, const QString &cwd)>;
    using Result = std::optional<FileError>; // nullopt: success

    static constexpr qint64 kDefaultMaxReadSize = 32 * 1024 * 1024;

    // Without a resolver, relative paths resolve against cwd and absolute ones are real.
    explicit FileService(PathResolver resolver = {});

    void setMaxReadSize(qint64 bytes) { m_maxReadSize = bytes; }
    qint64 maxReadSize() const { return m_maxReadSize; }

    // encoding "utf-8" (default) or "base64". Atomic: readers see the old or the new file.
    // Missing parent directories are created.
    // With append (a Sandman extension, for uploads sent in pieces), the bytes go at the end of
    // the file instead, created if missing; not atomic.
    Result writeFile(const QString &path, const QString &content, const QString &encoding, const QString &cwd,
                     bool append = false);
    // encoding: empty (detect), "utf-8" or "base64" (force base64).
    Result readFile(const QString &path, const QString &cwd, FileContent *out, const QString &encoding = {});
    // Up to length bytes of a regular file of any size from offset (a Sandman extension: the
    // Files pane pages through large files); *size: the whole file's. Same checks and errors as
    // readFile, without its size cap; length is capped at maxReadSize().
    Result readRange(const QString &path, const QString &cwd, qint64 offset, qint64 length, QByteArray *out,
                     qint64 *size);
    // Opens a regular file of any size for reading in chunks (/api/read/stream); same checks
    // and errors as readFile, without its size cap. encoding as for readFile.
    Result openReadStream(const QString &path, const QString &cwd, std::unique_ptr<FileReadStream> *out,
                          const QString &encoding = {});
    Result makeDirectory(const QString &path, bool recursive, const QString &cwd);
    Result deleteFile(const QString &path, const QString &cwd);
    // rename(2) semantics: newPath is replaced when it is a file.
    Result renameFile(const QString &oldPath, const QString &newPath, const QString &cwd);
    // mv semantics: into destination when it is an existing directory; works across
    // filesystems for files.
    Result moveFile(const QString &sourcePath, const QString &destinationPath, const QString &cwd);
    // Entries {name, absolutePath, relativePath, type, size, modifiedAt, mode, permissions},
    // sorted by relativePath.
    Result listFiles(const QString &path, bool recursive, bool includeHidden, const QString &cwd,
                     QJsonArray *out);
    Result exists(const QString &path, const QString &cwd, bool *out);

    // Resolves and validates in one step; the real path on success.
    Result resolve(const QString &path, const QString &cwd, QString *real,
                   const QString &field = QStringLiteral("path")) const;

    // Maps errno of a failed system call to the SDK's error codes.
    static FileError errorFromErrno(int error, const QString &path, const QString &operation);

private:
    // What a read of real (path as the client named it) may read: a regular file, not a folder.
    static Result statRegularFile(const QString &real, const QString &path, struct stat *st);
    // mkdir -p of a real path; errors name the client's path.
    Result makePath(const QString &real, const QString &path);
    Result renameTo(const QString &from, const QString &to, const QString &clientFrom, bool allowCopy);

    PathResolver m_resolver;
    qint64 m_maxReadSize = kDefaultMaxReadSize;
};

} // namespace sandman
