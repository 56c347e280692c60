// SPDX-License-Identifier: Apache-2.0
#include "ShellSession.h"

#include "BeforeBlocking.h"
#include "CommandRun.h"
#include "CommandStartObserver.h"
#include "SessionBuiltin.h"
#include "engine/ProcessTree.h"
#include "engine/SandboxChild.h"
#include "engine/ShellQuote.h"
#include "engine/attribution/WriteWatch.h"

#include <QAbstractEventDispatcher>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPointer>
#include <QRegularExpression>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <limits>
#include <memory>
#include <utility>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

namespace sandman {

namespace {
// The exit marker's fd in bash; every command runs with it closed.
constexpr int kMarkerFd = 200;
// Where bash finds its command pipe at start. It reads commands from there as a script
// (`bash /dev/fd/199`), which it moves to a close-on-exec fd of its own: commands and their
// children never see it, and the shell's own stdin can be /dev/null for good instead of
// being redirected for every command.
constexpr int kCommandFd = 199;
// Builtin protocol: where the builtin reads the commands' frames.
constexpr int kFrameFd = 198;
// bash reads a pipe byte by byte: longer command texts go through a file.
constexpr qsizetype kInlineCommandLimit = 32 * 1024;
// While a cancelled command's tree gets its SIGTERM grace: how often to look whether all of it
// is gone already, so that the call ends promptly rather than after the whole grace.
constexpr int kKillPollMs = 10;
// How long to wait for a SIGSTOPped shell to actually stop (it is normally asleep in wait4
// and stops at once; a shell in uninterruptible sleep is given up on after this).
constexpr int kFreezeWaitUs = 100 * 1000;
// Idle time after a command before the environment snapshot is refreshed.
constexpr int kEnvRefreshDelayMs = 40;
constexpr qsizetype kReadChunk = 256 * 1024;

QByteArray bashPath()
{
    static const QByteArray path = [] {
        const QString found = QStandardPaths::findExecutable(QStringLiteral("bash"));
        return found.isEmpty() ? QByteArray("/bin/bash") : QFile::encodeName(found);
    }();
    return path;
}

void setNonBlocking(int fd)
{
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

void closeFd(int &fd)
{
    if (fd >= 0)
        ::close(fd);
    fd = -1;
}

void dropNotifier(QSocketNotifier *&notifier)
{
    if (!notifier)
        return;
    notifier->setEnabled(false);
    notifier->disconnect();
    notifier->deleteLater();
    notifier = nullptr;
}

void ignoreSigpipeOnce()
{
    // A write to a dead shell's stdin must fail with EPIPE, not kill the process.
    static const bool done = [] {
        struct sigaction current {
        };
        if (::sigaction(SIGPIPE, nullptr, &current) == 0 && current.sa_handler == SIG_DFL) {
            struct sigaction ignore {
            };
            ignore.sa_handler = SIG_IGN;
            ::sigaction(SIGPIPE, &ignore, nullptr);
        }
        return true;
    }();
    (void)done;
}

// The state field of /proc/<pid>/stat; 0 when the process is gone.
char processState(qint64 pid)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%lld/stat", static_cast<long long>(pid));
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    char buf[512];
    const ssize_t n = ::read(fd, buf, sizeof buf - 1);
    ::close(fd);
    if (n <= 0)
        return 0;
    buf[n] = '\0';
    const char *paren = strrchr(buf, ')'); // the command name may hold ')'
    return paren && paren[1] == ' ' ? paren[2] : 0;
}

// SIGSTOP, and wait until it took effect: from then on the shell cannot start the next part of
// a command list, and every child it forked is visible in /proc.
void freezeProcess(qint64 pid)
{
    if (::kill(pid_t(pid), SIGSTOP) != 0)
        return;
    constexpr int stepUs = 100;
    for (int waited = 0; waited < kFreezeWaitUs; waited += stepUs) {
        const char state = processState(pid);
        if (state == 'T' || state == 't' || state == 'Z' || state == 0)
            return;
        ::usleep(stepUs);
    }
}

// Whether the process behind a pidfd has exited, without waiting.
bool hasExited(int pidFd)
{
    pollfd entry{pidFd, POLLIN, 0};
    return ::poll(&entry, 1, 0) > 0 && (entry.revents & POLLIN);
}

QProcessEnvironment parseEnvZero(const QByteArray &data)
{
    QProcessEnvironment env;
    for (const QByteArray &entry : data.split('\0')) {
        const qsizetype eq = entry.indexOf('=');
        if (eq <= 0)
            continue;
        env.insert(QString::fromUtf8(entry.left(eq)), QString::fromUtf8(entry.mid(eq + 1)));
    }
    return env;
}
} // namespace

ShellSession::ShellSession(Settings settings, QObject *parent)
    : QObject(parent)
    , m_settings(std::move(settings))
    , m_createdAt(QDateTime::currentDateTimeUtc())
    , m_cwd(m_settings.cwd)
    , m_env(m_settings.environment)
{
    ignoreSigpipeOnce();
    m_timeoutTimer = new QTimer(this);
    m_timeoutTimer->setSingleShot(true);
    // A coarse timer may fire up to 5% early: a command is never killed before its timeout.
    m_timeoutTimer->setTimerType(Qt::PreciseTimer);
    connect(m_timeoutTimer, &QTimer::timeout, this, &ShellSession::onTimeout);
    m_killPollTimer = new QTimer(this);
    m_killPollTimer->setInterval(kKillPollMs);
    connect(m_killPollTimer, &QTimer::timeout, this, &ShellSession::onKillPoll);
    m_envRefreshTimer = new QTimer(this);
    m_envRefreshTimer->setSingleShot(true);
    m_envRefreshTimer->setInterval(kEnvRefreshDelayMs);
    connect(m_envRefreshTimer, &QTimer::timeout, this, &ShellSession::refreshEnvironment);
}

ShellSession::~ShellSession()
{
    m_destroying = true;
    deleteRetired();
    stopShell();
    const EngineError destroyed{EngineError::SessionDestroyed,
                                QStringLiteral("session \"%1\" was deleted").arg(m_settings.id)};
    QList<CommandRun *> runs;
    if (m_current)
        runs.append(m_current);
    runs.append(m_queue);
    m_current = nullptr;
    m_queue.clear();
    for (CommandRun *run : runs) {
        run->m_result.error = destroyed;
        run->m_result.durationMs = run->m_clock.elapsed();
        run->m_finished = true;
        run->m_session = nullptr;
        if (!run->m_scriptFile.isEmpty())
            QFile::remove(run->m_scriptFile);
        run->notifyFinished(run->m_result);
        run->deleteLater();
    }
}

CommandRun *ShellSession::exec(const QString &command, const CommandOptions &options)
{
    CommandRun *run = enqueue(command, options, false);
    emit commandQueued(run);
    return run;
}

CommandRun *ShellSession::enqueue(const QString &command, const CommandOptions &options, bool internal)
{
    auto *run = new CommandRun(this, command, options, internal);
    m_queue.enqueue(run);
    if (m_current || m_startScheduled)
        return run;
    if (m_pid != 0) {
        // An idle, running shell gets the command at once (one event-loop turn less per
        // exec); its signals are announced later, once the caller could connect to them.
        startNext(Announce::Later);
    } else {
        // Starting the shell may fail, which finishes the run: deferred for the same reason.
        m_startScheduled = true;
        QMetaObject::invokeMethod(
            this, [this] { startNext(Announce::Now); }, Qt::QueuedConnection);
    }
    return run;
}

void ShellSession::setEnvVars(const EnvChanges &changes, std::function<void(EngineError)> done,
                              bool persistAcrossRestart)
{
    QByteArray script;
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        if (it.value())
            script += "builtin export " + it.key().toUtf8() + '=' + ShellQuote::quote(*it.value()) + '\n';
        else
            script += "builtin unset -v " + it.key().toUtf8() + '\n';
    }
    script += "builtin true";
    CommandRun *run = enqueue(QString::fromUtf8(script), {}, true);
    connect(run, &CommandRun::finished, this,
            [this, changes, done = std::move(done), persistAcrossRestart,
             origin = EventOrigin::current()](const CommandResult &result) {
                EngineError error = result.error;
                if (!error && result.exitCode != 0)
                    error = {EngineError::Internal, QString::fromUtf8(result.stderrData).trimmed()};
                if (!error || persistAcrossRestart) {
                    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
                        if (!error) {
                            if (it.value())
                                m_env.insert(it.key(), *it.value());
                            else
                                m_env.remove(it.key());
                        }
                        // Applied changes are the session's environment from now on, as the
                        // state file says: a fresh shell after `exit` starts with them too.
                        if (!error || persistAcrossRestart) {
                            if (it.value())
                                m_settings.environment.insert(it.key(), *it.value());
                            else
                                m_settings.environment.remove(it.key());
                        }
                    }
                }
                if (!error)
                    emit envVarsChanged(changes, origin);
                if (done)
                    done(error);
            });
}

