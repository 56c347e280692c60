// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ActivityRow.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QTimer>

#include <deque>

namespace sandman {

// The Activity timeline: the event feeds of the sandboxes turned into rows, one per command
// (updated in place as it runs and ends), per background process and per other event.
//
// Events are not applied one by one: addEvent() queues them and a short timer applies each
// burst at once (one row insertion and one dataChanged per burst), so a flood of commands
// from another client costs the window a few model updates per second, not thousands. The
// timeline keeps the newest maxRows() rows.
class ActivityModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        SandboxColumn, // a remote "default" and the local one are not alike
        SessionColumn,
        ClientColumn,
        CommandColumn,
        StateColumn,
        DurationColumn,
        ColumnCount
    };
    enum Role { SessionRole = Qt::UserRole + 1, ClientRole, FailedRole, ActiveRole };
    static constexpr int kBatchMs = 30;

    explicit ActivityModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setMaxRows(int rows) { m_maxRows = qMax(1, rows); }
    int maxRows() const { return m_maxRows; }
    // The connection's own client id (its feed's "subscribed"): its rows say "this window".
    void setOwnClientId(SandboxConnection *connection, const QString &clientId);
    // Queues one feed event of connection's sandbox; applied within kBatchMs.
    void addEvent(SandboxConnection *connection, const QJsonObject &event);
    // Applies what is queued now (tests, and before reading rows).
    void flush();
    // Drops the rows of a sandbox that is going (safe from its destroyed() signal).
    void removeConnection(SandboxConnection *connection);

    const ActivityRow &rowAt(int row) const { return m_rows[size_t(row)]; }
    // The row of a command or process, or -1.
    int rowOf(SandboxConnection *connection, const QString &id) const;
    // How many model updates (insertions + change notifications) bursts have cost so far.
    int updateCount() const { return m_updates; }

    static QString stateText(const ActivityRow &row);

signals:
    // The output of these rows grew (the pane refreshes the one it shows).
    void outputChanged(const QList<int> &rows);

private:
    ActivityRow *find(SandboxConnection *connection, const QString &id);
    void apply(SandboxConnection *connection, const QJsonObject &event);
    ActivityRow &append(SandboxConnection *connection, const QJsonObject &event, ActivityRow::Kind kind);
    void touch(const ActivityRow *row);
    // The output shown for this command changes (outputChanged).
    void touchOutput(SandboxConnection *connection, const QString &id);
    void trim();
    void rebuildIndex();
    void tick();
    static QString key(const SandboxConnection *connection, const QString &id);
    QString describe(const QJsonObject &event) const;

    std::deque<ActivityRow> m_rows; // shown
    std::deque<ActivityRow> m_fresh; // made by the burst being applied, shown at its end
    QHash<QString, qsizetype> m_index; // key → position in m_rows, then m_fresh
    QList<QPair<SandboxConnection *, QJsonObject>> m_pending;
    QHash<SandboxConnection *, QString> m_ownIds;
    QSet<qsizetype> m_touched;
    QSet<qsizetype> m_outputTouched;
    QTimer m_batch;
    QTimer m_ticker; // running rows' elapsed time
    int m_maxRows = 5000;
    int m_updates = 0;
};

} // namespace sandman
