// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLabel>
#include <QList>

namespace sandman {

class SandboxConnection;

// The status bar's word on the sandboxes: every sandbox's state at once (a summary, each one in
// the tooltip), not the one whose state changed last.
class ConnectionStatus : public QLabel
{
    Q_OBJECT
public:
    explicit ConnectionStatus(QWidget *parent = nullptr);

    void showConnections(QList<SandboxConnection *> connections);

    // "Local sandbox: connected", or "Sandboxes connected: 2 of 3".
    static QString summary(const QList<SandboxConnection *> &connections);
    // One line per sandbox: its name and state.
    static QString details(const QList<SandboxConnection *> &connections);
    static QString stateText(const SandboxConnection *connection);
};

} // namespace sandman
