// SPDX-License-Identifier: Apache-2.0
#include "Router.h"

#include <QJsonArray>
#include <QUrl>

#include <exception>

namespace sandman {

namespace {
bool isPlaceholder(const QString &segment)
{
    return segment.startsWith(QLatin1Char('{')) && segment.endsWith(QLatin1Char('}'));
}

int placeholderCount(const QStringList &segments)
{
    return int(std::count_if(segments.begin(), segments.end(), isPlaceholder));
}
} // namespace

void Router::addRoute(const QString &method, const QString &pattern, RouteFunction function, Body body)
{
    const QStringList segments = pattern.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    const bool literal = placeholderCount(segments) == 0;
    Q_ASSERT(literal || body == Body::Json);
    if (literal) {
        QHash<QString, qsizetype> &paths = m_literal[method];
        const QString path = QLatin1Char('/') + segments.join(QLatin1Char('/'));
        if (!paths.contains(path)) // the first of equal routes wins, as in the full match
            paths.insert(path, m_routes.size());
    }
    m_routes.append(Route{method, segments, std::move(function), literal && body == Body::ValueOrJson});
}

bool Router::takesValue(const ProtocolRequest &request) const
{
    if (!request.value)
        return false;
    const qsizetype queryStart = request.path.indexOf(QLatin1Char('?'));
    const qsizetype literal
        = literalRoute(request.method, queryStart < 0 ? request.path : request.path.left(queryStart));
    return literal >= 0 && m_routes.at(literal).takesValues;
}

qsizetype Router::literalRoute(const QString &method, const QString &path) const
{
    const auto paths = m_literal.constFind(method);
    if (paths == m_literal.cend())
        return -1;
    const auto route = paths->constFind(path);
    return route == paths->cend() ? -1 : *route;
}

bool Router::match(const Route &route, const QStringList &segments, QHash<QString, QString> *params)
{
    if (route.segments.size() != segments.size())
        return false;
    for (int i = 0; i < segments.size(); ++i) {
        const QString &expected = route.segments.at(i);
        if (isPlaceholder(expected))
            params->insert(expected.mid(1, expected.size() - 2),
                           QUrl::fromPercentEncoding(segments.at(i).toUtf8()));
        else if (expected != segments.at(i))
            return false;
    }
    return true;
}

void Router::handleRequest(const ProtocolRequest &request, const ResponseSinkPtr &sink)
{
    const int queryStart = request.path.indexOf(QLatin1Char('?'));
    const QString path = queryStart < 0 ? request.path : request.path.left(queryStart);
    // A path written plainly (no empty segment) may name a literal route as it is.
    if (path.startsWith(QLatin1Char('/')) && !path.contains(QLatin1String("//"))
        && (path.size() == 1 || !path.endsWith(QLatin1Char('/')))) {
        if (const qsizetype literal = literalRoute(request.method, path); literal >= 0) {
            run(m_routes.at(literal), request, {}, queryStart, sink);
            return;
        }
    }
    const QStringList segments = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);

    const Route *best = nullptr;
    QHash<QString, QString> bestParams;
    QStringList allowed; // methods of the routes that match the path
    for (const Route &route : m_routes) {
        QHash<QString, QString> params;
        if (!match(route, segments, &params))
            continue;
        if (!allowed.contains(route.method))
            allowed.append(route.method);
        if (route.method != request.method)
            continue;
        if (!best || placeholderCount(route.segments) < placeholderCount(best->segments)) {
            best = &route;
            bestParams = params;
        }
    }
    if (!best && allowed.isEmpty()) {
        sink->sendError(
            ErrorCode::UnknownRoute, QStringLiteral("no route for %1 %2").arg(request.method, path),
            QJsonObject{{QStringLiteral("method"), request.method}, {QStringLiteral("path"), path}});
        return;
    }
    if (!best) {
        // The path exists: 405 Method Not Allowed (as HTTP says), with the methods it takes.
        const SandboxError error{
            ErrorCode::UnknownRoute,
            QStringLiteral("method %1 is not allowed on %2 (allowed: %3)")
                .arg(request.method, path, allowed.join(QStringLiteral(", "))),
            QJsonObject{{QStringLiteral("method"), request.method},
                        {QStringLiteral("path"), path},
                        {QStringLiteral("allowed"), QJsonArray::fromStringList(allowed)}}};
        QJsonObject body = error.toJson();
        body.insert(QStringLiteral("httpStatus"), 405);
        sink->sendResponse(405, body);
        return;
    }

    run(*best, request, bestParams, queryStart, sink);
}

void Router::run(const Route &route, const ProtocolRequest &request, const QHash<QString, QString> &params,
                 qsizetype queryStart, const ResponseSinkPtr &sink)
{
    QUrlQuery query(queryStart < 0 ? QString() : request.path.mid(queryStart + 1));
    RouteRequest routed{request.value && !route.takesValues ? request.withJsonBody() : request, params,
                        std::move(query)};
    try {
        route.function(routed, sink);
    } catch (const std::exception &e) {
        sink->sendError(ErrorCode::InternalError, QString::fromUtf8(e.what()));
    }
}

} // namespace sandman
