// SPDX-License-Identifier: Apache-2.0
// sandmanctl --sandbox k8s://CONTEXT/NAMESPACE/NAME: the kubeconfig, the Sandbox's ready pod, its
// token Secret and a port-forward through the API server (the fake-kube-apiserver process,
// bridged to a real sandman-agent), as the window opens a cluster sandbox; and its errors.
// Also the window's "Open in browser" for a cluster sandbox: a port inside, reached through
// the agent's /ws/port over the cluster's port-forward.
#include "AgentServing.h"
#include "CtlAgent.h"
#include "FutureWait.h"
#include "PtyRun.h"
#include "client/PortForward.h"
#include "client/ResourceClient.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "client/WebSocketTransport.h"
#include "cluster/KubeApiClient.h"
#include "cluster/KubeConfig.h"
#include "cluster/KubeException.h"
#include "cluster/KubePortForward.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QtTest>

#include <csignal>

using namespace sandman;
using namespace sandman::test;

class TestSandmanctlCluster : public QObject
{
    Q_OBJECT

    CtlAgent m_agent;
    QProcess m_kube;
    std::unique_ptr<KubeApiClient> m_api;
    qint64 m_windowPid = 0; // the window `open` started

    static bool settled(const QFuture<QString> &future)
    {
        if (!waitFor(future, 10000))
            return false;
        try {
            (void)future.result();
            return true;
        } catch (const KubeException &) {
            return false;
        }
    }

    template<typename T> static bool succeeded(QFuture<T> future)
    {
        if (!waitFor(future, 10000))
            return false;
        try {
            future.waitForFinished();
            return true;
        } catch (const KubeException &e) {
            qWarning("%s", qPrintable(e.message()));
            return false;
        }
    }

private slots:
    void initTestCase()
    {
        const QString fake = qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR")
            + QStringLiteral("/tests/tools/fake-kube-apiserver/fake-kube-apiserver");
        if (!QFile::exists(CtlAgent::binary(QStringLiteral("sandmanctl"))) || !QFile::exists(fake))
            QSKIP("sandmanctl or fake-kube-apiserver is not built");
        QVERIFY(m_agent.start());
        // kubectl's default kubeconfig of this user: context "fake", namespace "default".
        const QString kubeconfig = m_agent.home().path(QStringLiteral("home/.kube/config"));
        QVERIFY(QDir().mkpath(QFileInfo(kubeconfig).absolutePath()));
        m_kube.start(fake,
                     {QStringLiteral("--token"), QStringLiteral("kube-token=alice"),
                      QStringLiteral("--kubeconfig"), kubeconfig, QStringLiteral("--backend"),
                      QStringLiteral("*:3000:%1").arg(m_agent.url().port()),
                      QStringLiteral("--ready-delay-ms"), QStringLiteral("0")});
        QVERIFY(waitForServing(&m_kube).isValid());
        QString error;
        const std::optional<KubeConfig> config = KubeConfig::load({kubeconfig}, &error);
        QVERIFY2(config, qPrintable(error));
        const std::optional<KubeEndpoint> endpoint = config->endpoint(QString(), &error);
        QVERIFY2(endpoint, qPrintable(error));
        m_api = std::make_unique<KubeApiClient>(*endpoint);
        for (const char *name : {"box", "sleepy"}) {
            KubeSandboxSpec spec;
            spec.name = QString::fromLatin1(name);
            QVERIFY(succeeded(m_api->createSandbox(spec, CtlAgent::token())));
            QTRY_VERIFY_WITH_TIMEOUT(settled(m_api->readyPodOf(spec.name)), 10000);
        }
        QVERIFY(succeeded(m_api->setSandboxSuspended(QStringLiteral("sleepy"), true)));
        QTRY_VERIFY_WITH_TIMEOUT(!settled(m_api->readyPodOf(QStringLiteral("sleepy"))), 10000);
    }

