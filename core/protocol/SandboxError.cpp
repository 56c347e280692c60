// SPDX-License-Identifier: Apache-2.0
#include "SandboxError.h"

#include "Timestamp.h"

namespace sandman {

QJsonObject SandboxError::toJson() const
{
    return QJsonObject{{QStringLiteral("code"), errorCodeName(code)},
                       {QStringLiteral("message"), message},
                       {QStringLiteral("context"), context},
                       {QStringLiteral("httpStatus"), httpStatus()},
                       {QStringLiteral("timestamp"), currentTimestamp()}};
}

SandboxError SandboxError::fromJson(const QJsonObject &body, int status)
{
    SandboxError error;
    const QString codeName = body.value(QStringLiteral("code")).toString();
    error.code = codeName.isEmpty() ? ErrorCode::InternalError : errorCodeFromName(codeName);
    error.message = body.value(QStringLiteral("message")).toString();
    if (error.message.isEmpty())
        error.message = body.value(QStringLiteral("error")).toString();
    if (error.message.isEmpty())
        error.message = QStringLiteral("request failed with status %1").arg(status);
    error.context = body.value(QStringLiteral("context")).toObject();
    return error;
}

} // namespace sandman
