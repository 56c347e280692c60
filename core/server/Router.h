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
    void addRoute(const QString &method, const QString &pattern, RouteFunction function);
    void handleRequest(const ProtocolRequest &request, const ResponseSinkPtr &sink) override;

private:
    struct Route {
        QString method;
        QStringList segments;
        RouteFunction function;
    };
    static bool match(const Route &route, const QStringList &segments, QHash<QString, QString> *params);
    static QString literalKey(const QString &method, const QString &path);
    void run(const Route &route, const ProtocolRequest &request, const QHash<QString, QString> &params,
             qsizetype queryStart, const ResponseSinkPtr &sink);

    QList<Route> m_routes;
    // The routes without placeholders by literalKey: most requests (exec, files) find theirs
    // in one lookup instead of a match against every route (a literal route wins anyway).
    QHash<QString, qsizetype> m_literal;
};

} // namespace sandman
