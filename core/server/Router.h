// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "RouteRequest.h"
#include "protocol/RequestHandler.h"

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

    QList<Route> m_routes;
};

} // namespace sandman
