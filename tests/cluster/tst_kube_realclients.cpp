// SPDX-License-Identifier: Apache-2.0
// The API server double held to real clients: Debian's kubectl (kubernetes-client) lists,
// creates, watches and deletes Sandboxes through it and port-forwards (SPDY/3.1, plain or in a
// WebSocket) to the real sandman-agent behind a pod, and the official Python client
// (python3-kubernetes) lists, creates, watches and port-forwards to the real sandman-agent
// behind a pod, with curl reading the agent's /api/ping through that forward. Over HTTPS with
// a CA in the kubeconfig: client-go and the Python client send bearer tokens over TLS only.
#include "FakeKubeApiServer.h"
#include "KubeTestEnv.h"
#include "cluster/KubeApiClient.h"
#include "cluster/KubeConfig.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

} // namespace

class TestKubeRealClients : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_agent;
    std::unique_ptr<FakeKubeApiServer> m_server;
    QString m_kubeconfig;
    QString m_kubectl;
    QString m_python;

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KUBECONFIG"), m_kubeconfig);
        env.insert(QStringLiteral("HOME"), m_dir.path()); // kubectl's discovery cache
        return env;
    }

    // Runs a client while the double (in this process) keeps serving.
    Run run(const QString &program, const QStringList &args, int timeoutMs = 60000)
    {
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(program, args);
        Run r;
        if (!waitUntil([&] { return p.state() == QProcess::NotRunning; }, timeoutMs)) {
            p.kill();
            p.waitForFinished();
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    Run kubectl(const QStringList &args) { return run(m_kubectl, args); }

    QString writeSandboxYaml(const QString &name)
    {
        const QString file = m_dir.filePath(name + QStringLiteral(".yaml"));
        QFile f(file);
        if (f.open(QIODevice::WriteOnly))
            f.write(QStringLiteral(
                        "apiVersion: agents.x-k8s.io/v1beta1\nkind: Sandbox\nmetadata:\n  name: %1\nspec:\n"
                        "  podTemplate:\n    spec:\n      containers:\n      - name: agent\n"
                        "        image: localhost/sandman-agent:latest\n")
                        .arg(name)
                        .toUtf8());
        return file;
    }

    enum ForwardMode { Tunnel, SpdyOnly, TunnelRefused };

    void forwardRows()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<int>("mode");
        QStringList programs{m_kubectl};
        programs += qEnvironmentVariable("SANDMAN_KUBECTLS").split(QLatin1Char(':'), Qt::SkipEmptyParts);
        for (const QString &program : std::as_const(programs)) {
            QTest::addRow("%s", qPrintable(program)) << program << int(Tunnel);
            QTest::addRow("%s, SPDY upgrade only", qPrintable(program)) << program << int(SpdyOnly);
            QTest::addRow("%s, server without the tunnel", qPrintable(program))
                << program << int(TunnelRefused);
        }
    }

    std::pair<QString, int> forwardRow()
    {
        QFETCH(QString, program);
        QFETCH(int, mode);
        return {program, mode};
    }

    // A pod to forward to (the agent-sandbox controller of the double makes it Running).
    bool ensurePod(const QString &pod)
    {
        if (!m_server->store().get(FakeKubeApiServer::podKey(), QStringLiteral("default"), pod)) {
            const QJsonObject sandbox{
                {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), pod}}},
                {QStringLiteral("spec"), QJsonObject{}}};
            m_server->store().create(FakeKubeApiServer::sandboxKey(), QStringLiteral("default"), sandbox);
        }
        return waitUntil(
            [&] {
                return bool(
                    m_server->store().get(FakeKubeApiServer::podKey(), QStringLiteral("default"), pod));
            },
            10000);
    }

    int kubectlMinor(const QString &program)
    {
        const Run version = run(program,
                                {QStringLiteral("version"), QStringLiteral("--client"), QStringLiteral("-o"),
                                 QStringLiteral("json")});
        const QJsonObject client
            = QJsonDocument::fromJson(version.out).object().value(QStringLiteral("clientVersion")).toObject();
        qInfo("kubectl %s", qPrintable(client.value(QStringLiteral("gitVersion")).toString()));
        return client.value(QStringLiteral("minor")).toString().toInt();
    }

    // Starts `kubectl port-forward pod/POD :P...` and returns the local ports in the order of
    // podPorts ("Forwarding from 127.0.0.1:LOCAL -> P"), or nothing (*output says why).
    QList<quint16> startForward(QProcess &forward, const QString &program, int mode, const QString &pod,
                                const QList<quint16> &podPorts, QByteArray *output)
    {
        QProcessEnvironment env = environment();
        env.insert(QStringLiteral("KUBECTL_PORT_FORWARD_WEBSOCKETS"),
                   mode == SpdyOnly ? QStringLiteral("false") : QStringLiteral("true"));
        forward.setProcessEnvironment(env);
        m_server->setSpdyTunnel(mode != TunnelRefused);
        QStringList args{QStringLiteral("port-forward"), QStringLiteral("--address"),
                         QStringLiteral("127.0.0.1"), QStringLiteral("pod/") + pod};
        for (quint16 p : podPorts)
            args << QStringLiteral(":%1").arg(p);
        forward.start(program, args);
        QList<quint16> ports;
        waitUntil(
            [&] {
                *output += forward.readAllStandardOutput();
                ports.clear();
                for (quint16 p : podPorts) {
                    static const QRegularExpression line(
                        QStringLiteral("Forwarding from 127.0.0.1:(\\d+) -> (\\d+)"));
                    for (auto it = line.globalMatch(QString::fromUtf8(*output)); it.hasNext();) {
                        const auto m = it.next();
                        if (m.captured(2).toUInt() == p)
                            ports << quint16(m.captured(1).toUInt());
                    }
                }
                return ports.size() == podPorts.size() || forward.state() == QProcess::NotRunning;
            },
            30000);
        if (ports.size() != podPorts.size()) {
            *output += forward.readAllStandardError();
            ports.clear();
        }
        return ports;
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(agentBinary()))
            QSKIP("sandman-agent is not built");
        QString cert, key;
        QVERIFY2(makeCertificate(m_dir.path(), &cert, &key), "openssl could not make a certificate");
        FakeKubeApiServer::Options options;
        options.tls = tlsConfiguration(cert, key);
        QVERIFY(options.tls);
        m_server = std::make_unique<FakeKubeApiServer>(options);
        m_server->addToken("real-client-token", QStringLiteral("kube-admin"));
        QVERIFY(m_server->listen());
        const quint16 agentPort = startAgent(m_agent, m_dir.filePath(QStringLiteral("agent")), "agent-token");
        QVERIFY(agentPort);
        m_server->setPodBackend(QStringLiteral("*"), 3000, agentPort);
        m_kubeconfig = m_dir.filePath(QStringLiteral("kubeconfig"));
        QVERIFY(writeKubeconfig(m_kubeconfig, m_server->url(), cert,
                                QStringLiteral("    token: real-client-token\n")));

        m_kubectl = qEnvironmentVariable("SANDMAN_KUBECTL",
                                         QStandardPaths::findExecutable(QStringLiteral("kubectl")));
        for (const QString &python : {QStringLiteral("/usr/bin/python3"),
                                      QStandardPaths::findExecutable(QStringLiteral("python3"))}) {
            if (python.isEmpty())
                continue;
            QProcess probe;
            probe.start(python, {QStringLiteral("-c"), QStringLiteral("import kubernetes")});
            if (probe.waitForFinished(30000) && probe.exitCode() == 0) {
                m_python = python;
                break;
            }
        }
    }

    void cleanupTestCase()
    {
        m_agent.terminate();
        m_agent.waitForFinished(5000);
    }

    void kubectlListCreateWatchDelete()
    {
        if (m_kubectl.isEmpty())
            QSKIP("kubectl is not installed (Debian package kubernetes-client)");
        Run r = kubectl({QStringLiteral("get"), QStringLiteral("sandboxes")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("No resources found") || r.err.contains("No resources found"),
                 r.out.constData());

        // --validate=false: the double serves no OpenAPI document for client-side validation.
        r = kubectl({QStringLiteral("create"), QStringLiteral("--validate=false"), QStringLiteral("-f"),
                     writeSandboxYaml(QStringLiteral("from-kubectl"))});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("sandbox.agents.x-k8s.io/from-kubectl created"), r.out.constData());
        QTRY_VERIFY(m_server->store().get(FakeKubeApiServer::podKey(), QStringLiteral("default"),
                                          QStringLiteral("from-kubectl")));

        r = kubectl({QStringLiteral("get"), QStringLiteral("sandbox"), QStringLiteral("from-kubectl"),
                     QStringLiteral("-o"),
                     QStringLiteral("jsonpath={.status.conditions[?(@.type==\"Ready\")].reason}")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.out, QByteArray("DependenciesReady"));
        r = kubectl(
            {QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-o"), QStringLiteral("name")});
        QVERIFY2(r.out.contains("pod/from-kubectl"), r.out.constData());

        // A watch sees the list and then a change made by someone else.
        QProcess watch;
        watch.setProcessEnvironment(environment());
        watch.start(m_kubectl,
                    {QStringLiteral("get"), QStringLiteral("sandboxes"), QStringLiteral("--watch"),
                     QStringLiteral("-o"),
                     QStringLiteral("jsonpath={.metadata.name} {.spec.operatingMode}{\"\\n\"}")});
        QByteArray seen;
        QVERIFY(waitUntil(
            [&] {
                seen += watch.readAllStandardOutput();
                return seen.contains("from-kubectl");
            },
            30000));
        r = kubectl({QStringLiteral("patch"), QStringLiteral("sandbox"), QStringLiteral("from-kubectl"),
                     QStringLiteral("--type=merge"), QStringLiteral("-p"),
                     QStringLiteral("{\"spec\":{\"operatingMode\":\"Suspended\"}}")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(waitUntil(
                     [&] {
                         seen += watch.readAllStandardOutput();
                         return seen.contains("from-kubectl Suspended");
                     },
                     30000),
                 seen.constData());
        watch.kill();
        watch.waitForFinished();
        QVERIFY(m_server->requestLog().join(QLatin1Char('\n')).contains(QStringLiteral("watch=true")));

        r = kubectl({QStringLiteral("delete"), QStringLiteral("sandbox"), QStringLiteral("from-kubectl")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!m_server->store().get(FakeKubeApiServer::sandboxKey(), QStringLiteral("default"),
                                       QStringLiteral("from-kubectl")));

        // RBAC refusals read as kubectl prints the real server's.
        m_server->deny(QStringLiteral("list"), QStringLiteral("sandboxes"));
        r = kubectl({QStringLiteral("get"), QStringLiteral("sandboxes")});
        m_server->clearDenials();
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(
                     "Error from server (Forbidden): sandboxes.agents.x-k8s.io is forbidden: User "
                     "\"kube-admin\" cannot list "
                     "resource \"sandboxes\" in API group \"agents.x-k8s.io\" in the namespace \"default\""),
                 r.err.constData());
    }

    // The token Secret Sandman makes is owned by its Sandbox as kubectl reads ownerReferences,
    // and `kubectl delete sandbox` (background propagation) takes the Secret with it.
    void kubectlSeesTheSecretsOwner()
    {
        if (m_kubectl.isEmpty())
            QSKIP("kubectl is not installed (Debian package kubernetes-client)");
        QString error;
        const std::optional<KubeConfig> config = KubeConfig::load({m_kubeconfig}, &error);
        QVERIFY2(config, qPrintable(error));
        const std::optional<KubeEndpoint> endpoint = config->endpoint(QString(), &error);
        QVERIFY2(endpoint, qPrintable(error));
        KubeApiClient client(*endpoint);
        KubeSandboxSpec spec;
        spec.name = QStringLiteral("owned-box");
        const auto failure = kubeFailure(client.createSandbox(spec));
        QVERIFY2(!failure, failure ? qPrintable(failure->message()) : "");

        Run r = kubectl(
            {QStringLiteral("get"), QStringLiteral("secret"), QStringLiteral("owned-box-token"),
             QStringLiteral("-o"),
             QStringLiteral("jsonpath={.metadata.ownerReferences[0].kind}/"
                            "{.metadata.ownerReferences[0].name}/{.metadata.ownerReferences[0].uid}")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const Run uid
            = kubectl({QStringLiteral("get"), QStringLiteral("sandbox"), QStringLiteral("owned-box"),
                       QStringLiteral("-o"), QStringLiteral("jsonpath={.metadata.uid}")});
        QVERIFY2(uid.exitCode == 0 && !uid.out.isEmpty(), uid.err.constData());
        QCOMPARE(r.out, "Sandbox/owned-box/" + uid.out);

        r = kubectl({QStringLiteral("delete"), QStringLiteral("sandbox"), QStringLiteral("owned-box")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(waitUntil([&] {
            r = kubectl({QStringLiteral("get"), QStringLiteral("secret"), QStringLiteral("owned-box-token")});
            return r.exitCode != 0;
        }));
        QVERIFY2(r.err.contains("Error from server (NotFound): secrets \"owned-box-token\" not found"),
                 r.err.constData());
    }

    // kubectl port-forward through the double to the real agent: kubectl >= 1.30 tunnels its
    // SPDY/3.1 frames in a WebSocket (SPDY/3.1+portforward.k8s.io; on by default from 1.31, from
    // 1.30 with KUBECTL_PORT_FORWARD_WEBSOCKETS=true as set here) and falls back to a plain SPDY
    // upgrade when the server refuses the tunnel; KUBECTL_PORT_FORWARD_WEBSOCKETS=false forces the
    // plain upgrade, which Debian 12's 1.20 always uses. SANDMAN_KUBECTLS (colon-separated) adds
    // more kubectls to try.
    void kubectlPortForward_data() { forwardRows(); }
    void kubectlPortForward()
    {
        const auto [program, mode] = forwardRow();
        if (program.isEmpty())
            QSKIP("kubectl is not installed (Debian package kubernetes-client)");
        const QString pod = QStringLiteral("for-kubectl");
        QVERIFY(ensurePod(pod));
        const int minor = kubectlMinor(program);
        m_server->clearRequestLog();
        int mostStreams = 0;
        const QMetaObject::Connection watch
            = connect(m_server.get(), &FakeKubeApiServer::portForwardStreamsChanged, this,
                      [&] { mostStreams = std::max(mostStreams, m_server->spdyStreams()); });
        QProcess forward;
        const auto stop = qScopeGuard([&] {
            disconnect(watch);
            m_server->setSpdyTunnel(true);
            forward.kill();
            forward.waitForFinished();
        });
        QByteArray out;
        const QList<quint16> ports = startForward(forward, program, mode, pod, {3000}, &out);
        QVERIFY2(!ports.isEmpty(), out.constData());
        const quint16 port = ports.first();

        // Two connections at once through the one forward: both pairs of streams open before
        // either request is written.
        QTcpSocket first, second;
        for (QTcpSocket *socket : {&first, &second})
            socket->connectToHost(QHostAddress::LocalHost, port);
        QTRY_VERIFY2_WITH_TIMEOUT(m_server->spdyStreams() >= 4,
                                  qPrintable(QString::number(m_server->spdyStreams())), 20000);
        QCOMPARE(m_server->spdyConnections(), 1);
        QByteArray answers[2];
        for (QTcpSocket *socket : {&first, &second})
            socket->write("GET /api/ping HTTP/1.1\r\nHost: agent\r\nAuthorization: Bearer agent-token\r\n"
                          "Connection: close\r\n\r\n");
        QVERIFY(waitUntil(
            [&] {
                answers[0] += first.readAll();
                answers[1] += second.readAll();
                return first.state() == QAbstractSocket::UnconnectedState
                    && second.state() == QAbstractSocket::UnconnectedState;
            },
            20000));
        for (const QByteArray &answer : answers) {
            QVERIFY2(answer.startsWith("HTTP/1.1 200"), answer.constData());
            QVERIFY2(answer.contains("\"message\":\"pong\""), answer.constData());
        }
        QVERIFY(mostStreams >= 4);
        // Each forwarded connection's streams are closed both ways once it is done.
        QTRY_COMPARE_WITH_TIMEOUT(m_server->spdyStreams(), 0, 20000);

        // The way kubectl came in: the WebSocket tunnel is a GET, the SPDY upgrade a POST; a
        // kubectl refused the tunnel (400) tried it first and then fell back.
        const QString log = m_server->requestLog().join(QLatin1Char('\n'));
        const QString path = QStringLiteral("/api/v1/namespaces/default/pods/%1/portforward").arg(pod);
        const bool triesTunnel = mode != SpdyOnly && minor >= 30;
        QCOMPARE(log.contains(QStringLiteral("GET ") + path), triesTunnel);
        QCOMPARE(log.contains(QStringLiteral("POST ") + path), !triesTunnel || mode == TunnelRefused);

        // Ending kubectl with a connection still open ends its streams and the SPDY connection.
        QTcpSocket third;
        third.connectToHost(QHostAddress::LocalHost, port);
        QTRY_COMPARE_WITH_TIMEOUT(m_server->spdyStreams(), 2, 20000);
        forward.kill();
        forward.waitForFinished();
        QTRY_COMPARE_WITH_TIMEOUT(m_server->spdyConnections(), 0, 20000);
        QCOMPARE(m_server->spdyStreams(), 0);
    }

    // 4 MiB each way through a forward (many frames, both directions at once), and a pod port
    // where nothing listens: kubectl prints the kubelet's error from the error stream.
    void kubectlPortForwardBulkAndRefused_data() { forwardRows(); }
    void kubectlPortForwardBulkAndRefused()
    {
        const auto [program, mode] = forwardRow();
        if (program.isEmpty())
            QSKIP("kubectl is not installed (Debian package kubernetes-client)");
        const QString pod = QStringLiteral("for-kubectl");
        QVERIFY(ensurePod(pod));
        QTcpServer echo;
        QVERIFY(echo.listen(QHostAddress::LocalHost));
        connect(&echo, &QTcpServer::newConnection, this, [&echo] {
            QTcpSocket *s = echo.nextPendingConnection();
            connect(s, &QTcpSocket::readyRead, s, [s] { s->write(s->readAll()); });
        });
        m_server->setPodBackend(pod, 4000, echo.serverPort());
        QProcess forward;
        const auto stop = qScopeGuard([&] {
            m_server->setSpdyTunnel(true);
            forward.kill();
            forward.waitForFinished();
        });
        QByteArray out;
        const QList<quint16> ports = startForward(forward, program, mode, pod, {4000, 4001}, &out);
        QVERIFY2(ports.size() == 2, out.constData());

        QByteArray payload(4 * 1024 * 1024, Qt::Uninitialized);
        for (int i = 0; i < payload.size(); ++i)
            payload[i] = char((i * 7919) >> 3);
        QTcpSocket bulk;
        bulk.connectToHost(QHostAddress::LocalHost, ports[0]);
        bulk.write(payload);
        QByteArray back;
        QVERIFY2(waitUntil(
                     [&] {
                         back += bulk.readAll();
                         return back.size() >= payload.size()
                             || bulk.state() == QAbstractSocket::UnconnectedState;
                     },
                     60000),
                 qPrintable(QString::number(back.size())));
        QCOMPARE(back.size(), payload.size());
        QVERIFY(back == payload);
        bulk.close();

        QTcpSocket refused;
        refused.connectToHost(QHostAddress::LocalHost, ports[1]);
        QByteArray err;
        QVERIFY2(waitUntil(
                     [&] {
                         err += forward.readAllStandardError();
                         return err.contains("connection refused");
                     },
                     20000),
                 err.constData());
        QVERIFY2(err.contains("error forwarding port 4001 to pod for-kubectl, uid : dial tcp 127.0.0.1:4001: "
                              "connect: connection refused"),
                 err.constData());
        QTRY_COMPARE_WITH_TIMEOUT(refused.state(), QAbstractSocket::UnconnectedState, 20000);
    }

    void pythonClientListCreateWatch()
    {
        if (m_python.isEmpty())
            QSKIP("the Python kubernetes client is not installed (Debian package python3-kubernetes)");
        const Run r
            = run(m_python,
                  {QStringLiteral(KUBE_TEST_SOURCE_DIR "/kube_python_client.py"), QStringLiteral("crud")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject result = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(result.value(QStringLiteral("created")).toString(), QStringLiteral("from-python"));
        QVERIFY(!result.value(QStringLiteral("resourceVersion")).toString().isEmpty());
        // The watch (no resourceVersion: current state, then changes) sees the new sandbox
        // and its way to Ready.
        bool sawReady = false;
        for (const QJsonValue &e : result.value(QStringLiteral("events")).toArray()) {
            const QJsonArray event = e.toArray();
            if (event.at(1).toString() == QLatin1String("from-python")
                && event.at(2).toArray().contains(QStringLiteral("DependenciesReady")))
                sawReady = true;
        }
        QVERIFY2(sawReady, r.out.constData());
        QVERIFY(result.value(QStringLiteral("pods")).toArray().contains(QStringLiteral("from-python")));
    }

    void pythonClientPortForwardAndCurl()
    {
        if (m_python.isEmpty())
            QSKIP("the Python kubernetes client is not installed (Debian package python3-kubernetes)");
        if (QStandardPaths::findExecutable(QStringLiteral("curl")).isEmpty())
            QSKIP("curl is not installed");
        if (!m_server->store().get(FakeKubeApiServer::podKey(), QStringLiteral("default"),
                                   QStringLiteral("from-python"))) {
            // The crud case did not run first (-functions): make the sandbox here.
            QJsonObject sandbox{{QStringLiteral("metadata"),
                                 QJsonObject{{QStringLiteral("name"), QStringLiteral("from-python")}}},
                                {QStringLiteral("spec"), QJsonObject{}}};
            m_server->store().create(FakeKubeApiServer::sandboxKey(), QStringLiteral("default"), sandbox);
            QTRY_VERIFY(m_server->store().get(FakeKubeApiServer::podKey(), QStringLiteral("default"),
                                              QStringLiteral("from-python")));
        }
        QProcess forward;
        forward.setProcessEnvironment(environment());
        forward.start(m_python,
                      {QStringLiteral(KUBE_TEST_SOURCE_DIR "/kube_python_client.py"),
                       QStringLiteral("forward"), QStringLiteral("from-python")});
        QByteArray out;
        QVERIFY(waitUntil(
            [&] {
                out += forward.readAllStandardOutput();
                return out.contains('\n') || forward.state() == QProcess::NotRunning;
            },
            30000));
        const int port = out.trimmed().split(' ').value(1).toInt();
        QVERIFY2(port > 0, (out + forward.readAllStandardError()).constData());
        const Run curl = run(QStringLiteral("curl"),
                             {QStringLiteral("-sS"), QStringLiteral("-m"), QStringLiteral("20"),
                              QStringLiteral("-H"), QStringLiteral("Authorization: Bearer agent-token"),
                              QStringLiteral("http://127.0.0.1:%1/api/ping").arg(port)});
        forward.closeWriteChannel();
        forward.waitForFinished(5000);
        QVERIFY2(curl.exitCode == 0, curl.err.constData());
        QVERIFY2(curl.out.contains("\"message\":\"pong\""), curl.out.constData());
        QVERIFY(m_server->requestLog()
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("pods/from-python/portforward?ports=3000 kube-admin")));
    }
};

QTEST_GUILESS_MAIN(TestKubeRealClients)
#include "tst_kube_realclients.moc"
