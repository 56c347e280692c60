// SPDX-License-Identifier: Apache-2.0
#include "ConnectionStatus.h"

#include "client/Transport.h"
#include "sessions/SandboxConnection.h"

namespace sandman {

ConnectionStatus::ConnectionStatus(QWidget *parent)
    : QLabel(parent)
{ }

void ConnectionStatus::showConnections(QList<SandboxConnection *> connections)
{
    // While the window closes, sandboxes on their way out are already gone from the list.
    connections.removeAll(nullptr);
    setText(summary(connections));
    setToolTip(details(connections));
}

QString ConnectionStatus::stateText(const SandboxConnection *connection)
{
    if (connection->isConnected())
        return tr("connected");
    if (connection->isTokenRefused())
        return tr("the agent refused the token");
    if (connection->transport() && connection->transport()->state() == Transport::State::Connecting)
        return tr("connecting");
    return tr("not connected");
}

QString ConnectionStatus::summary(const QList<SandboxConnection *> &connections)
{
    if (connections.isEmpty())
        return {};
    if (connections.size() == 1)
        return tr("%1: %2").arg(connections.first()->name(), stateText(connections.first()));
    int connected = 0;
    for (const SandboxConnection *connection : connections)
        connected += connection->isConnected() ? 1 : 0;
    return tr("Sandboxes connected: %1 of %2").arg(connected).arg(connections.size());
}

QString ConnectionStatus::details(const QList<SandboxConnection *> &connections)
{
    QStringList lines;
    for (const SandboxConnection *connection : connections)
        lines << tr("%1: %2").arg(connection->name(), stateText(connection));
    return lines.join(QLatin1Char('\n'));
}

} // namespace sandman
