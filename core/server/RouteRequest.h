// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/ProtocolRequest.h"

#include <QHash>
#include <QJsonObject>
#include <QUrlQuery>

namespace sandman {

// A request matched to a route: the call plus the {placeholders} of its path and its query.
struct RouteRequest {
    ProtocolRequest request;
    QHash<QString, QString> pathParams;
    QUrlQuery query;

    const QJsonObject &body() const { return request.body; }
    // The body as the value it was made from, when it came as a T (in-process, to a route that
    // takes values); else null and body() has it.
    template<typename T> const T *valueAs() const
    {
        const auto *typed = dynamic_cast<const BodyOf<T> *>(request.value.get());
        return typed ? &typed->value() : nullptr;
    }
    QString pathParam(const QString &name) const { return pathParams.value(name); }
    // "sessionId" from the body, else the query, else "default" (DESIGN.md §3).
    QString sessionId() const;
};

} // namespace sandman
