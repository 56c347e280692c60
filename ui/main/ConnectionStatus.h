// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLabel>
#include <QList>
#include <QPointer>

namespace sandman {

class SandboxConnection;

// What the local sandbox is beside connected or not ("isolated", "stopped"); a warning is marked
// ⚠. detail goes into the tooltip.
struct ConnectionNote {
    QString text;
    QString detail;
    bool warning = false;
};

// The status bar's word on the sandboxes: every sandbox's state at once (a summary, each one in
// the tooltip), not the one whose state changed last. The local sandbox's isolation (or that it
// is stopped) is part of its one state: "Local sandbox: connected, isolated".
class ConnectionStatus : public QLabel
{
    Q_OBJECT
public:
    explicit ConnectionStatus(QWidget *parent = nullptr);

    void showConnections(QList<SandboxConnection *> connections);
    void setLocalNote(const ConnectionNote &note);
    ConnectionNote localNote() const { return m_localNote; }

    // "Local sandbox: connected, isolated", or "Sandboxes connected: 2 of 3".
    static QString summary(const QList<SandboxConnection *> &connections, const ConnectionNote &localNote = {});
    // One line per sandbox: its name and state (and the local note's detail below).
    static QString details(const QList<SandboxConnection *> &connections, const ConnectionNote &localNote = {});
    static QString stateText(const SandboxConnection *connection);

private:
    static QString lineOf(const SandboxConnection *connection, const ConnectionNote &localNote);

    QList<QPointer<SandboxConnection>> m_connections;
    ConnectionNote m_localNote;
};

} // namespace sandman
