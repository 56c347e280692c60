// SPDX-License-Identifier: Apache-2.0
#include "ClusterConnection.h"

#include "cluster/KubeApiClient.h"
#include "cluster/KubeException.h"
#include "cluster/KubeSandboxWatcher.h"

namespace sandman {

ClusterConnection::ClusterConnection(const KubeEndpoint &endpoint, const QStringList &kubeconfigPaths,
                                     QObject *parent)
    : QObject(parent)
    , m_contextName(endpoint.context.name)
    , m_kubeconfigPaths(kubeconfigPaths)
    , m_client(new KubeApiClient(endpoint, this))
    , m_watcher(new KubeSandboxWatcher(m_client, this))
{
    connect(m_watcher, &KubeSandboxWatcher::added, this, &ClusterConnection::upsert);
    connect(m_watcher, &KubeSandboxWatcher::changed, this, &ClusterConnection::upsert);
    connect(m_watcher, &KubeSandboxWatcher::removed, this, &ClusterConnection::remove);
    connect(m_watcher, &KubeSandboxWatcher::synced, this, [this] {
        m_lastError.clear();
        emit stateChanged();
    });
    connect(m_watcher, &KubeSandboxWatcher::errorOccurred, this, &ClusterConnection::setError);
}

ClusterConnection::~ClusterConnection()
{
    // The client last: the watch and the port-forwards still use it while they close.
    delete m_watcher;
    const QObjectList children = this->children();
    for (QObject *child : children) {
        if (child != m_client)
            delete child;
    }
    delete m_client;
}

QString ClusterConnection::name() const
{
    return tr("%1 / %2").arg(m_contextName, ns());
}

QString ClusterConnection::ns() const
{
    return m_client->ns();
}

void ClusterConnection::start()
{
    // Discovery first: "agent-sandbox is not installed" is clearer than a 404 on the list.
    m_client->discover()
        .then(this,
              [this](const KubeDiscovery &discovery) {
                  if (!discovery.agentSandboxInstalled()) {
                      setError(
                          tr("agent-sandbox is not installed on this cluster (the API group agents.x-k8s.io "
                             "is not served): install it, then add the cluster again"));
                      return;
                  }
                  m_watcher->start();
              })
        .onFailed(this, [this](const KubeException &e) { setError(e.message()); })
        .onFailed(this, [this](const std::exception &e) { setError(QString::fromUtf8(e.what())); });
}

bool ClusterConnection::isSynced() const
{
    return m_watcher->isSynced();
}

int ClusterConnection::indexOf(const QString &sandboxName) const
{
    for (int i = 0; i < m_sandboxes.size(); ++i) {
        if (m_sandboxes.at(i).name == sandboxName)
            return i;
    }
    return -1;
}

void ClusterConnection::setError(const QString &message)
{
    if (message == m_lastError)
        return;
    m_lastError = message;
    emit stateChanged();
}

void ClusterConnection::upsert(const KubeSandboxInfo &sandbox)
{
    const int row = indexOf(sandbox.name);
    if (row >= 0) {
        m_sandboxes[row] = sandbox;
        emit sandboxChanged(row);
        return;
    }
    emit sandboxAboutToBeAdded(int(m_sandboxes.size()));
    m_sandboxes.append(sandbox);
    emit sandboxAdded();
}

void ClusterConnection::remove(const QString &name)
{
    const int row = indexOf(name);
    if (row < 0)
        return;
    emit sandboxAboutToBeRemoved(row);
    m_sandboxes.removeAt(row);
    emit sandboxRemoved();
    emit sandboxDeleted(name);
}

} // namespace sandman
