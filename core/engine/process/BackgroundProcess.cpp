// SPDX-License-Identifier: Apache-2.0
#include "BackgroundProcess.h"

#include "engine/ProcessTree.h"
#include "engine/SandboxChild.h"
#include "engine/attribution/WriteWatch.h"

#include <QDeadlineTimer>
#include <QStandardPaths>
#include <QTimer>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace sandman {

namespace {
// Where the bytes of `data` stop forming complete UTF-8 sequences: an incomplete sequence at
// the very end is held back until its remaining bytes arrive.
qsizetype completeUtf8Prefix(const QByteArray &data)
{
    const qsizetype size = data.size();
    for (qsizetype back = 1; back <= qMin<qsizetype>(4, size); ++back) {
        const auto byte = static_cast<unsigned char>(data.at(size - back));
        if ((byte & 0xC0) == 0x80)
            continue; // continuation: keep looking for the lead byte
        if (byte < 0xC0)
            return size; // ASCII ends a sequence
        const qsizetype needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2;
        return needed > back ? size - back : size;
    }
    return size;
}

QString bashProgram()
{
    static const QString path = [] {
        const QString found = QStandardPaths::findExecutable(QStringLiteral("bash"));
        return found.isEmpty() ? QStringLiteral("/bin/bash") : found;
    }();
    return path;
}

bool isKillSignal(int signal)
{
    return signal == SIGTERM || signal == SIGKILL || signal == SIGINT || signal == SIGHUP
        || signal == SIGQUIT;
}
} // namespace

BackgroundProcess::BackgroundProcess(QString id, QString command, QString sessionId, Settings settings,
                                     QObject *parent)
    : QObject(parent)
    , m_id(std::move(id))
    , m_command(std::move(command))
    , m_sessionId(std::move(sessionId))
    , m_settings(settings)
    , m_stdout(settings.logCapacity)
    , m_stderr(settings.logCapacity)
{ }

BackgroundProcess::~BackgroundProcess()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        ProcessTree::killNow(m_pid, true); // also what left the group (setsid)
        signalGroup(SIGKILL);
        m_process->waitForFinished(2000); // reaps at once after SIGKILL
    }
}

void BackgroundProcess::start(const QString &workingDirectory, const QProcessEnvironment &environment,
                              qint64 timeoutMs)
{
    Q_ASSERT(!m_process);
    m_process = new QProcess(this);
    m_process->setProgram(bashProgram());
    m_process->setArguments({QStringLiteral("-c"), m_command});
    m_process->setWorkingDirectory(workingDirectory);
    m_process->setProcessEnvironment(environment);
    m_process->setStandardInputFile(QProcess::nullDevice());

    const pid_t parent = ::getpid();
    const QByteArray oomScore = SandboxChild::oomScoreAdjustment();
    WriteWatch::Spawn writeWatch = WriteWatch::instance().prepare();
    m_process->setChildProcessModifier([parent, oomScore, writeWatch] {
        // Nothing may outlive the sandbox, even if it dies without cleaning up; whatever
        // leaves the group (setsid -f) is reparented here, so kill() still finds it.
        if (!SandboxChild::enterOwnTree(parent, SIGKILL, true, oomScore))
            ::_exit(127); // the parent already died before prctl took effect
        SandboxChild::resetSignals();
        WriteWatch::armInChild(writeWatch);
    });

    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] { readChannel(Channel::Stdout); });
    connect(m_process, &QProcess::readyReadStandardError, this, [this] { readChannel(Channel::Stderr); });
    connect(m_process, &QProcess::started, this, [this] {
        if (m_status == ProcessStatus::Starting) {
            m_status = ProcessStatus::Running;
            emit statusChanged(m_status);
        }
    });
    connect(m_process, &QProcess::finished, this, &BackgroundProcess::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, &BackgroundProcess::onError);

    m_startTime = QDateTime::currentDateTimeUtc();
    m_process->start();
    m_pid = m_process->processId();
    ProcessTree::registerChild(m_pid);
    WriteOwner owner;
    owner.kind = WriteOwner::Process;
    owner.id = m_id;
    owner.sessionId = m_sessionId;
    owner.sandbox = QObject::parent() ? static_cast<const QObject *>(QObject::parent()->parent()) : nullptr;
    m_writeTree = WriteWatch::instance().adopt(writeWatch, pid_t(m_pid), owner);

    if (timeoutMs > 0) {
        m_timeoutTimer = new QTimer(this);
        m_timeoutTimer->setSingleShot(true);
        // Never before the timeout: precise, and re-armed if it still fired a little early.
        m_timeoutTimer->setTimerType(Qt::PreciseTimer);
        const QDeadlineTimer deadline(timeoutMs, Qt::PreciseTimer);
        connect(m_timeoutTimer, &QTimer::timeout, this, [this, deadline] {
            if (isFinished())
                return;
            if (const qint64 leftNs = deadline.remainingTimeNSecs(); leftNs > 0) {
                m_timeoutTimer->start(
                    int(qMin<qint64>((leftNs + 999999) / 1000000, std::numeric_limits<int>::max())));
                return;
            }
            m_timedOut = true;
            kill(SIGTERM);
        });
        m_timeoutTimer->start(int(qMin<qint64>(timeoutMs, std::numeric_limits<int>::max())));
    }
}

