// SPDX-License-Identifier: Apache-2.0
#include "FileService.h"

#include "AtomicWriteName.h"

#include "protocol/RawFileName.h"

#include "FileReadStream.h"
#include "PathValidator.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QMimeDatabase>
#include <QStringDecoder>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sandman {

namespace {
// Names that are not UTF-8 reach their file too (RawFileName).
QByteArray native(const QString &path)
{
    return RawFileName::toBytes(path);
}

// Every entry below dir (recursively when asked), as paths relative to it, in the engine's
// name form: readdir's bytes, so names that are not UTF-8 are listed too (QDirIterator
// decodes them lossily and the entry could not be found again). Symbolic links to
// directories are listed, not followed.
void collectEntries(const QByteArray &root, const QByteArray &prefix, bool recursive, bool includeHidden,
                    QList<QByteArray> *out)
{
    // root is "" for "/", so that root + '/' + name is always the entry's path.
    const QByteArray dir = root + '/' + prefix;
    DIR *handle = ::opendir(dir.constData());
    if (!handle)
        return;
    QList<QByteArray> subdirectories;
    while (const dirent *entry = ::readdir(handle)) {
        const QByteArray name(entry->d_name);
        if (name == "." || name == ".." || (!includeHidden && name.startsWith('.')))
            continue;
        const QByteArray relative = prefix.isEmpty() ? name : prefix + '/' + name;
        out->append(relative);
        struct stat st {
        };
        if (recursive && ::lstat((root + '/' + relative).constData(), &st) == 0 && S_ISDIR(st.st_mode))
            subdirectories.append(relative);
    }
    ::closedir(handle);
    for (const QByteArray &sub : std::as_const(subdirectories))
        collectEntries(root, sub, recursive, includeHidden, out);
}

bool lstatPath(const QString &path, struct stat *st)
{
    return ::lstat(native(path).constData(), st) == 0;
}

bool statPath(const QString &path, struct stat *st)
{
    return ::stat(native(path).constData(), st) == 0;
}

// Writes all of data to fd, retrying short writes and EINTR.
bool writeAll(int fd, const QByteArray &data)
{
    const char *cursor = data.constData();
    qsizetype left = data.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, cursor, size_t(left));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        cursor += written;
        left -= written;
    }
    return true;
}

QString modeString(mode_t mode)
{
    QString text;
    const char letters[] = "rwxrwxrwx";
    for (int bit = 0; bit < 9; ++bit)
        text += (mode & (0400 >> bit)) ? QChar::fromLatin1(letters[bit]) : QLatin1Char('-');
    return text;
}

QString typeName(mode_t mode)
{
    if (S_ISREG(mode))
        return QStringLiteral("file");
    if (S_ISDIR(mode))
        return QStringLiteral("directory");
    if (S_ISLNK(mode))
        return QStringLiteral("symlink");
    return QStringLiteral("other");
}

bool isValidUtf8(const QByteArray &data)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(data);
    Q_UNUSED(text);
    return !decoder.hasError();
}

FileError error(FileError::Kind code, const QString &message, const QString &path)
{
    return FileError{code, message, {{QStringLiteral("path"), path}}};
}

// The encodings a read accepts: empty (detect), "utf-8"/"utf8" or "base64" (force base64).
std::optional<FileError> checkReadEncoding(const QString &encoding)
{
    if (encoding.isEmpty() || encoding == QLatin1String("utf-8") || encoding == QLatin1String("utf8")
        || encoding == QLatin1String("base64"))
        return std::nullopt;
    return FileError{FileError::InvalidArgument,
                     QStringLiteral("unknown encoding \"%1\" (utf-8 or base64)").arg(encoding),
                     {{QStringLiteral("field"), QStringLiteral("encoding")}}};
}

QMimeDatabase &mimeDatabase()
{
    static QMimeDatabase database;
    return database;
}
} // namespace

FileService::FileService(PathResolver resolver)
    : m_resolver(std::move(resolver))
{ }

