// SPDX-License-Identifier: Apache-2.0
#include "PortScanner.h"

#include "engine/process/SystemProcess.h"

#include <QDir>
#include <QFile>
#include <QHostAddress>

#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <optional>
#include <tuple>

#include <linux/inet_diag.h>
#include <linux/netlink.h>
#include <linux/sock_diag.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace sandman {

namespace {
constexpr char kListen[] = "0A";

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The listening TCP sockets of this network namespace from the kernel's sock_diag netlink
// interface, asked for the LISTEN state only: the kernel then walks its (small) listening table
// alone, where reading /proc/net/tcp walks every bucket of the established table each time
// (most of a sample's cost on a host with a large table). nullopt when netlink is not available.
std::optional<QList<ListeningPort>> listeningFromNetlink()
{
    const int fd = ::socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
    if (fd < 0)
        return std::nullopt;
    struct timeval timeout = {1, 0}; // never hang the sampler
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    QList<ListeningPort> ports;
    bool ok = true;
    for (const int family : {AF_INET, AF_INET6}) {
        struct {
            nlmsghdr header;
            inet_diag_req_v2 request;
        } message = {};
        message.header.nlmsg_len = sizeof message;
        message.header.nlmsg_type = SOCK_DIAG_BY_FAMILY;
        message.header.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
        message.request.sdiag_family = quint8(family);
        message.request.sdiag_protocol = IPPROTO_TCP;
        message.request.idiag_states = 1u << 10; // TCP_LISTEN
        if (::send(fd, &message, sizeof message, 0) != ssize_t(sizeof message)) {
            ok = false;
            break;
        }
        alignas(nlmsghdr) char buffer[16384];
        bool done = false;
        while (ok && !done) {
            const ssize_t length = ::recv(fd, buffer, sizeof buffer, 0);
            if (length <= 0) {
                ok = false;
                break;
            }
            int remaining = int(length);
            for (auto *header = reinterpret_cast<nlmsghdr *>(buffer); NLMSG_OK(header, remaining);
                 header = NLMSG_NEXT(header, remaining)) {
                if (header->nlmsg_type == NLMSG_DONE) {
                    done = true;
                    break;
                }
                if (header->nlmsg_type == NLMSG_ERROR) {
                    ok = false;
                    break;
                }
                if (header->nlmsg_len < NLMSG_LENGTH(sizeof(inet_diag_msg)))
                    continue;
                const auto *diag = static_cast<const inet_diag_msg *>(NLMSG_DATA(header));
                ListeningPort port;
                port.port = qFromBigEndian<quint16>(diag->id.idiag_sport);
                port.inode = diag->idiag_inode;
                port.ipv6 = family == AF_INET6;
                if (port.ipv6) {
                    Q_IPV6ADDR bytes;
                    std::memcpy(bytes.c, diag->id.idiag_src, 16);
                    port.address = QHostAddress(bytes).toString();
                } else {
                    quint32 raw;
                    std::memcpy(&raw, diag->id.idiag_src, 4);
                    port.address = QHostAddress(qFromBigEndian(raw)).toString();
                }
                ports.append(port);
            }
        }
        if (!ok)
            break;
    }
    ::close(fd);
    if (!ok)
        return std::nullopt;
    return ports;
}

// /proc/net/tcp prints the address's bytes (network order) as 32-bit words read in host order.
QString addressOf(const QByteArray &hex, bool ipv6)
{
    if (hex.size() != (ipv6 ? 32 : 8))
        return {};
    Q_IPV6ADDR bytes;
    for (int word = 0; word < hex.size() / 8; ++word) {
        bool ok = false;
        const quint32 raw = hex.mid(word * 8, 8).toUInt(&ok, 16);
        if (!ok)
            return {};
        std::memcpy(&bytes.c[word * 4], &raw, 4);
    }
    return ipv6 ? QHostAddress(bytes).toString() : QHostAddress(qFromBigEndian<quint32>(bytes.c)).toString();
}
} // namespace

