// SPDX-License-Identifier: Apache-2.0
#include "ClusterTreeModel.h"

#include "ClusterConnection.h"
#include "cluster/KubeSandboxInfo.h"

#include <QColor>
#include <QDateTime>
#include <QLocale>

namespace sandman {

ClusterTreeModel::ClusterTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
    // Ages are shown to the second while young (kubectl's 42s): refresh them now and then.
    m_ageTimer.setInterval(5000);
    connect(&m_ageTimer, &QTimer::timeout, this, &ClusterTreeModel::refreshAges);
}

void ClusterTreeModel::addCluster(ClusterConnection *cluster)
{
    const int row = int(m_clusters.size());
    beginInsertRows({}, row, row);
    m_clusters.append(cluster);
    endInsertRows();
    // The cluster's row is found again on each change: rows above it may have gone meanwhile.
    connect(cluster, &ClusterConnection::sandboxAboutToBeAdded, this,
            [this, cluster](int at) { beginInsertRows(indexOfCluster(cluster), at, at); });
    connect(cluster, &ClusterConnection::sandboxAdded, this, [this] { endInsertRows(); });
    connect(cluster, &ClusterConnection::sandboxAboutToBeRemoved, this,
            [this, cluster](int at) { beginRemoveRows(indexOfCluster(cluster), at, at); });
    connect(cluster, &ClusterConnection::sandboxRemoved, this, [this] { endRemoveRows(); });
    connect(cluster, &ClusterConnection::sandboxChanged, this, [this, cluster](int at) {
        const QModelIndex parent = indexOfCluster(cluster);
        emit dataChanged(index(at, 0, parent), index(at, ColumnCount - 1, parent));
    });
    connect(cluster, &ClusterConnection::stateChanged, this, [this, cluster] {
        const QModelIndex row = indexOfCluster(cluster);
        emit dataChanged(row, row.siblingAtColumn(ColumnCount - 1));
        // Its sandboxes' states become (or stop being) the last known ones.
        const int count = int(cluster->sandboxes().size());
        if (count > 0)
            emit dataChanged(index(0, StateColumn, row), index(count - 1, StateColumn, row));
    });
    m_ageTimer.start();
}

void ClusterTreeModel::removeCluster(ClusterConnection *cluster)
{
    const int row = int(m_clusters.indexOf(cluster));
    if (row < 0)
        return;
    cluster->disconnect(this);
    beginRemoveRows({}, row, row);
    m_clusters.removeAt(row);
    endRemoveRows();
    if (m_clusters.isEmpty())
        m_ageTimer.stop();
}

QList<ClusterConnection *> ClusterTreeModel::clusters() const
{
    QList<ClusterConnection *> result;
    for (const QPointer<ClusterConnection> &cluster : m_clusters) {
        if (cluster)
            result.append(cluster);
    }
    return result;
}

ClusterConnection *ClusterTreeModel::clusterAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    const int row = index.internalId() == 0 ? index.row() : int(index.internalId()) - 1;
    return m_clusters.value(row);
}

const KubeSandboxInfo *ClusterTreeModel::sandboxAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == 0)
        return nullptr;
    ClusterConnection *cluster = clusterAt(index);
    if (!cluster || index.row() >= cluster->sandboxes().size())
        return nullptr;
    return &cluster->sandboxes().at(index.row());
}

QModelIndex ClusterTreeModel::indexOfCluster(ClusterConnection *cluster) const
{
    const int row = int(m_clusters.indexOf(cluster));
    return row < 0 ? QModelIndex() : index(row, 0);
}

QModelIndex ClusterTreeModel::indexOfSandbox(ClusterConnection *cluster, const QString &name) const
{
    const QModelIndex parent = indexOfCluster(cluster);
    const int row = parent.isValid() ? cluster->indexOf(name) : -1;
    return row < 0 ? QModelIndex() : index(row, 0, parent);
}