    void cleanupTestCase()
    {
        if (m_windowPid > 0) {
            ::kill(pid_t(m_windowPid), SIGTERM);
            QTRY_VERIFY_WITH_TIMEOUT(::kill(pid_t(m_windowPid), 0) != 0, 10000);
            QString error;
            m_agent.home().stopAgent(&error); // the window's local sandbox
        }
        m_kube.terminate();
        m_kube.waitForFinished(5000);
    }

    void verbsThroughTheCluster()
    {
        const QStringList box{QStringLiteral("--sandbox"), QStringLiteral("k8s://fake/default/box")};
        CtlAgent::Run run = m_agent.runRaw(
            box
            + QStringList{QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--"),
                          QStringLiteral("echo via-k8s-$((6*7)); echo err >&2; sh -c 'exit 3'")});
        CTL_EXPECT(run, 3);
        QCOMPARE(run.out, QByteArray("via-k8s-42\n"));
        QCOMPARE(run.err, QByteArray("err\n"));
        // An empty CONTEXT is the kubeconfig's current one; the session made there is listed.
        run = m_agent.runRaw({QStringLiteral("--sandbox"), QStringLiteral("k8s:///default/box"),
                              QStringLiteral("new-session"), QStringLiteral("from-cli")});
        CTL_EXPECT(run, 0);
        run = m_agent.runRaw(box + QStringList{QStringLiteral("ls")});
        CTL_EXPECT(run, 0);
        QVERIFY2(run.out.contains("from-cli"), run.out.constData());
        // A terminal (opened here directly) driven through tunnels of its own (/ws/pty).
        WebSocketTransport::Options options;
        options.token = CtlAgent::token();
        WebSocketTransport transport(m_agent.url(), options);
        transport.open();
        SandboxClient direct(&transport);
        TerminalStream *viewer = direct.openTerminal(QStringLiteral("default"), 80, 24, QStringLiteral("k1"));
        QVERIFY(waitUntil([&] { return viewer->isOpen(); }, 10000));
        run = m_agent.runRaw(box
                             + QStringList{QStringLiteral("send-text"), QStringLiteral("--enter"),
                                           QStringLiteral("default"), QStringLiteral("k1"),
                                           QStringLiteral("echo pty-$((2+3))")});
        CTL_EXPECT(run, 0);
        run = m_agent.runRaw(box
                             + QStringList{QStringLiteral("wait"), QStringLiteral("text"),
                                           QStringLiteral("default"), QStringLiteral("k1"),
                                           QStringLiteral("pty-5"), QStringLiteral("--timeout"),
                                           QStringLiteral("15s")});
        CTL_EXPECT(run, 0);

        // Files in and out through the tunnel.
        const QString inside = m_agent.home().path(QStringLiteral("root/via-k8s.txt"));
        run = m_agent.runRaw(
            box + QStringList{QStringLiteral("cp"), QStringLiteral("-"), QStringLiteral("default:") + inside},
            30000, "through the tunnel\n");
        CTL_EXPECT(run, 0);
        run = m_agent.runRaw(
            box
            + QStringList{QStringLiteral("cp"), QStringLiteral("default:") + inside, QStringLiteral("-")});
        CTL_EXPECT(run, 0);
        QCOMPARE(run.out, QByteArray("through the tunnel\n"));
    }

    // attach through the port-forward, as to a local agent: typing, a resize, the detach key,
    // then a reattach that replays what the shell printed.
    void attachThroughTheCluster()
    {
        const QStringList box{QStringLiteral("--sandbox"), QStringLiteral("k8s://fake/default/box")};
        {
            PtyRun attach(m_agent, box,
                          {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("c1")});
            attach.type("echo through-k8s-$((6*7))\r");
            QVERIFY2(attach.waitFor("through-k8s-42", 20000), attach.output().constData());
            attach.resize(97, 29);
            QTest::qWait(300);
            attach.type("stty size\r");
            QVERIFY2(attach.waitFor("29 97", 20000), attach.output().constData());
            // Relayed through the port-forward, as to a pod: the agent (here on this machine,
            // standing in for the pod's) is never handed this tty.
            QCOMPARE(m_agent.descriptorsTo(attach.ttyPath()), 0);
            attach.type("\x1c"); // Ctrl-\: detach
            QCOMPARE(attach.wait(20000), 0);
            QVERIFY2(attach.output().contains("[detached from default/c1]"), attach.output().constData());
        }
        PtyRun again(m_agent, box,
                     {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("c1")});
        QVERIFY2(again.waitFor("through-k8s-42", 20000), again.output().constData());
        again.type("exit 5\r");
        QCOMPARE(again.wait(20000), 5);
    }

