// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cluster/KubeConfigEntries.h"
#include "cluster/KubeSandboxSpec.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <functional>

class QAction;
class QDockWidget;
class QJsonObject;
class QTreeView;

namespace sandman {

class ClusterConnection;
class ClusterTreeModel;
class KubePortForward;
class MainWindow;
class SandboxConnection;

// Kubernetes clusters as sources of sandboxes in the window: File ▸ Add Kubernetes Cluster…, a
// Kubernetes list beside the sessions (clusters and their sandboxes, live), and the actions New
// Sandbox, Open, Suspend, Resume, Delete and Remove Cluster. Opening a sandbox forwards a local
// port to its pod through the API server and adds it to the session list as a remote sandbox,
// with the token read from its Secret (kept in memory only, never written anywhere).
class ClusterController : public QObject
{
    Q_OBJECT
public:
    explicit ClusterController(MainWindow *window);
    ~ClusterController() override;

    ClusterTreeModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QDockWidget *dock() const { return m_dock; }
    QAction *addClusterAction() const { return m_addClusterAction; }

    // Adds a cluster (and remembers it for the next start); nullptr and *error when the
    // kubeconfig cannot give the context.
    ClusterConnection *addCluster(const QStringList &kubeconfigPaths, const QString &context,
                                  const QString &ns, QString *error);
    ClusterConnection *addCluster(const KubeEndpoint &endpoint, const QStringList &kubeconfigPaths);
    void removeCluster(ClusterConnection *cluster);
    // The clusters of the last run.
    void restoreClusters();

    // The actions' work, without their dialogs (the dialogs call these).
    void createSandbox(ClusterConnection *cluster, const KubeSandboxSpec &spec);
    void deleteSandbox(ClusterConnection *cluster, const QString &name);
    void setSuspended(ClusterConnection *cluster, const QString &name, bool suspended);
    void openSandbox(ClusterConnection *cluster, const QString &name);
    // `sandmanctl open --sandbox k8s://…` ({kubeconfig, context, namespace, name}): the cluster
    // added when the window has not got it, the sandbox opened once the cluster is listed, then
    // opened(connection). False and *error when the kubeconfig cannot give the context.
    bool openFromRequest(const QJsonObject &request, std::function<void(SandboxConnection *)> opened,
                         QString *error);
    // The session list's entry of an opened sandbox (nullptr when not open).
    SandboxConnection *openedSandbox(ClusterConnection *cluster, const QString &name) const;

    // Asked before a sandbox is deleted (tests answer without a dialog).
    void setConfirmation(std::function<bool(const QString &question)> confirm)
    {
        m_confirm = std::move(confirm);
    }
    QString lastError() const { return m_lastError; }

public slots:
    void showAddClusterDialog();
    void showNewSandboxDialog();
    void deleteSelected();
    void openSelected();
    void suspendSelected();
    void resumeSelected();
    void removeSelectedCluster();

signals:
    void sandboxOpened(sandman::SandboxConnection *connection);
    // A sentence for the user (also in the log and the status bar).
    void errorReported(const QString &message);
    // A request to the cluster was accepted (create, delete, suspend, resume).
    void requestDone(const QString &message);

private:
    struct Opened {
        QPointer<KubePortForward> forward;
        QPointer<SandboxConnection> connection;
    };
    void createDock();
    void updateActions();
    void showContextMenu(const QPoint &position);
    void report(const QString &message);
    void done(const QString &message);
    void saveClusters() const;
    ClusterConnection *selectedCluster() const;
    QString selectedSandbox() const;
    void connectThroughForward(ClusterConnection *cluster, const QString &name, const QString &podName,
                               quint16 port, const QByteArray &token);
    static QString openKey(ClusterConnection *cluster, const QString &name);
    // The sandbox is gone from the cluster: its entry leaves the session list and its
    // terminals end, with a sentence saying so.
    void sandboxDeleted(ClusterConnection *cluster, const QString &name);
    void closeOpened(ClusterConnection *cluster, const QString &name, const QString &notice);

    MainWindow *m_window;
    ClusterTreeModel *m_model;
    QTreeView *m_view = nullptr;
    QDockWidget *m_dock = nullptr;
    QAction *m_addClusterAction = nullptr;
    QAction *m_newSandboxAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_suspendAction = nullptr;
    QAction *m_resumeAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_removeClusterAction = nullptr;
    QHash<QString, Opened> m_opened;
    QSet<QString> m_deleting; // openKey()s of the sandboxes Delete was asked for here
    std::function<bool(const QString &)> m_confirm;
    QString m_lastError;
};

} // namespace sandman
