// SPDX-License-Identifier: Apache-2.0
#include "GitRoutes.h"

#include "SessionLookup.h"
#include "engine/Sandbox.h"
#include "engine/git/GitCheckout.h"
#include "engine/session/ShellSession.h"
#include "protocol/Timestamp.h"
#include "server/BodyReader.h"
#include "server/Router.h"

#include <QDir>
#include <QPointer>

namespace sandman {

namespace {
ErrorCode errorCodeFor(GitCheckout::Failure failure)
{
    switch (failure) {
    case GitCheckout::Failure::InvalidArgument:
        return ErrorCode::ValidationFailed;
    case GitCheckout::Failure::InvalidUrl:
        return ErrorCode::InvalidGitUrl;
    case GitCheckout::Failure::RepositoryNotFound:
        return ErrorCode::GitRepositoryNotFound;
    case GitCheckout::Failure::BranchNotFound:
        return ErrorCode::GitBranchNotFound;
    case GitCheckout::Failure::TargetExists:
        return ErrorCode::FileExists;
    case GitCheckout::Failure::Timeout:
        return ErrorCode::CommandTimeout;
    case GitCheckout::Failure::None:
    case GitCheckout::Failure::Cancelled:
    case GitCheckout::Failure::Failed:
        break;
    }
    return ErrorCode::GitOperationFailed;
}
} // namespace

void GitRoutes::install(Router &router, Sandbox *sandbox)
{
    QPointer<Sandbox> guard(sandbox);
    router.addRoute(
        QStringLiteral("POST"), QStringLiteral("/api/git/checkout"),
        [guard](const RouteRequest &request, const ResponseSinkPtr &sink) {
            if (!guard)
                return sink->sendError(ErrorCode::InternalError,
                                       QStringLiteral("the sandbox is shutting down"));
            BodyReader body(request.body());
            GitCheckout::Options options;
            options.repoUrl = body.requiredString(QStringLiteral("repoUrl"));
            options.branch = body.optionalString(QStringLiteral("branch")).value_or(QString());
            const QString targetDir = body.optionalString(QStringLiteral("targetDir")).value_or(QString());
            const std::optional<qint64> depth = body.optionalInteger(QStringLiteral("depth"));
            const std::optional<qint64> timeout = body.optionalInteger(QStringLiteral("timeout"));
            if (!body.ok())
                return sink->sendError(body.error());
            if ((depth && (*depth < 0 || *depth > 1000000000)) || (timeout && *timeout < 0))
                return sink->sendError(ErrorCode::ValidationFailed,
                                       QStringLiteral("depth and timeout must not be negative"));
            const QString sessionId = request.sessionId();
            ShellSession *session = SessionLookup::forCall(guard, sessionId, sink);
            if (!session)
                return;
            options.workspace = guard->workspace();
            options.environment = session->lastKnownEnvironment();
            if (!targetDir.isEmpty())
                options.targetDir = guard->resolvePath(targetDir, session->lastKnownCwd());
            options.depth = int(depth.value_or(0));
            if (timeout)
                options.timeoutMs = *timeout;
            options.killGraceMs = guard->options().killGraceMs;

            // Report the target in the client's terms: as given, or under /workspace when
            // that prefix is mapped.
            const bool mapped = guard->options().mapWorkspacePrefix;
            const QString workspace = QDir::cleanPath(guard->workspace());
            auto *checkout = new GitCheckout(guard);
            QObject::connect(
                checkout, &GitCheckout::finished, checkout,
                [sink, targetDir, mapped, workspace](const GitCheckout::Result &result) {
                    if (!result.ok()) {
                        QJsonObject context{{QStringLiteral("repoUrl"), result.repoUrl},
                                            {QStringLiteral("branch"), result.branch},
                                            {QStringLiteral("targetDir"), result.targetDir}};
                        if (!result.gitOutput.isEmpty())
                            context.insert(QStringLiteral("stderr"), result.gitOutput);
                        return sink->sendError(errorCodeFor(result.failure), result.message, context);
                    }
                    QString shown = targetDir;
                    if (shown.isEmpty())
                        shown = mapped && result.targetDir.startsWith(workspace + QLatin1Char('/'))
                            ? QStringLiteral("/workspace") + result.targetDir.mid(workspace.size())
                            : result.targetDir;
                    sink->sendResponse(200,
                                       {{QStringLiteral("success"), true},
                                        {QStringLiteral("repoUrl"), result.repoUrl},
                                        {QStringLiteral("branch"), result.branch},
                                        {QStringLiteral("targetDir"), shown},
                                        {QStringLiteral("path"), result.targetDir},
                                        {QStringLiteral("timestamp"), currentTimestamp()}});
                });
            QPointer<GitCheckout> running(checkout);
            sink->setCancelHandler([running] {
                if (running)
                    running->cancel();
            });
            checkout->start(options);
        });
}

} // namespace sandman
