// SPDX-License-Identifier: Apache-2.0
// Kubernetes clusters in the window, offscreen, against the API server double (FakeKubeApiServer)
// with a real sandman-agent behind its pod port-forward: the Add Cluster dialog reads a
// kubeconfig, the list follows the cluster's sandboxes and their state, New Sandbox creates one,
// Open connects through the port-forward with the token from its Secret and a session runs a
// command, Delete removes it, and RBAC refusals and a missing agent-sandbox read as sentences.
#include "AgentServing.h"
#include "FakeKubeApiServer.h"
#include "FutureWait.h"
#include "client/SandboxClient.h"
#include "cluster/AddClusterDialog.h"
#include "cluster/ClusterConnection.h"
#include "cluster/ClusterController.h"
#include "cluster/ClusterTreeModel.h"
#include "cluster/KubePortForward.h"
#include "cluster/NewSandboxDialog.h"
#include "cluster/SandboxAgentRef.h"
#include "log/LogModel.h"
#include "main/MainWindow.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionTreeModel.h"
#include "tabs/TerminalTabs.h"
#include "terminal/TerminalChannel.h"
#include "terminal/TerminalModel.h"
#include "terminal/TerminalView.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {

const QByteArray kUserToken = "user-token-for-the-fake";

QString kubeconfigText(const QUrl &server, const QString &secondNamespace = QStringLiteral("team-a"))
{
    return QStringLiteral(
               "apiVersion: v1\nkind: Config\ncurrent-context: fake\n"
               "clusters:\n- name: fake\n  cluster:\n    server: %1\n"
               "users:\n- name: tester\n  user:\n    token: %2\n"
               "contexts:\n"
               "- name: fake\n  context:\n    cluster: fake\n    user: tester\n"
               "- name: other\n  context:\n    cluster: fake\n    user: tester\n    namespace: %3\n")
        .arg(server.toString(), QString::fromLatin1(kUserToken), secondNamespace);
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(data) == data.size();
}

// The state column's text of a sandbox row, or empty while it is not listed.
QString stateOf(ClusterTreeModel *model, ClusterConnection *cluster, const QString &name)
{
    const QModelIndex row = model->indexOfSandbox(cluster, name);
    return row.isValid() ? row.siblingAtColumn(ClusterTreeModel::StateColumn).data().toString() : QString();
}

} // namespace

class TestClusterWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<FakeKubeApiServer> m_server;
    std::unique_ptr<MainWindow> m_window;
    ClusterController *m_clusters = nullptr;
    std::vector<std::unique_ptr<QProcess>> m_agents;

    void startServer(FakeKubeApiServer::Options options = {})
    {
        m_server = std::make_unique<FakeKubeApiServer>(options);
        m_server->addToken(kUserToken, QStringLiteral("tester"));
        QString error;
        QVERIFY2(m_server->listen(&error), qPrintable(error));
        QVERIFY(
            writeFile(m_dir.filePath(QStringLiteral("config")), kubeconfigText(m_server->url()).toUtf8()));
    }

    ClusterConnection *addCluster(const QString &context = QStringLiteral("fake"))
    {
        QString error;
        ClusterConnection *cluster
            = m_clusters->addCluster({m_dir.filePath(QStringLiteral("config"))}, context, QString(), &error);
        if (!cluster)
            qWarning("addCluster: %s", qPrintable(error));
        return cluster;
    }

    // The agent a pod would run: sandman-agent with the token of the sandbox's Secret.
    quint16 startAgentFor(const QString &secretName)
    {
        const std::optional<QJsonObject> secret
            = m_server->store().get(FakeKubeApiServer::secretKey(), QStringLiteral("default"), secretName);
        if (!secret)
            return 0;
        QByteArray token = QByteArray::fromBase64(secret->value(QStringLiteral("data"))
                                                      .toObject()
                                                      .value(QStringLiteral("token"))
                                                      .toString()
                                                      .toLatin1());
        if (token.isEmpty())
            token = secret->value(QStringLiteral("stringData"))
                        .toObject()
                        .value(QStringLiteral("token"))
                        .toString()
                        .toUtf8();
        const QString tokenFile = m_dir.filePath(secretName);
        if (token.isEmpty() || !writeFile(tokenFile, token))
            return 0;
        auto agent = std::make_unique<QProcess>();
        agent->start(qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman-agent"),
                     {QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                      QStringLiteral("--token-file"), tokenFile, QStringLiteral("--root"),
                      m_dir.filePath(QStringLiteral("workspace-") + secretName)});
        const QUrl url = waitForServing(agent.get());
        m_agents.push_back(std::move(agent));
        return url.isValid() ? quint16(url.port()) : 0;
    }

    // A Ready sandbox "box" with its agent behind the port-forward, opened in the window, with a
    // terminal on its default session showing the shell.
    SandboxConnection *openBoxWithTerminal(ClusterConnection *cluster, TerminalView **terminal)
    {
        KubeSandboxSpec spec;
        spec.name = QStringLiteral("box");
        m_clusters->createSandbox(cluster, spec);
        if (!waitUntil(
                [&] { return stateOf(m_clusters->model(), cluster, spec.name) == QLatin1String("Ready"); }))
            return nullptr;
        const quint16 agentPort = startAgentFor(QStringLiteral("box-token"));
        if (!agentPort)
            return nullptr;
        m_server->setPodBackend(QStringLiteral("*"), 3000, agentPort);
        QSignalSpy opened(m_clusters, &ClusterController::sandboxOpened);
        m_clusters->openSandbox(cluster, spec.name);
        if (!waitUntil([&] { return opened.size() == 1; }, 20000))
            return nullptr;
        auto *connection = opened.at(0).at(0).value<SandboxConnection *>();
        if (!waitUntil([&] { return connection->indexOfSession(QStringLiteral("default")) >= 0; }))
            return nullptr;
        *terminal = m_window->terminals()->openTerminal(connection, QStringLiteral("default"));
        const QString marker = QStringLiteral("shell-is-here");
        if (!*terminal || !waitUntil([&] { return (*terminal)->channel() != nullptr; }))
            return nullptr;
        (*terminal)->channel()->sendInput("echo " + marker.toUtf8() + "\r");
        if (!waitUntil([&] { return (*terminal)->model()->screenText().count(marker) >= 2; }, 20000))
            return nullptr;
        return connection;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<SandboxConnection *>();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QSettings().remove(QStringLiteral("kubernetesClusters"));
        m_window = std::make_unique<MainWindow>();
        m_clusters = new ClusterController(m_window.get());
        m_clusters->setConfirmation([](const QString &) { return true; });
    }

    void cleanup()
    {
        m_window.reset();
        m_server.reset();
        for (auto &agent : m_agents) {
            agent->terminate();
            agent->waitForFinished(5000);
        }
        m_agents.clear();
    }

    void addClusterDialogReadsTheKubeconfig()
    {
        startServer();
        qputenv("KUBECONFIG", m_dir.filePath(QStringLiteral("config")).toUtf8());
        AddClusterDialog dialog;
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QCOMPARE(dialog.kubeconfigPaths(), QStringList{m_dir.filePath(QStringLiteral("config"))});
        auto *contexts = dialog.findChild<QComboBox *>();
        QCOMPARE(contexts->count(), 2);
        QCOMPARE(dialog.contextName(), QStringLiteral("fake")); // current-context
        QCOMPARE(dialog.ns(), QStringLiteral("default"));
        dialog.setContextName(QStringLiteral("other"));
        QCOMPARE(dialog.ns(), QStringLiteral("team-a")); // the context's own namespace
        QVERIFY(ok->isEnabled());
        QString error;
        const std::optional<KubeEndpoint> endpoint = dialog.endpoint(&error);
        QVERIFY2(endpoint, qPrintable(error));
        QCOMPARE(endpoint->ns(), QStringLiteral("team-a"));
        QCOMPARE(endpoint->cluster.server, m_server->url().toString());
        qunsetenv("KUBECONFIG");
    }

    void addClusterDialogSaysWhatIsWrong_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("nameSpace");
        QTest::addColumn<QString>("expected");
        const QByteArray good = kubeconfigText(QUrl(QStringLiteral("http://127.0.0.1:1"))).toUtf8();
        QTest::newRow("not YAML") << QByteArray("clusters: [unclosed\n  - : :\n") << QString()
                                  << QStringLiteral("not valid YAML");
        QTest::newRow("no contexts") << QByteArray("apiVersion: v1\nkind: Config\n") << QString()
                                     << QStringLiteral("no context");
        QTest::newRow("user not defined")
            << QByteArray(good).replace("user: tester\n    namespace", "user: nobody\n    namespace")
            << QString() << QStringLiteral("nobody");
        QTest::newRow("bad namespace") << good << QStringLiteral("Team_A") << QStringLiteral("namespace");
    }

    void addClusterDialogSaysWhatIsWrong()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, nameSpace);
        QFETCH(QString, expected);
        const QString path = m_dir.filePath(QStringLiteral("broken"));
        QVERIFY(writeFile(path, content));
        AddClusterDialog dialog;
        dialog.setKubeconfigText(path);
        dialog.setContextName(QStringLiteral("other"));
        if (!nameSpace.isEmpty())
            dialog.setNamespace(nameSpace);
        QVERIFY2(dialog.problem().contains(expected, Qt::CaseInsensitive), qPrintable(dialog.problem()));
        QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    }

    void newSandboxDialogBuildsTheSpec_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("cpu");
        QTest::addColumn<QString>("memory");
        QTest::addColumn<QString>("env");
        QTest::addColumn<bool>("valid");
        QTest::newRow("defaults") << QStringLiteral("box-1") << QStringLiteral("500m")
                                  << QStringLiteral("1Gi") << QStringLiteral("A=1\nB=two words") << true;
        QTest::newRow("upper-case name")
            << QStringLiteral("Box") << QString() << QString() << QString() << false;
        QTest::newRow("bad cpu") << QStringLiteral("box") << QStringLiteral("lots") << QString() << QString()
                                 << false;
        QTest::newRow("bad memory") << QStringLiteral("box") << QString() << QStringLiteral("1 GB")
                                    << QString() << false;
        QTest::newRow("bad env") << QStringLiteral("box") << QString() << QString() << QStringLiteral("1A=x")
                                 << false;
    }

    void newSandboxDialogBuildsTheSpec()
    {
        QFETCH(QString, name);
        QFETCH(QString, cpu);
        QFETCH(QString, memory);
        QFETCH(QString, env);
        QFETCH(bool, valid);
        NewSandboxDialog dialog(QStringLiteral("fake / default"));
        QCOMPARE(dialog.imageEdit()->text(), NewSandboxDialog::defaultImage());
        dialog.nameEdit()->setText(name);
        dialog.cpuEdit()->setText(cpu);
        dialog.memoryEdit()->setText(memory);
        dialog.environmentEdit()->setPlainText(env);
        QCOMPARE(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled(), valid);
        QCOMPARE(dialog.problem().isEmpty(), valid);
        if (!valid)
            return;
        dialog.setTemplates({{QStringLiteral("sandman-agent"), QJsonObject{{QStringLiteral("x"), 1}}}});
        const KubeSandboxSpec spec = dialog.spec();
        QCOMPARE(spec.name, name);
        QCOMPARE(spec.cpu, cpu);
        QCOMPARE(spec.memory, memory);
        QCOMPARE(spec.env.size(), 2);
        QCOMPARE(spec.env.at(1).second, QStringLiteral("two words"));
        QCOMPARE(spec.templateSpec.value(QStringLiteral("x")).toInt(), 1); // the cluster's template chosen
        QVERIFY(!spec.shutdownTime.isValid());
    }

    void agentRefFollowsTheManifests()
    {
        // Shaped as resources/kubernetes/sandbox.yaml, with another Secret, key and port.
        const QJsonObject sandbox = QJsonDocument::fromJson(R"({
            "metadata": {"name": "sandman-example"},
            "spec": {"podTemplate": {"spec": {
                "containers": [{"name": "agent",
                                "args": ["--listen", "0.0.0.0:3100", "--token-file", "/var/run/secrets/sandman/token"],
                                "ports": [{"name": "agent", "containerPort": 3100}],
                                "volumeMounts": [{"name": "token", "mountPath": "/var/run/secrets/sandman"},
                                                 {"name": "workspace", "mountPath": "/workspace"}]}],
                "volumes": [{"name": "token", "secret": {"secretName": "shared-token",
                             "items": [{"key": "agent-token", "path": "token"}]}}]}}}})")
                                        .object();
        QVERIFY(!sandbox.isEmpty());
        const SandboxAgentRef ref = SandboxAgentRef::fromSandbox(sandbox);
        QCOMPARE(ref.secretName, QStringLiteral("shared-token"));
        QCOMPARE(ref.secretKey, QStringLiteral("agent-token"));
        QCOMPARE(ref.port, quint16(3100));
        QCOMPARE(SandboxAgentRef::fromSandbox({}).port, quint16(3000));
    }

    void listFollowsTheSandboxesAndTheirState()
    {
        startServer();
        ClusterConnection *cluster = addCluster();
        QVERIFY(cluster);
        QVERIFY(m_clusters->dock()->isVisibleTo(m_window.get()));
        ClusterTreeModel *model = m_clusters->model();
        const QModelIndex clusterRow = model->indexOfCluster(cluster);
        QCOMPARE(clusterRow.data().toString(), QStringLiteral("fake / default"));
        QVERIFY(waitUntil([&] { return cluster->isSynced(); }));
        for (const char *name : {"ready-one", "done-one", "pause-one"}) {
            KubeSandboxSpec spec;
            spec.name = QString::fromLatin1(name);
            m_clusters->createSandbox(cluster, spec);
        }
        QVERIFY(waitUntil([&] { return model->rowCount(clusterRow) == 3; }));
        for (const char *name : {"ready-one", "done-one", "pause-one"})
            QVERIFY(waitUntil([&] {
                return stateOf(model, cluster, QString::fromLatin1(name)) == QLatin1String("Ready");
            }));
        m_server->finishSandbox(QStringLiteral("default"), QStringLiteral("done-one"), true);
        m_clusters->setSuspended(cluster, QStringLiteral("pause-one"), true);
        QVERIFY(waitUntil([&] {
            return stateOf(model, cluster, QStringLiteral("done-one")) == QLatin1String("Finished");
        }));
        QVERIFY(waitUntil([&] {
            return stateOf(model, cluster, QStringLiteral("pause-one")) == QLatin1String("Suspended");
        }));
        QCOMPARE(stateOf(model, cluster, QStringLiteral("ready-one")), QStringLiteral("Ready"));
        const QString age = model->indexOfSandbox(cluster, QStringLiteral("ready-one"))
                                .siblingAtColumn(ClusterTreeModel::AgeColumn)
                                .data()
                                .toString();
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d+s$")).match(age).hasMatch(), qPrintable(age));
        QCOMPARE(clusterRow.siblingAtColumn(ClusterTreeModel::StateColumn).data().toString(),
                 QStringLiteral("3 sandboxes"));
        // Resume, and the list says Ready again (operatingMode back to Running).
        m_clusters->setSuspended(cluster, QStringLiteral("pause-one"), false);
        QVERIFY(waitUntil(
            [&] { return stateOf(model, cluster, QStringLiteral("pause-one")) == QLatin1String("Ready"); }));
        // A suspended or finished sandbox is not opened: a sentence says why.
        m_clusters->openSandbox(cluster, QStringLiteral("done-one"));
        QVERIFY2(m_clusters->lastError().contains(QLatin1String("finished")),
                 qPrintable(m_clusters->lastError()));
    }

    void createOpenRunDelete()
    {
        startServer();
        ClusterConnection *cluster = addCluster();
        QVERIFY(cluster);
        QVERIFY(waitUntil([&] { return cluster->isSynced(); }));
        KubeSandboxSpec spec;
        spec.name = QStringLiteral("box");
        spec.cpu = QStringLiteral("500m");
        spec.memory = QStringLiteral("512Mi");
        m_clusters->createSandbox(cluster, spec);
        ClusterTreeModel *model = m_clusters->model();
        QVERIFY(waitUntil(
            [&] { return stateOf(model, cluster, QStringLiteral("box")) == QLatin1String("Ready"); }));
        const QJsonObject created = *m_server->store().get(FakeKubeApiServer::sandboxKey(),
                                                           QStringLiteral("default"), QStringLiteral("box"));
        QCOMPARE(SandboxAgentRef::fromSandbox(created).secretName, QStringLiteral("box-token"));

        const quint16 agentPort = startAgentFor(QStringLiteral("box-token"));
        QVERIFY(agentPort != 0);
        m_server->setPodBackend(QStringLiteral("*"), 3000, agentPort);

        QSignalSpy opened(m_clusters, &ClusterController::sandboxOpened);
        view()->setCurrentIndex(model->indexOfSandbox(cluster, QStringLiteral("box")));
        m_clusters->openSelected();
        QVERIFY2(waitUntil([&] { return opened.size() == 1; }, 20000), qPrintable(m_clusters->lastError()));
        auto *connection = opened.at(0).at(0).value<SandboxConnection *>();
        QVERIFY(connection);
        QVERIFY(m_window->sessionModel()->connections().contains(connection));
        QVERIFY(connection->name().startsWith(QLatin1String("box (")));
        // The token came from the Secret and stays in memory: nothing written to the settings.
        QVERIFY(!QSettings().allKeys().join(QLatin1Char(' ')).contains(QLatin1String("box-token")));

        const ExecResult result
            = resultOf(connection->client()->exec(QStringLiteral("echo through-the-port-forward")));
        QCOMPARE(result.stdoutData, QByteArray("through-the-port-forward\n"));
        QVERIFY(waitUntil([&] { return connection->indexOfSession(QStringLiteral("default")) >= 0; }));
        // Opening it again selects the same entry.
        m_clusters->openSandbox(cluster, QStringLiteral("box"));
        QCOMPARE(m_clusters->openedSandbox(cluster, QStringLiteral("box")), connection);

        view()->setCurrentIndex(model->indexOfSandbox(cluster, QStringLiteral("box")));
        m_clusters->deleteSelected();
        QVERIFY(waitUntil([&] { return !model->indexOfSandbox(cluster, QStringLiteral("box")).isValid(); }));
        QVERIFY(!m_server->store().get(FakeKubeApiServer::sandboxKey(), QStringLiteral("default"),
                                       QStringLiteral("box")));
    }

    void sandboxDeletedElsewhereLeavesTheWindow_data()
    {
        QTest::addColumn<bool>("fromHere");
        QTest::newRow("kubectl delete") << false;
        QTest::newRow("Delete Sandbox") << true;
    }

    void sandboxDeletedElsewhereLeavesTheWindow()
    {
        QFETCH(bool, fromHere);
        startServer();
        ClusterConnection *cluster = addCluster();
        QVERIFY(cluster);
        QVERIFY(waitUntil([&] { return cluster->isSynced(); }));
        TerminalView *terminal = nullptr;
        QPointer<SandboxConnection> connection = openBoxWithTerminal(cluster, &terminal);
        QVERIFY2(connection, qPrintable(m_clusters->lastError()));
        QPointer<TerminalView> view(terminal);
        QSignalSpy errors(m_clusters, &ClusterController::errorReported);
        QSignalSpy done(m_clusters, &ClusterController::requestDone);

        if (fromHere) {
            m_clusters->deleteSandbox(cluster, QStringLiteral("box"));
        } else {
            // Another client deletes it: the watch's DELETED event is all the window learns.
            QVERIFY(m_server->store().remove(FakeKubeApiServer::sandboxKey(), QStringLiteral("default"),
                                             QStringLiteral("box")));
        }
        QVERIFY(waitUntil([&] { return !connection; }));
        QVERIFY(!m_clusters->model()->indexOfSandbox(cluster, QStringLiteral("box")).isValid());
        QVERIFY(!m_clusters->openedSandbox(cluster, QStringLiteral("box")));
        QVERIFY(m_window->sessionModel()->connections().size() == 0
                || !m_window->sessionModel()->connections().contains(connection.data()));
        const QString said = fromHere
            ? QStringLiteral("Sandbox box was deleted; its sessions and terminals have ended.")
            : QStringLiteral("Sandbox box was deleted on the cluster fake / default; its "
                             "sessions and terminals have ended.");
        const QSignalSpy &spy = fromHere ? done : errors;
        // Said once (Delete's own "is being deleted" may come before or after it), and logged.
        const auto saidOnce = [&] {
            return std::count_if(spy.begin(), spy.end(),
                                 [&](const QList<QVariant> &args) { return args.at(0).toString() == said; })
                == 1;
        };
        QVERIFY(waitUntil(saidOnce));
        LogModel *log = m_window->logModel();
        bool logged = false;
        for (int i = 0; i < log->rowCount(); ++i)
            logged = logged || log->entry(i).text == said;
        QVERIFY(logged);

        // Its terminal stays, says why it ended, and closes without asking anything.
        QVERIFY(view);
        QCOMPARE(m_window->terminals()->count(), 1);
        QVERIFY2(m_window->terminals()->tabTitle(0).endsWith(QLatin1String("(ended)")),
                 qPrintable(m_window->terminals()->tabTitle(0)));
        QVERIFY2(view->model()->screenText().contains(
                     QLatin1String("[Sandbox box was deleted on the cluster: this terminal has ended]")),
                 qPrintable(view->model()->screenText()));
        QVERIFY(!view->channel());
        m_window->terminals()->closeTab(0);
        QCOMPARE(m_window->terminals()->count(), 0);
        // Opening it now says there is none.
        m_clusters->openSandbox(cluster, QStringLiteral("box"));
        QCOMPARE(m_clusters->lastError(), QStringLiteral("There is no sandbox box in fake / default."));
    }

    void reopenedAfterDisconnectKeepsOneForward()
    {
        startServer();
        ClusterConnection *cluster = addCluster();
        QVERIFY(cluster);
        QVERIFY(waitUntil([&] { return cluster->isSynced(); }));
        TerminalView *terminal = nullptr;
        QPointer<SandboxConnection> connection = openBoxWithTerminal(cluster, &terminal);
        QVERIFY2(connection, qPrintable(m_clusters->lastError()));
        // Disconnect in the session list, then Open again: a new entry, and the first
        // port-forward is closed rather than left listening.
        m_window->sessionView()->setCurrentIndex(m_window->sessionModel()->indexOfConnection(connection));
        m_window->disconnectRemote();
        QVERIFY(waitUntil([&] { return !connection; }));
        QVERIFY(terminal->model()->screenText().contains(
            QLatin1String("[Disconnected from box (fake / default)]")));
        QSignalSpy opened(m_clusters, &ClusterController::sandboxOpened);
        m_clusters->openSandbox(cluster, QStringLiteral("box"));
        QVERIFY(waitUntil([&] { return opened.size() == 1; }, 20000));
        QVERIFY(waitUntil([&] { return cluster->findChildren<KubePortForward *>().size() == 1; }));
    }

    void unreachableClusterKeepsItsSandboxes()
    {
        startServer();
        ClusterConnection *cluster = addCluster();
        QVERIFY(cluster);
        QVERIFY(waitUntil([&] { return cluster->isSynced(); }));
        TerminalView *terminal = nullptr;
        QPointer<SandboxConnection> connection = openBoxWithTerminal(cluster, &terminal);
        QVERIFY2(connection, qPrintable(m_clusters->lastError()));
        ClusterTreeModel *model = m_clusters->model();
        // The API server goes away: nothing was deleted, so everything stays, marked as the last
        // known state; the cluster row says why.
        m_server.reset();
        const QModelIndex clusterState
            = model->indexOfCluster(cluster).siblingAtColumn(ClusterTreeModel::StateColumn);
        QVERIFY(waitUntil(
            [&] { return clusterState.data().toString().contains(QLatin1String("Cannot reach")); }));
        QCOMPARE(stateOf(model, cluster, QStringLiteral("box")), QStringLiteral("Ready (last known)"));
        QVERIFY(connection);
        QCOMPARE(m_clusters->openedSandbox(cluster, QStringLiteral("box")), connection.data());
        QVERIFY(m_window->sessionModel()->connections().contains(connection.data()));
        QVERIFY(!m_window->terminals()->tabTitle(0).endsWith(QLatin1String("(ended)")));
        // Removing the cluster then takes its sandboxes out of the window as well.
        m_clusters->removeCluster(cluster);
        QVERIFY(waitUntil([&] { return !connection; }));
        QVERIFY2(m_window->terminals()->tabTitle(0).endsWith(QLatin1String("(ended)")),
                 qPrintable(m_window->terminals()->tabTitle(0)));
    }

    void refusalsReadAsSentences()
    {
        startServer();
        m_server->deny(QStringLiteral("create"), QStringLiteral("sandboxes"));
        m_server->deny(QStringLiteral("get"), QStringLiteral("secrets"));
        ClusterConnection *cluster = addCluster();
        QVERIFY(waitUntil([&] { return cluster->isSynced(); }));
        QSignalSpy errors(m_clusters, &ClusterController::errorReported);
        KubeSandboxSpec spec;
        spec.name = QStringLiteral("denied");
        m_clusters->createSandbox(cluster, spec);
        QVERIFY(waitUntil([&] { return !errors.isEmpty(); }));
        const QString message = errors.at(0).at(0).toString();
        QVERIFY2(message.startsWith(QLatin1String("Could not create sandbox denied: ")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("create")) && message.contains(QLatin1String("sandboxes")),
                 qPrintable(message));
        // The log has it too.
        LogModel *log = m_window->logModel();
        QVERIFY(log->rowCount() > 0);
        QCOMPARE(log->entry(log->rowCount() - 1).text, message);

        // Listing refused: the cluster row itself says so.
        m_server->deny(QStringLiteral("list"), QStringLiteral("sandboxes"));
        ClusterConnection *other = addCluster(QStringLiteral("other"));
        const QModelIndex state
            = m_clusters->model()->indexOfCluster(other).siblingAtColumn(ClusterTreeModel::StateColumn);
        QVERIFY(waitUntil([&] { return state.data().toString().contains(QLatin1String("list")); }));
        QVERIFY2(state.data().toString().contains(QLatin1String("sandboxes")),
                 qPrintable(state.data().toString()));
    }

    void clusterWithoutAgentSandboxSaysSo()
    {
        FakeKubeApiServer::Options options;
        options.agentSandbox = false;
        startServer(options);
        ClusterConnection *cluster = addCluster();
        QVERIFY(cluster);
        const QModelIndex state
            = m_clusters->model()->indexOfCluster(cluster).siblingAtColumn(ClusterTreeModel::StateColumn);
        QVERIFY(waitUntil([&] {
            return state.data().toString().contains(QLatin1String("agent-sandbox is not installed"));
        }));
    }

    void clustersAreRememberedAndOncePerContext()
    {
        startServer();
        ClusterConnection *cluster = addCluster();
        QCOMPARE(addCluster(), cluster); // the same context and namespace: the same entry
        m_window.reset();
        m_window = std::make_unique<MainWindow>();
        m_clusters = new ClusterController(m_window.get());
        m_clusters->restoreClusters();
        QCOMPARE(m_clusters->model()->clusters().size(), 1);
        QCOMPARE(m_clusters->model()->clusters().at(0)->name(), QStringLiteral("fake / default"));
        m_clusters->removeCluster(m_clusters->model()->clusters().at(0));
        QVERIFY(!m_clusters->dock()->isVisibleTo(m_window.get()));
        QCOMPARE(QSettings().beginReadArray(QStringLiteral("kubernetesClusters")), 0);
    }

private:
    QTreeView *view() const { return m_clusters->view(); }
};

QTEST_MAIN(TestClusterWindow)
#include "tst_clusterwindow.moc"
