// SPDX-License-Identifier: Apache-2.0
#include "SessionTreeModel.h"

#include "SandboxConnection.h"
#include "SessionTerminals.h"
#include "TerminalNames.h"
#include "resources/ResourceText.h"

#include <QApplication>
#include <QBrush>
#include <QColor>
#include <QFont>
#include <QIcon>
#include <QStyle>

namespace sandman {

namespace {
// Internal ids: 0 a sandbox row, 1..kTerminalNode-1 a session row (its sandbox's row + 1),
// from kTerminalNode on a terminal row.
constexpr quintptr kTerminalNode = quintptr(1) << 30;
} // namespace

SessionTreeModel::SessionTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

void SessionTreeModel::addConnection(SandboxConnection *connection)
{
    const int row = int(m_connections.size());
    beginInsertRows({}, row, row);
    m_connections.append(connection);
    m_shownSessionIds.append(QStringList());
    endInsertRows();
    connect(connection, &SandboxConnection::sessionsChanged, this,
            [this, connection] { connectionChanged(connection); });
    connect(connection, &SandboxConnection::usageChanged, this,
            [this, connection] { usageChanged(connection); });
    connectionChanged(connection);
}

void SessionTreeModel::usageChanged(SandboxConnection *connection)
{
    const QModelIndex parent = indexOfConnection(connection);
    const int rows = rowCount(parent);
    if (rows > 0)
        emit dataChanged(index(0, UsageColumn, parent), index(rows - 1, UsageColumn, parent),
                         {Qt::DisplayRole, Qt::ToolTipRole, CpuPercentRole, RssBytesRole});
}

void SessionTreeModel::removeConnection(SandboxConnection *connection)
{
    const int row = int(m_connections.indexOf(connection));
    if (row < 0)
        return;
    disconnect(connection, nullptr, this, nullptr);
    // Session rows encode their sandbox's row, so later sandboxes' rows change meaning: reset.
    beginResetModel();
    m_connections.removeAt(row);
    m_shownSessionIds.removeAt(row);
    for (auto &[key, node] : m_nodes) {
        if (node.connection == connection || !node.connection)
            node.shown.clear();
    }
    endResetModel();
}

QList<SandboxConnection *> SessionTreeModel::connections() const
{
    QList<SandboxConnection *> result;
    for (const auto &connection : m_connections)
        result << connection.data();
    return result;
}

void SessionTreeModel::connectionChanged(SandboxConnection *connection)
{
    const int sandboxRow = int(m_connections.indexOf(connection));
    if (sandboxRow < 0)
        return;
    const QModelIndex parentIndex = index(sandboxRow, 0);
    QStringList &shown = m_shownSessionIds[sandboxRow];
    QStringList wanted;
    for (const SessionInfo &info : connection->sessions())
        wanted << info.id;

    // Remove rows that went away (from the bottom), then append new ones, keeping selection
    // and expansion of the rows that stay.
    for (int row = int(shown.size()) - 1; row >= 0; --row) {
        if (!wanted.contains(shown[row])) {
            beginRemoveRows(parentIndex, row, row);
            forgetTerminals(connection, shown[row]); // its terminal rows go with it
            shown.removeAt(row);
            endRemoveRows();
        }
    }
    for (const QString &id : wanted) {
        if (!shown.contains(id)) {
            const int row = int(shown.size());
            beginInsertRows(parentIndex, row, row);
            shown.append(id);
            endInsertRows();
            syncTerminals(connection, id);
        }
    }
    emit dataChanged(index(sandboxRow, 0), index(sandboxRow, ColumnCount - 1));
    if (!shown.isEmpty())
        emit dataChanged(index(0, 0, parentIndex),
                         index(int(shown.size()) - 1, ColumnCount - 1, parentIndex));
}

void SessionTreeModel::setTerminals(SessionTerminals *terminals)
{
    if (m_terminals)
        disconnect(m_terminals, nullptr, this, nullptr);
    m_terminals = terminals;
    if (!terminals)
        return;
    connect(terminals, &SessionTerminals::terminalsChanged, this, &SessionTreeModel::syncTerminals);
    for (int sandboxRow = 0; sandboxRow < m_connections.size(); ++sandboxRow) {
        for (const QString &sessionId : std::as_const(m_shownSessionIds[sandboxRow]))
            syncTerminals(m_connections[sandboxRow], sessionId);
    }
}

quintptr SessionTreeModel::nodeKey(SandboxConnection *connection, const QString &sessionId) const
{
    const QString name = QString::number(quintptr(connection), 16) + QLatin1Char('/') + sessionId;
    auto it = m_nodeKeys.constFind(name);
    if (it != m_nodeKeys.constEnd())
        return *it;
    const quintptr key = kTerminalNode + quintptr(m_nodeKeys.size());
    m_nodeKeys.insert(name, key);
    m_nodes.emplace(key, TerminalNode{connection, sessionId, {}});
    return key;
}

SessionTreeModel::TerminalNode *SessionTreeModel::nodeOf(const QModelIndex &terminalIndex) const
{
    if (!terminalIndex.isValid() || terminalIndex.internalId() < kTerminalNode)
        return nullptr;
    const auto it = m_nodes.find(terminalIndex.internalId());
    return it == m_nodes.end() ? nullptr : &it->second;
}

void SessionTreeModel::forgetTerminals(SandboxConnection *connection, const QString &sessionId)
{
    m_nodes[nodeKey(connection, sessionId)].shown.clear();
}

void SessionTreeModel::syncTerminals(SandboxConnection *connection, const QString &sessionId)
{
    const QModelIndex sessionIndex = indexOfSession(connection, sessionId);
    if (!sessionIndex.isValid())
        return; // not listed (yet): its rows come when the session does
    QStringList wanted;
    if (m_terminals) {
        for (const TerminalInfo &info : m_terminals->terminals(connection, sessionId))
            wanted << info.terminalId;
    }
    QStringList &shown = m_nodes[nodeKey(connection, sessionId)].shown;
    for (int row = int(shown.size()) - 1; row >= 0; --row) {
        if (!wanted.contains(shown[row])) {
            beginRemoveRows(sessionIndex, row, row);
            shown.removeAt(row);
            endRemoveRows();
        }
    }
    for (const QString &id : std::as_const(wanted)) {
        if (!shown.contains(id)) {
            const int row = int(shown.size());
            beginInsertRows(sessionIndex, row, row);
            shown.append(id);
            endInsertRows();
        }
    }
    if (!shown.isEmpty())
        emit dataChanged(index(0, 0, sessionIndex),
                         index(int(shown.size()) - 1, ColumnCount - 1, sessionIndex));
}

bool SessionTreeModel::isTerminalRow(const QModelIndex &index) const
{
    return nodeOf(index) != nullptr;
}

QString SessionTreeModel::terminalIdAt(const QModelIndex &index) const
{
    const TerminalNode *node = nodeOf(index);
    return node && index.row() < node->shown.size() ? node->shown[index.row()] : QString();
}

SandboxConnection *SessionTreeModel::connectionAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    if (const TerminalNode *node = nodeOf(index))
        return node->connection;
    const int row = index.internalId() == 0 ? index.row() : int(index.internalId()) - 1;
    return row >= 0 && row < m_connections.size() ? m_connections[row].data() : nullptr;
}

