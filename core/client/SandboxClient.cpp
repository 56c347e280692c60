// SPDX-License-Identifier: Apache-2.0
#include "SandboxClient.h"

#include "FilePathFields.h"

#include "CodeRun.h"
#include "EventSubscription.h"
#include "ExecStream.h"
#include "ProcessLogStream.h"
#include "protocol/ExecRequest.h"
#include "protocol/OutputText.h"

#include <QJsonArray>
#include <QPromise>
#include <QTimer>
#include <QUrl>

#include <array>
#include <memory>

namespace sandman {

SandboxClient::SandboxClient(Transport *transport, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
{ }

QFuture<QJsonObject> SandboxClient::request(const QString &method, const QString &path,
                                            const QJsonObject &body)
{
    return request(method, path, body, nullptr);
}

QFuture<QJsonObject> SandboxClient::request(const QString &method, const QString &path,
                                            const QJsonObject &body, std::function<void()> *cancel)
{
    return requestAs<QJsonObject>(ProtocolRequest{{}, method, path, body}, cancel,
                                  [](const QJsonObject &response) { return response; });
}

template<typename T, typename Convert>
QFuture<T> SandboxClient::requestAs(ProtocolRequest request, std::function<void()> *cancel, Convert convert)
{
    auto promise = std::make_shared<QPromise<T>>();
    QFuture<T> future = promise->future();
    promise->start();
    if (!m_transport) {
        promise->setException(
            SandboxException(SandboxError{ErrorCode::ConnectionLost, QStringLiteral("no transport"), {}}));
        promise->finish();
        return future;
    }
    // A value of the type asked for (in-process) is taken as it is; any other value is read
    // from its JSON, as a response off the wire is.
    m_transport->call(
        std::move(request),
        [promise, convert = std::move(convert)](const Transport::Reply &reply) {
            const bool ok = reply.status >= 200 && reply.status < 300;
            if (const auto *typed = dynamic_cast<const BodyOf<T> *>(reply.value.get()); typed && ok) {
                promise->addResult(typed->value());
            } else {
                const QJsonObject body = reply.value ? reply.value->toJson() : reply.body;
                if (ok)
                    promise->addResult(convert(body));
                else
                    promise->setException(SandboxException(SandboxError::fromJson(body, reply.status)));
            }
            promise->finish();
        },
        cancel);
    return future;
}

TransportCall *SandboxClient::openStream(const QString &method, const QString &path, const QJsonObject &body)
{
    if (!m_transport)
        return nullptr;
    return m_transport->send(ProtocolRequest{{}, method, path, body});
}

TerminalStream *SandboxClient::openTerminal(const QString &sessionId, int cols, int rows,
                                            const QString &terminalId)
{
    TerminalRequest request;
    request.sessionId = sessionId;
    request.terminalId = terminalId;
    request.cols = cols;
    request.rows = rows;
    return openTerminal(request);
}

TerminalStream *SandboxClient::openTerminal(TerminalRequest request)
{
    if (request.origin.isEmpty())
        request.origin = m_origin;
    if (!m_transport) {
        auto *stream = new TerminalStream(request.sessionId, request.terminalId, this);
        QMetaObject::invokeMethod(
            stream, [stream] { stream->deliverError(QStringLiteral("no transport")); }, Qt::QueuedConnection);
        return stream;
    }
    return m_transport->openTerminal(request);
}

QFuture<QJsonObject> SandboxClient::ping()
{
    return request(QStringLiteral("GET"), QStringLiteral("/api/ping"));
}

namespace {
// Reads response[key] as a list of records.
template<typename T> QList<T> listOf(const QJsonObject &response, const QString &key)
{
    QList<T> items;
    for (const QJsonValue &value : response.value(key).toArray())
        items.append(T::fromJson(value.toObject()));
    return items;
}

QJsonObject stringMap(const QMap<QString, QString> &map)
{
    QJsonObject object;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

ExecRequest execRequest(const QString &command, const ExecOptions &options)
{
    return ExecRequest{command, options.sessionId, options.timeoutMs, options.env, options.cwd};
}
} // namespace

QFuture<SessionInfo> SandboxClient::createSession(const SessionOptions &options)
{
    QJsonObject body;
    if (!options.id.isEmpty())
        body.insert(QStringLiteral("id"), options.id);
    if (!options.env.isEmpty())
        body.insert(QStringLiteral("env"), stringMap(options.env));
    if (!options.cwd.isEmpty())
        body.insert(QStringLiteral("cwd"), options.cwd);
    if (options.commandTimeoutMs)
        body.insert(QStringLiteral("commandTimeoutMs"), *options.commandTimeoutMs);
    return request(QStringLiteral("POST"), QStringLiteral("/api/session/create"), body)
        .then([](const QJsonObject &response) { return SessionInfo::fromJson(response); });
}

QFuture<SessionInfo> SandboxClient::getSession(const QString &sessionId)
{
    return request(QStringLiteral("GET"),
                   QStringLiteral("/api/sandman/session/")
                       + QString::fromLatin1(QUrl::toPercentEncoding(sessionId)))
        .then([](const QJsonObject &response) { return SessionInfo::fromJson(response); });
}

QFuture<SessionInfo> SandboxClient::setSessionCommandTimeout(const QString &sessionId,
                                                             qint64 commandTimeoutMs)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/sandman/session/update"),
                   {{QStringLiteral("sessionId"), sessionId},
                    {QStringLiteral("commandTimeoutMs"), commandTimeoutMs}})
        .then([](const QJsonObject &response) { return SessionInfo::fromJson(response); });
}

QFuture<SessionInfo> SandboxClient::changeSessionDirectory(const QString &sessionId, const QString &path)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/sandman/session/update"),
                   {{QStringLiteral("sessionId"), sessionId}, {QStringLiteral("cwd"), path}})
        .then([](const QJsonObject &response) { return SessionInfo::fromJson(response); });
}