void ShellSession::getEnvVars(std::function<void(QProcessEnvironment, EngineError)> done)
{
    CommandRun *run = enqueue(QStringLiteral("builtin command -p env -0"), {}, true);
    run->m_envDump = true; // with the builtin: printed by it, no process of its own
    connect(run, &CommandRun::finished, this, [this, done = std::move(done)](const CommandResult &result) {
        EngineError error = result.error;
        if (!error && result.exitCode != 0)
            error = {EngineError::Internal, QString::fromUtf8(result.stderrData).trimmed()};
        if (!error)
            m_env = parseEnvZero(result.stdoutData);
        done(error ? QProcessEnvironment() : m_env, error);
    });
}

void ShellSession::changeDirectory(const QString &dir, std::function<void(EngineError)> done)
{
    const QByteArray path = ShellQuote::quote(dir);
    // The exit status says why cd failed, so bash's (possibly translated) message is not parsed.
    const QByteArray script = "if CDPATH= builtin cd -- " + path
        + " 2>/dev/null; then builtin true; elif ! builtin test -e " + path
        + "; then (exit 3); elif ! builtin test -d " + path + "; then (exit 4); else (exit 5); fi";
    CommandRun *run = enqueue(QString::fromUtf8(script), {}, true);
    connect(
        run, &CommandRun::finished, this, [this, dir, done = std::move(done)](const CommandResult &result) {
            EngineError error = result.error;
            if (!error) {
                switch (result.exitCode) {
                case 0:
                    break;
                case 3:
                    error = {EngineError::NotFound, QStringLiteral("no such directory: %1").arg(dir)};
                    break;
                case 4:
                    error = {EngineError::InvalidArgument, QStringLiteral("not a directory: %1").arg(dir)};
                    break;
                case 5:
                    error = {EngineError::PermissionDenied, QStringLiteral("permission denied: %1").arg(dir)};
                    break;
                default:
                    error = {EngineError::Internal,
                             QStringLiteral("cd %1 failed (exit code %2)").arg(dir).arg(result.exitCode)};
                }
            }
            // m_cwd already follows the command's exit marker.
            if (!error && m_cwd != m_settings.cwd) {
                m_settings.cwd = m_cwd;
                emit initialCwdChanged(m_cwd);
            }
            done(error);
        });
}

int ShellSession::userCommandCount() const
{
    const auto isUsers = [](const CommandRun *run) { return !run->m_internal; };
    return int(std::count_if(m_queue.cbegin(), m_queue.cend(), isUsers))
        + (m_current && isUsers(m_current) ? 1 : 0);
}

void ShellSession::scheduleEnvRefresh()
{
    m_envDirty = true;
    m_envRefreshTimer->start();
}

void ShellSession::refreshEnvironmentNow(int timeoutMs)
{
    if (m_current || !m_queue.isEmpty() || !m_envDirty || m_pid == 0)
        return;
    m_envRefreshTimer->stop();
    m_envDirty = false;
    // Shared: after a timeout the refresh still completes later, through the event loop.
    auto done = std::make_shared<bool>(false);
    getEnvVars([done](QProcessEnvironment, EngineError) { *done = true; });
    QDeadlineTimer deadline(timeoutMs);
    while (!*done && !deadline.hasExpired() && m_markerFd >= 0 && m_stdoutFd >= 0) {
        pollfd fds[2] = {{m_markerFd, POLLIN, 0}, {m_stdoutFd, POLLIN, 0}};
        const int ready = ::poll(fds, 2, int(qMax<qint64>(deadline.remainingTime(), 0)));
        if (ready < 0 && errno != EINTR)
            break;
        if (ready > 0 && (fds[1].revents & (POLLIN | POLLHUP)))
            drain(m_stdoutFd, true);
        if (ready > 0 && (fds[0].revents & (POLLIN | POLLHUP)))
            onMarkerReadable();
    }
}

void ShellSession::refreshEnvironment()
{
    if (m_current || !m_queue.isEmpty() || !m_envDirty || m_pid == 0)
        return;
    m_envDirty = false;
    getEnvVars([](QProcessEnvironment, EngineError) {});
}

