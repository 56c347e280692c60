// SPDX-License-Identifier: Apache-2.0
#include "ApiEventRecorder.h"

#include "ObservedSink.h"
#include "engine/events/EventFeed.h"

#include <QPointer>

namespace sandman {

namespace {
const QString kSessionId = QStringLiteral("sessionId");
const QString kPath = QStringLiteral("path");
const QString kContextId = QStringLiteral("contextId");
constexpr qsizetype kMaxCodeShown = 4096;

QString pathOnly(const QString &path)
{
    const qsizetype query = path.indexOf(QLatin1Char('?'));
    return query < 0 ? path : path.left(query);
}

QString sessionOf(const QJsonObject &body)
{
    const QString id = body.value(kSessionId).toString();
    return id.isEmpty() ? QStringLiteral("default") : id;
}

// What the event says about a successful request, from the request (fields set) and its
// response; type empty: the request is not recorded.
struct Recording {
    QString type;
    QJsonObject fields;
};

Recording recordingFor(const QString &method, const QString &path, const QJsonObject &body)
{
    const auto field = [&body](const char *name) { return body.value(QLatin1String(name)).toString(); };
    if (method == QLatin1String("POST")) {
        if (path == QLatin1String("/api/write"))
            return {QStringLiteral("file_written"), {{kSessionId, sessionOf(body)}, {kPath, field("path")}}};
        if (path == QLatin1String("/api/delete"))
            return {QStringLiteral("file_deleted"), {{kSessionId, sessionOf(body)}, {kPath, field("path")}}};
        if (path == QLatin1String("/api/mkdir"))
            return {QStringLiteral("directory_created"),
                    {{kSessionId, sessionOf(body)}, {kPath, field("path")}}};
        if (path == QLatin1String("/api/rename"))
            return {QStringLiteral("file_moved"),
                    {{kSessionId, sessionOf(body)},
                     {kPath, field("oldPath")},
                     {QStringLiteral("newPath"), field("newPath")}}};
        if (path == QLatin1String("/api/move"))
            return {QStringLiteral("file_moved"),
                    {{kSessionId, sessionOf(body)},
                     {kPath, field("sourcePath")},
                     {QStringLiteral("newPath"), field("destinationPath")}}};
        if (path == QLatin1String("/api/contexts"))
            return {QStringLiteral("code_context_created"), {}};
        if (path == QLatin1String("/api/execute/code"))
            return {QStringLiteral("code_run_finished"),
                    {{kContextId, field("context_id")}, {QStringLiteral("language"), field("language")}}};
    }
    if (method == QLatin1String("DELETE") && path.startsWith(QLatin1String("/api/contexts/")))
        return {QStringLiteral("code_context_deleted"), {{kContextId, path.mid(14)}}};
    return {};
}
} // namespace

ResponseSinkPtr ApiEventRecorder::observe(EventFeed *feed, const ProtocolRequest &request,
                                          const ResponseSinkPtr &sink)
{
    Recording recording = recordingFor(request.method, pathOnly(request.path), request.body);
    if (recording.type.isEmpty())
        return sink;
    const EventOrigin origin = EventOrigin::current();
    if (recording.type == QLatin1String("code_run_finished")) {
        const QString code = request.body.value(QStringLiteral("code")).toString();
        QJsonObject started = recording.fields;
        started.insert(QStringLiteral("code"), code.left(kMaxCodeShown));
        if (code.size() > kMaxCodeShown)
            started.insert(QStringLiteral("codeTruncated"), true);
        feed->publish(QStringLiteral("code_run_started"), started, origin);
    }
    const QPointer<EventFeed> guard(feed);
    return ObservedSink::wrap(sink, [guard, recording, origin](int status, const QJsonObject &body) {
        const bool ok = status >= 200 && status < 300;
        if (!guard || (!ok && recording.type != QLatin1String("code_run_finished")))
            return;
        QJsonObject fields = recording.fields;
        if (recording.type == QLatin1String("code_context_created")) {
            fields.insert(kContextId, body.value(kContextId));
            fields.insert(QStringLiteral("language"), body.value(QStringLiteral("language")));
            fields.insert(QStringLiteral("cwd"), body.value(QStringLiteral("cwd")));
        } else if (recording.type == QLatin1String("code_run_finished")) {
            fields.insert(QStringLiteral("success"), ok);
            fields.insert(QStringLiteral("status"), status);
        }
        guard->publish(recording.type, fields, origin);
    });
}

} // namespace sandman
