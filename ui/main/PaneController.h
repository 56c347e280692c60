// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/SandboxError.h"

#include <QObject>
#include <QString>

class QDockWidget;

namespace sandman {

class SandboxConnection;

// What the window tells each pane it holds (as Konsole's plugins get activeViewChanged): a
// sandbox joined or left the session list, or the session the user works in changed. A pane
// owns its widget and its client calls; the window only loops over its panes.
class PaneController : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // The window took the connection (it outlives this call until connectionRemoved).
    virtual void connectionAdded(SandboxConnection *connection) { Q_UNUSED(connection) }
    // The connection is about to be deleted: drop every reference to it.
    virtual void connectionRemoved(SandboxConnection *connection) { Q_UNUSED(connection) }
    // connection is null and sessionId empty when nothing is selected.
    virtual void currentSessionChanged(SandboxConnection *connection, const QString &sessionId)
    {
        Q_UNUSED(connection)
        Q_UNUSED(sessionId)
    }

signals:
    // A sentence for the status bar (and the log).
    void errorOccurred(const QString &message);
    // A call failed; what has a %1 for the error: its sentence in the status bar, with the
    // agent's details in the log.
    void callFailed(const QString &what, const sandman::SandboxError &error);
};

} // namespace sandman