QString ShellSession::snapshotPath() const
{
    return QDir(m_settings.runtimeDir).filePath(QStringLiteral("snapshot-%1.sh").arg(quintptr(this), 0, 16));
}

bool ShellSession::ensureShell(QString *error)
{
    if (m_pid != 0)
        return true;
    QString cwd = m_cwd;
    if (!QFileInfo(cwd).isDir())
        cwd = m_settings.cwd;
    if (!QFileInfo(cwd).isDir())
        cwd = QDir::homePath();
    if (!spawnShell(cwd, error))
        return false;
    m_cwd = cwd;
    return true;
}

bool ShellSession::spawnShell(const QString &cwd, QString *error)
{
    int inPipe[2] = {-1, -1}, outPipe[2] = {-1, -1}, errPipe[2] = {-1, -1}, markerPipe[2] = {-1, -1};
    int framePipe[2] = {-1, -1};
    QString whyFallback;
    const QString builtin = SessionBuiltin::path(&whyFallback);
    int devNull = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (devNull < 0 || ::pipe2(inPipe, O_CLOEXEC) != 0 || ::pipe2(outPipe, O_CLOEXEC) != 0
        || ::pipe2(errPipe, O_CLOEXEC) != 0 || ::pipe2(markerPipe, O_CLOEXEC) != 0
        || (!builtin.isEmpty() && ::pipe2(framePipe, O_CLOEXEC) != 0)) {
        *error = QStringLiteral("cannot create pipes: %1").arg(QString::fromLocal8Bit(strerror(errno)));
        for (int *p : {inPipe, outPipe, errPipe, markerPipe, framePipe}) {
            closeFd(p[0]);
            closeFd(p[1]);
        }
        closeFd(devNull);
        return false;
    }

    // Everything the child needs is prepared before fork: only async-signal-safe calls after.
    QProcessEnvironment environment = m_settings.environment;
    environment.remove(QStringLiteral("BASH_ENV"));
    environment.remove(QStringLiteral("ENV"));
    if (!environment.contains(QStringLiteral("PATH")))
        environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin"));
    const QStringList envList = environment.toStringList();
    std::vector<QByteArray> envStorage;
    envStorage.reserve(envList.size());
    for (const QString &entry : envList)
        envStorage.push_back(entry.toUtf8());
    std::vector<char *> envp;
    for (QByteArray &entry : envStorage)
        envp.push_back(entry.data());
    envp.push_back(nullptr);
    const QByteArray bash = bashPath();
    // bash names its script in $0 and in every error message ("bash: x: command not found"),
    // so the script is a link named "bash" to the command pipe, given relative to the
    // directory it lies in; the shell changes to the session's cwd in its first line.
    const QString scriptDir = m_settings.runtimeDir;
    const QString scriptLink = QDir(scriptDir).filePath(QStringLiteral("bash"));
    if (!QFileInfo(scriptLink).isSymLink() && !QFile::link(QStringLiteral("/dev/fd/199"), scriptLink)) {
        *error = QStringLiteral("cannot create %1").arg(scriptLink);
        for (int *p : {inPipe, outPipe, errPipe, markerPipe, framePipe}) {
            closeFd(p[0]);
            closeFd(p[1]);
        }
        closeFd(devNull);
        return false;
    }
    static_assert(kCommandFd == 199, "keep the link target in step");
    const QByteArray startDir = QFile::encodeName(scriptDir);
    char arg0[] = "bash", arg1[] = "--noprofile", arg2[] = "--norc", script[] = "bash";
    char *argv[] = {arg0, arg1, arg2, script, nullptr};
    const pid_t parent = ::getpid();
    const QByteArray oomScore = SandboxChild::oomScoreAdjustment();

    // vfork: until it execs, the child borrows this process's memory instead of a copy of it, so
    // a shell costs no copy of the page tables (a fork of a Qt process is a good part of
    // bash's own start-up). Its signals stay blocked until resetSignals(): no handler of this
    // process may run in it.
    WriteWatch::Spawn writeWatch = WriteWatch::instance().prepare();
    sigset_t allSignals, signalMask;
    sigfillset(&allSignals);
    ::pthread_sigmask(SIG_SETMASK, &allSignals, &signalMask);
    const pid_t pid = ::vfork();
    if (pid != 0)
        ::pthread_sigmask(SIG_SETMASK, &signalMask, nullptr);
    if (pid < 0) {
        *error = QStringLiteral("cannot start bash: %1").arg(QString::fromLocal8Bit(strerror(errno)));
        WriteWatch::cancel(writeWatch);
        for (int *p : {inPipe, outPipe, errPipe, markerPipe, framePipe}) {
            closeFd(p[0]);
            closeFd(p[1]);
        }
        closeFd(devNull);
        return false;
    }
    if (pid == 0) {
        // The subreaper is kept through exec: what a command detaches (setsid -f, double fork)
        // is reparented to this shell, so it stays in the session's tree and dies with it.
        if (!SandboxChild::enterOwnTree(parent, SIGKILL, true, oomScore))
            ::_exit(127);
        SandboxChild::resetSignals();
        // Before the descriptors are shuffled: the watch's socket is closed by then.
        WriteWatch::armInChild(writeWatch);
        // Sources first moved above every target, so that no dup2 clobbers another's source
        // (a process with many open fds may have got pipes numbered 199 or 200).
        const int sources[] = {devNull, outPipe[1], errPipe[1], inPipe[0], markerPipe[1], framePipe[0]};
        const int targets[] = {0, 1, 2, kCommandFd, kMarkerFd, kFrameFd};
        const int count = framePipe[0] >= 0 ? 6 : 5;
        int moved[6];
        for (int i = 0; i < count; ++i)
            moved[i] = ::fcntl(sources[i], F_DUPFD, kMarkerFd + 1);
        for (int i = 0; i < count; ++i)
            ::dup2(moved[i], targets[i]);
        // Nothing else of ours leaks into the sandbox.
        ::syscall(SYS_close_range, 3u, unsigned(kFrameFd - 1), 0u);
        if (count == 5)
            ::close(kFrameFd);
        ::syscall(SYS_close_range, unsigned(kMarkerFd + 1), ~0u, 0u);
        if (::chdir(startDir.constData()) != 0)
            ::_exit(127);
        ::execve(bash.constData(), argv, envp.data());
        ::_exit(127);
    }

    ProcessTree::registerChild(pid);
    m_writeTree = WriteWatch::instance().adopt(writeWatch, pid, writeOwner());
    ::close(devNull);
    ::close(inPipe[0]);
    ::close(outPipe[1]);
    ::close(errPipe[1]);
    ::close(markerPipe[1]);
    closeFd(framePipe[0]);
    m_frameFd = framePipe[1];
    m_builtinPath = builtin;
    m_protocol = builtin.isEmpty() ? SessionBuiltin::Protocol::Fallback : SessionBuiltin::Protocol::Builtin;
    m_protocolNote = whyFallback;
    m_stdinFd = inPipe[1];
    m_stdoutFd = outPipe[0];
    m_stderrFd = errPipe[0];
    m_markerFd = markerPipe[0];
    for (int fd : {m_stdinFd, m_stdoutFd, m_stderrFd, m_markerFd, m_frameFd})
        if (fd >= 0)
            setNonBlocking(fd);
    // Room for a big command in one frame (best effort; the builtin reads on until it has it).
    if (m_frameFd >= 0)
        ::fcntl(m_frameFd, F_SETPIPE_SZ, 1 << 20);
    // Bigger pipes: fewer wake-ups for large output (best effort).
    ::fcntl(m_stdoutFd, F_SETPIPE_SZ, 1 << 20);
    ::fcntl(m_stderrFd, F_SETPIPE_SZ, 1 << 18);
    // Snapshots pass through the marker pipe before every user command: room for big ones.
    ::fcntl(m_markerFd, F_SETPIPE_SZ, 1 << 20);
    m_pid = pid;
    m_pidFd = int(::syscall(SYS_pidfd_open, pid, 0));

    m_stdinNotifier = new QSocketNotifier(m_stdinFd, QSocketNotifier::Write, this);
    m_stdinNotifier->setEnabled(false);
    connect(m_stdinNotifier, &QSocketNotifier::activated, this, &ShellSession::onStdinWritable);
    m_stdoutNotifier = new QSocketNotifier(m_stdoutFd, QSocketNotifier::Read, this);
    connect(m_stdoutNotifier, &QSocketNotifier::activated, this, &ShellSession::onStdoutReadable);
    m_stderrNotifier = new QSocketNotifier(m_stderrFd, QSocketNotifier::Read, this);
    connect(m_stderrNotifier, &QSocketNotifier::activated, this, &ShellSession::onStderrReadable);
    m_markerNotifier = new QSocketNotifier(m_markerFd, QSocketNotifier::Read, this);
    connect(m_markerNotifier, &QSocketNotifier::activated, this, &ShellSession::onMarkerReadable);
    if (m_pidFd >= 0) {
        m_pidNotifier = new QSocketNotifier(m_pidFd, QSocketNotifier::Read, this);
        connect(m_pidNotifier, &QSocketNotifier::activated, this, &ShellSession::onShellExited);
    }
    if (m_frameFd >= 0) {
        m_frameNotifier = new QSocketNotifier(m_frameFd, QSocketNotifier::Write, this);
        m_frameNotifier->setEnabled(false);
        connect(m_frameNotifier, &QSocketNotifier::activated, this, &ShellSession::onFrameWritable);
    }
    m_markerBuffer.clear();
    m_stdinBuffer.clear();
    m_frameBuffer.clear();
    // Close the fd the script was opened from, go to the session's cwd and leave OLDPWD as a
    // fresh bash has it.
    QByteArray start = "exec 199<&-;builtin cd -- " + ShellQuote::quote(cwd)
        + " 2>/dev/null||builtin cd /;builtin unset -v OLDPWD;builtin declare -x OLDPWD;"
          "builtin shopt -s expand_aliases\n";
    if (m_protocol == SessionBuiltin::Protocol::Builtin) {
        // The loop runs until its frame pipe closes; a bash that refuses the builtin says "F"
        // and reads on here, where the fallback's prelude follows.
        start += "builtin enable -f " + ShellQuote::quote(QFile::encodeName(builtin))
            + " __sandman_loop 2>/dev/null&&__sandman_loop 198 200;exec 198<&-;builtin printf 'F\\0'>&200\n";
    }
    writeToShell(start + fallbackPrelude());
    return true;
}

