// SPDX-License-Identifier: Apache-2.0
#include "PortScanner.h"

#include "engine/process/SystemProcess.h"

#include <QDir>
#include <QFile>
#include <QHostAddress>

#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <tuple>
#include <unistd.h>

namespace sandman {

namespace {
constexpr char kListen[] = "0A";

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
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

QList<quint64> PortScanner::listeningInodes() const
{
    QList<quint64> inodes;
    for (const bool ipv6 : {false, true})
        for (const ListeningPort &port :
             parse(readAll(m_procRoot + (ipv6 ? QStringLiteral("/net/tcp6") : QStringLiteral("/net/tcp"))),
                   ipv6))
            inodes.append(port.inode);
    std::sort(inodes.begin(), inodes.end());
    return inodes;
}

QList<ListeningPort> PortScanner::listeningOn(quint16 port) const
{
    QList<ListeningPort> found;
    for (const bool ipv6 : {false, true})
        for (const ListeningPort &one :
             parse(readAll(m_procRoot + (ipv6 ? QStringLiteral("/net/tcp6") : QStringLiteral("/net/tcp"))),
                   ipv6))
            if (one.port == port)
                found.append(one);
    return found;
}

QList<ListeningPort> PortScanner::scan(const QList<SystemProcess> &processes, bool onlyOwned)
{
    QList<ListeningPort> ports;
    for (const bool ipv6 : {false, true})
        ports += parse(
            readAll(m_procRoot + (ipv6 ? QStringLiteral("/net/tcp6") : QStringLiteral("/net/tcp"))), ipv6);
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
