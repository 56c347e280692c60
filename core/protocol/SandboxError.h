// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ErrorCode.h"

#include <QJsonObject>
#include <QString>

namespace sandman {

// An error as it travels in a response body: {code, message, context, httpStatus, timestamp}.
struct SandboxError {
    ErrorCode code = ErrorCode::InternalError;
    QString message;
    QJsonObject context;

    int httpStatus() const { return httpStatusFor(code); }
    QJsonObject toJson() const;
    // Reads an error body; a body without a code becomes INTERNAL_ERROR with the given status.
    static SandboxError fromJson(const QJsonObject &body, int status = 500);
};

} // namespace sandman
