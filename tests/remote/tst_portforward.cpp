// SPDX-License-Identifier: Apache-2.0
// "Open in browser" for a port inside a sandbox, against the real sandman-agent: a server
// started in the sandbox is listed with its process, reachable through the window's
// PortForward (a loopback port here, each connection tunnelled over the agent's /ws/port with
// its token), refused without the token, and the forward closes once the port does (or when
// idle). With bubblewrap, the same through an isolated agent whose sandbox has a network of its
// own: the port is not reachable from the host directly, only through the forward.
#include "AgentProcess.h"
#include "FutureWait.h"
#include "client/PortForward.h"
#include "client/ResourceClient.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "isolation/Bubblewrap.h"
#include "isolation/IsolatedAgent.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

// One HTTP/1.0 GET to 127.0.0.1:port; what came back (empty when nothing did). The event loop
// runs meanwhile: the forward's listener and tunnels live in this thread.
QByteArray httpGet(quint16 port, const QByteArray &path)
{
    QTcpSocket socket;
    QByteArray reply;
    bool done = false;
    QObject::connect(&socket, &QTcpSocket::connected,
                     [&] { socket.write("GET " + path + " HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n"); });
    QObject::connect(&socket, &QTcpSocket::readyRead, [&] { reply += socket.readAll(); });
    QObject::connect(&socket, &QTcpSocket::disconnected, [&] { done = true; });
    QObject::connect(&socket, &QTcpSocket::errorOccurred, [&](QAbstractSocket::SocketError error) {
        if (error != QAbstractSocket::RemoteHostClosedError)
            done = true;
    });
    socket.connectToHost(QHostAddress::LocalHost, port);
    waitUntil([&] { return done; }, 10000);
    return reply + socket.readAll();
}

std::unique_ptr<WebSocketTransport> connectTo(const QUrl &url, const QByteArray &token)
{
    WebSocketTransport::Options options;
    options.token = token;
    auto transport = std::make_unique<WebSocketTransport>(url, options);
    transport->open();
    return transport;
}
} // namespace

class TestPortForward : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    static constexpr char kToken[] = "port-forward-test-token-0123456789";

    // A sandman-agent on loopback (no isolation), its files under m_dir/name.
    bool startAgent(AgentProcess *agent, const QString &name)
    {
        const QString tokenFile = m_dir.filePath(name + QStringLiteral(".token"));
        if (!AgentProcess::writeTokenFile(tokenFile, kToken))
            return false;
        QStringList arguments = AgentProcess::loopbackArguments(tokenFile, m_dir.filePath(name));
        arguments << QStringLiteral("--no-audit");
        QByteArray output;
        if (agent->startServing(arguments, &output))
            return true;
        qWarning("the agent did not start: %s", output.constData());
        return false;
    }

    // The whole story on one sandbox: listed, reachable through the forward, refused without
    // the token, closed after the port.
    void throughTheForward(const QUrl &url, const QByteArray &token, bool ownNetwork)
    {
        auto transport = connectTo(url, token);
        SandboxClient client(transport.get());
        const quint16 port = freePort();
        const ExecResult made = resultOf(client.exec(
            QStringLiteral("mkdir -p served && echo forwarded-hello > served/hello.txt && cd served && "
                           "(python3 -m http.server %1 --bind 127.0.0.1 >/dev/null 2>&1 &)")
                .arg(port)));
        QCOMPARE(made.exitCode, 0);
        QJsonObject listed;
        QVERIFY(waitUntil(
            [&] {
                for (const QJsonValue &value : resultOf(ResourceClient(&client).ports()))
                    if (value[QStringLiteral("port")].toInt() == port)
                        listed = value.toObject();
                return !listed.isEmpty();
            },
            15000));
        QVERIFY2(listed.value(QStringLiteral("pid")).toInteger() > 0,
                 QJsonDocument(listed).toJson().constData());
        QVERIFY(listed.value(QStringLiteral("processName")).toString().startsWith(QLatin1String("python3")));
        QVERIFY(listed.value(QStringLiteral("command")).toString().contains(QLatin1String("http.server")));
        if (ownNetwork) // the sandbox's loopback is not this machine's
            QVERIFY(httpGet(port, "/hello.txt").isEmpty());

        QVERIFY(transport->canForwardPorts());
        std::unique_ptr<PortForward> forward(transport->forwardPort(port, nullptr));
        QVERIFY(forward);
        QVERIFY(forward->listen());
        QCOMPARE(forward->browserUrl().host(), QStringLiteral("127.0.0.1"));
        QVERIFY(forward->hostPort() != port || !ownNetwork);
        const QByteArray reply = httpGet(forward->hostPort(), "/hello.txt");
        QVERIFY2(reply.startsWith("HTTP/1.0 200") && reply.contains("forwarded-hello"), reply.constData());
        // Several at once, each on a tunnel of its own.
        QCOMPARE(httpGet(forward->hostPort(), "/hello.txt").count("forwarded-hello"), 1);

        // Without the agent's token the tunnel is refused: nothing reaches the port.
        auto stranger = connectTo(url, "not-the-token");
        std::unique_ptr<PortForward> refused(stranger->forwardPort(port, nullptr));
        QSignalSpy failed(refused.get(), &PortForward::tunnelFailed);
        QVERIFY(refused->listen());
        QVERIFY(!httpGet(refused->hostPort(), "/hello.txt").contains("forwarded-hello"));
        QVERIFY(failed.count() > 0 || failed.wait(5000));
        QVERIFY2(failed.first().first().toString().contains(QLatin1String("401")),
                 qPrintable(failed.first().first().toString()));

        // The port closes: it goes from the list, and the forward closes at its next use.
        QSignalSpy closed(forward.get(), &PortForward::closed);
        QCOMPARE(resultOf(client.exec(
                              QStringLiteral("kill %1").arg(listed.value(QStringLiteral("pid")).toInteger())))
                     .exitCode,
                 0);
        QVERIFY(waitUntil(
            [&] {
                for (const QJsonValue &value : resultOf(ResourceClient(&client).ports()))
                    if (value[QStringLiteral("port")].toInt() == port)
                        return false;
                return true;
            },
            15000));
        QVERIFY(!httpGet(forward->hostPort(), "/hello.txt").contains("forwarded-hello"));
        QVERIFY(closed.count() > 0 || closed.wait(5000));
        QVERIFY(!forward->isOpen());
    }

