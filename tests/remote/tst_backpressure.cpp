// SPDX-License-Identifier: Apache-2.0
// Backpressure over /ws: a client that reads slower than a command writes must not make the
// agent queue the output (execStream pauses reading the command's pipes; process log streams
// skip ahead in the log ring), and nothing is lost or duplicated on the way.
#include "../engine/ProcTools.h"
#include "ClientFixture.h"
#include "FutureWait.h"
#include "RawWebSocketClient.h"
#include "protocol/OutputText.h"
#include "server/AgentServer.h"
#include "server/SandboxHost.h"
#include "server/routes/SinkFlowControl.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
const QByteArray kToken = QByteArrayLiteral("backpressure-test-token");
const QByteArray kLine = QByteArrayLiteral("0123456789abcdef\n");

// What `yes 0123456789abcdef | head -c size` writes.
QByteArray expectedHash(qint64 size)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QByteArray block;
    while (block.size() < 1024 * 1024)
        block += kLine;
    block.truncate(block.size() - block.size() % kLine.size()); // whole lines per block
    qint64 left = size;
    while (left > 0) {
        const qsizetype n = qsizetype(qMin<qint64>(left, block.size()));
        hash.addData(QByteArrayView(block.constData(), n));
        left -= n;
    }
    return hash.result();
}

QByteArray expectedTail(qint64 size, qsizetype length)
{
    QByteArray tail;
    for (qint64 offset = size - length; offset < size; ++offset)
        tail += kLine.at(qsizetype(offset % kLine.size()));
    return tail;
}

QByteArray request(const QString &id, const QString &method, const QString &path,
                   const QJsonObject &body = {})
{
    return QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("request")},
                                     {QStringLiteral("id"), id},
                                     {QStringLiteral("method"), method},
                                     {QStringLiteral("path"), path},
                                     {QStringLiteral("body"), body}})
        .toJson(QJsonDocument::Compact);
}

// The output of one stream as the client saw it.
struct Received {
    qint64 bytes = 0;
    qint64 droppedBytes = 0;
    QCryptographicHash hash{QCryptographicHash::Sha256};
    QByteArray tail; // the last bytes, up to kTail
    QStringList types; // event types in order, consecutive output events folded into one
    QJsonObject lastEvent;
    int status = 0;
    QJsonObject body;
    static constexpr qsizetype kTail = 64 * 1024;

    void addOutput(const QByteArray &data)
    {
        bytes += data.size();
        hash.addData(data);
        tail += data;
        if (tail.size() > 2 * kTail)
            tail.remove(0, tail.size() - kTail);
    }
};
} // namespace

