// SPDX-License-Identifier: Apache-2.0
#include "CheckpointRoutes.h"

#include "engine/Sandbox.h"
#include "engine/checkpoint/ChangeSet.h"
#include "engine/checkpoint/CheckpointService.h"
#include "engine/checkpoint/LineDiff.h"
#include "protocol/RawFileName.h"
#include "protocol/Timestamp.h"
#include "server/BodyReader.h"
#include "server/Router.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QMimeDatabase>
#include <QPointer>

#include <algorithm>

namespace sandman {

namespace {
const QString kSuccess = QStringLiteral("success");
const QString kTimestamp = QStringLiteral("timestamp");
constexpr qint64 kMaxDiffBytes = 4 * 1024 * 1024;
constexpr int kMaxListed = 1000;

SandboxError invalid(const QString &field, const QString &message)
{
    return SandboxError{ErrorCode::ValidationFailed, message, {{QStringLiteral("field"), field}}};
}

CheckpointService *serviceOr(Sandbox *sandbox, const ResponseSinkPtr &sink)
{
    CheckpointService *service = CheckpointService::of(sandbox);
    if (!service || !service->store()) {
        sink->sendError(
            ErrorCode::ResourceBusy,
            QCoreApplication::translate("CheckpointRoutes", "checkpoints are off for this sandbox"));
        return nullptr;
    }
    if (!service->isReady()) {
        sink->sendError(
            ErrorCode::ResourceBusy,
            QCoreApplication::translate(
                "CheckpointRoutes",
                "checkpoints are not ready yet: the first read of the workspace is still running"));
        return nullptr;
    }
    return service;
}

// A path of the workspace as a client names it: relative, or under the workspace (or /workspace).
std::optional<QByteArray> relativePath(Sandbox *sandbox, const QString &path, const QString &field,
                                       const ResponseSinkPtr &sink)
{
    QString clean = QDir::cleanPath(path);
    const QString workspace = QDir::cleanPath(sandbox->workspace());
    for (const QString &prefix : {workspace, QStringLiteral("/workspace")}) {
        if (clean == prefix) {
            clean.clear();
            break;
        }
        if (clean.startsWith(prefix + QLatin1Char('/'))) {
            clean = clean.mid(prefix.size() + 1);
            break;
        }
    }
    if (clean.startsWith(QLatin1Char('/')) || clean == QLatin1String("..")
        || clean.startsWith(QLatin1String("../")) || clean.contains(QChar(u'\0'))) {
        sink->sendError(invalid(
            field,
            QCoreApplication::translate("CheckpointRoutes", "%1 is not a path in the workspace").arg(path)));
        return std::nullopt;
    }
    if (clean == QLatin1String("."))
        clean.clear();
    return RawFileName::toBytes(clean);
}

// "path" (text) or "pathBase64" (the name's bytes).
std::optional<QByteArray> pathField(Sandbox *sandbox, const QJsonObject &body, const ResponseSinkPtr &sink)
{
    const QJsonValue raw = body.value(QStringLiteral("pathBase64"));
    if (raw.isString()) {
        const auto decoded = QByteArray::fromBase64Encoding(raw.toString().toLatin1());
        if (!decoded || (*decoded).isEmpty()) {
            sink->sendError(
                invalid(QStringLiteral("pathBase64"),
                        QCoreApplication::translate("CheckpointRoutes", "pathBase64 must be base64")));
            return std::nullopt;
        }
        return relativePath(sandbox, RawFileName::fromBytes(*decoded), QStringLiteral("pathBase64"), sink);
    }
    const QJsonValue path = body.value(QStringLiteral("path"));
    if (!path.isString() || path.toString().isEmpty()) {
        sink->sendError(invalid(QStringLiteral("path"),
                                QCoreApplication::translate("CheckpointRoutes", "path is required")));
        return std::nullopt;
    }
    return relativePath(sandbox, path.toString(), QStringLiteral("path"), sink);
}

std::optional<quint64> checkpointId(const QJsonValue &value, const QString &field, CheckpointService *service,
                                    const ResponseSinkPtr &sink)
{
    bool ok = false;
    const quint64 id = value.isString() ? value.toString().toULongLong(&ok) : quint64(value.toInteger(0));
    if (value.isDouble() && id > 0)
        ok = true;
    if (!ok || !service->store()->find(id)) {
        sink->sendError(ErrorCode::FileNotFound,
                        QCoreApplication::translate(
                            "CheckpointRoutes", "no checkpoint %1 (it never existed or retention removed it)")
                            .arg(value.toVariant().toString()),
                        {{QStringLiteral("field"), field}});
        return std::nullopt;
    }
    return id;
}

QJsonArray changesJson(const QList<FileChange> &changes)
{
    QJsonArray list;
    for (const FileChange &change : changes)
        list.append(ChangeSet::changeJson(change));
    return list;
}

QByteArray blob(CheckpointService *service, const std::optional<FileEntry> &entry, bool *tooLarge)
{
    if (!entry || entry->type != FileEntry::File || entry->hash.isEmpty())
        return entry && entry->type == FileEntry::Symlink ? entry->linkTarget + '\n' : QByteArray();
    if (entry->size > kMaxDiffBytes) {
        *tooLarge = true;
        return {};
    }
    return service->store()->objects().read(entry->hash, kMaxDiffBytes).value_or(QByteArray());
}

void list(Sandbox *sandbox, const RouteRequest &, const ResponseSinkPtr &sink)
{
    CheckpointService *service = CheckpointService::of(sandbox);
    QJsonObject answer{{kSuccess, true}, {kTimestamp, currentTimestamp()}};
    QJsonArray checkpoints;
    if (service && service->store()) {
        const auto &all = service->store()->checkpoints();
        for (auto it = all.rbegin(); it != all.rend(); ++it)
            checkpoints.append(service->checkpointJson(*it, 0));
        answer.insert(QStringLiteral("status"), service->statusJson());
    } else {
        answer.insert(QStringLiteral("status"),
                      QJsonObject{{QStringLiteral("enabled"), false},
                                  {QStringLiteral("disabledReason"),
                                   service ? service->disabledReason()
                                           : QCoreApplication::translate(
                                               "CheckpointRoutes", "turned off (SANDMAN_CHECKPOINTS=off)")}});
    }
    answer.insert(QStringLiteral("checkpoints"), checkpoints);
    sink->sendResponse(200, answer);
}

void create(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    BodyReader body(request.body());
    const QString name = body.optionalString(QStringLiteral("name")).value_or(QString()).trimmed();
    if (!body.ok())
        return sink->sendError(body.error());
    if (name.size() > 200)
        return sink->sendError(
            invalid(QStringLiteral("name"),
                    QCoreApplication::translate("CheckpointRoutes", "name must be at most 200 characters")));
    CheckpointService *service = serviceOr(sandbox, sink);
    if (!service)
        return;
    const Checkpoint *checkpoint = service->createManual(name);
    sink->sendResponse(200,
                       {{kSuccess, !checkpoint->failed},
                        {QStringLiteral("checkpoint"), service->checkpointJson(*checkpoint, kMaxListed)},
                        {kTimestamp, currentTimestamp()}});
}

void show(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    CheckpointService *service = serviceOr(sandbox, sink);
    if (!service)
        return;
    const std::optional<quint64> id
        = checkpointId(request.pathParam(QStringLiteral("id")), QStringLiteral("id"), service, sink);
    if (!id)
        return;
    sink->sendResponse(
        200,
        {{kSuccess, true},
         {QStringLiteral("checkpoint"), service->checkpointJson(*service->store()->find(*id), kMaxListed)},
         {kTimestamp, currentTimestamp()}});
}

void settings(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    BodyReader body(request.body());
    const std::optional<qint64> maxCount = body.optionalInteger(QStringLiteral("maxCount"));
    const std::optional<qint64> maxBytes = body.optionalInteger(QStringLiteral("maxBytes"));
    const std::optional<qint64> maxAge = body.optionalInteger(QStringLiteral("maxAgeSeconds"));
    const std::optional<qint64> quota = body.optionalInteger(QStringLiteral("quotaBytes"));
    if (!body.ok())
        return sink->sendError(body.error());
    for (const auto &[field, value] :
         {std::pair{QStringLiteral("maxCount"), maxCount}, std::pair{QStringLiteral("maxBytes"), maxBytes},
          std::pair{QStringLiteral("maxAgeSeconds"), maxAge},
          std::pair{QStringLiteral("quotaBytes"), quota}}) {
        if (value && *value < 0)
            return sink->sendError(
                invalid(field,
                        QCoreApplication::translate("CheckpointRoutes", "%1 must be 0 (no limit) or more")
                            .arg(field)));
    }
    if (maxCount && *maxCount > 1000000)
        return sink->sendError(
            invalid(QStringLiteral("maxCount"),
                    QCoreApplication::translate("CheckpointRoutes", "maxCount must be at most 1000000")));
    const QJsonValue excludes = request.body().value(QStringLiteral("excludes"));
    QStringList patterns;
    if (!excludes.isUndefined()) {
        const QJsonArray array = excludes.toArray();
        if (!excludes.isArray() || !std::all_of(array.begin(), array.end(), [](const QJsonValue &item) {
                return item.isString();
            }))
            return sink->sendError(invalid(
                QStringLiteral("excludes"),
                QCoreApplication::translate("CheckpointRoutes", "excludes must be an array of strings")));
        for (const QJsonValue &item : array)
            patterns.append(item.toString());
    }
    CheckpointService *service = serviceOr(sandbox, sink);
    if (!service)
        return;
    CheckpointSettings wanted = service->settings();
    if (!excludes.isUndefined())
        wanted.excludes = patterns;
    if (maxCount)
        wanted.retention.maxCount = int(*maxCount);
    if (maxBytes)
        wanted.retention.maxBytes = *maxBytes;
    if (maxAge)
        wanted.retention.maxAgeSeconds = *maxAge;
    if (quota)
        wanted.quotaBytes = *quota;
    QString error;
    if (!service->applySettings(wanted, &error))
        return sink->sendError(invalid(QStringLiteral("excludes"), error));
    sink->sendResponse(200,
                       {{kSuccess, true},
                        {QStringLiteral("status"), service->statusJson()},
                        {kTimestamp, currentTimestamp()}});
}

void commandChanges(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    CheckpointService *service = serviceOr(sandbox, sink);
    if (!service)
        return;
    const QString commandId = request.pathParam(QStringLiteral("commandId"));
    const CheckpointService::CommandChanges *command = service->commandChanges(commandId);
    if (!command)
        return sink->sendError(
            ErrorCode::FileNotFound,
            QCoreApplication::translate(
                "CheckpointRoutes",
                "no change set for command %1 (unknown, run before checkpoints were ready, or "
                "removed by retention)")
                .arg(commandId),
            {{QStringLiteral("commandId"), commandId}});
    const ChangeSet changes(service->changesOf(*command));
    QJsonObject answer{{kSuccess, true},
                       {QStringLiteral("commandId"), commandId},
                       {QStringLiteral("sessionId"), command->sessionId},
                       {QStringLiteral("command"), command->command},
                       {QStringLiteral("fromCheckpoint"), QString::number(command->before)},
                       {QStringLiteral("running"), command->after == 0},
                       {QStringLiteral("attribution"), service->attributionOf(*command)},
                       {QStringLiteral("changes"),
                        changes.toJson(kMaxListed,
                                       command->after ? service->writerDecoration(*command, commandId)
                                                      : ChangeSet::Decorate())},
                       {kTimestamp, currentTimestamp()}};
    if (command->after)
        answer.insert(QStringLiteral("toCheckpoint"), QString::number(command->after));
    if (!command->clientId.isEmpty())
        answer.insert(QStringLiteral("clientId"), command->clientId);
    sink->sendResponse(200, answer);
}

// The change set between two checkpoints, either way round (to absent: the workspace now).
void changesBetween(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    CheckpointService *service = serviceOr(sandbox, sink);
    if (!service)
        return;
    const QJsonObject &body = request.body();
    if (!body.contains(QStringLiteral("from")))
        return sink->sendError(invalid(QStringLiteral("from"),
                                       QCoreApplication::translate("CheckpointRoutes", "from is required")));
    const std::optional<quint64> from
        = checkpointId(body.value(QStringLiteral("from")), QStringLiteral("from"), service, sink);
    if (!from)
        return;
    std::optional<quint64> to;
    if (body.contains(QStringLiteral("to"))) {
        to = checkpointId(body.value(QStringLiteral("to")), QStringLiteral("to"), service, sink);
        if (!to)
            return;
    } else {
        service->flush(Checkpoint::Outside); // "to now": what is there now
        to = service->store()->latest()->id;
    }
    const ChangeSet changes(service->store()->changesBetween(*from, *to));
    sink->sendResponse(200,
                       {{kSuccess, true},
                        {QStringLiteral("fromCheckpoint"), QString::number(*from)},
                        {QStringLiteral("toCheckpoint"), QString::number(*to)},
                        {QStringLiteral("changes"), changes.toJson(kMaxListed)},
                        {kTimestamp, currentTimestamp()}});
}

// The two checkpoints a diff or an undo is about: a command's, or from (and to, else now).
bool range(CheckpointService *service, const QJsonObject &body, quint64 *from, quint64 *to,
           const CheckpointService::CommandChanges **command, const ResponseSinkPtr &sink)
{
    const QString commandId = body.value(QStringLiteral("commandId")).toString();
    if (!commandId.isEmpty()) {
        *command = service->commandChanges(commandId);
        if (!*command) {
            sink->sendError(ErrorCode::FileNotFound,
                            QCoreApplication::translate("CheckpointRoutes", "no change set for command %1")
                                .arg(commandId),
                            {{QStringLiteral("commandId"), commandId}});
            return false;
        }
        *from = (*command)->before;
        *to = (*command)->after ? (*command)->after : service->store()->latest()->id;
        return true;
    }
    const QString fromField
        = body.contains(QStringLiteral("from")) ? QStringLiteral("from") : QStringLiteral("checkpointId");
    if (!body.contains(fromField)) {
        sink->sendError(invalid(QStringLiteral("commandId"),
                                QCoreApplication::translate(
                                    "CheckpointRoutes", "give commandId, or checkpointId (or from and to)")));
        return false;
    }
    const std::optional<quint64> start = checkpointId(body.value(fromField), fromField, service, sink);
    if (!start)
        return false;
    *from = *start;
    *to = service->store()->latest()->id;
    if (body.contains(QStringLiteral("to"))) {
        const std::optional<quint64> end
            = checkpointId(body.value(QStringLiteral("to")), QStringLiteral("to"), service, sink);
        if (!end)
            return false;
        *to = *end;
    }
    return true;
}

void diff(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    CheckpointService *service = serviceOr(sandbox, sink);
    if (!service)
        return;
    const std::optional<QByteArray> path = pathField(sandbox, request.body(), sink);
    if (!path)
        return;
    quint64 from = 0, to = 0;
    const CheckpointService::CommandChanges *command = nullptr;
    if (!range(service, request.body(), &from, &to, &command, sink))
        return;
    if (!request.body().contains(QStringLiteral("commandId"))
        && !request.body().contains(QStringLiteral("to"))) {
        service->flush(Checkpoint::Outside); // "to now": what is there now
        to = service->store()->latest()->id;
    }
    CheckpointStore *store = service->store();
    FileChange change{*path, store->entryAt(*path, from), store->entryAt(*path, to), {}};
    QJsonObject answer = ChangeSet::changeJson(change);
    answer.insert(kSuccess, true);
    answer.insert(QStringLiteral("from"), QString::number(from));
    answer.insert(QStringLiteral("to"), QString::number(to));
    bool tooLarge = false;
    const QByteArray before = blob(service, change.before, &tooLarge);
    const QByteArray after = blob(service, change.after, &tooLarge);
    const bool binary = before.left(8192).contains('\0') || after.left(8192).contains('\0');
    answer.insert(QStringLiteral("binary"), binary);
    // Images: their types, and with "images": true their bytes, for a before-and-after view.
    if (!tooLarge) {
        static const QMimeDatabase mimes;
        const QString name = QString::fromUtf8(*path);
        const bool withBytes = request.body().value(QStringLiteral("images")).toBool();
        bool image = false;
        for (const auto &[side, bytes] :
             {std::pair{QStringLiteral("before"), &before}, std::pair{QStringLiteral("after"), &after}}) {
            const QString type
                = bytes->isEmpty() ? QString() : mimes.mimeTypeForFileNameAndData(name, *bytes).name();
            if (!type.startsWith(QLatin1String("image/")))
                continue;
            image = true;
            QJsonObject entry = answer.value(side).toObject();
            entry.insert(QStringLiteral("mimeType"), type);
            if (withBytes)
                entry.insert(QStringLiteral("content"), QString::fromLatin1(bytes->toBase64()));
            answer.insert(side, entry);
        }
        answer.insert(QStringLiteral("image"), image);
    }
    if (!binary && !tooLarge) {
        const LineDiff::Result result = LineDiff::unified(before, after);
        tooLarge = result.tooLarge;
        if (!tooLarge) {
            answer.insert(QStringLiteral("unified"), QString::fromUtf8(result.unified));
            answer.insert(QStringLiteral("added"), result.added);
            answer.insert(QStringLiteral("removed"), result.removed);
        }
    }
    answer.insert(QStringLiteral("tooLarge"), tooLarge);
    answer.insert(kTimestamp, currentTimestamp());
    sink->sendResponse(200, answer);
}

void restore(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    CheckpointService *service = serviceOr(sandbox, sink);
    if (!service)
        return;
    const QJsonObject &body = request.body();
    BodyReader reader(body);
    const bool preview = reader.optionalBool(QStringLiteral("preview")).value_or(false);
    const std::optional<QString> token = reader.optionalString(QStringLiteral("previewToken"));
    if (!reader.ok())
        return sink->sendError(reader.error());
    QList<QByteArray> paths;
    for (const QString &field : {QStringLiteral("paths"), QStringLiteral("pathsBase64")}) {
        const QJsonValue value = body.value(field);
        if (value.isUndefined())
            continue;
        if (!value.isArray())
            return sink->sendError(
                invalid(field,
                        QCoreApplication::translate("CheckpointRoutes", "%1 must be an array of strings")
                            .arg(field)));
        for (const QJsonValue &item : value.toArray()) {
            QJsonObject one{
                {field == QLatin1String("paths") ? QStringLiteral("path") : QStringLiteral("pathBase64"),
                 item}};
            const std::optional<QByteArray> path = pathField(sandbox, one, sink);
            if (!path)
                return;
            paths.append(*path);
        }
    }
    // A command's undo: back to where it started, for the paths it changed only.
    quint64 target = 0;
    const QString commandId = body.value(QStringLiteral("commandId")).toString();
    if (!commandId.isEmpty()) {
        const CheckpointService::CommandChanges *command = service->commandChanges(commandId);
        if (!command)
            return sink->sendError(
                ErrorCode::FileNotFound,
                QCoreApplication::translate("CheckpointRoutes", "no change set for command %1")
                    .arg(commandId),
                {{QStringLiteral("commandId"), commandId}});
        target = command->before;
        QList<QByteArray> changed;
        for (const FileChange &change : service->changesOf(*command)) {
            if (paths.isEmpty() || std::find(paths.begin(), paths.end(), change.path) != paths.end())
                changed.append(change.path);
        }
        if (changed.isEmpty())
            return sink->sendResponse(200,
                                      {{kSuccess, true},
                                       {QStringLiteral("preview"), preview},
                                       {QStringLiteral("changes"), QJsonArray()},
                                       {kTimestamp, currentTimestamp()}});
        paths = changed;
    } else {
        const std::optional<quint64> id = checkpointId(body.value(QStringLiteral("checkpointId")),
                                                       QStringLiteral("checkpointId"), service, sink);
        if (!id)
            return;
        target = *id;
    }
    CheckpointStore *store = service->store();
    service->flush(Checkpoint::Outside);
    const QList<FileChange> steps = store->plan(target, paths);
    if (preview)
        return sink->sendResponse(200,
                                  {{kSuccess, true},
                                   {QStringLiteral("preview"), true},
                                   {QStringLiteral("previewToken"), QString::number(store->latest()->id)},
                                   {QStringLiteral("changes"), changesJson(steps)},
                                   {kTimestamp, currentTimestamp()}});
    // Asked after a preview: anything the preview showed that changed since is asked again.
    if (token) {
        const quint64 seen = token->toULongLong();
        QJsonArray changed;
        for (const FileChange &step : steps) {
            for (const Checkpoint &checkpoint : store->checkpoints()) {
                if (checkpoint.id > seen && checkpoint.index.contains(step.path)) {
                    QJsonObject one;
                    ChangeSet::insertPath(&one, QStringLiteral("path"), step.path);
                    changed.append(one);
                    break;
                }
            }
        }
        if (!changed.isEmpty() || seen == 0 || seen > store->latest()->id)
            return sink->sendError(
                ErrorCode::ResourceBusy,
                QCoreApplication::translate("CheckpointRoutes",
                                            "files changed since the preview: preview the restore again"),
                {{QStringLiteral("changed"), changed},
                 {QStringLiteral("previewToken"), QString::number(store->latest()->id)}});
    }
    const QString name = commandId.isEmpty()
        ? QCoreApplication::translate("CheckpointRoutes", "Restored checkpoint %1").arg(target)
        : QCoreApplication::translate("CheckpointRoutes", "Undid the changes of %1").arg(commandId);
    const CheckpointStore::RestoreResult result = service->restore(target, paths, name);
    QJsonObject answer{{kSuccess, result.errors.isEmpty()},
                       {QStringLiteral("preview"), false},
                       {QStringLiteral("changes"), changesJson(result.applied)},
                       {QStringLiteral("errors"), QJsonArray::fromStringList(result.errors)},
                       {kTimestamp, currentTimestamp()}};
    if (result.checkpoint)
        answer.insert(QStringLiteral("checkpoint"), service->checkpointJson(*result.checkpoint, 0));
    sink->sendResponse(200, answer);
}
} // namespace

QString CheckpointRoutes::storeDirectory(Sandbox *sandbox)
{
    const QString workspace = QDir(sandbox->workspace()).canonicalPath();
    const QByteArray key
        = QCryptographicHash::hash(workspace.toUtf8(), QCryptographicHash::Sha256).toHex().left(16);
    QString base = sandbox->options().stateFile.isEmpty()
        ? sandbox->runtimeDir()
        : QFileInfo(sandbox->options().stateFile).absolutePath();
    // Never inside the workspace (a checkpoint would checkpoint itself, and the user's tree
    // would hold it).
    const QString canonicalBase = QDir(base).canonicalPath();
    if (canonicalBase == workspace || canonicalBase.startsWith(workspace + QLatin1Char('/')))
        base = sandbox->runtimeDir();
    return QDir(base).filePath(QStringLiteral("checkpoints/") + QString::fromLatin1(key));
}

void CheckpointRoutes::install(Router &router, Sandbox *sandbox)
{
    if (!CheckpointService::of(sandbox)) {
        auto *service = new CheckpointService(sandbox, storeDirectory(sandbox));
        const QString setting = qEnvironmentVariable("SANDMAN_CHECKPOINTS").toLower();
        // Started from the sandbox's own event loop: the sandbox moves to its thread after the
        // routes are installed, and the watch's socket notifier must be made there.
        if (setting != QLatin1String("off") && setting != QLatin1String("0")) {
            QMetaObject::invokeMethod(
                service,
                [service] {
                    QString error;
                    if (!service->start(&error))
                        qWarning("checkpoints: %s", qPrintable(error));
                },
                Qt::QueuedConnection);
        }
    }
    const QPointer<Sandbox> guard(sandbox);
    const auto route = [guard](auto function) {
        return [guard, function](const RouteRequest &request, const ResponseSinkPtr &sink) {
            if (!guard)
                return sink->sendError(
                    ErrorCode::InternalError,
                    QCoreApplication::translate("CheckpointRoutes", "the sandbox is shutting down"));
            function(guard.data(), request, sink);
        };
    };
    const QString get = QStringLiteral("GET");
    const QString post = QStringLiteral("POST");
    router.addRoute(get, QStringLiteral("/api/sandman/checkpoints"), route(list));
    router.addRoute(post, QStringLiteral("/api/sandman/checkpoints"), route(create));
    router.addRoute(get, QStringLiteral("/api/sandman/checkpoints/{id}"), route(show));
    router.addRoute(post, QStringLiteral("/api/sandman/checkpoints/settings"), route(settings));
    router.addRoute(get, QStringLiteral("/api/sandman/changes/{commandId}"), route(commandChanges));
    router.addRoute(post, QStringLiteral("/api/sandman/changes"), route(changesBetween));
    router.addRoute(post, QStringLiteral("/api/sandman/diff"), route(diff));
    router.addRoute(post, QStringLiteral("/api/sandman/restore"), route(restore));
}

} // namespace sandman
