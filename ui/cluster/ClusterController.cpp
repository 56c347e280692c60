// SPDX-License-Identifier: Apache-2.0
#include "ClusterController.h"

#include "AddClusterDialog.h"
#include "ClusterConnection.h"
#include "ClusterTreeModel.h"
#include "NewSandboxDialog.h"
#include "SandboxAgentRef.h"
#include "cluster/KubeApiClient.h"
#include "cluster/KubeConfig.h"
#include "cluster/KubeException.h"
#include "cluster/KubePortForward.h"
#include "cluster/KubeSandboxInfo.h"
#include "cluster/KubeTokenSecret.h"
#include "log/LogModel.h"
#include "main/MainWindow.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionTreeModel.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QTreeView>

namespace sandman {

namespace {

// Runs onValue with the future's result, or onError with the failure's sentence; neither once
// context is gone.
template<typename T, typename OnValue>
void follow(QFuture<T> future, QObject *context, OnValue onValue,
            std::function<void(const QString &)> onError)
{
    future.then(context, onValue)
        .onFailed(context, [onError](const KubeException &e) { onError(e.message()); })
        .onFailed(context, [onError](const std::exception &e) { onError(QString::fromUtf8(e.what())); });
}

const QString kSettingsArray = QStringLiteral("kubernetesClusters");

} // namespace

ClusterController::ClusterController(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_model(new ClusterTreeModel(this))
{
    m_addClusterAction = new QAction(QIcon::fromTheme(QStringLiteral("network-server")),
                                     tr("&Add Kubernetes Cluster\u2026"), this);
    connect(m_addClusterAction, &QAction::triggered, this, &ClusterController::showAddClusterDialog);
    m_window->addFileAction(m_addClusterAction);

    m_newSandboxAction
        = new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("&New Sandbox\u2026"), this);
    connect(m_newSandboxAction, &QAction::triggered, this, &ClusterController::showNewSandboxDialog);
    m_openAction = new QAction(QIcon::fromTheme(QStringLiteral("network-connect")), tr("&Open"), this);
    connect(m_openAction, &QAction::triggered, this, &ClusterController::openSelected);
    m_suspendAction
        = new QAction(QIcon::fromTheme(QStringLiteral("media-playback-pause")), tr("&Suspend"), this);
    connect(m_suspendAction, &QAction::triggered, this, &ClusterController::suspendSelected);
    m_resumeAction
        = new QAction(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("&Resume"), this);
    connect(m_resumeAction, &QAction::triggered, this, &ClusterController::resumeSelected);
    m_deleteAction
        = new QAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete Sandbox\u2026"), this);
    m_deleteAction->setShortcut(QKeySequence::Delete);
    m_deleteAction->setShortcutContext(Qt::WidgetShortcut);
    connect(m_deleteAction, &QAction::triggered, this, &ClusterController::deleteSelected);
    m_removeClusterAction = new QAction(tr("Remove &Cluster"), this);
    connect(m_removeClusterAction, &QAction::triggered, this, &ClusterController::removeSelectedCluster);
    createDock();
    updateActions();
}

ClusterController::~ClusterController() = default;

void ClusterController::createDock()
{
    m_view = new QTreeView(m_window);
    m_view->setObjectName(QStringLiteral("clusterView"));
    m_view->setAccessibleName(tr("Kubernetes clusters"));
    m_view->setAccessibleDescription(tr("Each cluster with its sandboxes and their state"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    // The name takes what state and age leave (the dock is narrow).
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(ClusterTreeModel::NameColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(ClusterTreeModel::StateColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(ClusterTreeModel::AgeColumn, QHeaderView::ResizeToContents);
    m_view->addAction(m_deleteAction);
    connect(m_view, &QWidget::customContextMenuRequested, this, &ClusterController::showContextMenu);
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (m_model->sandboxAt(index))
            openSelected();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ClusterController::updateActions);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ClusterController::updateActions);

    m_dock = new QDockWidget(tr("Kubernetes"), m_window);
    m_dock->setObjectName(QStringLiteral("kubernetesDock"));
    m_dock->setWidget(m_view);
    if (!m_window->placeDock(m_dock, Qt::LeftDockWidgetArea)) {
        // Below the session list, where the sandboxes it opens appear.
        if (auto *sessions = m_window->findChild<QDockWidget *>(QStringLiteral("sessionsDock")))
            m_window->splitDockWidget(sessions, m_dock, Qt::Vertical);
        m_dock->hide(); // until a cluster is added
    }
}

ClusterConnection *ClusterController::addCluster(const QStringList &kubeconfigPaths, const QString &context,
                                                 const QString &ns, QString *error)
{
    const std::optional<KubeConfig> config = KubeConfig::load(kubeconfigPaths, error);
    if (!config)
        return nullptr;
    std::optional<KubeEndpoint> endpoint = config->endpoint(context, error);
    if (!endpoint)
        return nullptr;
    if (!ns.isEmpty())
        endpoint->context.ns = ns;
    return addCluster(*endpoint, kubeconfigPaths);
}

ClusterConnection *ClusterController::addCluster(const KubeEndpoint &endpoint,
                                                 const QStringList &kubeconfigPaths)
{
    // One entry per context and namespace.
    for (ClusterConnection *cluster : m_model->clusters()) {
        if (cluster->contextName() == endpoint.context.name && cluster->ns() == endpoint.ns()) {
            m_view->setCurrentIndex(m_model->indexOfCluster(cluster));
            return cluster;
        }
    }
    auto *cluster = new ClusterConnection(endpoint, kubeconfigPaths, this);
    connect(cluster, &ClusterConnection::stateChanged, this, [this, cluster] {
        if (!cluster->lastError().isEmpty())
            report(tr("%1: %2").arg(cluster->name(), cluster->lastError()));
    });
    connect(cluster, &ClusterConnection::sandboxDeleted, this,
            [this, cluster](const QString &name) { sandboxDeleted(cluster, name); });
    m_model->addCluster(cluster);
    m_dock->show();
    m_view->expand(m_model->indexOfCluster(cluster));
    m_view->setCurrentIndex(m_model->indexOfCluster(cluster));
    cluster->start();
    saveClusters();
    return cluster;
}

void ClusterController::removeCluster(ClusterConnection *cluster)
{
    // Its port-forwards go with it: so do the sandboxes opened through them.
    for (const KubeSandboxInfo &sandbox : cluster->sandboxes())
        closeOpened(
            cluster, sandbox.name,
            tr("[The cluster %1 was removed from the window: this terminal has ended]").arg(cluster->name()));
    m_model->removeCluster(cluster);
    cluster->deleteLater();
    saveClusters();
    if (m_model->clusters().isEmpty())
        m_dock->hide();
    updateActions();
}

void ClusterController::restoreClusters()
{
    QSettings settings;
    const int count = settings.beginReadArray(kSettingsArray);
    QList<std::tuple<QStringList, QString, QString>> entries;
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        entries.append({settings.value(QStringLiteral("kubeconfig")).toStringList(),
                        settings.value(QStringLiteral("context")).toString(),
                        settings.value(QStringLiteral("namespace")).toString()});
    }
    settings.endArray();
    for (const auto &[paths, context, ns] : entries) {
        QString error;
        if (!addCluster(paths, context, ns, &error))
            report(tr("The Kubernetes cluster %1 / %2 was not added again: %3").arg(context, ns, error));
    }
}

void ClusterController::saveClusters() const
{
    const QList<ClusterConnection *> clusters = m_model->clusters();
    QSettings settings;
    settings.beginWriteArray(kSettingsArray, int(clusters.size()));
    for (int i = 0; i < clusters.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("kubeconfig"), clusters.at(i)->kubeconfigPaths());
        settings.setValue(QStringLiteral("context"), clusters.at(i)->contextName());
        settings.setValue(QStringLiteral("namespace"), clusters.at(i)->ns());
    }
    settings.endArray();
}

void ClusterController::createSandbox(ClusterConnection *cluster, const KubeSandboxSpec &spec)
{
    const QString name = spec.name;
    follow(
        cluster->client()->createSandbox(spec), this,
        [this, name](const QJsonObject &) {
            done(tr("Sandbox %1 created; it is listed as Ready once its pod is.").arg(name));
        },
        [this, name](const QString &message) {
            report(tr("Could not create sandbox %1: %2").arg(name, message));
        });
}

void ClusterController::deleteSandbox(ClusterConnection *cluster, const QString &name)
{
    const QString key = openKey(cluster, name);
    m_deleting.insert(key);
    cluster->client()
        ->deleteSandbox(name)
        .then(this, [this, name](const QJsonObject &) { done(tr("Sandbox %1 is being deleted.").arg(name)); })
        .onFailed(this,
                  [this, name, key](const KubeException &e) {
                      // A sentence of its own when the sandbox went but its token Secret stayed.
                      const bool sandboxGone = e.reason() == KubeTokenSecret::leftBehindReason();
                      if (!sandboxGone)
                          m_deleting.remove(key);
                      report(sandboxGone ? e.message()
                                         : tr("Could not delete sandbox %1: %2").arg(name, e.message()));
                  })
        .onFailed(this, [this, name, key](const std::exception &e) {
            m_deleting.remove(key);
            report(tr("Could not delete sandbox %1: %2").arg(name, QString::fromUtf8(e.what())));
        });
}

void ClusterController::sandboxDeleted(ClusterConnection *cluster, const QString &name)
{
    const QString key = openKey(cluster, name);
    const bool ours = m_deleting.remove(key);
    if (!openedSandbox(cluster, name)) {
        m_opened.remove(key);
        return;
    }
    closeOpened(cluster, name,
                tr("[Sandbox %1 was deleted on the cluster: this terminal has ended]").arg(name));
    if (ours)
        done(tr("Sandbox %1 was deleted; its sessions and terminals have ended.").arg(name));
    else
        report(tr("Sandbox %1 was deleted on the cluster %2; its sessions and terminals have ended.")
                   .arg(name, cluster->name()));
}

void ClusterController::closeOpened(ClusterConnection *cluster, const QString &name, const QString &notice)
{
    const Opened opened = m_opened.take(openKey(cluster, name));
    if (opened.connection)
        m_window->removeConnection(opened.connection, notice);
    if (opened.forward)
        opened.forward->deleteLater();
}

void ClusterController::setSuspended(ClusterConnection *cluster, const QString &name, bool suspended)
{
    follow(
        cluster->client()->setSandboxSuspended(name, suspended), this,
        [this, name, suspended](const QJsonObject &) {
            done(suspended ? tr("Sandbox %1 is being suspended (its pod stops, its volumes stay).").arg(name)
                           : tr("Sandbox %1 is being resumed.").arg(name));
        },
        [this, name, suspended](const QString &message) {
            report(
                (suspended ? tr("Could not suspend sandbox %1: %2") : tr("Could not resume sandbox %1: %2"))
                    .arg(name, message));
        });
}

QString ClusterController::openKey(ClusterConnection *cluster, const QString &name)
{
    return QString::number(quintptr(cluster)) + QLatin1Char('/') + name;
}

SandboxConnection *ClusterController::openedSandbox(ClusterConnection *cluster, const QString &name) const
{
    const auto found = m_opened.constFind(openKey(cluster, name));
    return found == m_opened.constEnd() ? nullptr : found->connection.data();
}

bool ClusterController::openFromRequest(const QJsonObject &request,
                                        std::function<void(SandboxConnection *)> opened, QString *error)
{
    QStringList paths;
    for (const QJsonValue &path : request.value(QStringLiteral("kubeconfig")).toArray())
        paths << path.toString();
    ClusterConnection *cluster = addCluster(paths, request.value(QStringLiteral("context")).toString(),
                                            request.value(QStringLiteral("namespace")).toString(), error);
    if (!cluster)
        return false;
    const QString name = request.value(QStringLiteral("name")).toString();
    if (SandboxConnection *open = openedSandbox(cluster, name)) {
        opened(open);
        return true;
    }
    // Until the sandbox is open, or for a minute (a cluster out of reach says so in the status).
    auto *pending = new QObject(this);
    QTimer::singleShot(60000, pending, &QObject::deleteLater);
    QPointer<ClusterConnection> guard(cluster);
    connect(this, &ClusterController::sandboxOpened, pending,
            [this, guard, name, pending, opened](SandboxConnection *connection) {
                if (guard && connection == openedSandbox(guard, name)) {
                    opened(connection);
                    pending->deleteLater();
                }
            });
    const auto openWhenListed = [this, guard, name, pending] {
        if (!guard || !guard->isSynced() || pending->property("asked").toBool())
            return;
        pending->setProperty("asked", true);
        openSandbox(guard, name);
    };
    connect(cluster, &ClusterConnection::stateChanged, pending, openWhenListed);
    openWhenListed();
    return true;
}

void ClusterController::openSandbox(ClusterConnection *cluster, const QString &name)
{
    if (SandboxConnection *open = openedSandbox(cluster, name)) {
        m_window->sessionView()->setCurrentIndex(m_window->sessionModel()->indexOfConnection(open));
        return;
    }
    const int row = cluster->indexOf(name);
    if (row < 0) {
        report(tr("There is no sandbox %1 in %2.").arg(name, cluster->name()));
        return;
    }
    const KubeSandboxInfo &info = cluster->sandboxes().at(row);
    if (info.state == KubeSandboxInfo::State::Suspended) {
        report(tr("Sandbox %1 is suspended: resume it to open it.").arg(name));
        return;
    }
    if (info.state == KubeSandboxInfo::State::Finished) {
        report(tr("Sandbox %1 has finished (%2): there is no pod to connect to.").arg(name, info.reason));
        return;
    }
    const SandboxAgentRef ref = SandboxAgentRef::fromSandbox(info.object);
    QPointer<ClusterConnection> guard(cluster);
    const auto fail = [this, name](const QString &message) {
        report(tr("Could not open sandbox %1: %2").arg(name, message));
    };
    follow(
        cluster->client()->readyPodOf(name), this,
        [this, guard, name, ref, fail](const QString &pod) {
            if (!guard)
                return;
            follow(
                guard->client()->readSecret(ref.secretName), this,
                [this, guard, name, ref, pod, fail](const QMap<QString, QByteArray> &data) {
                    const QByteArray token = data.value(ref.secretKey).trimmed();
                    if (!guard)
                        return;
                    if (token.isEmpty()) {
                        fail(tr("its Secret %1 has no \"%2\" value, so there is no token for its agent")
                                 .arg(ref.secretName, ref.secretKey));
                        return;
                    }
                    connectThroughForward(guard, name, pod, ref.port, token);
                },
                fail);
        },
        fail);
}

void ClusterController::connectThroughForward(ClusterConnection *cluster, const QString &name,
                                              const QString &podName, quint16 port, const QByteArray &token)
{
    // Parented to the cluster: it carries the cluster's credentials and goes with it.
    auto *forward = new KubePortForward(cluster->client(), podName, port, cluster);
    QString error;
    if (!forward->listen(&error)) {
        delete forward;
        report(tr("Could not open sandbox %1: %2").arg(name, error));
        return;
    }
    connect(forward, &KubePortForward::errorOccurred, this,
            [this, name](const QString &message) { report(tr("Sandbox %1: %2").arg(name, message)); });
    SandboxConnection *connection = m_window->connectToAgent(
        forward->localWebSocketUrl(), QString::fromUtf8(token), tr("%1 (%2)").arg(name, cluster->name()));
    // An earlier opening whose entry was disconnected since: its forward goes now.
    if (const Opened previous = m_opened.take(openKey(cluster, name)); previous.forward)
        previous.forward->deleteLater();
    m_opened.insert(openKey(cluster, name), {forward, connection});
    m_window->sessionView()->setCurrentIndex(m_window->sessionModel()->indexOfConnection(connection));
    done(tr("Opened sandbox %1 through a port-forward to pod %2.").arg(name, podName));
    emit sandboxOpened(connection);
}

void ClusterController::showAddClusterDialog()
{
    AddClusterDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    const std::optional<KubeEndpoint> endpoint = dialog.endpoint(&error);
    if (!endpoint) {
        report(error);
        return;
    }
    addCluster(*endpoint, dialog.kubeconfigPaths());
}

void ClusterController::showNewSandboxDialog()
{
    ClusterConnection *cluster = selectedCluster();
    if (!cluster)
        return;
    QPointer<ClusterConnection> guard(cluster);
    // The namespace's SandboxTemplates first, so the dialog can offer them; without them (none,
    // or not allowed to list them) it offers Sandman's own pod.
    const auto ask = [this, guard](const QList<QPair<QString, QJsonObject>> &templates) {
        if (!guard)
            return;
        NewSandboxDialog dialog(guard->name(), m_window);
        dialog.setTemplates(templates);
        if (dialog.exec() == QDialog::Accepted && guard)
            createSandbox(guard, dialog.spec());
    };
    follow(
        cluster->client()->listSandboxTemplates(), this,
        [ask](const QJsonObject &list) {
            QList<QPair<QString, QJsonObject>> templates;
            for (const QJsonValue &item : list.value(QStringLiteral("items")).toArray()) {
                const QJsonObject object = item.toObject();
                templates.append({object.value(QStringLiteral("metadata"))
                                      .toObject()
                                      .value(QStringLiteral("name"))
                                      .toString(),
                                  object.value(QStringLiteral("spec")).toObject()});
            }
            ask(templates);
        },
        [ask](const QString &) { ask({}); });
}

void ClusterController::deleteSelected()
{
    ClusterConnection *cluster = selectedCluster();
    const QString name = selectedSandbox();
    if (!cluster || name.isEmpty())
        return;
    const QString question
        = tr("Delete sandbox %1 from %2? Its pod and everything in it that is not on a kept "
             "volume are lost.")
              .arg(name, cluster->name());
    const bool confirmed = m_confirm
        ? m_confirm(question)
        : QMessageBox::question(m_window, tr("Delete Sandbox"), question,
                                QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
            == QMessageBox::Yes;
    if (confirmed)
        deleteSandbox(cluster, name);
}

void ClusterController::openSelected()
{
    ClusterConnection *cluster = selectedCluster();
    const QString name = selectedSandbox();
    if (cluster && !name.isEmpty())
        openSandbox(cluster, name);
}

void ClusterController::suspendSelected()
{
    if (ClusterConnection *cluster = selectedCluster(); cluster && !selectedSandbox().isEmpty())
        setSuspended(cluster, selectedSandbox(), true);
}

void ClusterController::resumeSelected()
{
    if (ClusterConnection *cluster = selectedCluster(); cluster && !selectedSandbox().isEmpty())
        setSuspended(cluster, selectedSandbox(), false);
}

void ClusterController::removeSelectedCluster()
{
    if (ClusterConnection *cluster = selectedCluster())
        removeCluster(cluster);
}

ClusterConnection *ClusterController::selectedCluster() const
{
    return m_model->clusterAt(m_view->currentIndex());
}

QString ClusterController::selectedSandbox() const
{
    const KubeSandboxInfo *sandbox = m_model->sandboxAt(m_view->currentIndex());
    return sandbox ? sandbox->name : QString();
}

void ClusterController::updateActions()
{
    const KubeSandboxInfo *sandbox = m_model->sandboxAt(m_view->currentIndex());
    const bool onCluster = selectedCluster() != nullptr;
    m_newSandboxAction->setEnabled(onCluster);
    m_removeClusterAction->setEnabled(onCluster);
    m_openAction->setEnabled(sandbox && sandbox->state == KubeSandboxInfo::State::Ready);
    m_suspendAction->setEnabled(sandbox && !sandbox->suspendRequested);
    m_resumeAction->setEnabled(sandbox && sandbox->suspendRequested);
    m_deleteAction->setEnabled(sandbox != nullptr);
}

void ClusterController::showContextMenu(const QPoint &position)
{
    updateActions();
    QMenu menu(m_view);
    if (m_model->sandboxAt(m_view->indexAt(position))) {
        menu.addAction(m_openAction);
        menu.addAction(m_suspendAction);
        menu.addAction(m_resumeAction);
        menu.addAction(m_deleteAction);
        menu.addSeparator();
    }
    menu.addAction(m_newSandboxAction);
    menu.addAction(m_removeClusterAction);
    menu.addSeparator();
    menu.addAction(m_addClusterAction);
    menu.exec(m_view->viewport()->mapToGlobal(position));
}

void ClusterController::report(const QString &message)
{
    m_lastError = message;
    m_window->logModel()->append(QString(), LogModel::Kind::Error, message);
    m_window->statusBar()->showMessage(message, 10000);
    emit errorReported(message);
}

void ClusterController::done(const QString &message)
{
    m_window->logModel()->append(QString(), LogModel::Kind::Info, message);
    m_window->statusBar()->showMessage(message, 5000);
    emit requestDone(message);
}

} // namespace sandman
