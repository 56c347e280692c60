// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/SandboxError.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace sandman {

// Reads typed fields from a request body and remembers the first type error, so that a route
// can read everything and answer one clear VALIDATION_FAILED.
class BodyReader
{
public:
    explicit BodyReader(const QJsonObject &body)
        : m_body(body)
    { }

    QString requiredString(const QString &key);
    std::optional<QString> optionalString(const QString &key);
    std::optional<qint64> optionalInteger(const QString &key);
    std::optional<bool> optionalBool(const QString &key);
    std::optional<QJsonObject> optionalObject(const QString &key);

    bool ok() const { return !m_error.has_value(); }
    const SandboxError &error() const { return *m_error; }

private:
    void fail(const QString &key, const QString &expected);

    const QJsonObject &m_body;
    std::optional<SandboxError> m_error;
};

} // namespace sandman
