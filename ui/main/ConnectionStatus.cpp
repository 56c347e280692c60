// SPDX-License-Identifier: Apache-2.0
#include "ConnectionStatus.h"

#include "client/Transport.h"
#include "sessions/SandboxConnection.h"

namespace sandman {

namespace {
const QString kWarningMark = QStringLiteral("\u26a0 ");
} // namespace

ConnectionStatus::ConnectionStatus(QWidget *parent)
    : QLabel(parent)
{ }

void ConnectionStatus::showConnections(QList<SandboxConnection *> connections)
{
    // While the window closes, sandboxes on their way out are already gone from the list.
    connections.removeAll(nullptr);
    m_connections.clear();
    for (SandboxConnection *connection : std::as_const(connections))
        m_connections.append(connection);
    setText(summary(connections, m_localNote));
    setToolTip(details(connections, m_localNote));
}

void ConnectionStatus::setLocalNote(const ConnectionNote &note)
{
    m_localNote = note;
    QList<SandboxConnection *> connections;
    for (const QPointer<SandboxConnection> &connection : std::as_const(m_connections))
        connections.append(connection.data());
    showConnections(connections);
}

QString ConnectionStatus::stateText(const SandboxConnection *connection)
{
    if (connection->isConnected())
        return tr("connected");
    if (connection->isStopped())
        return tr("stopped");
    if (connection->isTokenRefused())
        return tr("the agent refused the token");
    if (connection->transport() && connection->transport()->state() == Transport::State::Connecting)
        return tr("connecting");
    return tr("not connected");
}

QString ConnectionStatus::lineOf(const SandboxConnection *connection, const ConnectionNote &localNote)
{
    QString state = stateText(connection);
    if (connection->isLocal() && !localNote.text.isEmpty() && !connection->isStopped())
        state = tr("%1, %2", "a sandbox's connection state, then what else it is: connected, isolated")
                    .arg(state, localNote.text);
    return tr("%1: %2").arg(connection->name(), state);
}

QString ConnectionStatus::summary(const QList<SandboxConnection *> &connections,
                                  const ConnectionNote &localNote)
{
    if (connections.isEmpty())
        return {};
    bool warning = false;
    for (const SandboxConnection *connection : connections)
        warning = warning || (connection->isLocal() && localNote.warning);
    const QString mark = warning ? kWarningMark : QString();
    if (connections.size() == 1)
        return mark + lineOf(connections.first(), localNote);
    int connected = 0;
    for (const SandboxConnection *connection : connections)
        connected += connection->isConnected() ? 1 : 0;
    return mark + tr("Sandboxes connected: %1 of %2").arg(connected).arg(connections.size());
}

QString ConnectionStatus::details(const QList<SandboxConnection *> &connections,
                                  const ConnectionNote &localNote)
{
    QStringList lines;
    bool local = false;
    for (const SandboxConnection *connection : connections) {
        lines << lineOf(connection, localNote);
        local = local || connection->isLocal();
    }
    if (local && !localNote.detail.isEmpty())
        lines << QString() << localNote.detail;
    return lines.join(QLatin1Char('\n'));
}

} // namespace sandman
