// SPDX-License-Identifier: Apache-2.0
#include "LocalAgentRuntime.h"

#include "AgentLock.h"
#include "DetachedLaunch.h"
#include "SystemdUserUnit.h"
#include "isolation/Bubblewrap.h"
#include "server/AccessToken.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QThread>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace sandman {

namespace {
const char kTokenVariable[] = "SANDMAN_AGENT_TOKEN";
constexpr int kPollMs = 20;
constexpr int kWatchPollMs = 1000;
constexpr int kRetryListenMs = 200;
constexpr int kSystemctlTimeoutMs = 10000;
// An agent started through systemd takes the lock within milliseconds of its start.
constexpr int kHandoverMs = 3000;

QString lastLogLine(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        QString line = QString::fromLocal8Bit(*it).trimmed();
        if (line.startsWith(QLatin1String("sandman-agent: ")))
            line = line.mid(15);
        if (!line.isEmpty())
            return line;
    }
    return {};
}
} // namespace

LocalAgentRuntime::LocalAgentRuntime(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_key(workspaceKey(m_options.workspaceDir))
{
    if (m_options.runtimeDir.isEmpty())
        m_options.runtimeDir = defaultRuntimeDir();
    m_poll.setInterval(kWatchPollMs);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (!isProcessAlive(m_info.pid))
            onAgentGone();
    });
}

LocalAgentRuntime::~LocalAgentRuntime()
{
    unwatch();
}

QString LocalAgentRuntime::defaultRuntimeDir()
{
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty() && QFileInfo(runtime).isDir())
        return runtime + QStringLiteral("/sandman");
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/run");
}

QString LocalAgentRuntime::workspaceKey(const QString &workspaceDir)
{
    const QByteArray path = QFile::encodeName(QDir::cleanPath(QDir(workspaceDir).absolutePath()));
    return QString::fromLatin1(QCryptographicHash::hash(path, QCryptographicHash::Sha256).toHex().left(16));
}

QString LocalAgentRuntime::runtimeFile() const
{
    return QDir(m_options.runtimeDir).filePath(QStringLiteral("agent-%1.json").arg(m_key));
}

QString LocalAgentRuntime::lockFile() const
{
    return QDir(m_options.runtimeDir).filePath(QStringLiteral("agent-%1.lock").arg(m_key));
}

QString LocalAgentRuntime::logFile() const
{
    return QDir(m_options.runtimeDir).filePath(QStringLiteral("agent-%1.log").arg(m_key));
}

QString LocalAgentRuntime::environmentFile() const
{
    return QDir(m_options.runtimeDir).filePath(QStringLiteral("agent-%1.env").arg(m_key));
}

bool LocalAgentRuntime::startsThroughSystemd() const
{
    const QString unitDir = SystemdUserUnit::runtimeDir();
    return !m_options.stateDir.isEmpty() && !unitDir.isEmpty()
        && QDir::cleanPath(m_options.runtimeDir) == QDir::cleanPath(unitDir)
        && SystemdUserUnit::isManagerReachable();
}

QString LocalAgentRuntime::stateFile() const
{
    return m_options.stateDir.isEmpty() ? QString()
                                        : QDir(m_options.stateDir).filePath(QStringLiteral("sessions.json"));
}

bool LocalAgentRuntime::isProcessAlive(qint64 pid)
{
    if (pid <= 0 || ::kill(pid_t(pid), 0) != 0)
        return errno == EPERM && pid > 0;
    // An exited agent nobody reaped yet is no agent.
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray text = stat.readAll();
    const int close = text.lastIndexOf(')');
    return close < 0 || text.mid(close + 2, 1) != "Z";
}

bool LocalAgentRuntime::canIsolate(QString *why) const
{
    const std::optional<LocalAgentInfo> running = runningAgent();
    return (running && running->isolated) || Bubblewrap::isUsable(why);
}

bool LocalAgentRuntime::isRunning() const
{
    return AgentLock::isHeld(lockFile());
}

QList<LocalAgentInfo> LocalAgentRuntime::runningAgents(const QString &runtimeDir)
{
    QList<LocalAgentInfo> agents;
    const QDir dir(runtimeDir);
    for (const QString &name : dir.entryList({QStringLiteral("agent-*.json")}, QDir::Files)) {
        const std::optional<LocalAgentInfo> info = LocalAgentInfo::read(dir.filePath(name));
        if (!info || info->workspace.isEmpty())
            continue;
        Options options;
        options.workspaceDir = info->workspace;
        options.runtimeDir = runtimeDir;
        if (const std::optional<LocalAgentInfo> running = LocalAgentRuntime(options).runningAgent())
            agents.append(*running);
    }
    return agents;
}