QFuture<QList<SessionInfo>> SandboxClient::listSessions()
{
    return request(QStringLiteral("GET"), QStringLiteral("/api/session/list"))
        .then([](const QJsonObject &response) {
            QList<SessionInfo> sessions;
            const QJsonArray details = response.value(QStringLiteral("sessionDetails")).toArray();
            if (!details.isEmpty()) {
                for (const QJsonValue &value : details)
                    sessions.append(SessionInfo::fromJson(value.toObject()));
                return sessions;
            }
            // A plain SDK container lists ids (or objects with an id) only.
            for (const QJsonValue &value : response.value(QStringLiteral("sessions")).toArray()) {
                if (value.isString()) {
                    SessionInfo info;
                    info.id = value.toString();
                    sessions.append(info);
                } else {
                    sessions.append(SessionInfo::fromJson(value.toObject()));
                }
            }
            return sessions;
        });
}

QFuture<QString> SandboxClient::deleteSession(const QString &sessionId)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/session/delete"),
                   {{QStringLiteral("sessionId"), sessionId}})
        .then([sessionId](const QJsonObject &response) {
            return response.value(QStringLiteral("sessionId")).toString(sessionId);
        });
}

QFuture<ExecResult> SandboxClient::exec(const QString &command, const ExecOptions &options)
{
    return exec(command, options, nullptr);
}

QFuture<ExecResult> SandboxClient::exec(const QString &command, const ExecOptions &options,
                                        std::function<void()> *cancel)
{
    // As a value: in-process it reaches the route without JSON, and a transport that
    // serialises sends its toJson().
    ProtocolRequest request{{}, QStringLiteral("POST"), QStringLiteral("/api/execute"), {}};
    request.value = makeBody(execRequest(command, options));
    return requestAs<ExecResult>(std::move(request), cancel, &ExecResult::fromJson);
}

ExecStream *SandboxClient::execStream(const QString &command, const ExecOptions &options)
{
    return execStream(command, options, {});
}

