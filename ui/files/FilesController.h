// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "main/PaneController.h"

#include <QPointer>

class QDockWidget;
class QWidget;

namespace sandman {

class FilesPane;

// Plugs the Files pane into the window: it shows the workspace of the sandbox whose session is
// current (local, remote or cluster alike), and nothing when none is.
class FilesController : public PaneController
{
    Q_OBJECT
public:
    explicit FilesController(QWidget *window);

    FilesPane *pane() const { return m_pane; }
    QDockWidget *dock() const { return m_dock; }

    void connectionRemoved(SandboxConnection *connection) override;
    void currentSessionChanged(SandboxConnection *connection, const QString &sessionId) override;

private:
    FilesPane *m_pane;
    QDockWidget *m_dock;
    QPointer<SandboxConnection> m_connection;
};

} // namespace sandman
