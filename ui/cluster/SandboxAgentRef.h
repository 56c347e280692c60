// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QString>

namespace sandman {

// Where a Sandbox's agent is: the Secret holding its token and the pod port it listens on, read
// from the Sandbox's own pod template (the volume mounted where the image reads its token, the
// container port named "agent"), so sandboxes made from resources/kubernetes open as well as
// those Sandman created.
struct SandboxAgentRef {
    QString secretName;
    QString secretKey = QStringLiteral("token");
    quint16 port = 3000;

    static SandboxAgentRef fromSandbox(const QJsonObject &sandbox);
};

} // namespace sandman
