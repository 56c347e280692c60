// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QAbstractItemModel>
#include <QHash>
#include <QList>
#include <QPointer>

#include <map>

namespace sandman {

class SandboxConnection;
class SessionTerminals;
struct TerminalInfo;

// Sandboxes as top-level rows, their sessions below: name, state, CPU and memory (from the
// samples the agent pushes, SandboxConnection::sessionUsage()), working directory, timeout; and
// below each session its running terminals, whoever opened them (setTerminals()).
class SessionTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, StateColumn, UsageColumn, DirectoryColumn, TimeoutColumn, ColumnCount };
    // TerminalStateRole: a terminal row's state ("in this window", "detached", viewers), which
    // its name cell shows after the title (the State column is sized to the sessions' states).
    enum Role {
        SessionIdRole = Qt::UserRole + 1,
        IsSandboxRole,
        IsTerminalRole,
        TerminalIdRole,
        TerminalStateRole,
        CpuPercentRole, // a session row's CPU share (double), for sorting and tests
        RssBytesRole // its memory (qint64)
    };

    explicit SessionTreeModel(QObject *parent = nullptr);

    void addConnection(SandboxConnection *connection);
    void removeConnection(SandboxConnection *connection);
    QList<SandboxConnection *> connections() const;

    // Where the terminal rows come from (the terminals of every sandbox added).
    void setTerminals(SessionTerminals *terminals);

    // The sandbox an index belongs to (for a session row, its parent sandbox).
    SandboxConnection *connectionAt(const QModelIndex &index) const;
    // The session of a session row, or of a terminal row (the panes act on its session).
    QString sessionIdAt(const QModelIndex &index) const;
    bool isTerminalRow(const QModelIndex &index) const;
    // The agent's id of a terminal row's terminal (empty for other rows).
    QString terminalIdAt(const QModelIndex &index) const;
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
    void usageChanged(SandboxConnection *connection);
    // Terminal rows: below a session row, their internal id is kTerminalNode + the key of a
    // (sandbox, session) node, which stays valid while session rows above it come and go.
    struct TerminalNode {
        QPointer<SandboxConnection> connection;
        QString sessionId;
        QStringList shown; // terminal ids, as the view shows them
    };
    TerminalNode *nodeOf(const QModelIndex &terminalIndex) const;
    quintptr nodeKey(SandboxConnection *connection, const QString &sessionId) const;
    void syncTerminals(SandboxConnection *connection, const QString &sessionId);
    void forgetTerminals(SandboxConnection *connection, const QString &sessionId);
    static QString terminalState(const TerminalInfo &info, bool here);
    QVariant terminalData(const QModelIndex &index, int role) const;

    // Session rows remember their sandbox through the internal id: its index + 1 (0 = top level).
    QList<QPointer<SandboxConnection>> m_connections;
    // What the view currently shows for each sandbox, so that updates are minimal row changes.
    QList<QStringList> m_shownSessionIds;
    QPointer<SessionTerminals> m_terminals;
    mutable QHash<QString, quintptr> m_nodeKeys; // "<connection>/<session>" → key
    // A std::map: references to its nodes stay valid while views insert others.
    mutable std::map<quintptr, TerminalNode> m_nodes;
};

} // namespace sandman
