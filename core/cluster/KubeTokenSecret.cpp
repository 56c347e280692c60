// SPDX-License-Identifier: Apache-2.0
#include "cluster/KubeTokenSecret.h"

#include <QJsonArray>

namespace sandman {

namespace {

const QString kManagedBy = QStringLiteral("app.kubernetes.io/managed-by");
const QString kSandboxAnnotation = QStringLiteral("sandman.dev/sandbox");
const QString kTokenSecretAnnotation = QStringLiteral("sandman.dev/token-secret");

QJsonObject metadataOf(const QJsonObject &object)
{
    return object.value(QStringLiteral("metadata")).toObject();
}

} // namespace

QJsonObject KubeTokenSecret::object(const QString &name, const QByteArray &token, const QString &sandboxName)
{
    return QJsonObject{
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("kind"), QStringLiteral("Secret")},
        {QStringLiteral("metadata"),
         QJsonObject{{QStringLiteral("name"), name},
                     {QStringLiteral("labels"), QJsonObject{{kManagedBy, QStringLiteral("sandman")}}},
                     {QStringLiteral("annotations"), QJsonObject{{kSandboxAnnotation, sandboxName}}}}},
        {QStringLiteral("type"), QStringLiteral("Opaque")},
        {QStringLiteral("data"),
         QJsonObject{{QStringLiteral("token"), QString::fromLatin1(token.toBase64())}}}};
}

QJsonObject KubeTokenSecret::ownerPatch(const QJsonObject &sandbox)
{
    const QJsonObject meta = metadataOf(sandbox);
    const QJsonObject owner{{QStringLiteral("apiVersion"), sandbox.value(QStringLiteral("apiVersion"))},
                            {QStringLiteral("kind"), sandbox.value(QStringLiteral("kind"))},
                            {QStringLiteral("name"), meta.value(QStringLiteral("name"))},
                            {QStringLiteral("uid"), meta.value(QStringLiteral("uid"))}};
    return QJsonObject{
        {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("ownerReferences"), QJsonArray{owner}}}}};
}

QString KubeTokenSecret::createdFor(const QJsonObject &sandbox)
{
    return metadataOf(sandbox)
        .value(QStringLiteral("annotations"))
        .toObject()
        .value(kTokenSecretAnnotation)
        .toString();
}

bool KubeTokenSecret::belongsTo(const QJsonObject &secret, const QString &sandboxName,
                                const QString &sandboxUid)
{
    const QJsonObject meta = metadataOf(secret);
    for (const QJsonValue &ref : meta.value(QStringLiteral("ownerReferences")).toArray())
        if (!sandboxUid.isEmpty() && ref.toObject().value(QStringLiteral("uid")).toString() == sandboxUid)
            return true;
    if (meta.value(QStringLiteral("labels")).toObject().value(kManagedBy).toString()
        != QLatin1String("sandman"))
        return false;
    // Sandman makes one Secret per sandbox (a name taken is refused), so one it made that the
    // Sandbox names is that sandbox's; an older Sandman did not annotate it.
    const QJsonValue forSandbox
        = meta.value(QStringLiteral("annotations")).toObject().value(kSandboxAnnotation);
    return forSandbox.isUndefined() || forSandbox.toString() == sandboxName;
}

} // namespace sandman
