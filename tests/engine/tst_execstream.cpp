// SPDX-License-Identifier: Apache-2.0
// execStream (DESIGN.md §2, issue 4): foreground streaming in the session shell, over every
// transport.
#include "SessionTestBase.h"
#include "client/ExecStream.h"

#include <QElapsedTimer>
#include <QSignalSpy>

using namespace sandman;
using namespace sandman::test;

class TestExecStream : public QObject {
    Q_OBJECT
private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }

    void init() {
        QFETCH_GLOBAL(QString, transport);
        Sandbox::Options options;
        options.killGraceMs = 300;
        m_fx = ClientFixture::create(transport, options);
        QVERIFY(m_fx);
        m_client = m_fx->client();
    }

    void cleanup() {
        m_client = nullptr;
        m_fx.reset();
    }

    void eventsInOrder() {
        ExecStream *stream = m_client->execStream(
            QStringLiteral("echo a; sleep 0.1; echo b >&2; sleep 0.1; printf c"));
        QStringList order;
        qint64 pid = 0;
        connect(stream, &ExecStream::started, this, [&](const QString &command, qint64 startedPid) {
            order << QStringLiteral("start:") + command.left(6);
            pid = startedPid;
        });
        connect(stream, &ExecStream::stdoutReceived, this, [&](const QByteArray &d) {
            order << QStringLiteral("out:") + QString::fromUtf8(d);
        });
        connect(stream, &ExecStream::stderrReceived, this, [&](const QByteArray &d) {
            order << QStringLiteral("err:") + QString::fromUtf8(d);
        });
        connect(stream, &ExecStream::completed, this,
                [&](int code) { order << QStringLiteral("complete:%1").arg(code); });
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(order, QStringList({QStringLiteral("start:echo a"), QStringLiteral("out:a\n"),
                                     QStringLiteral("err:b\n"), QStringLiteral("out:c"),
                                     QStringLiteral("complete:0")}));
        QVERIFY(pid > 0);
        QCOMPARE(stream->sessionId(), QStringLiteral("default"));
    }

    void binaryAndSplitUtf8() {
        // A 3-byte character split across two writes, then invalid UTF-8.
        ExecStream *stream =
            m_client->execStream(QStringLiteral("printf '\\xe6\\x97'; sleep 0.1; printf '\\xa5x'; "
                                                "sleep 0.1; printf '\\xff\\x00\\x01'"));
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(stream->stdoutData(), QByteArray("\xe6\x97\xa5x\xff\x00\x01", 7));
        QCOMPARE(stream->exitCode(), 0);
    }

    void firstLineArrivesEarly() {
        QElapsedTimer clock;
        clock.start();
        ExecStream *stream =
            m_client->execStream(QStringLiteral("echo first; sleep 2; echo second"));
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

    void stateAndTimeoutsApply() {
        ExecStream *stream = m_client->execStream(
            QStringLiteral("mkdir -p streamed && cd streamed && export STREAMED=1"));
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

    void completeOnlyAfterCommandEnded() {
        const QString marker = m_fx->workspace() + QStringLiteral("/ended");
        ExecStream *stream = m_client->execStream(QStringLiteral("sleep 0.3; echo x > ended"));
        bool existedAtComplete = false;
        connect(stream, &ExecStream::completed, this,
                [&](int) { existedAtComplete = QFile::exists(marker); });
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QVERIFY(existedAtComplete);
    }

    void cancelKillsCommand() {
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

    void deletingStreamCancels() {
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

    void heartbeatForQuietCommands() {
        ExecStream *stream = m_client->execStream(QStringLiteral("sleep 0.6"), {}, 50);
        QSignalSpy heartbeats(stream, &ExecStream::heartbeat);
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QVERIFY2(heartbeats.size() >= 3, qPrintable(QString::number(heartbeats.size())));
    }

    void exitFailsStream() {
        ExecStream *stream = m_client->execStream(QStringLiteral("echo last; exit 7"));
        SandboxError error;
        connect(stream, &ExecStream::failed, this, [&](const SandboxError &e) { error = e; });
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(error.code, ErrorCode::SessionTerminated);
        QCOMPARE(stream->stdoutData(), QByteArray("last\n"));
    }

    void unknownSessionFails() {
        ExecStream *stream =
            m_client->execStream(QStringLiteral("true"), inSession(QStringLiteral("missing")));
        QSignalSpy failed(stream, &ExecStream::failed);
        QSignalSpy finished(stream, &ExecStream::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().first().value<SandboxError>().code, ErrorCode::SessionNotFound);
    }

private:
    std::unique_ptr<ClientFixture> m_fx;
    SandboxClient *m_client = nullptr;
};

QTEST_GUILESS_MAIN(TestExecStream)
#include "tst_execstream.moc"
