// SPDX-License-Identifier: Apache-2.0
#include "EngineErrors.h"

namespace sandman {

SandboxError EngineErrors::toSandboxError(const EngineError &error, ErrorCode notFound)
{
    ErrorCode code = ErrorCode::InternalError;
    switch (error.kind) {
    case EngineError::None:
    case EngineError::Internal:
        code = ErrorCode::InternalError;
        break;
    case EngineError::InvalidArgument:
        code = ErrorCode::ValidationFailed;
        break;
    case EngineError::NotFound:
        code = notFound;
        break;
    case EngineError::AlreadyExists:
        code = ErrorCode::SessionAlreadyExists;
        break;
    case EngineError::Busy:
        code = ErrorCode::ResourceBusy;
        break;
    case EngineError::PermissionDenied:
        code = ErrorCode::PermissionDenied;
        break;
    case EngineError::SessionTerminated:
        code = ErrorCode::SessionTerminated;
        break;
    case EngineError::SessionDestroyed:
        code = ErrorCode::SessionDestroyed;
        break;
    }
    return SandboxError{code, error.message, {}};
}

} // namespace sandman
