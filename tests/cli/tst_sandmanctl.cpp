// SPDX-License-Identifier: Apache-2.0
// sandmanctl against the real sandman-agent: every verb's stdout, stderr and exit status, the
// documented error statuses (one line each), streaming, Ctrl-C cancelling in the sandbox, the
// event feed resumed without gaps, and the local sandbox found or started as the window does.
#include "CtlAgent.h"
#include "FutureWait.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "client/WebSocketTransport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <csignal>

using namespace sandman;
using namespace sandman::test;

namespace {
int lineCount(const QByteArray &text)
{
    return int(text.count('\n'));
}

QList<QJsonObject> jsonLines(const QByteArray &text)
{
    QList<QJsonObject> events;
    for (const QByteArray &line : text.split('\n'))
        if (!line.isEmpty())
            events.append(QJsonDocument::fromJson(line).object());
    return events;
}
} // namespace

class TestSandmanctl : public QObject
{
    Q_OBJECT

    CtlAgent m_agent;
    std::unique_ptr<WebSocketTransport> m_transport;
    std::unique_ptr<SandboxClient> m_client;

    SandboxClient *client()
    {
        if (!m_client) {
            WebSocketTransport::Options options;
            options.token = CtlAgent::token();
            m_transport = std::make_unique<WebSocketTransport>(m_agent.url(), options);
            m_transport->open();
            m_client = std::make_unique<SandboxClient>(m_transport.get());
        }
        return m_client.get();
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(CtlAgent::binary(QStringLiteral("sandmanctl"))))
            QSKIP("sandmanctl is not built");
        QVERIFY(m_agent.start());
    }

    void commandLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<bool>("onStdout");
        QTest::addColumn<QString>("text");
        const auto row = [](const char *name, QStringList arguments, int code, bool out, const char *text) {
            QTest::newRow(name) << arguments << code << out << QString::fromUtf8(text);
        };
        row("version", {QStringLiteral("--version")}, 0, true, "sandmanctl " SANDMAN_VERSION);
        row("help lists the verbs", {QStringLiteral("--help")}, 0, true, "tmux-shim");
        row("verb help", {QStringLiteral("exec"), QStringLiteral("--help")}, 0, true, "--timeout");
        row("translated verb help",
            {QStringLiteral("--language"), QStringLiteral("zh_CN"), QStringLiteral("exec"),
             QStringLiteral("--help")},
            0, true, "\u7528\u6cd5\uff1asandmanctl exec ");
        row("nothing", {}, 64, false, "Usage: sandmanctl");
        row("unknown verb", {QStringLiteral("frobnicate")}, 64, false, "unknown verb");
        row("unknown option", {QStringLiteral("ls"), QStringLiteral("--frob")}, 64, false, "frob");
        row("exec without command", {QStringLiteral("exec"), QStringLiteral("default")}, 64, false, "usage");
        row("bad output", {QStringLiteral("-o"), QStringLiteral("yaml"), QStringLiteral("ls")}, 64, false,
            "yaml");
        row("bad duration",
            {QStringLiteral("new-session"), QStringLiteral("x"), QStringLiteral("--timeout"),
             QStringLiteral("soon")},
            64, false, "soon");
        row("bad env",
            {QStringLiteral("new-session"), QStringLiteral("x"), QStringLiteral("--env"),
             QStringLiteral("1X=2")},
            64, false, "NAME=VALUE");
        row("bad detach key",
            {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("--detach-key"),
             QStringLiteral("q")},
            64, false, "--detach-key");
        row("malformed k8s address",
            {QStringLiteral("--sandbox"), QStringLiteral("k8s://name"), QStringLiteral("ls")}, 64, false,
            "k8s://CONTEXT/NAMESPACE/NAME");
        row("unknown saved remote",
            {QStringLiteral("--sandbox"), QStringLiteral("nowhere"), QStringLiteral("ls")}, 66, false,
            "nowhere");
    }

    void commandLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(bool, onStdout);
        QFETCH(QString, text);
        const CtlAgent::Run run = m_agent.runRaw(arguments);
        CTL_EXPECT(run, exitCode);
        const QString shown = QString::fromUtf8(onStdout ? run.out : run.err);
        QVERIFY2(shown.contains(text), qPrintable(shown));
        // An error is one line, never a Qt warning dump.
        if (exitCode != 0 && !text.startsWith(QLatin1String("Usage")))
            QCOMPARE(lineCount(run.err), 1);
    }

    void unreachable()
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        const CtlAgent::Run run
            = m_agent.runRaw({QStringLiteral("--sandbox"), QStringLiteral("ws://127.0.0.1:%1/ws").arg(port),
                              QStringLiteral("ls")});
        CTL_EXPECT(run, 69);
        QCOMPARE(lineCount(run.err), 1);
        QVERIFY2(run.err.startsWith("sandmanctl: cannot reach"), run.err.constData());
    }

    void wrongToken_data()
    {
        QTest::addColumn<QByteArray>("token");
        QTest::addColumn<QString>("text");
        QTest::newRow("wrong") << QByteArray("not-the-token") << QStringLiteral("refused the access token");
        QTest::newRow("none") << QByteArray() << QStringLiteral("wants an access token");
    }

    void wrongToken()
    {
        QFETCH(QByteArray, token);
        QFETCH(QString, text);
        QStringList arguments{QStringLiteral("--sandbox"), m_agent.url().toString()};
        if (!token.isEmpty()) {
            const QString file = m_agent.home().path(QStringLiteral("wrong-token"));
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(token);
            out.close();
            arguments << QStringLiteral("--token-file") << file;
        }
        const CtlAgent::Run run = m_agent.runRaw(arguments + QStringList{QStringLiteral("ls")});
        CTL_EXPECT(run, 77);
        QCOMPARE(lineCount(run.err), 1);
        QVERIFY2(QString::fromUtf8(run.err).contains(text), run.err.constData());
    }

    void sessions()
    {
        CtlAgent::Run run
            = m_agent.run({QStringLiteral("new-session"), QStringLiteral("s1"), QStringLiteral("--env"),
                           QStringLiteral("GREETING=hi there"), QStringLiteral("--cwd"),
                           QStringLiteral("/tmp"), QStringLiteral("--timeout"), QStringLiteral("30s")});
        CTL_EXPECT(run, 0);
        QCOMPARE(run.out, QByteArray("s1\n"));
        run = m_agent.run({QStringLiteral("new-session"), QStringLiteral("s1")});
        CTL_EXPECT(run, 73);
        QCOMPARE(lineCount(run.err), 1);

        run = m_agent.run({QStringLiteral("ls")});
        CTL_EXPECT(run, 0);
        QVERIFY2(run.out.startsWith("ID"), run.out.constData());
        QVERIFY(QRegularExpression(QStringLiteral("(?m)^s1 +idle +30s +/tmp$"))
                    .match(QString::fromUtf8(run.out))
                    .hasMatch());
        run = m_agent.run({QStringLiteral("-o"), QStringLiteral("json"), QStringLiteral("ls")});
        CTL_EXPECT(run, 0);
        const QJsonArray sessions = QJsonDocument::fromJson(run.out).array();
        bool found = false;
        for (const QJsonValue &session : sessions) {
            if (session[QStringLiteral("id")].toString() == QLatin1String("s1")) {
                found = true;
                QCOMPARE(session[QStringLiteral("commandTimeoutMs")].toInteger(), 30000);
                QCOMPARE(session[QStringLiteral("cwd")].toString(), QStringLiteral("/tmp"));
            }
        }
        QVERIFY2(found, run.out.constData());

        run = m_agent.run({QStringLiteral("exec"), QStringLiteral("s1"), QStringLiteral("--"),
                           QStringLiteral("echo \"$GREETING\"; pwd")});
        CTL_EXPECT(run, 0);
        QCOMPARE(run.out, QByteArray("hi there\n/tmp\n"));

        run = m_agent.run({QStringLiteral("rm-session"), QStringLiteral("s1")});
        CTL_EXPECT(run, 0);
        run = m_agent.run({QStringLiteral("rm-session"), QStringLiteral("s1")});
        CTL_EXPECT(run, 66);
        run = m_agent.run(
            {QStringLiteral("exec"), QStringLiteral("s1"), QStringLiteral("--"), QStringLiteral("true")});
        CTL_EXPECT(run, 66);
        QVERIFY2(run.err.contains("s1"), run.err.constData());
        run = m_agent.run({QStringLiteral("rm-session"), QStringLiteral("default")});
        QVERIFY2(run.exitCode != 0 && lineCount(run.err) == 1, run.err.constData());
    }

    void env()
    {
        CtlAgent::Run run = m_agent.run({QStringLiteral("new-session"), QStringLiteral("e1")});
        CTL_EXPECT(run, 0);
        run = m_agent.run({QStringLiteral("env"), QStringLiteral("e1"), QStringLiteral("set"),
                           QStringLiteral("FOO=bar"), QStringLiteral("QUOTED=a 'b' $c")});
        CTL_EXPECT(run, 0);
        run = m_agent.run({QStringLiteral("env"), QStringLiteral("e1")});
        CTL_EXPECT(run, 0);
        QVERIFY2(run.out.contains("\nFOO=bar\n") || run.out.startsWith("FOO=bar\n"), run.out.constData());
        QVERIFY2(run.out.contains("QUOTED='a '\\''b'\\'' $c'\n"), run.out.constData());
        run = m_agent.run({QStringLiteral("exec"), QStringLiteral("e1"), QStringLiteral("--"),
                           QStringLiteral("echo \"$FOO|$QUOTED\"")});
        QCOMPARE(run.out, QByteArray("bar|a 'b' $c\n"));
        run = m_agent.run(
            {QStringLiteral("env"), QStringLiteral("e1"), QStringLiteral("unset"), QStringLiteral("FOO")});
        CTL_EXPECT(run, 0);
        run = m_agent.run({QStringLiteral("-o"), QStringLiteral("json"), QStringLiteral("env"),
                           QStringLiteral("e1"), QStringLiteral("list")});
        CTL_EXPECT(run, 0);
        const QJsonObject env = QJsonDocument::fromJson(run.out).object();
        QVERIFY(!env.contains(QStringLiteral("FOO")));
        QCOMPARE(env.value(QStringLiteral("QUOTED")).toString(), QStringLiteral("a 'b' $c"));
        run = m_agent.run(
            {QStringLiteral("env"), QStringLiteral("e1"), QStringLiteral("set"), QStringLiteral("1BAD=x")});
        CTL_EXPECT(run, 64);
        run = m_agent.run({QStringLiteral("env"), QStringLiteral("e1"), QStringLiteral("frob")});
        CTL_EXPECT(run, 64);
        run = m_agent.run({QStringLiteral("env"), QStringLiteral("nosuch")});
        CTL_EXPECT(run, 66);
    }

    void exec_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("out");
        QTest::addColumn<QByteArray>("err");
        QTest::newRow("streams apart, status passed on")
            << QStringList{QStringLiteral("echo out; echo err >&2; (exit 3)")} << 3 << QByteArray("out\n")
            << QByteArray("err\n");
        QTest::newRow("words quoted") << QStringList{QStringLiteral("printf"), QStringLiteral("%s|"),
                                                     QStringLiteral("a b"), QStringLiteral("$HOME")}
                                      << 0 << QByteArray("a b|$HOME|") << QByteArray();
        QTest::newRow("no trailing newline, binary")
            << QStringList{QStringLiteral("printf 'a\\000b'")} << 0 << QByteArray("a\0b", 3) << QByteArray();
        QTest::newRow("not found") << QStringList{QStringLiteral("no-such-command-here")} << 127
                                   << QByteArray() << QByteArray("no-such-command-here");
    }

    void exec()
    {
        QFETCH(QStringList, command);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, out);
        QFETCH(QByteArray, err);
        const CtlAgent::Run run = m_agent.run(
            QStringList{QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--")} + command);
        CTL_EXPECT(run, exitCode);
        QCOMPARE(run.out, out);
        if (exitCode == 127)
            QVERIFY2(run.err.contains(err), run.err.constData());
        else
            QCOMPARE(run.err, err);
    }

    void execKeepsShellState()
    {
        CtlAgent::Run run = m_agent.run({QStringLiteral("exec"), QStringLiteral("default"),
                                         QStringLiteral("--"), QStringLiteral("cd /tmp && export KEPT=yes")});
        CTL_EXPECT(run, 0);
        run = m_agent.run({QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--env"),
                           QStringLiteral("ONCE=1"), QStringLiteral("--"),
                           QStringLiteral("echo $(pwd) $KEPT $ONCE")});
        QCOMPARE(run.out, QByteArray("/tmp yes 1\n"));
        run = m_agent.run({QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--"),
                           QStringLiteral("echo \"[$ONCE]\"")});
        QCOMPARE(run.out, QByteArray("[]\n"));
    }

    void execStreams()
    {
        QProcess process;
        process.setProcessEnvironment(m_agent.home().environment());
        process.start(CtlAgent::binary(QStringLiteral("sandmanctl")),
                      m_agent.target()
                          + QStringList{QStringLiteral("exec"), QStringLiteral("default"),
                                        QStringLiteral("--"),
                                        QStringLiteral("echo first; sleep 3; echo second")});
        QElapsedTimer timer;
        timer.start();
        QVERIFY(waitUntil([&] { return process.canReadLine() || process.state() == QProcess::NotRunning; },
                          10000));
        QCOMPARE(process.readLine(), QByteArray("first\n"));
        QVERIFY2(timer.elapsed() < 2500, "the first line came only with the end");
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.readAll(), QByteArray("second\n"));
        QCOMPARE(process.exitCode(), 0);
    }

    void execTimeout()
    {
        const CtlAgent::Run run
            = m_agent.run({QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--timeout"),
                           QStringLiteral("500ms"), QStringLiteral("--"), QStringLiteral("sleep 20")});
        CTL_EXPECT(run, 124);
        QVERIFY2(run.elapsedMs < 8000, QByteArray::number(run.elapsedMs).constData());
        QVERIFY2(run.err.contains("timed out"), run.err.constData());
    }

    void ctrlCCancelsInTheSandbox()
    {
        QProcess process;
        process.setProcessEnvironment(m_agent.home().environment());
        process.start(CtlAgent::binary(QStringLiteral("sandmanctl")),
                      m_agent.target()
                          + QStringList{QStringLiteral("exec"), QStringLiteral("default"),
                                        QStringLiteral("--"),
                                        QStringLiteral("echo started; sleep 31.5; echo not-cancelled")});
        QVERIFY(waitUntil([&] { return process.canReadLine(); }, 10000));
        QCOMPARE(process.readLine(), QByteArray("started\n"));
        ::kill(pid_t(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 130);
        QVERIFY(!process.readAllStandardOutput().contains("not-cancelled"));
        // The sleep is gone, and the session takes the next command.
        const CtlAgent::Run run
            = m_agent.run({QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--"),
                           QStringLiteral("pgrep -f 'sleep 31[.]5' || echo gone")});
        QCOMPARE(run.out, QByteArray("gone\n"));
    }

    void events()
    {
        CtlAgent::Run run
            = m_agent.run({QStringLiteral("events"), QStringLiteral("--since"), QStringLiteral("0")});
        CTL_EXPECT(run, 0);
        const QList<QJsonObject> before = jsonLines(run.out);
        QVERIFY(!before.isEmpty());
        const qint64 last = before.last().value(QStringLiteral("seq")).toInteger();

        // Follow while another client works: its command shows up live.
        QProcess follow;
        follow.setProcessEnvironment(m_agent.home().environment());
        follow.start(CtlAgent::binary(QStringLiteral("sandmanctl")),
                     m_agent.target() + QStringList{QStringLiteral("events"), QStringLiteral("-f")});
        QVERIFY(follow.waitForStarted());
        QTest::qWait(500);
        run = m_agent.run({QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--"),
                           QStringLiteral("echo feed-marker")});
        CTL_EXPECT(run, 0);
        QByteArray followed;
        QVERIFY(waitUntil(
            [&] {
                followed += follow.readAllStandardOutput();
                return followed.contains("command_finished") && followed.contains("feed-marker");
            },
            10000));
        follow.kill();
        follow.waitForFinished();

        // Resuming after `last`: every event after it, in order, none twice, none missing.
        run = m_agent.run({QStringLiteral("events"), QStringLiteral("--since"), QString::number(last)});
        CTL_EXPECT(run, 0);
        const QList<QJsonObject> after = jsonLines(run.out);
        QVERIFY(!after.isEmpty());
        for (int i = 0; i < after.size(); ++i)
            QCOMPARE(after[i].value(QStringLiteral("seq")).toInteger(), last + 1 + i);
        QVERIFY(run.out.contains("feed-marker"));
    }

    void processes()
    {
        ProcessOptions options;
        options.processId = QStringLiteral("p1");
        const ProcessInfo started = resultOf(
            client()->startProcess(QStringLiteral("echo hello-log; echo warn >&2; sleep 30"), options));
        QCOMPARE(started.id, QStringLiteral("p1"));
        CtlAgent::Run run
            = m_agent.run({QStringLiteral("wait"), QStringLiteral("log"), QStringLiteral("p1"),
                           QStringLiteral("hello-log"), QStringLiteral("--timeout"), QStringLiteral("10s")});
        CTL_EXPECT(run, 0);
        run = m_agent.run({QStringLiteral("ls"), QStringLiteral("processes")});
        CTL_EXPECT(run, 0);
        QVERIFY(QRegularExpression(QStringLiteral("(?m)^p1 +\\d+ +running "))
                    .match(QString::fromUtf8(run.out))
                    .hasMatch());
        run = m_agent.run({QStringLiteral("logs"), QStringLiteral("p1")});
        CTL_EXPECT(run, 0);
        QCOMPARE(run.out, QByteArray("hello-log\n"));
        QCOMPARE(run.err, QByteArray("warn\n"));

        QProcess follow;
        follow.setProcessEnvironment(m_agent.home().environment());
        follow.start(CtlAgent::binary(QStringLiteral("sandmanctl")),
                     m_agent.target()
                         + QStringList{QStringLiteral("logs"), QStringLiteral("-f"), QStringLiteral("p1")});
        QVERIFY(waitUntil([&] { return follow.canReadLine(); }, 10000));
        run = m_agent.run({QStringLiteral("ps")});
        CTL_EXPECT(run, 0);
        QVERIFY2(run.out.contains("sleep 30"), run.out.constData());
        run = m_agent.run({QStringLiteral("kill"), QStringLiteral("--signal"), QStringLiteral("KILL"),
                           QStringLiteral("p1")});
        CTL_EXPECT(run, 0);
        QVERIFY(follow.waitForFinished(10000));
        QCOMPARE(follow.exitCode(), 0);
        QCOMPARE(follow.readAllStandardOutput(), QByteArray("hello-log\n"));
        run = m_agent.run({QStringLiteral("wait"), QStringLiteral("exit"), QStringLiteral("p1")});
        CTL_EXPECT(run, 137);
        run = m_agent.run({QStringLiteral("kill"), QStringLiteral("nosuch")});
        CTL_EXPECT(run, 66);
        run = m_agent.run({QStringLiteral("kill"), QStringLiteral("--signal"), QStringLiteral("BOGUS"),
                           QStringLiteral("p1")});
        CTL_EXPECT(run, 64);
    }

    void waits()
    {
        CtlAgent::Run run = m_agent.run({QStringLiteral("wait"), QStringLiteral("file"),
                                         QStringLiteral("/tmp/sandmanctl-never-there"),
                                         QStringLiteral("--timeout"), QStringLiteral("300ms")});
        CTL_EXPECT(run, 124);
        QCOMPARE(lineCount(run.err), 1);
        const QString file = m_agent.home().path(QStringLiteral("appears"));
        QProcess waiter;
        waiter.setProcessEnvironment(m_agent.home().environment());
        waiter.start(CtlAgent::binary(QStringLiteral("sandmanctl")),
                     m_agent.target() + QStringList{QStringLiteral("wait"), QStringLiteral("file"), file});
        QTest::qWait(300);
        QCOMPARE(waiter.state(), QProcess::Running);
        run = m_agent.run({QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--"),
                           QStringLiteral("touch ") + file});
        CTL_EXPECT(run, 0);
        QVERIFY(waiter.waitForFinished(10000));
        QCOMPARE(waiter.exitCode(), 0);
        run = m_agent.run({QStringLiteral("wait"), QStringLiteral("port"), QStringLiteral("1"),
                           QStringLiteral("--timeout"), QStringLiteral("300ms")});
        CTL_EXPECT(run, 124);
        run = m_agent.run({QStringLiteral("wait"), QStringLiteral("moon")});
        CTL_EXPECT(run, 64);
    }

    void terminals()
    {
        TerminalStream *viewer
            = client()->openTerminal(QStringLiteral("default"), 80, 24, QStringLiteral("t1"));
        QVERIFY(waitUntil([&] { return viewer->isOpen(); }, 10000));
        CtlAgent::Run run = m_agent.run({QStringLiteral("ls"), QStringLiteral("terminals")});
        CTL_EXPECT(run, 0);
        QVERIFY2(QRegularExpression(QStringLiteral("(?m)^default +t1 "))
                     .match(QString::fromUtf8(run.out))
                     .hasMatch(),
                 run.out.constData());
        run = m_agent.run({QStringLiteral("send-text"), QStringLiteral("--enter"), QStringLiteral("default"),
                           QStringLiteral("t1"), QStringLiteral("echo cap-$((40+2))")});
        CTL_EXPECT(run, 0);
        run = m_agent.run({QStringLiteral("wait"), QStringLiteral("text"), QStringLiteral("default"),
                           QStringLiteral("t1"), QStringLiteral("cap-42"), QStringLiteral("--timeout"),
                           QStringLiteral("10s")});
        CTL_EXPECT(run, 0);
        run = m_agent.run({QStringLiteral("capture"), QStringLiteral("default"), QStringLiteral("t1")});
        CTL_EXPECT(run, 0);
        const QStringList lines = QString::fromUtf8(run.out).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 25); // 24 rows and the final newline
        QVERIFY2(lines.contains(QStringLiteral("cap-42")), run.out.constData());
        // The viewer's size was left alone by send-text's visit.
        run = m_agent.run({QStringLiteral("capture"), QStringLiteral("default"), QStringLiteral("nosuch")});
        CTL_EXPECT(run, 66);
        QCOMPARE(lineCount(run.err), 1);
        run = m_agent.run({QStringLiteral("send-text"), QStringLiteral("default"), QStringLiteral("nosuch"),
                           QStringLiteral("x")});
        CTL_EXPECT(run, 66);
        delete viewer;
    }

    void copy()
    {
        const WindowHome &home = m_agent.home();
        QDir().mkpath(home.path(QStringLiteral("tree/sub/empty")));
        QFile file(home.path(QStringLiteral("tree/sub/data.bin")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray binary("\x00\x01\xff binary\n", 11);
        file.write(binary);
        file.close();
        QFile hidden(home.path(QStringLiteral("tree/.hidden")));
        QVERIFY(hidden.open(QIODevice::WriteOnly));
        hidden.write("dot\n");
        hidden.close();
        const QString inside = home.path(QStringLiteral("inside"));
        CtlAgent::Run run = m_agent.run(
            {QStringLiteral("cp"), home.path(QStringLiteral("tree")), QStringLiteral("default:") + inside});
        CTL_EXPECT(run, 64); // a folder needs -r
        run = m_agent.run({QStringLiteral("cp"), QStringLiteral("-r"), home.path(QStringLiteral("tree")),
                           QStringLiteral("default:") + inside});
        CTL_EXPECT(run, 0);
        run = m_agent.run({QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--"),
                           QStringLiteral("cd ") + inside
                               + QStringLiteral(" && find . | sort && od -An -c sub/data.bin | head -1")});
        QVERIFY2(run.out.startsWith(".\n./.hidden\n./sub\n./sub/data.bin\n./sub/empty\n"),
                 run.out.constData());
        // Out again, and one file to stdout.
        const QString back = home.path(QStringLiteral("back"));
        run = m_agent.run(
            {QStringLiteral("cp"), QStringLiteral("-r"), QStringLiteral("default:") + inside, back});
        CTL_EXPECT(run, 0);
        QFile copied(back + QStringLiteral("/sub/data.bin"));
        QVERIFY(copied.open(QIODevice::ReadOnly));
        QCOMPARE(copied.readAll(), binary);
        QVERIFY(QFileInfo(back + QStringLiteral("/sub/empty")).isDir());
        QVERIFY(QFile::exists(back + QStringLiteral("/.hidden")));
        run = m_agent.run({QStringLiteral("cp"),
                           QStringLiteral("default:") + inside + QStringLiteral("/.hidden"),
                           QStringLiteral("-")});
        CTL_EXPECT(run, 0);
        QCOMPARE(run.out, QByteArray("dot\n"));
        run = m_agent.run({QStringLiteral("cp"), QStringLiteral("-"),
                           QStringLiteral("default:") + inside + QStringLiteral("/stdin.txt")},
                          30000, "from stdin\n");
        CTL_EXPECT(run, 0);
        run = m_agent.run({QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--"),
                           QStringLiteral("cat ") + inside + QStringLiteral("/stdin.txt")});
        QCOMPARE(run.out, QByteArray("from stdin\n"));
        run = m_agent.run({QStringLiteral("cp"), QStringLiteral("default:/no/such/file"), back});
        CTL_EXPECT(run, 66);
        run = m_agent.run({QStringLiteral("cp"), back, home.path(QStringLiteral("x"))});
        CTL_EXPECT(run, 64);
    }

    void localSandbox()
    {
        // No --sandbox: the local sandbox of this workspace, started when it does not run.
        const WindowHome &home = m_agent.home();
        const QStringList local{QStringLiteral("--workspace"), home.workspace()};
        CtlAgent::Run run
            = m_agent.runRaw(local
                                 + QStringList{QStringLiteral("exec"), QStringLiteral("default"),
                                               QStringLiteral("--"), QStringLiteral("echo local-$((1+1))")},
                             60000);
        CTL_EXPECT(run, 0);
        QCOMPARE(run.out, QByteArray("local-2\n"));
        QVERIFY(home.agent().has_value());
        const qint64 pid = home.agent()->pid;
        run = m_agent.runRaw(local + QStringList{QStringLiteral("ls")});
        CTL_EXPECT(run, 0);
        QVERIFY(run.out.contains("default"));
        QCOMPARE(home.agent()->pid, pid); // attached, not started again
        QString error;
        QVERIFY2(home.stopAgent(&error), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestSandmanctl)
#include "tst_sandmanctl.moc"
