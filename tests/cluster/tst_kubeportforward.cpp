// SPDX-License-Identifier: Apache-2.0
// KubePortForward: a SandboxClient over the unchanged WebSocketTransport reaches a real
// sandman-agent through the API server double's pods/{name}/portforward WebSocket
// (v4.channel.k8s.io): a command runs, a terminal echoes; a port nobody serves, an RBAC
// refusal and a pod that is not running are reported in words.
#include "FakeKubeApiServer.h"
#include "KubeTestEnv.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "client/WebSocketTransport.h"
#include "cluster/KubeApiClient.h"
#include "cluster/KubePortForward.h"

#include <QSignalSpy>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

class TestKubePortForward : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_agent;
    quint16 m_agentPort = 0;
    std::unique_ptr<FakeKubeApiServer> m_server;
    std::unique_ptr<KubeApiClient> m_client;

    std::unique_ptr<SandboxClient> connectThrough(KubePortForward &forward,
                                                  WebSocketTransport **transportOut = nullptr)
    {
        WebSocketTransport::Options options;
        options.token = "agent-secret";
        auto *transport = new WebSocketTransport(forward.localWebSocketUrl(), options);
        auto client = std::make_unique<SandboxClient>(transport);
        transport->setParent(client.get());
        transport->open();
        if (transportOut)
            *transportOut = transport;
        return client;
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(agentBinary()))
            QSKIP("sandman-agent is not built");
        m_agentPort = startAgent(m_agent, m_dir.filePath(QStringLiteral("agent")), "agent-secret");
        QVERIFY(m_agentPort);
    }

    void cleanupTestCase()
    {
        m_agent.terminate();
        m_agent.waitForFinished(5000);
    }

    void init()
    {
        m_server = std::make_unique<FakeKubeApiServer>();
        m_server->addToken("kube-token", QStringLiteral("alice"));
        m_server->setPodBackend(QStringLiteral("box"), 3000, m_agentPort);
        QVERIFY(m_server->listen());
        KubeEndpoint e;
        e.cluster.server = m_server->url().toString();
        e.user.name = QStringLiteral("alice");
        e.user.token = QStringLiteral("kube-token");
        m_client = std::make_unique<KubeApiClient>(e);
        KubeSandboxSpec s;
        s.name = QStringLiteral("box");
        QVERIFY(!kubeFailure(m_client->createSandbox(s, "agent-secret")));
        QTRY_VERIFY(!kubeFailure(m_client->readyPodOf(QStringLiteral("box"))));
    }

    void commandRunsThroughTheForward()
    {
        auto pod = m_client->readyPodOf(QStringLiteral("box"));
        QVERIFY(waitFor(pod));
        KubePortForward forward(m_client.get(), pod.result(), 3000);
        QString error;
        QVERIFY2(forward.listen(&error), qPrintable(error));
        auto client = connectThrough(forward);
        auto result
            = client->exec(QStringLiteral("echo through-the-api-server; echo err >&2; sh -c 'exit 3'"));
        QVERIFY(waitFor(result, 30000));
        QCOMPARE(result.result().stdoutData, QByteArray("through-the-api-server\n"));
        QCOMPARE(result.result().stderrData, QByteArray("err\n"));
        QCOMPARE(result.result().exitCode, 3);
        QVERIFY(m_server->requestLog()
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral(
                        "GET /api/v1/namespaces/default/pods/box/portforward?ports=3000 alice")));

        // A large output crosses intact (many channel-0 frames).
        auto big = client->exec(QStringLiteral("head -c 3000000 /dev/zero | tr '\\0' x"));
        QVERIFY(waitFor(big, 60000));
        QCOMPARE(big.result().stdoutData.size(), 3000000);

        // A terminal on its own /ws/pty connection, through its own tunnel.
        TerminalStream *terminal = client->openTerminal(QStringLiteral("default"), 80, 24);
        QByteArray screen;
        connect(terminal, &TerminalStream::dataReceived, this, [&](const QByteArray &b) { screen += b; });
        QSignalSpy ready(terminal, &TerminalStream::ready);
        QTRY_VERIFY_WITH_TIMEOUT(ready.size() == 1, 20000);
        terminal->write("echo pty-$((6*7))\r");
        QTRY_VERIFY_WITH_TIMEOUT(screen.contains("pty-42"), 20000);
        QVERIFY(forward.openTunnels() >= 2);
    }

    void forwardOverTls()
    {
        // wss:// to an HTTPS API server trusted through the kubeconfig's CA.
        QString cert, key;
        QVERIFY(makeCertificate(m_dir.path(), &cert, &key));
        FakeKubeApiServer::Options options;
        options.tls = tlsConfiguration(cert, key);
        FakeKubeApiServer tlsServer(options);
        tlsServer.addToken("kube-token", QStringLiteral("alice"));
        tlsServer.setPodBackend(QStringLiteral("*"), 3000, m_agentPort);
        QVERIFY(tlsServer.listen());
        KubeEndpoint e;
        e.cluster.server = tlsServer.url().toString();
        e.cluster.certificateAuthorityFile = cert;
        e.user.name = QStringLiteral("alice");
        e.user.token = QStringLiteral("kube-token");
        KubeApiClient api(e);
        KubeSandboxSpec s;
        s.name = QStringLiteral("secure");
        QVERIFY(!kubeFailure(api.createSandbox(s, "agent-secret")));
        QTRY_VERIFY(!kubeFailure(api.readyPodOf(QStringLiteral("secure"))));
        KubePortForward forward(&api, QStringLiteral("secure"), 3000);
        QVERIFY(forward.listen());
        auto client = connectThrough(forward);
        auto result = client->exec(QStringLiteral("echo over-tls"));
        QVERIFY(waitFor(result, 30000));
        QCOMPARE(result.result().stdoutData, QByteArray("over-tls\n"));
    }

    void refusedPortIsReported()
    {
        KubePortForward forward(m_client.get(), QStringLiteral("box"), 4000); // no backend on 4000
        QVERIFY(forward.listen());
        QSignalSpy errors(&forward, &KubePortForward::errorOccurred);
        auto client = connectThrough(forward);
        QTRY_VERIFY_WITH_TIMEOUT(errors.size() >= 1, 20000);
        const QString message = errors.first().first().toString();
        QVERIFY2(message.contains(QStringLiteral(
                     "Port-forward to pod “box” port 4000 failed: error forwarding port 4000")),
                 qPrintable(message));
    }

    void forbiddenIsReported()
    {
        m_server->deny(QStringLiteral("create"), QStringLiteral("pods/portforward"));
        KubePortForward forward(m_client.get(), QStringLiteral("box"), 3000);
        QVERIFY(forward.listen());
        QSignalSpy errors(&forward, &KubePortForward::errorOccurred);
        auto client = connectThrough(forward);
        QTRY_VERIFY_WITH_TIMEOUT(errors.size() >= 1, 20000);
        const QString message = errors.first().first().toString();
        QVERIFY2(message.contains(QStringLiteral("refused to forward port 3000 of pod “box”"))
                     && message.contains(QStringLiteral("403")),
                 qPrintable(message));
    }

    void podNotRunning()
    {
        QVERIFY(!kubeFailure(m_client->setSandboxSuspended(QStringLiteral("box"), true)));
        QTRY_VERIFY(!m_server->store().get(FakeKubeApiServer::podKey(), QStringLiteral("default"),
                                           QStringLiteral("box")));
        const auto failure = kubeFailure(m_client->readyPodOf(QStringLiteral("box")));
        QVERIFY(failure);
        QCOMPARE(failure->kind(), KubeException::Kind::PodNotReady);
        KubePortForward forward(m_client.get(), QStringLiteral("box"), 3000);
        QVERIFY(forward.listen());
        QSignalSpy errors(&forward, &KubePortForward::errorOccurred);
        auto client = connectThrough(forward);
        QTRY_VERIFY_WITH_TIMEOUT(errors.size() >= 1, 20000);
        QVERIFY2(errors.first().first().toString().contains(QStringLiteral("404")),
                 qPrintable(errors.first().first().toString()));
    }
};

QTEST_GUILESS_MAIN(TestKubePortForward)
#include "tst_kubeportforward.moc"
