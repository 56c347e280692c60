// SPDX-License-Identifier: Apache-2.0
#include "UserNetwork.h"
#include "engine/ErrnoText.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace sandman {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("sandman::UserNetwork", text);
}

} // namespace

UserNetwork::~UserNetwork()
{
    if (m_exitFd >= 0)
        ::close(m_exitFd);
    if (m_pid > 0) {
        // It exits when the exit fd closes; make sure, without waiting long.
        for (int i = 0; i < 50 && ::waitpid(m_pid, nullptr, WNOHANG) == 0; ++i)
            ::usleep(10000);
        if (::kill(m_pid, SIGKILL) == 0)
            ::waitpid(m_pid, nullptr, 0);
    }
    if (!m_apiDir.isEmpty())
        QDir(m_apiDir).removeRecursively();
}

QString UserNetwork::executable()
{
    return QStandardPaths::findExecutable(QStringLiteral("slirp4netns"));
}

bool UserNetwork::isAvailable(QString *why)
{
    if (executable().isEmpty()) {
        *why = tr("slirp4netns is not installed (Debian package slirp4netns)");
        return false;
    }
    if (::access("/dev/net/tun", R_OK | W_OK) != 0) {
        *why = tr("/dev/net/tun is not usable: %1").arg(errnoText());
        return false;
    }
    return true;
}

QByteArray UserNetwork::resolvConf()
{
    return "nameserver 10.0.2.3\n";
}

bool UserNetwork::start(pid_t pid, bool forwarding, QString *error, int timeoutMs)
{
    int ready[2];
    int exitPipe[2];
    if (::pipe2(ready, O_CLOEXEC) != 0 || ::pipe2(exitPipe, O_CLOEXEC) != 0) {
        *error = tr("cannot make a pipe: %1").arg(errnoText());
        return false;
    }
    const QByteArray program = QFile::encodeName(executable());
    std::vector<QByteArray> words{program,
                                  "--configure",
                                  "--mtu=65520",
                                  "--disable-host-loopback",
                                  "--ready-fd=" + QByteArray::number(ready[1]),
                                  "--exit-fd=" + QByteArray::number(exitPipe[0])};
    if (forwarding) {
        m_apiDir = QDir::tempPath() + QStringLiteral("/sandman-net-%1").arg(::getpid());
        QDir().mkpath(m_apiDir);
        QFile::setPermissions(m_apiDir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        m_apiSocket = m_apiDir + QStringLiteral("/slirp.sock");
        words.push_back("--api-socket=" + QFile::encodeName(m_apiSocket));
    }
    words.push_back(QByteArray::number(pid));
    words.push_back("tap0");
    std::vector<char *> argv;
    for (QByteArray &word : words)
        argv.push_back(word.data());
    argv.push_back(nullptr);
    const pid_t child = ::fork();
    if (child < 0) {
        *error = tr("cannot start slirp4netns: %1").arg(errnoText());
        return false;
    }
    if (child == 0) {
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        ::fcntl(ready[1], F_SETFD, 0); // these two are for slirp4netns
        ::fcntl(exitPipe[0], F_SETFD, 0);
        const int null = ::open("/dev/null", O_WRONLY);
        ::dup2(null, STDOUT_FILENO); // it chats on stdout, which is the agent's status channel
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    m_pid = child;
    ::close(ready[1]);
    ::close(exitPipe[0]);
    m_exitFd = exitPipe[1];
    pollfd wait{ready[0], POLLIN, 0};
    char byte = 0;
    const bool up = ::poll(&wait, 1, timeoutMs) == 1 && ::read(ready[0], &byte, 1) == 1;
    ::close(ready[0]);
    if (!up) {
        int status = 0;
        const bool ended = ::waitpid(m_pid, &status, WNOHANG) == m_pid;
        if (ended)
            m_pid = -1;
        *error = ended
            ? tr("slirp4netns failed (exit status %1)").arg(WIFEXITED(status) ? WEXITSTATUS(status) : -1)
            : tr("slirp4netns did not get ready within %1 ms").arg(timeoutMs);
        return false;
    }
    return true;
}

bool UserNetwork::forwardPort(quint16 hostPort, quint16 guestPort, QString *error)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_un address = {};
    address.sun_family = AF_UNIX;
    const QByteArray path = QFile::encodeName(m_apiSocket);
    std::memcpy(address.sun_path, path.constData(),
                std::min<size_t>(path.size(), sizeof(address.sun_path) - 1));
    if (fd < 0 || ::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) != 0) {
        *error = tr("cannot reach slirp4netns to forward port %1: %2").arg(hostPort).arg(errnoText());
        if (fd >= 0)
            ::close(fd);
        return false;
    }
    const QByteArray request
        = QByteArrayLiteral("{\"execute\":\"add_hostfwd\",\"arguments\":{\"proto\":\"tcp\","
                            "\"host_addr\":\"127.0.0.1\",\"host_port\":")
        + QByteArray::number(hostPort) + ",\"guest_port\":" + QByteArray::number(guestPort) + "}}";
    QByteArray reply;
    if (::write(fd, request.constData(), size_t(request.size())) == request.size()) {
        ::shutdown(fd, SHUT_WR);
        char buffer[512];
        ssize_t got = 0;
        while ((got = ::read(fd, buffer, sizeof(buffer))) > 0)
            reply.append(buffer, got);
    }
    ::close(fd);
    if (!reply.contains("\"return\"")) {
        *error = tr("cannot forward port %1: %2").arg(hostPort).arg(QString::fromUtf8(reply.trimmed()));
        return false;
    }
    return true;
}

} // namespace sandman
