// SPDX-License-Identifier: Apache-2.0
#include "SessionTreeModel.h"

#include "SandboxConnection.h"

#include <QApplication>
#include <QBrush>
#include <QColor>
#include <QFont>
#include <QIcon>
#include <QStyle>

namespace sandman {

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
    connectionChanged(connection);
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
        }
    }
    emit dataChanged(index(sandboxRow, 0), index(sandboxRow, ColumnCount - 1));
    if (!shown.isEmpty())
        emit dataChanged(index(0, 0, parentIndex),
                         index(int(shown.size()) - 1, ColumnCount - 1, parentIndex));
}

SandboxConnection *SessionTreeModel::connectionAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    const int row = index.internalId() == 0 ? index.row() : int(index.internalId()) - 1;
    return row >= 0 && row < m_connections.size() ? m_connections[row].data() : nullptr;
}

QString SessionTreeModel::sessionIdAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == 0)
        return {};
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
    if (parent.internalId() != 0)
        return {};
    if (row >= m_shownSessionIds.value(parent.row()).size())
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex SessionTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId()) - 1, 0, quintptr(0));
}

int SessionTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_connections.size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
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
            }
            return {};
        case DirectoryColumn:
            return info.cwd;
        case TimeoutColumn:
            return formatTimeout(info.commandTimeoutMs);
        }
        return {};
    case Qt::ForegroundRole:
        if (index.column() == StateColumn && state == SandboxConnection::SessionState::Running)
            return QBrush(QColor(0x1c, 0x71, 0xd8));
        if (index.column() == StateColumn && state == SandboxConnection::SessionState::Terminated)
            return QBrush(QColor(0xc0, 0x1c, 0x28));
        return {};
    case Qt::ToolTipRole: {
        QString tip = tr("Session %1\nDirectory: %2\nCommand timeout: %3")
                          .arg(info.id, info.cwd, formatTimeout(info.commandTimeoutMs));
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

QVariant SessionTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Session");
    case StateColumn:
        return tr("State");
    case DirectoryColumn:
        return tr("Directory");
    case TimeoutColumn:
        return tr("Timeout");
    }
    return {};
}

} // namespace sandman
