// SPDX-License-Identifier: Apache-2.0
// The real sandman-agent over plain HTTP: exec and a streamed exec (raw and with curl, plain
// and over TLS), and a flood of idle connections under a 1024-descriptor limit that must not
// lock out an authenticated client (issue 9).
#include "AgentProcess.h"
#include "FutureWait.h"
#include "RawHttpClient.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "server/AgentServer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
const QByteArray kToken = "http-agent-test-token-0123456789";

QByteArray authorized(const QByteArray &method, const QByteArray &target, const QByteArray &body)
{
    return RawHttpClient::request(method, target, body, kToken);
}
} // namespace

class TestHttpAgent : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_tokenFile;
    std::vector<std::unique_ptr<AgentProcess>> m_processes;

    // Starts the agent (with fdLimit > 0: under that RLIMIT_NOFILE, soft and hard) and returns
    // its port, 0 on failure.
    quint16 startAgent(const QStringList &extra = {}, int fdLimit = 0, QUrl *urlOut = nullptr)
    {
        auto agent = std::make_unique<AgentProcess>();
        agent->setDescriptorLimit(fdLimit);
        QByteArray output;
        if (!agent->startServing(
                AgentProcess::loopbackArguments(m_tokenFile, m_dir.filePath(QStringLiteral("root"))) + extra,
                &output)) {
            qWarning("the agent did not serve: %s", output.constData());
            return 0;
        }
        if (urlOut)
            *urlOut = agent->url();
        m_processes.push_back(std::move(agent));
        return m_processes.back()->port();
    }

    // curl's output, or a null array when curl is missing or failed.
    QByteArray curl(const QStringList &arguments)
    {
        QProcess process;
        process.start(QStringLiteral("curl"), arguments);
        if (!process.waitForStarted(5000))
            return {};
        waitUntil([&] { return process.state() == QProcess::NotRunning; }, 30000);
        if (process.exitCode() != 0) {
            qWarning("curl failed: %s", process.readAllStandardError().constData());
            return {};
        }
        return process.readAllStandardOutput();
    }

