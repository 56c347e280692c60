// SPDX-License-Identifier: Apache-2.0
// resources/kubernetes/sandman-user-role.yaml is what Sandman needs: with only its rules (RBAC
// denies everything else) every action of the window runs against the API server double —
// list and watch, templates, create (Secret, Sandbox, owner patch), open (the pod, the Secret,
// the port-forward to a real sandman-agent), suspend, resume, delete (Sandbox and Secret) — and
// without any one of its verbs something is refused, so the Role grants nothing unused.
#include "FakeKubeApiServer.h"
#include "KubeTestEnv.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "cluster/KubeApiClient.h"
#include "cluster/KubePortForward.h"
#include "cluster/KubeSandboxWatcher.h"

#include <QtTest>
#include <yaml-cpp/yaml.h>

using namespace sandman;
using namespace sandman::test;

namespace {

const QByteArray kAgentToken = "agent-secret";

QStringList strings(const YAML::Node &node)
{
    QStringList list;
    for (const YAML::Node &item : node)
        list << QString::fromStdString(item.as<std::string>());
    return list;
}

// The Role's rules, one verb per entry: "verb group/resource".
QList<FakeKubeRule> roleRules(QString *error)
{
    QList<FakeKubeRule> rules;
    try {
        const YAML::Node role = YAML::LoadFile(KUBE_MANIFEST_DIR "/sandman-user-role.yaml");
        for (const YAML::Node &rule : role["rules"])
            rules.append({strings(rule["apiGroups"]), strings(rule["resources"]), strings(rule["verbs"])});
    } catch (const YAML::Exception &e) {
        *error = QString::fromStdString(e.what());
    }
    return rules;
}

} // namespace

class TestKubeRbac : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_agent;
    quint16 m_agentPort = 0;
    QList<FakeKubeRule> m_rules;

    // Every action the window takes, in order, each carried on after a refusal; the refusals.
    QStringList runEveryAction(const QList<FakeKubeRule> &rules, bool *secretGone)
    {
        FakeKubeApiServer server;
        server.addToken("kube-token", QStringLiteral("alice"));
        server.setPodBackend(QStringLiteral("*"), 3000, m_agentPort);
        server.setGarbageCollection(false); // the Secret is Sandman's to delete
        server.grant(QStringLiteral("alice"), rules);
        if (!server.listen())
            return {QStringLiteral("cannot listen")};
        KubeEndpoint e;
        e.cluster.server = server.url().toString();
        e.user.name = QStringLiteral("alice");
        e.user.token = QStringLiteral("kube-token");
        KubeApiClient client(e);

        KubeSandboxWatcher watcher(&client);
        watcher.setRetryDelayMs(100000);
        watcher.start();
        (void)QTest::qWaitFor([&] { return watcher.isSynced() && server.openWatches() == 1; }, 2000);
        kubeFailure(client.listSandboxTemplates());
        KubeSandboxSpec spec;
        spec.name = QStringLiteral("box");
        kubeFailure(client.createSandbox(spec, kAgentToken));
        auto pod = client.readyPodOf(spec.name);
        (void)QTest::qWaitFor(
            [&] {
                pod = client.readyPodOf(spec.name);
                return !kubeFailure(pod);
            },
            3000);
        kubeFailure(client.readSecret(spec.secretName()));
        if (!kubeFailure(pod)) {
            KubePortForward forward(&client, pod.result(), 3000);
            if (forward.listen()) {
                WebSocketTransport::Options options;
                options.token = kAgentToken;
                auto *transport = new WebSocketTransport(forward.localWebSocketUrl(), options);
                SandboxClient agent(transport);
                transport->setParent(&agent);
                transport->open();
                auto echo = agent.exec(QStringLiteral("echo through"));
                bool ran = false;
                try {
                    ran = waitFor(echo, 10000) && echo.result().stdoutData == "through\n";
                } catch (const std::exception &) {
                    // refused: the refusal is what the caller looks at
                }
                if (!ran)
                    qInfo("no command ran through the port-forward");
            }
        }
        kubeFailure(client.setSandboxSuspended(spec.name, true));
        kubeFailure(client.setSandboxSuspended(spec.name, false));
        kubeFailure(client.deleteSandbox(spec.name));
        *secretGone = !server.store().get(FakeKubeApiServer::secretKey(), QStringLiteral("default"),
                                          spec.secretName());
        return server.refusals();
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(agentBinary()))
            QSKIP("sandman-agent is not built");
        QString error;
        m_rules = roleRules(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(m_rules.size() >= 5);
        m_agentPort = startAgent(m_agent, m_dir.filePath(QStringLiteral("agent")), kAgentToken);
        QVERIFY(m_agentPort);
    }

    void cleanupTestCase()
    {
        m_agent.terminate();
        m_agent.waitForFinished(5000);
    }

    void roleAllowsEveryAction()
    {
        bool secretGone = false;
        const QStringList refused = runEveryAction(m_rules, &secretGone);
        QVERIFY2(refused.isEmpty(), qPrintable(refused.join(QStringLiteral(", "))));
        QVERIFY(secretGone);
    }

    void everyVerbIsNeeded_data()
    {
        QTest::addColumn<int>("rule");
        QTest::addColumn<QString>("verb");
        for (int r = 0; r < m_rules.size(); ++r)
            for (const QString &verb : m_rules.at(r).verbs)
                QTest::addRow("%s %s", qPrintable(verb),
                              qPrintable(m_rules.at(r).resources.join(QLatin1Char(','))))
                    << r << verb;
    }

    void everyVerbIsNeeded()
    {
        QFETCH(int, rule);
        QFETCH(QString, verb);
        QList<FakeKubeRule> rules = m_rules;
        rules[rule].verbs.removeAll(verb);
        bool secretGone = false;
        const QStringList refused = runEveryAction(rules, &secretGone);
        const QString expected
            = QStringLiteral("%1 %2/%3 alice")
                  .arg(verb, m_rules.at(rule).apiGroups.value(0), m_rules.at(rule).resources.value(0));
        QVERIFY2(refused.contains(expected),
                 qPrintable(expected + QStringLiteral(" not among: ") + refused.join(QStringLiteral(", "))));
    }
};

QTEST_MAIN(TestKubeRbac)
#include "tst_kuberbac.moc"
