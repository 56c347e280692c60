// SPDX-License-Identifier: Apache-2.0
// The GUI's local sandbox: confined in its own sandman-agent where bubblewrap works, else in
// this process, and always saying which.
#include "FutureWait.h"
#include "client/SandboxClient.h"
#include "main/LocalSandbox.h"
#include "sessions/SandboxConnection.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <memory>

#include <unistd.h>

using namespace sandman;
using namespace sandman::test;

class TestLocalSandbox : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static QString agentPath()
    {
        return qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman-agent");
    }

    LocalSandbox::Options options(LocalSandbox::Isolation isolation, const QString &agent = agentPath())
    {
        LocalSandbox::Options result;
        result.workspaceDir = m_dir.filePath(QStringLiteral("workspace"));
        result.isolation = isolation;
        result.agentPath = agent;
        return result;
    }

    // What `command` prints in the sandbox's default session.
    static QByteArray output(SandboxConnection *connection, const QString &command)
    {
        auto result = connection->client()->exec(command);
        if (!waitFor(result) || result.resultCount() == 0)
            return "<exec failed>";
        return result.result().stdoutData;
    }

private slots:
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

    void offRunsInThisProcessAndSaysSo()
    {
        LocalSandbox sandbox(options(LocalSandbox::Isolation::Off));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        QVERIFY(!sandbox.isIsolated());
        QVERIFY(!sandbox.notIsolatedReason().isEmpty());
        QVERIFY(sandbox.statusDetail().contains(sandbox.notIsolatedReason()));
        QCOMPARE(output(connection.get(), QStringLiteral("pwd")),
                 QDir(m_dir.filePath(QStringLiteral("workspace"))).absolutePath().toUtf8() + '\n');
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
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("workspace/note"))));
    }

    void autoFallsBackWithTheReason()
    {
        LocalSandbox sandbox(
            options(LocalSandbox::Isolation::Auto, QStringLiteral("/nonexistent/sandman-agent")));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        QVERIFY(!sandbox.isIsolated());
        QVERIFY(!sandbox.notIsolatedReason().isEmpty());
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

    void anAgentThatDiesIsReported()
    {
        LocalSandbox sandbox(options(LocalSandbox::Isolation::Auto));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        if (!sandbox.isIsolated())
            QSKIP("not isolated here");
        QSignalSpy stopped(&sandbox, &LocalSandbox::stoppedUnexpectedly);
        QVERIFY(::kill(pid_t(sandbox.agentProcessId()), SIGKILL) == 0);
        QVERIFY(stopped.wait(10000));
        QVERIFY(!stopped.first().first().toString().isEmpty());
    }

    // A sandbox that died comes back on the same address: the same connection works again,
    // on a fresh sandbox over the same workspace.
    void aDeadAgentIsStartedAgain()
    {
        LocalSandbox sandbox(options(LocalSandbox::Isolation::Auto));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY(connection);
        if (!sandbox.isIsolated())
            QSKIP("not isolated here");
        QCOMPARE(output(connection.get(),
                        QStringLiteral("export MARK=before; echo kept > /workspace/kept; echo ok")),
                 QByteArray("ok\n"));
        QSignalSpy restarted(&sandbox, &LocalSandbox::restarted);
        const qint64 before = sandbox.agentProcessId();
        QVERIFY(::kill(pid_t(before), SIGKILL) == 0);
        QVERIFY(restarted.wait(15000));
        QVERIFY(sandbox.agentProcessId() != before);
        QByteArray after;
        QVERIFY(waitUntil(
            [&] {
                after
                    = output(connection.get(), QStringLiteral("echo \"${MARK-fresh}\"; cat /workspace/kept"));
                return after != "<exec failed>";
            },
            20000));
        QCOMPARE(after, QByteArray("fresh\nkept\n"));
    }
};

QTEST_MAIN(TestLocalSandbox)
#include "tst_localsandbox.moc"
