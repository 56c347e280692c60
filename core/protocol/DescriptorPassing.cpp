// SPDX-License-Identifier: Apache-2.0
#include "DescriptorPassing.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <vector>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace sandman {

namespace {
// Room for a few more descriptors than anyone may send: a peer's surplus is received (then
// closed), never left half in the kernel's queue.
constexpr int kControlRoom = 16;
} // namespace

bool DescriptorPassing::send(int socket, const QByteArray &bytes, const QList<int> &fds)
{
    if (bytes.isEmpty() || fds.size() > kControlRoom) {
        errno = EINVAL;
        return false;
    }
    struct iovec iov = {const_cast<char *>(bytes.constData()), size_t(bytes.size())};
    struct msghdr message = {};
    message.msg_iov = &iov;
    message.msg_iovlen = 1;
    std::vector<char> control(CMSG_SPACE(sizeof(int) * size_t(fds.size())));
    if (!fds.isEmpty()) {
        message.msg_control = control.data();
        message.msg_controllen = control.size();
        struct cmsghdr *header = CMSG_FIRSTHDR(&message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(sizeof(int) * size_t(fds.size()));
        std::memcpy(CMSG_DATA(header), fds.constData(), sizeof(int) * size_t(fds.size()));
    }
    ssize_t sent = -1;
    do
        sent = ::sendmsg(socket, &message, MSG_NOSIGNAL);
    while (sent < 0 && errno == EINTR);
    if (sent < 0)
        return false;
    // The descriptors went with the first byte; the rest of a short write follows plainly.
    for (qsizetype done = sent; done < bytes.size();) {
        const ssize_t more
            = ::send(socket, bytes.constData() + done, size_t(bytes.size() - done), MSG_NOSIGNAL);
        if (more < 0 && errno == EINTR)
            continue;
        if (more <= 0)
            return false;
        done += more;
    }
    return true;
}

ssize_t DescriptorPassing::receive(int socket, char *buffer, size_t size, QList<int> *fds, int maxFds)
{
    struct iovec iov = {buffer, size};
    struct msghdr message = {};
    message.msg_iov = &iov;
    message.msg_iovlen = 1;
    alignas(struct cmsghdr) char control[CMSG_SPACE(sizeof(int) * kControlRoom)];
    message.msg_control = control;
    message.msg_controllen = sizeof control;
    ssize_t got = -1;
    do
        got = ::recvmsg(socket, &message, MSG_CMSG_CLOEXEC | MSG_DONTWAIT);
    while (got < 0 && errno == EINTR);
    if (got < 0)
        return -1;
    QList<int> received;
    for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS)
            continue;
        const size_t count = (header->cmsg_len - CMSG_LEN(0)) / sizeof(int);
        for (size_t i = 0; i < count; ++i) {
            int fd = -1;
            std::memcpy(&fd, CMSG_DATA(header) + i * sizeof(int), sizeof fd);
            received.append(fd);
        }
    }
    if ((message.msg_flags & MSG_CTRUNC) || fds->size() + received.size() > maxFds) {
        closeAll(&received);
        errno = EBADMSG;
        return -1;
    }
    fds->append(received);
    return got;
}

bool DescriptorPassing::peerCredentials(int socket, uid_t *uid, pid_t *pid)
{
    struct ucred credentials = {};
    socklen_t length = sizeof credentials;
    if (::getsockopt(socket, SOL_SOCKET, SO_PEERCRED, &credentials, &length) != 0)
        return false;
    *uid = credentials.uid;
    *pid = credentials.pid;
    return true;
}

void DescriptorPassing::closeAll(QList<int> *fds)
{
    for (int fd : std::as_const(*fds))
        ::close(fd);
    fds->clear();
}

bool DescriptorPassing::unixAddress(const QString &path, sockaddr_un *address)
{
    const QByteArray name = QFile::encodeName(path);
    *address = {};
    address->sun_family = AF_UNIX;
    if (name.isEmpty() || name.size() >= qsizetype(sizeof address->sun_path))
        return false;
    std::memcpy(address->sun_path, name.constData(), size_t(name.size()));
    return true;
}

} // namespace sandman