void ShellSession::stopShell()
{
    // The tree first: once its command pipe closes, bash exits by itself, and what it adopted
    // (detached processes) would be reparented out of reach before it is collected.
    const qint64 pid = m_pid;
    if (pid > 0)
        ProcessTree::killNow(pid, true);
    dropNotifier(m_stdinNotifier);
    dropNotifier(m_stdoutNotifier);
    dropNotifier(m_stderrNotifier);
    dropNotifier(m_markerNotifier);
    dropNotifier(m_pidNotifier);
    dropNotifier(m_frameNotifier);
    closeFd(m_frameFd);
    closeFd(m_stdinFd);
    closeFd(m_stdoutFd);
    closeFd(m_stderrFd);
    closeFd(m_markerFd);
    closeFd(m_pidFd);
    if (pid > 0) {
        ::kill(-pid_t(m_pid), SIGKILL); // the rest of its process group
        int status = 0;
        ::waitpid(pid_t(m_pid), &status, 0); // SIGKILLed: reaped at once
    }
    m_pid = 0;
    m_stdinBuffer.clear();
    m_frameBuffer.clear();
    m_markerBuffer.clear();
}

void ShellSession::startNext(Announce announce)
{
    m_startScheduled = false;
    if (m_current || m_queue.isEmpty())
        return;
    if (m_pidFd >= 0 && hasExited(m_pidFd))
        onShellExited(); // died while idle: not the next command's failure, it gets a new shell
    if (m_current || m_queue.isEmpty())
        return;
    CommandRun *run = m_queue.dequeue();
    m_current = run;
    QString error;
    if (!ensureShell(&error)) {
        run->m_result.error = {EngineError::Internal, error};
        finishCurrent(-1);
        return;
    }
    if (run->m_outputPaused)
        setOutputNotifiersEnabled(false);
    run->m_seq = m_nextSeq++;
    run->m_started = true;
    run->m_shellPid = m_pid;
    run->m_clock.restart();
    const qint64 timeout
        = run->m_internal ? 0 : run->m_options.timeoutMs.value_or(m_settings.commandTimeoutMs);
    run->m_result.timeoutMs = timeout > 0 ? timeout : 0;
    if (!run->m_internal) {
        CommandStartObserver::notify(this, run);
        if (m_writeTree)
            m_writeTree->beginCommand(run->m_seq);
    }
    sendCommand(run);
    if (timeout > 0)
        m_timeoutTimer->start(int(qMin<qint64>(timeout, std::numeric_limits<int>::max())));
    if (!run->m_internal)
        m_envRefreshTimer->stop();
    if (announce == Announce::Now)
        announceStart(run);
    else
        announceBeforeWaiting(run);
}