FileError FileService::errorFromErrno(int errorNumber, const QString &path, const QString &operation)
{
    const QString reason = QString::fromLocal8Bit(std::strerror(errorNumber));
    const QString message = QStringLiteral("%1 %2: %3").arg(operation, path, reason);
    FileError::Kind code = FileError::Internal;
    switch (errorNumber) {
    case ENOENT:
    case ENOTDIR:
        code = FileError::NotFound;
        break;
    case EACCES:
    case EPERM:
    case EROFS:
        code = FileError::PermissionDenied;
        break;
    case EISDIR:
        code = FileError::IsDirectory;
        break;
    case EEXIST:
    case ENOTEMPTY:
        code = FileError::Exists;
        break;
    case EFBIG:
        code = FileError::TooLarge;
        break;
    case ENAMETOOLONG:
    case EINVAL:
    case ELOOP:
        code = FileError::InvalidArgument;
        break;
    case EBUSY:
        code = FileError::Busy;
        break;
    default:
        break;
    }
    FileError result = error(code, message, path);
    result.context.insert(QStringLiteral("errno"), errorNumber);
    result.context.insert(QStringLiteral("operation"), operation);
    return result;
}

FileService::Result FileService::resolve(const QString &path, const QString &cwd, QString *real,
                                         const QString &field) const
{
    if (auto invalid = PathValidator::validate(path, field))
        return invalid;
    const QString resolved
        = m_resolver ? m_resolver(path, cwd) : QDir::cleanPath(QDir(cwd).absoluteFilePath(path));
    *real = resolved.isEmpty() ? resolved : QDir::cleanPath(resolved);
    if (real->isEmpty())
        return error(FileError::InvalidArgument, QStringLiteral("cannot resolve %1").arg(path), path);
    return std::nullopt;
}

