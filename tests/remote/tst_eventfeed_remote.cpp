// SPDX-License-Identifier: Apache-2.0
// The event feed over /ws: one client works (sessions, commands that time out, are cancelled or
// write 50 MB, processes, a terminal, files) while another subscribes and gets every event in
// order with the right fields; a subscriber resumes after its connection drops with no gap
// and no duplicate, and is told when it fell behind the ring.
#include "FutureWait.h"
#include "client/EventSubscription.h"
#include "client/ExecStream.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "engine/events/EventFeed.h"
#include "server/AgentServer.h"
#include "server/SandboxHost.h"

#include <QPointer>
#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
const QByteArray kToken = QByteArrayLiteral("event-feed-test-token");

// What one subscription got, in order.
struct Recorder {
    explicit Recorder(EventSubscription *s)
        : subscription(s)
    {
        QObject::connect(s, &EventSubscription::eventReceived, s,
                         [this](const QJsonObject &e) { events.append(e); });
        QObject::connect(s, &EventSubscription::behind, s,
                         [this](qint64 missed, qint64) { behindMissed += missed; });
        QObject::connect(s, &EventSubscription::subscribed, s, [this](const QString &) { ++subscribed; });
    }
    QList<QJsonObject> ofType(const QString &type) const
    {
        QList<QJsonObject> list;
        for (const QJsonObject &event : events)
            if (event.value(QStringLiteral("type")).toString() == type)
                list.append(event);
        return list;
    }
    QList<QJsonObject> ofCommand(const QString &commandId) const
    {
        QList<QJsonObject> list;
        for (const QJsonObject &event : events)
            if (event.value(QStringLiteral("commandId")).toString() == commandId)
                list.append(event);
        return list;
    }
    // The command_finished of the command whose text is command (empty object: not yet).
    QJsonObject finishedOf(const QString &command) const
    {
        for (const QJsonObject &queued : ofType(QStringLiteral("command_queued")))
            if (queued.value(QStringLiteral("command")).toString() == command) {
                const QList<QJsonObject> mine
                    = ofCommand(queued.value(QStringLiteral("commandId")).toString());
                if (mine.last().value(QStringLiteral("type")) == QLatin1String("command_finished"))
                    return mine.last();
            }
        return {};
    }
    // The stdout the feed carried for the command whose text is command.
    QString outputOf(const QString &command) const
    {
        QString out;
        for (const QJsonObject &event : ofCommand(commandIdOf(command)))
            if (event.value(QStringLiteral("type")) == QLatin1String("command_output"))
                out += event.value(QStringLiteral("data")).toString();
        return out;
    }
    QString commandIdOf(const QString &command) const
    {
        for (const QJsonObject &queued : ofType(QStringLiteral("command_queued")))
            if (queued.value(QStringLiteral("command")).toString() == command)
                return queued.value(QStringLiteral("commandId")).toString();
        return {};
    }
    bool contiguous() const
    {
        for (qsizetype i = 1; i < events.size(); ++i)
            if (events[i].value(QStringLiteral("seq")).toInteger()
                != events[i - 1].value(QStringLiteral("seq")).toInteger() + 1)
                return false;
        return true;
    }
    QPointer<EventSubscription> subscription;
    QList<QJsonObject> events;
    qint64 behindMissed = 0;
    int subscribed = 0;
};
} // namespace