void ShellSession::announceBeforeWaiting(CommandRun *run)
{
    // Once this thread's event loop is done with what it handles now and is about to wait: the
    // caller has connected by then. Not a posted call: that costs every exec an eventfd write
    // and one more loop turn (a timer cost more still: measured, a 1 ms timer made execs 5-15%
    // slower). Output or the end of the command announce it sooner (announceStart).
    if (m_pendingAnnounce && m_pendingAnnounce != run)
        announceStart(m_pendingAnnounce);
    m_pendingAnnounce = run;
    if (m_announceDeferred)
        return;
    m_announceDeferred = BeforeBlocking::defer(
        this, [](QObject *session) { static_cast<ShellSession *>(session)->announcePending(); });
    if (!m_announceDeferred)
        QMetaObject::invokeMethod(this, &ShellSession::announcePending, Qt::QueuedConnection);
}

void ShellSession::announcePending()
{
    m_announceDeferred = false;
    if (CommandRun *run = m_pendingAnnounce) {
        m_pendingAnnounce = nullptr;
        announceStart(run);
    }
}

void ShellSession::announceStart(CommandRun *run)
{
    // Also called before a run's first output and its end, so that started() always comes
    // first, whatever order the event loop delivers things in.
    if (run->m_announced)
        return;
    run->m_announced = true;
    if (!run->m_internal && !run->m_finished)
        emit busyChanged(true);
    run->notifyStarted();
}

void ShellSession::sendCommand(CommandRun *run)
{
    if (m_protocol == SessionBuiltin::Protocol::Builtin)
        writeFrame(buildFrame(run));
    else
        writeToShell(buildScript(run));
}

namespace {
// The state to restore if the command is cancelled or times out, before streams and commands
// with a timeout. Builtins only, sent through the status pipe: a file rewritten per command
// costs milliseconds on ext4 (truncate-and-rewrite forces a flush), the pipe ~80 µs. That is
// more than a whole plain exec costs, so plain execs (cancellable only by a client going away
// or an explicit cancel) go without; see restartFromSnapshot. Exported variables, functions
// and aliases; shell options and unexported variables are not part of it.
bool wantsSnapshot(const CommandRun *run, bool internal, qint64 timeoutMs)
{
    return !internal && (run->options().stream || timeoutMs > 0);
}
} // namespace

QByteArray ShellSession::wrapEnvAndCwd(CommandRun *run, const QByteArray &body, const QByteArray &hideFd)
{
    // Per-call env: saved, exported, restored. (Prefix assignments "K=v eval …" would be
    // simpler, but bash drops them as soon as the command runs `export`.)
    QByteArray saveEnv, restoreEnv;
    int index = 0;
    for (auto it = run->m_options.env.cbegin(); it != run->m_options.env.cend(); ++it, ++index) {
        const QByteArray name = it.key().toUtf8();
        const QByteArray saved = "__sandman_o" + QByteArray::number(index);
        const QByteArray had = "__sandman_h" + QByteArray::number(index);
        saveEnv += "if builtin test \"${" + name + "+x}\"; then " + saved + "=$" + name + "; " + had
            + "=1; else " + had + "=; fi; builtin export " + name + '=' + ShellQuote::quote(it.value())
            + "; ";
        restoreEnv += "if builtin test -n \"$" + had + "\"; then " + name + "=$" + saved
            + "; else builtin unset -v " + name + "; fi; builtin unset -v " + saved + ' ' + had + "; ";
    }
    if (run->m_options.cwd.isEmpty())
        return saveEnv + body + "; __sandman_r=$?; " + restoreEnv;
    return "__sandman_d=$PWD; if builtin cd -- " + ShellQuote::quote(run->m_options.cwd) + hideFd + "; then "
        + saveEnv + body + "; __sandman_r=$?; " + restoreEnv
        + "builtin cd -- \"$__sandman_d\" 2>/dev/null; else __sandman_r=1; fi; builtin unset -v "
          "__sandman_d; ";
}

QByteArray ShellSession::buildFrame(CommandRun *run)
{
    quint32 flags = 0;
    if (wantsSnapshot(run, run->m_internal, run->m_result.timeoutMs))
        flags |= SessionBuiltin::kFlagSnapshot;
    if (run->m_envDump)
        return SessionBuiltin::frame(run->m_seq, flags | SessionBuiltin::kFlagEnv, {});
    const QByteArray text = run->m_command.toUtf8();
    if (run->m_options.env.isEmpty() && run->m_options.cwd.isEmpty())
        return SessionBuiltin::frame(run->m_seq, flags, text); // run as it is, no eval around it
    const QByteArray wrapped = wrapEnvAndCwd(run, "builtin eval " + ShellQuote::quote(text), {});
    return SessionBuiltin::frame(run->m_seq, flags | SessionBuiltin::kFlagStatusVar, wrapped);
}

QByteArray ShellSession::buildScript(CommandRun *run)
{
    QByteArray script;
    if (wantsSnapshot(run, run->m_internal, run->m_result.timeoutMs)) {
        // No `{ …; }` group: after an eval with an unterminated quote, bash 5.2 fails to parse
        // a line that starts with a reserved word, and a syntax error ends a non-interactive
        // shell.
        script += "builtin printf S>&200;builtin declare -px>&200;builtin declare -f>&200;"
                  "builtin alias -p>&200;builtin printf '\\0'>&200;";
    }
    const QByteArray text = run->m_command.toUtf8();
    const bool plain = run->m_options.env.isEmpty() && run->m_options.cwd.isEmpty();
    if (text.size() <= kInlineCommandLimit && plain)
        return script + plainCommandLine(run->m_seq, text);
    QByteArray body;
    if (text.size() > kInlineCommandLimit) {
        run->m_scriptFile
            = QDir(m_settings.runtimeDir)
                  .filePath(QStringLiteral("command-%1-%2.sh").arg(quintptr(this), 0, 16).arg(run->m_seq));
        QFile file(run->m_scriptFile);
        if (file.open(QIODevice::WriteOnly))
            file.write(text);
        body = QByteArray("builtin . ") + ShellQuote::quote(run->m_scriptFile) + " 200>&-";
    } else {
        body = QByteArray("builtin eval ") + ShellQuote::quote(text) + " 200>&-";
    }
    if (plain)
        return script + body + ";__sandman_done " + QByteArray::number(run->m_seq) + '\n';
    return script + wrapEnvAndCwd(run, body, " 200>&-") + "builtin printf '%s %s\\0' \""
        + QByteArray::number(run->m_seq) + " $__sandman_r\" \"$PWD\" >&200; builtin unset -v __sandman_r\n";
}

