// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QPointer>
#include <QString>

namespace sandman {

class SandboxClient;

// One session a broadcast command runs in: its sandbox's client and names for the grid.
struct BroadcastTarget {
    QPointer<SandboxClient> client;
    QString sandboxName;
    QString sessionId;
};

} // namespace sandman