bool BackgroundProcess::kill(int signal)
{
    if (!m_process || m_pid <= 0)
        return false;
    const bool wasRunning = !isFinished();
    if (wasRunning && isKillSignal(signal)) {
        m_killRequested = true;
        // What left the group (setsid -f) is still a descendant, the leader being a subreaper;
        // the tree is remembered, so its SIGKILL after the grace finds it even once the leader
        // died and it was reparented.
        ProcessTree::terminate(m_pid, true, signal, signal == SIGKILL ? 0 : m_settings.killGraceMs, this);
    }
    // Also after the leader exited: stragglers of the tree may still hold the group.
    signalGroup(signal);
    if (signal != SIGKILL && isKillSignal(signal) && !m_escalationTimer) {
        // A process that traps or ignores the signal still dies.
        m_escalationTimer = new QTimer(this);
        m_escalationTimer->setSingleShot(true);
        connect(m_escalationTimer, &QTimer::timeout, this, [this] { signalGroup(SIGKILL); });
        m_escalationTimer->start(m_settings.killGraceMs);
    }
    return wasRunning;
}

void BackgroundProcess::signalGroup(int signal)
{
    if (m_pid <= 0)
        return;
    // The group id is the leader's pid (setsid). Right after fork the child may not have
    // called setsid yet, so the leader itself is signalled too.
    ::kill(-pid_t(m_pid), signal);
    if (!isFinished())
        ::kill(pid_t(m_pid), signal);
}

void BackgroundProcess::readChannel(Channel channel, bool flush)
{
    if (!m_process)
        return;
    const int index = channel == Channel::Stdout ? 0 : 1;
    QByteArray data = m_pending[index];
    data += channel == Channel::Stdout ? m_process->readAllStandardOutput()
                                       : m_process->readAllStandardError();
    const qsizetype cut = flush ? data.size() : completeUtf8Prefix(data);
    m_pending[index] = data.mid(cut);
    data.truncate(cut);
    if (data.isEmpty())
        return;
    (channel == Channel::Stdout ? m_stdout : m_stderr).append(data);
    emit output(channel, data);
}

void BackgroundProcess::onFinished(int exitCode, QProcess::ExitStatus exitStatus)
{
    readChannel(Channel::Stdout, true);
    readChannel(Channel::Stderr, true);
    ProcessStatus status;
    if (exitStatus == QProcess::CrashExit) {
        // Qt reports the terminating signal as the exit code; shells say 128 + signal.
        m_exitCode = 128 + exitCode;
        status = (m_killRequested || isKillSignal(exitCode)) ? ProcessStatus::Killed : ProcessStatus::Failed;
    } else {
        m_exitCode = exitCode;
        status = m_killRequested ? ProcessStatus::Killed
            : exitCode == 0      ? ProcessStatus::Completed
                                 : ProcessStatus::Failed;
    }
    finish(status);
}

void BackgroundProcess::onError(QProcess::ProcessError error)
{
    // Only a failed start ends without finished(); other errors are followed by it.
    if (error != QProcess::FailedToStart || isFinished())
        return;
    m_errorMessage = m_process->errorString();
    m_pid = 0;
    finish(ProcessStatus::Error);
}

void BackgroundProcess::finish(ProcessStatus status)
{
    m_status = status;
    m_endTime = QDateTime::currentDateTimeUtc();
    if (m_timeoutTimer)
        m_timeoutTimer->stop();
    emit statusChanged(m_status);
    emit finished();
}

QJsonObject BackgroundProcess::toJson() const
{
    const auto iso = [](const QDateTime &time) { return time.toUTC().toString(Qt::ISODateWithMs); };
    QJsonObject json{
        {QStringLiteral("id"), m_id},
        {QStringLiteral("pid"), m_pid},
        {QStringLiteral("command"), m_command},
        {QStringLiteral("status"), processStatusName(m_status)},
        {QStringLiteral("startTime"), iso(m_startTime)},
        {QStringLiteral("sessionId"), m_sessionId},
    };
    if (m_endTime.isValid())
        json.insert(QStringLiteral("endTime"), iso(m_endTime));
    if (m_exitCode)
        json.insert(QStringLiteral("exitCode"), *m_exitCode);
    if (m_timedOut)
        json.insert(QStringLiteral("timedOut"), true);
    if (!m_errorMessage.isEmpty())
        json.insert(QStringLiteral("error"), m_errorMessage);
    json.insert(QStringLiteral("stdoutDroppedBytes"), m_stdout.droppedBytes());
    json.insert(QStringLiteral("stderrDroppedBytes"), m_stderr.droppedBytes());
    return json;
}

} // namespace sandman
