// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QString>

namespace sandman {

// Why a file operation failed. The engine knows nothing of the wire protocol; the file routes
// map each kind to the SDK's error code (FILE_NOT_FOUND, PERMISSION_DENIED, ...).
struct FileError {
    enum Kind {
        InvalidArgument, // → VALIDATION_FAILED (empty path, NUL, too long, bad encoding)
        NotFound, // → FILE_NOT_FOUND
        PermissionDenied, // → PERMISSION_DENIED
        IsDirectory, // → IS_DIRECTORY
        NotDirectory, // → VALIDATION_FAILED (a directory was expected)
        Exists, // → FILE_EXISTS
        TooLarge, // → FILE_TOO_LARGE
        Busy, // → RESOURCE_BUSY
        Internal, // → INTERNAL_ERROR
    };
    Kind kind = Internal;
    QString message;
    QJsonObject context; // at least {"path": client path}
};

} // namespace sandman
