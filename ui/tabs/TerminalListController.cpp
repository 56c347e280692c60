// SPDX-License-Identifier: Apache-2.0
#include "TerminalListController.h"

#include "TerminalTabs.h"
#include "sessions/SessionTerminals.h"
#include "sessions/SessionTreeModel.h"

#include <QTreeView>

namespace sandman {

TerminalListController::TerminalListController(SessionTreeModel *model, QTreeView *view, TerminalTabs *tabs,
                                               QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_view(view)
    , m_tabs(tabs)
    , m_terminals(new SessionTerminals(this))
{
    m_terminals->setOpenHere(
        [tabs](SandboxConnection *connection, const QString &sessionId, const QString &terminalId) {
            return tabs->indexOfTerminal(connection, sessionId, terminalId) >= 0;
        });
    connect(tabs, &TerminalTabs::tabsChanged, m_terminals, &SessionTerminals::openHereChanged);
    model->setTerminals(m_terminals);
    if (view) {
        // A double-click on a session opens a terminal; it must not also fold its terminals.
        view->setExpandsOnDoubleClick(false);
        // A session's first terminal shows at once, wherever it was opened.
        connect(model, &QAbstractItemModel::rowsInserted, this,
                [this](const QModelIndex &parent, int first, int last) {
                    if (m_view && first == 0 && m_model->rowCount(parent) == last + 1
                        && m_model->isTerminalRow(m_model->index(first, 0, parent)))
                        m_view->expand(parent);
                });
    }
}

void TerminalListController::addConnection(SandboxConnection *connection, EventSubscription *feed)
{
    m_terminals->addConnection(connection, feed);
}

void TerminalListController::removeConnection(SandboxConnection *connection)
{
    m_terminals->removeConnection(connection);
}

bool TerminalListController::open(const QModelIndex &index)
{
    if (!m_model->isTerminalRow(index))
        return false;
    SandboxConnection *connection = m_model->connectionAt(index);
    const QString sessionId = m_model->sessionIdAt(index);
    const std::optional<TerminalInfo> info
        = m_terminals->terminal(connection, sessionId, m_model->terminalIdAt(index));
    if (!connection || !info)
        return true; // it ended meanwhile: its row is going
    if (m_tabs->showTerminal(connection, sessionId, info->terminalId))
        return true;
    if (SessionTerminals::isOwn(*info) && info->viewers == 0)
        m_tabs->openExisting(connection, sessionId, info->terminalId);
    else
        m_tabs->openMirror(connection, sessionId, info->terminalId, SessionTerminals::openerName(*info));
    return true;
}

} // namespace sandman
