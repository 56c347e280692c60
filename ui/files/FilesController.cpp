// SPDX-License-Identifier: Apache-2.0
#include "FilesController.h"

#include "FilesPane.h"
#include "sessions/SandboxConnection.h"

#include <QDockWidget>

namespace sandman {

FilesController::FilesController(QWidget *window)
    : PaneController(window)
    , m_pane(new FilesPane(window))
    , m_dock(new QDockWidget(tr("Files"), window))
{
    m_dock->setObjectName(QStringLiteral("filesDock"));
    m_dock->setWidget(m_pane);
    connect(m_pane, &FilesPane::errorOccurred, this, &PaneController::errorOccurred);
}

void FilesController::connectionRemoved(SandboxConnection *connection)
{
    if (connection == m_connection) {
        m_connection = nullptr;
        m_pane->setClient(nullptr);
    }
}

void FilesController::currentSessionChanged(SandboxConnection *connection, const QString &)
{
    if (connection == m_connection)
        return;
    m_connection = connection;
    m_pane->setClient(connection ? connection->client() : nullptr);
}

} // namespace sandman
