// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "main/PaneController.h"

class QDockWidget;

namespace sandman {

class CodePane;

// The Code pane in the window: follows the current session's sandbox (code contexts belong to
// the sandbox; new ones start in the session's folder) and drops a sandbox's consoles when it
// leaves the window.
class CodePaneController : public PaneController
{
    Q_OBJECT
public:
    explicit CodePaneController(QWidget *parentWidget);

    CodePane *pane() const { return m_pane; }
    // The dock the window adds (it takes ownership).
    QDockWidget *dock() const { return m_dock; }

    void connectionRemoved(SandboxConnection *connection) override;
    void currentSessionChanged(SandboxConnection *connection, const QString &sessionId) override;

private:
    CodePane *m_pane;
    QDockWidget *m_dock;
};

} // namespace sandman
