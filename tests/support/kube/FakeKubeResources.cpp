// SPDX-License-Identifier: Apache-2.0
#include "FakeKubeResources.h"

#include <QJsonArray>
#include <QSet>

namespace sandman::test {

namespace {

const QString SandboxGroup = QStringLiteral("agents.x-k8s.io");
const QString ExtensionsGroup = QStringLiteral("extensions.agents.x-k8s.io");

QJsonArray strings(const QStringList &list)
{
    QJsonArray a;
    for (const QString &s : list)
        a.append(s);
    return a;
}

} // namespace

FakeKubeResources::FakeKubeResources(QStringList sandboxVersions, bool agentSandbox)
{
    const QStringList v1{QStringLiteral("v1")};
    const QStringList ext{QStringLiteral("v1beta1")};
    m_resources = {
        {{},
         v1,
         QStringLiteral("pods"),
         QStringLiteral("pod"),
         QStringLiteral("Pod"),
         {QStringLiteral("po")},
         true},
        {{}, v1, QStringLiteral("secrets"), QStringLiteral("secret"), QStringLiteral("Secret"), {}, true},
        {{},
         v1,
         QStringLiteral("namespaces"),
         QStringLiteral("namespace"),
         QStringLiteral("Namespace"),
         {QStringLiteral("ns")},
         false},
    };
    if (agentSandbox) {
        m_resources.append({SandboxGroup,
                            sandboxVersions,
                            QStringLiteral("sandboxes"),
                            QStringLiteral("sandbox"),
                            QStringLiteral("Sandbox"),
                            {QStringLiteral("sandbox")},
                            true});
        m_resources.append({ExtensionsGroup,
                            ext,
                            QStringLiteral("sandboxtemplates"),
                            QStringLiteral("sandboxtemplate"),
                            QStringLiteral("SandboxTemplate"),
                            {QStringLiteral("sandboxtemplate")},
                            true});
        m_resources.append({ExtensionsGroup,
                            ext,
                            QStringLiteral("sandboxwarmpools"),
                            QStringLiteral("sandboxwarmpool"),
                            QStringLiteral("SandboxWarmPool"),
                            {QStringLiteral("swp")},
                            true});
        m_resources.append({ExtensionsGroup,
                            ext,
                            QStringLiteral("sandboxclaims"),
                            QStringLiteral("sandboxclaim"),
                            QStringLiteral("SandboxClaim"),
                            {QStringLiteral("sandboxclaim")},
                            true});
    }
}

const FakeKubeResource *FakeKubeResources::find(const QString &group, const QString &version,
                                                const QString &plural) const
{
    for (const FakeKubeResource &r : m_resources)
        if (r.group == group && r.plural == plural && r.versions.contains(version))
            return &r;
    return nullptr;
}

QString FakeKubeResources::qualified(const QString &group, const QString &plural)
{
    return group.isEmpty() ? plural : plural + QLatin1Char('.') + group;
}

QJsonObject FakeKubeResources::status(int code, const QString &reason, const QString &message,
                                      const QJsonObject &details)
{
    QJsonObject s{
        {QStringLiteral("kind"), QStringLiteral("Status")},
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("metadata"), QJsonObject{}},
        {QStringLiteral("status"), code < 300 ? QStringLiteral("Success") : QStringLiteral("Failure")},
        {QStringLiteral("message"), message},
        {QStringLiteral("reason"), reason},
        {QStringLiteral("code"), code}};
    if (!details.isEmpty())
        s.insert(QStringLiteral("details"), details);
    return s;
}

