// SPDX-License-Identifier: Apache-2.0
// KubeApiClient and KubeSandboxWatcher against the API server double: discovery (v1beta1
// preferred, v1alpha1 fallback, agent-sandbox missing), create / suspend / resume / delete,
// the token Secret, list + watch with resourceVersion and the relist after 410, and the
// sentences for RBAC refusals, an unreachable server and a pod that is not ready.
#include "FakeKubeApiServer.h"
#include "KubeTestEnv.h"
#include "cluster/KubeApiClient.h"
#include "cluster/KubeException.h"
#include "cluster/KubeSandboxInfo.h"
#include "cluster/KubeSandboxWatcher.h"

#include <QSignalSpy>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {

KubeEndpoint endpointFor(const QUrl &server, const QString &token = QStringLiteral("t0k"))
{
    KubeEndpoint e;
    e.context
        = {QStringLiteral("fake"), QStringLiteral("fake"), QStringLiteral("alice"), QStringLiteral("team")};
    e.cluster.name = QStringLiteral("fake");
    e.cluster.server = server.toString();
    e.user.name = QStringLiteral("alice");
    e.user.token = token;
    return e;
}

KubeSandboxSpec spec(const QString &name)
{
    KubeSandboxSpec s;
    s.name = name;
    s.cpu = QStringLiteral("500m");
    s.memory = QStringLiteral("1Gi");
    s.env = {{QStringLiteral("MODE"), QStringLiteral("test")}};
    return s;
}

} // namespace

class TestKubeApiClient : public QObject
{
    Q_OBJECT

    std::unique_ptr<FakeKubeApiServer> m_server;
    std::unique_ptr<KubeApiClient> m_client;

    void start(FakeKubeApiServer::Options options = {})
    {
        m_server = std::make_unique<FakeKubeApiServer>(options);
        m_server->addToken("t0k", QStringLiteral("alice"));
        QVERIFY(m_server->listen());
        m_client = std::make_unique<KubeApiClient>(endpointFor(m_server->url()));
    }

    std::optional<QJsonObject> secretNamed(const QString &name)
    {
        return m_server->store().get(FakeKubeApiServer::secretKey(), QStringLiteral("team"), name);
    }

private slots:
    void init() { start(); }

    void discovery_data()
    {
        QTest::addColumn<QStringList>("served");
        QTest::addColumn<QString>("chosen");
        QTest::newRow("both") << QStringList{QStringLiteral("v1beta1"), QStringLiteral("v1alpha1")}
                              << "v1beta1";
        QTest::newRow("alpha only") << QStringList{QStringLiteral("v1alpha1")} << "v1alpha1";
        QTest::newRow("beta only") << QStringList{QStringLiteral("v1beta1")} << "v1beta1";
    }

    // Sandman's own pod (no template): probes that can pass (the agent's /api/ping needs the
    // token), a token file uid 1000 may read, and no second workspace volume next to a template's
    // claim of that name.
    void builtinPodCanBecomeReady()
    {
        const QJsonObject pod = spec(QStringLiteral("p"))
                                    .toSandbox(QStringLiteral("v1beta1"))
                                    .value(QStringLiteral("spec"))
                                    .toObject()
                                    .value(QStringLiteral("podTemplate"))
                                    .toObject()
                                    .value(QStringLiteral("spec"))
                                    .toObject();
        const QJsonObject container = pod.value(QStringLiteral("containers")).toArray().at(0).toObject();
        for (const char *probe : {"readinessProbe", "livenessProbe"}) {
            const QJsonObject p = container.value(QLatin1String(probe)).toObject();
            QVERIFY2(!p.contains(QStringLiteral("httpGet")), probe);
            QCOMPARE(p.value(QStringLiteral("exec"))
                         .toObject()
                         .value(QStringLiteral("command"))
                         .toArray()
                         .at(0)
                         .toString(),
                     QStringLiteral("/usr/local/bin/sandman-healthcheck"));
        }
        QCOMPARE(
            pod.value(QStringLiteral("securityContext")).toObject().value(QStringLiteral("fsGroup")).toInt(),
            1000);
        int workspaces = 0;
        for (const QJsonValue &v : pod.value(QStringLiteral("volumes")).toArray()) {
            const QJsonObject volume = v.toObject();
            if (volume.value(QStringLiteral("name")) == QLatin1String("token"))
                QCOMPARE(volume.value(QStringLiteral("secret"))
                             .toObject()
                             .value(QStringLiteral("defaultMode"))
                             .toInt(),
                         0440);
            workspaces += volume.value(QStringLiteral("name")) == QLatin1String("workspace");
        }
        QCOMPARE(workspaces, 1);

        KubeSandboxSpec claimed = spec(QStringLiteral("q"));
        claimed.templateSpec = QJsonObject{
            {QStringLiteral("volumeClaimTemplates"),
             QJsonArray{QJsonObject{{QStringLiteral("metadata"),
                                     QJsonObject{{QStringLiteral("name"), QStringLiteral("workspace")}}}}}}};
        const QJsonArray volumes = claimed.toSandbox(QStringLiteral("v1beta1"))
                                       .value(QStringLiteral("spec"))
                                       .toObject()
                                       .value(QStringLiteral("podTemplate"))
                                       .toObject()
                                       .value(QStringLiteral("spec"))
                                       .toObject()
                                       .value(QStringLiteral("volumes"))
                                       .toArray();
        for (const QJsonValue &v : volumes)
            QVERIFY(v.toObject().value(QStringLiteral("name")) != QLatin1String("workspace"));
    }