QString SessionTreeModel::sessionIdAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == 0)
        return {};
    if (const TerminalNode *node = nodeOf(index))
        return node->sessionId;
    const int sandboxRow = int(index.internalId()) - 1;
    const QStringList &shown = m_shownSessionIds.value(sandboxRow);
    return index.row() < shown.size() ? shown[index.row()] : QString();
}

QModelIndex SessionTreeModel::indexOfConnection(SandboxConnection *connection) const
{
    const int row = int(m_connections.indexOf(connection));
    return row < 0 ? QModelIndex() : index(row, 0);
}

QModelIndex SessionTreeModel::indexOfSession(SandboxConnection *connection, const QString &sessionId) const
{
    const int sandboxRow = int(m_connections.indexOf(connection));
    if (sandboxRow < 0)
        return {};
    const int row = int(m_shownSessionIds[sandboxRow].indexOf(sessionId));
    return row < 0 ? QModelIndex() : index(row, 0, index(sandboxRow, 0));
}

QString SessionTreeModel::formatTimeout(qint64 timeoutMs)
{
    if (timeoutMs <= 0)
        return tr("none");
    if (timeoutMs % 3600000 == 0)
        return tr("%n h", nullptr, int(timeoutMs / 3600000));
    if (timeoutMs % 60000 == 0)
        return tr("%n min", nullptr, int(timeoutMs / 60000));
    if (timeoutMs % 1000 == 0)
        return tr("%n s", nullptr, int(timeoutMs / 1000));
    return tr("%n ms", nullptr, int(timeoutMs));
}

