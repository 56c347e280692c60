// SPDX-License-Identifier: Apache-2.0
#include "WatchRoutes.h"

#include "FileRoutes.h"
#include "SessionLookup.h"
#include "WatchStreamSender.h"
#include "engine/Sandbox.h"
#include "engine/files/ChangeTracker.h"
#include "engine/files/FileWatcher.h"
#include "engine/files/PathValidator.h"
#include "engine/session/ShellSession.h"
#include "protocol/Timestamp.h"
#include "server/BodyReader.h"
#include "server/Router.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QPointer>

#include <algorithm>

namespace sandman {

namespace {
const QString kTrackerName = QStringLiteral("sandman-change-tracker");
const QString kField = QStringLiteral("field");
constexpr int kMaxQueuedEvents = 100000;
constexpr int kMaxStreams = 32;

SandboxError invalid(const QString &field, const QString &message)
{
    return SandboxError{ErrorCode::ValidationFailed, message, {{kField, field}}};
}

// An optional array of strings; nullopt after answering the error.
std::optional<QStringList> stringList(const QJsonObject &body, const QString &field,
                                      const ResponseSinkPtr &sink)
{
    const QJsonValue value = body.value(field);
    QStringList list;
    if (value.isUndefined() || value.isNull())
        return list;
    const QJsonArray array = value.toArray();
    const bool strings
        = std::all_of(array.begin(), array.end(), [](const QJsonValue &item) { return item.isString(); });
    if (!value.isArray() || !strings) {
        sink->sendError(invalid(
            field, QCoreApplication::translate("WatchRoutes", "%1 must be an array of strings").arg(field)));
        return std::nullopt;
    }
    for (const QJsonValue &item : array)
        list.append(item.toString());
    return list;
}

// What both routes take: the watcher's options and the root as the client named it.
struct WatchCall {
    FileWatcher::Options options;
    QString shownRoot;
};

std::optional<WatchCall> readCall(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    BodyReader body(request.body());
    const QString path = body.requiredString(QStringLiteral("path"));
    const std::optional<bool> recursive = body.optionalBool(QStringLiteral("recursive"));
    if (!body.ok()) {
        sink->sendError(body.error());
        return std::nullopt;
    }
    if (const std::optional<FileError> error = PathValidator::validate(path.trimmed())) {
        sink->sendError(FileRoutes::toSandboxError(*error));
        return std::nullopt;
    }
    const std::optional<QStringList> include = stringList(request.body(), QStringLiteral("include"), sink);
    if (!include)
        return std::nullopt;
    const std::optional<QStringList> exclude = stringList(request.body(), QStringLiteral("exclude"), sink);
    if (!exclude)
        return std::nullopt;
    const std::optional<QStringList> events = stringList(request.body(), QStringLiteral("events"), sink);
    if (!events)
        return std::nullopt;
    QString filterError;
    std::optional<WatchFilter> filter = WatchFilter::create(*include, *exclude, &filterError);
    if (!filter) {
        sink->sendError(
            invalid(include->isEmpty() ? QStringLiteral("exclude") : QStringLiteral("include"), filterError));
        return std::nullopt;
    }
    WatchCall call;
    for (const QString &name : *events) {
        const FileWatchEvent::Type type = FileWatchEvent::typeFromName(name);
        if (type == FileWatchEvent::Overflow) {
            sink->sendError(invalid(
                QStringLiteral("events"),
                QCoreApplication::translate("WatchRoutes",
                                            "unknown event type \"%1\" (create, modify, delete, move_from, "
                                            "move_to, attrib)")
                    .arg(name)));
            return std::nullopt;
        }
        call.options.events.insert(type);
    }
    ShellSession *session = SessionLookup::forCall(sandbox, request.sessionId(), sink);
    if (!session)
        return std::nullopt;
    const QString clientPath = path.trimmed();
    call.options.root = sandbox->resolvePath(clientPath, session->lastKnownCwd());
    call.options.recursive = recursive.value_or(true);
    call.options.filter = *filter;
    call.shownRoot = QDir::isAbsolutePath(clientPath) ? QDir::cleanPath(clientPath) : call.options.root;
    return call;
}

SandboxError startError(const FileError &error)
{
    SandboxError sandboxError = FileRoutes::toSandboxError(error);
    if (error.kind == FileError::Internal)
        sandboxError.code = ErrorCode::WatchStartError;
    return sandboxError;
}

void watch(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    std::optional<WatchCall> call = readCall(sandbox, request, sink);
    if (!call)
        return;
    const QJsonValue limit = request.body().value(QStringLiteral("maxQueuedEvents"));
    if (!limit.isUndefined()) {
        const double value = limit.toDouble(-1);
        if (!limit.isDouble() || value != double(qint64(value)) || value < 1 || value > kMaxQueuedEvents)
            return sink->sendError(
                invalid(QStringLiteral("maxQueuedEvents"),
                        QCoreApplication::translate("WatchRoutes", "maxQueuedEvents must be an integer 1-%1")
                            .arg(kMaxQueuedEvents)));
        call->options.queueCapacity = int(value);
    }
    // Each stream holds an inotify instance, of which a user has few (128 by default).
    const QList<WatchStreamSender *> senders
        = sandbox->findChildren<WatchStreamSender *>(Qt::FindDirectChildrenOnly);
    if (std::count_if(senders.begin(), senders.end(),
                      [](const WatchStreamSender *sender) { return sender->isActive(); })
        >= kMaxStreams)
        return sink->sendError(
            ErrorCode::ResourceBusy,
            QCoreApplication::translate("WatchRoutes", "%1 watches are open already: end one first")
                .arg(kMaxStreams),
            {{QStringLiteral("limit"), kMaxStreams}});
    static quint64 nextId = 1;
    const QString watchId = QStringLiteral("watch-stream-%1").arg(nextId++);
    auto *watcher = new FileWatcher(call->options);
    if (const std::optional<FileError> error = watcher->start()) {
        delete watcher;
        return sink->sendError(startError(*error));
    }
    auto *sender = new WatchStreamSender(watcher, sink, watchId, call->shownRoot, sandbox);
    sender->start();
}

void checkChanges(Sandbox *sandbox, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    BodyReader body(request.body());
    const std::optional<QString> since = body.optionalString(QStringLiteral("since"));
    if (!body.ok())
        return sink->sendError(body.error());
    if (since && (since->trimmed().isEmpty() || since->contains(QChar(u'\0'))))
        return sink->sendError(
            invalid(QStringLiteral("since"),
                    QCoreApplication::translate("WatchRoutes", "since must be a non-empty version")));
    std::optional<WatchCall> call = readCall(sandbox, request, sink);
    if (!call)
        return;
    const ChangeTracker::Result result = WatchRoutes::changeTracker(sandbox)->check(call->options, since);
    if (result.error)
        return sink->sendError(startError(*result.error));
    QJsonObject answer{{QStringLiteral("success"), true},
                       {QStringLiteral("status"), ChangeTracker::statusName(result.status)},
                       {QStringLiteral("version"), result.version},
                       {QStringLiteral("timestamp"), currentTimestamp()}};
    if (!result.reason.isEmpty())
        answer.insert(QStringLiteral("reason"), result.reason);
    sink->sendResponse(200, answer);
}
} // namespace

ChangeTracker *WatchRoutes::changeTracker(Sandbox *sandbox)
{
    return sandbox->findChild<ChangeTracker *>(kTrackerName, Qt::FindDirectChildrenOnly);
}

void WatchRoutes::install(Router &router, Sandbox *sandbox)
{
    if (!changeTracker(sandbox)) {
        auto *tracker = new ChangeTracker(sandbox);
        tracker->setObjectName(kTrackerName);
    }
    const QPointer<Sandbox> guard(sandbox);
    const auto route = [guard](auto function) {
        return [guard, function](const RouteRequest &request, const ResponseSinkPtr &sink) {
            if (!guard)
                return sink->sendError(
                    ErrorCode::InternalError,
                    QCoreApplication::translate("WatchRoutes", "the sandbox is shutting down"));
            function(guard.data(), request, sink);
        };
    };
    router.addRoute(QStringLiteral("POST"), QStringLiteral("/api/watch"), route(watch));
    router.addRoute(QStringLiteral("POST"), QStringLiteral("/api/watch/check"), route(checkChanges));
}

} // namespace sandman
