// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/TerminalHandler.h"

#include <QPointer>

namespace sandman {

class Sandbox;

// Serves a sandbox's terminals (its TerminalManager) to transports: each opened
// TerminalConnection is one viewer attached to a TerminalSession. Used on the sandbox's
// thread only.
class SandboxTerminalHandler : public TerminalHandler
{
public:
    explicit SandboxTerminalHandler(Sandbox *sandbox);

    TerminalConnectionPtr openTerminal(const TerminalRequest &request, const TerminalSinkPtr &sink) override;

private:
    QPointer<Sandbox> m_sandbox;
};

} // namespace sandman
