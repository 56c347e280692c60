// SPDX-License-Identifier: Apache-2.0
// sandman-agent as a separate process: command line, token handling, TLS with a certificate
// generated at test time, the real engine over /ws, clean shutdown, and a client that
// survives the agent being killed and restarted on the same port.
#include "AgentProcess.h"
#include "FutureWait.h"
#include "client/ExecStream.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "client/WebSocketTransport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace sandman;
using namespace sandman::test;

namespace {

bool processAlive(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && close + 2 < text.size() && text.at(close + 2) != 'Z';
}

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

} // namespace

class TestAgentProcess : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_tokenFile;
    const QByteArray m_token = "process-test-token-0123456789";
    std::vector<std::unique_ptr<AgentProcess>> m_processes;

    // Starts the agent and waits for its "serving <url>" line. Null on failure.
    AgentProcess *startAgent(const QStringList &arguments, QUrl *url, QByteArray *outputOut = nullptr,
                             const QProcessEnvironment &environment
                             = QProcessEnvironment::systemEnvironment())
    {
        auto agent = std::make_unique<AgentProcess>();
        agent->setProcessEnvironment(environment);
        QByteArray out;
        if (!agent->startServing(arguments, &out)) {
            qWarning("agent did not start: %s", out.constData());
            return nullptr;
        }
        *url = agent->url();
        if (outputOut)
            *outputOut = out;
        m_processes.push_back(std::move(agent));
        return m_processes.back().get();
    }

    QStringList baseArguments(quint16 port) const
    {
        return AgentProcess::loopbackArguments(m_tokenFile, m_dir.filePath(QStringLiteral("root")), port);
    }

    std::unique_ptr<WebSocketTransport> connectTo(const QUrl &url, WebSocketTransport::Options options = {})
    {
        options.token = m_token;
        options.initialReconnectDelayMs = 100;
        options.maxReconnectDelayMs = 400;
        auto transport = std::make_unique<WebSocketTransport>(url, options);
        transport->open();
        return transport;
    }

