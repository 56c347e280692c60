// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "BroadcastTarget.h"

#include <QAbstractTableModel>
#include <QList>

namespace sandman {

// The result grid of a broadcast: one row per target with its state, exit code, duration,
// stdout and stderr (first line in the grid, whole in the tooltip and rowOutput()).
class BroadcastResultModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        SandboxColumn,
        SessionColumn,
        StateColumn,
        ExitCodeColumn,
        DurationColumn,
        StdoutColumn,
        StderrColumn,
        ColumnCount
    };
    enum class State {
        Queued,
        Running,
        Succeeded,
        Failed,
        TimedOut,
        Error,
        Disconnected,
        Cancelled,
        Skipped
    };
    Q_ENUM(State)

    struct Row {
        BroadcastTarget target;
        State state = State::Queued;
        int exitCode = -1;
        qint64 durationMs = -1;
        QString stdoutText;
        QString stderrText;
        QString message; // why an Error / Disconnected row did not run
    };

    explicit BroadcastResultModel(QObject *parent = nullptr);

    void setTargets(const QList<BroadcastTarget> &targets);
    const Row &row(int index) const { return m_rows.at(index); }
    const QList<Row> &rows() const { return m_rows; }
    void updateRow(int index, const Row &row);
    // Back to Queued with the results cleared.
    void resetRow(int index);
    // Done (anything but Queued / Running) and not a success.
    static bool isFailure(State state);
    static bool isFinal(State state) { return state != State::Queued && state != State::Running; }
    static QString stateText(State state);
    int countIn(State state) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<Row> m_rows;
};

} // namespace sandman