QModelIndex ClusterTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < m_clusters.size() ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() != 0)
        return {}; // sandboxes have no children here (their sessions are in the session list)
    ClusterConnection *cluster = m_clusters.value(parent.row());
    if (!cluster || row >= cluster->sandboxes().size())
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ClusterTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId()) - 1, 0, quintptr(0));
}

int ClusterTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_clusters.size());
    if (parent.column() != 0 || parent.internalId() != 0)
        return 0;
    ClusterConnection *cluster = m_clusters.value(parent.row());
    return cluster ? int(cluster->sandboxes().size()) : 0;
}

int ClusterTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant ClusterTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == 0) {
        ClusterConnection *cluster = m_clusters.value(index.row());
        return cluster ? clusterData(cluster, index.column(), role) : QVariant();
    }
    const KubeSandboxInfo *sandbox = sandboxAt(index);
    return sandbox ? sandboxData(clusterAt(index), *sandbox, index.column(), role) : QVariant();
}

QVariant ClusterTreeModel::clusterData(ClusterConnection *cluster, int column, int role) const
{
    const QString error = cluster->lastError();
    if (role == Qt::DisplayRole) {
        if (column == NameColumn)
            return cluster->name();
        if (column == StateColumn) {
            if (!error.isEmpty())
                return error;
            if (!cluster->isSynced())
                return tr("connecting\u2026");
            // English has no plural forms in a catalogue here: two sentences.
            const int count = int(cluster->sandboxes().size());
            return count == 1 ? tr("1 sandbox") : tr("%1 sandboxes").arg(count);
        }
        return {};
    }
    if (role == Qt::ToolTipRole) {
        const QString where = tr("Kubernetes context %1, namespace %2 (%3)")
                                  .arg(cluster->contextName(), cluster->ns(),
                                       cluster->kubeconfigPaths().join(QLatin1Char(':')));
        return error.isEmpty() ? where : where + QLatin1Char('\n') + error;
    }
    if (role == Qt::ForegroundRole && column == StateColumn && !error.isEmpty())
        return QColor(Qt::red).darker(120);
    return {};
}

QVariant ClusterTreeModel::sandboxData(const ClusterConnection *cluster, const KubeSandboxInfo &sandbox,
                                       int column, int role) const
{
    // While the cluster cannot be followed (unreachable, refused) the state is only what it was.
    const QString clusterError = cluster->lastError();
    if (!clusterError.isEmpty() && column == StateColumn) {
        if (role == Qt::DisplayRole)
            return tr("%1 (last known)", "sandbox state while its cluster cannot be reached")
                .arg(KubeSandboxInfo::stateText(sandbox.state));
        if (role == Qt::ForegroundRole)
            return QColor(Qt::gray);
        if (role == Qt::ToolTipRole)
            return clusterError;
    }
    if (role == SandboxNameRole)
        return sandbox.name;
    if (role == StateRole)
        return int(sandbox.state);
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn:
            return sandbox.name;
        case StateColumn:
            return KubeSandboxInfo::stateText(sandbox.state);
        case AgeColumn:
            return sandbox.age();
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        QString tip = tr("Sandbox %1 (pod %2), created %3")
                          .arg(sandbox.name, sandbox.podName,
                               QLocale().toString(sandbox.created.toLocalTime(), QLocale::ShortFormat));
        if (!sandbox.reason.isEmpty())
            tip += QLatin1Char('\n') + sandbox.reason;
        if (!sandbox.message.isEmpty())
            tip += QStringLiteral(": ") + sandbox.message;
        return tip;
    }
    return {};
}

QVariant ClusterTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Cluster / Sandbox");
    case StateColumn:
        return tr("State");
    case AgeColumn:
        return tr("Age");
    default:
        return {};
    }
}

void ClusterTreeModel::refreshAges()
{
    for (int row = 0; row < m_clusters.size(); ++row) {
        const QModelIndex parent = index(row, 0);
        const int count = rowCount(parent);
        if (count > 0)
            emit dataChanged(index(0, AgeColumn, parent), index(count - 1, AgeColumn, parent),
                             {Qt::DisplayRole});
    }
}

} // namespace sandman
