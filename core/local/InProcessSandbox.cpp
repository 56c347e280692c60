// SPDX-License-Identifier: Apache-2.0
#include "InProcessSandbox.h"

#include "client/InProcessTransport.h"
#include "server/SandboxHost.h"

namespace sandman {

InProcessSandbox::InProcessSandbox(const QString &workspaceDir)
{
    Sandbox::Options options;
    options.workspaceDir = workspaceDir;
    m_host = std::make_unique<SandboxHost>(options);
}

InProcessSandbox::~InProcessSandbox() = default;

Transport *InProcessSandbox::createTransport() const
{
    return new InProcessTransport(m_host->handler(), m_host->context());
}

} // namespace sandman