    void discovery()
    {
        QFETCH(QStringList, served);
        QFETCH(QString, chosen);
        FakeKubeApiServer::Options options;
        options.sandboxVersions = served;
        start(options);
        auto d = m_client->discover();
        QVERIFY(waitFor(d));
        QCOMPARE(d.result().sandboxVersion, chosen);
        QCOMPARE(d.result().extensionVersion, QStringLiteral("v1beta1"));
        // Suspending speaks the chosen version: operatingMode, or replicas 0 on v1alpha1.
        QVERIFY(!kubeFailure(m_client->createSandbox(spec(QStringLiteral("s1")))));
        QVERIFY(!kubeFailure(m_client->setSandboxSuspended(QStringLiteral("s1"), true)));
        const QJsonObject stored = *m_server->store().get(FakeKubeApiServer::sandboxKey(),
                                                          QStringLiteral("team"), QStringLiteral("s1"));
        const QJsonObject storedSpec = stored.value(QStringLiteral("spec")).toObject();
        if (chosen == QLatin1String("v1alpha1"))
            QCOMPARE(storedSpec.value(QStringLiteral("replicas")).toInt(-1), 0);
        else
            QCOMPARE(storedSpec.value(QStringLiteral("operatingMode")).toString(),
                     QStringLiteral("Suspended"));
    }

    void notInstalled()
    {
        FakeKubeApiServer::Options options;
        options.agentSandbox = false;
        start(options);
        const auto failure = kubeFailure(m_client->listSandboxes());
        QVERIFY(failure);
        QCOMPARE(failure->kind(), KubeException::Kind::NotInstalled);
        QVERIFY2(failure->message().contains(QStringLiteral("agent-sandbox is not installed")),
                 qPrintable(failure->message()));
    }

