// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>

#include <sys/types.h>

namespace sandman {

// Outbound network for a sandbox's own network namespace through slirp4netns, a user-mode TCP/IP
// stack: the sandbox gets 10.0.2.100/24 with gateway 10.0.2.2 and DNS at 10.0.2.3, its
// connections leave as ordinary sockets of this host, and the gateway does not lead to the host's
// loopback (--disable-host-loopback), so no loopback service of the host is reachable. Abstract
// unix sockets belong to a network namespace and stay out of reach anyway.
//
// slirp4netns runs as whoever calls start() (it needs /dev/net/tun) and ends with this object or
// with this process.
class UserNetwork
{
public:
    UserNetwork() = default;
    UserNetwork(const UserNetwork &) = delete;
    UserNetwork &operator=(const UserNetwork &) = delete;
    ~UserNetwork();

    static QString executable();
    // Whether a user-mode stack can run here; on false, *why says what is missing.
    static bool isAvailable(QString *why);
    // The /etc/resolv.conf the sandbox needs (slirp4netns' DNS forwarder).
    static QByteArray resolvConf();

    // Attaches to the network namespace of `pid` (bwrap's first process inside) and waits until
    // the interface is up. False with *error otherwise.
    // With `forwarding`, it also listens for forwardPort() (on a socket in a private folder).
    bool start(pid_t pid, bool forwarding, QString *error, int timeoutMs = 10000);
    // Makes 127.0.0.1:hostPort of the host lead to port guestPort in the sandbox (where a server
    // must listen on 0.0.0.0 or 10.0.2.100, not on the sandbox's 127.0.0.1).
    bool forwardPort(quint16 hostPort, quint16 guestPort, QString *error);

private:
    pid_t m_pid = -1;
    int m_exitFd = -1; // slirp4netns ends when this closes
    QString m_apiSocket;
    QString m_apiDir;
};

} // namespace sandman
