// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QFuture>
#include <QJsonArray>
#include <QJsonObject>

namespace sandman {

class SandboxClient;

// What a sandbox's ResourceSampler last measured, for a client that asks once (sandmanctl,
// tests); the window follows resource_sample events on the feed instead.
class ResourceClient
{
public:
    explicit ResourceClient(SandboxClient *client)
        : m_client(client)
    { }

    // {sandbox: {cpuPercent, memoryBytes, …}, sessions: […], processes: […]}
    QFuture<QJsonObject> sample();
    // [{port, address, family, pid, processName, command, sessionId}]
    QFuture<QJsonArray> ports();

private:
    SandboxClient *m_client;
};

} // namespace sandman
