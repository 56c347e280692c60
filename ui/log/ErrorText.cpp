// SPDX-License-Identifier: Apache-2.0
#include "ErrorText.h"

#include <QRegularExpression>

namespace sandman {

QString ErrorText::sentence(ErrorCode code)
{
    switch (code) {
    case ErrorCode::ValidationFailed:
        return tr("The request was refused as invalid.");
    case ErrorCode::IsDirectory:
        return tr("That path is a folder, not a file.");
    case ErrorCode::InvalidGitUrl:
        return tr("That is not a usable Git repository address.");
    case ErrorCode::FileNotFound:
        return tr("No such file or folder in the sandbox.");
    case ErrorCode::ProcessNotFound:
        return tr("That process no longer exists.");
    case ErrorCode::ContextNotFound:
        return tr("That code context no longer exists.");
    case ErrorCode::SessionNotFound:
        return tr("That session no longer exists.");
    case ErrorCode::GitBranchNotFound:
        return tr("The repository has no such branch.");
    case ErrorCode::UnknownRoute:
        return tr("The agent does not know this request; it may be older than this Sandman.");
    case ErrorCode::SessionAlreadyExists:
        return tr("A session with this ID exists already.");
    case ErrorCode::ResourceBusy:
        return tr("The sandbox is busy with this; try again in a moment.");
    case ErrorCode::SessionTerminated:
        return tr("The session's shell ended; it starts afresh on the next command.");
    case ErrorCode::SessionDestroyed:
        return tr("The session was deleted.");
    case ErrorCode::FileTooLarge:
        return tr("The file is too large.");
    case ErrorCode::PermissionDenied:
        return tr("Permission denied in the sandbox.");
    case ErrorCode::CommandExecutionError:
        return tr("The command could not be run.");
    case ErrorCode::GitOperationFailed:
        return tr("Git failed.");
    case ErrorCode::GitRepositoryNotFound:
        return tr("The Git repository was not found.");
    case ErrorCode::FileExists:
        return tr("A file or folder with that name exists already.");
    case ErrorCode::ProcessReadyTimeout:
        return tr("The process did not become ready in time.");
    case ErrorCode::ProcessExitedBeforeReady:
        return tr("The process ended before it became ready.");
    case ErrorCode::CommandTimeout:
        return tr("The command ran into its timeout.");
    case ErrorCode::WatchStartError:
        return tr("The sandbox could not start watching those files.");
    case ErrorCode::Unauthorized:
        return tr("The agent refused the token.");
    case ErrorCode::ParseError:
    case ErrorCode::InvalidRequest:
        return tr("The agent could not understand the request.");
    case ErrorCode::ConnectionLost:
        return tr("The connection to the sandbox was lost.");
    case ErrorCode::TerminalEnded:
        return tr("The terminal has ended.");
    case ErrorCode::InternalError:
        break;
    }
    return tr("The sandbox reported an internal error.");
}

QString ErrorText::forFolder(const QString &path, const SandboxError &error)
{
    switch (error.code) {
    case ErrorCode::FileNotFound:
        return tr("There is no folder \u201c%1\u201d in the sandbox.").arg(path);
    case ErrorCode::PermissionDenied:
        return tr("Permission denied: the sandbox may not open \u201c%1\u201d.").arg(path);
    case ErrorCode::ValidationFailed:
        if (error.context.value(QStringLiteral("reason")).toString() == QLatin1String("notDirectory"))
            return tr("\u201c%1\u201d is a file, not a folder.").arg(path);
        break;
    default:
        break;
    }
    return tr("\u201c%1\u201d: %2").arg(path, sentence(error.code));
}

QString ErrorText::forTerminal(const QString &message)
{
    // The texts the agent's /ws/pty sends (it has no codes there).
    const QString trimmed = message.trimmed();
    // QWebSocket's own words for a refused upgrade ("QWebSocketPrivate::processHandshake:
    // Unhandled http status code: 401 (Unauthorized)."): said as the status bar says it.
    static const QRegularExpression handshake(QStringLiteral("Unhandled http status code: (\\d+)"));
    if (const QRegularExpressionMatch match = handshake.match(trimmed); match.hasMatch()) {
        const int status = match.captured(1).toInt();
        if (status == 401 || status == 403)
            return tr("the agent refused the token");
        return tr("the agent refused the connection (HTTP %1)").arg(status);
    }
    // From agents before TERMINAL_ENDED (TerminalChannel::terminalEnded) was sent.
    if (trimmed.contains(QLatin1String("the terminal has ended")))
        return tr("the terminal has ended");
    if (trimmed.contains(QLatin1String("the sandbox is gone")))
        return tr("the sandbox has shut down");
    static const QLatin1String notFound("command not found: ");
    if (trimmed.startsWith(notFound))
        return tr("command not found: %1").arg(trimmed.mid(notFound.size()));
    if (trimmed.contains(QLatin1String("is not a directory")))
        return tr("the working directory is not a folder");
    if (trimmed.contains(QLatin1String("is running already")))
        return tr("that terminal is running already");
    if (trimmed.startsWith(QLatin1String("no terminal")) && trimmed.endsWith(QLatin1String("to watch")))
        return tr("that terminal has ended: there is nothing to watch");
    return message; // built here in the user's language, or unknown: as it came
}

QString ErrorText::withDetails(const SandboxError &error)
{
    const QString code = errorCodeName(error.code);
    if (error.message.isEmpty())
        return tr("%1 [%2]").arg(sentence(error.code), code);
    return tr("%1 (%2) [%3]").arg(sentence(error.code), error.message, code);
}

} // namespace sandman
