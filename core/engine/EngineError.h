// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman {

// What an engine operation reports when it fails. The engine knows nothing of the wire
// protocol; core/server maps each kind to an ErrorCode (DESIGN.md §3).
struct EngineError {
    enum Kind {
        None,
        InvalidArgument, // → VALIDATION_FAILED
        NotFound, // → SESSION_NOT_FOUND / FILE_NOT_FOUND / ... by context
        AlreadyExists, // → SESSION_ALREADY_EXISTS
        Busy, // → RESOURCE_BUSY
        PermissionDenied, // → PERMISSION_DENIED
        SessionTerminated, // → SESSION_TERMINATED (the shell exited during the call)
        SessionDestroyed, // → SESSION_DESTROYED (the session was deleted during the call)
        Internal, // → INTERNAL_ERROR / COMMAND_EXECUTION_ERROR
    };
    Kind kind = None;
    QString message;

    bool isError() const { return kind != None; }
    explicit operator bool() const { return isError(); }
};

} // namespace sandman