    void unreachable()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        KubeApiClient c(endpointFor(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port))));
        const auto failure = kubeFailure(c.listSandboxes());
        QVERIFY(failure);
        QCOMPARE(failure->kind(), KubeException::Kind::Unreachable);
        QVERIFY2(failure->message().contains(
                     QStringLiteral("Cannot reach the Kubernetes API server http://127.0.0.1:%1").arg(port)),
                 qPrintable(failure->message()));
    }

    void forbidden_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("expected");
        QTest::newRow("list sandboxes") << "list"
                                        << "sandboxes"
                                        << "may not list sandboxes.agents.x-k8s.io in namespace “team”";
        QTest::newRow("create secrets") << "create"
                                        << "secrets"
                                        << "may not create secrets in namespace “team”";
        QTest::newRow("patch sandboxes") << "patch"
                                         << "sandboxes"
                                         << "may not patch sandboxes.agents.x-k8s.io in namespace “team”";
    }

    void forbidden()
    {
        QFETCH(QString, verb);
        QFETCH(QString, resource);
        QFETCH(QString, expected);
        m_server->deny(verb, resource);
        std::optional<KubeException> failure;
        if (verb == QLatin1String("list")) {
            failure = kubeFailure(m_client->listSandboxes());
        } else if (verb == QLatin1String("create")) {
            failure = kubeFailure(m_client->createSandbox(spec(QStringLiteral("x"))));
        } else {
            m_server->clearDenials();
            QVERIFY(!kubeFailure(m_client->createSandbox(spec(QStringLiteral("x")))));
            m_server->deny(verb, resource);
            failure = kubeFailure(m_client->setSandboxSuspended(QStringLiteral("x"), true));
        }
        QVERIFY(failure);
        QCOMPARE(failure->kind(), KubeException::Kind::Forbidden);
        QCOMPARE(failure->httpStatus(), 403);
        QVERIFY2(failure->message().contains(QStringLiteral("user “alice” ") + expected),
                 qPrintable(failure->message()));
    }

    void createSuspendResumeDelete()
    {
        auto created = m_client->createSandbox(spec(QStringLiteral("work")), "agent-token");
        QVERIFY(!kubeFailure(created));
        const QJsonObject sandbox = created.result();
        const QJsonObject container = sandbox[QStringLiteral("spec")][QStringLiteral("podTemplate")]
                                             [QStringLiteral("spec")][QStringLiteral("containers")][0]
                                                 .toObject();
        QCOMPARE(container[QStringLiteral("resources")][QStringLiteral("limits")][QStringLiteral("memory")]
                     .toString(),
                 QStringLiteral("1Gi"));
        QCOMPARE(container[QStringLiteral("env")][0][QStringLiteral("value")].toString(),
                 QStringLiteral("test"));
        auto secret = m_client->readSecret(QStringLiteral("work-token"));
        QVERIFY(!kubeFailure(secret));
        QCOMPARE(secret.result().value(QStringLiteral("token")), QByteArray("agent-token"));

        // Pending until the double's controller gives it a pod; then Ready.
        QCOMPARE(KubeSandboxInfo::fromObject(sandbox).state, KubeSandboxInfo::State::Pending);
        auto pod = m_client->readyPodOf(QStringLiteral("work"));
        auto notYet = kubeFailure(pod);
        QVERIFY(notYet);
        QCOMPARE(notYet->kind(), KubeException::Kind::PodNotReady);
        QVERIFY2(notYet->message().contains(QStringLiteral("Sandbox “work” is not ready (Pending")),
                 qPrintable(notYet->message()));
        QTRY_VERIFY(!kubeFailure(m_client->readyPodOf(QStringLiteral("work"))));

        QVERIFY(!kubeFailure(m_client->setSandboxSuspended(QStringLiteral("work"), true)));
        auto stateOf = [this](const QString &name) {
            auto sandbox = m_client->getSandbox(name);
            return waitFor(sandbox) && !kubeFailure(sandbox)
                ? KubeSandboxInfo::fromObject(sandbox.result()).state
                : KubeSandboxInfo::State::Pending;
        };
        QTRY_COMPARE(stateOf(QStringLiteral("work")), KubeSandboxInfo::State::Suspended);
        QVERIFY(!m_server->store().get(FakeKubeApiServer::podKey(), QStringLiteral("team"),
                                       QStringLiteral("work")));
        const auto suspended = kubeFailure(m_client->readyPodOf(QStringLiteral("work")));
        QVERIFY(suspended);
        QVERIFY2(suspended->message().contains(QStringLiteral("Suspended")),
                 qPrintable(suspended->message()));

        QVERIFY(!kubeFailure(m_client->setSandboxSuspended(QStringLiteral("work"), false)));
        QTRY_VERIFY(!kubeFailure(m_client->readyPodOf(QStringLiteral("work"))));

        QVERIFY(!kubeFailure(m_client->deleteSandbox(QStringLiteral("work"))));
        const auto gone = kubeFailure(m_client->getSandbox(QStringLiteral("work")));
        QVERIFY(gone);
        QCOMPARE(gone->kind(), KubeException::Kind::NotFound);
        QTRY_VERIFY(!m_server->store().get(FakeKubeApiServer::podKey(), QStringLiteral("team"),
                                           QStringLiteral("work")));
    }

    void duplicateIsAConflict()
    {
        QVERIFY(!kubeFailure(m_client->createSandbox(spec(QStringLiteral("dup")))));
        const auto failure = kubeFailure(
            m_client->call("POST",
                           m_client->namespacedPath(QStringLiteral("agents.x-k8s.io"),
                                                    QStringLiteral("v1beta1"), QStringLiteral("sandboxes")),
                           spec(QStringLiteral("dup")).toSandbox(QStringLiteral("v1beta1"))));
        QVERIFY(failure);
        QCOMPARE(failure->kind(), KubeException::Kind::Conflict);
        QVERIFY2(failure->message().contains(QStringLiteral("already exists")),
                 qPrintable(failure->message()));
    }

    void tokenSecretIsOwnedByItsSandbox()
    {
        auto created = m_client->createSandbox(spec(QStringLiteral("owned")), "agent-token");
        QVERIFY(!kubeFailure(created));
        const QString uid = created.result()[QStringLiteral("metadata")][QStringLiteral("uid")].toString();
        QVERIFY(!uid.isEmpty());
        const auto secret = secretNamed(QStringLiteral("owned-token"));
        QVERIFY(secret);
        const QJsonArray owners
            = (*secret)[QStringLiteral("metadata")][QStringLiteral("ownerReferences")].toArray();
        QCOMPARE(owners.size(), 1);
        const QJsonObject owner = owners.at(0).toObject();
        QCOMPARE(owner[QStringLiteral("apiVersion")].toString(), QStringLiteral("agents.x-k8s.io/v1beta1"));
        QCOMPARE(owner[QStringLiteral("kind")].toString(), QStringLiteral("Sandbox"));
        QCOMPARE(owner[QStringLiteral("name")].toString(), QStringLiteral("owned"));
        QCOMPARE(owner[QStringLiteral("uid")].toString(), uid);
        // The Secret came before the Sandbox (its pod never starts without a token): the owner
        // is patched in afterwards.
        const QStringList log
            = m_server->requestLog().filter(QRegularExpression(QStringLiteral("^(POST|PATCH) ")));
        QCOMPARE(log.size(), 3);
        QVERIFY2(log.at(0).startsWith(QLatin1String("POST /api/v1/namespaces/team/secrets ")),
                 qPrintable(log.at(0)));
        QVERIFY2(log.at(1).startsWith(
                     QLatin1String("POST /apis/agents.x-k8s.io/v1beta1/namespaces/team/sandboxes ")),
                 qPrintable(log.at(1)));
        QVERIFY2(log.at(2).startsWith(QLatin1String("PATCH /api/v1/namespaces/team/secrets/owned-token ")),
                 qPrintable(log.at(2)));
        // Suspend deletes the pod, Resume makes another: the Secret (owned by the Sandbox) stays.
        QVERIFY(!kubeFailure(m_client->setSandboxSuspended(QStringLiteral("owned"), true)));
        QTRY_VERIFY(!m_server->store().get(FakeKubeApiServer::podKey(), QStringLiteral("team"),
                                           QStringLiteral("owned")));
        QTRY_VERIFY(secretNamed(QStringLiteral("owned-token")));
        auto token = m_client->readSecret(QStringLiteral("owned-token"));
        QVERIFY(!kubeFailure(token));
        QCOMPARE(token.result().value(QStringLiteral("token")), QByteArray("agent-token"));

        // Deleted by someone else (kubectl delete sandbox): the garbage collector takes the Secret.
        QVERIFY(!kubeFailure(m_client->call(
            "DELETE",
            m_client->namespacedPath(QStringLiteral("agents.x-k8s.io"), QStringLiteral("v1beta1"),
                                     QStringLiteral("sandboxes"), QStringLiteral("owned")))));
        QTRY_VERIFY(!secretNamed(QStringLiteral("owned-token")));
    }

    void deleteRemovesOnlySandmansSecret_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<bool>("removed");
        QTest::newRow("created by Sandman") << "sandman" << true;
        QTest::newRow("by an older Sandman: no owner, not annotated") << "older" << true;
        QTest::newRow("by Sandman, owner patch refused") << "unowned" << true;
        QTest::newRow("by Sandman for another sandbox") << "others" << false;
        QTest::newRow("a user's Secret of that name") << "users" << false;
        QTest::newRow("a Sandbox from a manifest") << "manifest" << false;
    }

    void deleteRemovesOnlySandmansSecret()
    {
        QFETCH(QString, how);
        QFETCH(bool, removed);
        // As a cluster whose garbage collector is slow or off: what goes, Sandman deletes.
        m_server->setGarbageCollection(false);
        const QString name = QStringLiteral("box");
        const QString secretName = QStringLiteral("box-token");
        if (how == QLatin1String("sandman")) {
            QVERIFY(!kubeFailure(m_client->createSandbox(spec(name))));
        } else {
            QJsonObject sandbox = spec(name).toSandbox(QStringLiteral("v1beta1"));
            QJsonObject secret{
                {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), secretName}}},
                {QStringLiteral("type"), QStringLiteral("Opaque")},
                {QStringLiteral("data"), QJsonObject{{QStringLiteral("token"), QStringLiteral("dG9r")}}}};
            QJsonObject secretMeta{{QStringLiteral("name"), secretName}};
            if (how != QLatin1String("users"))
                secretMeta.insert(
                    QStringLiteral("labels"),
                    QJsonObject{{QStringLiteral("app.kubernetes.io/managed-by"), QStringLiteral("sandman")}});
            if (how == QLatin1String("unowned") || how == QLatin1String("others"))
                secretMeta.insert(
                    QStringLiteral("annotations"),
                    QJsonObject{{QStringLiteral("sandman.dev/sandbox"),
                                 how == QLatin1String("others") ? QStringLiteral("other-box") : name}});
            secret.insert(QStringLiteral("metadata"), secretMeta);
            if (how == QLatin1String("manifest")) {
                QJsonObject meta = sandbox[QStringLiteral("metadata")].toObject();
                meta.remove(QStringLiteral("annotations"));
                sandbox.insert(QStringLiteral("metadata"), meta);
            }
            m_server->store().create(FakeKubeApiServer::secretKey(), QStringLiteral("team"), secret);
            m_server->store().create(FakeKubeApiServer::sandboxKey(), QStringLiteral("team"), sandbox);
        }
        QVERIFY(secretNamed(secretName));
        const auto failure = kubeFailure(m_client->deleteSandbox(name));
        QVERIFY2(!failure, failure ? qPrintable(failure->message()) : "");
        QVERIFY(!m_server->store().get(FakeKubeApiServer::sandboxKey(), QStringLiteral("team"), name));
        QCOMPARE(!secretNamed(secretName), removed);
    }

    void secretLeftBehindIsReplaced_data()
    {
        QTest::addColumn<bool>("sandmans");
        QTest::addColumn<bool>("sandboxExists");
        QTest::addColumn<bool>("replaced");
        QTest::newRow("left by an older Sandman") << true << false << true;
        QTest::newRow("a user's Secret") << false << false << false;
        QTest::newRow("of a sandbox still there") << true << true << false;
    }

    void secretLeftBehindIsReplaced()
    {
        QFETCH(bool, sandmans);
        QFETCH(bool, sandboxExists);
        QFETCH(bool, replaced);
        QJsonObject meta{{QStringLiteral("name"), QStringLiteral("again-token")}};
        if (sandmans)
            meta.insert(
                QStringLiteral("labels"),
                QJsonObject{{QStringLiteral("app.kubernetes.io/managed-by"), QStringLiteral("sandman")}});
        m_server->store().create(
            FakeKubeApiServer::secretKey(), QStringLiteral("team"),
            QJsonObject{
                {QStringLiteral("metadata"), meta},
                {QStringLiteral("data"), QJsonObject{{QStringLiteral("token"), QStringLiteral("b2xk")}}}});
        if (sandboxExists)
            m_server->store().create(FakeKubeApiServer::sandboxKey(), QStringLiteral("team"),
                                     spec(QStringLiteral("again")).toSandbox(QStringLiteral("v1beta1")));
        const auto failure = kubeFailure(m_client->createSandbox(spec(QStringLiteral("again")), "new-token"));
        auto token = m_client->readSecret(QStringLiteral("again-token"));
        QVERIFY(!kubeFailure(token));
        if (replaced) {
            QVERIFY2(!failure, failure ? qPrintable(failure->message()) : "");
            QCOMPARE(token.result().value(QStringLiteral("token")), QByteArray("new-token"));
            QVERIFY(
                (*secretNamed(QStringLiteral("again-token")))[QStringLiteral("metadata")].toObject().contains(
                    QStringLiteral("ownerReferences")));
        } else {
            QVERIFY(failure);
            QCOMPARE(failure->kind(), KubeException::Kind::Conflict);
            QVERIFY2(failure->message().contains(QStringLiteral("already exists")),
                     qPrintable(failure->message()));
            QCOMPARE(token.result().value(QStringLiteral("token")), QByteArray("old"));
        }
    }

    void secretStepsThatFailAreUndoneOrSaid()
    {
        // The Sandbox refused: the Secret made for it is taken back.
        m_server->deny(QStringLiteral("create"), QStringLiteral("sandboxes"));
        const auto refused = kubeFailure(m_client->createSandbox(spec(QStringLiteral("nope"))));
        QVERIFY(refused);
        QCOMPARE(refused->kind(), KubeException::Kind::Forbidden);
        QTRY_VERIFY(!secretNamed(QStringLiteral("nope-token")));
        m_server->clearDenials();

        // The owner patch refused: the sandbox is made all the same (Delete removes the Secret).
        m_server->setGarbageCollection(false);
        m_server->deny(QStringLiteral("patch"), QStringLiteral("secrets"));
        QVERIFY(!kubeFailure(m_client->createSandbox(spec(QStringLiteral("kept")))));
        QVERIFY(!(*secretNamed(QStringLiteral("kept-token")))[QStringLiteral("metadata")].toObject().contains(
            QStringLiteral("ownerReferences")));

        // Deleting the Secret refused: the sandbox is gone and the sentence says what is left.
        m_server->deny(QStringLiteral("delete"), QStringLiteral("secrets"));
        const auto left = kubeFailure(m_client->deleteSandbox(QStringLiteral("kept")));
        QVERIFY(left);
        QCOMPARE(left->kind(), KubeException::Kind::Forbidden);
        QVERIFY2(left->message().startsWith(
                     QStringLiteral("Sandbox “kept” was deleted, but not its token Secret “kept-token”: ")),
                 qPrintable(left->message()));
        QVERIFY2(left->message().contains(QStringLiteral("cannot delete resource \"secrets\"")),
                 qPrintable(left->message()));
        QVERIFY(!m_server->store().get(FakeKubeApiServer::sandboxKey(), QStringLiteral("team"),
                                       QStringLiteral("kept")));
    }

    void ownerReferencesAreValidated()
    {
        // As the real API server: every owner reference names apiVersion, kind, name and uid.
        const QJsonObject secret{
            {QStringLiteral("metadata"),
             QJsonObject{{QStringLiteral("name"), QStringLiteral("orphan")},
                         {QStringLiteral("ownerReferences"),
                          QJsonArray{QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                                 {QStringLiteral("kind"), QStringLiteral("Pod")},
                                                 {QStringLiteral("name"), QStringLiteral("p")}}}}}}};
        const auto invalid = kubeFailure(m_client->call(
            "POST", m_client->namespacedPath({}, QStringLiteral("v1"), QStringLiteral("secrets")), secret));
        QVERIFY(invalid);
        QCOMPARE(invalid->kind(), KubeException::Kind::Invalid);
        QVERIFY2(invalid->message().contains(QStringLiteral("metadata.ownerReferences.uid")),
                 qPrintable(invalid->message()));
    }

    void watcherFollowsAndRelistsAfterGone()
    {
        QVERIFY(!kubeFailure(m_client->createSandbox(spec(QStringLiteral("a")))));
        KubeSandboxWatcher watcher(m_client.get());
        QSignalSpy added(&watcher, &KubeSandboxWatcher::added);
        QSignalSpy changed(&watcher, &KubeSandboxWatcher::changed);
        QSignalSpy removed(&watcher, &KubeSandboxWatcher::removed);
        watcher.start();
        QTRY_VERIFY(watcher.isSynced());
        QTRY_COMPARE(watcher.sandbox(QStringLiteral("a"))->state, KubeSandboxInfo::State::Ready);
        QTRY_COMPARE(m_server->openWatches(), 1);
        QVERIFY(m_server->requestLog().last().contains(QStringLiteral("watch=1")));
        QVERIFY(m_server->requestLog().last().contains(QStringLiteral("resourceVersion=")));

        // Live: a new sandbox goes Pending -> Ready; a suspended one says so.
        QVERIFY(!kubeFailure(m_client->createSandbox(spec(QStringLiteral("b")))));
        QTRY_COMPARE(watcher.sandbox(QStringLiteral("b"))->state, KubeSandboxInfo::State::Ready);
        QVERIFY(!kubeFailure(m_client->setSandboxSuspended(QStringLiteral("a"), true)));
        QTRY_COMPARE(watcher.sandbox(QStringLiteral("a"))->state, KubeSandboxInfo::State::Suspended);
        m_server->finishSandbox(QStringLiteral("team"), QStringLiteral("b"), true);
        QTRY_COMPARE(watcher.sandbox(QStringLiteral("b"))->state, KubeSandboxInfo::State::Finished);
        QCOMPARE(watcher.sandbox(QStringLiteral("b"))->reason, QStringLiteral("PodSucceeded"));
        QCOMPARE(watcher.listCount(), 1);

        // The server ends the watch on schedule: resumed from the last version, no relist.
        m_server->closeWatches();
        QTRY_COMPARE(m_server->openWatches(), 1);
        QCOMPARE(watcher.listCount(), 1);

        // Changes the watcher misses, then history compacted and the watch dropped: the
        // watch from its old version gets 410, it lists again and reports only the difference.
        m_server->closeWatches();
        m_server->setReadyDelayMs(1);
        const int addedBefore = int(added.size());
        const auto stale = m_server->store().get(FakeKubeApiServer::sandboxKey(), QStringLiteral("team"),
                                                 QStringLiteral("a"));
        m_server->store().remove(FakeKubeApiServer::sandboxKey(), QStringLiteral("team"),
                                 QStringLiteral("a"));
        QJsonObject c = spec(QStringLiteral("c")).toSandbox(QStringLiteral("v1beta1"));
        m_server->store().create(FakeKubeApiServer::sandboxKey(), QStringLiteral("team"), c);
        m_server->compact();
        QTRY_COMPARE(watcher.listCount(), 2);
        QTRY_VERIFY(watcher.sandbox(QStringLiteral("c")));
        QVERIFY(!watcher.sandbox(QStringLiteral("a")));
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed.first().first().toString(), QStringLiteral("a"));
        QCOMPARE(int(added.size()), addedBefore + 1);
        QVERIFY(stale);
        QTRY_COMPARE(m_server->openWatches(), 1);
        QVERIFY(changed.size() >= 3);
    }

    void watcherReportsRefusal()
    {
        m_server->deny(QStringLiteral("watch"), QStringLiteral("sandboxes"));
        KubeSandboxWatcher watcher(m_client.get());
        watcher.setRetryDelayMs(50);
        QSignalSpy errors(&watcher, &KubeSandboxWatcher::errorOccurred);
        watcher.start();
        QTRY_VERIFY(errors.size() >= 1);
        QVERIFY2(errors.first().first().toString().contains(QStringLiteral("cannot watch resource")),
                 qPrintable(errors.first().first().toString()));
        // Once allowed it recovers by itself (the retry lists and watches again).
        m_server->clearDenials();
        QTRY_COMPARE(m_server->openWatches(), 1);
    }

    void tlsWithTheClusterCa()
    {
        QTemporaryDir dir;
        QString cert, key;
        QVERIFY(makeCertificate(dir.path(), &cert, &key));
        FakeKubeApiServer::Options options;
        options.tls = tlsConfiguration(cert, key);
        start(options);
        KubeEndpoint e = endpointFor(m_server->url());
        e.cluster.certificateAuthorityFile = cert;
        KubeApiClient trusting(e);
        QVERIFY(!kubeFailure(trusting.listSandboxes()));
        // Without the CA the self-signed server is not trusted: said, not ignored.
        KubeApiClient untrusting(endpointFor(m_server->url()));
        const auto failure = kubeFailure(untrusting.listSandboxes());
        QVERIFY(failure);
        QCOMPARE(failure->kind(), KubeException::Kind::Unreachable);
        // insecure-skip-tls-verify, as kubectl honours it.
        KubeEndpoint insecure = endpointFor(m_server->url());
        insecure.cluster.insecureSkipTlsVerify = true;
        KubeApiClient skipping(insecure);
        QVERIFY(!kubeFailure(skipping.listSandboxes()));
    }

    void ages_data()
    {
        QTest::addColumn<int>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("seconds") << 42 << "42s";
        QTest::newRow("minutes") << 300 << "5m";
        QTest::newRow("hours") << 3 * 3600 << "3h";
        QTest::newRow("days") << 5 * 86400 << "5d";
    }

    void ages()
    {
        QFETCH(int, seconds);
        QFETCH(QString, text);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QCOMPARE(KubeSandboxInfo::ageText(now.addSecs(-seconds), now), text);
    }
};

QTEST_GUILESS_MAIN(TestKubeApiClient)
#include "tst_kubeapiclient.moc"
