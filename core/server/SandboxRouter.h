// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Router.h"
#include "SandboxTerminalHandler.h"

namespace sandman {

class EventFeed;
class Sandbox;

// The Router of one sandbox with every route installed (sessions, exec, processes, files, …).
// Used on the sandbox's thread only.
class SandboxRouter : public Router
{
public:
    explicit SandboxRouter(Sandbox *sandbox);

    Sandbox *sandbox() const { return m_sandbox; }
    TerminalHandler *terminalHandler() const override { return &m_terminals; }
    // Attributes what the request causes to its client (the event feed) and dispatches it.
    void handleRequest(const ProtocolRequest &request, const ResponseSinkPtr &sink) override;

private:
    Sandbox *m_sandbox;
    EventFeed *m_events = nullptr;
    mutable SandboxTerminalHandler m_terminals{m_sandbox};
};

} // namespace sandman
