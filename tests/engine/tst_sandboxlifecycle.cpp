// SPDX-License-Identifier: Apache-2.0
// Engine-level checks: no processes outlive the sandbox; cheap state snapshots for other engines.
#include "SessionTestBase.h"
#include "engine/ProcessTree.h"
#include "engine/Sandbox.h"
#include "engine/session/CommandRun.h"
#include "engine/session/ShellSession.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <csignal>

using namespace sandman;
using namespace sandman::test;

class TestSandboxLifecycle : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void destroyingLeavesNoProcesses_data()
    {
        QTest::addColumn<QString>("transport");
        for (const QString &kind : ClientFixture::transportKinds())
            QTest::newRow(kind.toUtf8().constData()) << kind;
    }

    void destroyingLeavesNoProcesses()
    {
        QFETCH(QString, transport);
        auto fx = ClientFixture::create(transport);
        QVERIFY(fx);
        SandboxClient *client = fx->client();
        QList<QFuture<ExecResult>> running;
        QList<qint64> pids;
        for (int i = 0; i < 3; ++i) {
            SessionOptions session;
            session.id = QStringLiteral("s%1").arg(i);
            auto created = client->createSession(session);
            QVERIFY(waitFor(created));
            ExecResult r;
            // A background job, one that left the process group, and the shell itself.
            QVERIFY(execWait(client,
                             QStringLiteral("sleep 300 >/dev/null 2>&1 & echo $!; setsid sleep 301 "
                                            ">/dev/null 2>&1 & echo $!; echo $$"),
                             &r, inSession(session.id)));
            for (const QByteArray &line : r.stdoutData.trimmed().split('\n'))
                pids << line.toLongLong();
            running << client->exec(QStringLiteral("sleep 302 & echo $! > fg%1; wait").arg(i),
                                    inSession(session.id));
        }
        QVERIFY(waitUntil([&] {
            for (int i = 0; i < 3; ++i) {
                QFile f(fx->workspace() + QStringLiteral("/fg%1").arg(i));
                if (!f.open(QIODevice::ReadOnly) || f.readAll().trimmed().isEmpty())
                    return false;
            }
            return true;
        }));
        for (int i = 0; i < 3; ++i) {
            QFile f(fx->workspace() + QStringLiteral("/fg%1").arg(i));
            QVERIFY(f.open(QIODevice::ReadOnly));
            pids << f.readAll().trimmed().toLongLong();
        }
        QCOMPARE(pids.size(), 12);
        for (qint64 pid : pids)
            QVERIFY(processAlive(pid));
        fx.reset(); // synchronous: the sandbox kills everything before returning
        QVERIFY(waitUntil([&] { return std::none_of(pids.begin(), pids.end(), processAlive); }, 3000));
    }

    // The session's own reading of its environment is not a client's command: a session list
    // taken meanwhile says idle (it once said "running" after a timeout until F5).
    void bookkeepingIsNotBusy()
    {
        QTemporaryDir workspace;
        Sandbox::Options options;
        options.workspaceDir = workspace.path();
        Sandbox sandbox(options);
        ShellSession *session = sandbox.defaultSession();
        bool read = false;
        session->getEnvVars([&read](const QProcessEnvironment &, EngineError) { read = true; });
        QVERIFY(session->pendingCount() >= 1); // the internal run is there…
        QVERIFY(!session->isBusy()); // …and is not a busy session
        QCOMPARE(session->userCommandCount(), 0); // nor a command "running or queued"
        CommandRun *run = session->exec(QStringLiteral("sleep 0.3"));
        QVERIFY(session->isBusy());
        QCOMPARE(session->userCommandCount(), 1);
        QSignalSpy finished(run, &CommandRun::finished);
        QVERIFY(finished.wait(10000));
        QVERIFY(waitUntil([&] { return read; }));
        QVERIFY(!session->isBusy());
    }

    void lastKnownStateForOtherEngines()
    {
        QTemporaryDir workspace;
        Sandbox::Options options;
        options.workspaceDir = workspace.path();
        Sandbox sandbox(options);
        ShellSession *session = sandbox.defaultSession();
        QCOMPARE(session->lastKnownCwd(), workspace.path());
        QCOMPARE(sandbox.resolvePath(QStringLiteral("/workspace/a/../b"), {}),
                 workspace.path() + QStringLiteral("/b"));
        QCOMPARE(sandbox.resolvePath(QStringLiteral("rel"), QStringLiteral("/tmp")),
                 QStringLiteral("/tmp/rel"));
        QCOMPARE(sandbox.resolvePath(QStringLiteral("/workspaces"), {}), QStringLiteral("/workspaces"));

        QSignalSpy cwdChanged(session, &ShellSession::cwdChanged);
        CommandRun *run = session->exec(QStringLiteral("mkdir -p d && cd d && export FROM_SHELL=42"));
        QSignalSpy finished(run, &CommandRun::finished);
        QVERIFY(finished.wait(10000));
        QCOMPARE(session->lastKnownCwd(), workspace.path() + QStringLiteral("/d"));
        QCOMPARE(cwdChanged.size(), 1);
        // The environment snapshot follows once the session is idle.
        QVERIFY(waitUntil(
            [&] {
                return session->lastKnownEnvironment().value(QStringLiteral("FROM_SHELL"))
                    == QLatin1String("42");
            },
            5000));
        QVERIFY(!session->isBusy());
    }

    void sessionSignals()
    {
        QTemporaryDir workspace;
        Sandbox::Options options;
        options.workspaceDir = workspace.path();
        Sandbox sandbox(options);
        QSignalSpy created(&sandbox, &Sandbox::sessionCreated);
        QSignalSpy deleted(&sandbox, &Sandbox::sessionDeleted);
        SessionConfig config;
        config.id = QStringLiteral("x");
        QVERIFY(sandbox.createSession(config).session);
        QCOMPARE(created.size(), 1);
        QVERIFY(!sandbox.deleteSession(QStringLiteral("x")));
        QCOMPARE(deleted.size(), 1);
        QCOMPARE(deleted.first().first().toString(), QStringLiteral("x"));
        QCOMPARE(sandbox.sessionIds(), QStringList({QStringLiteral("default")}));
    }

    void processTreeTerminate()
    {
        // bash → sh → sleep, with the middle one ignoring SIGTERM.
        QProcess process;
        process.start(QStringLiteral("bash"),
                      {QStringLiteral("-c"),
                       QStringLiteral("sh -c 'trap \"\" TERM; sleep 60 & wait' & sleep 61 & wait")});
        QVERIFY(process.waitForStarted());
        QVERIFY(waitUntil([&] { return ProcessTree::descendants(process.processId()).size() >= 3; }));
        const QList<qint64> tree = ProcessTree::descendants(process.processId());
        bool done = false;
        QObject context;
        ProcessTree::terminate(process.processId(), true, SIGTERM, 200, &context, [&] { done = true; });
        QVERIFY(waitUntil([&] { return done; }, 5000));
        QVERIFY(waitUntil([&] { return process.state() == QProcess::NotRunning; }, 5000));
        QVERIFY(waitUntil([&] { return std::none_of(tree.begin(), tree.end(), processAlive); }, 3000));
    }
};

QTEST_GUILESS_MAIN(TestSandboxLifecycle)
#include "tst_sandboxlifecycle.moc"
