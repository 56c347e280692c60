// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>

#include <sys/types.h>

struct sockaddr_un;
class QString;

namespace sandman {

// Bytes with file descriptors over a Unix stream socket (SCM_RIGHTS), as `sandmanctl attach`
// hands its terminal to a local agent (DirectAttachListener).
class DescriptorPassing
{
public:
    // One sendmsg: all of bytes (non-empty) with fds; false on failure, errno kept.
    static bool send(int socket, const QByteArray &bytes, const QList<int> &fds);
    // One recvmsg of at most size bytes; what it returns (0: end of stream, -1: error, errno
    // kept). Descriptors that came with it are appended to fds (close-on-exec); more than
    // maxFds, or a control message cut short, closes them all and fails with EBADMSG, so a
    // peer can neither leak descriptors into this process nor hand over a partial set.
    static ssize_t receive(int socket, char *buffer, size_t size, QList<int> *fds, int maxFds);
    // The peer's user and process ids (SO_PEERCRED); false when the socket cannot tell.
    static bool peerCredentials(int socket, uid_t *uid, pid_t *pid);
    static void closeAll(QList<int> *fds);
    // The address of a Unix socket at path; false when the path is empty or too long for one.
    static bool unixAddress(const QString &path, sockaddr_un *address);
};

} // namespace sandman
