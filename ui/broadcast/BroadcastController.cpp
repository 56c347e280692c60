// SPDX-License-Identifier: Apache-2.0
#include "BroadcastController.h"

#include "BroadcastPane.h"

#include <QDockWidget>

namespace sandman {

BroadcastController::BroadcastController(TerminalTabs *tabs, QWidget *parentWidget)
    : m_dock(new QDockWidget(tr("Broadcast"), parentWidget))
{
    m_dock->setObjectName(QStringLiteral("broadcastDock"));
    m_pane = new BroadcastPane(tabs, m_dock);
    m_dock->setWidget(m_pane);
}

void BroadcastController::connectionAdded(SandboxConnection *connection)
{
    m_pane->addConnection(connection);
}

void BroadcastController::connectionRemoved(SandboxConnection *connection)
{
    m_pane->removeConnection(connection);
}

} // namespace sandman