private slots:
    void initTestCase()
    {
        if (!AgentProcess::isBuilt())
            QSKIP("sandman-agent is not built");
        if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QSKIP("python3 is not installed");
        QVERIFY(m_dir.isValid());
    }

    void sharedNetwork()
    {
        AgentProcess agent;
        QVERIFY(startAgent(&agent, QStringLiteral("shared")));
        throughTheForward(agent.url(), kToken, false);
    }

    void ownNetworkNamespace()
    {
        QString why;
        if (!Bubblewrap::isUsable(&why))
            QSKIP(qPrintable(QStringLiteral("bubblewrap cannot confine here: %1").arg(why)));
        QTemporaryDir workspace;
        IsolatedAgent agent;
        QString error;
        QVERIFY2(agent.start(AgentProcess::binary(), workspace.path(), &error), qPrintable(error));
        throughTheForward(agent.url(), agent.token(), true);
    }

    // Unused, it closes by itself; a bad port number or a port nobody listens on is refused.
    void idleAndBadPorts()
    {
        PortForward idle(PortForward::tunnelUrl(QUrl(QStringLiteral("ws://127.0.0.1:1/ws")), 80), 80,
                         {QByteArray(), std::nullopt, {}, 200});
        QSignalSpy closed(&idle, &PortForward::closed);
        QVERIFY(idle.listen());
        QVERIFY(closed.wait(3000));
        QVERIFY(!idle.isOpen());
        QCOMPARE(PortForward::tunnelUrl(QUrl(QStringLiteral("wss://host:7681/ws")), 8080).toString(),
                 QStringLiteral("wss://host:7681/ws/port?port=8080&flow=1"));

        AgentProcess agent;
        QVERIFY(startAgent(&agent, QStringLiteral("bad-ports")));
        const QByteArray token = kToken;
        auto transport = connectTo(agent.url(), token);
        for (const QString &port : {QStringLiteral("0"), QStringLiteral("70000"), QStringLiteral("x"),
                                    QString::number(freePort())}) {
            QUrl url = PortForward::tunnelUrl(agent.url(), 1);
            url.setQuery(QStringLiteral("port=%1").arg(port));
            PortForward forward(url, 1, {token, std::nullopt, {}, 0});
            QSignalSpy failed(&forward, &PortForward::tunnelFailed);
            QVERIFY(forward.listen());
            QVERIFY(httpGet(forward.hostPort(), "/").isEmpty());
            QVERIFY(failed.count() > 0 || failed.wait(5000));
            // Qt names the status of a refused handshake for some (404), not all (400).
            const QString message = failed.first().first().toString();
            if (port.toInt() > 0 && port.toInt() < 65536)
                QVERIFY2(message.contains(QLatin1String("404")), qPrintable(message));
        }
        // The agent still serves.
        SandboxClient client(transport.get());
        QCOMPARE(resultOf(client.exec(QStringLiteral("echo still"))).stdoutData.trimmed(),
                 QByteArray("still"));
    }
};

QTEST_GUILESS_MAIN(TestPortForward)
#include "tst_portforward.moc"
