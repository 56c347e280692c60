// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman {

// Error codes of the Cloudflare Sandbox container API (DESIGN.md §3), plus protocol-level ones.
enum class ErrorCode {
    ValidationFailed,
    IsDirectory,
    InvalidGitUrl,
    FileNotFound,
    ProcessNotFound,
    ContextNotFound,
    SessionNotFound,
    GitBranchNotFound,
    UnknownRoute,
    SessionAlreadyExists,
    ResourceBusy,
    SessionTerminated,
    SessionDestroyed,
    FileTooLarge,
    PermissionDenied,
    CommandExecutionError,
    GitOperationFailed,
    GitRepositoryNotFound,
    FileExists,
    ProcessReadyTimeout,
    ProcessExitedBeforeReady,
    CommandTimeout,
    WatchStartError,
    Unauthorized,
    ParseError,
    InvalidRequest,
    ConnectionLost,
    // /ws/pty: the terminal a viewer came back to is not running (any more).
    TerminalEnded,
    InternalError,
};

QString errorCodeName(ErrorCode code);
// Unknown names map to InternalError so that a newer agent never breaks an older client.
ErrorCode errorCodeFromName(const QString &name);
int httpStatusFor(ErrorCode code);

} // namespace sandman
