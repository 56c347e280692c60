// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalBackend.h"

#include <QPointer>

namespace sandman {

class SessionTerminals;

// What TerminalTabs does with a sandbox by default, through its client: channels over the
// client's terminal streams, what runs in a terminal (before closing it asks), ending one, and
// which terminals are taken, from the terminals every client has open.
class ClientTerminalBackend : public TerminalBackend
{
    Q_OBJECT
public:
    using TerminalBackend::TerminalBackend;

    // The terminals of every client, as the event feed lists them; without them no terminal is
    // taken. Only this window's own detached shells are taken up again by a new tab.
    void setTerminals(const SessionTerminals *terminals);

    TerminalChannel *openChannel(SandboxConnection *connection, const QString &sessionId,
                                 const QString &terminalId, bool reattachOnly, QObject *parent) override;
    TerminalChannel *openRequestChannel(SandboxConnection *connection, const TerminalRequest &request,
                                        QObject *parent) override;
    QFuture<QString> foregroundCommand(SandboxConnection *connection, const QString &sessionId,
                                       const QString &terminalId) override;
    void endTerminal(SandboxConnection *connection, const QString &sessionId,
                     const QString &terminalId) override;
    bool isTaken(SandboxConnection *connection, const QString &sessionId,
                 const QString &terminalId) const override;

private:
    QPointer<const SessionTerminals> m_terminals;
};

} // namespace sandman