std::optional<LocalAgentInfo> LocalAgentRuntime::runningAgent() const
{
    std::optional<LocalAgentInfo> info = LocalAgentInfo::read(runtimeFile());
    if (!info || info->url.isEmpty() || !isProcessAlive(info->pid) || !isRunning())
        return std::nullopt;
    return info;
}

LocalAgentRuntime::Outcome LocalAgentRuntime::attachOrStart(QString *error, int timeoutMs)
{
    unwatch();
    if (!QDir().mkpath(m_options.runtimeDir)
        || ::chmod(QFile::encodeName(m_options.runtimeDir).constData(), S_IRWXU) != 0) {
        *error = QStringLiteral("cannot create the private folder %1").arg(m_options.runtimeDir);
        return Outcome::Failed;
    }
    const QDeadlineTimer deadline(timeoutMs);
    const QDeadlineTimer handover(kHandoverMs);
    for (;;) {
        AgentLock lock(lockFile());
        if (lock.tryLock()) {
            // An agent that systemd started takes the lock over from its starter: not stale yet.
            const std::optional<LocalAgentInfo> handedOver = LocalAgentInfo::read(runtimeFile());
            if (handedOver && !handedOver->unit.isEmpty() && isProcessAlive(handedOver->pid)
                && !handover.hasExpired()) {
                lock.release();
                QThread::msleep(kPollMs);
                continue;
            }
            // No agent runs: whatever the runtime file says is stale.
            QFile::remove(runtimeFile());
            const Outcome outcome = launch(lock, error, int(qMax<qint64>(deadline.remainingTime(), 1000)));
            // The port of an agent that just died may be held a moment longer by what it ran.
            if (outcome != Outcome::Failed || !error->startsWith(QLatin1String("cannot listen"))
                || m_info.url.isEmpty() || deadline.hasExpired())
                return outcome;
            QThread::msleep(kRetryListenMs);
            continue;
        }
        if (!lock.error().isEmpty()) {
            *error = lock.error();
            return Outcome::Failed;
        }
        // Running, or being started by another window: its runtime file says where.
        std::optional<LocalAgentInfo> info = LocalAgentInfo::read(runtimeFile());
        if (info && info->url.isEmpty() && isProcessAlive(info->pid)) {
            // Its starter may have died before writing the address down: the log has it.
            QString ignored;
            if (waitUntilServing(&*info, &ignored, 0))
                info->write(runtimeFile(), &ignored);
        }
        if (info && info->url.isValid() && !info->url.isEmpty() && isProcessAlive(info->pid)) {
            m_info = *info;
            watch();
            return Outcome::Attached;
        }
        if (deadline.hasExpired()) {
            *error = info
                ? QStringLiteral("the local agent (pid %1) does not answer; see %2")
                      .arg(info->pid)
                      .arg(info->logFile)
                : QStringLiteral("another program holds %1 but wrote no %2").arg(lockFile(), runtimeFile());
            return Outcome::Failed;
        }
        QThread::msleep(kPollMs);
    }
}

