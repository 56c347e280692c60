// SPDX-License-Identifier: Apache-2.0
// The two ways commands reach a session's bash (ShellSession, SessionBuiltin): the loadable
// builtin and the fallback script protocol. Every behaviour runs on both (global data), and
// the shell falls back — and says why — when the builtin is missing or refused.
#include "ClientFixture.h"
#include "FutureWait.h"
#include "engine/Sandbox.h"
#include "engine/session/CommandRun.h"
#include "engine/session/SessionBuiltin.h"
#include "engine/session/ShellSession.h"

#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace sandman;
using namespace sandman::test;

class TestSessionProtocol : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Sandbox> m_sandbox;

    ShellSession *session() const { return m_sandbox->defaultSession(); }
    QString workspace() const { return m_sandbox->workspace(); }

    static CommandResult run(ShellSession *session, const QString &command,
                             const CommandOptions &options = {})
    {
        CommandResult result;
        bool done = false;
        QEventLoop loop;
        CommandRun *run = session->exec(command, options);
        QObject::connect(run, &CommandRun::finished, &loop, [&](const CommandResult &r) {
            result = r;
            done = true;
            loop.quit();
        });
        QTimer::singleShot(30000, &loop, &QEventLoop::quit);
        if (!done)
            loop.exec();
        if (!done)
            qWarning("timed out: %s", qPrintable(command));
        return result;
    }
    CommandResult run(const QString &command, const CommandOptions &options = {}) const
    {
        return run(session(), command, options);
    }

    static void setProtocolEnvironment(const QString &protocol, const QByteArray &builtinPath = {})
    {
        if (protocol == QLatin1String("fallback"))
            qputenv("SANDMAN_SESSION_PROTOCOL", "fallback");
        else
            qunsetenv("SANDMAN_SESSION_PROTOCOL");
        if (builtinPath.isEmpty())
            qunsetenv("SANDMAN_BASH_BUILTIN");
        else
            qputenv("SANDMAN_BASH_BUILTIN", builtinPath);
    }