class TestBackpressure : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        Sandbox::Options options;
        options.killGraceMs = 300;
        m_fx = ClientFixture::create(QStringLiteral("inprocess"), options);
        QVERIFY(m_fx);
        AgentServer::Options serverOptions;
        serverOptions.token = kToken;
        m_server
            = std::make_unique<AgentServer>(m_fx->host()->handler(), m_fx->host()->context(), serverOptions);
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
        m_ws = std::make_unique<RawWebSocketClient>();
        QVERIFY(m_ws->open(m_server->url(), kToken));
    }

    void cleanup()
    {
        m_ws.reset();
        m_server.reset();
        m_fx.reset();
    }

    // The client stops reading while the command writes 200 MB: the agent holds at most about
    // the high-water mark, and once the client reads again every byte arrives, in order.
    void execStreamSlowClient_data()
    {
        QTest::addColumn<QString>("redirect");
        QTest::addColumn<int>("stallMs");
        QTest::newRow("stdout, slow") << "" << 1500;
        QTest::newRow("stderr, slow") << ">&2" << 1500;
        QTest::newRow("stdout, fast") << "" << 0;
    }
    void execStreamSlowClient()
    {
        QFETCH(QString, redirect);
        QFETCH(int, stallMs);
        const qint64 size = 200 * 1000 * 1000;
        const QString channel = redirect.isEmpty() ? QStringLiteral("stdout") : QStringLiteral("stderr");
        m_ws->sendText(
            request(QStringLiteral("s1"), QStringLiteral("POST"), QStringLiteral("/api/execute/stream"),
                    {{QStringLiteral("command"),
                      QStringLiteral("yes 0123456789abcdef | head -c %1 %2").arg(size).arg(redirect)}}));
        QElapsedTimer clock;
        clock.start();
        const qint64 maxPending = stall(stallMs);
        Received received;
        QVERIFY(readUntilResponse(QStringLiteral("s1"), channel, &received));
        const double seconds = clock.elapsed() / 1000.0;
        qInfo("agent backlog peaked at %.1f MiB; %.0f MB/s overall", maxPending / 1048576.0,
              size / 1e6 / seconds);
        if (stallMs > 0) {
            QVERIFY2(maxPending > 1024 * 1024, "the client did not stall the agent");
            QVERIFY2(maxPending < SinkFlowControl::kHighWater + 2 * 1024 * 1024,
                     qPrintable(QStringLiteral("the agent queued %1 bytes").arg(maxPending)));
        }
        QCOMPARE(received.status, 200);
        QCOMPARE(received.types.last(), QStringLiteral("complete"));
        QCOMPARE(received.lastEvent.value(QStringLiteral("exitCode")).toInt(), 0);
        QCOMPARE(received.bytes, size);
        QCOMPARE(received.hash.result().toHex(), expectedHash(size).toHex());
    }

    // Cancel and timeout end a command whose output is paused (blocked on a full pipe), while
    // the client still reads nothing; no process of it is left, and the session goes on.
    void execStreamStopWhilePaused_data()
    {
        QTest::addColumn<bool>("cancel");
        QTest::newRow("cancel") << true;
        QTest::newRow("timeout") << false;
    }
    void execStreamStopWhilePaused()
    {
        QFETCH(bool, cancel);
        QJsonObject body{{QStringLiteral("command"), QStringLiteral("yes 0123456789abcdef | cat | cat")}};
        if (!cancel)
            body.insert(QStringLiteral("timeoutMs"), 1500);
        m_ws->sendText(request(QStringLiteral("s1"), QStringLiteral("POST"),
                               QStringLiteral("/api/execute/stream"), body));
        QByteArray message;
        QJsonObject start;
        while (start.isEmpty() && m_ws->nextMessage(&message)) {
            const QJsonObject frame = QJsonDocument::fromJson(message).object();
            if (frame.value(QStringLiteral("event")) == QLatin1String("start"))
                start = QJsonDocument::fromJson(frame.value(QStringLiteral("data")).toString().toUtf8())
                            .object();
        }
        const qint64 shell = start.value(QStringLiteral("pid")).toInteger();
        QVERIFY(shell > 0);
        const qint64 maxPending = stall(1000);
        QVERIFY2(maxPending < SinkFlowControl::kHighWater + 2 * 1024 * 1024,
                 qPrintable(QStringLiteral("the agent queued %1 bytes").arg(maxPending)));
        const QList<qint64> tree = descendantsOf(shell);
        QCOMPARE(tree.size(), 3); // yes, cat, cat: all blocked on full pipes
        if (cancel)
            m_ws->sendText(QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("cancel")},
                                                     {QStringLiteral("id"), QStringLiteral("s1")}})
                               .toJson(QJsonDocument::Compact));
        // Still without reading: the tree goes away.
        QVERIFY2(waitUntil(
                     [&] {
                         for (qint64 pid : tree)
                             if (isAlive(pid))
                                 return false;
                         return !isAlive(shell);
                     },
                     10000),
                 "the command's processes survived");
        Received received;
        QVERIFY(readUntilResponse(QStringLiteral("s1"), QStringLiteral("stdout"), &received));
        QCOMPARE(received.status, 200);
        if (cancel) {
            QCOMPARE(received.body.value(QStringLiteral("cancelled")).toBool(), true);
        } else {
            QCOMPARE(received.types.last(), QStringLiteral("complete"));
            QCOMPARE(received.lastEvent.value(QStringLiteral("timedOut")).toBool(), true);
        }
        // The session is usable, and its output is read again.
        m_ws->sendText(
            request(QStringLiteral("s2"), QStringLiteral("POST"), QStringLiteral("/api/execute/stream"),
                    {{QStringLiteral("command"), QStringLiteral("yes 0123456789abcdef | head -c 1000000")}}));
        Received next;
        QVERIFY(readUntilResponse(QStringLiteral("s2"), QStringLiteral("stdout"), &next));
        QCOMPARE(next.status, 200);
        QCOMPARE(next.bytes, qint64(1000000));
        QCOMPARE(next.hash.result().toHex(), expectedHash(1000000).toHex());
    }

    // A process log stream to a slow client skips what the log ring dropped meanwhile and says
    // so; what it does send is the real output, and the agent's backlog stays bounded.
    void processLogsSlowClient_data()
    {
        QTest::addColumn<int>("stallMs");
        QTest::newRow("slow") << 1500;
        QTest::newRow("fast") << 0;
    }
    void processLogsSlowClient()
    {
        QFETCH(int, stallMs);
        const qint64 size = 100 * 1000 * 1000;
        // The process waits until the subscription is there, so that nothing predates it.
        const QString gate = QDir(m_fx->workspace()).filePath(QStringLiteral("go"));
        m_ws->sendText(
            request(QStringLiteral("p0"), QStringLiteral("POST"), QStringLiteral("/api/process/start"),
                    {{QStringLiteral("processId"), QStringLiteral("chatty")},
                     {QStringLiteral("command"),
                      QStringLiteral("while [ ! -e %1 ]; do sleep 0.01; done; yes 0123456789abcdef | "
                                     "head -c %2")
                          .arg(gate)
                          .arg(size)}}));
        Received started;
        QVERIFY(readUntilResponse(QStringLiteral("p0"), QString(), &started));
        QCOMPARE(started.status, 200);
        m_ws->sendText(request(QStringLiteral("p1"), QStringLiteral("GET"),
                               QStringLiteral("/api/process/chatty/stream")));
        QByteArray message;
        QVERIFY(m_ws->nextMessage(&message)); // process_info: subscribed
        QVERIFY(QFile(gate).open(QIODevice::WriteOnly));
        const qint64 maxPending = stall(stallMs);
        Received received;
        QVERIFY(readUntilResponse(QStringLiteral("p1"), QStringLiteral("stdout"), &received));
        qInfo("agent backlog peaked at %.1f MiB; %lld bytes received, %lld dropped", maxPending / 1048576.0,
              received.bytes, received.droppedBytes);
        QCOMPARE(received.status, 200);
        QCOMPARE(received.types.last(), QStringLiteral("exit"));
        QCOMPARE(received.bytes + received.droppedBytes, size);
        QCOMPARE(received.tail.right(Received::kTail), expectedTail(size, Received::kTail));
        if (stallMs > 0) {
            QVERIFY2(received.droppedBytes > 0, "a client that did not read got everything");
            QVERIFY(received.types.contains(QStringLiteral("dropped")));
            QVERIFY2(maxPending < SinkFlowControl::kHighWater + 4 * 1024 * 1024,
                     qPrintable(QStringLiteral("the agent queued %1 bytes").arg(maxPending)));
        }
    }

