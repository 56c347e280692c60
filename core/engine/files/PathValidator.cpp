// SPDX-License-Identifier: Apache-2.0
#include "PathValidator.h"

namespace sandman {

std::optional<FileError> PathValidator::validate(const QString &path, const QString &field)
{
    const auto fail = [&](const QString &why) {
        return FileError{FileError::InvalidArgument,
                         QStringLiteral("invalid %1: %2").arg(field, why),
                         {{QStringLiteral("field"), field}}};
    };
    if (path.isEmpty())
        return fail(QStringLiteral("the path is empty"));
    if (path.contains(QChar(u'\0')))
        return fail(QStringLiteral("the path contains a NUL character"));
    if (path.size() > kMaxLength)
        return fail(QStringLiteral("the path is longer than %1 characters").arg(kMaxLength));
    return std::nullopt;
}

} // namespace sandman
