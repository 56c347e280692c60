// SPDX-License-Identifier: Apache-2.0
#include "PtyProcess.h"

#include "engine/ErrnoText.h"
#include "engine/ProcessTree.h"
#include "engine/SandboxChild.h"
#include "engine/attribution/WriteWatch.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QPointer>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <vector>

#include <dirent.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

namespace sandman {

namespace {

constexpr int kReadChunk = 64 * 1024;
// Output gathered per notifier activation: large enough to batch a fast producer into few
// signals, small enough that one busy terminal cannot starve the engine thread's other work.
constexpr int kReadBatch = 1024 * 1024;

int clampSize(int value, int fallback)
{
    if (value <= 0)
        return fallback;
    return qMin(value, 4096);
}

void setNonBlocking(int fd)
{
    const int flags = fcntl(fd, F_GETFL);
    if (flags >= 0)
        fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

int openPidfd(pid_t pid)
{
#ifdef SYS_pidfd_open
    const long fd = syscall(SYS_pidfd_open, pid, 0);
    if (fd >= 0) {
        fcntl(int(fd), F_SETFD, FD_CLOEXEC);
        return int(fd);
    }
#else
    Q_UNUSED(pid);
#endif
    return -1;
}

// Every process whose session id is `sid`: a job started in the background of an interactive
// shell lives in its own process group but stays in the shell's session.
std::vector<pid_t> sessionMembers(pid_t sid)
{
    std::vector<pid_t> members;
    DIR *proc = opendir("/proc");
    if (!proc)
        return members;
    while (dirent *entry = readdir(proc)) {
        char *end = nullptr;
        const long pid = strtol(entry->d_name, &end, 10);
        if (pid <= 0 || *end != '\0')
            continue;
        char path[64];
        snprintf(path, sizeof path, "/proc/%ld/stat", pid);
        const int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            continue;
        char buffer[512];
        const ssize_t n = read(fd, buffer, sizeof buffer - 1);
        close(fd);
        if (n <= 0)
            continue;
        buffer[n] = '\0';
        // "pid (comm) state ppid pgrp session ..."; comm may hold spaces and parentheses.
        const char *close = strrchr(buffer, ')');
        if (!close)
            continue;
        char state = 0;
        long ppid = 0, pgrp = 0, session = 0;
        if (sscanf(close + 1, " %c %ld %ld %ld", &state, &ppid, &pgrp, &session) == 4 && session == sid)
            members.push_back(pid_t(pid));
    }
    closedir(proc);
    return members;
}

} // namespace

PtyProcess::PtyProcess(QObject *parent)
    : QObject(parent)
{ }

PtyProcess::~PtyProcess()
{
    if (m_pid > 0 && !m_exited) {
        // Give the shell a moment to handle SIGHUP (save history, hang up its jobs); then
        // make sure nothing of the session survives and reap the child so no zombie remains.
        killSession(SIGHUP);
        killSession(SIGCONT);
        closeMaster();
        QDeadlineTimer deadline(200);
        while (!reap(false) && !deadline.hasExpired())
            QThread::msleep(5);
        if (!m_exited) {
            killSession(SIGKILL);
            reap(true);
        }
    }
    if (m_pid > 0)
        killSession(SIGKILL); // leftover jobs of an exited shell
    closeMaster();
    if (m_pidfd >= 0) {
        delete m_pidfdNotifier;
        close(m_pidfd);
    }
}

bool PtyProcess::start(const Options &options, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (m_pid > 0)
        return fail(QStringLiteral("the pty process was already started"));

    QString program = options.program;
    if (!program.contains(QLatin1Char('/')))
        program = QStandardPaths::findExecutable(program);
    if (program.isEmpty())
        return fail(QStringLiteral("program not found: %1").arg(options.program));

    m_columns = clampSize(options.columns, 80);
    m_rows = clampSize(options.rows, 24);

    const int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (master < 0)
        return fail(QStringLiteral("cannot open a pty: %1").arg(errnoText(errno)));
    char slaveName[128];
    if (grantpt(master) != 0 || unlockpt(master) != 0
        || ptsname_r(master, slaveName, sizeof slaveName) != 0) {
        const int saved = errno;
        close(master);
        return fail(QStringLiteral("cannot set up the pty: %1").arg(errnoText(saved)));
    }
    const int slave = open(slaveName, O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (slave < 0) {
        const int saved = errno;
        close(master);
        return fail(
            QStringLiteral("cannot open %1: %2").arg(QString::fromLocal8Bit(slaveName), errnoText(saved)));
    }

    // The kernel's defaults are those of a fresh terminal; add IUTF8 so that canonical-mode
    // erase removes a whole multi-byte character, as every modern terminal emulator does.
    termios attributes{};
    if (tcgetattr(slave, &attributes) == 0) {
        attributes.c_iflag |= IUTF8;
        attributes.c_cc[VERASE] = 0x7f;
        tcsetattr(slave, TCSANOW, &attributes);
    }
    winsize size{};
    size.ws_col = static_cast<unsigned short>(m_columns);
    size.ws_row = static_cast<unsigned short>(m_rows);
    ioctl(slave, TIOCSWINSZ, &size);

    // Everything the child needs is prepared before fork(): between fork and exec in a
    // multi-threaded process only async-signal-safe calls are allowed (no allocation).
    const QByteArray programPath = QFile::encodeName(program);
    std::vector<QByteArray> argStorage;
    argStorage.push_back(programPath);
    for (const QString &argument : options.arguments)
        argStorage.push_back(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &argument : argStorage)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    std::vector<QByteArray> envStorage;
    for (const QString &entry : options.environment)
        envStorage.push_back(entry.toLocal8Bit());
    std::vector<char *> envp;
    for (QByteArray &entry : envStorage)
        envp.push_back(entry.data());
    envp.push_back(nullptr);
    const QByteArray cwd = QFile::encodeName(options.workingDirectory);
    const QByteArray home = QFile::encodeName(QDir::homePath());

    // Reports an exec failure synchronously: the pipe's write end closes on exec.
    int errorPipe[2];
    if (pipe2(errorPipe, O_CLOEXEC) != 0) {
        const int saved = errno;
        close(master);
        close(slave);
        return fail(QStringLiteral("cannot create a pipe: %1").arg(errnoText(saved)));
    }

    const pid_t parentPid = getpid();
    const QByteArray oomScore = SandboxChild::oomScoreAdjustment();
    WriteWatch::Spawn writeWatch;
    if (options.writeOwner.kind != WriteOwner::None)
        writeWatch = WriteWatch::instance().prepare();
    const pid_t pid = fork();
    if (pid < 0) {
        const int saved = errno;
        WriteWatch::cancel(writeWatch);
        close(master);
        close(slave);
        close(errorPipe[0]);
        close(errorPipe[1]);
        return fail(QStringLiteral("fork failed: %1").arg(errnoText(saved)));
    }

    if (pid == 0) {
        // Child. A new session with the pty as controlling terminal makes the shell a proper
        // session leader: job control works and a hang-up reaches all of its jobs.
        setsid();
        ioctl(slave, TIOCSCTTY, 0);
        dup2(slave, STDIN_FILENO);
        dup2(slave, STDOUT_FILENO);
        dup2(slave, STDERR_FILENO);
        if (slave > STDERR_FILENO)
            close(slave);
        close(master);
        close(errorPipe[0]);

        // Qt and the engine ignore or handle some signals and block others per thread; the
        // shell must start with a clean slate or e.g. Ctrl+C would not interrupt its jobs.
        SandboxChild::resetSignals();
        SandboxChild::preferForOomKill(oomScore);

        // If this process dies (crash, SIGKILL) the shell gets a hang-up instead of living on.
        // The signal follows the *thread* that forked: the engine thread, which lives as
        // long as the sandbox whose terminals it would tear down anyway.
        prctl(PR_SET_PDEATHSIG, SIGHUP);
        // Jobs that detach (setsid, double fork) are reparented to the shell: still found.
        prctl(PR_SET_CHILD_SUBREAPER, 1);
        if (getppid() != parentPid)
            _exit(129);
        WriteWatch::armInChild(writeWatch);

        // Nothing of this process's descriptors (sockets, other ptys) may leak into the shell.
#ifdef SYS_close_range
        if (syscall(SYS_close_range, 3U, ~0U, 4U /* CLOSE_RANGE_CLOEXEC */) != 0)
#endif
        {
            const long maxFd = qMin(sysconf(_SC_OPEN_MAX), 65536L);
            for (long fd = 3; fd < maxFd; ++fd)
                fcntl(int(fd), F_SETFD, FD_CLOEXEC);
        }

        if (cwd.isEmpty() || chdir(cwd.constData()) != 0) {
            if (chdir(home.constData()) != 0)
                (void)chdir("/");
        }
        execve(programPath.constData(), argv.data(), envp.data());
        const int saved = errno;
        (void)!::write(errorPipe[1], &saved, sizeof saved);
        _exit(127);
    }

    // Parent.
    ProcessTree::registerChild(pid);
    m_writeTree = WriteWatch::instance().adopt(writeWatch, pid, options.writeOwner);
    close(slave);
    close(errorPipe[1]);
    int childErrno = 0;
    ssize_t got;
    do {
        got = read(errorPipe[0], &childErrno, sizeof childErrno);
    } while (got < 0 && errno == EINTR);
    close(errorPipe[0]);
    if (got == sizeof childErrno) {
        int status = 0;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) { }
        close(master);
        return fail(QStringLiteral("cannot execute %1: %2").arg(program, errnoText(childErrno)));
    }

    m_pid = pid;
    m_master = master;
    setNonBlocking(m_master);

    m_readNotifier = new QSocketNotifier(m_master, QSocketNotifier::Read, this);
    connect(m_readNotifier, &QSocketNotifier::activated, this, &PtyProcess::onReadable);
    m_writeNotifier = new QSocketNotifier(m_master, QSocketNotifier::Write, this);
    m_writeNotifier->setEnabled(false);
    connect(m_writeNotifier, &QSocketNotifier::activated, this, &PtyProcess::onWritable);

    m_pidfd = openPidfd(pid);
    if (m_pidfd >= 0) {
        m_pidfdNotifier = new QSocketNotifier(m_pidfd, QSocketNotifier::Read, this);
        connect(m_pidfdNotifier, &QSocketNotifier::activated, this, &PtyProcess::onPidfdReadable);
    } else {
        // No pidfd (old kernel): a slow poll catches a shell that exits while one of its
        // background jobs keeps the pty open (so EOF never comes).
        auto *poll = new QTimer(this);
        poll->setInterval(250);
        connect(poll, &QTimer::timeout, this, [this, poll] {
            if (reap(false)) {
                poll->stop();
                maybeFinish();
            }
        });
        poll->start();
    }
    return true;
}

bool PtyProcess::write(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return true;
    if (m_master < 0 || m_exited)
        return false;
    // A flood (a giant paste into a program that does not read) is cut off at the cap, but
    // keystrokes still get through a little beyond it: Ctrl+C must reach the terminal's line
    // discipline after the paste, or the user could not interrupt anything.
    const qint64 after = m_pendingInput.size() + bytes.size();
    if (after > maxPendingInput() && (bytes.size() > 4096 || after > maxPendingInput() + 64 * 1024))
        return false;
    m_pendingInput.append(bytes);
    onWritable();
    return true;
}

void PtyProcess::onWritable()
{
    while (!m_pendingInput.isEmpty() && m_master >= 0) {
        const ssize_t n = ::write(m_master, m_pendingInput.constData(), size_t(m_pendingInput.size()));
        if (n > 0) {
            m_pendingInput.remove(0, qsizetype(n));
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EAGAIN)
            break;
        // EIO: the slave side is gone; input has nowhere to go.
        m_pendingInput.clear();
    }
    if (m_writeNotifier)
        m_writeNotifier->setEnabled(!m_pendingInput.isEmpty() && m_master >= 0);
}

pid_t PtyProcess::foregroundProcessGroup() const
{
    return m_master >= 0 ? ::tcgetpgrp(m_master) : -1;
}

void PtyProcess::resize(int columns, int rows)
{
    m_columns = clampSize(columns, m_columns);
    m_rows = clampSize(rows, m_rows);
    if (m_master < 0)
        return;
    winsize size{};
    size.ws_col = static_cast<unsigned short>(m_columns);
    size.ws_row = static_cast<unsigned short>(m_rows);
    ioctl(m_master, TIOCSWINSZ, &size);
}

void PtyProcess::setReadPaused(bool paused)
{
    if (m_readPaused == paused)
        return;
    m_readPaused = paused;
    if (m_readNotifier && !m_masterEof)
        m_readNotifier->setEnabled(!paused);
    if (!paused)
        maybeFinish();
}

void PtyProcess::onReadable()
{
    if (m_master < 0 || m_masterEof)
        return;
    QByteArray batch;
    char buffer[kReadChunk];
    while (batch.size() < kReadBatch) {
        const ssize_t n = read(m_master, buffer, sizeof buffer);
        if (n > 0) {
            batch.append(buffer, qsizetype(n));
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EAGAIN)
            break;
        // 0 or EIO: every slave descriptor is closed: the shell and all its jobs are gone
        // (or have closed the terminal). All output written before that has been read.
        m_masterEof = true;
        m_readNotifier->setEnabled(false);
        break;
    }
    QPointer<PtyProcess> self(this);
    if (!batch.isEmpty())
        emit dataReceived(batch);
    if (!self)
        return;
    if (m_masterEof)
        maybeFinish();
}

void PtyProcess::onPidfdReadable()
{
    m_pidfdNotifier->setEnabled(false);
    reap(false);
    maybeFinish();
}

bool PtyProcess::reap(bool block)
{
    if (m_exited)
        return true;
    if (m_pid <= 0)
        return false;
    int status = 0;
    pid_t result;
    do {
        result = waitpid(m_pid, &status, block ? 0 : WNOHANG);
    } while (result < 0 && errno == EINTR);
    if (result == 0)
        return false;
    if (result < 0) {
        // ECHILD: someone else reaped it (a waitpid(-1) elsewhere); the code is unknown.
        m_exitCode = 255;
    } else if (WIFEXITED(status)) {
        m_exitCode = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        m_exitCode = 128 + WTERMSIG(status);
    } else {
        return false; // stopped/continued: not an exit
    }
    m_exited = true;
    return true;
}

void PtyProcess::maybeFinish()
{
    if (m_finishedEmitted)
        return;
    if (!m_exited) {
        // EOF without a pidfd: the shell is normally on its way out; poll briefly for it.
        if (m_masterEof && !reap(false)) {
            if (m_pidfd < 0 && !m_finishTimerArmed) {
                m_finishTimerArmed = true;
                QTimer::singleShot(10, this, [this] {
                    m_finishTimerArmed = false;
                    maybeFinish();
                });
            }
            return;
        }
        if (!m_exited)
            return;
    }
    if (m_readPaused && !m_masterEof)
        return; // deliver the rest of the output first, once the viewer catches up
    if (!m_masterEof) {
        // The shell is gone; drain what it wrote. A background job may keep the pty open,
        // so do not wait for EOF forever: a short grace, then report the exit anyway.
        QPointer<PtyProcess> self(this);
        onReadable();
        if (!self || m_finishedEmitted)
            return;
        if (!m_masterEof && !m_finishTimerArmed) {
            m_finishTimerArmed = true;
            QTimer::singleShot(150, this, [this] {
                QPointer<PtyProcess> self(this);
                onReadable();
                if (!self || m_finishedEmitted)
                    return;
                m_masterEof = true; // stop waiting for the stragglers
                if (m_readNotifier)
                    m_readNotifier->setEnabled(false);
                m_finishTimerArmed = false;
                maybeFinish();
            });
        }
        if (!m_masterEof)
            return;
    }
    m_finishedEmitted = true;
    m_pendingInput.clear();
    if (m_writeNotifier)
        m_writeNotifier->setEnabled(false);
    emit finished(m_exitCode);
}

void PtyProcess::terminate(int graceMs)
{
    if (m_pid <= 0)
        return;
    killSession(SIGHUP);
    killSession(SIGCONT);
    QPointer<PtyProcess> self(this);
    QTimer::singleShot(graceMs, this, [self] {
        if (self)
            self->killSession(SIGKILL);
    });
}

void PtyProcess::killSession(int signal)
{
    if (m_pid <= 0)
        return;
    if (!m_exited) {
        kill(-m_pid, signal); // the shell's own process group (the leader's pgid is its pid)
        kill(m_pid, signal);
    }
    if (!m_exited) {
        // What left the session (setsid) is still the shell's descendant (it is a subreaper).
        for (qint64 child : ProcessTree::descendants(m_pid))
            kill(pid_t(child), signal);
    }
    for (pid_t member : sessionMembers(m_pid)) {
        // After the leader has been reaped its pid number may in principle be reused; a new
        // process with that pid is never a member of the old session, so skip it.
        if (member != m_pid || !m_exited)
            kill(member, signal);
    }
}

void PtyProcess::closeMaster()
{
    delete m_readNotifier;
    m_readNotifier = nullptr;
    delete m_writeNotifier;
    m_writeNotifier = nullptr;
    if (m_master >= 0) {
        close(m_master);
        m_master = -1;
    }
    m_masterEof = true;
}

} // namespace sandman