class TestEventFeedRemote : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_workspace;
    std::unique_ptr<SandboxHost> m_host;
    std::unique_ptr<AgentServer> m_server;
    quint16 m_port = 0;

    void startServer()
    {
        AgentServer::Options options;
        options.token = kToken;
        m_server = std::make_unique<AgentServer>(m_host->handler(), m_host->context(), options);
        QVERIFY(m_server->listen(QHostAddress::LocalHost, m_port));
        m_port = m_server->serverPort();
    }
    std::unique_ptr<WebSocketTransport> connectClient()
    {
        WebSocketTransport::Options options;
        options.token = kToken;
        options.initialReconnectDelayMs = 50;
        options.maxReconnectDelayMs = 200;
        auto transport = std::make_unique<WebSocketTransport>(m_server->url(), options);
        transport->open();
        WebSocketTransport *raw = transport.get();
        if (!waitUntil([raw] { return raw->state() == Transport::State::Connected; }, 10000))
            return nullptr;
        return transport;
    }
    void setFeedLimits(int maxEvents)
    {
        Sandbox *sandbox = m_host->sandbox();
        QMetaObject::invokeMethod(
            m_host->context(),
            [sandbox, maxEvents] {
                EventFeed::Limits limits;
                limits.maxEvents = maxEvents;
                EventFeed::of(sandbox)->setLimits(limits);
            },
            Qt::BlockingQueuedConnection);
    }

