// SPDX-License-Identifier: Apache-2.0
#include "BodyReader.h"

#include <cmath>

namespace sandman {

void BodyReader::fail(const QString &key, const QString &expected)
{
    if (!m_error)
        m_error = SandboxError{ErrorCode::ValidationFailed,
                               QStringLiteral("field \"%1\" must be %2").arg(key, expected),
                               QJsonObject{{QStringLiteral("field"), key}}};
}

QString BodyReader::requiredString(const QString &key)
{
    const QJsonValue value = m_body.value(key);
    if (!value.isString()) {
        fail(key, QStringLiteral("a string"));
        return {};
    }
    return value.toString();
}

std::optional<QString> BodyReader::optionalString(const QString &key)
{
    const QJsonValue value = m_body.value(key);
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    if (!value.isString()) {
        fail(key, QStringLiteral("a string"));
        return std::nullopt;
    }
    return value.toString();
}

std::optional<qint64> BodyReader::optionalInteger(const QString &key)
{
    const QJsonValue value = m_body.value(key);
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || !std::isfinite(number) || number != std::floor(number)
        || std::fabs(number) > 9.0e15) {
        fail(key, QStringLiteral("an integer"));
        return std::nullopt;
    }
    return static_cast<qint64>(number);
}

std::optional<bool> BodyReader::optionalBool(const QString &key)
{
    const QJsonValue value = m_body.value(key);
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    if (!value.isBool()) {
        fail(key, QStringLiteral("a boolean"));
        return std::nullopt;
    }
    return value.toBool();
}

std::optional<QJsonObject> BodyReader::optionalObject(const QString &key)
{
    const QJsonValue value = m_body.value(key);
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    if (!value.isObject()) {
        fail(key, QStringLiteral("an object"));
        return std::nullopt;
    }
    return value.toObject();
}

} // namespace sandman
