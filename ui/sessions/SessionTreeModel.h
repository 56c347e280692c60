// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QAbstractItemModel>
#include <QList>
#include <QPointer>

namespace sandman {

class SandboxConnection;

// Sandboxes as top-level rows, their sessions below: name, state, working directory, timeout.
class SessionTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, StateColumn, DirectoryColumn, TimeoutColumn, ColumnCount };
    enum Role { SessionIdRole = Qt::UserRole + 1, IsSandboxRole };

    explicit SessionTreeModel(QObject *parent = nullptr);

    void addConnection(SandboxConnection *connection);
    void removeConnection(SandboxConnection *connection);
    QList<SandboxConnection *> connections() const;

    // The sandbox an index belongs to (for a session row, its parent sandbox).
    SandboxConnection *connectionAt(const QModelIndex &index) const;
    QString sessionIdAt(const QModelIndex &index) const;
    QModelIndex indexOfSession(SandboxConnection *connection, const QString &sessionId) const;
    QModelIndex indexOfConnection(SandboxConnection *connection) const;

    static QString formatTimeout(qint64 timeoutMs);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void connectionChanged(SandboxConnection *connection);

    // Session rows remember their sandbox through the internal id: its index + 1 (0 = top level).
    QList<QPointer<SandboxConnection>> m_connections;
    // What the view currently shows for each sandbox, so that updates are minimal row changes.
    QList<QStringList> m_shownSessionIds;
};

} // namespace sandman
