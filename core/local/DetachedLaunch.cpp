// SPDX-License-Identifier: Apache-2.0
#include "DetachedLaunch.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace sandman {

namespace {

// Everything the child needs, built before fork(): after it only async-signal-safe calls.
struct ExecImage {
    std::vector<QByteArray> storage;
    std::vector<char *> argv;
    std::vector<char *> envp;
};

ExecImage makeImage(const DetachedLaunch::Request &request)
{
    ExecImage image;
    image.storage.push_back(QFile::encodeName(request.program));
    for (const QString &argument : request.arguments)
        image.storage.push_back(argument.toLocal8Bit());
    const size_t argumentCount = image.storage.size();
    for (const QString &entry : request.environment)
        image.storage.push_back(entry.toLocal8Bit());
    for (size_t i = 0; i < image.storage.size(); ++i)
        (i < argumentCount ? image.argv : image.envp).push_back(image.storage[i].data());
    image.argv.push_back(nullptr);
    image.envp.push_back(nullptr);
    return image;
}

bool readAll(int fd, void *buffer, size_t size)
{
    auto *bytes = static_cast<char *>(buffer);
    size_t done = 0;
    while (done < size) {
        const ssize_t n = ::read(fd, bytes + done, size - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += size_t(n);
    }
    return true;
}

void writeAll(int fd, const void *buffer, size_t size)
{
    const auto *bytes = static_cast<const char *>(buffer);
    while (size > 0) {
        const ssize_t n = ::write(fd, bytes, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return;
        bytes += n;
        size -= size_t(n);
    }
}

[[noreturn]] void runGrandchild(const ExecImage &image, const DetachedLaunch::Request &request,
                                pid_t intermediate, int statusFd)
{
    // Wait until the intermediate has exited, so that whatever this program starts with a
    // parent-death signal is not killed by that exit.
    while (::getppid() == intermediate)
        ::usleep(1000);
    if (::chdir("/") != 0) { } // pin no folder of the starter
    const int devNull = ::open("/dev/null", O_RDWR);
    const int output = request.outputFd >= 0 ? request.outputFd : devNull;
    ::dup2(devNull, STDIN_FILENO);
    ::dup2(output, STDOUT_FILENO);
    ::dup2(output, STDERR_FILENO);
    if (request.inheritFd >= 0)
        ::fcntl(request.inheritFd, F_SETFD, 0); // stays open across exec
    ::execve(image.argv[0], image.argv.data(), image.envp.data());
    const int error = errno;
    writeAll(statusFd, &error, sizeof error);
    ::_exit(127);
}

} // namespace

qint64 DetachedLaunch::start(const Request &request, QString *error)
{
    const ExecImage image = makeImage(request);
    int pidPipe[2];
    int statusPipe[2]; // closed by a successful exec, or carries its errno
    if (::pipe2(pidPipe, O_CLOEXEC) != 0) {
        *error = QStringLiteral("pipe: %1").arg(QString::fromLocal8Bit(strerror(errno)));
        return 0;
    }
    if (::pipe2(statusPipe, O_CLOEXEC) != 0) {
        *error = QStringLiteral("pipe: %1").arg(QString::fromLocal8Bit(strerror(errno)));
        ::close(pidPipe[0]);
        ::close(pidPipe[1]);
        return 0;
    }
    const pid_t intermediate = ::fork();
    if (intermediate == 0) {
        ::setsid();
        const pid_t self = ::getpid();
        const pid_t grandchild = ::fork();
        if (grandchild == 0)
            runGrandchild(image, request, self, statusPipe[1]);
        writeAll(pidPipe[1], &grandchild, sizeof grandchild);
        ::_exit(0);
    }
    ::close(pidPipe[1]);
    ::close(statusPipe[1]);
    qint64 result = 0;
    if (intermediate < 0) {
        *error = QStringLiteral("fork: %1").arg(QString::fromLocal8Bit(strerror(errno)));
    } else {
        int status = 0;
        while (::waitpid(intermediate, &status, 0) < 0 && errno == EINTR) { }
        pid_t grandchild = -1;
        int execError = 0;
        if (!readAll(pidPipe[0], &grandchild, sizeof grandchild) || grandchild <= 0)
            *error = QStringLiteral("fork: %1").arg(QString::fromLocal8Bit(strerror(errno)));
        else if (readAll(statusPipe[0], &execError, sizeof execError))
            *error = QStringLiteral("cannot run %1: %2")
                         .arg(request.program, QString::fromLocal8Bit(strerror(execError)));
        else
            result = grandchild;
    }
    ::close(pidPipe[0]);
    ::close(statusPipe[0]);
    return result;
}

} // namespace sandman
