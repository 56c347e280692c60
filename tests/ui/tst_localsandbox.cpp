// SPDX-License-Identifier: Apache-2.0
// The GUI's local sandbox: a long-running sandman-agent of its own (confined with bubblewrap
// where that works), shared by every window on the same workspace, surviving the window, and
// stopped only on purpose; in this process only when no agent can run. Always says which.
#include "FutureWait.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "local/AgentLock.h"
#include "local/LocalAgentInfo.h"
#include "local/LocalAgentRuntime.h"
#include "main/LocalSandbox.h"
#include "main/LocalSandboxController.h"
#include "main/MainWindow.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionTreeModel.h"
#include "sessions/TerminalNames.h"

#include <QDirIterator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <memory>
#include <sys/stat.h>

#include <unistd.h>

using namespace sandman;
using namespace sandman::test;

class TestLocalSandbox : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;

    static QString agentPath()
    {
        return qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman-agent");
    }

    QString workspace() const { return m_dir->filePath(QStringLiteral("workspace")); }
    QString runtimeDir() const { return m_dir->filePath(QStringLiteral("run")); }

    LocalSandbox::Options options(LocalSandbox::Isolation isolation, const QString &agent = agentPath()) const
    {
        LocalSandbox::Options result;
        result.workspaceDir = workspace();
        result.isolation = isolation;
        result.agentPath = agent;
        result.runtimeDir = runtimeDir();
        result.stateDir = m_dir->filePath(QStringLiteral("state"));
        return result;
    }

    LocalAgentRuntime runtime() const
    {
        LocalAgentRuntime::Options options;
        options.workspaceDir = QDir(workspace()).absolutePath();
        options.runtimeDir = runtimeDir();
        return LocalAgentRuntime(options);
    }

    // What `command` prints in a session of the sandbox.
    static QByteArray output(SandboxConnection *connection, const QString &command,
                             const QString &session = QString())
    {
        ExecOptions options;
        options.sessionId = session;
        auto result = connection->client()->exec(command, options);
        if (!waitFor(result) || result.resultCount() == 0)
            return "<exec failed>";
        return result.result().stdoutData;
    }

    static int modeOf(const QString &path)
    {
        struct stat info = {};
        return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? int(info.st_mode & 0777) : -1;
    }

    // pid and every process descending from it (read from /proc).
    static QList<qint64> treeOf(qint64 root)
    {
        QHash<qint64, qint64> parents;
        QDirIterator it(QStringLiteral("/proc"));
        while (it.hasNext()) {
            bool ok = false;
            const qint64 pid = QFileInfo(it.next()).fileName().toLongLong(&ok);
            QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
            if (!ok || !stat.open(QIODevice::ReadOnly))
                continue;
            const QByteArray text = stat.readAll();
            const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
            if (fields.size() > 1 && fields[0] != "Z") // state, ppid
                parents.insert(pid, fields[1].toLongLong());
        }
        QList<qint64> tree;
        for (auto it = parents.cbegin(); it != parents.cend(); ++it) {
            for (qint64 pid = it.key(); pid > 1; pid = parents.value(pid, 0)) {
                if (pid == root) {
                    tree << it.key();
                    break;
                }
            }
        }
        return tree;
    }

