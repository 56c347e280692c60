// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "server/AgentServer.h"
#include "server/SandboxHost.h"

#include <QHostAddress>
#include <QTemporaryDir>

#include <memory>

namespace sandman::test {

// A sandbox served like a remote agent: a temporary workspace, the sandbox (commands killed
// after a short grace) and an AgentServer on a loopback port with a token. For the GUI suites
// that connect to it as a window does.
class ServedSandbox
{
public:
    explicit ServedSandbox(const QByteArray &token)
    {
        Sandbox::Options options;
        options.workspaceDir = m_workspace.path();
        options.killGraceMs = 200;
        m_host = std::make_unique<SandboxHost>(options);
        AgentServer::Options serverOptions;
        serverOptions.token = token;
        m_server = std::make_unique<AgentServer>(m_host->handler(), m_host->context(), serverOptions);
        m_listening = m_server->listen(QHostAddress::LocalHost, 0);
    }

    bool isListening() const { return m_listening; }
    QUrl url() const { return m_server->url(); }
    QString filePath(const QString &name) const { return m_workspace.filePath(name); }
    SandboxHost *host() const { return m_host.get(); }

private:
    QTemporaryDir m_workspace;
    std::unique_ptr<SandboxHost> m_host;
    std::unique_ptr<AgentServer> m_server; // destroyed first
    bool m_listening = false;
};

} // namespace sandman::test
