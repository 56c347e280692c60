// SPDX-License-Identifier: Apache-2.0
#include "CodeContext.h"

#include "CodeExecution.h"
#include "engine/ProcessTree.h"
#include "engine/SandboxChild.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace sandman {

namespace {
const QString kType = QStringLiteral("type");
constexpr qsizetype kStartupStderrCap = 8192;
} // namespace

CodeContext::CodeContext(Settings settings, QObject *parent)
    : QObject(parent)
    , m_settings(std::move(settings))
    , m_createdAt(QDateTime::currentDateTimeUtc())
{
    m_timeoutTimer = new QTimer(this);
    m_timeoutTimer->setSingleShot(true);
    connect(m_timeoutTimer, &QTimer::timeout, this, &CodeContext::onTimeout);
}

CodeContext::~CodeContext()
{
    const EngineError gone{EngineError::NotFound,
                           QStringLiteral("code context \"%1\" was deleted").arg(id())};
    finishRunning(gone, 0, false);
    failQueued(gone);
    stopInterpreter();
}

qint64 CodeContext::pid() const
{
    return m_process ? m_process->processId() : 0;
}

void CodeContext::start()
{
    if (!m_process)
        launch();
}

CodeExecution *CodeContext::execute(const QString &code, qint64 timeoutMs)
{
    auto *execution
        = new CodeExecution(QStringLiteral("%1-%2").arg(id()).arg(m_nextExecution++), code, timeoutMs, this);
    connect(execution, &CodeExecution::cancelRequested, this, [this, execution] { onCancel(execution); });
    connect(execution, &CodeExecution::finished, execution, &QObject::deleteLater);
    m_queue.append(execution);
    if (!m_process)
        launch(); // after a failed start, each run tries again
    else
        pump();
    return execution;
}

void CodeContext::launch()
{
    m_state = State::Starting;
    m_stdoutBuffer.clear();
    m_startupStderr.clear();
    m_process = new QProcess(this);
    m_process->setProgram(m_settings.program);
    m_process->setArguments(m_settings.arguments);
    m_process->setWorkingDirectory(m_settings.workingDirectory);
    m_process->setProcessEnvironment(m_settings.environment);
    const pid_t parent = ::getpid();
    const QByteArray oomScore = SandboxChild::oomScoreAdjustment();
    m_process->setChildProcessModifier([parent, oomScore] {
        // The interpreter and whatever it spawns (detached too) are killed as one tree, and
        // nothing outlives the sandbox even if the agent dies without cleaning up.
        if (!SandboxChild::enterOwnTree(parent, SIGKILL, true, oomScore))
            ::_exit(127);
        SandboxChild::resetSignals();
    });
    connect(m_process, &QProcess::readyReadStandardOutput, this, &CodeContext::onStdout);
    connect(m_process, &QProcess::readyReadStandardError, this, &CodeContext::onStderr);
    connect(m_process, &QProcess::finished, this, &CodeContext::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            onStartFailure(QStringLiteral("%1 could not be started: %2")
                               .arg(m_settings.program, m_process->errorString()));
    });
    m_process->start();
    ProcessTree::registerChild(m_process->processId());
}

void CodeContext::stopInterpreter()
{
    if (!m_process)
        return;
    QProcess *process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    if (process->state() != QProcess::NotRunning) {
        // The kernel leads its own session: take it and everything it started at once.
        ProcessTree::killNow(process->processId(), true);
        process->waitForFinished(2000); // reaps at once after SIGKILL
    }
    // Later: this may run inside one of the process's own signals.
    process->deleteLater();
}

void CodeContext::restart()
{
    m_timeoutTimer->stop();
    stopInterpreter();
    launch();
}

