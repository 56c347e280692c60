// SPDX-License-Identifier: Apache-2.0
#include "CodePaneController.h"

#include "CodePane.h"
#include "client/SandboxClient.h"
#include "sessions/SandboxConnection.h"

#include <QDockWidget>

namespace sandman {

CodePaneController::CodePaneController(QWidget *parentWidget)
    : m_dock(new QDockWidget(tr("Code"), parentWidget))
{
    m_dock->setObjectName(QStringLiteral("codeDock"));
    m_pane = new CodePane(m_dock);
    m_dock->setWidget(m_pane);
    connect(m_pane, &CodePane::errorOccurred, this, &PaneController::errorOccurred);
}

void CodePaneController::connectionRemoved(SandboxConnection *connection)
{
    m_pane->forgetSandbox(connection->client());
}

void CodePaneController::currentSessionChanged(SandboxConnection *connection, const QString &sessionId)
{
    if (!connection) {
        m_pane->setSandbox(nullptr, QString());
        return;
    }
    const int index = connection->indexOfSession(sessionId);
    const QString cwd = index >= 0 ? connection->sessions().at(index).cwd : QString();
    m_pane->setSandbox(connection->client(), connection->name(), cwd);
}

} // namespace sandman
