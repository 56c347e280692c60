// SPDX-License-Identifier: Apache-2.0
// Backpressure between the engine's thread and an in-process client: a client whose thread is
// busy (a GUI painting, a blocked test) does not get flooded with queued stream events; the
// command waits on its full pipe and every byte arrives once the client takes them again.
// And exec's result crosses as the value it is, with the same content as its JSON.
#include "FutureWait.h"
#include "client/ExecStream.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "protocol/BodyValue.h"
#include "protocol/ExecRequest.h"
#include "protocol/ExecResult.h"
#include "server/SandboxHost.h"

#include <QCryptographicHash>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <algorithm>

using namespace sandman;
using namespace sandman::test;

namespace {
// A sandbox on its own thread (as in the app) in a fresh workspace, and a transport to it.
struct HostedSandbox {
    static Sandbox::Options optionsFor(const QTemporaryDir &workspace)
    {
        Sandbox::Options options;
        options.workspaceDir = workspace.path();
        return options;
    }
    QTemporaryDir workspace;
    SandboxHost host{optionsFor(workspace)};
    InProcessTransport transport{host.handler(), host.context()};
};
} // namespace

class TestInProcessFlow : public QObject
{
    Q_OBJECT

    static constexpr qint64 kBytes = 160 * 1024 * 1024;

