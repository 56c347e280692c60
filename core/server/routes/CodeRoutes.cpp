// SPDX-License-Identifier: Apache-2.0
#include "CodeRoutes.h"

#include "EngineErrors.h"
#include "engine/Sandbox.h"
#include "engine/code/CodeContext.h"
#include "engine/code/CodeContextManager.h"
#include "engine/code/CodeExecution.h"
#include "protocol/Timestamp.h"
#include "server/BodyReader.h"
#include "server/Router.h"

#include <QJsonArray>
#include <QPointer>

namespace sandman {

namespace {
const QString kSuccess = QStringLiteral("success");
const QString kTimestamp = QStringLiteral("timestamp");
const QString kContextId = QStringLiteral("contextId");
const QString kManagerName = QStringLiteral("sandman-code-contexts");

QJsonObject contextJson(const CodeContext *context)
{
    return {{QStringLiteral("id"), context->id()},
            {QStringLiteral("language"), context->language()},
            {QStringLiteral("cwd"), context->clientCwd()},
            {QStringLiteral("pid"), context->pid()},
            {QStringLiteral("createdAt"), context->createdAt().toString(Qt::ISODateWithMs)}};
}

void sendContextNotFound(const ResponseSinkPtr &sink, const QString &id)
{
    sink->sendError(ErrorCode::ContextNotFound, QStringLiteral("code context \"%1\" not found").arg(id),
                    {{kContextId, id}});
}

void create(CodeContextManager *manager, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    BodyReader body(request.body());
    CodeContextManager::CreateOptions options;
    options.language = body.optionalString(QStringLiteral("language")).value_or(options.language);
    options.cwd = body.optionalString(QStringLiteral("cwd")).value_or(QString());
    // The SDK sends env_vars; accept the camel-case spelling of its public API too.
    std::optional<QJsonObject> env = body.optionalObject(QStringLiteral("env_vars"));
    if (!env)
        env = body.optionalObject(QStringLiteral("envVars"));
    if (!body.ok())
        return sink->sendError(body.error());
    const QJsonObject envObject = env.value_or(QJsonObject());
    for (auto it = envObject.begin(); it != envObject.end(); ++it) {
        if (!it.value().isString())
            return sink->sendError(ErrorCode::ValidationFailed,
                                   QStringLiteral("environment variable %1 must be a string").arg(it.key()),
                                   {{QStringLiteral("name"), it.key()}});
        options.env.insert(it.key(), it.value().toString());
    }
    EngineError error;
    CodeContext *context = manager->create(options, &error);
    if (!context)
        return sink->sendError(EngineErrors::toSandboxError(error, ErrorCode::FileNotFound));

    // Answer once the interpreter is really up, so a broken one fails here, not at first run.
    auto *waiter = new QObject(context);
    const QPointer<CodeContextManager> managerGuard(manager);
    const QString id = context->id();
    QObject::connect(context, &CodeContext::ready, waiter, [sink, context, waiter] {
        waiter->deleteLater();
        sink->sendResponse(200,
                           {{kSuccess, true},
                            {kContextId, context->id()},
                            {QStringLiteral("language"), context->language()},
                            {QStringLiteral("cwd"), context->clientCwd()},
                            {QStringLiteral("context"), contextJson(context)},
                            {kTimestamp, currentTimestamp()}});
    });
    QObject::connect(context, &CodeContext::startFailed, waiter,
                     [sink, managerGuard, id](const QString &message) {
                         sink->sendError(ErrorCode::InternalError, message, {{kContextId, id}});
                         // A context that never started is of no use to anyone.
                         if (managerGuard)
                             QMetaObject::invokeMethod(
                                 managerGuard.data(),
                                 [managerGuard, id] {
                                     if (managerGuard)
                                         managerGuard->remove(id);
                                 },
                                 Qt::QueuedConnection);
                     });
    // Deleted before it was ready (DELETE /api/contexts/{id}, the sandbox going away): say so
    // rather than leave the call hanging. After an answer this is a no-op.
    QObject::connect(waiter, &QObject::destroyed, [sink, id] {
        if (!sink->isCancelled())
            sendContextNotFound(sink, id);
    });
    QPointer<QObject> guard(waiter);
    sink->setCancelHandler([guard] {
        if (guard)
            guard->deleteLater();
    });
}

void execute(CodeContextManager *manager, const RouteRequest &request, const ResponseSinkPtr &sink)
{
    BodyReader body(request.body());
    const QString code = body.requiredString(QStringLiteral("code"));
    const std::optional<QString> contextId = body.optionalString(QStringLiteral("context_id"));
    const std::optional<QString> language = body.optionalString(QStringLiteral("language"));
    const std::optional<qint64> timeout = body.optionalInteger(QStringLiteral("timeout_ms"));
    if (!body.ok())
        return sink->sendError(body.error());
    if (timeout && *timeout < 0)
        return sink->sendError(ErrorCode::ValidationFailed, QStringLiteral("timeout_ms must not be negative"),
                               {{QStringLiteral("field"), QStringLiteral("timeout_ms")}});
    const QString normalized
        = CodeContextManager::normalizeLanguage(language.value_or(QStringLiteral("python")));
    if (language && normalized.isEmpty())
        return sink->sendError(
            ErrorCode::ValidationFailed,
            QStringLiteral("unsupported language \"%1\" (python, javascript or typescript)").arg(*language),
            {{QStringLiteral("field"), QStringLiteral("language")}});

    CodeContext *context = nullptr;
    if (contextId && !contextId->isEmpty()) {
        context = manager->context(*contextId);
        if (!context)
            return sendContextNotFound(sink, *contextId);
        if (language && normalized != context->language())
            return sink->sendError(ErrorCode::ValidationFailed,
                                   QStringLiteral("context \"%1\" runs %2, not %3")
                                       .arg(*contextId, context->language(), *language),
                                   {{QStringLiteral("field"), QStringLiteral("language")}});
    } else {
        EngineError error;
        context = manager->defaultContext(normalized, &error);
        if (!context)
            return sink->sendError(EngineErrors::toSandboxError(error, ErrorCode::FileNotFound));
    }

    CodeExecution *execution = context->execute(code, timeout.value_or(0));
    const QString id = context->id();
    QObject::connect(execution, &CodeExecution::event, execution,
                     [sink](const QJsonObject &event) { sink->sendEvent(event); });
    QObject::connect(execution, &CodeExecution::finished, execution,
                     [sink, execution, id](const EngineError &error) {
                         if (error.kind == EngineError::NotFound)
                             return sendContextNotFound(sink, id);
                         if (error)
                             return sink->sendError(EngineErrors::toSandboxError(error));
                         sink->sendResponse(200,
                                            {{kSuccess, !execution->hadError()},
                                             {kContextId, id},
                                             {QStringLiteral("executionCount"), execution->executionCount()},
                                             {QStringLiteral("timedOut"), execution->timedOut()},
                                             {kTimestamp, currentTimestamp()}});
                     });
    const QPointer<CodeExecution> guard(execution);
    sink->setCancelHandler([guard] {
        if (guard)
            guard->cancel();
    });
}
} // namespace

CodeContextManager *CodeRoutes::contextManager(Sandbox *sandbox)
{
    return sandbox->findChild<CodeContextManager *>(kManagerName, Qt::FindDirectChildrenOnly);
}

void CodeRoutes::install(Router &router, Sandbox *sandbox)
{
    CodeContextManager *manager = contextManager(sandbox);
    if (!manager) {
        manager = new CodeContextManager(sandbox);
        manager->setObjectName(kManagerName);
    }
    const QPointer<CodeContextManager> contexts(manager);
    const auto route = [contexts](auto function) {
        return [contexts, function](const RouteRequest &request, const ResponseSinkPtr &sink) {
            if (!contexts)
                return sink->sendError(ErrorCode::InternalError,
                                       QStringLiteral("the sandbox is shutting down"));
            function(contexts.data(), request, sink);
        };
    };

    router.addRoute(QStringLiteral("POST"), QStringLiteral("/api/contexts"), route(create));
    router.addRoute(QStringLiteral("GET"), QStringLiteral("/api/contexts"),
                    route([](CodeContextManager *m, const RouteRequest &, const ResponseSinkPtr &s) {
                        QJsonArray list;
                        for (const CodeContext *context : m->contexts())
                            list.append(contextJson(context));
                        s->sendResponse(200,
                                        {{kSuccess, true},
                                         {QStringLiteral("contexts"), list},
                                         {kTimestamp, currentTimestamp()}});
                    }));
    router.addRoute(
        QStringLiteral("DELETE"), QStringLiteral("/api/contexts/{id}"),
        route([](CodeContextManager *m, const RouteRequest &r, const ResponseSinkPtr &s) {
            const QString id = r.pathParam(QStringLiteral("id"));
            if (!m->remove(id))
                return sendContextNotFound(s, id);
            s->sendResponse(200, {{kSuccess, true}, {kContextId, id}, {kTimestamp, currentTimestamp()}});
        }));
    router.addRoute(QStringLiteral("POST"), QStringLiteral("/api/execute/code"), route(execute));
}

} // namespace sandman
