// SPDX-License-Identifier: Apache-2.0
#include "AuditRoutes.h"

#include "engine/Sandbox.h"
#include "engine/audit/AuditChain.h"
#include "engine/audit/AuditExport.h"
#include "engine/audit/AuditLog.h"
#include "engine/audit/AuditRecorder.h"
#include "engine/audit/AuditSearch.h"
#include "engine/audit/AuditVerifier.h"
#include "engine/events/EventFeed.h"
#include "protocol/Timestamp.h"
#include "server/Router.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QThreadPool>

namespace sandman {

namespace {
const QString kSuccess = QStringLiteral("success");
const QString kTimestamp = QStringLiteral("timestamp");

QString tr(const char *text)
{
    return QCoreApplication::translate("AuditRoutes", text);
}

// Runs work on the pool and answers on the sandbox's thread (sinks are used on it only).
void answerLater(Sandbox *sandbox, const ResponseSinkPtr &sink, std::function<QJsonObject()> work)
{
    const QPointer<Sandbox> guard(sandbox);
    QThreadPool::globalInstance()->start([guard, sink, work = std::move(work)] {
        QJsonObject body = work();
        body.insert(kSuccess, true);
        body.insert(kTimestamp, currentTimestamp());
        if (guard)
            QMetaObject::invokeMethod(guard.data(), [sink, body] { sink->sendResponse(200, body); });
    });
}

// The trail's folder, or an error sent when the sandbox keeps none. What the recorder still
// has queued (at most a few milliseconds' worth) is written first, so a search finds it.
QString dirOrError(Sandbox *sandbox, const ResponseSinkPtr &sink)
{
    AuditRecorder *recorder = AuditRecorder::of(EventFeed::of(sandbox));
    if (recorder)
        recorder->flush();
    const QString dir = recorder ? recorder->dir() : QString();
    if (dir.isEmpty())
        sink->sendError(ErrorCode::ValidationFailed,
                        tr("this agent keeps no audit trail (started with --no-audit)"));
    return dir;
}

// The filter and limit of a search or export, or nullopt with an error sent.
std::optional<std::pair<AuditFilter, int>> queryOf(const RouteRequest &request, const ResponseSinkPtr &sink)
{
    QString error;
    const std::optional<AuditFilter> filter = AuditFilter::fromJson(request.body(), &error);
    const QJsonValue limitValue = request.body().value(QStringLiteral("limit"));
    const int limit = limitValue.isUndefined() ? AuditRoutes::kDefaultLimit : limitValue.toInt(-1);
    if (filter && (limit < 0 || limit > AuditRoutes::kMaxLimit))
        error = tr("limit must be a number from 0 to %1").arg(AuditRoutes::kMaxLimit);
    if (!filter || !error.isEmpty()) {
        sink->sendError(ErrorCode::ValidationFailed, error);
        return std::nullopt;
    }
    return std::make_pair(*filter, limit);
}
} // namespace

void AuditRoutes::install(Router &router, Sandbox *sandbox)
{
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/sandman/audit/status"),
                    [sandbox](const RouteRequest &, const ResponseSinkPtr &sink) {
                        AuditRecorder *recorder = AuditRecorder::of(EventFeed::of(sandbox));
                        QJsonObject body
                            = recorder ? recorder->status() : QJsonObject{{QStringLiteral("enabled"), false}};
                        body.insert(kSuccess, true);
                        body.insert(kTimestamp, currentTimestamp());
                        sink->sendResponse(200, body);
                    });
    router.addRoute(QStringLiteral("POST"), QStringLiteral("/api/sandman/audit/search"),
                    [sandbox](const RouteRequest &request, const ResponseSinkPtr &sink) {
                        const QString dir = dirOrError(sandbox, sink);
                        const auto query = dir.isEmpty() ? std::nullopt : queryOf(request, sink);
                        if (!query)
                            return;
                        answerLater(sandbox, sink, [dir, query] {
                            const AuditSearch::Result found
                                = AuditSearch(query->first).run(AuditLog::files(dir), query->second);
                            QJsonArray records;
                            for (const QByteArray &line : found.lines)
                                records.append(QJsonDocument::fromJson(line).object());
                            return QJsonObject{
                                {QStringLiteral("records"), records},
                                {QStringLiteral("matched"), found.matched},
                                {QStringLiteral("scanned"), found.scanned},
                                {QStringLiteral("unreadable"), QJsonArray::fromStringList(found.unreadable)}};
                        });
                    });
    router.addRoute(
        QStringLiteral("POST"), QStringLiteral("/api/sandman/audit/export"),
        [sandbox](const RouteRequest &request, const ResponseSinkPtr &sink) {
            const QString dir = dirOrError(sandbox, sink);
            const auto query = dir.isEmpty() ? std::nullopt : queryOf(request, sink);
            if (!query)
                return;
            const QString format
                = request.body().value(QStringLiteral("format")).toString(QStringLiteral("jsonl"));
            if (format != QLatin1String("jsonl") && format != QLatin1String("csv"))
                return sink->sendError(ErrorCode::ValidationFailed,
                                       tr("format must be \"jsonl\" or \"csv\""));
            answerLater(sandbox, sink, [dir, query, format] {
                const AuditSearch::Result found
                    = AuditSearch(query->first).run(AuditLog::files(dir), query->second);
                const QByteArray content = format == QLatin1String("csv")
                    ? AuditExport::csv(found.lines)
                    : AuditExport::jsonLines(found.lines);
                return QJsonObject{{QStringLiteral("format"), format},
                                   {QStringLiteral("content"), QString::fromUtf8(content)},
                                   {QStringLiteral("count"), found.lines.size()},
                                   {QStringLiteral("matched"), found.matched}};
            });
        });
    router.addRoute(QStringLiteral("POST"), QStringLiteral("/api/sandman/audit/verify"),
                    [sandbox](const RouteRequest &, const ResponseSinkPtr &sink) {
                        const QString dir = dirOrError(sandbox, sink);
                        if (dir.isEmpty())
                            return;
                        answerLater(sandbox, sink,
                                    [dir] { return AuditVerifier::verify(AuditLog::files(dir)).toJson(); });
                    });
}

} // namespace sandman