    // SHA-256 of what `yes 0123456789abcdef | head -c kBytes` writes.
    static QByteArray expectedDigest()
    {
        const QByteArray line = "0123456789abcdef\n";
        const QByteArray block = line.repeated(64 * 1024); // a whole number of lines
        QCryptographicHash hash(QCryptographicHash::Sha256);
        qint64 left = kBytes;
        while (left > 0) {
            const qint64 n = std::min<qint64>(left, block.size());
            hash.addData(QByteArrayView(block.constData(), n));
            left -= n;
        }
        return hash.result();
    }

private slots:
    void busyClientIsNotFlooded_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<bool>("toStderr");
        QTest::newRow("stdout") << QStringLiteral("yes 0123456789abcdef | head -c %1").arg(kBytes) << false;
        QTest::newRow("stderr") << QStringLiteral("yes 0123456789abcdef | head -c %1 >&2").arg(kBytes)
                                << true;
    }

    void busyClientIsNotFlooded()
    {
        QFETCH(QString, command);
        QFETCH(bool, toStderr);
        HostedSandbox hosted;
        InProcessTransport &transport = hosted.transport;
        SandboxClient client(&transport);

        ExecStream *stream = client.execStream(command);
        qint64 received = 0;
        QCryptographicHash hash(QCryptographicHash::Sha256);
        auto take = [&](const QByteArray &data) {
            received += data.size();
            hash.addData(data);
        };
        connect(stream, toStderr ? &ExecStream::stderrReceived : &ExecStream::stdoutReceived, this, take);
        QSignalSpy completed(stream, &ExecStream::completed);

        // This thread takes nothing for 1.5 s while the command could produce hundreds of MB.
        qint64 peak = 0;
        for (int i = 0; i < 30; ++i) {
            QThread::msleep(50);
            peak = std::max(peak, transport.pendingBytes());
        }
        QVERIFY2(peak > 0, "the command produced nothing while the client was busy");
        QVERIFY2(peak <= 16 * 1024 * 1024, qPrintable(QStringLiteral("%1 bytes queued").arg(peak)));

        QVERIFY(completed.wait(120000) || !completed.isEmpty());
        QCOMPARE(completed.first().first().toInt(), 0);
        QCOMPARE(received, kBytes);
        QCOMPARE(hash.result(), expectedDigest());
        QCOMPARE(transport.pendingBytes(), qint64(0));
    }

    // Cancelling a stream that waits for its client ends the command at once.
    void cancelWhilePaused()
    {
        HostedSandbox hosted;
        InProcessTransport &transport = hosted.transport;
        SandboxClient client(&transport);
        ExecStream *stream = client.execStream(QStringLiteral("yes sandman-flow"));
        QSignalSpy finished(stream, &ExecStream::finished);
        QThread::msleep(500); // paused by now
        QVERIFY(transport.pendingBytes() > 0);
        stream->cancel();
        QVERIFY(finished.wait(10000) || !finished.isEmpty());
        // The session is usable straight away.
        auto after = client.exec(QStringLiteral("echo next"));
        QVERIFY(waitFor(after));
        QCOMPARE(after.result().stdoutData, QByteArray("next\n"));
    }

    // /api/execute answers in-process with an ExecResult value; a caller that reads JSON gets
    // that value's JSON, and both give the same result (bytes that are not UTF-8 included).
    void execResultCrossesAsValue()
    {
        HostedSandbox hosted;
        InProcessTransport &transport = hosted.transport;
        const QJsonObject body{
            {QStringLiteral("command"), QStringLiteral("printf 'a\\377\\0b'; echo e >&2; (exit 3)")},
            {QStringLiteral("sessionId"), QStringLiteral("default")}};
        ExecResult fromValue, fromJson;
        for (bool takesValues : {true, false}) {
            TransportCall *call = transport.send(
                ProtocolRequest{{}, QStringLiteral("POST"), QStringLiteral("/api/execute"), body});
            call->setTakesValues(takesValues);
            QSignalSpy finished(call, &TransportCall::finished);
            const BodyOf<ExecResult> *typed = nullptr;
            QJsonObject json;
            connect(call, &TransportCall::finished, this, [&, call](int, const QJsonObject &response) {
                typed = dynamic_cast<const BodyOf<ExecResult> *>(call->value());
                json = response;
                if (typed)
                    (takesValues ? fromValue : fromJson) = typed->value();
                if (!takesValues)
                    fromJson = ExecResult::fromJson(response);
            });
            QVERIFY(finished.wait(10000));
            QCOMPARE(finished.first().first().toInt(), 200);
            QVERIFY(typed);
            QCOMPARE(json.isEmpty(), takesValues);
        }
        QCOMPARE(fromValue.stdoutData, QByteArray("a\xff\0b", 4));
        QCOMPARE(fromValue.stderrData, QByteArray("e\n"));
        QCOMPARE(fromValue.exitCode, 3);
        QVERIFY(!fromValue.commandId.isEmpty());
        QCOMPARE(fromJson.stdoutData, fromValue.stdoutData);
        QCOMPARE(fromJson.stderrData, fromValue.stderrData);
        QCOMPARE(fromJson.exitCode, fromValue.exitCode);
        QCOMPARE(fromJson.command, fromValue.command);
        QVERIFY(fromJson.commandId != fromValue.commandId); // two runs, two ids
    }

    // An ExecRequest value without a sessionId names its session as JSON does: by the query.
    void execValueTakesTheQuerysSession()
    {
        HostedSandbox hosted;
        InProcessTransport &transport = hosted.transport;
        ExecRequest exec;
        exec.command = QStringLiteral("echo $PWD");
        exec.cwd = QStringLiteral("/tmp");
        std::optional<Transport::Reply> reply;
        ProtocolRequest request{
            {}, QStringLiteral("POST"), QStringLiteral("/api/execute?sessionId=by-query"), {}};
        request.value = makeBody(exec);
        transport.call(request, [&](const Transport::Reply &answer) { reply = answer; });
        QVERIFY(waitUntil([&] { return reply.has_value(); }));
        QCOMPARE(reply->status, 200);
        const auto *typed = dynamic_cast<const BodyOf<ExecResult> *>(reply->value.get());
        QVERIFY(typed);
        QCOMPARE(typed->value().sessionId, QStringLiteral("by-query"));
        QCOMPARE(typed->value().stdoutData, QByteArray("/tmp\n"));
    }
};

QTEST_GUILESS_MAIN(TestInProcessFlow)
#include "tst_inprocessflow.moc"
