// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "RouteRequest.h"
#include "protocol/RequestHandler.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <functional>

namespace sandman {

using RouteFunction = std::function<void(const RouteRequest &, const ResponseSinkPtr &)>;

// Maps "METHOD /path/{param}" to route functions. Literal segments win over placeholders,
// so "/api/process/kill-all" is not read as a process id.
class Router : public RequestHandler
{
public:
    // How a route reads its body: as JSON, or (a literal route only) as the value an in-process
    // caller made it from when there is one (RouteRequest::valueAs), else as JSON.
    enum class Body { Json, ValueOrJson };

    void addRoute(const QString &method, const QString &pattern, RouteFunction function,
                  Body body = Body::Json);
    void handleRequest(const ProtocolRequest &request, const ResponseSinkPtr &sink) override;
    // Whether the route the request names reads values (a request without one: false).
    bool takesValue(const ProtocolRequest &request) const;

private:
    struct Route {
        QString method;
        QStringList segments;
        RouteFunction function;
        bool takesValues = false;
    };
    static bool match(const Route &route, const QStringList &segments, QHash<QString, QString> *params);
    // The literal route for method and path (no query), or -1.
    qsizetype literalRoute(const QString &method, const QString &path) const;
    void run(const Route &route, const ProtocolRequest &request, const QHash<QString, QString> &params,
             qsizetype queryStart, const ResponseSinkPtr &sink);

    QList<Route> m_routes;
    // The routes without placeholders, by method and then path: most requests (exec, files)
    // find theirs in two lookups, with no key built, instead of a match against every route
    // (a literal route wins anyway).
    QHash<QString, QHash<QString, qsizetype>> m_literal;
};

} // namespace sandman
