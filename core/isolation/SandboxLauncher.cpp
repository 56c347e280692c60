// SPDX-License-Identifier: Apache-2.0
#include "SandboxLauncher.h"

#include "SandboxCgroup.h"
#include "SandboxUser.h"
#include "UserNetwork.h"
#include "engine/ErrnoText.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <netinet/in.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace sandman {

namespace {
volatile pid_t g_child = 0;
volatile sig_atomic_t g_passedOn = 0;

void passOn(int signal)
{
    g_passedOn = signal;
    if (g_child > 0)
        ::kill(g_child, signal);
}

QString tr(const char *text)
{
    return QCoreApplication::translate("sandman::SandboxLauncher", text);
}

// bwrap writes {"child-pid": N, …} to the info fd once the namespaces exist.
pid_t readChildPid(int fd)
{
    static const QRegularExpression pattern(QStringLiteral("\"child-pid\"\\s*:\\s*(\\d+)"));
    QByteArray info;
    char buffer[256];
    ssize_t got = 0;
    while ((got = ::read(fd, buffer, sizeof(buffer))) > 0 || (got < 0 && errno == EINTR)) {
        if (got > 0)
            info.append(buffer, got);
        const QRegularExpressionMatch match = pattern.match(QString::fromLatin1(info));
        if (match.hasMatch() && info.contains('}'))
            return pid_t(match.captured(1).toInt());
    }
    return -1;
}

struct CStrings {
    std::vector<QByteArray> storage;
    std::vector<char *> pointers;
    explicit CStrings(const QStringList &list)
    {
        for (const QString &item : list)
            storage.push_back(item.toLocal8Bit());
        for (QByteArray &item : storage)
            pointers.push_back(item.data());
        pointers.push_back(nullptr);
    }
};
} // namespace

int SandboxLauncher::run(const Plan &plan, const std::function<void(const QString &)> &say)
{
    const CStrings argv(QStringList{plan.bwrap} + plan.arguments);
    const CStrings envp(plan.environment);
    QStringList stageWords;
    for (const auto &mount : plan.stagedMounts)
        stageWords << mount.first << mount.second;
    const CStrings stage(stageWords);
    struct sigaction action = {};
    action.sa_handler = passOn;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int signal : {SIGTERM, SIGINT, SIGHUP})
        sigaction(signal, &action, nullptr);
    std::fflush(stdout);
    std::fflush(stderr);
    const pid_t child = ::fork();
    if (child < 0) {
        say(tr("cannot start bwrap: %1").arg(errnoText()));
        return 2;
    }
    if (child == 0) {
        // First, while still root: the cgroup's files are root's.
        int failure = plan.cgroup ? plan.cgroup->enterInChild() : 0;
        if (failure == 0 && !plan.stagedMounts.isEmpty()
            && (::unshare(CLONE_NEWNS) != 0
                || ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0))
            failure = errno;
        for (size_t i = 0; failure == 0 && i + 1 < stage.pointers.size(); i += 2)
            if (::mount(stage.pointers[i], stage.pointers[i + 1], nullptr, MS_BIND | MS_REC, nullptr) != 0)
                failure = errno;
        if (failure == 0)
            failure = SandboxUser::dropPrivilegesInChild();
        if (failure == 0)
            ::execve(argv.pointers[0], argv.pointers.data(), envp.pointers.data());
        static const char message[] = "sandman-agent: cannot start bwrap as the sandbox's user\n";
        [[maybe_unused]] const ssize_t written = ::write(STDERR_FILENO, message, sizeof(message) - 1);
        ::_exit(126);
    }
    g_child = child;
    for (int fd : plan.childFds)
        ::close(fd);

    UserNetwork network;
    if (plan.network == NetworkMode::User) {
        QString why;
        const pid_t inside = readChildPid(plan.infoFd);
        // bwrap sets up the namespace's loopback itself: slirp4netns must not race it.
        char byte = 0;
        const bool started = inside > 0 && plan.startedFd >= 0 && ::read(plan.startedFd, &byte, 1) == 1;
        bool up = started && network.start(inside, !plan.forwardedPorts.isEmpty(), &why);
        if (!started)
            why = tr("the confined agent did not start");
        for (const auto &port : plan.forwardedPorts) {
            QString forwardError;
            if (up && !network.forwardPort(port.first, port.second, &forwardError))
                say(tr("warning: %1").arg(forwardError));
            else if (up)
                say(tr("forwarding 127.0.0.1:%1 → sandbox port %2").arg(port.first).arg(port.second));
        }
        if (!up && !plan.fallBackToNoNetwork) {
            say(tr("network: user-mode network failed (%1); giving up (--network-fallback fail)").arg(why));
            ::kill(child, SIGKILL);
            ::waitpid(child, nullptr, 0);
            return 2;
        }
        if (!up)
            say(tr("network: none — the user-mode network failed (%1)").arg(why));
    }
    for (int fd : {plan.infoFd, plan.startedFd})
        if (fd >= 0)
            ::close(fd);
    if (plan.readyFd >= 0)
        ::close(plan.readyFd); // the confined agent goes on

    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) { }
    g_child = 0;
    // Asked to stop (systemctl stop, Stop Local Sandbox) and the sandbox ended of that very
    // signal: a clean stop, not a failure for the service manager to report.
    if (WIFSIGNALED(status))
        return WTERMSIG(status) == g_passedOn ? 0 : 128 + WTERMSIG(status);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 2;
}

int SandboxLauncher::listeningSocket(const QHostAddress &address, quint16 port, QString *error)
{
    const bool v6 = address.protocol() == QAbstractSocket::IPv6Protocol;
    const int fd = ::socket(v6 ? AF_INET6 : AF_INET, SOCK_STREAM, 0);
    if (fd < 0) {
        *error = errnoText();
        return -1;
    }
    const int one = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
    sockaddr_storage storage = {};
    socklen_t length = 0;
    if (v6) {
        auto *in6 = reinterpret_cast<sockaddr_in6 *>(&storage);
        in6->sin6_family = AF_INET6;
        in6->sin6_port = htons(port);
        const Q_IPV6ADDR bytes = address.toIPv6Address();
        std::memcpy(&in6->sin6_addr, &bytes, sizeof(bytes));
        length = sizeof(*in6);
    } else {
        auto *in = reinterpret_cast<sockaddr_in *>(&storage);
        in->sin_family = AF_INET;
        in->sin_port = htons(port);
        in->sin_addr.s_addr = htonl(address.toIPv4Address());
        length = sizeof(*in);
    }
    if (::bind(fd, reinterpret_cast<sockaddr *>(&storage), length) != 0 || ::listen(fd, SOMAXCONN) != 0) {
        *error = errnoText();
        ::close(fd);
        return -1;
    }
    return fd;
}

int SandboxLauncher::pipeWith(const QByteArray &data, QString *error)
{
    int fds[2];
    if (::pipe(fds) != 0) {
        *error = errnoText();
        return -1;
    }
    // Small (a token, a certificate): fits in the pipe's buffer, so no reader is needed yet.
    ::fcntl(fds[1], F_SETPIPE_SZ, 1 << 20);
    const bool written = ::write(fds[1], data.constData(), size_t(data.size())) == data.size();
    ::close(fds[1]);
    if (!written) {
        *error = errnoText();
        ::close(fds[0]);
        return -1;
    }
    return fds[0];
}

} // namespace sandman