    // As the window does it: the agent through a port-forward to its pod, then a forward of a
    // port inside the sandbox carried over that same port-forward.
    void openInBrowserThroughTheCluster()
    {
        const QFuture<QString> pod = m_api->readyPodOf(QStringLiteral("box"));
        QVERIFY(settled(pod));
        KubePortForward agentForward(m_api.get(), pod.result(), 3000);
        QVERIFY(agentForward.listen());
        WebSocketTransport::Options options;
        options.token = CtlAgent::token();
        WebSocketTransport transport(agentForward.localWebSocketUrl(), options);
        transport.open();
        SandboxClient client(&transport);
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        QCOMPARE(resultOf(client.exec(QStringLiteral(
                                          "mkdir -p web && echo from-the-pod > web/index.html && cd web && "
                                          "(python3 -m http.server %1 --bind 127.0.0.1 >/dev/null 2>&1 &)")
                                          .arg(port)))
                     .exitCode,
                 0);
        QVERIFY(waitUntil(
            [&] {
                for (const QJsonValue &value : resultOf(ResourceClient(&client).ports()))
                    if (value[QStringLiteral("port")].toInt() == port)
                        return true;
                return false;
            },
            15000));
        QVERIFY(transport.canForwardPorts());
        std::unique_ptr<PortForward> forward(transport.forwardPort(port, nullptr));
        QVERIFY(forward && forward->listen());
        QTcpSocket browser;
        QByteArray reply;
        connect(&browser, &QTcpSocket::connected, this,
                [&] { browser.write("GET /index.html HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n"); });
        connect(&browser, &QTcpSocket::readyRead, this, [&] { reply += browser.readAll(); });
        browser.connectToHost(QHostAddress::LocalHost, forward->hostPort());
        QVERIFY2(waitUntil([&] { return reply.contains("from-the-pod"); }, 15000), reply.constData());
        QVERIFY(reply.startsWith("HTTP/1.0 200"));
        QVERIFY(agentForward.openTunnels() >= 1);
        resultOf(client.exec(QStringLiteral("pkill -f 'http.server %1' || true").arg(port)));
    }

