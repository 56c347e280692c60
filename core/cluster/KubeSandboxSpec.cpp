// SPDX-License-Identifier: Apache-2.0
#include "cluster/KubeSandboxSpec.h"

#include <QJsonArray>

namespace sandman {

namespace {

QJsonObject healthProbe(int initialDelaySeconds, int periodSeconds)
{
    return QJsonObject{{QStringLiteral("exec"),
                        QJsonObject{{QStringLiteral("command"),
                                     QJsonArray{QStringLiteral("/usr/local/bin/sandman-healthcheck")}}}},
                       {QStringLiteral("initialDelaySeconds"), initialDelaySeconds},
                       {QStringLiteral("periodSeconds"), periodSeconds},
                       {QStringLiteral("timeoutSeconds"), 4}};
}

QJsonObject builtinPodSpec()
{
    // Mirrors resources/kubernetes: non-root, no privilege escalation, the token mounted
    // read-only, the workspace on an emptyDir.
    const QJsonObject container{
        {QStringLiteral("name"), QStringLiteral("agent")},
        {QStringLiteral("args"),
         QJsonArray{QStringLiteral("--listen"), QStringLiteral("0.0.0.0:3000"),
                    QStringLiteral("--token-file"), QStringLiteral("/var/run/secrets/sandman/token"),
                    QStringLiteral("--root"), QStringLiteral("/workspace")}},
        {QStringLiteral("securityContext"),
         QJsonObject{{QStringLiteral("runAsNonRoot"), true},
                     {QStringLiteral("runAsUser"), 1000},
                     {QStringLiteral("allowPrivilegeEscalation"), false},
                     {QStringLiteral("capabilities"),
                      QJsonObject{{QStringLiteral("drop"), QJsonArray{QStringLiteral("ALL")}}}}}},
        // /api/ping needs the token, so a plain httpGet would only ever see 401: the image's
        // sandman-healthcheck asks with the token from the mounted file.
        {QStringLiteral("readinessProbe"), healthProbe(1, 5)},
        {QStringLiteral("livenessProbe"), healthProbe(10, 20)},
        {QStringLiteral("volumeMounts"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("token")},
                                {QStringLiteral("mountPath"), QStringLiteral("/var/run/secrets/sandman")},
                                {QStringLiteral("readOnly"), true}},
                    QJsonObject{{QStringLiteral("name"), QStringLiteral("workspace")},
                                {QStringLiteral("mountPath"), QStringLiteral("/workspace")}}}}};
    // fsGroup: the token file (mode 0440) is readable by the agent's group, uid 1000 not being root.
    return QJsonObject{
        {QStringLiteral("automountServiceAccountToken"), false},
        {QStringLiteral("securityContext"),
         QJsonObject{{QStringLiteral("fsGroup"), 1000},
                     {QStringLiteral("seccompProfile"),
                      QJsonObject{{QStringLiteral("type"), QStringLiteral("RuntimeDefault")}}}}},
        {QStringLiteral("containers"), QJsonArray{container}}};
}

} // namespace

