// SPDX-License-Identifier: Apache-2.0
// The background process engine on its own: ProcessManager, BackgroundProcess, LogBuffer.
#include "FutureWait.h"
#include "ProcTools.h"
#include "engine/process/LogBuffer.h"
#include "engine/process/ProcessManager.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace sandman;
using namespace sandman::test;

namespace {
bool waitFinished(BackgroundProcess *process, int timeoutMs = 30000)
{
    if (process->isFinished())
        return true;
    QSignalSpy spy(process, &BackgroundProcess::finished);
    return spy.wait(timeoutMs) || process->isFinished();
}

QString text(const BackgroundProcess *process, BackgroundProcess::Channel channel)
{
    return QString::fromUtf8(process->log(channel).data());
}
} // namespace

class TestProcesses : public QObject
{
    Q_OBJECT
private:
    BackgroundProcess *start(const QString &command, const QString &sessionId = QStringLiteral("default"),
                             qint64 timeoutMs = 0, const QString &id = {})
    {
        ProcessStartOptions options;
        options.command = command;
        options.processId = id;
        options.sessionId = sessionId;
        options.workingDirectory = m_dir.path();
        options.environment = QProcessEnvironment::systemEnvironment();
        options.timeoutMs = timeoutMs;
        EngineError error;
        BackgroundProcess *process = m_manager->start(options, &error);
        if (!process)
            qWarning("start failed: %s", qPrintable(error.message));
        return process;
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_manager = std::make_unique<ProcessManager>();
        m_manager->setSettings({1024 * 1024, 300});
    }
    void cleanup() { m_manager.reset(); }

    void logBuffer_data()
    {
        QTest::addColumn<int>("capacity");
        QTest::addColumn<QByteArrayList>("chunks");
        QTest::addColumn<QByteArray>("kept");
        QTest::addColumn<qint64>("dropped");
        QTest::newRow("fits") << 16 << QByteArrayList{"abc", "def"} << QByteArray("abcdef") << qint64(0);
        QTest::newRow("exactly full")
            << 16 << QByteArrayList{"0123456789", "abcdef"} << QByteArray("0123456789abcdef") << qint64(0);
        QTest::newRow("keeps newest") << 16 << QByteArrayList{"0123456789", "abcdefghij"}
                                      << QByteArray("456789abcdefghij") << qint64(4);
        QTest::newRow("huge chunk") << 16 << QByteArrayList{"xy", QByteArray(100, 'z')} << QByteArray(16, 'z')
                                    << qint64(86);
        // "€" is three bytes: the cut lands inside it, so it goes entirely.
        QTest::newRow("utf-8 boundary") << 16 << QByteArrayList{"ab\xe2\x82\xac", "0123456789abcd"}
                                        << QByteArray("0123456789abcd") << qint64(5);
        QTest::newRow("empty chunks") << 16 << QByteArrayList{"", "a", ""} << QByteArray("a") << qint64(0);
    }
    void logBuffer()
    {
        QFETCH(int, capacity);
        QFETCH(QByteArrayList, chunks);
        QFETCH(QByteArray, kept);
        QFETCH(qint64, dropped);
        LogBuffer buffer(capacity);
        qint64 total = 0;
        for (const QByteArray &chunk : chunks) {
            buffer.append(chunk);
            total += chunk.size();
        }
        QCOMPARE(buffer.data(), kept);
        QCOMPARE(buffer.droppedBytes(), dropped);
        QCOMPARE(buffer.totalBytes(), total);
        QVERIFY(buffer.size() <= capacity);
    }

    // dataFrom(offset): where a log follower resumes (offsets count every byte ever written).
    void logBufferDataFrom_data()
    {
        QTest::addColumn<QByteArrayList>("chunks");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("from the start") << QByteArrayList{"abc", "def"} << qint64(0) << QByteArray("abcdef");
        QTest::newRow("middle") << QByteArrayList{"abc", "def"} << qint64(3) << QByteArray("def");
        QTest::newRow("at the end") << QByteArrayList{"abc", "def"} << qint64(6) << QByteArray();
        QTest::newRow("past the end") << QByteArrayList{"abc"} << qint64(10) << QByteArray();
        QTest::newRow("dropped: from the oldest kept")
            << QByteArrayList{"0123456789", "abcdefghij"} << qint64(2) << QByteArray("456789abcdefghij");
        QTest::newRow("kept part after drops")
            << QByteArrayList{"0123456789", "abcdefghij"} << qint64(10) << QByteArray("abcdefghij");
    }
    void logBufferDataFrom()
    {
        QFETCH(QByteArrayList, chunks);
        QFETCH(qint64, offset);
        QFETCH(QByteArray, expected);
        LogBuffer buffer(16);
        for (const QByteArray &chunk : chunks)
            buffer.append(chunk);
        QCOMPARE(buffer.dataFrom(offset), expected);
    }

