// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/ProcessInfo.h"

#include <QAbstractTableModel>
#include <QList>

namespace sandman {

// The background processes of one sandbox, updated in place so selection survives refreshes.
class ProcessTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        IdColumn,
        PidColumn,
        CommandColumn,
        SessionColumn,
        StatusColumn,
        StartedColumn,
        ExitCodeColumn,
        ColumnCount
    };
    enum Role { ProcessIdRole = Qt::UserRole + 1, IsRunningRole };

    explicit ProcessTableModel(QObject *parent = nullptr);

    // Replaces the list: rows of known ids are updated, new ids appended, missing ids removed.
    void setProcesses(const QList<ProcessInfo> &processes);
    // Updates (or adds) one process, e.g. from a log stream's exit event.
    void updateProcess(const ProcessInfo &info);
    void clear();
    // Drops the finished processes; returns their ids.
    QStringList removeFinished();

    const ProcessInfo &process(int row) const { return m_processes.at(row); }
    int rowOfId(const QString &id) const;
    int runningCount() const;
    static QString statusText(const QString &status);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<ProcessInfo> m_processes;
};

} // namespace sandman
