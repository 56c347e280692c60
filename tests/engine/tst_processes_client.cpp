// SPDX-License-Identifier: Apache-2.0
// Background processes through SandboxClient, over every transport (ClientFixture).
#include "ClientFixture.h"
#include "FutureWait.h"
#include "ProcTools.h"
#include "client/ProcessLogStream.h"

#include <QTcpServer>
#include <QtTest>

#include <csignal>

using namespace sandman;
using namespace sandman::test;

class TestProcessesClient : public QObject
{
    Q_OBJECT
private:
    SandboxClient *client() const { return m_fx->client(); }

private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        m_fx = ClientFixture::create(transport);
        QVERIFY(m_fx);
    }
    void cleanup() { m_fx.reset(); }

    void startGetListLogs()
    {
        ProcessOptions options;
        options.processId = QStringLiteral("web");
        options.env.insert(QStringLiteral("GREETING"), QStringLiteral("hi there"));
        const ProcessInfo started
            = resultOf(client()->startProcess(QStringLiteral("echo \"$GREETING\"; echo warn >&2"), options));
        QCOMPARE(started.id, QStringLiteral("web"));
        QVERIFY(started.pid > 0);
        QCOMPARE(started.sessionId, QStringLiteral("default"));
        const ProcessInfo done = resultOf(client()->waitForExit(QStringLiteral("web")));
        QCOMPARE(done.status, QStringLiteral("completed"));
        QCOMPARE(done.exitCode, std::optional<int>(0));
        QVERIFY(done.endTime.isValid());
        const ProcessLogs logs = resultOf(client()->getProcessLogs(QStringLiteral("web")));
        QCOMPARE(logs.stdoutData, QByteArray("hi there\n"));
        QCOMPARE(logs.stderrData, QByteArray("warn\n"));
        const ProcessInfo fetched = resultOf(client()->getProcess(QStringLiteral("web")));
        QCOMPARE(fetched.status, QStringLiteral("completed"));
        const QList<ProcessInfo> list = resultOf(client()->listProcesses());
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().id, QStringLiteral("web"));
    }

    void usesSessionEnvAndCwd()
    {
        resultOf(client()->mkdir(QStringLiteral("/workspace/sub dir")));
        SessionOptions session;
        session.id = QStringLiteral("work");
        session.env.insert(QStringLiteral("FOO"), QStringLiteral("from session"));
        session.cwd = QStringLiteral("/workspace/sub dir");
        resultOf(client()->createSession(session));
        ProcessOptions options;
        options.sessionId = QStringLiteral("work");
        options.env.insert(QStringLiteral("BAR"), QStringLiteral("per call"));
        const ProcessInfo info
            = resultOf(client()->startProcess(QStringLiteral("echo \"$FOO|$BAR|$PWD\""), options));
        QCOMPARE(resultOf(client()->waitForExit(info.id)).status, QStringLiteral("completed"));
        const QString expected = QStringLiteral("from session|per call|%1/sub dir\n")
                                     .arg(QDir(m_fx->workspace()).canonicalPath());
        QCOMPARE(QString::fromUtf8(resultOf(client()->getProcessLogs(info.id)).stdoutData), expected);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("call");
        QTest::addColumn<QString>("code");
        QTest::newRow("get missing") << "get"
                                     << "PROCESS_NOT_FOUND";
        QTest::newRow("kill missing") << "kill"
                                      << "PROCESS_NOT_FOUND";
        QTest::newRow("logs missing") << "logs"
                                      << "PROCESS_NOT_FOUND";
        // An unknown (valid) id is created on first use; only an invalid one fails.
        QTest::newRow("invalid session id") << "session"
                                            << "VALIDATION_FAILED";
        QTest::newRow("empty command") << "empty"
                                       << "VALIDATION_FAILED";
        QTest::newRow("missing cwd") << "cwd"
                                     << "FILE_NOT_FOUND";
    }
    void errors()
    {
        QFETCH(QString, call);
        QFETCH(QString, code);
        std::optional<SandboxError> error;
        const auto check = [&](auto future) {
            QVERIFY(waitFor(future));
            error = failureOf(future);
        };
        ProcessOptions options;
        if (call == QLatin1String("get"))
            check(client()->getProcess(QStringLiteral("nope")));
        else if (call == QLatin1String("kill"))
            check(client()->killProcess(QStringLiteral("nope")));
        else if (call == QLatin1String("logs"))
            check(client()->getProcessLogs(QStringLiteral("nope")));
        else if (call == QLatin1String("session")) {
            options.sessionId = QStringLiteral("no such session!");
            check(client()->startProcess(QStringLiteral("true"), options));
        } else if (call == QLatin1String("empty"))
            check(client()->startProcess(QString(), options));
        else if (call == QLatin1String("cwd")) {
            options.cwd = QStringLiteral("/no/such/dir");
            check(client()->startProcess(QStringLiteral("true"), options));
        }
        QVERIFY(error);
        QCOMPARE(errorCodeName(error->code), code);
    }

    void streamReplaysThenFollows()
    {
        resultOf(client()->startProcess(
            QStringLiteral("echo before; read -t 0.3 x </dev/zero; sleep 0.3; echo after; exit 4"),
            ProcessOptions{QStringLiteral("s"), {}, {}, {}, {}}));
        resultOf(client()->waitForLog(QStringLiteral("s"), QStringLiteral("before")));
        ProcessLogStream *stream = client()->streamProcessLogs(QStringLiteral("s"));
        QStringList events;
        connect(stream, &ProcessLogStream::processInfo, this, [&] { events << QStringLiteral("info"); });
        connect(stream, &ProcessLogStream::stdoutReceived, this,
                [&](const QByteArray &data) { events << QString::fromUtf8(data).trimmed(); });
        connect(stream, &ProcessLogStream::exited, this, [&](const ProcessInfo &info) {
            events << QStringLiteral("exit %1 %2").arg(info.status).arg(*info.exitCode);
        });
        bool finished = false;
        connect(stream, &ProcessLogStream::finished, this, [&] { finished = true; });
        QVERIFY(waitUntil([&] { return finished; }));
        QCOMPARE(events,
                 QStringList({QStringLiteral("info"), QStringLiteral("before"), QStringLiteral("after"),
                              QStringLiteral("exit failed 4")}));
        delete stream;
    }

    void waitForLogRegexAndFailures()
    {
        resultOf(client()->startProcess(
            QStringLiteral("echo booting; sleep 0.2; echo 'listening on port 8123'; sleep 1000"),
            ProcessOptions{QStringLiteral("srv"), {}, {}, {}, {}}));
        const LogMatch match = resultOf(
            client()->waitForLog(QStringLiteral("srv"), QRegularExpression(QStringLiteral("port (\\d+)"))));
        QCOMPARE(match.line, QStringLiteral("listening on port 8123"));
        QCOMPARE(match.captured.value(1), QStringLiteral("8123"));

        auto timedOut = client()->waitForLog(QStringLiteral("srv"), QStringLiteral("never printed"), 300);
        QVERIFY(waitFor(timedOut));
        QCOMPARE(failureOf(timedOut)->code, ErrorCode::ProcessReadyTimeout);

        resultOf(client()->startProcess(QStringLiteral("echo nothing"),
                                        ProcessOptions{QStringLiteral("quick"), {}, {}, {}, {}}));
        auto exited = client()->waitForLog(QStringLiteral("quick"), QStringLiteral("something"), 30000);
        QVERIFY(waitFor(exited));
        QCOMPARE(failureOf(exited)->code, ErrorCode::ProcessExitedBeforeReady);
    }

    void waitForPort()
    {
        // Find a free port, then let a process listen on it after a delay.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        const QString command
            = QStringLiteral("sleep 0.3; exec python3 -c 'import socket,time; s=socket.socket(); "
                             "s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); "
                             "s.bind((\"127.0.0.1\", %1)); s.listen(); time.sleep(1000)'")
                  .arg(port);
        resultOf(client()->startProcess(command, ProcessOptions{QStringLiteral("listener"), {}, {}, {}, {}}));
        auto ready = client()->waitForPort(QStringLiteral("listener"), port, 30000);
        QVERIFY(waitFor(ready));
        QVERIFY(!failureOf(ready));

        resultOf(client()->startProcess(QStringLiteral("true"),
                                        ProcessOptions{QStringLiteral("gone"), {}, {}, {}, {}}));
        resultOf(client()->waitForExit(QStringLiteral("gone")));
        auto early = client()->waitForPort(QStringLiteral("gone"), port == 65535 ? 1 : port + 1, 30000);
        QVERIFY(waitFor(early));
        QCOMPARE(failureOf(early)->code, ErrorCode::ProcessExitedBeforeReady);
    }

    void killTreeAndKillAll()
    {
        const ProcessInfo tree
            = resultOf(client()->startProcess(QStringLiteral("bash -c 'bash -c \"sleep 1000; :\"; :'; :")));
        QList<qint64> pids;
        QVERIFY(waitUntil([&] { return (pids = descendantsOf(tree.pid)).size() == 3; }));
        pids << tree.pid;
        resultOf(client()->killProcess(tree.id));
        QCOMPARE(resultOf(client()->waitForExit(tree.id)).status, QStringLiteral("killed"));
        QVERIFY(waitUntil([&] { return std::none_of(pids.begin(), pids.end(), isAlive); }, 10000));

        for (int i = 0; i < 50; ++i)
            resultOf(client()->startProcess(QStringLiteral("sleep 1000")));
        const QList<ProcessInfo> list = resultOf(client()->listProcesses());
        QCOMPARE(std::count_if(list.begin(), list.end(),
                               [](const ProcessInfo &p) {
                                   return p.status == QLatin1String("running")
                                       || p.status == QLatin1String("starting");
                               }),
                 50);
        QCOMPARE(resultOf(client()->killAllProcesses()), 50);
        QVERIFY(waitUntil([&] {
            const QList<ProcessInfo> now = resultOf(client()->listProcesses());
            return std::all_of(now.begin(), now.end(), [](const ProcessInfo &p) { return p.isFinished(); });
        }));
    }

    void deletingSessionKillsItsProcesses()
    {
        SessionOptions options;
        options.id = QStringLiteral("temp");
        QVERIFY(waitFor(client()->createSession(options)));
        ProcessOptions start;
        start.sessionId = QStringLiteral("temp");
        const ProcessInfo mine = resultOf(client()->startProcess(QStringLiteral("sleep 1000"), start));
        QCOMPARE(mine.sessionId, QStringLiteral("temp"));
        const ProcessInfo other = resultOf(client()->startProcess(QStringLiteral("sleep 1000")));
        QVERIFY(waitFor(client()->deleteSession(QStringLiteral("temp"))));
        QCOMPARE(resultOf(client()->waitForExit(mine.id)).status, QStringLiteral("killed"));
        QVERIFY(!resultOf(client()->getProcess(other.id)).isFinished());
    }

    void backgroundNeverBlocksForeground()
    {
        resultOf(client()->startProcess(QStringLiteral("sleep 1000")));
        QElapsedTimer timer;
        timer.start();
        const ExecResult exec = resultOf(client()->exec(QStringLiteral("echo fg")));
        QCOMPARE(exec.stdoutData.trimmed(), QByteArray("fg"));
        QVERIFY(timer.elapsed() < 10000);
    }

private:
    std::unique_ptr<ClientFixture> m_fx;
};

QTEST_GUILESS_MAIN(TestProcessesClient)
#include "tst_processes_client.moc"
