// SPDX-License-Identifier: Apache-2.0
#include "cluster/KubeRequestTarget.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>
#include <QUrlQuery>

namespace sandman {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("sandman::KubeApiClient", text);
}

} // namespace

KubeRequestTarget KubeRequestTarget::parse(const QByteArray &httpVerb, const QString &pathAndQuery)
{
    KubeRequestTarget t;
    const int q = pathAndQuery.indexOf(QLatin1Char('?'));
    const QString path = q < 0 ? pathAndQuery : pathAndQuery.left(q);
    const QUrlQuery query(q < 0 ? QString() : pathAndQuery.mid(q + 1));
    QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (!parts.isEmpty() && parts.first() == QLatin1String("api")) {
        parts.removeFirst();
    } else if (!parts.isEmpty() && parts.first() == QLatin1String("apis") && parts.size() >= 2) {
        parts.removeFirst();
        t.group = parts.takeFirst();
    }
    if (!parts.isEmpty())
        t.version = parts.takeFirst();
    if (parts.size() >= 2 && parts.first() == QLatin1String("namespaces") && parts.size() != 2) {
        parts.removeFirst();
        t.ns = parts.takeFirst();
    }
    t.resource = parts.value(0);
    t.name = QUrl::fromPercentEncoding(parts.value(1).toUtf8());
    if (parts.size() > 2)
        t.resource += QLatin1Char('/') + parts.value(2);

    const bool watch = query.queryItemValue(QStringLiteral("watch")) == QLatin1String("1")
        || query.queryItemValue(QStringLiteral("watch")) == QLatin1String("true");
    if (httpVerb == "GET")
        t.verb = watch         ? QStringLiteral("watch")
            : t.name.isEmpty() ? QStringLiteral("list")
                               : QStringLiteral("get");
    else if (httpVerb == "POST")
        t.verb = QStringLiteral("create");
    else if (httpVerb == "PUT")
        t.verb = QStringLiteral("update");
    else if (httpVerb == "PATCH")
        t.verb = QStringLiteral("patch");
    else if (httpVerb == "DELETE")
        t.verb = t.name.isEmpty() ? QStringLiteral("deletecollection") : QStringLiteral("delete");
    else
        t.verb = QString::fromLatin1(httpVerb).toLower();
    return t;
}

QString KubeRequestTarget::qualifiedResource() const
{
    return group.isEmpty() ? resource : resource + QLatin1Char('.') + group;
}

std::pair<KubeException::Kind, QString>
KubeRequestTarget::describeFailure(const KubeRequestTarget &target, int status, const QJsonObject &body,
                                   const QByteArray &raw, const KubeEndpoint &endpoint)
{
    using Kind = KubeException::Kind;
    QString detail = body.value(QStringLiteral("message")).toString();
    if (detail.isEmpty())
        detail = QString::fromUtf8(raw.left(300)).trimmed();
    if (detail.isEmpty())
        detail = tr("HTTP status %1").arg(status);
    const QString where = target.ns.isEmpty() ? QString() : target.ns;

    switch (status) {
    case 401:
        return {Kind::Unauthorized,
                tr("The API server %1 refused the credentials of user “%2” (expired or invalid): %3")
                    .arg(endpoint.cluster.server, endpoint.user.name, detail)};
    case 403: {
        // The real server's message: ... User "u" cannot list resource "sandboxes" in API group "g" ...
        static const QRegularExpression denied(
            QStringLiteral("cannot (\\S+) resource \"([^\"]+)\"(?: in API group \"([^\"]*)\")?"));
        const auto match = denied.match(detail);
        QString verb = target.verb;
        QString resource = target.qualifiedResource();
        if (match.hasMatch()) {
            verb = match.captured(1);
            resource = match.captured(3).isEmpty() ? match.captured(2)
                                                   : match.captured(2) + QLatin1Char('.') + match.captured(3);
        }
        const QString message = where.isEmpty()
            ? tr("Forbidden: user “%1” may not %2 %3 (%4)").arg(endpoint.user.name, verb, resource, detail)
            : tr("Forbidden: user “%1” may not %2 %3 in namespace “%4” (%5)")
                  .arg(endpoint.user.name, verb, resource, where, detail);
        return {Kind::Forbidden, message};
    }
    case 404:
        return {Kind::NotFound,
                target.name.isEmpty() ? tr("Not found: %1").arg(detail)
                                      : tr("%1 “%2” was not found in namespace “%3”.")
                                            .arg(target.qualifiedResource(), target.name, where)};
    case 409:
        return {Kind::Conflict, tr("Conflict: %1").arg(detail)};
    case 410:
        return {Kind::Gone, tr("The resource version is too old, list again: %1").arg(detail)};
    case 400:
    case 415:
    case 422:
        return {Kind::Invalid,
                tr("The API server rejected the request to %1 %2: %3")
                    .arg(target.verb, target.qualifiedResource(), detail)};
    default:
        return {
            Kind::Server,
            tr("The API server failed to %1 %2: %3").arg(target.verb, target.qualifiedResource(), detail)};
    }
}

} // namespace sandman
