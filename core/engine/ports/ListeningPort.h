// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QString>

namespace sandman {

// One TCP socket listening inside the sandbox, with the process that holds it (when known).
struct ListeningPort {
    quint16 port = 0;
    QString address; // "0.0.0.0", "127.0.0.1", "::", …
    bool ipv6 = false;
    quint64 inode = 0;
    qint64 pid = 0; // 0: no process in the sandbox holds it (or it is not readable)
    QString processName;
    QString command;
    QString sessionId;

    QJsonObject toJson() const;
    bool operator==(const ListeningPort &other) const
    {
        return port == other.port && address == other.address && inode == other.inode && pid == other.pid;
    }
};

} // namespace sandman
