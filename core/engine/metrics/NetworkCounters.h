// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QtGlobal>

namespace sandman {

// Bytes received and sent by the network namespace the agent is in (/proc/net/dev, loopback
// left out). Inside bubblewrap with its own network that is exactly the sandbox's traffic.
struct NetworkCounters {
    qint64 rxBytes = -1; // -1: not readable
    qint64 txBytes = -1;

    static NetworkCounters read(const QString &path = QStringLiteral("/proc/net/dev"));
    // The same from the text of such a file.
    static NetworkCounters parse(const QByteArray &text);
};

} // namespace sandman
