// SPDX-License-Identifier: Apache-2.0
// Processes that leave their session and process group (`setsid -f`, issue 9) are still
// killed with their owner: a timed-out exec, a deleted session, a killed background process,
// a cancelled stream. Checked in /proc, over every transport.
#include "ProcTools.h"
#include "SessionTestBase.h"
#include "client/ExecStream.h"

#include <QFile>
#include <QSignalSpy>

#include <csignal>

using namespace sandman;
using namespace sandman::test;

namespace {
// Detaches a sleeper into a session of its own and records its pid in `file`.
QString detachedSleeper(const QString &file)
{
    return QStringLiteral("setsid -f sh -c 'echo $$ > %1; exec sleep 300'").arg(file);
}

// The pid the detached sleeper wrote, once it is there (0 if it never was).
qint64 waitForPid(const QString &file)
{
    qint64 pid = 0;
    waitUntil(
        [&] {
            QFile f(file);
            if (f.open(QIODevice::ReadOnly))
                pid = f.readAll().trimmed().toLongLong();
            return pid > 0 && processAlive(pid);
        },
        10000);
    return pid;
}

bool waitGone(qint64 pid)
{
    return waitUntil([pid] { return !processAlive(pid); }, 10000);
}
} // namespace

class TestProcessEscape : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }

    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        Sandbox::Options options;
        options.killGraceMs = 300;
        m_fx = ClientFixture::create(transport, options);
        QVERIFY(m_fx);
        m_client = m_fx->client();
        m_pidFile = m_fx->workspace() + QStringLiteral("/escaped.pid");
        QFile::remove(m_pidFile);
    }

    void cleanup()
    {
        m_client = nullptr;
        m_fx.reset();
        // Whatever a failed test left behind.
        QFile f(m_pidFile);
        if (f.open(QIODevice::ReadOnly)) {
            const qint64 pid = f.readAll().trimmed().toLongLong();
            if (pid > 0 && processAlive(pid))
                ::kill(pid_t(pid), SIGKILL);
        }
    }

    void timedOutExec()
    {
        ExecOptions options;
        options.timeoutMs = 1500;
        auto run = m_client->exec(detachedSleeper(m_pidFile) + QStringLiteral("; sleep 60"), options);
        const qint64 pid = waitForPid(m_pidFile);
        QVERIFY(pid > 0);
        QVERIFY(waitFor(run, 20000));
        QVERIFY(!failureOf(run));
        QVERIFY(run.result().timedOut);
        QVERIFY2(waitGone(pid), "the detached process outlived the timed-out command");
        // The session goes on.
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("echo still"), &r));
        QCOMPARE(r.stdoutData, QByteArray("still\n"));
    }

    void deletedSession()
    {
        SessionOptions options;
        options.id = QStringLiteral("doomed");
        QVERIFY(waitFor(m_client->createSession(options)));
        ExecResult r;
        // The command itself ends at once; what it detached lives on in the session.
        QVERIFY(execWait(m_client, detachedSleeper(m_pidFile) + QStringLiteral("; echo $$"), &r,
                         inSession(options.id)));
        const qint64 shell = r.stdoutData.trimmed().toLongLong();
        const qint64 pid = waitForPid(m_pidFile);
        QVERIFY(pid > 0);
        QTest::qWait(200);
        QVERIFY(processAlive(pid));
        ProcStat stat;
        QVERIFY(readProcStat(pid, &stat));
        QCOMPARE(stat.ppid, shell); // adopted by the session's shell, a subreaper
        QVERIFY(waitFor(m_client->deleteSession(options.id)));
        const bool gone = waitGone(pid);
        if (!gone) {
            ProcStat after;
            readProcStat(pid, &after);
            qWarning("escapee %lld state %c ppid %lld; shell %lld alive %d", pid, after.state, after.ppid,
                     shell, int(processAlive(shell)));
        }
        QVERIFY2(gone, "the detached process outlived its deleted session");
    }

    void killedProcess()
    {
        ProcessOptions options;
        options.processId = QStringLiteral("escaper");
        resultOf(m_client->startProcess(detachedSleeper(m_pidFile) + QStringLiteral("; sleep 300"), options));
        const qint64 pid = waitForPid(m_pidFile);
        QVERIFY(pid > 0);
        resultOf(m_client->killProcess(options.processId));
        QVERIFY2(waitGone(pid), "the detached process outlived its killed background process");
    }

    void cancelledStream()
    {
        ExecStream *stream = m_client->execStream(detachedSleeper(m_pidFile) + QStringLiteral("; sleep 300"));
        QSignalSpy finished(stream, &ExecStream::finished);
        const qint64 pid = waitForPid(m_pidFile);
        QVERIFY(pid > 0);
        stream->cancel();
        QVERIFY(finished.wait(20000) || finished.size() == 1);
        QVERIFY2(waitGone(pid), "the detached process outlived its cancelled stream");
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("echo after"), &r));
        QCOMPARE(r.stdoutData, QByteArray("after\n"));
    }

    // A plain exec that completes leaves what it detached running (like `cmd &`), in the
    // session's tree: the session's pid is its ancestor.
    void detachedStaysInTheSessionTree()
    {
        ExecResult r;
        QVERIFY(execWait(m_client, detachedSleeper(m_pidFile) + QStringLiteral("; echo $$"), &r));
        const qint64 shell = r.stdoutData.trimmed().toLongLong();
        const qint64 pid = waitForPid(m_pidFile);
        QVERIFY(pid > 0);
        QVERIFY(descendantsOf(shell).contains(pid));
    }

private:
    std::unique_ptr<ClientFixture> m_fx;
    SandboxClient *m_client = nullptr;
    QString m_pidFile;
};

QTEST_GUILESS_MAIN(TestProcessEscape)
#include "tst_processescape.moc"