QModelIndex SessionTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < m_connections.size() ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() >= kTerminalNode)
        return {};
    if (parent.internalId() != 0) {
        if (parent.column() != 0)
            return {};
        SandboxConnection *connection = connectionAt(parent);
        const quintptr key = nodeKey(connection, sessionIdAt(parent));
        return row < m_nodes[key].shown.size() ? createIndex(row, column, key) : QModelIndex();
    }
    if (row >= m_shownSessionIds.value(parent.row()).size())
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex SessionTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    if (const TerminalNode *node = nodeOf(child))
        return indexOfSession(node->connection, node->sessionId);
    return createIndex(int(child.internalId()) - 1, 0, quintptr(0));
}

int SessionTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_connections.size());
    if (parent.column() != 0 || parent.internalId() >= kTerminalNode)
        return 0;
    if (parent.internalId() != 0) {
        const auto it = m_nodeKeys.constFind(QString::number(quintptr(connectionAt(parent)), 16)
                                             + QLatin1Char('/') + sessionIdAt(parent));
        return it == m_nodeKeys.constEnd() ? 0 : int(m_nodes[*it].shown.size());
    }
    return int(m_shownSessionIds.value(parent.row()).size());
}

int SessionTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant SessionTreeModel::data(const QModelIndex &index, int role) const
{
    SandboxConnection *connection = connectionAt(index);
    if (!connection)
        return {};
    if (index.internalId() == 0) {
        switch (role) {
        case Qt::DisplayRole:
            if (index.column() == NameColumn) {
                // The view spans this cell over the row, so the state goes in the same text.
                if (connection->isConnected())
                    return connection->name();
                return tr("%1 (%2)").arg(connection->name(),
                                         data(index.siblingAtColumn(StateColumn)).toString());
            }
            if (index.column() == StateColumn) {
                if (connection->isTokenRefused())
                    return tr("token refused");
                if (!connection->isConnected())
                    return connection->transport()->state() == Transport::State::Connecting
                        ? tr("connecting")
                        : tr("disconnected");
                return tr("%n session(s)", nullptr, int(connection->sessions().size()));
            }
            if (index.column() == DirectoryColumn)
                return connection->endpoint();
            return {};
        case Qt::FontRole: {
            QFont font;
            font.setBold(true);
            return font;
        }
        case Qt::DecorationRole:
            if (index.column() == NameColumn)
                return QApplication::style()->standardIcon(connection->isLocal() ? QStyle::SP_ComputerIcon
                                                                                 : QStyle::SP_DriveNetIcon);
            return {};
        case Qt::ToolTipRole:
            return connection->lastError().isEmpty() ? connection->endpoint() : connection->lastError();
        case IsSandboxRole:
            return true;
        }
        return {};
    }

    if (isTerminalRow(index))
        return terminalData(index, role);
    const QString sessionId = sessionIdAt(index);
    const int infoIndex = connection->indexOfSession(sessionId);
    if (infoIndex < 0)
        return {};
    const SessionInfo &info = connection->sessions().at(infoIndex);
    const SandboxConnection::SessionState state = connection->sessionState(sessionId);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return info.id;
        case StateColumn:
            switch (state) {
            case SandboxConnection::SessionState::Idle:
                // Recreated from its definition by a restarted agent: a new shell.
                return info.restored ? tr("idle, restored") : tr("idle");
            case SandboxConnection::SessionState::Running:
                return tr("running");
            case SandboxConnection::SessionState::Terminated:
                return tr("terminated");
            case SandboxConnection::SessionState::Stopped:
                return tr("stopped");
            }
            return {};
        case UsageColumn:
            if (const auto usage = connection->sessionUsage(sessionId))
                return tr("%1 \u00b7 %2", "session row: CPU share · memory")
                    .arg(ResourceText::percent(usage->cpuPercent),
                         ResourceText::bytes(double(usage->rssBytes)));
            return {};
        case DirectoryColumn:
            return info.cwd;
        case TimeoutColumn:
            return formatTimeout(info.commandTimeoutMs);
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == UsageColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case CpuPercentRole:
        if (const auto usage = connection->sessionUsage(sessionId))
            return usage->cpuPercent;
        return {};
    case RssBytesRole:
        if (const auto usage = connection->sessionUsage(sessionId))
            return usage->rssBytes;
        return {};
    case Qt::ForegroundRole:
        if (index.column() == StateColumn && state == SandboxConnection::SessionState::Running)
            return QBrush(QColor(0x1c, 0x71, 0xd8));
        if (index.column() == StateColumn
            && (state == SandboxConnection::SessionState::Terminated
                || state == SandboxConnection::SessionState::Stopped))
            return QBrush(QColor(0xc0, 0x1c, 0x28));
        return {};
    case Qt::ToolTipRole: {
        QString tip = tr("Session %1\nDirectory: %2\nCommand timeout: %3")
                          .arg(info.id, info.cwd, formatTimeout(info.commandTimeoutMs));
        if (const auto usage = connection->sessionUsage(sessionId))
            tip += QLatin1Char('\n')
                + tr("CPU %1, memory %2, %n process(es)", nullptr, usage->processes)
                      .arg(ResourceText::percent(usage->cpuPercent),
                           ResourceText::bytes(double(usage->rssBytes)));
        if (info.restored)
            tip += QLatin1Char('\n')
                + tr("Restored after a restart of the sandbox: its environment, directory and timeout "
                     "are back; its shell's history, functions and running commands are not.");
        return tip;
    }
    case SessionIdRole:
        return info.id;
    case IsSandboxRole:
        return false;
    }
    return {};
}

