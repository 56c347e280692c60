// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace sandman::test {

// One resource type the fake API server serves, as discovery documents describe it.
struct FakeKubeResource {
    QString group; // empty: core
    QStringList versions; // served, preferred first
    QString plural;
    QString singular;
    QString kind;
    QStringList shortNames;
    bool namespaced = true;
    QString key() const { return group + QLatin1Char('/') + plural; }
};

// The resource table (core pods/secrets/namespaces, agent-sandbox's four kinds) and the
// discovery documents built from it: /api, /api/v1, /apis, /apis/<group>, /apis/<group>/<v>.
// Also the Status bodies the real server answers with.
class FakeKubeResources
{
public:
    explicit FakeKubeResources(QStringList sandboxVersions
                               = {QStringLiteral("v1beta1"), QStringLiteral("v1alpha1")},
                               bool agentSandbox = true);

    const FakeKubeResource *find(const QString &group, const QString &version, const QString &plural) const;
    // The document for a discovery path, or an empty object if the path is not one.
    QJsonObject discovery(const QString &path) const;

    static QJsonObject status(int code, const QString &reason, const QString &message,
                              const QJsonObject &details = {});
    // "sandboxes.agents.x-k8s.io" / "pods"
    static QString qualified(const QString &group, const QString &plural);

private:
    QJsonObject resourceList(const QString &group, const QString &version) const;
    QJsonObject groupObject(const QString &group) const;

    QList<FakeKubeResource> m_resources;
};

} // namespace sandman::test