private:
    // Runs the agent (this thread's event loop) for ms without reading; the agent's peak
    // backlog meanwhile.
    qint64 stall(int ms)
    {
        qint64 peak = m_server->pendingBytes();
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < ms) {
            QTest::qWait(5);
            peak = qMax(peak, m_server->pendingBytes());
        }
        return peak;
    }

    // Reads messages until the response to id; output events of channel go to received.
    bool readUntilResponse(const QString &id, const QString &channel, Received *received)
    {
        QByteArray message;
        while (m_ws->nextMessage(&message, 60000)) {
            const QJsonObject frame = QJsonDocument::fromJson(message).object();
            if (frame.value(QStringLiteral("id")).toString() != id)
                continue;
            if (frame.value(QStringLiteral("type")) == QLatin1String("response")) {
                received->status = frame.value(QStringLiteral("status")).toInt();
                received->body = frame.value(QStringLiteral("body")).toObject();
                return true;
            }
            const QJsonObject event
                = QJsonDocument::fromJson(frame.value(QStringLiteral("data")).toString().toUtf8()).object();
            const QString type = event.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("heartbeat"))
                continue;
            if (type == channel)
                received->addOutput(OutputText::get(event, QStringLiteral("data")));
            if (type == QLatin1String("dropped")
                && event.value(QStringLiteral("stream")).toString() == channel)
                received->droppedBytes += event.value(QStringLiteral("bytes")).toInteger();
            if (received->types.isEmpty() || received->types.last() != type)
                received->types.append(type);
            received->lastEvent = event;
        }
        qWarning("no response to %s", qPrintable(id));
        return false;
    }

    std::unique_ptr<ClientFixture> m_fx;
    std::unique_ptr<AgentServer> m_server;
    std::unique_ptr<RawWebSocketClient> m_ws;
};

QTEST_GUILESS_MAIN(TestBackpressure)
#include "tst_backpressure.moc"