    void errors_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("kubeconfig"); // "" : the default one
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("text");
        QTest::newRow("malformed") << "k8s://box"
                                   << "" << 64 << "k8s://CONTEXT/NAMESPACE/NAME";
        QTest::newRow("no such sandbox") << "k8s://fake/default/nosuch"
                                         << "" << 66 << "nosuch";
        QTest::newRow("no such namespace") << "k8s://fake/elsewhere/box"
                                           << "" << 66 << "box";
        QTest::newRow("no such context") << "k8s://other/default/box"
                                         << "" << 66 << "other";
        QTest::newRow("suspended") << "k8s://fake/default/sleepy"
                                   << "" << 69 << "sleepy";
        QTest::newRow("refused credentials") << "k8s://fake/default/box"
                                             << "wrong-token" << 77 << "box";
        QTest::newRow("no kubeconfig") << "k8s://fake/default/box"
                                       << "missing" << 66 << "missing";
    }

    void errors()
    {
        QFETCH(QString, target);
        QFETCH(QString, kubeconfig);
        QFETCH(int, exitCode);
        QFETCH(QString, text);
        QString file;
        if (kubeconfig == QLatin1String("wrong-token")) {
            QFile in(m_agent.home().path(QStringLiteral("home/.kube/config")));
            QVERIFY(in.open(QIODevice::ReadOnly));
            file = m_agent.home().path(QStringLiteral("wrong-token.yaml"));
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(in.readAll().replace("kube-token", "not-the-token"));
        } else if (kubeconfig == QLatin1String("missing")) {
            file = m_agent.home().path(QStringLiteral("missing/kubeconfig"));
        }
        m_agent.setEnvironment(QStringLiteral("KUBECONFIG"), file);
        const CtlAgent::Run run
            = m_agent.runRaw({QStringLiteral("--sandbox"), target, QStringLiteral("exec"),
                              QStringLiteral("default"), QStringLiteral("--"), QStringLiteral("true")});
        m_agent.setEnvironment(QStringLiteral("KUBECONFIG"), QString());
        CTL_EXPECT(run, exitCode);
        QVERIFY2(QString::fromUtf8(run.err).contains(text), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
    }

    // open --sandbox k8s://…: the window (started by it, offscreen) adds the cluster, opens the
    // sandbox through a port-forward of its own and shows the session's tab in front. Last: the
    // window remembers the cluster, and sandmanctl then takes its kubeconfig from there.
    void openAClusterSandboxesSession()
    {
        if (!QFile::exists(CtlAgent::binary(QStringLiteral("sandman"))))
            QSKIP("sandman is not built");
        const QStringList box{QStringLiteral("--sandbox"), QStringLiteral("k8s://fake/default/box")};
        CTL_EXPECT(
            m_agent.runRaw(box + QStringList{QStringLiteral("new-session"), QStringLiteral("kube-tab")}), 0);
        const QString dumpFile = m_agent.home().path(QStringLiteral("window-state.json"));
        m_agent.setEnvironment(QStringLiteral("SANDMAN_STATE_DUMP"), dumpFile);
        const QStringList window{QStringLiteral("--workspace"), m_agent.home().workspace()};
        CtlAgent::Run run
            = m_agent.runRaw(window + box
                                 + QStringList{QStringLiteral("-o"), QStringLiteral("json"),
                                               QStringLiteral("open"), QStringLiteral("kube-tab")},
                             90000);
        m_agent.setEnvironment(QStringLiteral("SANDMAN_STATE_DUMP"), QString());
        CTL_EXPECT(run, 0);
        m_windowPid = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("pid")).toInteger();
        QVERIFY(m_windowPid > 0);
        const auto current = [&dumpFile] {
            QFile file(dumpFile);
            const QJsonObject state = file.open(QIODevice::ReadOnly)
                ? QJsonDocument::fromJson(file.readAll()).object()
                : QJsonObject();
            return state.value(QStringLiteral("tabs"))
                .toArray()
                .at(state.value(QStringLiteral("current")).toInt(-1))
                .toObject();
        };
        QTRY_COMPARE_WITH_TIMEOUT(current().value(QStringLiteral("session")).toString(),
                                  QStringLiteral("kube-tab"), 60000);
        // Its connection is the window's port-forward, not the agent's own address.
        const QUrl connection(current().value(QStringLiteral("connection")).toString());
        QVERIFY2(connection.port() != m_agent.url().port(), qPrintable(connection.toString()));
        // Asked again: the same tab in front, no second connection.
        const int tabs = [&dumpFile] {
            QFile file(dumpFile);
            file.open(QIODevice::ReadOnly);
            return int(QJsonDocument::fromJson(file.readAll())
                           .object()
                           .value(QStringLiteral("tabs"))
                           .toArray()
                           .size());
        }();
        run = m_agent.runRaw(window + box + QStringList{QStringLiteral("open"), QStringLiteral("kube-tab")},
                             60000);
        CTL_EXPECT(run, 0);
        QTest::qWait(500);
        QCOMPARE(current().value(QStringLiteral("connection")).toString(), connection.toString());
        QFile file(dumpFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(
            QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("tabs")).toArray().size(),
            tabs);
    }
};

QTEST_GUILESS_MAIN(TestSandmanctlCluster)
#include "tst_sandmanctl_cluster.moc"