void CodeContext::pump()
{
    if (m_state != State::Ready || m_running || !m_process)
        return;
    while (!m_queue.isEmpty() && !m_running) {
        CodeExecution *next = m_queue.takeFirst();
        if (next && !next->isFinished())
            m_running = next;
    }
    if (!m_running)
        return;
    const QJsonObject request{{QStringLiteral("id"), m_running->id()},
                              {QStringLiteral("code"), m_running->code()}};
    m_process->write(QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n');
    if (m_running->timeoutMs() > 0)
        m_timeoutTimer->start(int(qMin<qint64>(m_running->timeoutMs(), 24LL * 3600 * 1000)));
}

void CodeContext::onStdout()
{
    QProcess *const process = m_process;
    m_stdoutBuffer += process->readAllStandardOutput();
    qsizetype start = 0;
    for (;;) {
        const qsizetype end = m_stdoutBuffer.indexOf('\n', start);
        if (end < 0)
            break;
        QJsonParseError error;
        const QJsonDocument document
            = QJsonDocument::fromJson(m_stdoutBuffer.mid(start, end - start), &error);
        start = end + 1;
        if (error.error == QJsonParseError::NoError && document.isObject())
            onKernelEvent(document.object());
        // A line that is not an event can only come from a process the user code spawned
        // with our stdout (node): it is not worth corrupting the stream over.
        if (m_process != process)
            return; // the event restarted or stopped the interpreter
    }
    m_stdoutBuffer.remove(0, start);
}

void CodeContext::onStderr()
{
    const QByteArray data = m_process->readAllStandardError();
    // Raw stderr: native code, subprocesses and (python) anything written to fd 1 directly.
    if (m_state == State::Starting && m_startupStderr.size() < kStartupStderrCap)
        m_startupStderr += data.left(kStartupStderrCap - m_startupStderr.size());
    if (m_running)
        m_running->deliverEvent({{kType, QStringLiteral("stderr")},
                                 {QStringLiteral("text"), QString::fromUtf8(data)},
                                 {QStringLiteral("timestamp"), QDateTime::currentMSecsSinceEpoch()}});
}

void CodeContext::onKernelEvent(const QJsonObject &kernelEvent)
{
    const QString type = kernelEvent.value(kType).toString();
    if (type == QLatin1String("ready")) {
        m_state = State::Ready;
        m_startupStderr.clear();
        emit ready();
        pump();
        return;
    }
    // Output of callbacks that fire after their run completed has no run to belong to.
    if (!m_running || kernelEvent.value(QStringLiteral("id")).toString() != m_running->id())
        return;
    if (type == QLatin1String("execution_complete")) {
        m_timeoutTimer->stop();
        const int count = kernelEvent.value(QStringLiteral("execution_count")).toInt();
        QJsonObject event{{kType, type},
                          {QStringLiteral("execution_count"), count},
                          {QStringLiteral("timestamp"), QDateTime::currentMSecsSinceEpoch()}};
        m_running->deliverEvent(event);
        finishRunning({}, count, false);
        pump();
        return;
    }
    QJsonObject event = kernelEvent;
    event.remove(QStringLiteral("id"));
    event.insert(QStringLiteral("timestamp"), QDateTime::currentMSecsSinceEpoch());
    m_running->deliverEvent(event);
}

void CodeContext::onFinished(int exitCode, QProcess::ExitStatus status)
{
    const QString how = status == QProcess::CrashExit ? QStringLiteral("crashed")
                                                      : QStringLiteral("exited with code %1").arg(exitCode);
    if (m_state == State::Starting) {
        QString message
            = QStringLiteral("the %1 interpreter %2 before it was ready").arg(m_settings.language, how);
        const QString detail = QString::fromUtf8(m_startupStderr).trimmed();
        if (!detail.isEmpty())
            message += QStringLiteral(": ") + detail;
        return onStartFailure(message);
    }
    // The code ended the interpreter (exit(), os._exit, a crash in native code): report it
    // to the run that did it, and carry on with a fresh interpreter.
    if (m_running)
        m_running->deliverEvent(
            interpreterError(QStringLiteral("InterpreterExited"),
                             QStringLiteral("the interpreter %1; it was restarted and the context's state "
                                            "(variables, imports) was lost")
                                 .arg(how)));
    finishRunning({}, 0, false);
    restart();
}

void CodeContext::onStartFailure(const QString &message)
{
    if (m_state == State::Failed && !m_process)
        return;
    m_timeoutTimer->stop();
    m_state = State::Failed;
    m_startError = message;
    stopInterpreter();
    const EngineError error{EngineError::Internal, message};
    finishRunning(error, 0, false);
    failQueued(error);
    emit startFailed(message);
}

void CodeContext::onTimeout()
{
    if (!m_running)
        return;
    m_running->deliverEvent(interpreterError(
        QStringLiteral("TimeoutError"),
        QStringLiteral("execution timed out after %1 ms; the interpreter was restarted and the "
                       "context's state (variables, imports) was lost")
            .arg(m_running->timeoutMs())));
    finishRunning({}, 0, true);
    restart();
}

void CodeContext::onCancel(CodeExecution *execution)
{
    const EngineError cancelled{EngineError::Internal, QStringLiteral("cancelled")};
    if (execution == m_running) {
        finishRunning(cancelled, 0, false);
        restart();
        return;
    }
    m_queue.removeAll(execution);
    execution->finish(cancelled);
}

void CodeContext::finishRunning(const EngineError &error, int executionCount, bool timedOut)
{
    m_timeoutTimer->stop();
    if (CodeExecution *running = m_running) {
        m_running = nullptr;
        running->finish(error, executionCount, timedOut);
    }
}

void CodeContext::failQueued(const EngineError &error)
{
    const QList<QPointer<CodeExecution>> queue = std::exchange(m_queue, {});
    for (const QPointer<CodeExecution> &execution : queue) {
        if (execution)
            execution->finish(error);
    }
}

QJsonObject CodeContext::interpreterError(const QString &name, const QString &message)
{
    return {{kType, QStringLiteral("error")},
            {QStringLiteral("ename"), name},
            {QStringLiteral("evalue"), message},
            {QStringLiteral("traceback"), QJsonArray{QStringLiteral("%1: %2").arg(name, message)}},
            {QStringLiteral("timestamp"), QDateTime::currentMSecsSinceEpoch()}};
}

} // namespace sandman