LocalAgentRuntime::Outcome LocalAgentRuntime::launch(AgentLock &lock, QString *error, int timeoutMs)
{
    LocalAgentInfo info;
    // The same port and token as the agent that died, so that connected clients come back.
    info.token = m_info.token.isEmpty() ? AccessToken::generate() : m_info.token;
    const QString listen = QStringLiteral("127.0.0.1:%1").arg(m_info.url.isEmpty() ? 0 : m_info.url.port(0));
    info.isolated = m_options.isolate;
    info.workspace = m_options.workspaceDir;
    // Recorded so that a window started with other settings can tell that a restart is needed.
    if (m_options.isolate) {
        info.network = m_options.network;
        info.passEnv = m_options.passEnv;
    }
    info.logFile = logFile();
    info.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);

    const int log = ::open(QFile::encodeName(info.logFile).constData(),
                           O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0600);
    if (log < 0) {
        *error = QStringLiteral("cannot write %1: %2")
                     .arg(info.logFile, QString::fromLocal8Bit(strerror(errno)));
        return Outcome::Failed;
    }
    QStringList flags; // the same either way the agent is started
    if (m_options.isolate) {
        flags << QStringLiteral("--isolate");
        if (!m_options.network.isEmpty())
            flags << QStringLiteral("--network") << m_options.network;
        for (const QString &name : m_options.passEnv)
            flags << QStringLiteral("--pass-env") << name;
    }
    if (m_options.maxExecOutputBytes > 0)
        flags << QStringLiteral("--max-exec-output") << QString::number(m_options.maxExecOutputBytes);
    const bool keepsState = !m_options.stateDir.isEmpty() && QDir().mkpath(m_options.stateDir);
    if (keepsState)
        ::chmod(QFile::encodeName(m_options.stateDir).constData(), S_IRWXU);
    if (keepsState && startsThroughSystemd()) {
        if (const std::optional<Outcome> outcome = launchUnit(lock, info, flags, listen, error, timeoutMs)) {
            ::close(log);
            return *outcome;
        }
    }
    DetachedLaunch::Request request;
    request.program = m_options.agentPath;
    request.arguments << flags << QStringLiteral("--listen") << listen << QStringLiteral("--token-env")
                      << QString::fromLatin1(kTokenVariable) << QStringLiteral("--root")
                      << m_options.workspaceDir;
    if (keepsState)
        request.arguments << QStringLiteral("--state-file") << stateFile();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QString::fromLatin1(kTokenVariable), QString::fromLatin1(info.token));
    environment.insert(QStringLiteral("SANDMAN_AGENT_LOCK_FD"), QString::number(lock.fd()));
    request.environment = environment.toStringList();
    request.outputFd = log;
    request.inheritFd = lock.fd();
    info.pid = DetachedLaunch::start(request, error);
    ::close(log);
    if (info.pid == 0)
        return Outcome::Failed;
    // Written before it serves: a window that dies now leaves the token and pid behind.
    if (!info.write(runtimeFile(), error) || !waitUntilServing(&info, error, timeoutMs)) {
        if (isProcessAlive(info.pid))
            ::kill(pid_t(info.pid), SIGKILL);
        QFile::remove(runtimeFile());
        return Outcome::Failed;
    }
    if (!info.write(runtimeFile(), error)) {
        ::kill(pid_t(info.pid), SIGKILL);
        return Outcome::Failed;
    }
    m_info = info;
    watch();
    return Outcome::Started;
}

std::optional<LocalAgentRuntime::Outcome> LocalAgentRuntime::launchUnit(AgentLock &lock, LocalAgentInfo info,
                                                                        const QStringList &flags,
                                                                        const QString &listen, QString *error,
                                                                        int timeoutMs)
{
    const SystemdUserUnit unit(m_key);
    const QMap<QString, QString> variables{
        {QStringLiteral("SANDMAN_AGENT_PROGRAM"), m_options.agentPath},
        {QStringLiteral("SANDMAN_AGENT_LISTEN"), listen},
        {QString::fromLatin1(kTokenVariable), QString::fromLatin1(info.token)},
        {QStringLiteral("SANDMAN_AGENT_ROOT"), m_options.workspaceDir},
        {QStringLiteral("SANDMAN_AGENT_STATE_FILE"), stateFile()},
        {QStringLiteral("SANDMAN_AGENT_OPTIONS"), flags.join(QLatin1Char(' '))}};
    QString why;
    // The window's environment as a detached agent gets it: the sessions see the same variables.
    if (!SystemdUserUnit::writeEnvironmentFile(environmentFile(), variables,
                                               QProcessEnvironment::systemEnvironment().toStringList(), &why)
        || !unit.start(&why, kSystemctlTimeoutMs)) {
        QFile::remove(environmentFile());
        qWarning("sandman: %s; starting the local agent detached instead", qPrintable(why));
        return std::nullopt;
    }
    info.unit = unit.name();
    info.pid = unit.mainPid(&why, kSystemctlTimeoutMs);
    const auto failed = [&](const QString &reason) {
        *error = reason;
        QString ignored;
        unit.stop(&ignored, kSystemctlTimeoutMs);
        QFile::remove(runtimeFile());
        return Outcome::Failed;
    };
    if (info.pid <= 0) { // it has ended already, or systemd cannot say
        const QString said = lastLogLine(info.logFile);
        return failed(said.isEmpty() ? why : said);
    }
    // Written before it serves, as for a detached agent; then the agent may take the lock.
    if (!info.write(runtimeFile(), error))
        return failed(*error);
    lock.release();
    if (!waitUntilServing(&info, error, timeoutMs) || !info.write(runtimeFile(), error))
        return failed(*error);
    m_info = info;
    watch();
    return Outcome::Started;
}