ExecStream *SandboxClient::execStream(const QString &command, const ExecOptions &options,
                                      std::optional<qint64> heartbeatIntervalMs)
{
    QJsonObject body = execRequest(command, options).toJson();
    if (heartbeatIntervalMs)
        body.insert(QStringLiteral("heartbeatIntervalMs"), *heartbeatIntervalMs);
    return new ExecStream(openStream(QStringLiteral("POST"), QStringLiteral("/api/execute/stream"), body),
                          this);
}

QFuture<void> SandboxClient::setEnvVars(const EnvVarChanges &changes, const QString &sessionId)
{
    QJsonObject vars;
    for (auto it = changes.cbegin(); it != changes.cend(); ++it)
        vars.insert(it.key(), it.value() ? QJsonValue(*it.value()) : QJsonValue(QJsonValue::Null));
    QJsonObject body{{QStringLiteral("envVars"), vars}};
    if (!sessionId.isEmpty())
        body.insert(QStringLiteral("sessionId"), sessionId);
    return request(QStringLiteral("POST"), QStringLiteral("/api/sandman/env"), body)
        .then([](const QJsonObject &) {});
}

QFuture<QMap<QString, QString>> SandboxClient::getEnvVars(const QString &sessionId)
{
    const QString id = sessionId.isEmpty() ? QStringLiteral("default") : sessionId;
    return request(QStringLiteral("GET"),
                   QStringLiteral("/api/sandman/env?sessionId=")
                       + QString::fromLatin1(QUrl::toPercentEncoding(id)))
        .then([](const QJsonObject &response) {
            QMap<QString, QString> env;
            const QJsonObject vars = response.value(QStringLiteral("envVars")).toObject();
            for (auto it = vars.begin(); it != vars.end(); ++it)
                env.insert(it.key(), it.value().toString());
            return env;
        });
}

// --- Processes, files, git ------------------------------------------------------------------

namespace {
QString processPath(const QString &processId, const QString &suffix = {})
{
    return QStringLiteral("/api/process/") + QString::fromLatin1(QUrl::toPercentEncoding(processId)) + suffix;
}

QJsonObject withSession(QJsonObject body, const QString &sessionId)
{
    if (!sessionId.isEmpty())
        body.insert(QStringLiteral("sessionId"), sessionId);
    return body;
}

// A file call's body: its paths encoded so that names which are not UTF-8 reach their files.
QJsonObject fileBody(QJsonObject body, const QString &sessionId)
{
    return FilePathFields::encode(withSession(std::move(body), sessionId));
}

template<typename T>
void failPromise(QPromise<T> &promise, ErrorCode code, const QString &message,
                 const QJsonObject &context = {})
{
    promise.setException(SandboxException(SandboxError{code, message, context}));
}
} // namespace

QFuture<ProcessInfo> SandboxClient::startProcess(const QString &command, const ProcessOptions &options)
{
    QJsonObject body{{QStringLiteral("command"), command}};
    if (!options.processId.isEmpty())
        body.insert(QStringLiteral("processId"), options.processId);
    if (!options.env.isEmpty()) {
        QJsonObject env;
        for (auto it = options.env.cbegin(); it != options.env.cend(); ++it)
            env.insert(it.key(), it.value());
        body.insert(QStringLiteral("env"), env);
    }
    if (!options.cwd.isEmpty())
        body.insert(QStringLiteral("cwd"), options.cwd);
    if (options.timeoutMs)
        body.insert(QStringLiteral("timeout"), *options.timeoutMs);
    return request(QStringLiteral("POST"), QStringLiteral("/api/process/start"),
                   withSession(body, options.sessionId))
        .then([](const QJsonObject &response) {
            const QJsonObject process = response.value(QStringLiteral("process")).toObject();
            return ProcessInfo::fromJson(process.isEmpty() ? response : process);
        });
}

QFuture<QList<TerminalInfo>> SandboxClient::listTerminals()
{
    return request(QStringLiteral("GET"), QStringLiteral("/api/sandman/terminals"))
        .then([](const QJsonObject &response) {
            return listOf<TerminalInfo>(response, QStringLiteral("terminals"));
        });
}

