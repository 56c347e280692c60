// SPDX-License-Identifier: Apache-2.0
#include "ErrorCode.h"

#include <array>

namespace sandman {

namespace {
struct ErrorCodeInfo {
    ErrorCode code;
    const char *name;
    int status;
};

constexpr std::array<ErrorCodeInfo, 29> kErrorCodes{{
    {ErrorCode::ValidationFailed, "VALIDATION_FAILED", 400},
    {ErrorCode::IsDirectory, "IS_DIRECTORY", 400},
    {ErrorCode::InvalidGitUrl, "INVALID_GIT_URL", 400},
    {ErrorCode::FileNotFound, "FILE_NOT_FOUND", 404},
    {ErrorCode::ProcessNotFound, "PROCESS_NOT_FOUND", 404},
    {ErrorCode::ContextNotFound, "CONTEXT_NOT_FOUND", 404},
    {ErrorCode::SessionNotFound, "SESSION_NOT_FOUND", 404},
    {ErrorCode::GitBranchNotFound, "GIT_BRANCH_NOT_FOUND", 404},
    {ErrorCode::UnknownRoute, "UNKNOWN_ROUTE", 404},
    {ErrorCode::SessionAlreadyExists, "SESSION_ALREADY_EXISTS", 409},
    {ErrorCode::ResourceBusy, "RESOURCE_BUSY", 409},
    {ErrorCode::SessionTerminated, "SESSION_TERMINATED", 410},
    {ErrorCode::SessionDestroyed, "SESSION_DESTROYED", 410},
    {ErrorCode::FileTooLarge, "FILE_TOO_LARGE", 413},
    {ErrorCode::PermissionDenied, "PERMISSION_DENIED", 403},
    {ErrorCode::CommandExecutionError, "COMMAND_EXECUTION_ERROR", 500},
    {ErrorCode::GitOperationFailed, "GIT_OPERATION_FAILED", 500},
    {ErrorCode::GitRepositoryNotFound, "GIT_REPOSITORY_NOT_FOUND", 404},
    {ErrorCode::FileExists, "FILE_EXISTS", 409},
    {ErrorCode::ProcessReadyTimeout, "PROCESS_READY_TIMEOUT", 408},
    {ErrorCode::ProcessExitedBeforeReady, "PROCESS_EXITED_BEFORE_READY", 500},
    {ErrorCode::CommandTimeout, "COMMAND_TIMEOUT", 408},
    {ErrorCode::WatchStartError, "WATCH_START_ERROR", 500},
    {ErrorCode::Unauthorized, "UNAUTHORIZED", 401},
    {ErrorCode::ParseError, "PARSE_ERROR", 400},
    {ErrorCode::InvalidRequest, "INVALID_REQUEST", 400},
    {ErrorCode::ConnectionLost, "CONNECTION_LOST", 503},
    {ErrorCode::TerminalEnded, "TERMINAL_ENDED", 410},
    {ErrorCode::InternalError, "INTERNAL_ERROR", 500},
}};

const ErrorCodeInfo &infoFor(ErrorCode code)
{
    for (const auto &info : kErrorCodes) {
        if (info.code == code)
            return info;
    }
    return kErrorCodes.back();
}
} // namespace

QString errorCodeName(ErrorCode code)
{
    return QString::fromLatin1(infoFor(code).name);
}

ErrorCode errorCodeFromName(const QString &name)
{
    for (const auto &info : kErrorCodes) {
        if (name == QLatin1String(info.name))
            return info.code;
    }
    return ErrorCode::InternalError;
}

int httpStatusFor(ErrorCode code)
{
    return infoFor(code).status;
}

} // namespace sandman
