// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cluster/KubeConfigEntries.h"
#include "cluster/KubeException.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <utility>

namespace sandman {

// What a request path addresses, in RBAC's terms (verb, group, resource, name), so a refusal
// can say what was refused even when the Status body does not.
struct KubeRequestTarget {
    QString verb; // get, list, watch, create, update, patch, delete
    QString group; // empty: the core group
    QString version;
    QString ns;
    QString resource; // plural, with "/subresource" if any
    QString name;

    static KubeRequestTarget parse(const QByteArray &httpVerb, const QString &pathAndQuery);
    // "sandboxes.agents.x-k8s.io" / "pods".
    QString qualifiedResource() const;

    // A failed answer as a kind and a sentence: the Status body's message, and for 403 the
    // verb and resource that were denied.
    static std::pair<KubeException::Kind, QString> describeFailure(const KubeRequestTarget &target,
                                                                   int status, const QJsonObject &statusBody,
                                                                   const QByteArray &raw,
                                                                   const KubeEndpoint &endpoint);
};

} // namespace sandman