QFuture<void> SandboxClient::closeTerminal(const QString &sessionId, const QString &terminalId)
{
    return request(
               QStringLiteral("POST"), QStringLiteral("/api/sandman/terminal/close"),
               {{QStringLiteral("sessionId"), sessionId.isEmpty() ? QStringLiteral("default") : sessionId},
                {QStringLiteral("terminalId"), terminalId}})
        .then([](const QJsonObject &) {});
}

QFuture<QList<ProcessInfo>> SandboxClient::listProcesses()
{
    return request(QStringLiteral("GET"), QStringLiteral("/api/process/list"))
        .then([](const QJsonObject &response) {
            return listOf<ProcessInfo>(response, QStringLiteral("processes"));
        });
}

QFuture<QList<SystemProcessInfo>> SandboxClient::listSystemProcesses()
{
    return request(QStringLiteral("GET"), QStringLiteral("/api/sandman/ps"))
        .then([](const QJsonObject &response) {
            return listOf<SystemProcessInfo>(response, QStringLiteral("processes"));
        });
}

QFuture<void> SandboxClient::signalSystemProcess(qint64 pid, const QString &signal, quint64 startTicks)
{
    QJsonObject body{{QStringLiteral("pid"), pid}, {QStringLiteral("signal"), signal}};
    if (startTicks > 0)
        body.insert(QStringLiteral("startTicks"), QString::number(startTicks));
    return request(QStringLiteral("POST"), QStringLiteral("/api/sandman/signal"), body)
        .then([](const QJsonObject &) {});
}

QFuture<ProcessInfo> SandboxClient::getProcess(const QString &processId)
{
    return request(QStringLiteral("GET"), processPath(processId)).then([](const QJsonObject &response) {
        return ProcessInfo::fromJson(response.value(QStringLiteral("process")).toObject());
    });
}

QFuture<void> SandboxClient::killProcess(const QString &processId, int signal)
{
    return request(QStringLiteral("DELETE"), processPath(processId), {{QStringLiteral("signal"), signal}})
        .then([](const QJsonObject &) {});
}

QFuture<int> SandboxClient::killAllProcesses()
{
    return request(QStringLiteral("DELETE"), QStringLiteral("/api/process/kill-all"))
        .then([](const QJsonObject &response) {
            return response.value(QStringLiteral("cleanedCount")).toInt();
        });
}

QFuture<ProcessLogs> SandboxClient::getProcessLogs(const QString &processId)
{
    return request(QStringLiteral("GET"), processPath(processId, QStringLiteral("/logs")))
        .then([processId](const QJsonObject &response) {
            ProcessLogs logs;
            logs.processId = processId;
            logs.stdoutData = OutputText::get(response, QStringLiteral("stdout"));
            logs.stderrData = OutputText::get(response, QStringLiteral("stderr"));
            logs.stdoutDroppedBytes = response.value(QStringLiteral("stdoutDroppedBytes")).toInteger();
            logs.stderrDroppedBytes = response.value(QStringLiteral("stderrDroppedBytes")).toInteger();
            return logs;
        });
}

EventSubscription *SandboxClient::subscribeEvents(qint64 sinceSeq)
{
    return new EventSubscription(this, sinceSeq);
}

QFuture<void> SandboxClient::cancelCommand(const QString &commandId)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/sandman/command/cancel"),
                   {{QStringLiteral("commandId"), commandId}})
        .then([](const QJsonObject &) {});
}

ProcessLogStream *SandboxClient::streamProcessLogs(const QString &processId)
{
    return new ProcessLogStream(
        openStream(QStringLiteral("GET"), processPath(processId, QStringLiteral("/stream"))), this);
}

QFuture<LogMatch> SandboxClient::waitForLog(const QString &processId, const QString &pattern, int timeoutMs)
{
    return waitForLog(processId, QRegularExpression(QRegularExpression::escape(pattern)), timeoutMs);
}

