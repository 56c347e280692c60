// SPDX-License-Identifier: Apache-2.0
#include "SessionList.h"

#include "connect/RemoteConnections.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionActions.h"
#include "sessions/SessionTreeModel.h"
#include "sessions/SessionTreeView.h"
#include "tabs/TerminalListController.h"
#include "tabs/TerminalTabs.h"

#include <QAction>
#include <QMenu>

namespace sandman {

SessionList::SessionList(SessionTreeModel *model, SessionTreeView *view, TerminalTabs *tabs,
                         SessionActions *sessions, RemoteConnections *remotes, QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_model(model)
    , m_view(view)
    , m_tabs(tabs)
    , m_sessions(sessions)
    , m_remotes(remotes)
{
    view->setModel(model);
    m_terminalList = new TerminalListController(model, view, tabs, this);
    view->setObjectName(QStringLiteral("sessionView"));
    view->setUniformRowHeights(true);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    view->setColumnHidden(SessionTreeModel::DirectoryColumn, true);
    connect(view, &QTreeView::customContextMenuRequested, this, &SessionList::showContextMenu);
    connect(view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (m_terminalList->open(index))
            return; // a terminal row: its tab, its shell again, or a mirror
        if (!m_model->sessionIdAt(index).isEmpty())
            m_sessions->newTerminal();
    });
}

void SessionList::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (index.isValid())
        m_view->setCurrentIndex(index);
    QMenu menu(m_window);
    m_sessions->addTo(&menu);
    if (m_remotes->disconnectAction()->isEnabled()) {
        menu.addAction(m_remotes->reconnectAction());
        menu.addAction(m_remotes->changeTokenAction());
        menu.addAction(m_remotes->disconnectAction());
    }
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

void SessionList::connectionAdded(SandboxConnection *connection)
{
    m_view->expand(m_model->indexOfConnection(connection));
    connect(connection, &SandboxConnection::sessionsChanged, this,
            [this, connection] { sessionsListed(connection); });
}

void SessionList::sessionsListed(SandboxConnection *connection)
{
    const QModelIndex sandboxIndex = m_model->indexOfConnection(connection);
    m_view->setFirstColumnSpanned(sandboxIndex.row(), QModelIndex(), true);
    m_view->expand(sandboxIndex);
    if (m_view->currentIndex().isValid())
        return;
    // Start on the session of the terminal in front (a tab reopened from the last run), else
    // the default one, so every pane has something to show: picking another would bring
    // another tab to the front.
    QModelIndex first;
    const int front = m_tabs->currentIndex();
    if (front >= 0 && m_tabs->connectionKeyAt(front) == TerminalTabs::connectionKey(connection))
        first = m_model->indexOfSession(connection, m_tabs->sessionIdAt(front));
    if (!first.isValid())
        first = m_model->indexOfSession(connection, QStringLiteral("default"));
    if (first.isValid())
        m_view->setCurrentIndex(first);
}

SandboxConnection *SessionList::currentConnection() const
{
    return m_model->connectionAt(m_view->currentIndex());
}

QString SessionList::currentSessionId() const
{
    return m_model->sessionIdAt(m_view->currentIndex());
}

void SessionList::select(SandboxConnection *connection, const QString &sessionId)
{
    const QModelIndex index = m_model->indexOfSession(connection, sessionId);
    if (index.isValid())
        m_view->setCurrentIndex(index);
}

void SessionList::openTerminalWhenListed(SandboxConnection *connection, const QString &sessionId)
{
    auto *context = new QObject(this);
    const auto tryOpen = [this, connection, sessionId, context] {
        if (connection->indexOfSession(sessionId) < 0)
            return;
        select(connection, sessionId);
        m_tabs->openTerminal(connection, sessionId);
        context->deleteLater(); // once only
    };
    connect(connection, &SandboxConnection::sessionsChanged, context, tryOpen);
    tryOpen();
}

} // namespace sandman