private slots:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_workspace = std::make_unique<QTemporaryDir>();
        Sandbox::Options options;
        options.workspaceDir = m_workspace->path();
        options.killGraceMs = 200;
        m_host = std::make_unique<SandboxHost>(options);
        m_port = 0;
        startServer();
    }
    void cleanup()
    {
        m_server.reset();
        m_host.reset();
        m_workspace.reset();
    }

    void anotherClientsWorkArrivesInOrder()
    {
        auto workerTransport = connectClient();
        auto watcherTransport = connectClient();
        QVERIFY(workerTransport && watcherTransport);
        SandboxClient worker(workerTransport.get());
        SandboxClient watcher(watcherTransport.get());
        Recorder feed(watcher.subscribeEvents());
        Recorder self(worker.subscribeEvents()); // only to learn the worker's client id
        QTRY_COMPARE(feed.subscribed, 1);
        QTRY_COMPARE(self.subscribed, 1);
        const QString workerId = self.subscription->clientId();
        QVERIFY(workerId.startsWith(QLatin1String("ws-")));
        QVERIFY(workerId != feed.subscription->clientId());
        delete self.subscription;

        SessionOptions s1;
        s1.id = QStringLiteral("s1");
        resultOf(worker.createSession(s1));
        SessionOptions s2;
        s2.id = QStringLiteral("s2");
        resultOf(worker.createSession(s2));
        ExecOptions inS1;
        inS1.sessionId = QStringLiteral("s1");
        QCOMPARE(resultOf(worker.exec(QStringLiteral("echo hello"), inS1)).exitCode, 0);
        ExecOptions timeout = inS1;
        timeout.timeoutMs = 300;
        resultOf(worker.exec(QStringLiteral("sleep 20"), timeout));

        // The watcher cancels a command of the worker's by the feed's commandId.
        ExecOptions inS2;
        inS2.sessionId = QStringLiteral("s2");
        auto cancelled = worker.exec(QStringLiteral("sleep 30"), inS2);
        QTRY_VERIFY(!feed.commandIdOf(QStringLiteral("sleep 30")).isEmpty());
        const QString cancelId = feed.commandIdOf(QStringLiteral("sleep 30"));
        QTRY_VERIFY(!feed.ofCommand(cancelId).isEmpty()
                    && feed.ofCommand(cancelId).last().value(QStringLiteral("type"))
                        == QLatin1String("command_started"));
        resultOf(watcher.cancelCommand(cancelId));
        QVERIFY(waitFor(cancelled, 15000));
        auto again = watcher.cancelCommand(cancelId);
        QVERIFY(waitFor(again));
        QCOMPARE(failureOf(again).value_or(SandboxError{}).code,
                 ErrorCode::ProcessNotFound); // finished: nothing to cancel

        // 50 MB of output: the feed carries the first 64 KiB and says it truncated the rest.
        const QString big = QStringLiteral("head -c 50000000 /dev/zero | tr '\\0' x");
        ExecStream *stream = worker.execStream(big, inS1);
        QSignalSpy streamDone(stream, &ExecStream::finished);
        QVERIFY(streamDone.wait(60000));

        const ProcessInfo process = resultOf(worker.startProcess(QStringLiteral("sleep 30")));
        resultOf(worker.killProcess(process.id));
        QTRY_VERIFY_WITH_TIMEOUT(!feed.ofType(QStringLiteral("process_exited")).isEmpty(), 15000);

        TerminalStream *terminal = worker.openTerminal(QStringLiteral("s1"), 80, 24);
        QSignalSpy ready(terminal, &TerminalStream::ready);
        QVERIFY(ready.wait(15000));
        QTRY_VERIFY(!feed.ofType(QStringLiteral("terminal_viewers")).isEmpty());
        delete terminal;

        resultOf(worker.writeFile(QStringLiteral("notes.txt"), QStringLiteral("hi"), QStringLiteral("utf-8"),
                                  QStringLiteral("s1")));
        resultOf(worker.deleteSession(QStringLiteral("s2")));
        QTRY_VERIFY(!feed.ofType(QStringLiteral("session_deleted")).isEmpty());
        QTRY_COMPARE(feed.ofType(QStringLiteral("terminal_viewers")).size(), 2);

        QVERIFY(feed.contiguous());
        QCOMPARE(feed.behindMissed, 0);
        const QList<QJsonObject> created = feed.ofType(QStringLiteral("session_created"));
        QCOMPARE(created.size(), 2);
        QCOMPARE(created[0].value(QStringLiteral("sessionId")).toString(), QStringLiteral("s1"));
        QCOMPARE(created[0].value(QStringLiteral("clientId")).toString(), workerId);

        const QString echoId = feed.commandIdOf(QStringLiteral("echo hello"));
        QStringList types;
        for (const QJsonObject &event : feed.ofCommand(echoId)) {
            types.append(event.value(QStringLiteral("type")).toString());
            QCOMPARE(event.value(QStringLiteral("clientId")).toString(), workerId);
            QCOMPARE(event.value(QStringLiteral("sessionId")).toString(), QStringLiteral("s1"));
        }
        QCOMPARE(types,
                 QStringList({QStringLiteral("command_queued"), QStringLiteral("command_started"),
                              QStringLiteral("command_output"), QStringLiteral("command_finished")}));
        QCOMPARE(feed.ofCommand(echoId)[2].value(QStringLiteral("data")).toString(),
                 QStringLiteral("hello\n"));

        const QJsonObject timedOut = feed.finishedOf(QStringLiteral("sleep 20"));
        QCOMPARE(timedOut.value(QStringLiteral("timedOut")).toBool(), true);
        QCOMPARE(timedOut.value(QStringLiteral("exitCode")).toInt(), 124);
        QVERIFY(timedOut.value(QStringLiteral("durationMs")).toInteger() >= 300);

        const QJsonObject wasCancelled = feed.finishedOf(QStringLiteral("sleep 30"));
        QCOMPARE(wasCancelled.value(QStringLiteral("cancelled")).toBool(), true);
        QCOMPARE(wasCancelled.value(QStringLiteral("timedOut")).toBool(), false);

        const QJsonObject bigDone = feed.finishedOf(big);
        QCOMPARE(bigDone.value(QStringLiteral("stdoutBytes")).toInteger(), 50000000);
        qint64 shown = 0;
        bool truncated = false;
        for (const QJsonObject &event : feed.ofCommand(feed.commandIdOf(big)))
            if (event.value(QStringLiteral("type")) == QLatin1String("command_output")) {
                truncated = truncated || event.value(QStringLiteral("truncated")).toBool();
                shown += event.value(QStringLiteral("data")).toString().size();
            }
        QVERIFY(truncated);
        QCOMPARE(shown, 64 * 1024);

        const QJsonObject started = feed.ofType(QStringLiteral("process_started")).first();
        QCOMPARE(started.value(QStringLiteral("processId")).toString(), process.id);
        QCOMPARE(started.value(QStringLiteral("command")).toString(), QStringLiteral("sleep 30"));
        QCOMPARE(started.value(QStringLiteral("clientId")).toString(), workerId);
        const QJsonObject exited = feed.ofType(QStringLiteral("process_exited")).first();
        QCOMPARE(exited.value(QStringLiteral("status")).toString(), QStringLiteral("killed"));

        const QJsonObject opened = feed.ofType(QStringLiteral("terminal_opened")).first();
        QCOMPARE(opened.value(QStringLiteral("sessionId")).toString(), QStringLiteral("s1"));
        QVERIFY(opened.value(QStringLiteral("pid")).toInteger() > 0);
        QCOMPARE(feed.ofType(QStringLiteral("terminal_viewers"))[0].value(QStringLiteral("viewers")).toInt(),
                 1);
        QCOMPARE(feed.ofType(QStringLiteral("terminal_viewers"))[1].value(QStringLiteral("viewers")).toInt(),
                 0);

        const QJsonObject written = feed.ofType(QStringLiteral("file_written")).first();
        QCOMPARE(written.value(QStringLiteral("path")).toString(), QStringLiteral("notes.txt"));
        QCOMPARE(written.value(QStringLiteral("sessionId")).toString(), QStringLiteral("s1"));
        QCOMPARE(written.value(QStringLiteral("clientId")).toString(), workerId);
        // s2's deletion ends its terminal-less session; the feed says so last.
        QCOMPARE(feed.ofType(QStringLiteral("session_deleted"))
                     .first()
                     .value(QStringLiteral("sessionId"))
                     .toString(),
                 QStringLiteral("s2"));
    }

    // The link drops (the agent's server goes and comes back on its port) while another client
    // works in-process: the subscription resumes after its last seq by itself.
    // Whatever route runs a command — a plain POST /api/execute (the SDK's exec()), a stream,
    // the GUI's in-process client — a subscriber sees its output while it runs.
    void outputIsLiveWhateverTheRoute_data()
    {
        QTest::addColumn<bool>("overWebSocket");
        QTest::addColumn<bool>("stream");
        QTest::newRow("exec over /ws") << true << false;
        QTest::newRow("exec in process") << false << false;
        QTest::newRow("stream over /ws") << true << true;
    }
    void outputIsLiveWhateverTheRoute()
    {
        QFETCH(bool, overWebSocket);
        QFETCH(bool, stream);
        auto watcherTransport = connectClient();
        QVERIFY(watcherTransport);
        SandboxClient watcher(watcherTransport.get());
        Recorder feed(watcher.subscribeEvents());
        QTRY_COMPARE(feed.subscribed, 1);
        std::unique_ptr<Transport> workerTransport;
        if (overWebSocket)
            workerTransport = connectClient();
        else
            workerTransport = std::make_unique<InProcessTransport>(m_host->handler(), m_host->context());
        QVERIFY(workerTransport);
        SandboxClient worker(workerTransport.get());
        const QString command = QStringLiteral("echo a; sleep 1; echo b");
        bool done = false;
        QFuture<ExecResult> result;
        if (stream)
            connect(worker.execStream(command), &ExecStream::finished, this, [&done] { done = true; });
        else
            result = worker.exec(command);
        const auto running = [&] { return stream ? !done : !result.isFinished(); };
        QTRY_COMPARE(feed.outputOf(command), QStringLiteral("a\n"));
        QVERIFY(running());
        QVERIFY(feed.finishedOf(command).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!feed.finishedOf(command).isEmpty(), 15000);
        QCOMPARE(feed.outputOf(command), QStringLiteral("a\nb\n"));
        QTRY_VERIFY(!running());
    }

    void resumesAfterReconnect()
    {
        auto transport = connectClient();
        QVERIFY(transport);
        SandboxClient watcher(transport.get());
        InProcessTransport local(m_host->handler(), m_host->context());
        SandboxClient worker(&local);
        Recorder feed(watcher.subscribeEvents());
        QTRY_COMPARE(feed.subscribed, 1);
        resultOf(worker.exec(QStringLiteral("echo before")));
        QTRY_VERIFY(!feed.finishedOf(QStringLiteral("echo before")).isEmpty());
        QSignalSpy interrupted(feed.subscription.data(), &EventSubscription::interrupted);
        m_server.reset();
        QVERIFY(interrupted.wait(10000));
        for (int i = 0; i < 5; ++i)
            resultOf(worker.exec(QStringLiteral("echo away %1").arg(i)));
        const qint64 seqBefore = feed.subscription->lastSeq();
        startServer();
        QTRY_VERIFY_WITH_TIMEOUT(!feed.finishedOf(QStringLiteral("echo away 4")).isEmpty(), 15000);
        QCOMPARE(feed.subscribed, 2);
        QVERIFY(feed.contiguous()); // no gap, no duplicate across the drop
        QCOMPARE(feed.behindMissed, 0);
        QCOMPARE(feed.ofType(QStringLiteral("command_queued")).size(), 6);
        QCOMPARE(feed.ofType(QStringLiteral("command_queued"))
                     .first()
                     .value(QStringLiteral("clientId"))
                     .toString(),
                 QStringLiteral("local"));

        // A new client resuming from a seq it saw gets exactly what followed.
        auto second = connectClient();
        SandboxClient late(second.get());
        Recorder resumed(late.subscribeEvents(seqBefore));
        QTRY_COMPARE(qint64(resumed.events.size()),
                     feed.events.last().value(QStringLiteral("seq")).toInteger() - seqBefore);
        QCOMPARE(resumed.events.first().value(QStringLiteral("seq")).toInteger(), seqBefore + 1);
        QCOMPARE(resumed.events.last(), feed.events.last());
    }

    void fallsBehindTheRing()
    {
        setFeedLimits(20);
        InProcessTransport local(m_host->handler(), m_host->context());
        SandboxClient worker(&local);
        for (int i = 0; i < 10; ++i) // 3 events each (queued, started, finished): 30 > 20
            resultOf(worker.exec(QStringLiteral("true")));
        auto transport = connectClient();
        SandboxClient late(transport.get());
        Recorder feed(late.subscribeEvents(0));
        QTRY_COMPARE(feed.events.size(), 20);
        QCOMPARE(feed.behindMissed, 10);
        QCOMPARE(feed.events.first().value(QStringLiteral("seq")).toInteger(), 11);
        QVERIFY(feed.contiguous());
    }

    void badSinceIsRefused_data()
    {
        QTest::addColumn<QJsonValue>("since");
        QTest::newRow("negative") << QJsonValue(-5);
        QTest::newRow("text") << QJsonValue(QStringLiteral("abc"));
        QTest::newRow("fraction") << QJsonValue(1.5);
    }
    void badSinceIsRefused()
    {
        QFETCH(QJsonValue, since);
        auto transport = connectClient();
        SandboxClient client(transport.get());
        TransportCall *call = client.openStream(QStringLiteral("GET"), QStringLiteral("/api/sandman/events"),
                                                {{QStringLiteral("since"), since}});
        QSignalSpy finished(call, &TransportCall::finished);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().at(0).toInt(), 400);
        QCOMPARE(finished.first().at(1).toJsonObject().value(QStringLiteral("code")).toString(),
                 QStringLiteral("VALIDATION_FAILED"));
        QCOMPARE(resultOf(client.ping()).value(QStringLiteral("success")).toBool(), true); // agent fine
    }
};

QTEST_GUILESS_MAIN(TestEventFeedRemote)
#include "tst_eventfeed_remote.moc"
