// SPDX-License-Identifier: Apache-2.0
// No command can take the agent down (issue 9), against the real sandman-agent process: 2 GB
// of output comes back truncated with its total while the agent's peak memory stays small;
// `yes` whose client vanished is killed, and the agent and its other sessions go on; what a
// session detached (setsid -f) dies with the agent, also once that session's shell is gone.
#include "AgentProcess.h"
#include "FutureWait.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace sandman;
using namespace sandman::test;

namespace {

// The /proc/<pid>/status field in kB (VmHWM: the peak resident set), -1 when unreadable.
qint64 statusKb(qint64 pid, const QByteArray &field)
{
    QFile file(QStringLiteral("/proc/%1/status").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith(field + ':'))
            return line.mid(field.size() + 1).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

struct Stat {
    qint64 ppid = 0;
    char state = 0;
    QByteArray comm;
};

bool readStat(qint64 pid, Stat *out)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = file.readAll();
    const qsizetype open = line.indexOf('(');
    const qsizetype close = line.lastIndexOf(')');
    if (open < 0 || close < open)
        return false;
    const QList<QByteArray> fields = line.mid(close + 2).split(' ');
    out->comm = line.mid(open + 1, close - open - 1);
    out->state = fields.value(0).isEmpty() ? 0 : fields.value(0).at(0);
    out->ppid = fields.value(1).toLongLong();
    return true;
}

bool alive(qint64 pid)
{
    Stat stat;
    return pid > 0 && readStat(pid, &stat) && stat.state != 'Z';
}

// Living descendants of root named comm.
QList<qint64> descendantsNamed(qint64 root, const QByteArray &comm)
{
    QHash<qint64, Stat> all;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        Stat stat;
        if (ok && readStat(pid, &stat))
            all.insert(pid, stat);
    }
    QList<qint64> found;
    for (auto it = all.cbegin(); it != all.cend(); ++it) {
        if (it->state == 'Z' || it->comm != comm)
            continue;
        for (qint64 up = it->ppid; up > 1; up = all.value(up).ppid) {
            if (up == root) {
                found.append(it.key());
                break;
            }
        }
    }
    return found;
}

qint64 pidFrom(const QString &file)
{
    qint64 pid = 0;
    waitUntil(
        [&] {
            QFile f(file);
            if (f.open(QIODevice::ReadOnly))
                pid = f.readAll().trimmed().toLongLong();
            return alive(pid);
        },
        10000);
    return pid;
}

} // namespace

