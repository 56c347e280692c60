// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/SystemProcessInfo.h"

#include <QAbstractItemModel>
#include <QHash>

#include <memory>

namespace sandman {

class ProcessTreeItem;

// Every process of a sandbox as a tree (a process under its parent). setProcesses() updates
// rows in place — moves, inserts, removes, changes — and never resets, so selection and
// expansion survive the refreshes.
class ProcessTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column {
        CommandColumn,
        PidColumn,
        ParentColumn,
        UserColumn,
        CpuColumn,
        MemoryColumn,
        ElapsedColumn,
        StateColumn,
        SessionColumn,
        ColumnCount
    };
    enum Role { PidRole = Qt::UserRole + 1, StartTicksRole, SignallableRole, SortRole };

    explicit ProcessTreeModel(QObject *parent = nullptr);
    ~ProcessTreeModel() override;

    // The sandbox's processes now (any order; a parent that is not listed makes a process
    // top-level). A pid that now names another process (other start time) is a new row.
    void setProcesses(const QList<SystemProcessInfo> &processes);
    void clear();

    int processCount() const { return int(m_items.size()); }
    QModelIndex indexOfPid(qint64 pid, int column = 0) const;
    // The process of a row; a default one for an invalid index.
    SystemProcessInfo process(const QModelIndex &index) const;

    // "running", "sleeping", ... for a ps(1) state letter (translated).
    static QString stateText(const QString &state);
    // ps(1)'s elapsed time: "mm:ss", "hh:mm:ss", "d-hh:mm:ss".
    static QString elapsedText(qint64 ms);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ProcessTreeItem *itemOf(const QModelIndex &index) const;
    QModelIndex indexOf(ProcessTreeItem *item, int column = 0) const;
    void move(ProcessTreeItem *item, ProcessTreeItem *newParent);
    void remove(ProcessTreeItem *item);
    QString toolTip(const SystemProcessInfo &info) const;

    std::unique_ptr<ProcessTreeItem> m_root;
    QHash<qint64, ProcessTreeItem *> m_items; // by pid
};

} // namespace sandman