    void logBufferManySmallAppends()
    {
        LogBuffer buffer(1000);
        QByteArray all;
        for (int i = 0; i < 20000; ++i) {
            const QByteArray line = QByteArray::number(i) + '\n';
            buffer.append(line);
            all += line;
        }
        QCOMPARE(buffer.data(), all.right(1000));
        QCOMPARE(buffer.droppedBytes(), all.size() - 1000);
    }

    void completesWithOutput()
    {
        BackgroundProcess *process = start(QStringLiteral("echo hello; echo oops >&2"));
        QVERIFY(process);
        QVERIFY(process->pid() > 0);
        QCOMPARE(process->id(), QStringLiteral("proc-1"));
        QVERIFY(waitFinished(process));
        QCOMPARE(process->status(), ProcessStatus::Completed);
        QCOMPARE(process->exitCode(), std::optional<int>(0));
        QCOMPARE(text(process, BackgroundProcess::Channel::Stdout), QStringLiteral("hello\n"));
        QCOMPARE(text(process, BackgroundProcess::Channel::Stderr), QStringLiteral("oops\n"));
        QVERIFY(process->endTime() >= process->startTime());
        const QJsonObject json = process->toJson();
        for (const char *key :
             {"id", "pid", "command", "status", "startTime", "endTime", "exitCode", "sessionId"})
            QVERIFY2(json.contains(QLatin1String(key)), key);
        QCOMPARE(json.value(QStringLiteral("status")).toString(), QStringLiteral("completed"));
    }