QJsonObject FakeKubeResources::resourceList(const QString &group, const QString &version) const
{
    QJsonArray resources;
    const QJsonArray crud{
        QStringLiteral("create"), QStringLiteral("delete"), QStringLiteral("deletecollection"),
        QStringLiteral("get"),    QStringLiteral("list"),   QStringLiteral("patch"),
        QStringLiteral("update"), QStringLiteral("watch")};
    bool any = false;
    for (const FakeKubeResource &r : m_resources) {
        if (r.group != group || !r.versions.contains(version))
            continue;
        any = true;
        QJsonObject entry{{QStringLiteral("name"), r.plural},
                          {QStringLiteral("singularName"), r.singular},
                          {QStringLiteral("namespaced"), r.namespaced},
                          {QStringLiteral("kind"), r.kind},
                          {QStringLiteral("verbs"), crud}};
        if (!r.shortNames.isEmpty())
            entry.insert(QStringLiteral("shortNames"), strings(r.shortNames));
        resources.append(entry);
        if (r.plural == QLatin1String("pods"))
            resources.append(QJsonObject{
                {QStringLiteral("name"), QStringLiteral("pods/portforward")},
                {QStringLiteral("singularName"), QString()},
                {QStringLiteral("namespaced"), true},
                {QStringLiteral("kind"), QStringLiteral("PodPortForwardOptions")},
                {QStringLiteral("verbs"), QJsonArray{QStringLiteral("create"), QStringLiteral("get")}}});
        if (!r.group.isEmpty())
            resources.append(QJsonObject{
                {QStringLiteral("name"), r.plural + QStringLiteral("/status")},
                {QStringLiteral("singularName"), QString()},
                {QStringLiteral("namespaced"), true},
                {QStringLiteral("kind"), r.kind},
                {QStringLiteral("verbs"),
                 QJsonArray{QStringLiteral("get"), QStringLiteral("patch"), QStringLiteral("update")}}});
    }
    if (!any)
        return {};
    return QJsonObject{
        {QStringLiteral("kind"), QStringLiteral("APIResourceList")},
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("groupVersion"), group.isEmpty() ? version : group + QLatin1Char('/') + version},
        {QStringLiteral("resources"), resources}};
}

QJsonObject FakeKubeResources::groupObject(const QString &group) const
{
    QStringList versions;
    for (const FakeKubeResource &r : m_resources)
        if (r.group == group)
            for (const QString &v : r.versions)
                if (!versions.contains(v))
                    versions << v;
    if (versions.isEmpty())
        return {};
    QJsonArray list;
    for (const QString &v : versions)
        list.append(QJsonObject{{QStringLiteral("groupVersion"), group + QLatin1Char('/') + v},
                                {QStringLiteral("version"), v}});
    return QJsonObject{{QStringLiteral("name"), group},
                       {QStringLiteral("versions"), list},
                       {QStringLiteral("preferredVersion"), list.first()}};
}

QJsonObject FakeKubeResources::discovery(const QString &path) const
{
    const QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (parts == QStringList{QStringLiteral("api")})
        return QJsonObject{
            {QStringLiteral("kind"), QStringLiteral("APIVersions")},
            {QStringLiteral("versions"), QJsonArray{QStringLiteral("v1")}},
            {QStringLiteral("serverAddressByClientCIDRs"),
             QJsonArray{QJsonObject{{QStringLiteral("clientCIDR"), QStringLiteral("0.0.0.0/0")},
                                    {QStringLiteral("serverAddress"), QStringLiteral("127.0.0.1")}}}}};
    if (parts.size() == 2 && parts[0] == QLatin1String("api"))
        return resourceList({}, parts[1]);
    if (parts == QStringList{QStringLiteral("apis")}) {
        QJsonArray groups;
        QStringList seen;
        for (const FakeKubeResource &r : m_resources)
            if (!r.group.isEmpty() && !seen.contains(r.group)) {
                seen << r.group;
                groups.append(groupObject(r.group));
            }
        return QJsonObject{{QStringLiteral("kind"), QStringLiteral("APIGroupList")},
                           {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                           {QStringLiteral("groups"), groups}};
    }
    if (parts.size() == 2 && parts[0] == QLatin1String("apis")) {
        QJsonObject g = groupObject(parts[1]);
        if (g.isEmpty())
            return {};
        g.insert(QStringLiteral("kind"), QStringLiteral("APIGroup"));
        g.insert(QStringLiteral("apiVersion"), QStringLiteral("v1"));
        return g;
    }
    if (parts.size() == 3 && parts[0] == QLatin1String("apis"))
        return resourceList(parts[1], parts[2]);
    return {};
}

} // namespace sandman::test