class TestAgentLimits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_tokenFile;
    const QByteArray m_token = "limits-test-token-0123456789";
    std::unique_ptr<AgentProcess> m_agent;
    QUrl m_url;

    bool startAgent(const QStringList &extra = {})
    {
        m_agent = std::make_unique<AgentProcess>();
        QByteArray output;
        if (!m_agent->startServing(
                AgentProcess::loopbackArguments(m_tokenFile, m_dir.filePath(QStringLiteral("root"))) + extra,
                &output)) {
            qWarning("the agent did not serve: %s", output.constData());
            return false;
        }
        m_url = m_agent->url();
        return true;
    }

    std::unique_ptr<WebSocketTransport> connect()
    {
        WebSocketTransport::Options options;
        options.token = m_token;
        auto transport = std::make_unique<WebSocketTransport>(m_url, options);
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

    void init() { QVERIFY(startAgent()); }

    void cleanup()
    {
        m_agent.reset(); // killed
    }

    void twoGigabytesOfOutput_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<qint64>("stdoutBytes");
        QTest::addColumn<qint64>("stderrBytes");
        QTest::newRow("2 GiB of NULs on stdout") << "head -c 2G /dev/zero" << (qint64(2) << 30) << qint64(0);
        QTest::newRow("2 GiB of text on stderr")
            << "head -c 2G /dev/zero | tr '\\0' x >&2; echo done" << qint64(5) << (qint64(2) << 30);
    }

    void twoGigabytesOfOutput()
    {
        QFETCH(QString, command);
        QFETCH(qint64, stdoutBytes);
        QFETCH(qint64, stderrBytes);
        auto transport = connect();
        SandboxClient client(transport.get());
        const qint64 before = statusKb(m_agent->processId(), "VmHWM");
        auto run = client.exec(command);
        QVERIFY(waitFor(run, 240000));
        if (const auto error = failureOf(run))
            QFAIL(qPrintable(error->message));
        const ExecResult r = run.result();
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.stdoutBytes, stdoutBytes);
        QCOMPARE(r.stderrBytes, stderrBytes);
        const qint64 cap = 8 << 20;
        QCOMPARE(r.stdoutTruncated, stdoutBytes > cap);
        QCOMPARE(r.stderrTruncated, stderrBytes > cap);
        qInfo("kept %lld of stdout, %lld of stderr", qint64(r.stdoutData.size()),
              qint64(r.stderrData.size()));
        // At most the cap; less where the output's JSON costs more per byte (a NUL is 6).
        QVERIFY(r.stdoutData.size() <= qMin(stdoutBytes, cap)
                && r.stdoutData.size() >= qMin(stdoutBytes, cap / 6));
        QVERIFY(r.stderrData.size() <= qMin(stderrBytes, cap)
                && r.stderrData.size() >= qMin(stderrBytes, cap / 6));
        const qint64 peak = statusKb(m_agent->processId(), "VmHWM");
        qInfo("agent peak RSS %lld MB before, %lld MB after %s", before / 1024, peak / 1024,
              QTest::currentDataTag());
        QVERIFY2(peak < 200 * 1024, qPrintable(QStringLiteral("agent peak RSS %1 MB").arg(peak / 1024)));
        QCOMPARE(m_agent->state(), QProcess::Running);
    }

    // --max-exec-output moves the per-stream cap both ways: 1M truncates a 3 MiB result there,
    // 20M keeps a 12 MiB one whole (over the 8 MiB default).
    void execOutputCapIsAnOption_data()
    {
        QTest::addColumn<QString>("cap");
        QTest::addColumn<qint64>("capBytes");
        QTest::addColumn<qint64>("outputBytes");
        QTest::newRow("1M, 3 MiB written") << "1M" << (qint64(1) << 20) << (qint64(3) << 20);
        QTest::newRow("20M, 12 MiB written") << "20M" << (qint64(20) << 20) << (qint64(12) << 20);
    }
    void execOutputCapIsAnOption()
    {
        QFETCH(QString, cap);
        QFETCH(qint64, capBytes);
        QFETCH(qint64, outputBytes);
        cleanup();
        QVERIFY(startAgent({QStringLiteral("--max-exec-output"), cap}));
        auto transport = connect();
        SandboxClient client(transport.get());
        auto run = client.exec(QStringLiteral("head -c %1 /dev/zero | tr '\\0' x").arg(outputBytes));
        QVERIFY(waitFor(run, 60000));
        if (const auto error = failureOf(run))
            QFAIL(qPrintable(error->message));
        const ExecResult r = run.result();
        QCOMPARE(r.stdoutBytes, outputBytes);
        QCOMPARE(r.stdoutTruncated, outputBytes > capBytes);
        QCOMPARE(qint64(r.stdoutData.size()), qMin(outputBytes, capBytes));
    }

    void yesWithVanishedClient()
    {
        auto keeper = connect();
        SandboxClient other(keeper.get());
        auto set = other.exec(QStringLiteral("export KEPT=yes-survivor; cd /tmp"));
        QVERIFY(waitFor(set, 20000));
        QVERIFY(!failureOf(set));

        auto leaving = connect();
        auto client = std::make_unique<SandboxClient>(leaving.get());
        ExecOptions options;
        options.sessionId = QStringLiteral("flood");
        auto run = client->exec(QStringLiteral("yes"), options); // no timeout
        QList<qint64> yes;
        QVERIFY(waitUntil(
            [&] {
                yes = descendantsNamed(m_agent->processId(), "yes");
                return !yes.isEmpty();
            },
            20000));
        QTest::qWait(1500); // it writes flat out meanwhile
        QElapsedTimer clock;
        clock.start();
        client.reset();
        leaving.reset(); // the client goes away without a word
        QVERIFY2(waitUntil([&] { return !alive(yes.first()); }, 15000), "yes outlived its client");
        qInfo("yes killed %lld ms after its client left", qint64(clock.elapsed()));
        const qint64 peak = statusKb(m_agent->processId(), "VmHWM");
        qInfo("agent peak RSS %lld MB", peak / 1024);
        QVERIFY(peak < 200 * 1024);
        QCOMPARE(m_agent->state(), QProcess::Running);

        // The other session is intact; the flooded one can be used again.
        auto check = other.exec(QStringLiteral("echo \"$KEPT $(pwd)\""));
        QVERIFY(waitFor(check, 20000));
        QVERIFY(!failureOf(check));
        QCOMPARE(check.result().stdoutData, QByteArray("yes-survivor /tmp\n"));
        ExecOptions flood;
        flood.sessionId = QStringLiteral("flood");
        auto again = other.exec(QStringLiteral("echo back"), flood);
        QVERIFY(waitFor(again, 20000));
        QVERIFY(!failureOf(again));
        QCOMPARE(again.result().stdoutData, QByteArray("back\n"));
    }

    // Without isolation nothing else would stop them: the agent kills what its sessions
    // detached when it exits, also a detached process whose session shell exited first (it was
    // reparented to the agent, a subreaper, rather than to init).
    void detachedDieWithTheAgent()
    {
        auto transport = connect();
        SandboxClient client(transport.get());
        const QString first = m_dir.filePath(QStringLiteral("first.pid"));
        const QString second = m_dir.filePath(QStringLiteral("second.pid"));
        const QString third = m_dir.filePath(QStringLiteral("third.pid"));
        for (const QString &file : {first, second, third})
            QFile::remove(file);
        const QString sleeper = QStringLiteral("setsid -f sh -c 'echo $$ > %1; exec sleep 300'");
        auto detach = client.exec(sleeper.arg(first));
        QVERIFY(waitFor(detach, 20000));
        QVERIFY(!failureOf(detach));
        ExecOptions options;
        options.sessionId = QStringLiteral("leaving");
        auto exiting = client.exec(sleeper.arg(second) + QStringLiteral("; ") + sleeper.arg(third)
                                       + QStringLiteral("; sleep 0.3; exit 3"),
                                   options);
        QVERIFY(waitFor(exiting, 20000));
        QCOMPARE(failureOf(exiting)->code, ErrorCode::SessionTerminated);
        const qint64 a = pidFrom(first);
        const qint64 b = pidFrom(second);
        const qint64 c = pidFrom(third);
        QVERIFY(alive(a) && alive(b) && alive(c));
        Stat orphan;
        QVERIFY(readStat(b, &orphan));
        QCOMPARE(orphan.ppid, m_agent->processId()); // adopted by the agent, not by init

        // An adopted orphan that ends is reaped by the agent: no zombie is left behind.
        ::kill(pid_t(c), SIGKILL);
        QVERIFY2(waitUntil([&] { return !QFile::exists(QStringLiteral("/proc/%1").arg(c)); }, 8000),
                 "the agent left an adopted orphan as a zombie");

        m_agent->terminate();
        QVERIFY(m_agent->waitForFinished(15000));
        QVERIFY2(waitUntil([&] { return !alive(a) && !alive(b); }, 5000),
                 "a detached process outlived the agent");
    }
};

QTEST_GUILESS_MAIN(TestAgentLimits)
#include "tst_agentlimits.moc"
