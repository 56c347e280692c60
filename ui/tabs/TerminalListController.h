// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QPointer>

class QModelIndex;
class QTreeView;

namespace sandman {

class EventSubscription;
class SandboxConnection;
class SessionTerminals;
class SessionTreeModel;
class TerminalTabs;

// The terminals of every client under their sessions in the session list, and what opening
// one does: its tab when this window shows it; one of this window's detached terminals comes
// back as a normal tab (reattached, with its output); anyone else's — or one of ours that
// another window shows — opens as a read-only mirror with a "watching" banner.
class TerminalListController : public QObject
{
    Q_OBJECT
public:
    TerminalListController(SessionTreeModel *model, QTreeView *view, TerminalTabs *tabs,
                           QObject *parent = nullptr);

    SessionTerminals *terminals() const { return m_terminals; }
    // Lists the connection's terminals, kept current through feed (its event subscription).
    void addConnection(SandboxConnection *connection, EventSubscription *feed);
    void removeConnection(SandboxConnection *connection);
    // Opens the terminal of a terminal row; false when index is not one.
    bool open(const QModelIndex &index);

private:
    SessionTreeModel *m_model;
    QPointer<QTreeView> m_view;
    TerminalTabs *m_tabs;
    SessionTerminals *m_terminals;
};

} // namespace sandman