QByteArray ShellSession::plainCommandLine(quint64 seq, const QByteArray &command)
{
    // The common case, kept short: bash reads its command pipe one byte at a time.
    return "builtin eval " + ShellQuote::quote(command) + " 200>&-;__sandman_done " + QByteArray::number(seq)
        + '\n';
}

QByteArray ShellSession::fallbackPrelude()
{
    // $? is still the eval's when a function starts. Defined once (and part of every state
    // snapshot, so a restored shell has it too).
    return "__sandman_done(){ builtin printf '%s\\0' \"$1 $? $PWD\">&200;}\n";
}

SessionBuiltin::Protocol ShellSession::protocol() const
{
    if (m_pid != 0)
        return m_protocol;
    return SessionBuiltin::path().isEmpty() ? SessionBuiltin::Protocol::Fallback
                                            : SessionBuiltin::Protocol::Builtin;
}

QString ShellSession::protocolNote() const
{
    if (m_pid != 0)
        return m_protocolNote;
    QString why;
    SessionBuiltin::path(&why);
    return why;
}

bool ShellSession::startShell(QString *error)
{
    return ensureShell(error);
}

void ShellSession::adopt(const QString &id, qint64 commandTimeoutMs)
{
    m_settings.id = id;
    m_settings.commandTimeoutMs = commandTimeoutMs;
    m_createdAt = QDateTime::currentDateTimeUtc();
    if (m_writeTree)
        m_writeTree->setOwner(writeOwner());
}

WriteOwner ShellSession::writeOwner() const
{
    WriteOwner owner;
    owner.kind = WriteOwner::Session;
    owner.id = m_settings.id;
    owner.sandbox = static_cast<const QObject *>(parent());
    return owner;
}

void ShellSession::writeFrame(const QByteArray &frame)
{
    m_frameBuffer += frame;
    onFrameWritable();
}