FileService::Result FileService::writeFile(const QString &path, const QString &content,
                                           const QString &encoding, const QString &cwd, bool append)
{
    QString real;
    if (auto failed = resolve(path, cwd, &real))
        return failed;

    QByteArray bytes;
    if (encoding.isEmpty() || encoding == QLatin1String("utf-8") || encoding == QLatin1String("utf8")) {
        bytes = content.toUtf8();
    } else if (encoding == QLatin1String("base64")) {
        auto decoded = QByteArray::fromBase64Encoding(
            content.toLatin1(), QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            return FileError{FileError::InvalidArgument,
                             QStringLiteral("content is not valid base64"),
                             {{QStringLiteral("field"), QStringLiteral("content")}}};
        bytes = std::move(*decoded);
    } else {
        return FileError{FileError::InvalidArgument,
                         QStringLiteral("unknown encoding \"%1\" (utf-8 or base64)").arg(encoding),
                         {{QStringLiteral("field"), QStringLiteral("encoding")}}};
    }

    // Write through a symlink to its target, as a plain write would.
    QFileInfo info(real);
    if (info.isSymLink() && info.exists())
        real = info.canonicalFilePath();
    struct stat st {
    };
    mode_t mode = 0;
    const bool replaces = statPath(real, &st);
    if (replaces) {
        if (S_ISDIR(st.st_mode))
            return error(FileError::IsDirectory, QStringLiteral("%1 is a directory").arg(path), path);
        mode = st.st_mode & 07777;
    }
    const QString directory = QFileInfo(real).absolutePath();
    if (!QFileInfo(directory).isDir()) {
        if (auto failed = makePath(directory, path))
            return failed;
    }
    if (append) {
        const int fd
            = ::open(native(real).constData(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOCTTY, 0666);
        if (fd < 0)
            return errorFromErrno(errno, path, QStringLiteral("write"));
        const bool ok = writeAll(fd, bytes);
        const int writeError = errno;
        ::close(fd);
        return ok ? std::nullopt : Result(errorFromErrno(writeError, path, QStringLiteral("write")));
    }

    // Atomic replace: a temporary file in the same directory, renamed over the target, so a
    // reader never sees half a file. (Named so that watchers report the write, not the rename.)
    QByteArray tempName = native(directory + QLatin1Char('/')
                                 + AtomicWriteName::templateFor(QFileInfo(real).fileName(), replaces));
    const int fd = ::mkstemp(tempName.data());
    if (fd < 0)
        return errorFromErrno(errno, path, QStringLiteral("write"));
    if (mode == 0) {
        // mkstemp creates 0600; a new file gets the usual 0666 minus umask.
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    const bool ok = writeAll(fd, bytes) && ::fchmod(fd, mode) == 0;
    const int writeError = errno;
    ::close(fd);
    if (!ok || ::rename(tempName.constData(), native(real).constData()) != 0) {
        const int renameError = ok ? errno : writeError;
        ::unlink(tempName.constData());
        return errorFromErrno(renameError, path, QStringLiteral("write"));
    }
    return std::nullopt;
}

FileService::Result FileService::statRegularFile(const QString &real, const QString &path, struct stat *st)
{
    if (!statPath(real, st))
        return errorFromErrno(errno, path, QStringLiteral("read"));
    if (S_ISDIR(st->st_mode))
        return error(FileError::IsDirectory, QStringLiteral("%1 is a directory").arg(path), path);
    if (!S_ISREG(st->st_mode)) // a FIFO or device could block the engine thread forever
        return error(FileError::InvalidArgument, QStringLiteral("%1 is not a regular file").arg(path), path);
    return std::nullopt;
}

FileService::Result FileService::readRange(const QString &path, const QString &cwd, qint64 offset,
                                           qint64 length, QByteArray *out, qint64 *size)
{
    QString real;
    if (auto failed = resolve(path, cwd, &real))
        return failed;
    if (offset < 0 || length < 0)
        return FileError{
            FileError::InvalidArgument, QStringLiteral("offset and length must not be negative"), {}};
    struct stat st {
    };
    if (auto failed = statRegularFile(real, path, &st))
        return failed;
    *size = st.st_size;
    const qint64 wanted = std::min({length, m_maxReadSize, std::max<qint64>(0, st.st_size - offset)});
    out->resize(qsizetype(wanted));
    if (wanted == 0)
        return std::nullopt;
    const int fd = ::open(native(real).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return errorFromErrno(errno, path, QStringLiteral("read"));
    qint64 got = 0;
    while (got < wanted) {
        const ssize_t n = ::pread(fd, out->data() + got, size_t(wanted - got), off_t(offset + got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int readError = errno;
            ::close(fd);
            return errorFromErrno(readError, path, QStringLiteral("read"));
        }
        if (n == 0)
            break; // the file shrank meanwhile
        got += n;
    }
    ::close(fd);
    out->resize(qsizetype(got));
    return std::nullopt;
}

FileService::Result FileService::readFile(const QString &path, const QString &cwd, FileContent *out,
                                          const QString &encoding)
{
    QString real;
    if (auto failed = resolve(path, cwd, &real))
        return failed;
    if (auto invalid = checkReadEncoding(encoding))
        return invalid;
    struct stat st {
    };
    if (auto failed = statRegularFile(real, path, &st))
        return failed;
    const auto tooLarge = [&](qint64 size) {
        FileError e = error(FileError::TooLarge,
                            QStringLiteral("%1 is larger than %2 bytes").arg(path).arg(m_maxReadSize), path);
        e.context.insert(QStringLiteral("size"), size);
        e.context.insert(QStringLiteral("maxSize"), m_maxReadSize);
        return e;
    };
    if (st.st_size > m_maxReadSize)
        return tooLarge(st.st_size);

    const int fd = ::open(native(real).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return errorFromErrno(errno, path, QStringLiteral("read"));
    QByteArray data;
    data.reserve(qsizetype(st.st_size));
    char buffer[65536];
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            const int readError = errno;
            ::close(fd);
            return errorFromErrno(readError, path, QStringLiteral("read"));
        }
        if (got == 0)
            break;
        data.append(buffer, got);
        // Files like those in /proc report size 0: the cap is enforced on what is read.
        if (data.size() > m_maxReadSize) {
            ::close(fd);
            return tooLarge(data.size());
        }
    }
    ::close(fd);

    out->size = data.size();
    out->isBinary = data.contains('\0') || !isValidUtf8(data);
    out->mimeType = mimeDatabase().mimeTypeForFileNameAndData(real, data.left(4096)).name();
    if (out->isBinary || encoding == QLatin1String("base64")) {
        out->encoding = QStringLiteral("base64");
        out->content = QString::fromLatin1(data.toBase64());
    } else {
        out->encoding = QStringLiteral("utf-8");
        out->content = QString::fromUtf8(data);
    }
    return std::nullopt;
}

FileService::Result FileService::openReadStream(const QString &path, const QString &cwd,
                                                std::unique_ptr<FileReadStream> *out, const QString &encoding)
{
    QString real;
    if (auto failed = resolve(path, cwd, &real))
        return failed;
    if (auto invalid = checkReadEncoding(encoding))
        return invalid;
    // Devices and FIFOs are refused before they are opened (opening one can block or act),
    // and again on the open file, so that the path cannot be swapped in between.
    struct stat before {
    };
    if (statPath(real, &before) && !S_ISREG(before.st_mode) && !S_ISDIR(before.st_mode))
        return error(FileError::InvalidArgument, QStringLiteral("%1 is not a regular file").arg(path), path);
    // O_NONBLOCK: should a FIFO appear in between, opening it must not hang the engine thread.
    const int fd = ::open(native(real).constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return errorFromErrno(errno, path, QStringLiteral("read"));
    struct stat st {
    };
    std::optional<FileError> refused;
    if (::fstat(fd, &st) != 0)
        refused = errorFromErrno(errno, path, QStringLiteral("read"));
    else if (S_ISDIR(st.st_mode))
        refused = error(FileError::IsDirectory, QStringLiteral("%1 is a directory").arg(path), path);
    else if (!S_ISREG(st.st_mode))
        refused
            = error(FileError::InvalidArgument, QStringLiteral("%1 is not a regular file").arg(path), path);
    if (!refused && ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK) != 0)
        refused = errorFromErrno(errno, path, QStringLiteral("read"));
    if (refused) {
        ::close(fd);
        return refused;
    }
    // The MIME type as readFile finds it: from the name and the first 4 KiB.
    QByteArray head(4096, Qt::Uninitialized);
    ssize_t got;
    do {
        got = ::pread(fd, head.data(), size_t(head.size()), 0);
    } while (got < 0 && errno == EINTR);
    head.truncate(got < 0 ? 0 : qsizetype(got));
    const QString mimeType = mimeDatabase().mimeTypeForFileNameAndData(real, head).name();
    *out = std::make_unique<FileReadStream>(fd, path, qint64(st.st_size), mimeType,
                                            encoding == QLatin1String("base64"));
    return std::nullopt;
}

FileService::Result FileService::makeDirectory(const QString &path, bool recursive, const QString &cwd)
{
    QString real;
    if (auto failed = resolve(path, cwd, &real))
        return failed;
    if (!recursive) {
        if (::mkdir(native(real).constData(), 0777) != 0)
            return errorFromErrno(errno, path, QStringLiteral("mkdir"));
        return std::nullopt;
    }
    return makePath(real, path);
}

FileService::Result FileService::makePath(const QString &real, const QString &path)
{
    // mkdir -p: create each missing ancestor in turn so that errors keep their errno.
    const QStringList parts = real.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    QString current;
    for (const QString &part : parts) {
        current += QLatin1Char('/') + part;
        if (::mkdir(native(current).constData(), 0777) == 0)
            continue;
        const int mkdirError = errno;
        struct stat st {
        };
        if (mkdirError == EEXIST && statPath(current, &st) && S_ISDIR(st.st_mode))
            continue;
        if (mkdirError == EEXIST)
            return error(FileError::Exists, QStringLiteral("%1 exists and is not a directory").arg(current),
                         path);
        return errorFromErrno(mkdirError, path, QStringLiteral("mkdir"));
    }
    return std::nullopt;
}

FileService::Result FileService::deleteFile(const QString &path, const QString &cwd)
{
    QString real;
    if (auto failed = resolve(path, cwd, &real))
        return failed;
    struct stat st {
    };
    if (!lstatPath(real, &st))
        return errorFromErrno(errno, path, QStringLiteral("delete"));
    if (S_ISDIR(st.st_mode))
        return error(FileError::IsDirectory,
                     QStringLiteral("%1 is a directory; deleteFile removes files only").arg(path), path);
    if (::unlink(native(real).constData()) != 0)
        return errorFromErrno(errno, path, QStringLiteral("delete"));
    return std::nullopt;
}

FileService::Result FileService::renameTo(const QString &from, const QString &to, const QString &clientFrom,
                                          bool allowCopy)
{
    struct stat st {
    };
    if (!lstatPath(from, &st))
        return errorFromErrno(errno, clientFrom, QStringLiteral("rename"));
    if (::rename(native(from).constData(), native(to).constData()) == 0)
        return std::nullopt;
    const int renameError = errno;
    if (renameError != EXDEV || !allowCopy || !S_ISREG(st.st_mode))
        return errorFromErrno(renameError, clientFrom, QStringLiteral("rename"));
    // Another filesystem: copy, then remove the source.
    QFile::remove(to);
    if (!QFile::copy(from, to))
        return error(FileError::Internal, QStringLiteral("cannot copy %1 to %2").arg(from, to), clientFrom);
    QFile::remove(from);
    return std::nullopt;
}

FileService::Result FileService::renameFile(const QString &oldPath, const QString &newPath,
                                            const QString &cwd)
{
    QString from;
    QString to;
    if (auto failed = resolve(oldPath, cwd, &from, QStringLiteral("oldPath")))
        return failed;
    if (auto failed = resolve(newPath, cwd, &to, QStringLiteral("newPath")))
        return failed;
    return renameTo(from, to, oldPath, false);
}

FileService::Result FileService::moveFile(const QString &sourcePath, const QString &destinationPath,
                                          const QString &cwd)
{
    QString from;
    QString to;
    if (auto failed = resolve(sourcePath, cwd, &from, QStringLiteral("sourcePath")))
        return failed;
    if (auto failed = resolve(destinationPath, cwd, &to, QStringLiteral("destinationPath")))
        return failed;
    struct stat st {
    };
    if (from != to && statPath(to, &st) && S_ISDIR(st.st_mode))
        to += QLatin1Char('/') + QFileInfo(from).fileName();
    return renameTo(from, to, sourcePath, true);
}

FileService::Result FileService::listFiles(const QString &path, bool recursive, bool includeHidden,
                                           const QString &cwd, QJsonArray *out)
{
    QString real;
    if (auto failed = resolve(path, cwd, &real))
        return failed;
    struct stat st {
    };
    if (!statPath(real, &st))
        return errorFromErrno(errno, path, QStringLiteral("list"));
    if (!S_ISDIR(st.st_mode))
        return error(FileError::NotDirectory, QStringLiteral("%1 is not a directory").arg(path), path);
    if (::access(native(real).constData(), R_OK | X_OK) != 0)
        return errorFromErrno(errno, path, QStringLiteral("list"));

    // Entries are named in the client's terms: under the path it gave when that was absolute
    // (so /workspace stays /workspace), else under the real directory.
    const QString clientBase = path.startsWith(QLatin1Char('/')) ? QDir::cleanPath(path) : real;
    QList<QByteArray> found;
    const QByteArray realBytes = native(real);
    collectEntries(realBytes == "/" ? QByteArray() : realBytes, {}, recursive, includeHidden, &found);
    QList<QJsonObject> entries;
    for (const QByteArray &relativeBytes : std::as_const(found)) {
        const QString relative = RawFileName::fromBytes(relativeBytes);
        const QString entryPath = real + QLatin1Char('/') + relative;
        struct stat entryStat {
        };
        if (!lstatPath(entryPath, &entryStat))
            continue; // vanished while listing
        const QString name = relative.mid(relative.lastIndexOf(QLatin1Char('/')) + 1);
        const QString absolute = clientBase + QLatin1Char('/') + relative;
        QJsonObject entry{
            {QStringLiteral("name"), RawFileName::display(name)},
            {QStringLiteral("absolutePath"), RawFileName::display(absolute)},
            {QStringLiteral("relativePath"), RawFileName::display(relative)},
            {QStringLiteral("type"), typeName(entryStat.st_mode)},
            {QStringLiteral("size"), qint64(entryStat.st_size)},
            {QStringLiteral("modifiedAt"),
             QDateTime::fromSecsSinceEpoch(entryStat.st_mtime, Qt::UTC)
                 .addMSecs(entryStat.st_mtim.tv_nsec / 1000000)
                 .toString(Qt::ISODateWithMs)},
            {QStringLiteral("mode"), modeString(entryStat.st_mode)},
            {QStringLiteral("permissions"),
             QJsonObject{
                 {QStringLiteral("readable"), ::access(native(entryPath).constData(), R_OK) == 0},
                 {QStringLiteral("writable"), ::access(native(entryPath).constData(), W_OK) == 0},
                 {QStringLiteral("executable"), ::access(native(entryPath).constData(), X_OK) == 0},
             }},
        };
        if (RawFileName::hasRawBytes(absolute)) {
            // Not UTF-8: shown with \xNN above; the exact bytes, for the other file calls
            // (their path given as base64 with "pathEncoding": "base64").
            entry.insert(QStringLiteral("nameEncoding"), QStringLiteral("escaped"));
            entry.insert(QStringLiteral("rawName"),
                         QString::fromLatin1(RawFileName::toBytes(name).toBase64()));
            entry.insert(QStringLiteral("rawPath"),
                         QString::fromLatin1(RawFileName::toBytes(absolute).toBase64()));
            entry.insert(QStringLiteral("rawRelativePath"), QString::fromLatin1(relativeBytes.toBase64()));
        }
        entries.append(entry);
    }
    std::sort(entries.begin(), entries.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return a.value(QStringLiteral("relativePath")).toString()
            < b.value(QStringLiteral("relativePath")).toString();
    });
    QJsonArray array;
    for (const QJsonObject &entry : std::as_const(entries))
        array.append(entry);
    *out = array;
    return std::nullopt;
}

FileService::Result FileService::exists(const QString &path, const QString &cwd, bool *out)
{
    QString real;
    if (auto failed = resolve(path, cwd, &real))
        return failed;
    struct stat st {
    };
    *out = lstatPath(real, &st);
    return std::nullopt;
}

} // namespace sandman
