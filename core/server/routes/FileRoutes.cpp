// SPDX-License-Identifier: Apache-2.0
#include "FileRoutes.h"

#include "FileStreamSender.h"
#include "SessionLookup.h"
#include "engine/Sandbox.h"
#include "engine/files/FileReadStream.h"
#include "engine/files/FileService.h"
#include "engine/session/ShellSession.h"
#include "protocol/RawFileName.h"
#include "protocol/Timestamp.h"
#include "server/BodyReader.h"
#include "server/Router.h"

#include <QPointer>

#include <memory>

namespace sandman {

namespace {
const QString kSuccess = QStringLiteral("success");
const QString kTimestamp = QStringLiteral("timestamp");
const QString kPath = QStringLiteral("path");

// What every file route gets: the sandbox's FileService, the caller's cwd and the body.
struct FileCall {
    FileService *files;
    QString cwd;
    const RouteRequest &request;
    const ResponseSinkPtr &sink;
};

using FileHandler = std::function<void(FileCall &call, BodyReader &body)>;

const QString kPathEncoding = QStringLiteral("pathEncoding");

// A path field of the body. With "pathEncoding": "base64" it holds the base64 of the name's
// bytes (listFiles' rawPath), which reaches files whose names are not UTF-8.
QString pathField(const FileCall &call, BodyReader &body, const QString &field)
{
    const QString value = body.requiredString(field);
    if (call.request.body().value(kPathEncoding).toString() != QLatin1String("base64"))
        return value;
    const auto decoded
        = QByteArray::fromBase64Encoding(value.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    // Invalid base64 gives an empty path, refused as such by the file service.
    return decoded ? RawFileName::fromBytes(*decoded) : QString();
}
} // namespace

SandboxError FileRoutes::toSandboxError(const FileError &error)
{
    ErrorCode code = ErrorCode::InternalError;
    switch (error.kind) {
    case FileError::InvalidArgument:
    case FileError::NotDirectory:
        code = ErrorCode::ValidationFailed;
        break;
    case FileError::NotFound:
        code = ErrorCode::FileNotFound;
        break;
    case FileError::PermissionDenied:
        code = ErrorCode::PermissionDenied;
        break;
    case FileError::IsDirectory:
        code = ErrorCode::IsDirectory;
        break;
    case FileError::Exists:
        code = ErrorCode::FileExists;
        break;
    case FileError::TooLarge:
        code = ErrorCode::FileTooLarge;
        break;
    case FileError::Busy:
        code = ErrorCode::ResourceBusy;
        break;
    case FileError::Internal:
        break;
    }
    return SandboxError{code, error.message, error.context};
}

void FileRoutes::install(Router &router, Sandbox *sandbox)
{
    QPointer<Sandbox> guard(sandbox);
    auto files = std::make_shared<FileService>([guard](const QString &clientPath, const QString &cwd) {
        return guard ? guard->resolvePath(clientPath, cwd) : QString();
    });
    const auto add = [&router, guard, files](const QString &path, FileHandler handler) {
        router.addRoute(
            QStringLiteral("POST"), path,
            [guard, files, handler](const RouteRequest &request, const ResponseSinkPtr &sink) {
                if (!guard)
                    return sink->sendError(ErrorCode::InternalError,
                                           QStringLiteral("the sandbox is shutting down"));
                const QString sessionId = request.sessionId();
                ShellSession *session = SessionLookup::forCall(guard, sessionId, sink);
                if (!session)
                    return;
                const QString encoding = request.body().value(kPathEncoding).toString();
                if (!encoding.isEmpty() && encoding != QLatin1String("base64")
                    && encoding != QLatin1String("utf-8"))
                    return sink->sendError(
                        ErrorCode::ValidationFailed,
                        QStringLiteral("unknown pathEncoding \"%1\" (utf-8 or base64)").arg(encoding),
                        {{QStringLiteral("field"), kPathEncoding}});
                FileCall call{files.get(), session->lastKnownCwd(), request, sink};
                BodyReader body(request.body());
                handler(call, body);
            });
    };
    // Answers a FileService result: the error, or success with the given fields.
    const auto reply = [](FileCall &call, const FileService::Result &result, QJsonObject body) {
        if (result)
            return call.sink->sendError(toSandboxError(*result));
        // Paths echoed as people read them (a name that is not UTF-8 has its bytes as \xNN).
        for (const QString &key : {kPath, QStringLiteral("newPath")}) {
            if (body.contains(key))
                body.insert(key, RawFileName::display(body.value(key).toString()));
        }
        body.insert(kSuccess, true);
        body.insert(kTimestamp, currentTimestamp());
        call.sink->sendResponse(200, body);
    };

    add(QStringLiteral("/api/write"), [reply](FileCall &call, BodyReader &body) {
        const QString path = pathField(call, body, kPath);
        const QString content = body.requiredString(QStringLiteral("content"));
        const QString encoding = body.optionalString(QStringLiteral("encoding")).value_or(QString());
        const bool append = body.optionalBool(QStringLiteral("append")).value_or(false);
        if (!body.ok())
            return call.sink->sendError(body.error());
        reply(call, call.files->writeFile(path, content, encoding, call.cwd, append), {{kPath, path}});
    });
    add(QStringLiteral("/api/read"), [reply](FileCall &call, BodyReader &body) {
        const QString path = pathField(call, body, kPath);
        const QString encoding = body.optionalString(QStringLiteral("encoding")).value_or(QString());
        if (!body.ok())
            return call.sink->sendError(body.error());
        FileContent content;
        const auto result = call.files->readFile(path, call.cwd, &content, encoding);
        reply(call, result,
              {{kPath, path},
               {QStringLiteral("content"), content.content},
               {QStringLiteral("encoding"), content.encoding},
               {QStringLiteral("isBinary"), content.isBinary},
               {QStringLiteral("mimeType"), content.mimeType},
               {QStringLiteral("size"), content.size}});
    });
    // A Sandman extension: a slice of a file of any size, base64 (the Files pane's pages).
    add(QStringLiteral("/api/sandman/read-range"), [reply](FileCall &call, BodyReader &body) {
        const QString path = pathField(call, body, kPath);
        const qint64 offset = body.optionalInteger(QStringLiteral("offset")).value_or(0);
        const qint64 length = body.optionalInteger(QStringLiteral("length")).value_or(1024 * 1024);
        if (!body.ok())
            return call.sink->sendError(body.error());
        QByteArray bytes;
        qint64 size = 0;
        const auto result = call.files->readRange(path, call.cwd, offset, length, &bytes, &size);
        reply(call, result,
              {{kPath, path},
               {QStringLiteral("content"), QString::fromLatin1(bytes.toBase64())},
               {QStringLiteral("encoding"), QStringLiteral("base64")},
               {QStringLiteral("offset"), offset},
               {QStringLiteral("length"), qint64(bytes.size())},
               {QStringLiteral("size"), size}});
    });
    // The SDK's readFileStream(): metadata, chunks, complete (FileStreamSender). Errors found
    // before the first event (bad path, missing, a directory, unreadable) are plain error
    // responses, so the SDK's call itself rejects with the code.
    add(QStringLiteral("/api/read/stream"), [guard](FileCall &call, BodyReader &body) {
        const QString path = pathField(call, body, kPath);
        const QString encoding = body.optionalString(QStringLiteral("encoding")).value_or(QString());
        if (!body.ok())
            return call.sink->sendError(body.error());
        std::unique_ptr<FileReadStream> stream;
        if (auto failed = call.files->openReadStream(path, call.cwd, &stream, encoding))
            return call.sink->sendError(toSandboxError(*failed));
        // A child of the sandbox: it runs on the sandbox's thread and ends with it.
        auto *sender = new FileStreamSender(std::move(stream), call.sink, guard.data());
        sender->start();
    });
    add(QStringLiteral("/api/mkdir"), [reply](FileCall &call, BodyReader &body) {
        const QString path = pathField(call, body, kPath);
        const bool recursive = body.optionalBool(QStringLiteral("recursive")).value_or(false);
        if (!body.ok())
            return call.sink->sendError(body.error());
        reply(call, call.files->makeDirectory(path, recursive, call.cwd),
              {{kPath, path}, {QStringLiteral("recursive"), recursive}});
    });
    add(QStringLiteral("/api/delete"), [reply](FileCall &call, BodyReader &body) {
        const QString path = pathField(call, body, kPath);
        if (!body.ok())
            return call.sink->sendError(body.error());
        reply(call, call.files->deleteFile(path, call.cwd), {{kPath, path}});
    });
    add(QStringLiteral("/api/rename"), [reply](FileCall &call, BodyReader &body) {
        const QString oldPath = pathField(call, body, QStringLiteral("oldPath"));
        const QString newPath = pathField(call, body, QStringLiteral("newPath"));
        if (!body.ok())
            return call.sink->sendError(body.error());
        reply(call, call.files->renameFile(oldPath, newPath, call.cwd),
              {{kPath, oldPath}, {QStringLiteral("newPath"), newPath}});
    });
    add(QStringLiteral("/api/move"), [reply](FileCall &call, BodyReader &body) {
        const QString sourcePath = pathField(call, body, QStringLiteral("sourcePath"));
        const QString destinationPath = pathField(call, body, QStringLiteral("destinationPath"));
        if (!body.ok())
            return call.sink->sendError(body.error());
        reply(call, call.files->moveFile(sourcePath, destinationPath, call.cwd),
              {{kPath, sourcePath}, {QStringLiteral("newPath"), destinationPath}});
    });
    add(QStringLiteral("/api/list-files"), [reply](FileCall &call, BodyReader &body) {
        const QString path = pathField(call, body, kPath);
        // The SDK nests the flags in "options"; top-level flags are accepted too.
        const QJsonObject options
            = body.optionalObject(QStringLiteral("options")).value_or(call.request.body());
        if (!body.ok())
            return call.sink->sendError(body.error());
        BodyReader flags(options);
        const bool recursive = flags.optionalBool(QStringLiteral("recursive")).value_or(false);
        const bool includeHidden = flags.optionalBool(QStringLiteral("includeHidden")).value_or(false);
        if (!flags.ok())
            return call.sink->sendError(flags.error());
        QJsonArray list;
        const auto result = call.files->listFiles(path, recursive, includeHidden, call.cwd, &list);
        reply(call, result,
              {{kPath, path}, {QStringLiteral("files"), list}, {QStringLiteral("count"), list.size()}});
    });
    add(QStringLiteral("/api/exists"), [reply](FileCall &call, BodyReader &body) {
        const QString path = pathField(call, body, kPath);
        if (!body.ok())
            return call.sink->sendError(body.error());
        bool exists = false;
        const auto result = call.files->exists(path, call.cwd, &exists);
        reply(call, result, {{kPath, path}, {QStringLiteral("exists"), exists}});
    });
}

} // namespace sandman
