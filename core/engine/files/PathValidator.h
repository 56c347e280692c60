// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FileError.h"

#include <QString>

#include <optional>

namespace sandman {

// Checks a client-supplied path before it touches the filesystem (DESIGN.md §2, Files).
class PathValidator
{
public:
    static constexpr int kMaxLength = 4096;

    // VALIDATION_FAILED for an empty path, a NUL character or more than kMaxLength
    // characters; field names the request field in the error context.
    static std::optional<FileError> validate(const QString &path,
                                             const QString &field = QStringLiteral("path"));
};

} // namespace sandman
