// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <memory>

namespace sandman {

class SandboxHost;
class Transport;

// The last resort for the local sandbox when no sandman-agent can be started: the sandbox runs
// in this process (on a thread of its own) and ends with it.
class InProcessSandbox
{
public:
    explicit InProcessSandbox(const QString &workspaceDir);
    ~InProcessSandbox(); // ends every process of the sandbox

    // A transport into the sandbox; the caller owns it (it must not outlive this object).
    Transport *createTransport() const;

private:
    std::unique_ptr<SandboxHost> m_host;
};

} // namespace sandman