private slots:
    void init() { m_dir = std::make_unique<QTemporaryDir>(); }

    void cleanup()
    {
        // Whatever a test left running ends with it.
        QString error;
        LocalAgentRuntime leftover = runtime();
        if (leftover.isRunning())
            QVERIFY2(leftover.stop(&error), qPrintable(error));
        m_dir.reset();
    }

    void parseIsolation_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("expected"); // -1: rejected
        QTest::newRow("auto") << "auto" << int(LocalSandbox::Isolation::Auto);
        QTest::newRow("on") << "on" << int(LocalSandbox::Isolation::Required);
        QTest::newRow("off") << "off" << int(LocalSandbox::Isolation::Off);
        QTest::newRow("empty") << "" << -1;
        QTest::newRow("capitalised") << "On" << -1;
        QTest::newRow("other") << "yes" << -1;
    }

    void parseIsolation()
    {
        QFETCH(QString, text);
        QFETCH(int, expected);
        const auto parsed = LocalSandbox::parseIsolation(text);
        QCOMPARE(parsed ? int(*parsed) : -1, expected);
    }

    void offRunsUnconfinedInAnAgentAndSaysSo()
    {
        LocalSandbox sandbox(options(LocalSandbox::Isolation::Off));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        QVERIFY(sandbox.runsInAgent());
        QVERIFY(!sandbox.isIsolated());
        QVERIFY(!sandbox.notIsolatedReason().isEmpty());
        QVERIFY(sandbox.statusDetail().contains(sandbox.notIsolatedReason()));
        QCOMPARE(output(connection.get(), QStringLiteral("pwd")),
                 QDir(workspace()).absolutePath().toUtf8() + '\n');
    }

    void autoIsolatesWhereBubblewrapWorks()
    {
        LocalSandbox sandbox(options(LocalSandbox::Isolation::Auto));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        if (!sandbox.isIsolated())
            QSKIP(qPrintable(QStringLiteral("not isolated here: ") + sandbox.notIsolatedReason()));
        QVERIFY(sandbox.notIsolatedReason().isEmpty());
        QVERIFY(connection->isLocal());
        QCOMPARE(output(connection.get(), QStringLiteral("pwd; cat /proc/sys/kernel/hostname")),
                 QByteArray("/workspace\nsandbox\n"));
        // The workspace is the folder the user chose.
        QVERIFY(
            waitFor(connection->client()->writeFile(QStringLiteral("/workspace/note"), QStringLiteral("x"))));
        QVERIFY(QFile::exists(m_dir->filePath(QStringLiteral("workspace/note"))));
        // The agent's token is not readable inside: neither the runtime file nor its env.
        QCOMPARE(output(connection.get(),
                        QStringLiteral(
                            "ls /run/sandman 2>&1 >/dev/null | wc -l; echo ${SANDMAN_AGENT_TOKEN-none}")),
                 QByteArray("1\nnone\n"));
    }

    // The window's settings for the isolated sandbox reach the agent: its network and the
    // variables that go in; the status says what the agent applied.
    void networkAndPassedVariablesReachTheAgent()
    {
        qputenv("SANDMAN_PASSED_ON", "yes-passed");
        qputenv("SANDMAN_KEPT_OUT", "should-stay-out");
        LocalSandbox::Options settings = options(LocalSandbox::Isolation::Auto);
        settings.network = QStringLiteral("none");
        settings.passEnv = QStringList{QStringLiteral("SANDMAN_PASSED_ON")};
        LocalSandbox sandbox(settings);
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        if (!sandbox.isIsolated())
            QSKIP(qPrintable(QStringLiteral("not isolated here: ") + sandbox.notIsolatedReason()));
        QCOMPARE(output(connection.get(),
                        QStringLiteral("echo ${SANDMAN_PASSED_ON-absent} ${SANDMAN_KEPT_OUT-absent}")),
                 QByteArray("yes-passed absent\n"));
        // Loopback only: no interface but lo.
        QCOMPARE(output(connection.get(), QStringLiteral("awk 'NR > 2 { print $1 }' /proc/net/dev")),
                 QByteArray("lo:\n"));
        // Said in the user's words (translated), naming what was let in.
        QVERIFY2(sandbox.statusDetail().contains(LocalSandbox::tr("none (loopback only)"))
                     && sandbox.statusDetail().contains(QStringLiteral("SANDMAN_PASSED_ON"))
                     && !sandbox.statusDetail().contains(QStringLiteral("isolation:")),
                 qPrintable(sandbox.statusDetail()));
    }

    // The setting sandbox/maxExecOutputBytes reaches the agent as --max-exec-output, confined or
    // not; unconfined, the token the window hands over in the environment is not left in the
    // agent's /proc/PID/environ, where its sessions (same user) could read it.
    void execOutputCapReachesTheAgent_data()
    {
        QTest::addColumn<bool>("isolated");
        QTest::newRow("unconfined") << false;
        QTest::newRow("isolated") << true;
    }
    void execOutputCapReachesTheAgent()
    {
        QFETCH(bool, isolated);
        LocalSandbox::Options settings
            = options(isolated ? LocalSandbox::Isolation::Auto : LocalSandbox::Isolation::Off);
        settings.maxExecOutputBytes = 1 << 20;
        LocalSandbox sandbox(settings);
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        QVERIFY(sandbox.runsInAgent());
        if (sandbox.isIsolated() != isolated)
            QSKIP(qPrintable(QStringLiteral("not isolated here: ") + sandbox.notIsolatedReason()));
        auto result = connection->client()->exec(QStringLiteral("head -c 3145728 /dev/zero | tr '\\0' x"));
        QVERIFY(waitFor(result, 60000));
        QVERIFY(result.resultCount() == 1);
        QCOMPARE(result.result().stdoutBytes, qint64(3) << 20);
        QVERIFY(result.result().stdoutTruncated);
        QCOMPARE(result.result().stdoutData.size(), qsizetype(1) << 20);
        if (!isolated) {
            QCOMPARE(output(connection.get(),
                            QStringLiteral("grep -c SANDMAN_AGENT_TOKEN= /proc/%1/environ")
                                .arg(sandbox.agentProcessId())),
                     QByteArray("0\n"));
        }
    }

    void autoFallsBackToThisProcessWithoutAnAgent()
    {
        LocalSandbox sandbox(
            options(LocalSandbox::Isolation::Auto, QStringLiteral("/nonexistent/sandman-agent")));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        QVERIFY(!sandbox.runsInAgent());
        QVERIFY(!sandbox.isIsolated());
        QVERIFY(!sandbox.notIsolatedReason().isEmpty());
        QVERIFY(sandbox.statusDetail().contains(QStringLiteral("ends when Sandman is closed")));
        QCOMPARE(output(connection.get(), QStringLiteral("echo works")), QByteArray("works\n"));
    }

    void requiredFailsWithTheReason()
    {
        LocalSandbox sandbox(
            options(LocalSandbox::Isolation::Required, QStringLiteral("/nonexistent/sandman-agent")));
        QVERIFY(!sandbox.start());
        QVERIFY(!sandbox.error().isEmpty());
        QVERIFY(sandbox.error().contains(sandbox.notIsolatedReason()));
    }

    // Closing the window (destroying its LocalSandbox) stops nothing; the next one attaches.
    void theSandboxOutlivesItsWindow()
    {
        qint64 pid = 0;
        {
            LocalSandbox first(options(LocalSandbox::Isolation::Auto));
            std::unique_ptr<SandboxConnection> connection(first.start());
            QVERIFY(connection);
            QVERIFY(!first.wasRunning());
            pid = first.agentProcessId();
            QVERIFY(waitFor(connection->client()->createSession(
                {QStringLiteral("kept"), {{QStringLiteral("MARK"), QStringLiteral("m")}}, {}, {}})));
            QCOMPARE(output(connection.get(), QStringLiteral("export LIVE=shell; echo ok"),
                            QStringLiteral("kept")),
                     QByteArray("ok\n"));
        }
        QVERIFY(LocalAgentRuntime::isProcessAlive(pid));
        LocalSandbox second(options(LocalSandbox::Isolation::Auto));
        std::unique_ptr<SandboxConnection> connection(second.start());
        QVERIFY(connection);
        QVERIFY(second.wasRunning());
        QCOMPARE(second.agentProcessId(), pid);
        // The same shell: what it exported is still there.
        QCOMPARE(output(connection.get(), QStringLiteral("echo $MARK $LIVE"), QStringLiteral("kept")),
                 QByteArray("m shell\n"));
    }

    // Two windows at once share one agent (one per user and workspace).
    void twoWindowsShareOneAgent()
    {
        LocalSandbox first(options(LocalSandbox::Isolation::Auto));
        LocalSandbox second(options(LocalSandbox::Isolation::Auto));
        std::unique_ptr<SandboxConnection> a(first.start());
        std::unique_ptr<SandboxConnection> b(second.start());
        QVERIFY(a && b);
        QCOMPARE(second.agentProcessId(), first.agentProcessId());
        QVERIFY(second.wasRunning());
        QVERIFY(waitFor(a->client()->writeFile(QStringLiteral("/workspace/shared"), QStringLiteral("1"))));
        QCOMPARE(output(b.get(), QStringLiteral("cat /workspace/shared")), QByteArray("1"));
    }

    void runtimeAndStateFilesArePrivate()
    {
        LocalSandbox sandbox(options(LocalSandbox::Isolation::Auto));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        QVERIFY(waitFor(connection->client()->createSession(
            {QStringLiteral("secretive"), {{QStringLiteral("API_KEY"), QStringLiteral("k")}}, {}, {}})));
        QCOMPARE(modeOf(runtimeDir()), 0700);
        QCOMPARE(modeOf(sandbox.runtimeFile()), 0600);
        QVERIFY(waitUntil([&] { return QFile::exists(sandbox.stateFile()); }, 5000));
        QCOMPARE(modeOf(sandbox.stateFile()), 0600);
        QCOMPARE(modeOf(QFileInfo(sandbox.stateFile()).absolutePath()), 0700);
        QFile state(sandbox.stateFile());
        QVERIFY(state.open(QIODevice::ReadOnly));
        QVERIFY(state.readAll().contains("API_KEY"));
        // The token is nowhere on a command line.
        const std::optional<LocalAgentInfo> info = LocalAgentInfo::read(sandbox.runtimeFile());
        QVERIFY(info);
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(info->pid));
        QVERIFY(cmdline.open(QIODevice::ReadOnly));
        QVERIFY(!cmdline.readAll().contains(info->token));
    }

    // A runtime file left by a dead agent (its lock is free) is replaced.
    void aStaleRuntimeFileIsReplaced()
    {
        QVERIFY(QDir().mkpath(runtimeDir()));
        LocalAgentRuntime probe = runtime();
        LocalAgentInfo stale;
        stale.pid = 999999; // not running
        stale.url = QUrl(QStringLiteral("ws://127.0.0.1:9/ws"));
        stale.token = "stale-token";
        QString error;
        QVERIFY(stale.write(probe.runtimeFile(), &error));
        LocalSandbox sandbox(options(LocalSandbox::Isolation::Auto));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        QVERIFY(!sandbox.wasRunning());
        const std::optional<LocalAgentInfo> fresh = LocalAgentInfo::read(probe.runtimeFile());
        QVERIFY(fresh);
        QVERIFY(fresh->pid != stale.pid);
        QVERIFY(fresh->token != stale.token);
        QCOMPARE(output(connection.get(), QStringLiteral("echo fresh")), QByteArray("fresh\n"));
    }

    // Stop ends every process of the sandbox, whatever it started (checked in /proc), and
    // other windows are told it was meant.
    void stopLeavesNothingBehind()
    {
        LocalSandbox sandbox(options(LocalSandbox::Isolation::Auto));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        LocalSandbox other(options(LocalSandbox::Isolation::Auto));
        std::unique_ptr<SandboxConnection> otherConnection(other.start());
        QVERIFY(otherConnection);
        QSignalSpy otherStopped(&other, &LocalSandbox::stopped);
        QSignalSpy otherCrashed(&other, &LocalSandbox::stoppedUnexpectedly);
        QVERIFY(waitFor(connection->client()->startProcess(QStringLiteral("sleep 1000"), {})));
        QCOMPARE(output(connection.get(), QStringLiteral("(setsid sleep 1001 &) ; echo started")),
                 QByteArray("started\n"));
        QList<qint64> tree;
        QVERIFY(waitUntil([&] { return (tree = treeOf(sandbox.agentProcessId())).size() >= 4; }, 5000));
        QString error;
        QVERIFY2(sandbox.stop(&error), qPrintable(error));
        QVERIFY(waitUntil(
            [&] {
                return std::none_of(tree.cbegin(), tree.cend(),
                                    [](qint64 pid) { return LocalAgentRuntime::isProcessAlive(pid); });
            },
            10000));
        QVERIFY(!runtime().isRunning());
        QVERIFY(!QFile::exists(sandbox.runtimeFile()));
        QVERIFY(otherStopped.wait(5000));
        QCOMPARE(otherCrashed.count(), 0);
    }

    void anAgentThatDiesIsReported()
    {
        LocalSandbox sandbox(options(LocalSandbox::Isolation::Auto));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        QSignalSpy stopped(&sandbox, &LocalSandbox::stoppedUnexpectedly);
        QVERIFY(::kill(pid_t(sandbox.agentProcessId()), SIGKILL) == 0);
        QVERIFY(stopped.wait(10000));
        QVERIFY(!stopped.first().first().toString().isEmpty());
    }

    // A sandbox that died comes back on the same address: the same connection works again, on
    // a fresh sandbox over the same workspace, with its sessions recreated from their
    // definitions (env, cwd, timeout), but not their shells' state.
    void aDeadAgentIsStartedAgainWithItsSessions()
    {
        LocalSandbox sandbox(options(LocalSandbox::Isolation::Auto));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        QVERIFY(waitFor(connection->client()->mkdir(QStringLiteral("/workspace/project"), true)));
        QVERIFY(waitFor(
            connection->client()->createSession({QStringLiteral("work"),
                                                 {{QStringLiteral("SECRET"), QStringLiteral("a b\"c")}},
                                                 QStringLiteral("/workspace/project"),
                                                 4000})));
        QVERIFY(waitFor(connection->client()->setEnvVars({{QStringLiteral("LATER"), QStringLiteral("1")}},
                                                         QStringLiteral("work"))));
        QCOMPARE(output(connection.get(),
                        QStringLiteral("export MARK=before; echo kept > /workspace/kept; echo ok"),
                        QStringLiteral("work")),
                 QByteArray("ok\n"));
        QSignalSpy restarted(&sandbox, &LocalSandbox::restarted);
        const qint64 before = sandbox.agentProcessId();
        QVERIFY(::kill(pid_t(before), SIGKILL) == 0);
        QVERIFY(restarted.wait(15000));
        QVERIFY(sandbox.agentProcessId() != before);
        QByteArray after;
        QVERIFY(waitUntil(
            [&] {
                after = output(
                    connection.get(),
                    QStringLiteral("echo \"${MARK-fresh} $SECRET $LATER\"; pwd; cat /workspace/kept"),
                    QStringLiteral("work"));
                return after != "<exec failed>";
            },
            20000));
        const QByteArray folder = sandbox.isIsolated()
            ? QByteArray("/workspace/project")
            : QFile::encodeName(QDir(workspace()).absoluteFilePath(QStringLiteral("project")));
        QCOMPARE(after, QByteArray("fresh a b\"c 1\n") + folder + "\nkept\n");
        const QList<SessionInfo> sessions = resultOf(connection->client()->listSessions());
        const auto work = std::find_if(sessions.cbegin(), sessions.cend(), [](const SessionInfo &info) {
            return info.id == QLatin1String("work");
        });
        QVERIFY(work != sessions.cend());
        QVERIFY(work->restored);
        QCOMPARE(work->commandTimeoutMs, 4000);
        // The session list says so where the user looks.
        SessionTreeModel model;
        model.addConnection(connection.get());
        connection->refresh();
        QVERIFY(waitUntil([&] {
            const QModelIndex row = model.indexOfSession(connection.get(), QStringLiteral("work"));
            return row.isValid()
                && row.siblingAtColumn(SessionTreeModel::StateColumn).data().toString()
                == QLatin1String("idle, restored")
                && row.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Restored after a restart"));
        }));
        model.removeConnection(connection.get());
        // The timeout applies again: a command that overruns it is stopped.
        ExecOptions slow;
        slow.sessionId = QStringLiteral("work");
        const ExecResult result = resultOf(connection->client()->exec(QStringLiteral("sleep 30"), slow));
        QVERIFY(result.timedOut);
    }

    // Stop's confirmation lists what runs, as the agent says: commands, background processes,
    // terminals (with their foreground command); a terminal can be ended through the API.
    void whatRunsIsListedAndTerminalsEnd()
    {
        LocalSandbox sandbox(options(LocalSandbox::Isolation::Auto));
        SandboxConnection *connection = sandbox.start();
        QVERIFY(connection);
        MainWindow window;
        window.addConnection(connection);
        LocalSandboxController controller(&sandbox, connection, &window);
        QVERIFY(waitFor(connection->client()->startProcess(QStringLiteral("sleep 1000"), {})));
        std::unique_ptr<TerminalStream> terminal(
            connection->client()->openTerminal(QStringLiteral("default"), 80, 24, QStringLiteral("busy")));
        QSignalSpy exited(terminal.get(), &TerminalStream::exited);
        QVERIFY(waitUntil([&] { return terminal->isOpen(); }, 10000));
        terminal->write("sleep 999\n");
        QList<TerminalInfo> terminals;
        QVERIFY(waitUntil(
            [&] {
                terminals = resultOf(connection->client()->listTerminals());
                return terminals.size() == 1 && terminals.first().foreground == QLatin1String("sleep");
            },
            10000));
        QCOMPARE(terminals.first().terminalId, QStringLiteral("busy"));
        QCOMPARE(terminals.first().viewers, 1);
        const QStringList items = resultOf(controller.runningItems());
        QCOMPARE(items.size(), 2);
        QVERIFY(items[0].contains(QStringLiteral("sleep 1000")));
        // Named as a person calls it (its shell's title, or "terminal N"), not by its id.
        QVERIFY2(items[1].contains(TerminalNames::of(terminals.first().terminalId, terminals.first().title))
                     && items[1].contains(QStringLiteral("default")),
                 qPrintable(items[1]));
        QVERIFY(items[1].contains(QStringLiteral("sleep")));
        QVERIFY(
            waitFor(connection->client()->closeTerminal(QStringLiteral("default"), QStringLiteral("busy"))));
        QVERIFY(exited.count() > 0 || exited.wait(10000));
        QVERIFY(resultOf(connection->client()->listTerminals()).isEmpty());
        auto unknown = connection->client()->closeTerminal(QStringLiteral("default"), QStringLiteral("nope"));
        QVERIFY(waitFor(unknown));
        QVERIFY(failureOf(unknown));
    }

    // A running sandbox started with another isolation than asked for says a restart is
    // needed; the restart applies it (same address, the connection comes back).
    void anIsolationChangeNeedsARestart()
    {
        LocalSandbox unconfined(options(LocalSandbox::Isolation::Off));
        std::unique_ptr<SandboxConnection> first(unconfined.start());
        QVERIFY(first);
        LocalSandbox confined(options(LocalSandbox::Isolation::Auto));
        std::unique_ptr<SandboxConnection> connection(confined.start());
        QVERIFY(connection);
        if (!confined.needsRestartForIsolation())
            QSKIP("bubblewrap cannot confine here: nothing to change");
        QVERIFY(!confined.isIsolated());
        QString error;
        QVERIFY2(confined.restart(&error), qPrintable(error));
        QVERIFY(confined.isIsolated());
        QVERIFY(!confined.needsRestartForIsolation());
        QByteArray host;
        QVERIFY(waitUntil(
            [&] {
                host = output(connection.get(), QStringLiteral("cat /proc/sys/kernel/hostname"));
                return host != "<exec failed>";
            },
            20000));
        QCOMPARE(host, QByteArray("sandbox\n"));
    }
};

QTEST_MAIN(TestLocalSandbox)
#include "tst_localsandbox.moc"