QJsonObject KubeSandboxSpec::toSandbox(const QString &version) const
{
    QJsonObject podTemplate = templateSpec.value(QStringLiteral("podTemplate")).toObject();
    QJsonObject podSpec = podTemplate.value(QStringLiteral("spec")).toObject();
    if (podSpec.value(QStringLiteral("containers")).toArray().isEmpty())
        podSpec = builtinPodSpec();

    QJsonArray containers = podSpec.value(QStringLiteral("containers")).toArray();
    QJsonObject container = containers.at(0).toObject();
    if (!image.isEmpty())
        container.insert(QStringLiteral("image"), image);
    container.insert(QStringLiteral("ports"),
                     QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("agent")},
                                            {QStringLiteral("containerPort"), agentPort}}});
    if (!cpu.isEmpty() || !memory.isEmpty()) {
        QJsonObject amounts;
        if (!cpu.isEmpty())
            amounts.insert(QStringLiteral("cpu"), cpu);
        if (!memory.isEmpty())
            amounts.insert(QStringLiteral("memory"), memory);
        container.insert(
            QStringLiteral("resources"),
            QJsonObject{{QStringLiteral("requests"), amounts}, {QStringLiteral("limits"), amounts}});
    }
    if (!env.isEmpty()) {
        QJsonArray vars = container.value(QStringLiteral("env")).toArray();
        for (const auto &[k, v] : env)
            vars.append(QJsonObject{{QStringLiteral("name"), k}, {QStringLiteral("value"), v}});
        container.insert(QStringLiteral("env"), vars);
    }
    containers.replace(0, container);
    podSpec.insert(QStringLiteral("containers"), containers);

    // The token Secret and the workspace volume, unless the template already defines them.
    QJsonArray volumes = podSpec.value(QStringLiteral("volumes")).toArray();
    auto hasVolume = [&](const QString &n) {
        for (const QJsonValue &v : volumes)
            if (v.toObject().value(QStringLiteral("name")).toString() == n)
                return true;
        return false;
    };
    // A template's token volume is pointed at this sandbox's own Secret.
    for (int i = 0; i < volumes.size(); ++i) {
        QJsonObject volume = volumes.at(i).toObject();
        if (volume.value(QStringLiteral("name")).toString() != QLatin1String("token")
            || !volume.contains(QStringLiteral("secret")))
            continue;
        QJsonObject secret = volume.value(QStringLiteral("secret")).toObject();
        secret.insert(QStringLiteral("secretName"), secretName());
        volume.insert(QStringLiteral("secret"), secret);
        volumes.replace(i, volume);
    }
    if (!hasVolume(QStringLiteral("token")))
        volumes.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("token")},
                                   {QStringLiteral("secret"),
                                    QJsonObject{{QStringLiteral("secretName"), secretName()},
                                                {QStringLiteral("defaultMode"), 0440}}}});
    // A template may give the workspace as a claim template (a volume of the same name).
    bool workspaceClaimed = false;
    for (const QJsonValue &claim : templateSpec.value(QStringLiteral("volumeClaimTemplates")).toArray())
        workspaceClaimed = workspaceClaimed
            || claim.toObject()
                    .value(QStringLiteral("metadata"))
                    .toObject()
                    .value(QStringLiteral("name"))
                    .toString()
                == QLatin1String("workspace");
    if (!hasVolume(QStringLiteral("workspace")) && !workspaceClaimed)
        volumes.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("workspace")},
                                   {QStringLiteral("emptyDir"), QJsonObject{}}});
    podSpec.insert(QStringLiteral("volumes"), volumes);
    podTemplate.insert(QStringLiteral("spec"), podSpec);

    QJsonObject spec = templateSpec;
    spec.remove(QStringLiteral("networkPolicy"));
    spec.remove(QStringLiteral("networkPolicyManagement"));
    spec.remove(QStringLiteral("envVarsInjectionPolicy"));
    spec.remove(QStringLiteral("volumeClaimTemplatesPolicy"));
    spec.insert(QStringLiteral("podTemplate"), podTemplate);
    if (shutdownTime.isValid())
        spec.insert(QStringLiteral("shutdownTime"), shutdownTime.toUTC().toString(Qt::ISODate));
    if (version == QLatin1String("v1alpha1"))
        spec.insert(QStringLiteral("replicas"), 1);
    else
        spec.insert(QStringLiteral("operatingMode"), QStringLiteral("Running"));

    return QJsonObject{
        {QStringLiteral("apiVersion"), QStringLiteral("agents.x-k8s.io/") + version},
        {QStringLiteral("kind"), QStringLiteral("Sandbox")},
        {QStringLiteral("metadata"),
         QJsonObject{
             {QStringLiteral("name"), name},
             {QStringLiteral("labels"),
              QJsonObject{{QStringLiteral("app.kubernetes.io/managed-by"), QStringLiteral("sandman")}}},
             {QStringLiteral("annotations"),
              QJsonObject{{QStringLiteral("sandman.dev/token-secret"), secretName()},
                          {QStringLiteral("sandman.dev/agent-port"), QString::number(agentPort)}}}}},
        {QStringLiteral("spec"), spec}};
}

} // namespace sandman
