// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

namespace sandman {

// What the New Sandbox action asks for, turned into an agents.x-k8s.io Sandbox object whose
// pod runs the sandman-agent image with its token from a Secret.
struct KubeSandboxSpec {
    QString name;
    QString image = QStringLiteral("localhost/sandman-agent:latest");
    QString cpu; // e.g. "500m"; empty: no request/limit
    QString memory; // e.g. "1Gi"
    QList<QPair<QString, QString>> env;
    QDateTime shutdownTime; // invalid: none
    QString tokenSecretName; // Secret with key "token"; empty: <name>-token
    int agentPort = 3000;
    // A SandboxTemplate's spec to start from (e.g. resources/kubernetes/sandbox-template.yaml):
    // its podTemplate is used, the first container gets image/resources/env overridden when set
    // above and its "token" volume this sandbox's Secret. Empty: a built-in pod template.
    QJsonObject templateSpec;

    QString secretName() const
    {
        return tokenSecretName.isEmpty() ? name + QStringLiteral("-token") : tokenSecretName;
    }
    // The Sandbox object for apiVersion agents.x-k8s.io/<version>.
    QJsonObject toSandbox(const QString &version) const;
};

} // namespace sandman
