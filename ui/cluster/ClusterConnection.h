// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cluster/KubeConfigEntries.h"
#include "cluster/KubeSandboxInfo.h"

#include <QList>
#include <QObject>
#include <QStringList>

namespace sandman {

class KubeApiClient;
class KubeSandboxWatcher;

// One Kubernetes cluster (a kubeconfig context and namespace) in the window: its API client and
// the live list of its sandboxes, in the order they appeared, with the last error if any.
class ClusterConnection : public QObject
{
    Q_OBJECT
public:
    ClusterConnection(const KubeEndpoint &endpoint, const QStringList &kubeconfigPaths,
                      QObject *parent = nullptr);
    ~ClusterConnection() override;

    // "context / namespace".
    QString name() const;
    QString contextName() const { return m_contextName; }
    QString ns() const;
    QStringList kubeconfigPaths() const { return m_kubeconfigPaths; }
    KubeApiClient *client() const { return m_client; }

    // Lists and watches the namespace's sandboxes (after discovery: agent-sandbox installed?).
    void start();
    bool isSynced() const;
    const QList<KubeSandboxInfo> &sandboxes() const { return m_sandboxes; }
    int indexOf(const QString &sandboxName) const;
    // Empty while all is well; else a sentence (unreachable, forbidden, not installed...).
    QString lastError() const { return m_lastError; }
    void setError(const QString &message);

signals:
    // Around each change of sandboxes(), so a model can announce its rows.
    void sandboxAboutToBeAdded(int row);
    void sandboxAdded();
    void sandboxAboutToBeRemoved(int row);
    void sandboxRemoved();
    void sandboxChanged(int row);
    // The sandbox was deleted on the cluster (seen by the watch, or missing from a relist);
    // after sandboxRemoved().
    void sandboxDeleted(const QString &name);
    // The cluster itself: synced, or an error (lastError()).
    void stateChanged();

private:
    void upsert(const KubeSandboxInfo &sandbox);
    void remove(const QString &name);

    QString m_contextName;
    QStringList m_kubeconfigPaths;
    KubeApiClient *m_client;
    KubeSandboxWatcher *m_watcher;
    QList<KubeSandboxInfo> m_sandboxes;
    QString m_lastError;
};

} // namespace sandman