bool LocalAgentRuntime::waitUntilServing(LocalAgentInfo *info, QString *error, int timeoutMs) const
{
    // The agent announces "… serving ws://127.0.0.1:<port>/ws (workspace …)" once it listens.
    static const QRegularExpression serving(QStringLiteral("serving (wss?://\\S+)"));
    const QDeadlineTimer deadline(timeoutMs);
    QFile log(info->logFile);
    QByteArray output;
    for (;;) {
        if (log.isOpen() || log.open(QIODevice::ReadOnly))
            output += log.readAll();
        const QRegularExpressionMatch match = serving.match(QString::fromLocal8Bit(output));
        if (match.hasMatch()) {
            info->url = QUrl(match.captured(1));
            return true;
        }
        if (!isProcessAlive(info->pid)) {
            const QString why = lastLogLine(info->logFile);
            *error = why.isEmpty() ? QStringLiteral("the agent exited at once") : why;
            return false;
        }
        if (deadline.hasExpired()) {
            *error = QStringLiteral("the agent did not start serving within %1 ms").arg(timeoutMs);
            return false;
        }
        QThread::msleep(kPollMs);
    }
}

bool LocalAgentRuntime::stop(QString *error, int timeoutMs)
{
    unwatch();
    std::optional<LocalAgentInfo> info = LocalAgentInfo::read(runtimeFile());
    const qint64 pid = info ? info->pid : m_info.pid;
    // First: other windows see that the end is meant, and do not start it again.
    QFile::remove(runtimeFile());
    m_info.pid = 0;
    if (!(info ? info->unit : m_info.unit).isEmpty()) {
        // systemd ends the whole unit: the agent and whatever escaped its sandbox's tracking.
        QString why;
        if (!SystemdUserUnit(m_key).stop(&why, kSystemctlTimeoutMs))
            qWarning("sandman: %s", qPrintable(why));
        QFile::remove(environmentFile());
    }
    if (pid > 0 && isProcessAlive(pid))
        ::kill(pid_t(pid), SIGTERM);
    // The lock is free once the last process holding it is gone (an agent that is just dying
    // counts too); a dead agent's pid gets no signal, it may be someone else's by now.
    for (int signal : {SIGTERM, SIGKILL}) {
        if (signal == SIGKILL && pid > 0 && isProcessAlive(pid))
            ::kill(pid_t(pid), SIGKILL);
        const QDeadlineTimer deadline(timeoutMs);
        while (!deadline.hasExpired()) {
            if (!isRunning())
                return true;
            QThread::msleep(kPollMs);
        }
    }
    *error = pid > 0 && isProcessAlive(pid)
        ? QStringLiteral("the local agent (pid %1) does not end").arg(pid)
        : QStringLiteral("%1 is held, but not by a known agent").arg(lockFile());
    return false;
}

void LocalAgentRuntime::watch()
{
#ifdef SYS_pidfd_open
    m_pidFd = int(::syscall(SYS_pidfd_open, pid_t(m_info.pid), 0));
#endif
    if (m_pidFd >= 0) {
        ::fcntl(m_pidFd, F_SETFD, FD_CLOEXEC);
        // Readable once the process has ended.
        m_notifier = new QSocketNotifier(m_pidFd, QSocketNotifier::Read, this);
        connect(m_notifier, &QSocketNotifier::activated, this, &LocalAgentRuntime::onAgentGone);
    } else {
        m_poll.start();
    }
}

void LocalAgentRuntime::unwatch()
{
    m_poll.stop();
    delete m_notifier;
    m_notifier = nullptr;
    if (m_pidFd >= 0)
        ::close(m_pidFd);
    m_pidFd = -1;
}

void LocalAgentRuntime::onAgentGone()
{
    unwatch();
    // stop() removes the runtime file first; a file that names another agent means another
    // window has started a new one already (not a stop either).
    emit agentEnded(!QFile::exists(runtimeFile()));
}

QString LocalAgentRuntime::isolationFacts() const
{
    QFile log(logFile());
    if (!log.open(QIODevice::ReadOnly))
        return {};
    // The agent says it once, early, before it serves.
    const QByteArray head = log.read(64 * 1024);
    for (const QByteArray &line : head.split('\n')) {
        if (line.startsWith("isolation: "))
            return QString::fromUtf8(line.mid(11)).trimmed();
    }
    return {};
}

} // namespace sandman
