// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ListeningPort.h"

#include <QByteArray>
#include <QHash>
#include <QList>

namespace sandman {

struct SystemProcess;

// Finds the TCP sockets listening in the network namespace the agent is in — inside
// bubblewrap with its own network, the sandbox's — from /proc/net/tcp and tcp6, and which of
// the given processes holds each (their /proc/PID/fd links name "socket:[inode]"). Outside
// isolation the namespace is the host's: only sockets the sandbox's processes hold are kept.
class PortScanner
{
public:
    explicit PortScanner(const QString &procRoot = QStringLiteral("/proc"));

    // The listening sockets' inodes and ports from one /proc/net/tcp{,6} text.
    static QList<ListeningPort> parse(const QByteArray &text, bool ipv6);

    // The sockets now; with onlyOwned, only those a process of processes holds.
    QList<ListeningPort> scan(const QList<SystemProcess> &processes, bool onlyOwned);
    // Every listening socket, without its process (sock_diag netlink, else /proc/net/tcp{,6}).
    QList<ListeningPort> listening() const;
    // Just the listening inodes (cheap: two small files), to tell whether anything changed.
    QList<quint64> listeningInodes() const;
    // The sockets listening on port (IPv4 first), without their processes: cheap, any thread.
    QList<ListeningPort> listeningOn(quint16 port) const;

private:
    QString m_procRoot;
};

} // namespace sandman
