// SPDX-License-Identifier: Apache-2.0
// execStream (DESIGN.md §2, issue 4): foreground streaming in the session shell, over every
// transport.
#include "SessionTestBase.h"
#include "client/ExecStream.h"

#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>

using namespace sandman;
using namespace sandman::test;

namespace {
// /proc walk independent of the engine's ProcessTree: living descendants of root.
QList<qint64> descendantsOf(qint64 root)
{
    QHash<qint64, QList<qint64>> children;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok)
            continue;
        QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = file.readAll();
        const qsizetype close = line.lastIndexOf(')');
        const QList<QByteArray> fields = line.mid(close + 2).split(' ');
        if (close < 0 || fields.size() < 2 || fields.at(0) == "Z")
            continue;
        children[fields.at(1).toLongLong()].append(pid);
    }
    QList<qint64> found;
    QList<qint64> todo{root};
    while (!todo.isEmpty()) {
        const QList<qint64> next = children.value(todo.takeLast());
        found += next;
        todo += next;
    }
    return found;
}

QByteArray commandName(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/comm").arg(pid));
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed() : QByteArray();
}
} // namespace

class TestExecStream : public QObject
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
    }

    void cleanup()
    {
        m_client = nullptr;
        m_fx.reset();
    }

    void eventsInOrder()
    {
        ExecStream *stream
            = m_client->execStream(QStringLiteral("echo a; sleep 0.1; echo b >&2; sleep 0.1; printf c"));
        QStringList order;
        qint64 pid = 0;
        connect(stream, &ExecStream::started, this, [&](const QString &command, qint64 startedPid) {
            order << QStringLiteral("start:") + command.left(6);
            pid = startedPid;
        });
        connect(stream, &ExecStream::stdoutReceived, this,
                [&](const QByteArray &d) { order << QStringLiteral("out:") + QString::fromUtf8(d); });
        connect(stream, &ExecStream::stderrReceived, this,
                [&](const QByteArray &d) { order << QStringLiteral("err:") + QString::fromUtf8(d); });
        connect(stream, &ExecStream::completed, this,
                [&](int code) { order << QStringLiteral("complete:%1").arg(code); });
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(
            order,
            QStringList({QStringLiteral("start:echo a"), QStringLiteral("out:a\n"), QStringLiteral("err:b\n"),
                         QStringLiteral("out:c"), QStringLiteral("complete:0")}));
        QVERIFY(pid > 0);
        QCOMPARE(stream->sessionId(), QStringLiteral("default"));
    }

    void binaryAndSplitUtf8()
    {
        // A 3-byte character split across two writes, then invalid UTF-8.
        ExecStream *stream
            = m_client->execStream(QStringLiteral("printf '\\xe6\\x97'; sleep 0.1; printf '\\xa5x'; "
                                                  "sleep 0.1; printf '\\xff\\x00\\x01'"));
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(stream->stdoutData(), QByteArray("\xe6\x97\xa5x\xff\x00\x01", 7));
        QCOMPARE(stream->exitCode(), 0);
    }

    void retainedOutputIsBoundedButSignalsCarryAll()
    {
        ExecStream *stream = m_client->execStream(QStringLiteral("head -c 300000 /dev/zero | tr '\\0' a"));
        stream->setRetainedOutputLimit(1000);
        qint64 delivered = 0;
        connect(stream, &ExecStream::stdoutReceived, this,
                [&](const QByteArray &data) { delivered += data.size(); });
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(delivered, qint64(300000));
        QCOMPARE(stream->stdoutData(), QByteArray(1000, 'a'));
        QVERIFY(stream->isOutputTruncated());
        QCOMPARE(stream->exitCode(), 0);
    }

    void firstLineArrivesEarly()
    {
        QElapsedTimer clock;
        clock.start();
        ExecStream *stream = m_client->execStream(QStringLiteral("echo first; sleep 2; echo second"));
        qint64 firstAt = -1, completeAt = -1;
        connect(stream, &ExecStream::stdoutReceived, this, [&](const QByteArray &) {
            if (firstAt < 0)
                firstAt = clock.elapsed();
        });
        connect(stream, &ExecStream::completed, this, [&](int) { completeAt = clock.elapsed(); });
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QVERIFY2(firstAt >= 0 && firstAt < 1500, qPrintable(QString::number(firstAt)));
        QVERIFY(completeAt >= 2000);
        QCOMPARE(stream->stdoutData(), QByteArray("first\nsecond\n"));
    }

    void stateAndTimeoutsApply()
    {
        ExecStream *stream
            = m_client->execStream(QStringLiteral("mkdir -p streamed && cd streamed && export STREAMED=1"));
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("pwd; echo $STREAMED"), &r));
        QCOMPARE(r.stdoutData, (m_fx->workspace() + QStringLiteral("/streamed\n1\n")).toUtf8());

        ExecOptions options;
        options.timeoutMs = 300;
        QElapsedTimer clock;
        clock.start();
        ExecStream *timed = m_client->execStream(QStringLiteral("sleep 30"), options);
        QSignalSpy completed(timed, &ExecStream::completed);
        QSignalSpy timedFinished(timed, &ExecStream::finished);
        QVERIFY(timedFinished.wait(30000));
        QCOMPARE(completed.size(), 1);
        QCOMPARE(completed.first().first().toInt(), 124);
        QVERIFY(clock.elapsed() < 5000);
    }

    void completeOnlyAfterCommandEnded()
    {
        const QString marker = m_fx->workspace() + QStringLiteral("/ended");
        ExecStream *stream = m_client->execStream(QStringLiteral("sleep 0.3; echo x > ended"));
        bool existedAtComplete = false;
        connect(stream, &ExecStream::completed, this,
                [&](int) { existedAtComplete = QFile::exists(marker); });
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QVERIFY(existedAtComplete);
    }

    void cancelKillsCommand()
    {
        ExecStream *stream = m_client->execStream(QStringLiteral("sleep 60 & echo $!; wait"));
        qint64 pid = 0;
        connect(stream, &ExecStream::stdoutReceived, this, [&](const QByteArray &data) {
            pid = data.trimmed().toLongLong();
            stream->cancel();
        });
        QSignalSpy failed(stream, &ExecStream::failed);
        QSignalSpy completed(stream, &ExecStream::completed);
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QVERIFY(pid > 0);
        QCOMPARE(failed.size(), 1);
        QCOMPARE(completed.size(), 0);
        QVERIFY(waitUntil([&] { return !processAlive(pid); }, 5000));
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("echo usable"), &r));
        QCOMPARE(r.stdoutData, QByteArray("usable\n"));
    }

    // Cancel and timeout stop the whole command, not just the child running at that moment:
    // nothing after it in the command line runs, its process tree and the shell that ran it
    // are gone, and the session goes on (queued calls in order) with the env, cwd, functions
    // and aliases from before the command; the command's own changes are rolled back.
    void cancelOrTimeoutStopsWholeCommand_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<bool>("stream"); // true: stream cancelled; false: exec timeout
        QTest::newRow("stream cancel: list") << "echo a; sleep 30; touch M" << true;
        QTest::newRow("exec timeout: list") << "sleep 30; touch M" << false;
        QTest::newRow("stream cancel: loop") << "for i in 1 2 3; do sleep 10; done; touch M" << true;
        QTest::newRow("exec timeout: loop") << "for i in 1 2 3; do sleep 10; done; touch M" << false;
        QTest::newRow("stream cancel: subshell") << "(sleep 30; touch M)" << true;
        QTest::newRow("exec timeout: subshell") << "(sleep 30; touch M)" << false;
        QTest::newRow("stream cancel: pipeline") << "sleep 30 | cat; touch M" << true;
        QTest::newRow("exec timeout: pipeline") << "sleep 30 | cat; touch M" << false;
    }

    void cancelOrTimeoutStopsWholeCommand()
    {
        QFETCH(QString, command);
        QFETCH(bool, stream);
        ExecResult r;
        QVERIFY(execWait(m_client,
                         QStringLiteral("mkdir -p d && cd d && export KEEP=1 && "
                                        "f() { echo fn; } && alias al='echo al'; echo $$"),
                         &r));
        const qint64 shellPid = r.stdoutData.trimmed().toLongLong();
        QVERIFY(shellPid > 0);
        // The command first changes state, which must be rolled back.
        const QString full = QStringLiteral("export KEEP=changed; f() { echo changed; }; cd ..; ") + command;

        ExecStream *running = nullptr;
        QFuture<ExecResult> timed;
        if (stream) {
            running = m_client->execStream(full);
        } else {
            ExecOptions options;
            options.timeoutMs = 500;
            timed = m_client->exec(full, options);
        }
        // Queued behind it: runs after it, in the restored shell.
        auto queued = m_client->exec(QStringLiteral("echo queued $KEEP; pwd"));

        QList<qint64> tree;
        QVERIFY(waitUntil(
            [&] {
                tree = descendantsOf(shellPid);
                for (qint64 pid : std::as_const(tree)) {
                    if (commandName(pid) == "sleep")
                        return true;
                }
                return false;
            },
            10000));

        if (stream) {
            QSignalSpy failed(running, &ExecStream::failed);
            QSignalSpy completed(running, &ExecStream::completed);
            QSignalSpy finished(running, &ExecStream::finished);
            running->cancel();
            QVERIFY(finished.wait(10000));
            QCOMPARE(failed.size(), 1);
            QCOMPARE(completed.size(), 0);
        } else {
            QVERIFY(waitFor(timed, 10000));
            QVERIFY(!failureOf(timed));
            QVERIFY(timed.result().timedOut);
            QCOMPARE(timed.result().exitCode, 124);
        }

        // The shell that ran it is gone with the whole tree: nothing can run `touch M` any more.
        QVERIFY(waitUntil([&] { return !processAlive(shellPid); }, 5000));
        for (qint64 pid : std::as_const(tree))
            QVERIFY2(waitUntil([&] { return !processAlive(pid); }, 5000), qPrintable(QString::number(pid)));

        const QString dir = m_fx->workspace() + QStringLiteral("/d");
        QVERIFY(waitFor(queued, 10000));
        QVERIFY(!failureOf(queued));
        QCOMPARE(queued.result().stdoutData, QByteArray("queued 1\n" + dir.toUtf8() + '\n'));
        QVERIFY(execWait(m_client, QStringLiteral("echo $KEEP; f; al; pwd"), &r));
        QCOMPARE(r.stdoutData, QByteArray("1\nfn\nal\n" + dir.toUtf8() + '\n'));
        QVERIFY(!QFile::exists(dir + QStringLiteral("/M")));
        QVERIFY(!QFile::exists(m_fx->workspace() + QStringLiteral("/M")));
    }

    void deletingStreamCancels()
    {
        ExecStream *stream = m_client->execStream(QStringLiteral("sleep 60 & echo $!; wait"));
        qint64 pid = 0;
        connect(stream, &ExecStream::stdoutReceived, this,
                [&](const QByteArray &data) { pid = data.trimmed().toLongLong(); });
        QVERIFY(waitUntil([&] { return pid > 0; }));
        delete stream;
        QVERIFY(waitUntil([&] { return !processAlive(pid); }, 5000));
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("echo usable"), &r));
    }

    void heartbeatForQuietCommands()
    {
        ExecStream *stream = m_client->execStream(QStringLiteral("sleep 0.6"), {}, 50);
        QSignalSpy heartbeats(stream, &ExecStream::heartbeat);
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QVERIFY2(heartbeats.size() >= 3, qPrintable(QString::number(heartbeats.size())));
    }

    void exitFailsStream()
    {
        ExecStream *stream = m_client->execStream(QStringLiteral("echo last; exit 7"));
        SandboxError error;
        connect(stream, &ExecStream::failed, this, [&](const SandboxError &e) { error = e; });
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(error.code, ErrorCode::SessionTerminated);
        QCOMPARE(stream->stdoutData(), QByteArray("last\n"));
    }

    void unknownSessionIsCreated_data()
    {
        QTest::addColumn<QString>("sessionId");
        QTest::addColumn<QString>("code"); // empty: streams, and the session exists afterwards
        QTest::newRow("unknown id: created on first use") << "fresh-one"
                                                          << "";
        QTest::newRow("invalid id") << "bad id!"
                                    << "VALIDATION_FAILED";
    }

    void unknownSessionIsCreated()
    {
        QFETCH(QString, sessionId);
        QFETCH(QString, code);
        ExecStream *stream = m_client->execStream(QStringLiteral("echo streamed; pwd"), inSession(sessionId));
        QSignalSpy failed(stream, &ExecStream::failed);
        QSignalSpy completed(stream, &ExecStream::completed);
        QByteArray out;
        connect(stream, &ExecStream::stdoutReceived, this, [&out](const QByteArray &data) { out += data; });
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        auto list = m_client->listSessions();
        QVERIFY(waitFor(list));
        QStringList ids;
        for (const SessionInfo &info : list.result())
            ids << info.id;
        if (!code.isEmpty()) {
            QCOMPARE(failed.size(), 1);
            QCOMPARE(errorCodeName(failed.first().first().value<SandboxError>().code), code);
            QVERIFY(!ids.contains(sessionId));
            return;
        }
        QCOMPARE(failed.size(), 0);
        QCOMPARE(completed.size(), 1);
        QCOMPARE(out, QByteArray("streamed\n") + QFile::encodeName(m_fx->workspace()) + '\n');
        QVERIFY(ids.contains(sessionId));
    }

private:
    std::unique_ptr<ClientFixture> m_fx;
    SandboxClient *m_client = nullptr;
};

QTEST_GUILESS_MAIN(TestExecStream)
#include "tst_execstream.moc"
