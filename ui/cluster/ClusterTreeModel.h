// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QAbstractItemModel>
#include <QList>
#include <QPointer>
#include <QTimer>

namespace sandman {

class ClusterConnection;
struct KubeSandboxInfo;

// Kubernetes clusters as top-level rows, their sandboxes below: name, state (Ready, Suspended,
// Finished, Pending; "(last known)" while the cluster cannot be followed), age. Follows each
// ClusterConnection's watcher; ages tick on a timer.
class ClusterTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, StateColumn, AgeColumn, ColumnCount };
    enum Role { SandboxNameRole = Qt::UserRole + 1, StateRole };

    explicit ClusterTreeModel(QObject *parent = nullptr);

    void addCluster(ClusterConnection *cluster);
    void removeCluster(ClusterConnection *cluster);
    QList<ClusterConnection *> clusters() const;

    // The cluster of a cluster row or of one of its sandbox rows.
    ClusterConnection *clusterAt(const QModelIndex &index) const;
    // The sandbox of a sandbox row (nullptr for a cluster row).
    const KubeSandboxInfo *sandboxAt(const QModelIndex &index) const;
    QModelIndex indexOfCluster(ClusterConnection *cluster) const;
    QModelIndex indexOfSandbox(ClusterConnection *cluster, const QString &name) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant clusterData(ClusterConnection *cluster, int column, int role) const;
    QVariant sandboxData(const ClusterConnection *cluster, const KubeSandboxInfo &sandbox, int column,
                         int role) const;
    void refreshAges();

    // Sandbox rows name their cluster in the internal id: its index + 1 (0 = a cluster row).
    QList<QPointer<ClusterConnection>> m_clusters;
    QTimer m_ageTimer;
};

} // namespace sandman
