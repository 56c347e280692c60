// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ResourceHistory.h"
#include "main/PaneController.h"

#include <QHash>
#include <QJsonArray>
#include <QPointer>

class QDockWidget;
class QWidget;

namespace sandman {

class EventSubscription;
class PortForward;
class ResourcesPane;

// Feeds the Resources dock: follows each sandbox's feed for its resource_sample (live, once a
// second), resource_warning and ports_changed events — the window never polls — keeps ten
// minutes of history per sandbox, and shows the one the user works in. Opens the audit trail
// dialog and a listening port in the browser: directly where the sandbox shares this machine's
// network, else through a PortForward (a loopback port here, tunnelled through the agent), made
// on the first open, reused after, closed when idle or when the port closes.
class ResourcesController : public PaneController
{
    Q_OBJECT
public:
    explicit ResourcesController(QWidget *window);

    // The dock to hand to MainWindow::addPane with this controller.
    QDockWidget *dock() const { return m_dock; }
    ResourcesPane *pane() const { return m_pane; }
    const ResourceHistory *historyOf(SandboxConnection *connection) const;

    void connectionAdded(SandboxConnection *connection) override;
    void connectionRemoved(SandboxConnection *connection) override;
    void currentSessionChanged(SandboxConnection *connection, const QString &sessionId) override;

signals:
    // A sandbox's resource_sample arrived (others follow it too: the processes' figures).
    void sampled(sandman::SandboxConnection *connection, const QJsonObject &sample);

private:
    struct Followed {
        QPointer<EventSubscription> subscription;
        ResourceHistory history;
        QJsonArray ports;
        bool hostNetwork = false;
        QHash<int, QPointer<PortForward>> forwards; // by port inside the sandbox
    };

    void onEvent(SandboxConnection *connection, const QJsonObject &event);
    void showCurrent();
    void openPort(int port);
    // Closes the forwards of ports no longer listed.
    void closeStaleForwards(Followed &followed);

    QDockWidget *m_dock;
    ResourcesPane *m_pane;
    QHash<SandboxConnection *, Followed> m_followed;
    QPointer<SandboxConnection> m_current;
};

} // namespace sandman