private slots:
    void initTestCase_data()
    {
        QTest::addColumn<QString>("protocol");
        QTest::newRow("builtin") << QStringLiteral("builtin");
        QTest::newRow("fallback") << QStringLiteral("fallback");
    }

    void init()
    {
        QFETCH_GLOBAL(QString, protocol);
        setProtocolEnvironment(protocol);
        m_dir = std::make_unique<QTemporaryDir>();
        Sandbox::Options options;
        options.workspaceDir = m_dir->filePath(QStringLiteral("workspace"));
        options.killGraceMs = 200;
        m_sandbox = std::make_unique<Sandbox>(options);
    }

    void cleanup()
    {
        m_sandbox.reset();
        m_dir.reset();
        qunsetenv("SANDMAN_SESSION_PROTOCOL");
        qunsetenv("SANDMAN_BASH_BUILTIN");
    }

    void usesTheProtocolAsked()
    {
        QFETCH_GLOBAL(QString, protocol);
        QCOMPARE(run(QStringLiteral("true")).exitCode, 0);
        QCOMPARE(QString::fromLatin1(SessionBuiltin::protocolName(session()->protocol())), protocol);
        if (protocol == QLatin1String("builtin"))
            QVERIFY2(session()->protocolNote().isEmpty(), qPrintable(session()->protocolNote()));
        else
            QVERIFY(session()->protocolNote().contains(QLatin1String("SANDMAN_SESSION_PROTOCOL")));
    }

    void outputIsByteExact_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QByteArray>("out");
        QTest::addColumn<QByteArray>("err");
        QTest::addColumn<int>("exitCode");
        QByteArray all;
        for (int i = 0; i < 256; ++i)
            all.append(char(i));
        QTest::newRow("every byte") << QStringLiteral(
            "for i in $(seq 0 255); do printf \"\\\\$(printf %03o $i)\"; done")
                                    << all << QByteArray() << 0;
        QTest::newRow("no trailing newline, separate stderr")
            << QStringLiteral("printf 'a\\nb'; printf err >&2; (exit 3)") << QByteArray("a\nb")
            << QByteArray("err") << 3;
        QTest::newRow("heredoc and pipe") << QStringLiteral("cat <<'E' | tr a-z A-Z\nhi $x\nE")
                                          << QByteArray("HI $X\n") << QByteArray() << 0;
        QTest::newRow("status over 255")
            << QStringLiteral("(exit 300)") << QByteArray() << QByteArray() << 44;
        QTest::newRow("$? starts at 0")
            << QStringLiteral("echo $?") << QByteArray("0\n") << QByteArray() << 0;
        QTest::newRow("stdin is /dev/null")
            << QStringLiteral("cat; echo end") << QByteArray("end\n") << QByteArray() << 0;
    }
    void outputIsByteExact()
    {
        QFETCH(QString, command);
        QFETCH(QByteArray, out);
        QFETCH(QByteArray, err);
        QFETCH(int, exitCode);
        QCOMPARE(run(QStringLiteral("false")).exitCode, 1); // a status that must not leak into $?
        const CommandResult result = run(command);
        QVERIFY2(!result.error, qPrintable(result.error.message));
        QCOMPARE(result.stdoutData, out);
        QCOMPARE(result.stderrData, err);
        QCOMPARE(result.exitCode, exitCode);
    }

    void statePersists()
    {
        QVERIFY(QDir(workspace()).mkdir(QStringLiteral("sub")));
        const CommandResult set = run(QStringLiteral(
            "cd sub; export X='a b'; f() { echo \"f:$1\"; }; alias hi='echo hi'; declare -A map=([k]=v); "
            "set -- p1 p2; shopt -s extglob"));
        QCOMPARE(set.exitCode, 0);
        QCOMPARE(set.cwd, QDir(workspace()).filePath(QStringLiteral("sub")));
        const CommandResult got
            = run(QStringLiteral("echo \"$PWD|$X|${map[k]}|$1 $2\"; f z; hi; shopt -q extglob && echo on"));
        QCOMPARE(got.stdoutData,
                 QDir(workspace()).filePath(QStringLiteral("sub")).toUtf8() + "|a b|v|p1 p2\nf:z\nhi\non\n");
    }

    void badInputKeepsTheSession_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("unterminated quote") << QStringLiteral("echo 'open") << 2;
        QTest::newRow("syntax error") << QStringLiteral("if then fi") << 2;
        QTest::newRow("return at top level") << QStringLiteral("return 4") << 2;
        QTest::newRow("unknown command") << QStringLiteral("no-such-command-xyz") << 127;
    }
    void badInputKeepsTheSession()
    {
        QFETCH(QString, command);
        QFETCH(int, exitCode);
        QCOMPARE(run(QStringLiteral("export KEEP=1")).exitCode, 0);
        const CommandResult bad = run(command);
        QVERIFY2(!bad.error, qPrintable(bad.error.message));
        QCOMPARE(bad.exitCode, exitCode);
        QVERIFY(!bad.stderrData.isEmpty());
        QCOMPARE(run(QStringLiteral("echo $KEEP")).stdoutData, QByteArray("1\n"));
    }

    void bigCommand_data()
    {
        QTest::addColumn<int>("size");
        QTest::newRow("60 KiB") << 60 * 1024;
        QTest::newRow("3 MiB") << 3 * 1024 * 1024; // more than the frame pipe holds
    }
    void bigCommand()
    {
        QFETCH(int, size);
        const QString command
            = QStringLiteral(": ") + QString(size, QLatin1Char('x')) + QStringLiteral("; echo done");
        const CommandResult result = run(command);
        QCOMPARE(result.stdoutData, QByteArray("done\n"));
        QCOMPARE(run(QStringLiteral("echo next")).stdoutData, QByteArray("next\n"));
    }

    void exitEndsTheShell()
    {
        QCOMPARE(run(QStringLiteral("export GONE=1")).exitCode, 0);
        const qint64 pid = session()->shellPid();
        const CommandResult ended = run(QStringLiteral("echo bye; exit 7"));
        QCOMPARE(ended.error.kind, EngineError::SessionTerminated);
        QCOMPARE(ended.stdoutData, QByteArray("bye\n"));
        const CommandResult fresh = run(QStringLiteral("echo \"[$GONE]\""));
        QCOMPARE(fresh.stdoutData, QByteArray("[]\n"));
        QVERIFY(session()->shellPid() != pid);
    }

    void perCallEnvAndCwd()
    {
        QVERIFY(QDir(workspace()).mkdir(QStringLiteral("other")));
        CommandOptions options;
        options.env.insert(QStringLiteral("ONCE"), QStringLiteral("it's $1"));
        options.cwd = QDir(workspace()).filePath(QStringLiteral("other"));
        const CommandResult once = run(QStringLiteral("echo \"$ONCE|$PWD\"; (exit 5)"), options);
        QCOMPARE(once.stdoutData, "it's $1|" + options.cwd.toUtf8() + '\n');
        QCOMPARE(once.exitCode, 5);
        const CommandResult after = run(QStringLiteral("echo \"[${ONCE-unset}|$PWD|${__sandman_r-none}]\""));
        QCOMPARE(after.stdoutData, "[unset|" + workspace().toUtf8() + "|none]\n");
    }

    void timeoutKillsTheTreeAndRollsBack()
    {
        QVERIFY(QDir(workspace()).mkdir(QStringLiteral("far")));
        QCOMPARE(run(QStringLiteral("export Z=before")).exitCode, 0);
        CommandOptions options;
        options.timeoutMs = 300;
        QElapsedTimer clock;
        clock.start();
        const CommandResult result
            = run(QStringLiteral("export Z=after; cd far; sleep 30; touch ran-on"), options);
        QVERIFY(result.timedOut);
        QCOMPARE(result.exitCode, 124);
        QVERIFY(clock.elapsed() < 10000);
        QCOMPARE(run(QStringLiteral("echo \"$Z $PWD\"")).stdoutData, "before " + workspace().toUtf8() + '\n');
        QVERIFY(!QFile::exists(QDir(workspace()).filePath(QStringLiteral("far/ran-on"))));
    }

    void environmentRefresh()
    {
        QCOMPARE(run(QStringLiteral("export SEEN='x y'; unset HOME")).exitCode, 0);
        bool done = false;
        QProcessEnvironment env;
        session()->getEnvVars([&](const QProcessEnvironment &e, EngineError) {
            env = e;
            done = true;
        });
        QVERIFY(waitUntil([&] { return done; }));
        QCOMPARE(env.value(QStringLiteral("SEEN")), QStringLiteral("x y"));
        QVERIFY(!env.contains(QStringLiteral("HOME")));
        QVERIFY(env.contains(QStringLiteral("PATH")));
    }

    void missingBuiltinFallsBack()
    {
        QFETCH_GLOBAL(QString, protocol);
        if (protocol != QLatin1String("builtin"))
            QSKIP("about the builtin's lookup");
        m_sandbox.reset();
        setProtocolEnvironment(protocol, "/nonexistent/sandman-session.so");
        Sandbox::Options options;
        options.workspaceDir = m_dir->filePath(QStringLiteral("workspace"));
        m_sandbox = std::make_unique<Sandbox>(options);
        QCOMPARE(run(QStringLiteral("echo ok")).stdoutData, QByteArray("ok\n"));
        QCOMPARE(session()->protocol(), SessionBuiltin::Protocol::Fallback);
        QVERIFY(session()->protocolNote().contains(QLatin1String("/nonexistent/sandman-session.so")));
    }

    void refusedBuiltinFallsBack()
    {
        QFETCH_GLOBAL(QString, protocol);
        if (protocol != QLatin1String("builtin"))
            QSKIP("about the builtin's loading");
        // A file bash cannot load (as a builtin of another bash would be refused).
        const QString junk = m_dir->filePath(QStringLiteral("junk.so"));
        QFile file(junk);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a shared object");
        file.close();
        m_sandbox.reset();
        setProtocolEnvironment(protocol, QFile::encodeName(junk));
        Sandbox::Options options;
        options.workspaceDir = m_dir->filePath(QStringLiteral("workspace"));
        m_sandbox = std::make_unique<Sandbox>(options);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("bash refused .*junk.so")));
        // The first command was sent as a frame nobody reads: it runs all the same, once.
        QCOMPARE(run(QStringLiteral("echo once >> count; cat count")).stdoutData, QByteArray("once\n"));
        QCOMPARE(session()->protocol(), SessionBuiltin::Protocol::Fallback);
        QVERIFY(session()->protocolNote().contains(QLatin1String("refused")));
        // Later shells do not try it again.
        const CommandResult ended = run(QStringLiteral("exit 1"));
        QCOMPARE(ended.error.kind, EngineError::SessionTerminated);
        QCOMPARE(run(QStringLiteral("echo again")).stdoutData, QByteArray("again\n"));
        QCOMPARE(session()->protocol(), SessionBuiltin::Protocol::Fallback);
    }

    void detailsReportTheProtocol()
    {
        QFETCH_GLOBAL(QString, protocol);
        Sandbox::Options options;
        auto fixture = ClientFixture::create(QStringLiteral("inprocess"), options);
        QVERIFY(fixture);
        ExecOptions execOptions;
        execOptions.sessionId = QStringLiteral("reported");
        QVERIFY(waitFor(fixture->client()->exec(QStringLiteral("true"), execOptions)));
        const SessionInfo info = resultOf(fixture->client()->getSession(QStringLiteral("reported")));
        QCOMPARE(info.shellProtocol, protocol);
        QCOMPARE(info.shellProtocolNote.isEmpty(), protocol == QLatin1String("builtin"));
    }
};

QTEST_MAIN(TestSessionProtocol)
#include "tst_sessionprotocol.moc"
