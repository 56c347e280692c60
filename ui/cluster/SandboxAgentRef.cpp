// SPDX-License-Identifier: Apache-2.0
#include "SandboxAgentRef.h"

#include <QJsonArray>

namespace sandman {

namespace {

// The folder of --token-file FILE in the container's args, or the image's default.
QString tokenFolder(const QJsonObject &container)
{
    const QJsonArray args = container.value(QStringLiteral("args")).toArray();
    for (int i = 0; i + 1 < args.size(); ++i) {
        if (args.at(i).toString() == QLatin1String("--token-file")) {
            const QString file = args.at(i + 1).toString();
            return file.left(file.lastIndexOf(QLatin1Char('/')));
        }
    }
    return QStringLiteral("/var/run/secrets/sandman");
}

} // namespace

SandboxAgentRef SandboxAgentRef::fromSandbox(const QJsonObject &sandbox)
{
    SandboxAgentRef ref;
    const QString name
        = sandbox.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
    ref.secretName = name + QStringLiteral("-token");
    const QJsonObject podSpec = sandbox.value(QStringLiteral("spec"))
                                    .toObject()
                                    .value(QStringLiteral("podTemplate"))
                                    .toObject()
                                    .value(QStringLiteral("spec"))
                                    .toObject();
    const QJsonObject container = podSpec.value(QStringLiteral("containers")).toArray().at(0).toObject();
    for (const QJsonValue &port : container.value(QStringLiteral("ports")).toArray()) {
        const QJsonObject entry = port.toObject();
        if (entry.value(QStringLiteral("name")).toString() == QLatin1String("agent"))
            ref.port = quint16(entry.value(QStringLiteral("containerPort")).toInt(ref.port));
    }
    QString volumeName;
    const QString folder = tokenFolder(container);
    for (const QJsonValue &mount : container.value(QStringLiteral("volumeMounts")).toArray()) {
        if (mount.toObject().value(QStringLiteral("mountPath")).toString() == folder)
            volumeName = mount.toObject().value(QStringLiteral("name")).toString();
    }
    for (const QJsonValue &volume : podSpec.value(QStringLiteral("volumes")).toArray()) {
        const QJsonObject entry = volume.toObject();
        const QJsonObject secret = entry.value(QStringLiteral("secret")).toObject();
        if (entry.value(QStringLiteral("name")).toString() != volumeName || secret.isEmpty())
            continue;
        ref.secretName = secret.value(QStringLiteral("secretName")).toString(ref.secretName);
        // With items, the key is the one whose file the agent reads ("token").
        for (const QJsonValue &item : secret.value(QStringLiteral("items")).toArray()) {
            if (item.toObject().value(QStringLiteral("path")).toString() == QLatin1String("token"))
                ref.secretKey = item.toObject().value(QStringLiteral("key")).toString(ref.secretKey);
        }
    }
    return ref;
}

} // namespace sandman