QString SessionTreeModel::terminalState(const TerminalInfo &info, bool here)
{
    if (here)
        return tr("in this window");
    if (info.viewers == 0)
        return tr("detached");
    return info.inputHeld ? tr("%n viewer(s)", nullptr, info.viewers) : tr("watched");
}

QVariant SessionTreeModel::terminalData(const QModelIndex &index, int role) const
{
    SandboxConnection *connection = connectionAt(index);
    const QString sessionId = sessionIdAt(index);
    const std::optional<TerminalInfo> found
        = m_terminals ? m_terminals->terminal(connection, sessionId, terminalIdAt(index)) : std::nullopt;
    if (!found)
        return {};
    const TerminalInfo &info = *found;
    const bool here = m_terminals->isOpenHere(connection, info);
    const bool own = SessionTerminals::isOwn(info);
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn) {
            const QString title = TerminalNames::of(info.terminalId, info.title);
            // Who first: the title (usually a long directory) is what gets elided. The state
            // goes in this cell too: long words in the State column would squeeze every name.
            const QString name = own ? title
                                     : tr("%1 \u00b7 %2", "terminal row: who opened it · its title")
                                           .arg(SessionTerminals::openerName(info), title);
            return tr("%1 (%2)", "terminal row: its name (its state)").arg(name, terminalState(info, here));
        }
        return {};
    case TerminalStateRole:
        return terminalState(info, here);
    case Qt::ForegroundRole:
        if (!here && info.viewers == 0)
            return QBrush(QColor(0x77, 0x76, 0x7b));
        return {};
    case Qt::ToolTipRole: {
        QString tip = tr("%1 of session %2\nOpened by %3\nShell pid %4", "a terminal")
                          .arg(TerminalNames::of(info.terminalId), info.sessionId,
                               own ? tr("this window") : SessionTerminals::openerName(info))
                          .arg(info.pid);
        tip += QLatin1Char('\n')
            + (info.viewers == 0
                   ? tr("Nobody views it: its shell runs on, detached.")
                   : tr("%n viewer(s), %1", nullptr, info.viewers)
                         .arg(info.inputHeld ? tr("someone holds its input") : tr("nobody holds its input")));
        tip += QLatin1Char('\n')
            + (here                           ? tr("Double-click to show its tab.")
                   : own && info.viewers == 0 ? tr("Double-click to open it again in a tab.")
                                              : tr("Double-click to watch it (read-only)."));
        return tip;
    }
    case SessionIdRole:
        return info.sessionId;
    case TerminalIdRole:
        return info.terminalId;
    case IsSandboxRole:
        return false;
    case IsTerminalRole:
        return true;
    }
    return {};
}

QVariant SessionTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Session");
    case StateColumn:
        return tr("State");
    case UsageColumn:
        return tr("CPU \u00b7 Memory");
    case DirectoryColumn:
        return tr("Directory");
    case TimeoutColumn:
        return tr("Timeout");
    }
    return {};
}

} // namespace sandman