PortScanner::PortScanner(const QString &procRoot)
    : m_procRoot(procRoot)
{ }

QList<ListeningPort> PortScanner::parse(const QByteArray &text, bool ipv6)
{
    QList<ListeningPort> ports;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) { // the first line names the columns
        const QList<QByteArray> fields = lines[i].simplified().split(' ');
        if (fields.size() < 10 || fields[3] != kListen)
            continue;
        const QList<QByteArray> local = fields[1].split(':');
        bool portOk = false;
        bool inodeOk = false;
        ListeningPort port;
        port.port = quint16(local.value(1).toUInt(&portOk, 16));
        port.inode = fields[9].toULongLong(&inodeOk);
        port.ipv6 = ipv6;
        port.address = addressOf(local.value(0), ipv6);
        if (portOk && inodeOk && !port.address.isEmpty())
            ports.append(port);
    }
    return ports;
}

QList<ListeningPort> PortScanner::listening() const
{
    // Netlink answers for this process's namespace: only when that is what procRoot shows.
    if (m_procRoot == QLatin1String("/proc"))
        if (std::optional<QList<ListeningPort>> ports = listeningFromNetlink())
            return *ports;
    QList<ListeningPort> ports;
    for (const bool ipv6 : {false, true})
        ports += parse(
            readAll(m_procRoot + (ipv6 ? QStringLiteral("/net/tcp6") : QStringLiteral("/net/tcp"))), ipv6);
    return ports;
}

QList<quint64> PortScanner::listeningInodes() const
{
    QList<quint64> inodes;
    for (const ListeningPort &port : listening())
        inodes.append(port.inode);
    std::sort(inodes.begin(), inodes.end());
    return inodes;
}

QList<ListeningPort> PortScanner::listeningOn(quint16 port) const
{
    QList<ListeningPort> found;
    for (const ListeningPort &one : listening())
        if (one.port == port)
            found.append(one);
    std::stable_sort(found.begin(), found.end(),
                     [](const ListeningPort &a, const ListeningPort &b) { return !a.ipv6 && b.ipv6; });
    return found;
}

QList<ListeningPort> PortScanner::scan(const QList<SystemProcess> &processes, bool onlyOwned)
{
    QList<ListeningPort> ports = listening();
    QHash<quint64, int> byInode;
    for (int i = 0; i < ports.size(); ++i)
        byInode.insert(ports[i].inode, i);
    int unowned = int(ports.size());
    for (const SystemProcess &process : processes) {
        if (unowned == 0)
            break;
        if (process.isAgent)
            continue; // its own sockets are the API's, not the sandbox's
        const QString fdDir
            = m_procRoot + QLatin1Char('/') + QString::number(process.pid) + QStringLiteral("/fd");
        const QStringList fds = QDir(fdDir).entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot);
        for (const QString &fd : fds) {
            char target[64];
            const ssize_t length = ::readlink(QFile::encodeName(fdDir + QLatin1Char('/') + fd).constData(),
                                              target, sizeof target - 1);
            if (length < 9 || std::strncmp(target, "socket:[", 8) != 0)
                continue;
            const quint64 inode = QByteArray(target + 8, length - 9).toULongLong();
            const auto it = byInode.constFind(inode);
            if (it == byInode.constEnd() || ports[*it].pid > 0)
                continue;
            ListeningPort &port = ports[*it];
            port.pid = process.pid;
            port.processName = process.name;
            port.command = process.commandLine;
            port.sessionId = process.owner.sessionId;
            --unowned;
        }
    }
    if (onlyOwned)
        ports.erase(
            std::remove_if(ports.begin(), ports.end(), [](const ListeningPort &p) { return p.pid == 0; }),
            ports.end());
    std::sort(ports.begin(), ports.end(), [](const ListeningPort &a, const ListeningPort &b) {
        return std::tie(a.port, a.ipv6, a.address) < std::tie(b.port, b.ipv6, b.address);
    });
    return ports;
}

} // namespace sandman