    void exitStatus_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("status");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("exit 0") << "true"
                                << "completed" << 0;
        QTest::newRow("exit 3") << "exit 3"
                                << "failed" << 3;
        QTest::newRow("command not found") << "no-such-command-xyz"
                                           << "failed" << 127;
        QTest::newRow("SIGKILL itself") << "kill -KILL $$"
                                        << "killed" << 137;
        QTest::newRow("SIGSEGV itself") << "kill -SEGV $$"
                                        << "failed" << 139;
    }
    void exitStatus()
    {
        QFETCH(QString, command);
        QFETCH(QString, status);
        QFETCH(int, exitCode);
        BackgroundProcess *process = start(command);
        QVERIFY(process);
        QVERIFY(waitFinished(process));
        QCOMPARE(processStatusName(process->status()), status);
        QCOMPARE(process->exitCode(), std::optional<int>(exitCode));
    }

    void environmentCwdAndStdin()
    {
        QTemporaryDir other;
        ProcessStartOptions options;
        options.command = QStringLiteral("printf '%s|%s|' \"$FOO\" \"$PWD\"; cat; echo end");
        options.workingDirectory = other.path();
        options.environment = QProcessEnvironment::systemEnvironment();
        options.environment.insert(QStringLiteral("FOO"), QStringLiteral("bar baz"));
        EngineError error;
        BackgroundProcess *process = m_manager->start(options, &error);
        QVERIFY(process);
        QVERIFY(waitFinished(process)); // `cat` ends at once: stdin is /dev/null
        QCOMPARE(text(process, BackgroundProcess::Channel::Stdout),
                 QStringLiteral("bar baz|%1|end\n").arg(QDir(other.path()).canonicalPath()));
    }

    void ownProcessGroup()
    {
        BackgroundProcess *process = start(QStringLiteral("sleep 1000"));
        QVERIFY(process);
        ProcStat stat;
        QVERIFY(
            waitUntil([&] { return readProcStat(process->pid(), &stat) && stat.pgrp == process->pid(); }));
        QCOMPARE(stat.pgrp, process->pid());
        QVERIFY(waitUntil([&] { return process->status() == ProcessStatus::Running; }));
    }

    void startErrors_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("cwd");
        QTest::addColumn<int>("kind");
        QTest::newRow("empty command") << "  "
                                       << ""
                                       << "" << int(EngineError::InvalidArgument);
        QTest::newRow("bad id") << "true"
                                << "a/b"
                                << "" << int(EngineError::InvalidArgument);
        QTest::newRow("id too long") << "true" << QString(129, u'x') << ""
                                     << int(EngineError::InvalidArgument);
        QTest::newRow("missing cwd") << "true"
                                     << ""
                                     << "/no/such/dir" << int(EngineError::NotFound);
        QTest::newRow("live id") << "true"
                                 << "busy"
                                 << "" << int(EngineError::Busy);
    }
    void startErrors()
    {
        QFETCH(QString, command);
        QFETCH(QString, id);
        QFETCH(QString, cwd);
        QFETCH(int, kind);
        QVERIFY(start(QStringLiteral("sleep 1000"), QStringLiteral("default"), 0, QStringLiteral("busy")));
        ProcessStartOptions options;
        options.command = command;
        options.processId = id;
        options.workingDirectory = cwd.isEmpty() ? m_dir.path() : cwd;
        EngineError error;
        QVERIFY(!m_manager->start(options, &error));
        QCOMPARE(int(error.kind), kind);
        QVERIFY(!error.message.isEmpty());
    }

    void finishedIdCanBeReused()
    {
        BackgroundProcess *first
            = start(QStringLiteral("true"), QStringLiteral("default"), 0, QStringLiteral("job"));
        QVERIFY(first && waitFinished(first));
        BackgroundProcess *second
            = start(QStringLiteral("echo again"), QStringLiteral("default"), 0, QStringLiteral("job"));
        QVERIFY(second);
        QCOMPARE(m_manager->process(QStringLiteral("job")), second);
        QCOMPARE(m_manager->processes().size(), 1);
    }

    void timeoutKillsTree()
    {
        BackgroundProcess *process
            = start(QStringLiteral("sleep 1000 & sleep 1000; :"), QStringLiteral("default"), 200);
        QVERIFY(process);
        QVERIFY(waitUntil([&] { return descendantsOf(process->pid()).size() == 2; }));
        const QList<qint64> tree = descendantsOf(process->pid()) << process->pid();
        QVERIFY(waitFinished(process, 10000));
        QCOMPARE(process->status(), ProcessStatus::Killed);
        QVERIFY(process->timedOut());
        QVERIFY(waitUntil([&] { return std::none_of(tree.begin(), tree.end(), isAlive); }, 5000));
    }

    void killThreeLevelTree()
    {
        // bash → bash → bash → sleep; the "; :" keeps each bash from exec'ing its child.
        BackgroundProcess *process = start(QStringLiteral("bash -c 'bash -c \"sleep 1000; :\"; :'; :"));
        QVERIFY(process);
        QList<qint64> tree;
        QVERIFY(waitUntil([&] {
            tree = descendantsOf(process->pid());
            return tree.size() == 3;
        }));
        tree << process->pid();
        QVERIFY(m_manager->kill(process->id(), SIGTERM));
        QVERIFY(waitFinished(process));
        QCOMPARE(process->status(), ProcessStatus::Killed);
        QVERIFY(waitUntil([&] { return std::none_of(tree.begin(), tree.end(), isAlive); }, 5000));
    }

    void trappedTermStillDies()
    {
        // The child ignores SIGTERM too (inherited SIG_IGN): only the escalation kills it.
        BackgroundProcess *process = start(QStringLiteral("trap '' TERM; echo ready; sleep 1000; :"));
        QVERIFY(process);
        QVERIFY(waitUntil(
            [&] { return text(process, BackgroundProcess::Channel::Stdout) == QLatin1String("ready\n"); }));
        QList<qint64> tree;
        QVERIFY(waitUntil([&] { return (tree = descendantsOf(process->pid())).size() == 1; }));
        tree << process->pid();
        QElapsedTimer timer;
        timer.start();
        QVERIFY(m_manager->kill(process->id(), SIGTERM));
        QVERIFY(waitFinished(process));
        QVERIFY(timer.elapsed() >= 250); // after the grace period, not before
        QCOMPARE(process->status(), ProcessStatus::Killed);
        QCOMPARE(process->exitCode(), std::optional<int>(128 + SIGKILL));
        QVERIFY(waitUntil([&] { return std::none_of(tree.begin(), tree.end(), isAlive); }, 5000));
    }

    void otherSignalIsHonoured()
    {
        BackgroundProcess *process = start(
            QStringLiteral("trap 'echo usr1; exit 7' USR1; echo ready; while :; do sleep 0.05; done"));
        QVERIFY(process);
        QVERIFY(waitUntil(
            [&] { return text(process, BackgroundProcess::Channel::Stdout) == QLatin1String("ready\n"); }));
        QVERIFY(m_manager->kill(process->id(), SIGUSR1));
        QVERIFY(waitFinished(process));
        QCOMPARE(process->status(), ProcessStatus::Failed);
        QCOMPARE(process->exitCode(), std::optional<int>(7));
        QCOMPARE(text(process, BackgroundProcess::Channel::Stdout), QStringLiteral("ready\nusr1\n"));
    }

    void fiftyProcessesKilledAtOnce()
    {
        QList<BackgroundProcess *> started;
        for (int i = 0; i < 50; ++i) {
            BackgroundProcess *process = start(QStringLiteral("sleep 1000"));
            QVERIFY(process);
            started << process;
        }
        QCOMPARE(m_manager->processes().size(), 50);
        QCOMPARE(m_manager->killAll(), 50);
        for (BackgroundProcess *process : started)
            QVERIFY(waitFinished(process));
        for (BackgroundProcess *process : started) {
            QCOMPARE(process->status(), ProcessStatus::Killed);
            QVERIFY(waitUntil([&] { return !isAlive(process->pid()); }, 5000));
        }
        QCOMPARE(m_manager->killAll(), 0);
    }

    void killSessionOnlyTouchesItsOwn()
    {
        BackgroundProcess *a1 = start(QStringLiteral("sleep 1000"), QStringLiteral("a"));
        BackgroundProcess *a2 = start(QStringLiteral("sleep 1000"), QStringLiteral("a"));
        BackgroundProcess *b = start(QStringLiteral("sleep 1000"), QStringLiteral("b"));
        QVERIFY(a1 && a2 && b);
        QCOMPARE(m_manager->killSession(QStringLiteral("a")), 2);
        QVERIFY(waitFinished(a1) && waitFinished(a2));
        QVERIFY(!b->isFinished());
        QCOMPARE(b->sessionId(), QStringLiteral("b"));
    }

    void hundredMegabytesStayWithinCap()
    {
        const qsizetype cap = 1024 * 1024;
        BackgroundProcess *process
            = start(QStringLiteral("head -c 100000000 /dev/zero | tr '\\0' x; echo; echo done >&2"));
        QVERIFY(process);
        qint64 seen = 0;
        qsizetype largest = 0;
        connect(process, &BackgroundProcess::output, this,
                [&](BackgroundProcess::Channel channel, const QByteArray &data) {
                    if (channel == BackgroundProcess::Channel::Stdout)
                        seen += data.size();
                    largest = qMax(largest, process->log(BackgroundProcess::Channel::Stdout).size());
                });
        QVERIFY(waitFinished(process, 120000));
        QCOMPARE(process->status(), ProcessStatus::Completed);
        const LogBuffer &log = process->log(BackgroundProcess::Channel::Stdout);
        QCOMPARE(seen, qint64(100000001));
        QCOMPARE(log.totalBytes(), qint64(100000001));
        QCOMPARE(log.size(), cap);
        QVERIFY(largest <= cap);
        QCOMPARE(log.droppedBytes(), qint64(100000001 - cap));
        QCOMPARE(process->toJson().value(QStringLiteral("stdoutDroppedBytes")).toInteger(), 100000001 - cap);
        QCOMPARE(text(process, BackgroundProcess::Channel::Stderr), QStringLiteral("done\n"));
    }

    void outputIsCutAtCharacterBoundaries()
    {
        // "中" = e4 b8 ad, written in two parts with a pause in between.
        BackgroundProcess *process = start(QStringLiteral("printf '\\xe4'; sleep 0.2; printf '\\xb8\\xad'"));
        QVERIFY(process);
        QByteArrayList chunks;
        connect(process, &BackgroundProcess::output, this,
                [&](BackgroundProcess::Channel, const QByteArray &data) { chunks << data; });
        QVERIFY(waitFinished(process));
        QCOMPARE(chunks.join(), QByteArray("\xe4\xb8\xad"));
        for (const QByteArray &chunk : chunks)
            QCOMPARE(QString::fromUtf8(chunk).toUtf8(), chunk);
    }

    void destroyingManagerKillsEverything()
    {
        BackgroundProcess *process = start(QStringLiteral("sleep 1000 & sleep 1000; :"));
        QVERIFY(process);
        QList<qint64> tree;
        QVERIFY(waitUntil([&] { return (tree = descendantsOf(process->pid())).size() == 2; }));
        tree << process->pid();
        m_manager.reset();
        QVERIFY(waitUntil([&] { return std::none_of(tree.begin(), tree.end(), isAlive); }, 5000));
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ProcessManager> m_manager;
};

QTEST_GUILESS_MAIN(TestProcesses)
#include "tst_processes.moc"