namespace {

// The first outcome of a wait on a process's log stream wins; the stream goes with it.
template<typename T> auto settleOnce(const std::shared_ptr<QPromise<T>> &promise, ProcessLogStream *stream)
{
    auto settled = std::make_shared<bool>(false);
    return [promise, stream, settled](const std::function<void()> &outcome) {
        if (*settled)
            return;
        *settled = true;
        outcome();
        promise->finish();
        stream->deleteLater();
    };
}

template<typename T, typename Settle>
void settleOnStreamFailure(ProcessLogStream *stream, const Settle &settle,
                           const std::shared_ptr<QPromise<T>> &promise)
{
    QObject::connect(stream, &ProcessLogStream::failed, stream, [settle, promise](const SandboxError &error) {
        settle([&] { promise->setException(SandboxException(error)); });
    });
}

} // namespace

QFuture<LogMatch> SandboxClient::waitForLog(const QString &processId, const QRegularExpression &pattern,
                                            int timeoutMs)
{
    auto promise = std::make_shared<QPromise<LogMatch>>();
    QFuture<LogMatch> future = promise->future();
    promise->start();
    ProcessLogStream *stream = streamProcessLogs(processId);
    const auto settle = settleOnce(promise, stream);
    // Line by line per channel: only the unfinished last line is kept between chunks, so a
    // chatty process costs O(output), not O(output²).
    auto windows = std::make_shared<std::array<QString, 2>>();
    const auto scan = [pattern, windows, settle, promise](int channel, const QByteArray &data) {
        QString &window = (*windows)[channel];
        window += QString::fromUtf8(data);
        const QRegularExpressionMatch match = pattern.match(window);
        if (match.hasMatch()) {
            const qsizetype start = match.capturedStart() == 0
                ? 0
                : window.lastIndexOf(QLatin1Char('\n'), match.capturedStart() - 1) + 1;
            qsizetype end
                = window.indexOf(QLatin1Char('\n'), qMax<qsizetype>(match.capturedEnd() - 1, start));
            if (end < 0)
                end = window.size();
            const LogMatch result{window.mid(start, end - start), match.capturedTexts()};
            settle([promise, result] { promise->addResult(result); });
            return;
        }
        window = window.mid(window.lastIndexOf(QLatin1Char('\n')) + 1);
    };
    connect(stream, &ProcessLogStream::stdoutReceived, stream,
            [scan](const QByteArray &data) { scan(0, data); });
    connect(stream, &ProcessLogStream::stderrReceived, stream,
            [scan](const QByteArray &data) { scan(1, data); });
    connect(stream, &ProcessLogStream::exited, stream, [settle, promise, processId](const ProcessInfo &info) {
        settle([&] {
            failPromise(
                *promise, ErrorCode::ProcessExitedBeforeReady,
                QStringLiteral("process %1 %2 before the pattern appeared").arg(processId, info.status),
                {{QStringLiteral("processId"), processId}});
        });
    });
    settleOnStreamFailure(stream, settle, promise);
    if (timeoutMs > 0)
        QTimer::singleShot(timeoutMs, stream, [settle, promise, processId, timeoutMs] {
            settle([&] {
                failPromise(*promise, ErrorCode::ProcessReadyTimeout,
                            QStringLiteral("pattern did not appear in process %1 within %2 ms")
                                .arg(processId)
                                .arg(timeoutMs),
                            {{QStringLiteral("processId"), processId}});
            });
        });
    return future;
}

QFuture<void> SandboxClient::waitForPort(const QString &processId, quint16 port, int timeoutMs)
{
    QJsonObject body{{QStringLiteral("port"), port}, {QStringLiteral("timeout"), timeoutMs}};
    if (!processId.isEmpty())
        body.insert(QStringLiteral("processId"), processId);
    return request(QStringLiteral("POST"), QStringLiteral("/api/sandman/process/wait-port"), body)
        .then([](const QJsonObject &) {});
}

