// SPDX-License-Identifier: Apache-2.0
#include "DirectAttachListener.h"

#include "DirectTtyViewer.h"
#include "engine/ErrnoText.h"
#include "local/LocalAgentRuntime.h"
#include "protocol/DescriptorPassing.h"

#include <QDir>
#include <QFile>
#include <QSocketNotifier>

#include <cerrno>
#include <csignal>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace sandman {

QString DirectAttachListener::defaultPath(qint64 pid)
{
    const QString path = LocalAgentRuntime::defaultRuntimeDir() + QStringLiteral("/attach-%1.sock").arg(pid);
    struct sockaddr_un address;
    return DescriptorPassing::unixAddress(path, &address) ? path : QString();
}

int DirectAttachListener::bind(const QString &path, QString *error)
{
    struct sockaddr_un address;
    if (!DescriptorPassing::unixAddress(path, &address)) {
        *error = QStringLiteral("the attach socket's path is too long: %1").arg(path);
        return -1;
    }
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir) || ::chmod(QFile::encodeName(dir).constData(), 0700) != 0) {
        *error = QStringLiteral("cannot make %1 private: %2").arg(dir, errnoText());
        return -1;
    }
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) {
        *error = QStringLiteral("cannot make the attach socket: %1").arg(errnoText());
        return -1;
    }
    ::unlink(address.sun_path); // a dead agent's (the pid in the name is ours now)
    const mode_t mask = ::umask(0177);
    const int bound = ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address);
    ::umask(mask);
    if (bound != 0 || ::listen(fd, 16) != 0) {
        *error = QStringLiteral("cannot listen on %1: %2").arg(path, errnoText());
        ::close(fd);
        return -1;
    }
    return fd;
}

DirectAttachListener::DirectAttachListener(int listeningSocket, QString path, TerminalHandler *terminals,
                                           QByteArray token, QObject *parent)
    : QObject(parent)
    , m_socket(listeningSocket)
    , m_path(std::move(path))
    , m_terminals(terminals)
    , m_token(std::move(token))
    , m_notifier(new QSocketNotifier(listeningSocket, QSocketNotifier::Read, this))
{
    connect(m_notifier, &QSocketNotifier::activated, this, &DirectAttachListener::onAcceptable);
}

DirectAttachListener::~DirectAttachListener()
{
    qDeleteAll(findChildren<DirectTtyViewer *>(QString(), Qt::FindDirectChildrenOnly));
    ::close(m_socket);
    ::unlink(QFile::encodeName(m_path).constData());
}

int DirectAttachListener::attachedCount() const
{
    int count = 0;
    for (const DirectTtyViewer *viewer :
         findChildren<DirectTtyViewer *>(QString(), Qt::FindDirectChildrenOnly))
        count += viewer->isAttached() ? 1 : 0;
    return count;
}

void DirectAttachListener::onAcceptable()
{
    for (;;) {
        const int fd = ::accept4(m_socket, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
        if (fd < 0)
            return; // EAGAIN: all taken; anything else (EMFILE) is retried on the next wake
        uid_t uid = 0;
        pid_t pid = 0;
        if (!DescriptorPassing::peerCredentials(fd, &uid, &pid) || uid != ::geteuid()) {
            ::close(fd); // another user: not even an answer
            continue;
        }
        const QList<DirectTtyViewer *> viewers
            = findChildren<DirectTtyViewer *>(QString(), Qt::FindDirectChildrenOnly);
        QList<DirectTtyViewer *> waiting;
        for (DirectTtyViewer *viewer : viewers)
            if (!viewer->isAttached())
                waiting.append(viewer);
        if (viewers.size() - waiting.size() >= maxAttached()) {
            ::close(fd);
            continue;
        }
        if (waiting.size() >= maxWaiting())
            delete waiting.first(); // the oldest silent connection makes room
        auto *viewer = new DirectTtyViewer(fd, pid, m_terminals, m_token, this);
        connect(viewer, &DirectTtyViewer::finished, viewer, &QObject::deleteLater);
    }
}

} // namespace sandman
