// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/SandboxError.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

class QWidget;

namespace sandman {

class ActivityModel;
class ActivityPane;
class EventSubscription;
class SandboxConnection;

// Follows the event feed of every sandbox in the window: feeds the Activity timeline, keeps
// the session list current (a session created, deleted or changed by another client shows up
// without a refresh; another client's running command marks its session busy), and carries
// out the pane's actions (run again, cancel, open a terminal).
class ActivityController : public QObject
{
    Q_OBJECT
public:
    // The pane is made with paneParent as its parent widget.
    explicit ActivityController(QWidget *paneParent, QObject *parent = nullptr);

    ActivityModel *model() const { return m_model; }
    ActivityPane *pane() const { return m_pane; }
    // Subscribes to the connection's feed (from the history its agent still has).
    void addConnection(SandboxConnection *connection);
    void removeConnection(SandboxConnection *connection);
    EventSubscription *subscriptionOf(SandboxConnection *connection) const;

signals:
    void terminalRequested(sandman::SandboxConnection *connection, const QString &sessionId);
    // what has a %1 for the error (MainWindow::showError: in words, details in the log).
    void errorOccurred(const QString &what, const sandman::SandboxError &error);
    // A background process of that sandbox started or ended (live, not history): panes that
    // list processes refresh now instead of at their next poll.
    void processesChanged(sandman::SandboxConnection *connection);
    // A process of that sandbox started, changed or exited (sandbox_process_*, live only).
    void systemProcessEvent(sandman::SandboxConnection *connection, const QJsonObject &event);

private:
    void onEvent(SandboxConnection *connection, EventSubscription *subscription, const QJsonObject &event);
    void refreshSoon(SandboxConnection *connection);
    void rerun(int row);
    void cancel(int row);

    ActivityModel *m_model;
    ActivityPane *m_pane;
    QHash<SandboxConnection *, QPointer<EventSubscription>> m_subscriptions;
    // Other clients' commands this window marked as running in the session list.
    QHash<QString, QString> m_markedRunning; // connection/commandId → sessionId
    QList<QPointer<SandboxConnection>> m_refreshDue;
    QTimer m_refreshTimer;
};

} // namespace sandman