QFuture<ProcessInfo> SandboxClient::waitForExit(const QString &processId, int timeoutMs)
{
    auto promise = std::make_shared<QPromise<ProcessInfo>>();
    QFuture<ProcessInfo> future = promise->future();
    promise->start();
    ProcessLogStream *stream = streamProcessLogs(processId);
    const auto settle = settleOnce(promise, stream);
    connect(stream, &ProcessLogStream::exited, stream,
            [settle, promise](const ProcessInfo &info) { settle([&] { promise->addResult(info); }); });
    settleOnStreamFailure(stream, settle, promise);
    if (timeoutMs > 0)
        QTimer::singleShot(timeoutMs, stream, [settle, promise, processId, timeoutMs] {
            settle([&] {
                failPromise(
                    *promise, ErrorCode::CommandTimeout,
                    QStringLiteral("process %1 still running after %2 ms").arg(processId).arg(timeoutMs),
                    {{QStringLiteral("processId"), processId}});
            });
        });
    return future;
}

QFuture<void> SandboxClient::writeFile(const QString &path, const QString &content, const QString &encoding,
                                       const QString &sessionId)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/write"),
                   fileBody({{QStringLiteral("path"), path},
                             {QStringLiteral("content"), content},
                             {QStringLiteral("encoding"), encoding}},
                            sessionId))
        .then([](const QJsonObject &) {});
}

QFuture<void> SandboxClient::writeBinaryFile(const QString &path, const QByteArray &bytes,
                                             const QString &sessionId)
{
    return writeFile(path, QString::fromLatin1(bytes.toBase64()), QStringLiteral("base64"), sessionId);
}

QFuture<void> SandboxClient::appendBinaryFile(const QString &path, const QByteArray &bytes,
                                              const QString &sessionId)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/write"),
                   fileBody({{QStringLiteral("path"), path},
                             {QStringLiteral("content"), QString::fromLatin1(bytes.toBase64())},
                             {QStringLiteral("encoding"), QStringLiteral("base64")},
                             {QStringLiteral("append"), true}},
                            sessionId))
        .then([](const QJsonObject &) {});
}

QFuture<FileRange> SandboxClient::readFileRange(const QString &path, qint64 offset, qint64 length,
                                                const QString &sessionId)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/sandman/read-range"),
                   fileBody({{QStringLiteral("path"), path},
                             {QStringLiteral("offset"), offset},
                             {QStringLiteral("length"), length}},
                            sessionId))
        .then([](const QJsonObject &response) { return FileRange::fromJson(response); });
}

QFuture<FileReadResult> SandboxClient::readFile(const QString &path, const QString &sessionId)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/read"),
                   fileBody({{QStringLiteral("path"), path}}, sessionId))
        .then([](const QJsonObject &response) { return FileReadResult::fromJson(response); });
}

QFuture<void> SandboxClient::mkdir(const QString &path, bool recursive, const QString &sessionId)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/mkdir"),
                   fileBody({{QStringLiteral("path"), path}, {QStringLiteral("recursive"), recursive}},
                            sessionId))
        .then([](const QJsonObject &) {});
}

QFuture<void> SandboxClient::deleteFile(const QString &path, const QString &sessionId)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/delete"),
                   fileBody({{QStringLiteral("path"), path}}, sessionId))
        .then([](const QJsonObject &) {});
}

QFuture<void> SandboxClient::renameFile(const QString &oldPath, const QString &newPath,
                                        const QString &sessionId)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/rename"),
                   fileBody({{QStringLiteral("oldPath"), oldPath}, {QStringLiteral("newPath"), newPath}},
                            sessionId))
        .then([](const QJsonObject &) {});
}

QFuture<void> SandboxClient::moveFile(const QString &sourcePath, const QString &destinationPath,
                                      const QString &sessionId)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/move"),
                   fileBody({{QStringLiteral("sourcePath"), sourcePath},
                             {QStringLiteral("destinationPath"), destinationPath}},
                            sessionId))
        .then([](const QJsonObject &) {});
}

