// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "main/PaneController.h"

class QDockWidget;

namespace sandman {

class BroadcastPane;
class TerminalTabs;

// The Broadcast pane in the window: every connected sandbox's sessions as targets; a sandbox
// that leaves marks its own rows.
class BroadcastController : public PaneController
{
    Q_OBJECT
public:
    BroadcastController(TerminalTabs *tabs, QWidget *parentWidget);

    BroadcastPane *pane() const { return m_pane; }
    QDockWidget *dock() const { return m_dock; }

    void connectionAdded(SandboxConnection *connection) override;
    void connectionRemoved(SandboxConnection *connection) override;

private:
    QDockWidget *m_dock;
    BroadcastPane *m_pane;
};

} // namespace sandman
