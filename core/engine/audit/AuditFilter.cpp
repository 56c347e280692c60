// SPDX-License-Identifier: Apache-2.0
#include "AuditFilter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>

namespace sandman {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("AuditFilter", text);
}

bool readTime(const QJsonObject &body, const QString &key, QString *out, QString *error)
{
    const QJsonValue value = body.value(key);
    if (value.isUndefined() || value.isNull() || value.toString().isEmpty())
        return true;
    const QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    if (!value.isString() || !time.isValid()) {
        *error = tr("%1 must be an ISO 8601 time such as 2026-01-31T18:00:00Z").arg(key);
        return false;
    }
    *out = time.toUTC().toString(Qt::ISODateWithMs);
    return true;
}

bool readString(const QJsonObject &body, const QString &key, QString *out, QString *error)
{
    const QJsonValue value = body.value(key);
    if (value.isUndefined() || value.isNull())
        return true;
    if (!value.isString()) {
        *error = tr("%1 must be a string").arg(key);
        return false;
    }
    *out = value.toString();
    return true;
}
} // namespace

std::optional<AuditFilter> AuditFilter::fromJson(const QJsonObject &body, QString *error)
{
    AuditFilter filter;
    if (!readString(body, QStringLiteral("client"), &filter.client, error)
        || !readString(body, QStringLiteral("sessionId"), &filter.sessionId, error)
        || !readString(body, QStringLiteral("text"), &filter.text, error)
        || !readTime(body, QStringLiteral("from"), &filter.from, error)
        || !readTime(body, QStringLiteral("to"), &filter.to, error))
        return std::nullopt;
    const QJsonValue exitCode = body.value(QStringLiteral("exitCode"));
    if (!exitCode.isUndefined() && !exitCode.isNull()) {
        if (!exitCode.isDouble() || exitCode.toDouble() != double(exitCode.toInt())) {
            *error = tr("exitCode must be an integer");
            return std::nullopt;
        }
        filter.exitCode = exitCode.toInt();
    }
    const QJsonValue types = body.value(QStringLiteral("types"));
    if (!types.isUndefined() && !types.isNull()) {
        if (!types.isArray()) {
            *error = tr("types must be a list of event types");
            return std::nullopt;
        }
        for (const QJsonValue &type : types.toArray()) {
            if (!type.isString()) {
                *error = tr("types must be a list of event types");
                return std::nullopt;
            }
            filter.types << type.toString();
        }
    }
    return filter;
}

} // namespace sandman