void ShellSession::onFrameWritable()
{
    while (!m_frameBuffer.isEmpty() && m_frameFd >= 0) {
        const ssize_t n = ::write(m_frameFd, m_frameBuffer.constData(), size_t(m_frameBuffer.size()));
        if (n > 0) {
            m_frameBuffer.remove(0, n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EAGAIN)
            break;
        // EPIPE: the shell is gone before it read the frame (see onStdinWritable).
        m_frameBuffer.clear();
        if (m_current)
            m_current->m_undelivered = true;
        break;
    }
    if (m_frameNotifier)
        m_frameNotifier->setEnabled(!m_frameBuffer.isEmpty());
}

void ShellSession::onBuiltinRefused()
{
    if (m_protocol != SessionBuiltin::Protocol::Builtin)
        return;
    const QString why = QStringLiteral("bash refused %1 (enable -f failed)").arg(m_builtinPath);
    qWarning("sandman: %s; sessions use the fallback protocol", qPrintable(why));
    SessionBuiltin::markUnloadable(m_builtinPath, why);
    m_protocol = SessionBuiltin::Protocol::Fallback;
    m_protocolNote = why;
    dropNotifier(m_frameNotifier);
    closeFd(m_frameFd);
    m_frameBuffer.clear();
    // Its frame was never read: the command goes again, as a line.
    if (m_current && m_current->m_started && !m_current->m_finished)
        writeToShell(buildScript(m_current));
}

void ShellSession::writeToShell(const QByteArray &data)
{
    m_stdinBuffer += data;
    onStdinWritable();
}

void ShellSession::onStdinWritable()
{
    while (!m_stdinBuffer.isEmpty() && m_stdinFd >= 0) {
        const ssize_t n = ::write(m_stdinFd, m_stdinBuffer.constData(), size_t(m_stdinBuffer.size()));
        if (n > 0) {
            m_stdinBuffer.remove(0, n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EAGAIN)
            break;
        // EPIPE: the shell is gone, and it did not read the rest of this line, so the
        // command did not run; onShellExited runs it on a fresh shell.
        m_stdinBuffer.clear();
        if (m_current)
            m_current->m_undelivered = true;
        break;
    }
    if (m_stdinNotifier)
        m_stdinNotifier->setEnabled(!m_stdinBuffer.isEmpty());
}

void ShellSession::drainEnded()
{
    // One poll says which pipes hold anything (most often neither: the notifiers took it), where
    // a read of each would cost a second call just to hear EAGAIN. A pipe at EOF counts as ready.
    pollfd fds[2] = {{m_stdoutFd, POLLIN, 0}, {m_stderrFd, POLLIN, 0}};
    int ready;
    do
        ready = ::poll(fds, 2, 0);
    while (ready < 0 && errno == EINTR);
    if (ready == 0)
        return;
    if (ready < 0 || fds[0].revents)
        drain(m_stdoutFd, true);
    if (ready < 0 || fds[1].revents)
        drain(m_stderrFd, false);
}

bool ShellSession::drain(int fd, bool isStdout, bool untilPaused)
{
    if (fd < 0)
        return false;
    bool collected = false; // a plain run's result grew: said once, after the burst
    for (;;) {
        CommandRun *run = m_current;
        const bool collect = run && !run->m_options.stream;
        char buffer[64 * 1024];
        if (collect) {
            QByteArray &target = isStdout ? run->m_result.stdoutData : run->m_result.stderrData;
            qint64 &total = isStdout ? run->m_result.stdoutBytes : run->m_result.stderrBytes;
            const qsizetype old = target.size();
            // Internal commands (getEnvVars) are the engine's own and need all of it.
            const qint64 cap
                = run->m_internal ? std::numeric_limits<qint64>::max() : m_settings.maxOutputBytes;
            const qint64 room = cap - old;
            ssize_t n;
            size_t requested = sizeof buffer;
            if (room <= 0) {
                // Over the cap: drained and counted, never kept (2 GB of output or an endless
                // `yes` must not take the agent's memory).
                n = ::read(fd, buffer, sizeof buffer);
                if (n > 0) {
                    total += n;
                    (isStdout ? run->m_result.stdoutTruncated : run->m_result.stderrTruncated) = true;
                }
            } else if (target.capacity() - old >= qMin<qint64>(kReadChunk, room)) {
                // Huge output: read straight into the result, no intermediate copies.
                const qsizetype chunk = qsizetype(qMin<qint64>(kReadChunk, room));
                requested = size_t(chunk);
                target.resize(old + chunk);
                n = ::read(fd, target.data() + old, size_t(chunk));
                target.resize(old + qMax<ssize_t>(n, 0));
                total += qMax<ssize_t>(n, 0);
            } else {
                // Small output (the common case) costs no big allocation per command: the
                // first reads go through the stack, and only a full buffer makes room (never
                // more than the cap).
                n = ::read(fd, buffer, sizeof buffer);
                if (n > 0) {
                    total += n;
                    const qsizetype keep = qsizetype(qMin<qint64>(n, room));
                    if (n == ssize_t(sizeof buffer))
                        target.reserve(
                            qsizetype(qMin<qint64>(qMax<qsizetype>(old * 2, old + n + kReadChunk), cap)));
                    target.append(buffer, keep);
                    if (keep < n)
                        (isStdout ? run->m_result.stdoutTruncated : run->m_result.stderrTruncated) = true;
                }
            }
            if (n > 0)
                collected = true;
            if (n < 0 && errno == EINTR)
                continue;
            // A short read emptied the pipe (no read just to hear EAGAIN; the notifier fires
            // again for more, EOF included).
            if (n > 0 && size_t(n) == requested)
                continue;
            if (collected && !run->m_internal) {
                // So the feed shows a plain exec's output while it runs, not only at its end.
                announceStart(run);
                run->notifyOutputCollected(isStdout);
            }
            return n == 0; // EOF
        }
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n > 0) {
            if (run) {
                deliverOutput(QByteArray(buffer, n), isStdout);
                // The consumer fell behind: leave the rest in the pipe, so the command blocks.
                if (untilPaused && m_current == run && run->m_outputPaused)
                    return false;
            }
            if (n < ssize_t(sizeof buffer))
                return false; // a short read emptied the pipe
            continue; // output of no command (a background job of an earlier one) is dropped
        }
        if (n < 0 && errno == EINTR)
            continue;
        return n == 0;
    }
}

void ShellSession::deliverOutput(const QByteArray &data, bool isStdout)
{
    announceStart(m_current);
    m_current->notifyOutput(isStdout ? 0 : 1, data);
}

void ShellSession::onStdoutReadable()
{
    if (drain(m_stdoutFd, true, true) && m_stdoutNotifier)
        m_stdoutNotifier->setEnabled(false);
}

void ShellSession::onStderrReadable()
{
    if (drain(m_stderrFd, false, true) && m_stderrNotifier)
        m_stderrNotifier->setEnabled(false);
}

void ShellSession::updateOutputReading(CommandRun *run)
{
    if (run == m_current)
        setOutputNotifiersEnabled(!run->m_outputPaused);
}

void ShellSession::setOutputNotifiersEnabled(bool enabled)
{
    // Re-enabled on a pipe at EOF, a notifier fires once more and drain() disables it again.
    if (m_stdoutNotifier)
        m_stdoutNotifier->setEnabled(enabled);
    if (m_stderrNotifier)
        m_stderrNotifier->setEnabled(enabled);
}

void ShellSession::onMarkerReadable()
{
    bool eof = false;
    for (;;) {
        char buffer[64 * 1024];
        const ssize_t n = ::read(m_markerFd, buffer, sizeof buffer);
        if (n > 0) {
            m_markerBuffer.append(buffer, n);
            // A short read emptied the pipe: no second read just to hear EAGAIN (the notifier
            // fires again for what comes later, EOF included).
            if (n < ssize_t(sizeof buffer))
                break;
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        eof = n == 0;
        break;
    }
    if (eof && m_markerNotifier)
        m_markerNotifier->setEnabled(false);
    qsizetype end;
    while ((end = m_markerBuffer.indexOf('\0')) >= 0) {
        const QByteArray record = m_markerBuffer.left(end);
        m_markerBuffer.remove(0, end + 1);
        if (record == "F") {
            onBuiltinRefused();
            continue;
        }
        if (record.startsWith('S')) {
            // Written at the start of the current command's line (see buildScript).
            if (m_current) {
                m_snapshot = record.mid(1);
                m_snapshotSeq = m_current->m_seq;
            }
            continue;
        }
        const qsizetype s1 = record.indexOf(' ');
        const qsizetype s2 = s1 < 0 ? -1 : record.indexOf(' ', s1 + 1);
        if (s2 < 0)
            continue;
        const quint64 seq = record.left(s1).toULongLong();
        const int exitCode = record.mid(s1 + 1, s2 - s1 - 1).toInt();
        const QString cwd = QFile::decodeName(record.mid(s2 + 1));
        if (!m_current || m_current->m_seq != seq)
            continue;
        // The command has ended: all it wrote is in the pipes already.
        drainEnded();
        if (cwd != m_cwd) {
            m_cwd = cwd;
            emit cwdChanged(m_cwd);
        }
        finishCurrent(exitCode);
    }
    if (eof && m_pidFd < 0)
        onShellExited(); // no pidfd: the marker pipe's EOF is the only exit signal
}

void ShellSession::onShellExited()
{
    if (m_pid == 0)
        return;
    int status = 0;
    const pid_t reaped = ::waitpid(pid_t(m_pid), &status, m_pidFd >= 0 ? WNOHANG : 0);
    if (reaped == 0)
        return; // not yet
    if (m_markerFd >= 0)
        onMarkerReadable(); // a command that completed just before the exit
    if (m_pid == 0)
        return;
    drain(m_stdoutFd, true);
    drain(m_stderrFd, false);
    const int exitStatus = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    ::kill(-pid_t(m_pid), SIGKILL); // what it left running in its process group
    m_pid = 0; // already reaped: stopShell must not kill or wait
    stopShell();
    // A fresh shell starts from the session's settings: its environment with every applied
    // change, its directory as last set (changeDirectory); what commands exported or cd'd to
    // was this shell's own.
    const bool moved = m_cwd != m_settings.cwd;
    m_cwd = m_settings.cwd;
    if (moved)
        emit cwdChanged(m_cwd);
    m_env = m_settings.environment;
    m_snapshot.clear();
    m_snapshotSeq = 0;
    if (m_current && m_current->m_undelivered) {
        CommandRun *run = m_current;
        m_current = nullptr;
        run->m_undelivered = false;
        run->m_started = false;
        m_queue.prepend(run);
        emit shellExited(exitStatus);
        startNext(Announce::Now);
        return;
    }
    if (m_current) {
        m_current->m_result.error = {EngineError::SessionTerminated,
                                     QStringLiteral("the shell of session \"%1\" exited with "
                                                    "status %2; the next call starts a fresh shell")
                                         .arg(m_settings.id)
                                         .arg(exitStatus)};
        finishCurrent(exitStatus);
    }
    emit shellExited(exitStatus);
}

void ShellSession::finishCurrent(int exitCode)
{
    CommandRun *run = m_current;
    if (!run)
        return;
    if (run->m_started)
        announceStart(run);
    m_current = nullptr;
    if (run->m_outputPaused)
        setOutputNotifiersEnabled(true); // the next command's output is read again
    m_killing = false;
    m_timeoutTimer->stop();
    m_killPollTimer->stop();
    CommandResult &result = run->m_result;
    result.exitCode = exitCode;
    if (result.timedOut)
        result.exitCode = 124;
    result.durationMs = run->m_clock.elapsed();
    result.cwd = m_cwd;
    if (!run->m_scriptFile.isEmpty())
        QFile::remove(run->m_scriptFile);
    run->m_finished = true;
    run->m_session = nullptr;
    if (m_writeTree && !run->m_internal)
        m_writeTree->endCommand();
    // Before the caller hears of it: a terminal opened from its handler reads the env anew.
    if (!run->m_internal)
        m_envDirty = true;
    run->notifyFinished(result);
    retire(run);
    if (!run->m_internal) {
        emit busyChanged(false);
        scheduleEnvRefresh();
    }
    startNext(Announce::Now);
    if (!m_current && m_queue.isEmpty())
        emit idle();
}

void ShellSession::retire(CommandRun *run)
{
    m_retired.append(run);
    if (m_retireDeferred)
        return;
    m_retireDeferred = BeforeBlocking::defer(
        this, [](QObject *session) { static_cast<ShellSession *>(session)->deleteRetired(); });
    if (!m_retireDeferred) {
        m_retired.removeLast();
        run->deleteLater();
    }
}

void ShellSession::deleteRetired()
{
    m_retireDeferred = false;
    // By index, and cleared after: the list keeps its capacity (no allocation per exec).
    for (qsizetype i = 0; i < m_retired.size(); ++i)
        delete m_retired.at(i).data();
    m_retired.clear();
}

void ShellSession::onTimeout()
{
    if (!m_current)
        return;
    // Millisecond timers round: wait out what is left rather than kill a moment early.
    const qint64 leftNs = m_current->m_result.timeoutMs * 1000000 - m_current->m_clock.nsecsElapsed();
    if (leftNs > 0) {
        m_timeoutTimer->start(
            int(qMin<qint64>((leftNs + 999999) / 1000000, std::numeric_limits<int>::max())));
        return;
    }
    m_current->m_result.timedOut = true;
    killCurrentCommand();
}

void ShellSession::cancelRun(CommandRun *run)
{
    if (run != m_current) {
        if (!m_queue.removeOne(run))
            return;
        run->m_result.cancelled = true;
        run->m_result.error = {EngineError::Internal, QStringLiteral("cancelled before it started")};
        run->m_finished = true;
        run->m_session = nullptr;
        run->notifyFinished(run->m_result);
        run->deleteLater();
        return;
    }
    run->m_result.cancelled = true;
    killCurrentCommand();
}

void ShellSession::killCurrentCommand()
{
    if (!m_current || m_killing || m_pid == 0)
        return;
    m_killing = true;
    m_timeoutTimer->stop();
    const quint64 seq = m_current->m_seq;
    const qint64 shell = m_pid;
    // Killing only the child that runs now would let the shell go on with the rest of the
    // command line (`sleep 30; touch M` would still touch M). Frozen, it cannot; it is then
    // replaced rather than resumed, since it may be anywhere in the middle of the command.
    freezeProcess(shell);
    if (m_markerFd >= 0)
        onMarkerReadable(); // the command may have ended just before the freeze
    if (!m_current || m_current->m_seq != seq) {
        // It did: nothing of it is left to stop, and the shell waits for the next command.
        if (m_pid == shell)
            ::kill(pid_t(shell), SIGCONT);
        return;
    }
    if (ProcessTree::descendants(shell).isEmpty()) {
        // Only the shell itself runs: a builtin loop, or between two parts of the list.
        restartFromSnapshot();
        return;
    }
    // The command's processes get SIGTERM (their own cleanup may run during the grace) while
    // the shell stays frozen; its dead children stay zombies and no longer count as running.
    ProcessTree::terminate(shell, false, SIGTERM, m_settings.killGraceMs, this, [this, seq] {
        if (m_current && m_current->m_seq == seq && m_killing)
            restartFromSnapshot();
    });
    m_killPollTimer->start();
}

void ShellSession::onKillPoll()
{
    if (!m_current || !m_killing || m_pid == 0) {
        m_killPollTimer->stop();
        return;
    }
    if (ProcessTree::descendants(m_pid).isEmpty())
        restartFromSnapshot(); // all of it died on SIGTERM: no need to wait out the grace
}

void ShellSession::restartFromSnapshot()
{
    // The (frozen or builtin-looping) shell is replaced by a new one that gets the state
    // captured just before the command: the command's own changes of env, cwd, functions
    // and aliases are rolled back, as nothing tells how far it got. The cwd comes from the
    // last exit marker, i.e. from before the command, too (ensureShell starts there).
    m_killPollTimer->stop();
    drain(m_stdoutFd, true);
    drain(m_stderrFd, false);
    stopShell();
    QByteArray state = m_snapshot;
    if (!m_current || m_snapshotSeq != m_current->m_seq) {
        // No snapshot of this command's own (a plain exec without a timeout, or cancelled
        // while the shell was still writing it): best effort. The last known environment
        // (refreshed whenever the session goes idle) stands in for the variables; functions
        // and aliases are those of the newest snapshot, if any.
        state += "\nbuiltin unset -v $(builtin compgen -e)\n";
        for (const QString &name : m_env.keys()) {
            // Inherited names can be anything; only a shell identifier is safe to paste.
            static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
            if (identifier.match(name).hasMatch())
                state
                    += "builtin export " + name.toUtf8() + '=' + ShellQuote::quote(m_env.value(name)) + '\n';
        }
    }
    QFile file(snapshotPath());
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(state) == state.size()
        && file.flush()) {
        file.close();
        // The new shell starts with the session's initial environment: variables the user
        // unset since must go before the snapshot's are declared.
        auto *restore = new CommandRun(
            this,
            QStringLiteral("builtin unset -v $(builtin compgen -e) 2>/dev/null; builtin . ")
                + QString::fromUtf8(ShellQuote::quote(snapshotPath())) + QStringLiteral(" >/dev/null 2>&1"),
            {}, true);
        // lastKnownEnvironment() follows the restored shell.
        connect(restore, &CommandRun::finished, this, [this] { scheduleEnvRefresh(); });
        m_queue.prepend(restore);
    }
    if (m_current)
        m_current->m_result.error = {};
    finishCurrent(m_current && m_current->m_result.timedOut ? 124 : 130);
    emit shellExited(-1);
}

} // namespace sandman