QFuture<QList<FileInfo>> SandboxClient::listFiles(const QString &path, bool recursive, bool includeHidden,
                                                  const QString &sessionId)
{
    const QJsonObject options{{QStringLiteral("recursive"), recursive},
                              {QStringLiteral("includeHidden"), includeHidden}};
    return request(
               QStringLiteral("POST"), QStringLiteral("/api/list-files"),
               fileBody({{QStringLiteral("path"), path}, {QStringLiteral("options"), options}}, sessionId))
        .then(
            [](const QJsonObject &response) { return listOf<FileInfo>(response, QStringLiteral("files")); });
}

QFuture<bool> SandboxClient::exists(const QString &path, const QString &sessionId)
{
    return request(QStringLiteral("POST"), QStringLiteral("/api/exists"),
                   fileBody({{QStringLiteral("path"), path}}, sessionId))
        .then([](const QJsonObject &response) { return response.value(QStringLiteral("exists")).toBool(); });
}

QFuture<GitCheckoutResult> SandboxClient::gitCheckout(const QString &repoUrl,
                                                      const GitCheckoutOptions &options)
{
    QJsonObject body{{QStringLiteral("repoUrl"), repoUrl}};
    if (!options.branch.isEmpty())
        body.insert(QStringLiteral("branch"), options.branch);
    if (!options.targetDir.isEmpty())
        body.insert(QStringLiteral("targetDir"), options.targetDir);
    if (options.depth > 0)
        body.insert(QStringLiteral("depth"), options.depth);
    if (options.timeoutMs)
        body.insert(QStringLiteral("timeout"), *options.timeoutMs);
    return request(QStringLiteral("POST"), QStringLiteral("/api/git/checkout"),
                   withSession(body, options.sessionId))
        .then([](const QJsonObject &response) {
            return GitCheckoutResult{response.value(QStringLiteral("repoUrl")).toString(),
                                     response.value(QStringLiteral("branch")).toString(),
                                     response.value(QStringLiteral("targetDir")).toString()};
        });
}

QFuture<CodeContextInfo> SandboxClient::createCodeContext(const QString &language, const QString &cwd,
                                                          const QMap<QString, QString> &env)
{
    QJsonObject body{{QStringLiteral("language"), language}};
    if (!cwd.isEmpty())
        body.insert(QStringLiteral("cwd"), cwd);
    if (!env.isEmpty()) {
        QJsonObject vars;
        for (auto it = env.cbegin(); it != env.cend(); ++it)
            vars.insert(it.key(), it.value());
        body.insert(QStringLiteral("env_vars"), vars); // the container API's spelling
    }
    return request(QStringLiteral("POST"), QStringLiteral("/api/contexts"), body)
        .then([](const QJsonObject &response) { return CodeContextInfo::fromJson(response); });
}

QFuture<QList<CodeContextInfo>> SandboxClient::listCodeContexts()
{
    return request(QStringLiteral("GET"), QStringLiteral("/api/contexts"))
        .then([](const QJsonObject &response) {
            return listOf<CodeContextInfo>(response, QStringLiteral("contexts"));
        });
}

QFuture<void> SandboxClient::deleteCodeContext(const QString &contextId)
{
    return request(QStringLiteral("DELETE"),
                   QStringLiteral("/api/contexts/") + QString::fromLatin1(QUrl::toPercentEncoding(contextId)))
        .then([](const QJsonObject &) {});
}

CodeRun *SandboxClient::runCode(const QString &code, const QString &contextId, qint64 timeoutMs,
                                const QString &language)
{
    QJsonObject body{{QStringLiteral("code"), code}};
    if (!contextId.isEmpty())
        body.insert(QStringLiteral("context_id"), contextId);
    if (!language.isEmpty())
        body.insert(QStringLiteral("language"), language);
    if (timeoutMs > 0)
        body.insert(QStringLiteral("timeout_ms"), timeoutMs);
    return new CodeRun(openStream(QStringLiteral("POST"), QStringLiteral("/api/execute/code"), body), this);
}

} // namespace sandman
