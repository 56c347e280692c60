// SPDX-License-Identifier: Apache-2.0
// Responses kept as values (BodyValue): exec's result survives its JSON exactly, a sink
// that cannot pass values on gets that JSON, and a TransportCall hands the value to a caller
// that takes values and the JSON to everyone else.
#include "client/TransportCall.h"
#include "protocol/BodyValue.h"
#include "protocol/ExecResult.h"
#include "protocol/RequestHandler.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QtTest>

using namespace sandman;

Q_DECLARE_METATYPE(sandman::ExecResult)

namespace {
// A sink that only knows JSON, as the WebSocket and HTTP sinks do.
class JsonSink : public ResponseSink
{
public:
    QList<QPair<int, QJsonObject>> responses;

protected:
    void deliverEvent(const QJsonObject &) override { }
    void deliverResponse(int status, const QJsonObject &body) override { responses.append({status, body}); }
};

bool sameResult(const ExecResult &a, const ExecResult &b)
{
    return a.success == b.success && a.exitCode == b.exitCode && a.stdoutData == b.stdoutData
        && a.stderrData == b.stderrData && a.command == b.command && a.durationMs == b.durationMs
        && a.timestamp == b.timestamp && a.sessionId == b.sessionId && a.timedOut == b.timedOut
        && a.cancelled == b.cancelled && a.timeoutMs == b.timeoutMs && a.stdoutBytes == b.stdoutBytes
        && a.stderrBytes == b.stderrBytes && a.stdoutTruncated == b.stdoutTruncated
        && a.stderrTruncated == b.stderrTruncated && a.commandId == b.commandId;
}

ExecResult plainResult()
{
    ExecResult r;
    r.success = true;
    r.exitCode = 0;
    r.stdoutData = "hi\n";
    r.stdoutBytes = 3;
    r.command = QStringLiteral("echo hi");
    r.durationMs = 4;
    r.timestamp = QStringLiteral("2026-12-02T23:00:00.000Z");
    r.sessionId = QStringLiteral("default");
    r.commandId = QStringLiteral("c-17");
    return r;
}
} // namespace

class TestBodyValue : public QObject
{
    Q_OBJECT

private slots:
    void execResultSurvivesItsJson_data()
    {
        QTest::addColumn<ExecResult>("result");
        QTest::newRow("plain") << plainResult();
        ExecResult binary = plainResult();
        binary.stdoutData = QByteArray("\xff\xfe\0x", 4);
        binary.stderrData = QByteArray("\x80", 1);
        binary.stdoutBytes = 4;
        binary.stderrBytes = 1;
        QTest::newRow("not UTF-8, NUL") << binary;
        ExecResult timedOut = plainResult();
        timedOut.success = false;
        timedOut.exitCode = 124;
        timedOut.timedOut = true;
        timedOut.timeoutMs = 250;
        QTest::newRow("timed out") << timedOut;
        ExecResult truncated = plainResult();
        truncated.stdoutBytes = 1 << 30;
        truncated.stdoutTruncated = true;
        truncated.stderrTruncated = true;
        truncated.stderrBytes = 7;
        QTest::newRow("truncated") << truncated;
        ExecResult cancelled = plainResult();
        cancelled.cancelled = true;
        cancelled.success = false;
        cancelled.exitCode = 130;
        cancelled.commandId.clear();
        QTest::newRow("cancelled, no command id") << cancelled;
        ExecResult text = plainResult();
        text.command = QStringLiteral("echo \u65e5\u672c\u8a9e");
        text.stdoutData = QStringLiteral("\u65e5\u672c\u8a9e\n").toUtf8();
        QTest::newRow("UTF-8") << text;
    }

    void execResultSurvivesItsJson()
    {
        QFETCH(ExecResult, result);
        // Through a serialised document, as over the wire.
        const QByteArray wire = QJsonDocument(result.toJson()).toJson(QJsonDocument::Compact);
        const ExecResult back = ExecResult::fromJson(QJsonDocument::fromJson(wire).object());
        QVERIFY2(sameResult(back, result), wire.constData());
    }

    // The wire's shape, which SDK clients read.
    void execResultWireFields()
    {
        ExecResult r = plainResult();
        QJsonObject json = r.toJson();
        QCOMPARE(json.value(QStringLiteral("stdout")).toString(), QStringLiteral("hi\n"));
        QVERIFY(!json.contains(QStringLiteral("stdoutBase64")));
        QCOMPARE(json.value(QStringLiteral("commandId")).toString(), QStringLiteral("c-17"));
        QVERIFY(!json.contains(QStringLiteral("error")));
        QVERIFY(!json.contains(QStringLiteral("timeoutMs")));

        r.stdoutData = "\xff";
        r.timedOut = true;
        r.timeoutMs = 250;
        r.commandId.clear();
        json = r.toJson();
        QCOMPARE(json.value(QStringLiteral("stdoutBase64")).toString(), QStringLiteral("/w=="));
        QVERIFY(json.value(QStringLiteral("error")).toString().contains(QStringLiteral("250 ms")));
        QCOMPARE(json.value(QStringLiteral("timeoutMs")).toInteger(), 250);
        QVERIFY(!json.contains(QStringLiteral("commandId")));
    }

    // A sink without a way to pass values on gets the JSON, once.
    void jsonSinkGetsTheJson()
    {
        JsonSink sink;
        sink.sendValue(200, makeBody(plainResult()));
        sink.sendResponse(500, QJsonObject{{QStringLiteral("late"), true}});
        sink.sendValue(200, makeBody(plainResult()));
        QCOMPARE(sink.responses.size(), 1);
        QCOMPARE(sink.responses.first().first, 200);
        QCOMPARE(sink.responses.first().second, plainResult().toJson());
        QVERIFY(sink.isFinished());
    }

    void callHandsOverValueOrJson_data()
    {
        QTest::addColumn<bool>("takesValues");
        QTest::newRow("caller takes values") << true;
        QTest::newRow("caller reads JSON") << false;
    }

    void callHandsOverValueOrJson()
    {
        QFETCH(bool, takesValues);
        auto *call = new TransportCall(QStringLiteral("r1"));
        call->setTakesValues(takesValues);
        QJsonObject body;
        const BodyValue *seen = nullptr;
        int calls = 0;
        connect(call, &TransportCall::finished, this, [&](int status, const QJsonObject &json) {
            QCOMPARE(status, 200);
            body = json;
            seen = call->value();
            ++calls;
        });
        const BodyValuePtr value = makeBody(plainResult());
        call->deliverFinished(200, value);
        call->deliverFinished(200, value); // a second final response is dropped
        QCOMPARE(calls, 1);
        QCOMPARE(seen, value.get());
        QVERIFY(dynamic_cast<const BodyOf<ExecResult> *>(seen));
        if (takesValues)
            QVERIFY(body.isEmpty());
        else
            QCOMPARE(body, plainResult().toJson());
        QSignalSpy gone(call, &QObject::destroyed);
        QVERIFY(gone.wait(1000));
    }
};

QTEST_GUILESS_MAIN(TestBodyValue)
#include "tst_bodyvalue.moc"
