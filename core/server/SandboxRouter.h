// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Router.h"
#include "SandboxTerminalHandler.h"

namespace sandman {

class Sandbox;

// The Router of one sandbox with every route installed (sessions, exec, processes, files, …).
// Used on the sandbox's thread only.
class SandboxRouter : public Router
{
public:
    explicit SandboxRouter(Sandbox *sandbox);

    Sandbox *sandbox() const { return m_sandbox; }
    TerminalHandler *terminalHandler() const override { return &m_terminals; }

private:
    Sandbox *m_sandbox;
    mutable SandboxTerminalHandler m_terminals{m_sandbox};
};

} // namespace sandman