private slots:
    void initTestCase()
    {
        if (!AgentProcess::isBuilt())
            QSKIP("sandman-agent is not built");
        QVERIFY(m_dir.isValid());
        m_tokenFile = m_dir.filePath(QStringLiteral("token"));
        QVERIFY(AgentProcess::writeTokenFile(m_tokenFile, kToken));
    }

    void cleanup()
    {
        for (auto &process : m_processes) {
            process->terminate();
            if (!process->waitForFinished(10000))
                process->kill();
        }
        m_processes.clear();
    }

    void execOverHttp()
    {
        const quint16 port = startAgent();
        QVERIFY(port);
        RawHttpClient client;
        QVERIFY(client.connectTo(port));
        client.send(authorized("POST", "/api/execute",
                               QByteArray("{\"command\":\"echo hi; echo err >&2; (exit 3)\"}")));
        const auto response = client.read(20000);
        QCOMPARE(response.status, 200);
        const QJsonObject result = response.json();
        QCOMPARE(result.value(QStringLiteral("stdout")).toString(), QStringLiteral("hi\n"));
        QCOMPARE(result.value(QStringLiteral("stderr")).toString(), QStringLiteral("err\n"));
        QCOMPARE(result.value(QStringLiteral("exitCode")).toInt(), 3);
        // Additive: the feed's id of the command, for its change set.
        QVERIFY(result.value(QStringLiteral("commandId")).toString().startsWith(QLatin1String("cmd-")));
        // The same connection serves the next call, and the SDK's version route answers.
        client.send(authorized("GET", "/api/version", {}));
        QCOMPARE(client.read().json().value(QStringLiteral("version")).toString(), QStringLiteral("0.12.10"));
    }

    void execStreamOverHttp()
    {
        const quint16 port = startAgent();
        QVERIFY(port);
        RawHttpClient client;
        QVERIFY(client.connectTo(port));
        client.send(authorized("POST", "/api/execute/stream",
                               R"({"command":"echo one; echo two >&2; sh -c 'exit 4'"})"));
        const auto response = client.read(20000);
        QCOMPARE(response.status, 200);
        QCOMPARE(response.header("content-type"), QByteArray("text/event-stream"));
        const QList<QJsonObject> events = response.events();
        QVERIFY(events.size() >= 3);
        QCOMPARE(events.first().value(QStringLiteral("type")).toString(), QStringLiteral("start"));
        QVERIFY(events.first().value(QStringLiteral("commandId")).toString().startsWith(QLatin1String("cmd-")));
        QCOMPARE(events.last().value(QStringLiteral("type")).toString(), QStringLiteral("complete"));
        QCOMPARE(events.last().value(QStringLiteral("exitCode")).toInt(), 4);
        QString out;
        QString err;
        for (const QJsonObject &event : events) {
            if (event.value(QStringLiteral("type")) == QStringLiteral("stdout"))
                out += event.value(QStringLiteral("data")).toString();
            if (event.value(QStringLiteral("type")) == QStringLiteral("stderr"))
                err += event.value(QStringLiteral("data")).toString();
        }
        QCOMPARE(out, QStringLiteral("one\n"));
        QCOMPARE(err, QStringLiteral("two\n"));
    }

    // The README's curl examples, as written there.
    void curlExamples_data()
    {
        QTest::addColumn<bool>("tls");
        QTest::newRow("http") << false;
        QTest::newRow("https") << true;
    }

    void curlExamples()
    {
        QFETCH(bool, tls);
        if (QStandardPaths::findExecutable(QStringLiteral("curl")).isEmpty())
            QSKIP("curl is not installed");
        QStringList extra;
        QStringList trust;
        if (tls) {
            const QString cert = m_dir.filePath(QStringLiteral("cert.pem"));
            const QString key = m_dir.filePath(QStringLiteral("key.pem"));
            QProcess openssl;
            openssl.start(QStringLiteral("openssl"),
                          {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                           QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-keyout"),
                           key, QStringLiteral("-out"), cert, QStringLiteral("-days"), QStringLiteral("2"),
                           QStringLiteral("-subj"), QStringLiteral("/CN=localhost"),
                           QStringLiteral("-addext"),
                           QStringLiteral("subjectAltName=DNS:localhost,IP:127.0.0.1")});
            if (!openssl.waitForStarted(5000))
                QSKIP("openssl is not installed");
            QVERIFY(openssl.waitForFinished(30000));
            QCOMPARE(openssl.exitCode(), 0);
            extra << QStringLiteral("--cert") << cert << QStringLiteral("--key") << key;
            trust << QStringLiteral("--cacert") << cert;
        }
        const quint16 port = startAgent(extra);
        QVERIFY(port);
        const QString base = QStringLiteral("%1://127.0.0.1:%2")
                                 .arg(tls ? QStringLiteral("https") : QStringLiteral("http"))
                                 .arg(port);
        const QStringList auth{QStringLiteral("-sS"), QStringLiteral("-H"),
                               QStringLiteral("Authorization: Bearer ") + QString::fromLatin1(kToken)};
        const QByteArray result
            = curl(auth + trust
                   + QStringList{QStringLiteral("-H"), QStringLiteral("Content-Type: application/json"),
                                 QStringLiteral("-d"), QStringLiteral(R"({"command":"echo hello"})"),
                                 base + QStringLiteral("/api/execute")});
        QCOMPARE(QJsonDocument::fromJson(result).object().value(QStringLiteral("stdout")).toString(),
                 QStringLiteral("hello\n"));
        const QByteArray stream
            = curl(auth + trust
                   + QStringList{QStringLiteral("-N"), QStringLiteral("-H"),
                                 QStringLiteral("Content-Type: application/json"), QStringLiteral("-d"),
                                 QStringLiteral(R"({"command":"for i in 1 2 3; do echo $i; done"})"),
                                 base + QStringLiteral("/api/execute/stream")});
        QVERIFY2(stream.startsWith("data: {") && stream.contains("\"type\":\"start\""), stream.constData());
        QVERIFY(stream.contains("\"data\":\"1\\n"));
        QVERIFY(stream.contains("\"type\":\"complete\""));
        // Without the token: 401 and the error body.
        const QByteArray refused
            = curl(trust + QStringList{QStringLiteral("-s"), base + QStringLiteral("/api/ping")});
        QCOMPARE(QJsonDocument::fromJson(refused).object().value(QStringLiteral("code")).toString(),
                 QStringLiteral("UNAUTHORIZED"));
    }

    // An SSE client that stops reading: the agent stops reading the command's output (the
    // same flow control as /ws) instead of queueing it, and the stream goes on when it reads.
    void eventStreamHasBackpressure()
    {
        // Under AddressSanitizer freed memory stays resident in its quarantine (256 MB by
        // default), which would read as growth: this agent gets a small one.
        const QByteArray asanOptions = qgetenv("ASAN_OPTIONS");
        qputenv("ASAN_OPTIONS", asanOptions + (asanOptions.isEmpty() ? "" : ":") + "quarantine_size_mb=4");
        const quint16 port = startAgent();
        if (asanOptions.isEmpty())
            qunsetenv("ASAN_OPTIONS");
        else
            qputenv("ASAN_OPTIONS", asanOptions);
        QVERIFY(port);
        const qint64 pid = m_processes.back()->processId();
        auto rssKiB = [pid] {
            QFile status(QStringLiteral("/proc/%1/status").arg(pid));
            if (!status.open(QIODevice::ReadOnly))
                return qint64(-1);
            for (const QByteArray &line : status.readAll().split('\n')) {
                if (line.startsWith("VmRSS:"))
                    return line.mid(6).trimmed().split(' ').first().toLongLong();
            }
            return qint64(-1);
        };
        const qint64 before = rssKiB();
        RawHttpClient client;
        QVERIFY(client.connectTo(port));
        client.socket().setReadBufferSize(64 * 1024); // the client's own buffer stays small too
        client.send(
            authorized("POST", "/api/execute/stream", R"({"command":"head -c 1G /dev/zero | base64"})"));
        QTest::qWait(3000); // not reading
        const qint64 stalled = rssKiB();
        qInfo("agent RSS %lld KiB before, %lld KiB while the client does not read", before, stalled);
        QVERIFY2(stalled - before < 120 * 1024, qPrintable(QString::number(stalled - before)));
        // Reading again, the stream moves on.
        qint64 received = 0;
        QVERIFY(waitUntil(
            [&] {
                received += client.socket().readAll().size();
                return received > 64 * 1024 * 1024;
            },
            60000));
    }

    // 1100 idle connections against an agent limited to 1024 descriptors: a real client still
    // gets its exec done promptly, over HTTP and over /ws.
    void connectionFloodDoesNotLockOut()
    {
        if (AgentServer::raiseDescriptorLimit() < 1300)
            QSKIP("this test needs 1300 descriptors of its own");
        QUrl url;
        const quint16 port = startAgent({}, 1024, &url);
        QVERIFY(port);

        std::vector<std::unique_ptr<QTcpSocket>> flood;
        for (int i = 0; i < 1100; ++i) {
            flood.push_back(std::make_unique<QTcpSocket>());
            flood.back()->connectToHost(QHostAddress::LocalHost, port);
        }
        // Every attempt has been answered one way or another (connected, or closed by the agent).
        waitUntil(
            [&] {
                return std::all_of(flood.begin(), flood.end(), [](const auto &socket) {
                    return socket->state() != QAbstractSocket::ConnectingState
                        && socket->state() != QAbstractSocket::HostLookupState;
                });
            },
            20000);

        QElapsedTimer timer;
        timer.start();
        RawHttpClient client;
        QVERIFY(client.connectTo(port));
        client.send(authorized("POST", "/api/execute", R"({"command":"echo alive"})"));
        const auto response = client.read(10000);
        QCOMPARE(response.status, 200);
        QCOMPARE(response.json().value(QStringLiteral("stdout")).toString(), QStringLiteral("alive\n"));
        const qint64 httpMs = timer.elapsed();

        timer.restart();
        WebSocketTransport::Options options;
        options.token = kToken;
        WebSocketTransport transport(url, options);
        transport.open();
        SandboxClient sandbox(&transport);
        auto exec = sandbox.exec(QStringLiteral("echo over-ws"));
        QVERIFY(waitFor(exec, 10000));
        QVERIFY(!failureOf(exec));
        QCOMPARE(exec.result().stdoutData, QByteArray("over-ws\n"));
        const qint64 wsMs = timer.elapsed();
        qInfo("under the flood: HTTP exec %lld ms, /ws exec %lld ms", httpMs, wsMs);
        QVERIFY2(httpMs < 3000 && wsMs < 3000,
                 qPrintable(QStringLiteral("%1 / %2 ms").arg(httpMs).arg(wsMs)));
        flood.clear();
        QCOMPARE(m_processes.back()->state(), QProcess::Running);
    }
};

QTEST_GUILESS_MAIN(TestHttpAgent)
#include "tst_httpagent.moc"
