// SPDX-License-Identifier: Apache-2.0
#include "Await.h"

#include <QCoreApplication>

namespace sandman::ctl {

CtlError errorFor(const SandboxError &error)
{
    switch (error.code) {
    case ErrorCode::Unauthorized:
        return {AccessDenied,
                QCoreApplication::translate("sandmanctl", "access refused: %1").arg(error.message)};
    case ErrorCode::ConnectionLost:
        return {Unreachable, error.message};
    case ErrorCode::SessionNotFound:
    case ErrorCode::ProcessNotFound:
    case ErrorCode::FileNotFound:
    case ErrorCode::ContextNotFound:
        return {NotFound, error.message};
    case ErrorCode::SessionAlreadyExists:
    case ErrorCode::FileExists:
        return {Exists, error.message};
    case ErrorCode::ValidationFailed:
        return {Usage, error.message};
    case ErrorCode::CommandTimeout:
    case ErrorCode::ProcessReadyTimeout:
        return {TimedOut, error.message};
    default:
        return {Failed, error.message};
    }
}

} // namespace sandman::ctl