private slots:
    void initTestCase()
    {
        if (!AgentProcess::isBuilt())
            QSKIP("sandman-agent is not built");
        QVERIFY(m_dir.isValid());
        m_tokenFile = m_dir.filePath(QStringLiteral("token"));
        QVERIFY(AgentProcess::writeTokenFile(m_tokenFile, m_token));
    }

    void cleanup()
    {
        m_processes.clear(); // killed
    }

    void commandLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("output");
        QTest::newRow("help") << QStringList{QStringLiteral("--help")} << 0 << QStringLiteral("--token-file");
        QTest::newRow("version") << QStringList{QStringLiteral("--version")} << 0
                                 << QStringLiteral(SANDMAN_VERSION);
        QTest::newRow("non-loopback without token")
            << QStringList{QStringLiteral("--listen"), QStringLiteral("0.0.0.0:0")} << 2
            << QStringLiteral("without a token");
        QTest::newRow("bad port") << QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:http")}
                                  << 2 << QStringLiteral("bad port");
        QTest::newRow("cert without key")
            << QStringList{QStringLiteral("--cert"), QStringLiteral("/nonexistent")} << 2
            << QStringLiteral("--cert and --key");
        QTest::newRow("missing token file")
            << QStringList{QStringLiteral("--token-file"), QStringLiteral("/nonexistent/token")} << 2
            << QStringLiteral("cannot read token file");
    }

    void commandLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, output);
        QProcess process;
        process.start(AgentProcess::binary(), arguments);
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), exitCode);
        const QString all
            = QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError());
        QVERIFY2(all.contains(output), qPrintable(all));
    }

    void generatedTokenOnLoopback()
    {
        QUrl url;
        QByteArray out;
        QProcess *agent = startAgent({QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                                      QStringLiteral("--root"), m_dir.filePath(QStringLiteral("root"))},
                                     &url, &out);
        QVERIFY(agent);
        QVERIFY(waitUntil(
            [&] {
                out += agent->readAllStandardOutput();
                return out.contains("token value: ");
            },
            5000));
        const QByteArray token = out.mid(out.indexOf("token value: ") + 13).split('\n').first().trimmed();
        QCOMPARE(token.size(), 43);
        WebSocketTransport::Options options;
        options.token = token;
        WebSocketTransport transport(url, options);
        transport.open();
        SandboxClient client(&transport);
        auto ping = client.ping();
        QVERIFY(waitFor(ping, 10000));
        QVERIFY(!failureOf(ping));
    }

    // Unconfined, the sessions run as the agent's user and can read its /proc/PID/environ, which
    // keeps what the agent was started with whatever it unsets: a --token-env token must not be
    // there (the agent starts itself again without it), and still be the one it accepts.
    void tokenEnvIsNotLeftInTheAgentsEnvironment()
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("SANDMAN_TEST_TOKEN"), QString::fromLatin1(m_token));
        QUrl url;
        QByteArray out;
        AgentProcess *agent = startAgent({QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                                          QStringLiteral("--token-env"), QStringLiteral("SANDMAN_TEST_TOKEN"),
                                          QStringLiteral("--root"), m_dir.filePath(QStringLiteral("root"))},
                                         &url, &out, environment);
        QVERIFY(agent);
        QVERIFY2(out.contains("token: environment variable SANDMAN_TEST_TOKEN"), out.constData());
        const qint64 pid = agent->processId();
        auto transport = connectTo(url); // the token it was given still opens it
        SandboxClient client(transport.get());
        // From a session, as any command there could.
        auto leak
            = client.exec(QStringLiteral("tr '\\0' '\\n' < /proc/%1/environ | grep -c SANDMAN_TEST_TOKEN; "
                                         "grep -c %2 /proc/%1/environ /proc/%1/cmdline; "
                                         "echo session=$SANDMAN_TEST_TOKEN.")
                              .arg(pid)
                              .arg(QString::fromLatin1(m_token)));
        QVERIFY(waitFor(leak, 20000));
        QVERIFY(!failureOf(leak));
        const QByteArray seen = leak.result().stdoutData;
        QVERIFY2(seen.startsWith("0\n"), seen.constData());
        QVERIFY2(seen.contains("/proc/" + QByteArray::number(pid) + "/environ:0\n"), seen.constData());
        QVERIFY2(seen.contains("/proc/" + QByteArray::number(pid) + "/cmdline:0\n"), seen.constData());
        QVERIFY2(seen.contains("session=.\n"), seen.constData());
        QVERIFY2(!seen.contains(m_token), seen.constData());
    }

    void servesTheEngine()
    {
        QUrl url;
        QVERIFY(startAgent(baseArguments(0), &url));
        auto transport = connectTo(url);
        SandboxClient client(transport.get());

        auto first = client.exec(QStringLiteral("cd /tmp && export GREETING=hello"));
        QVERIFY(waitFor(first, 20000));
        QVERIFY(!failureOf(first));
        auto second = client.exec(
            QStringLiteral("echo \"$GREETING from $(pwd)\"; echo oops >&2; exit_code=3; (exit 3)"));
        QVERIFY(waitFor(second, 20000));
        QVERIFY(!failureOf(second));
        QCOMPARE(second.result().stdoutData, QByteArray("hello from /tmp\n"));
        QCOMPARE(second.result().stderrData, QByteArray("oops\n"));
        QCOMPARE(second.result().exitCode, 3);

        ExecStream *stream = client.execStream(QStringLiteral("for i in 1 2 3; do echo $i; done"));
        QByteArray streamed;
        int exitCode = -1;
        bool finished = false;
        connect(stream, &ExecStream::stdoutReceived, this, [&](const QByteArray &data) { streamed += data; });
        connect(stream, &ExecStream::completed, this, [&](int code) { exitCode = code; });
        connect(stream, &ExecStream::finished, this, [&] { finished = true; });
        QVERIFY(waitUntil([&] { return finished; }, 20000));
        QCOMPARE(streamed, QByteArray("1\n2\n3\n"));
        QCOMPARE(exitCode, 0);

        auto unknown = client.request(QStringLiteral("GET"), QStringLiteral("/api/does-not-exist"));
        QVERIFY(waitFor(unknown, 5000));
        QCOMPARE(failureOf(unknown)->code, ErrorCode::UnknownRoute);
    }

    void tlsWithGeneratedCertificate()
    {
        const QString cert = m_dir.filePath(QStringLiteral("cert.pem"));
        const QString key = m_dir.filePath(QStringLiteral("key.pem"));
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                       QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-keyout"), key,
                       QStringLiteral("-out"), cert, QStringLiteral("-days"), QStringLiteral("2"),
                       QStringLiteral("-subj"), QStringLiteral("/CN=localhost"), QStringLiteral("-addext"),
                       QStringLiteral("subjectAltName=DNS:localhost,IP:127.0.0.1")});
        if (!openssl.waitForStarted(5000))
            QSKIP("openssl is not installed");
        QVERIFY(openssl.waitForFinished(30000));
        QCOMPARE(openssl.exitCode(), 0);

        QUrl url;
        QVERIFY(startAgent(
            baseArguments(0) << QStringLiteral("--cert") << cert << QStringLiteral("--key") << key, &url));
        QCOMPARE(url.scheme(), QStringLiteral("wss"));

        // Trusted explicitly: the test certificate is the only CA.
        WebSocketTransport::Options trusting;
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setCaCertificates(QSslCertificate::fromPath(cert));
        trusting.sslConfiguration = ssl;
        auto transport = connectTo(url, trusting);
        SandboxClient client(transport.get());
        auto result = client.exec(QStringLiteral("echo over-tls"));
        QVERIFY(waitFor(result, 20000));
        QVERIFY(!failureOf(result));
        QCOMPARE(result.result().stdoutData, QByteArray("over-tls\n"));

        // A terminal over TLS: its viewer (and the TLS socket with it) is served on the sandbox's
        // thread; keys go in, output comes out, and the shell outlives the viewer.
        QByteArray shown;
        TerminalStream *terminal = client.openTerminal(QStringLiteral("default"), 80, 24);
        connect(terminal, &TerminalStream::dataReceived, this,
                [&shown](const QByteArray &bytes) { shown += bytes; });
        QVERIFY(waitUntil([&] { return terminal->isOpen(); }, 20000));
        terminal->write("echo tls-$((6*7))\r");
        QVERIFY2(waitUntil([&] { return shown.contains("tls-42"); }, 20000), shown.constData());
        terminal->resize(100, 30);
        terminal->write("stty size\r");
        QVERIFY2(waitUntil([&] { return shown.contains("30 100"); }, 20000), shown.constData());
        delete terminal;

        // Without that trust the connection is refused, and nothing runs.
        auto untrusted = connectTo(url);
        SandboxClient untrustedClient(untrusted.get());
        auto refused = untrustedClient.ping();
        QVERIFY(waitFor(refused, 10000));
        QVERIFY(failureOf(refused));
        QVERIFY2(untrusted->lastError().contains(QLatin1String("TLS"), Qt::CaseInsensitive)
                     || untrusted->lastError().contains(QLatin1String("certificate"), Qt::CaseInsensitive),
                 qPrintable(untrusted->lastError()));
    }

    void sigtermEndsEverything()
    {
        QUrl url;
        QProcess *agent = startAgent(baseArguments(0), &url);
        QVERIFY(agent);
        auto transport = connectTo(url);
        SandboxClient client(transport.get());
        auto started = client.exec(QStringLiteral("sleep 1000 >/dev/null 2>&1 & echo $!"));
        QVERIFY(waitFor(started, 20000));
        QVERIFY(!failureOf(started));
        const qint64 pid = started.result().stdoutData.trimmed().toLongLong();
        QVERIFY(pid > 0);
        QVERIFY(processAlive(pid));
        auto pending = client.exec(QStringLiteral("sleep 1000"));

        ::kill(pid_t(agent->processId()), SIGTERM);
        QVERIFY(agent->waitForFinished(15000));
        QCOMPARE(agent->exitStatus(), QProcess::NormalExit);
        QCOMPARE(agent->exitCode(), 0);
        QVERIFY(waitFor(pending, 5000));
        QVERIFY(failureOf(pending));
        QVERIFY2(waitUntil([&] { return !processAlive(pid); }, 5000),
                 "the sandbox's background process survived");
    }

    void killedMidCallThenRestarted()
    {
        const quint16 port = freePort();
        QUrl url;
        QProcess *agent = startAgent(baseArguments(port), &url);
        QVERIFY(agent);
        auto transport = connectTo(url);
        QSignalSpy reconnected(transport.get(), &Transport::reconnected);
        SandboxClient client(transport.get());
        auto warm = client.ping();
        QVERIFY(waitFor(warm, 10000));

        auto pending = client.exec(QStringLiteral("sleep 30"));
        QTest::qWait(300);
        QElapsedTimer timer;
        timer.start();
        agent->kill(); // SIGKILL: no goodbye
        QVERIFY(waitFor(pending, 5000));
        QVERIFY(timer.elapsed() < 3000);
        QCOMPARE(failureOf(pending)->code, ErrorCode::ConnectionLost);

        // The same port again: a moment may pass before the killed agent's tree has let go of
        // it (the window's restart waits too).
        QUrl again;
        AgentProcess *restarted = nullptr;
        QElapsedTimer retrying;
        retrying.start();
        while (!(restarted = startAgent(baseArguments(port), &again)) && retrying.elapsed() < 5000)
            QTest::qWait(200);
        QVERIFY(restarted);
        QVERIFY(reconnected.wait(10000));
        auto after = client.exec(QStringLiteral("echo back"));
        QVERIFY(waitFor(after, 20000));
        QVERIFY(!failureOf(after));
        QCOMPARE(after.result().stdoutData, QByteArray("back\n"));
    }
};

QTEST_GUILESS_MAIN(TestAgentProcess)
#include "tst_agentprocess.moc"
