// SPDX-License-Identifier: Apache-2.0
// The sandbox's event feed: what each operation records (order, fields, attribution), the
// bounded ring, and a subscriber's replay, resumption and flow control (EventSubscriber).
#include "engine/Sandbox.h"
#include "engine/UtcTimestamp.h"
#include "engine/events/EventFeed.h"
#include "engine/events/EventOriginScope.h"
#include "engine/session/CommandRun.h"
#include "engine/session/ShellSession.h"
#include "server/routes/EventSubscriber.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;

namespace {

// Collects what a subscriber is sent; pendingBytes is what the test says the peer has not read.
class CollectingSink : public ResponseSink
{
public:
    qint64 pendingBytes() const override { return backlog; }
    QList<QJsonObject> events;
    qint64 backlog = 0;
    int responses = 0;

protected:
    void deliverEvent(const QJsonObject &event) override { events.append(event); }
    void deliverResponse(int, const QJsonObject &) override { ++responses; }
};

qint64 rssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

QStringList typesOf(const QList<QJsonObject> &events)
{
    QStringList types;
    for (const QJsonObject &event : events)
        types.append(event.value(QStringLiteral("type")).toString());
    return types;
}

// The feed events (with a seq) of a subscriber, and whether their seqs are contiguous.
QList<qint64> seqsOf(const QList<QJsonObject> &events)
{
    QList<qint64> seqs;
    for (const QJsonObject &event : events)
        if (event.contains(QStringLiteral("seq")))
            seqs.append(event.value(QStringLiteral("seq")).toInteger());
    return seqs;
}

bool contiguous(const QList<qint64> &seqs, qint64 first, qint64 last)
{
    if (seqs.size() != last - first + 1)
        return false;
    for (qsizetype i = 0; i < seqs.size(); ++i)
        if (seqs[i] != first + i)
            return false;
    return true;
}

} // namespace

class TestEventFeed : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Sandbox> m_sandbox;
    EventFeed *m_feed = nullptr;
    QList<QJsonObject> m_events;

    QList<QJsonObject> eventsOf(const QString &commandId) const
    {
        QList<QJsonObject> list;
        for (const QJsonObject &event : m_events)
            if (event.value(QStringLiteral("commandId")).toString() == commandId)
                list.append(event);
        return list;
    }
    // Runs a command in the default session and waits; returns its commandId.
    QString run(const QString &command, CommandOptions options = {}, int timeoutMs = 30000)
    {
        CommandRun *run = m_sandbox->defaultSession()->exec(command, options);
        QSignalSpy finished(run, &CommandRun::finished);
        const QString id = m_events.last().value(QStringLiteral("commandId")).toString();
        if (!finished.wait(timeoutMs))
            qWarning("command did not finish: %s", qPrintable(command));
        QCoreApplication::processEvents();
        return id;
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        Sandbox::Options options;
        options.workspaceDir = m_dir->path();
        options.killGraceMs = 200;
        m_sandbox = std::make_unique<Sandbox>(options);
        m_feed = EventFeed::of(m_sandbox.get());
        m_events.clear();
        connect(m_feed, &EventFeed::published, this,
                [this](const SandboxEvent &event) { m_events.append(event.json()); });
    }
    void cleanup()
    {
        m_sandbox.reset();
        m_dir.reset();
    }

    void ring_data()
    {
        QTest::addColumn<int>("maxEvents");
        QTest::addColumn<qint64>("maxBytes");
        QTest::addColumn<int>("payload");
        QTest::addColumn<int>("appended");
        QTest::addColumn<int>("expectedCount");
        // clang-format off
        QTest::newRow("under both caps")    << 100 << qint64(1 << 20) << 10   << 50   << 50;
        QTest::newRow("count cap")          << 100 << qint64(1 << 20) << 10   << 1000 << 100;
        QTest::newRow("byte cap")           << 1000 << qint64(20000)  << 1000 << 1000 << 19;
        QTest::newRow("one over byte cap")  << 10  << qint64(100)     << 5000 << 3    << 1;
        // clang-format on
    }
    void ring()
    {
        QFETCH(int, maxEvents);
        QFETCH(qint64, maxBytes);
        QFETCH(int, payload);
        QFETCH(int, appended);
        QFETCH(int, expectedCount);
        EventRing ring(maxEvents, maxBytes);
        QCOMPARE(ring.firstSeq(), quint64(1));
        QCOMPARE(ring.at(1), nullptr);
        const QString data(payload, QLatin1Char('x'));
        for (int i = 1; i <= appended; ++i)
            QCOMPARE(ring.append({{QStringLiteral("data"), data}}).seq, quint64(i));
        QCOMPARE(ring.count(), expectedCount);
        QCOMPARE(ring.lastSeq(), quint64(appended));
        QCOMPARE(ring.firstSeq(), quint64(appended - expectedCount + 1));
        QVERIFY(ring.count() == 1 || ring.bytes() <= maxBytes);
        QCOMPARE(ring.at(ring.firstSeq() - 1), nullptr);
        QCOMPARE(ring.at(ring.lastSeq() + 1), nullptr);
        for (quint64 seq = ring.firstSeq(); seq <= ring.lastSeq(); ++seq)
            QCOMPARE(ring.at(seq)->json().value(QStringLiteral("seq")).toInteger(), qint64(seq));
    }

    // The ring counts an event's compact JSON size without serialising it: exactly.
    void ringCountsJsonBytes()
    {
        EventRing ring(100, 1 << 20);
        const QJsonObject events[] = {
            {{QStringLiteral("type"), QStringLiteral("command_finished")},
             {QStringLiteral("exitCode"), -1},
             {QStringLiteral("durationMs"), qint64(1234567890123)},
             {QStringLiteral("timedOut"), false},
             {QStringLiteral("cancelled"), true},
             {QStringLiteral("cwd"), QStringLiteral("/tmp/dir with \"quotes\" and \\")},
             {QStringLiteral("error"), QJsonValue()}},
            {{QStringLiteral("data"), QStringLiteral("line\n\ttab\r\x01\x1f\x7f é € 😀 end")},
             {QStringLiteral("cpuPercent"), 12.5},
             {QStringLiteral("ratio"), 0.1},
             {QStringLiteral("big"), 1e300},
             {QStringLiteral("list"),
              QJsonArray{1, QStringLiteral("two"), QJsonObject{{QStringLiteral("k"), 3}}}},
             {QStringLiteral("empty"), QJsonObject()},
             {QStringLiteral("none"), QJsonArray()}},
            {},
        };
        for (const QJsonObject &json : events) {
            const SandboxEvent &event = ring.append(json);
            QCOMPARE(event.bytes, qint64(QJsonDocument(event.json()).toJson(QJsonDocument::Compact).size()));
        }
    }

    // A command's events come as EventFields: the same count, and the same JSON as the object
    // built field by field (made when asked for; type and ids readable without it).
    void ringCountsFieldsBytes()
    {
        EventRing ring(100, 1 << 20);
        EventFields fields;
        fields.add(QLatin1String("type"), QStringLiteral("command_output"));
        fields.add(QLatin1String("data"), QStringLiteral("line\n\ttab\r\x01\x1f\x7f \"q\" \\ é € 😀 end"));
        fields.add(QLatin1String("exitCode"), -1);
        fields.add(QLatin1String("durationMs"), qint64(1234567890123));
        fields.add(QLatin1String("zero"), 0);
        fields.add(QLatin1String("timedOut"), false);
        fields.add(QLatin1String("cancelled"), true);
        fields.add(QLatin1String("cwd"), QString());
        QJsonObject expected = fields.toJson();
        const SandboxEvent &event = ring.append(fields);
        expected.insert(QStringLiteral("seq"), qint64(event.seq));
        QCOMPARE(event.type(), QStringLiteral("command_output"));
        QCOMPARE(event.toJson(), expected);
        QCOMPARE(event.bytes, qint64(QJsonDocument(expected).toJson(QJsonDocument::Compact).size()));
        QCOMPARE(event.json(), expected);
        QCOMPARE(event.string(QLatin1String("cwd")), QString());
        QCOMPARE(event.type(), QStringLiteral("command_output")); // from the JSON now
    }

    // A command's shared fields are counted once (measure) and their copies keep the count:
    // each event made from them still counts as its JSON.
    void measuredFieldsCountAsTheirJson()
    {
        EventFields base;
        base.add(QLatin1String("commandId"), QStringLiteral("cmd-12"));
        base.add(QLatin1String("sessionId"), QStringLiteral("s\u00e9 \"q\"\n"));
        base.measure();
        const auto jsonSize = [](const EventFields &fields) {
            return qint64(QJsonDocument(fields.toJson()).toJson(QJsonDocument::Compact).size());
        };
        QCOMPARE(base.compactSize(), jsonSize(base));
        EventFields event(8);
        event = base;
        event.add(QLatin1String("exitCode"), 127);
        event.add(QLatin1String("cwd"), QStringLiteral("/tmp/€"));
        event.addTimestamp(QLatin1String("timestamp"), 1764654754123);
        QCOMPARE(event.compactSize(), jsonSize(event));
        event.measure(); // twice: the second counts only what came since
        event.add(QLatin1String("timedOut"), true);
        QCOMPARE(event.compactSize(), jsonSize(event));
        QCOMPARE(EventFields().compactSize(), qint64(2));
    }

    // Every event's timestamp is kept as a number: read, made JSON and counted as its text.
    void timestampFields_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::newRow("epoch") << qint64(0);
        QTest::newRow("now-ish") << qint64(1764654754123);
        QTest::newRow("last fixed-length") << qint64(253402300799999);
        QTest::newRow("year 10000") << qint64(253402300800000);
        QTest::newRow("before 1970") << qint64(-1500);
    }
    void timestampFields()
    {
        QFETCH(qint64, ms);
        EventRing ring(100, 1 << 20);
        EventFields fields;
        fields.add(QLatin1String("type"), QStringLiteral("command_started"));
        fields.addTimestamp(QLatin1String("timestamp"), ms);
        const QString text = UtcTimestamp::format(ms);
        QCOMPARE(fields.string(QLatin1String("timestamp")), text);
        QCOMPARE(fields.toJson().value(QLatin1String("timestamp")).toString(), text);
        const SandboxEvent &event = ring.append(fields);
        QCOMPARE(event.string(QLatin1String("timestamp")), text);
        QCOMPARE(event.bytes, qint64(QJsonDocument(event.toJson()).toJson(QJsonDocument::Compact).size()));
        QCOMPARE(event.json().value(QLatin1String("timestamp")).toString(), text);
    }

    void utcTimestamp()
    {
        for (const qint64 ms : {qint64(0), qint64(999), qint64(1764654754123), qint64(1764654754999),
                                qint64(1764654755000), qint64(253402300799999), qint64(-1500)})
            QCOMPARE(UtcTimestamp::format(ms),
                     QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs));
        const QDateTime parsed = QDateTime::fromString(UtcTimestamp::now(), Qt::ISODateWithMs);
        QVERIFY(qAbs(parsed.msecsTo(QDateTime::currentDateTimeUtc())) < 5000);
    }

    void commandLifecycle_data()
    {
        QTest::addColumn<bool>("stream");
        QTest::newRow("exec") << false;
        QTest::newRow("stream") << true;
    }
    void commandLifecycle()
    {
        QFETCH(bool, stream);
        CommandOptions options;
        options.stream = stream;
        const QString id = run(QStringLiteral("echo out; echo err >&2; (exit 3)"), options);
        const QList<QJsonObject> events = eventsOf(id);
        QStringList types = typesOf(events);
        QCOMPARE(types.first(), QStringLiteral("command_queued"));
        QCOMPARE(types.value(1), QStringLiteral("command_started"));
        QCOMPARE(types.last(), QStringLiteral("command_finished"));
        QCOMPARE(types.count(QStringLiteral("command_output")), 2);
        QCOMPARE(events.first().value(QStringLiteral("command")).toString(),
                 QStringLiteral("echo out; echo err >&2; (exit 3)"));
        QCOMPARE(events.first().value(QStringLiteral("sessionId")).toString(), QStringLiteral("default"));
        QCOMPARE(events.first().value(QStringLiteral("stream")).toBool(), stream);
        QByteArray out, err;
        for (const QJsonObject &event : events) {
            if (event.value(QStringLiteral("type")) != QLatin1String("command_output"))
                continue;
            (event.value(QStringLiteral("stream")) == QLatin1String("stdout") ? out : err)
                += event.value(QStringLiteral("data")).toString().toUtf8();
        }
        QCOMPARE(out, QByteArray("out\n"));
        QCOMPARE(err, QByteArray("err\n"));
        const QJsonObject finished = events.last();
        QCOMPARE(finished.value(QStringLiteral("exitCode")).toInt(), 3);
        QVERIFY(finished.value(QStringLiteral("durationMs")).toInteger() >= 0);
        QCOMPARE(finished.value(QStringLiteral("timedOut")).toBool(), false);
        QCOMPARE(finished.value(QStringLiteral("cancelled")).toBool(), false);
        QCOMPARE(finished.value(QStringLiteral("stdoutBytes")).toInteger(), 4);
        // Every event: a seq one past the one before, a type and a timestamp.
        for (qsizetype i = 0; i < m_events.size(); ++i) {
            QVERIFY(m_events[i].value(QStringLiteral("timestamp")).toString().endsWith(QLatin1Char('Z')));
            if (i > 0)
                QCOMPARE(m_events[i].value(QStringLiteral("seq")).toInteger(),
                         m_events[i - 1].value(QStringLiteral("seq")).toInteger() + 1);
        }
    }

    void outputIsBounded_data()
    {
        QTest::addColumn<bool>("stream");
        QTest::addColumn<QString>("command");
        QTest::addColumn<qint64>("bytes");
        // clang-format off
        QTest::newRow("exec ascii")      << false << QStringLiteral("head -c 300000 /dev/zero | tr '\\0' a") << qint64(300000);
        QTest::newRow("stream ascii")    << true  << QStringLiteral("head -c 300000 /dev/zero | tr '\\0' a") << qint64(300000);
        QTest::newRow("exec multibyte")  << false << QStringLiteral("for i in $(seq 40000); do printf 'é'; done") << qint64(80000);
        // clang-format on
    }
    void outputIsBounded()
    {
        QFETCH(bool, stream);
        QFETCH(QString, command);
        QFETCH(qint64, bytes);
        CommandOptions options;
        options.stream = stream;
        const QString id = run(command, options);
        qint64 shown = 0;
        int truncated = 0;
        for (const QJsonObject &event : eventsOf(id)) {
            if (event.value(QStringLiteral("type")) != QLatin1String("command_output"))
                continue;
            QCOMPARE(event.value(QStringLiteral("stream")).toString(), QStringLiteral("stdout"));
            if (event.value(QStringLiteral("truncated")).toBool()) {
                ++truncated;
                QCOMPARE(event.value(QStringLiteral("limit")).toInteger(), m_feed->limits().outputPerStream);
                continue;
            }
            QCOMPARE(truncated, 0); // the marker comes last
            QVERIFY(!event.contains(QStringLiteral("encoding"))); // cut on a character boundary
            shown += event.value(QStringLiteral("data")).toString().toUtf8().size();
        }
        QCOMPARE(truncated, 1);
        QVERIFY(shown <= m_feed->limits().outputPerStream);
        QVERIFY(shown > m_feed->limits().outputPerStream - 4);
        QCOMPARE(eventsOf(id).last().value(QStringLiteral("stdoutBytes")).toInteger(), bytes);
    }

    // A plain exec's output is in the feed while the command runs, as a stream's is: "a" long
    // before "b" is printed and before the command finishes.
    void outputIsLive_data()
    {
        QTest::addColumn<bool>("stream");
        QTest::addColumn<qint64>("timeoutMs");
        QTest::newRow("exec") << false << qint64(0);
        QTest::newRow("exec with a timeout") << false << qint64(20000);
        QTest::newRow("stream") << true << qint64(0);
    }
    void outputIsLive()
    {
        QFETCH(bool, stream);
        QFETCH(qint64, timeoutMs);
        CommandOptions options;
        options.stream = stream;
        if (timeoutMs)
            options.timeoutMs = timeoutMs;
        QElapsedTimer clock;
        clock.start();
        QList<QPair<qint64, QJsonObject>> arrived; // ms since the exec, event
        connect(m_feed, &EventFeed::published, this, [&](const SandboxEvent &event) {
            arrived.append({clock.elapsed(), event.json()});
        });
        CommandRun *running
            = m_sandbox->defaultSession()->exec(QStringLiteral("echo a; sleep 1; echo b"), options);
        QSignalSpy finished(running, &CommandRun::finished);
        QVERIFY(finished.wait(30000));
        QCoreApplication::processEvents();
        disconnect(m_feed, &EventFeed::published, this, nullptr);
        connect(m_feed, &EventFeed::published, this,
                [this](const SandboxEvent &event) { m_events.append(event.json()); });
        QStringList order;
        qint64 aAt = -1, bAt = -1, finishedAt = -1;
        QDateTime aStamp, bStamp;
        for (const auto &[at, event] : std::as_const(arrived)) {
            const QString type = event.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("command_output")) {
                const QString data = event.value(QStringLiteral("data")).toString();
                order.append(data);
                const QDateTime stamp = QDateTime::fromString(
                    event.value(QStringLiteral("timestamp")).toString(), Qt::ISODateWithMs);
                if (data == QLatin1String("a\n"))
                    aAt = at, aStamp = stamp;
                else if (data == QLatin1String("b\n"))
                    bAt = at, bStamp = stamp;
            } else if (type == QLatin1String("command_finished")) {
                finishedAt = at;
            }
        }
        QCOMPARE(order, QStringList({QStringLiteral("a\n"), QStringLiteral("b\n")}));
        QVERIFY2(aAt >= 0 && aAt < 900, qPrintable(QString::number(aAt)));
        QVERIFY2(bAt - aAt >= 900, qPrintable(QStringLiteral("a at %1 ms, b at %2 ms").arg(aAt).arg(bAt)));
        QVERIFY(finishedAt >= bAt);
        QVERIFY(aStamp.msecsTo(bStamp) >= 900); // the event's own timestamps say so too
    }

    // A flood of output becomes a few events (a chunk per ~50 ms or per 16 KiB), a trickle at
    // most one event per 50 ms; together they are the output exactly, up to the cap, and a
    // UTF-8 character written in two parts arrives whole.
    void outputIsCoalesced_data()
    {
        QTest::addColumn<bool>("stream");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QByteArray>("expected");
        QTest::addColumn<int>("maxEvents"); // besides one per 50 ms of the command's duration
        QByteArray seq;
        for (int i = 1; i <= 100000; ++i)
            seq += QByteArray::number(i) + '\n';
        QByteArray trickle;
        for (int i = 1; i <= 100; ++i)
            trickle += QByteArray::number(i) + '\n';
        const QString trickleCommand = QStringLiteral("for i in $(seq 100); do echo $i; sleep 0.01; done");
        const QString split = QStringLiteral("printf '\\303'; sleep 0.2; printf '\\251'");
        // clang-format off
        QTest::newRow("exec flood")    << false << QStringLiteral("seq 1 100000") << seq << 6;
        QTest::newRow("stream flood")  << true  << QStringLiteral("seq 1 100000") << seq << 6;
        QTest::newRow("exec trickle")  << false << trickleCommand << trickle << 3;
        QTest::newRow("stream trickle") << true << trickleCommand << trickle << 3;
        QTest::newRow("exec split character")   << false << split << QByteArray("\xc3\xa9") << 1;
        QTest::newRow("stream split character") << true  << split << QByteArray("\xc3\xa9") << 1;
        // clang-format on
    }
    void outputIsCoalesced()
    {
        QFETCH(bool, stream);
        QFETCH(QString, command);
        QFETCH(QByteArray, expected);
        QFETCH(int, maxEvents);
        CommandOptions options;
        options.stream = stream;
        const QString id = run(command, options);
        const QList<QJsonObject> events = eventsOf(id);
        QByteArray shown;
        int chunks = 0;
        int truncated = 0;
        for (const QJsonObject &event : events) {
            if (event.value(QStringLiteral("type")) != QLatin1String("command_output"))
                continue;
            if (event.value(QStringLiteral("truncated")).toBool()) {
                ++truncated;
                continue;
            }
            QVERIFY(!event.contains(QStringLiteral("encoding")));
            ++chunks;
            shown += event.value(QStringLiteral("data")).toString().toUtf8();
        }
        const qint64 cap = m_feed->limits().outputPerStream;
        QCOMPARE(shown, expected.left(cap));
        QCOMPARE(truncated, expected.size() > cap ? 1 : 0);
        const qint64 durationMs = events.last().value(QStringLiteral("durationMs")).toInteger();
        // On a loaded machine a flood is slow too, and gets a chunk per interval.
        const int bound = maxEvents + int(durationMs / m_feed->limits().outputIntervalMs);
        QVERIFY2(chunks <= bound, qPrintable(QStringLiteral("%1 events (bound %2)").arg(chunks).arg(bound)));
        QCOMPARE(events.last().value(QStringLiteral("stdoutBytes")).toInteger(), qint64(expected.size()));
    }

    void timeoutAndCancel()
    {
        CommandOptions options;
        options.timeoutMs = 300;
        const QString timedOut = run(QStringLiteral("sleep 30"), options);
        QJsonObject finished = eventsOf(timedOut).last();
        QCOMPARE(finished.value(QStringLiteral("type")).toString(), QStringLiteral("command_finished"));
        QCOMPARE(finished.value(QStringLiteral("timedOut")).toBool(), true);
        QCOMPARE(finished.value(QStringLiteral("exitCode")).toInt(), 124);
        QCOMPARE(finished.value(QStringLiteral("timeoutMs")).toInteger(), 300);

        CommandRun *running = m_sandbox->defaultSession()->exec(QStringLiteral("sleep 30"));
        const QString id = m_events.last().value(QStringLiteral("commandId")).toString();
        QSignalSpy done(running, &CommandRun::finished);
        QTRY_VERIFY(typesOf(eventsOf(id)).contains(QStringLiteral("command_started")));
        QVERIFY(!m_feed->cancelCommand(QStringLiteral("cmd-none")));
        QVERIFY(m_feed->cancelCommand(id));
        QVERIFY(done.wait(10000));
        QCoreApplication::processEvents();
        finished = eventsOf(id).last();
        QCOMPARE(finished.value(QStringLiteral("cancelled")).toBool(), true);
        QVERIFY(!m_feed->cancelCommand(id)); // finished: nothing to cancel
    }

    void sessionsAndAttribution()
    {
        {
            const EventOriginScope scope({QStringLiteral("ws-7 127.0.0.1:4000"), QStringLiteral("ci-job")});
            SessionConfig config;
            config.id = QStringLiteral("build");
            config.commandTimeoutMs = 5000;
            QVERIFY(m_sandbox->createSession(config).session);
            m_sandbox->session(QStringLiteral("build"))->setCommandTimeoutMs(9000);
            EnvChanges changes;
            changes.insert(QStringLiteral("A"), QStringLiteral("1"));
            changes.insert(QStringLiteral("B"), std::nullopt);
            m_sandbox->session(QStringLiteral("build"))->setEnvVars(changes);
            m_sandbox->session(QStringLiteral("build"))->exec(QStringLiteral("true"));
        }
        QTRY_VERIFY(typesOf(m_events).contains(QStringLiteral("command_finished")));
        QTRY_VERIFY(typesOf(m_events).contains(QStringLiteral("session_env_changed")));
        QVERIFY(m_sandbox->deleteSession(QStringLiteral("build")).kind == EngineError::None);
        const QStringList types = typesOf(m_events);
        QCOMPARE(types.first(), QStringLiteral("session_created"));
        QCOMPARE(types.value(1), QStringLiteral("session_timeout_changed"));
        QCOMPARE(types.last(), QStringLiteral("session_deleted"));
        for (const QJsonObject &event : m_events) {
            QCOMPARE(event.value(QStringLiteral("sessionId")).toString(), QStringLiteral("build"));
            if (event.value(QStringLiteral("type")) == QLatin1String("session_deleted"))
                QVERIFY(!event.contains(QStringLiteral("clientId"))); // outside the scope
            else
                QCOMPARE(event.value(QStringLiteral("clientId")).toString(),
                         QStringLiteral("ws-7 127.0.0.1:4000"));
        }
        const QJsonObject created = m_events.first();
        QCOMPARE(created.value(QStringLiteral("commandTimeoutMs")).toInteger(), 5000);
        QCOMPARE(created.value(QStringLiteral("origin")).toString(), QStringLiteral("ci-job"));
        QCOMPARE(m_events.value(1).value(QStringLiteral("commandTimeoutMs")).toInteger(), 9000);
        const QJsonObject env = m_events[types.indexOf(QStringLiteral("session_env_changed"))];
        QCOMPARE(env.value(QStringLiteral("variables")).toObject().value(QStringLiteral("A")).toString(),
                 QStringLiteral("1"));
        QVERIFY(env.value(QStringLiteral("variables")).toObject().value(QStringLiteral("B")).isNull());
    }

    void replayFrom_data()
    {
        QTest::addColumn<qint64>("since");
        QTest::addColumn<bool>("behind");
        QTest::addColumn<qint64>("firstExpected");
        // 100 events published, the ring keeps the newest 50 (seq 51..100).
        // clang-format off
        QTest::newRow("live only")            << qint64(-1) << false << qint64(101);
        QTest::newRow("all it holds")         << qint64(50) << false << qint64(51);
        QTest::newRow("middle")               << qint64(80) << false << qint64(81);
        QTest::newRow("up to date")           << qint64(100) << false << qint64(101);
        QTest::newRow("fell behind the ring") << qint64(10) << true  << qint64(51);
        QTest::newRow("from the start")       << qint64(0)  << true  << qint64(51);
        // clang-format on
    }
    void replayFrom()
    {
        QFETCH(qint64, since);
        QFETCH(bool, behind);
        QFETCH(qint64, firstExpected);
        EventFeed::Limits limits;
        limits.maxEvents = 50;
        m_feed->setLimits(limits);
        for (int i = 0; i < 100; ++i)
            m_feed->publish(QStringLiteral("test"), {{QStringLiteral("i"), i}});
        auto sink = std::make_shared<CollectingSink>();
        EventSubscriber::subscribe(m_feed, sink, since, QStringLiteral("me"));
        for (int i = 100; i < 110; ++i)
            m_feed->publish(QStringLiteral("test"), {{QStringLiteral("i"), i}});
        QCOMPARE(sink->events.first().value(QStringLiteral("type")).toString(), QStringLiteral("subscribed"));
        QCOMPARE(sink->events.first().value(QStringLiteral("clientId")).toString(), QStringLiteral("me"));
        QCOMPARE(typesOf(sink->events).contains(QStringLiteral("behind")), behind);
        if (behind) {
            const QJsonObject notice = sink->events.value(1);
            QCOMPARE(notice.value(QStringLiteral("firstSeq")).toInteger(), 51);
            QCOMPARE(notice.value(QStringLiteral("missed")).toInteger(), 51 - (since + 1));
        }
        QVERIFY(contiguous(seqsOf(sink->events), firstExpected, 110));
        sink->cancel();
        QCoreApplication::processEvents();
    }

    // A subscriber whose peer stops reading is sent nothing while behind, then resumes from the
    // ring: no gap or duplicate while the ring still holds its place, a behind notice when not.
    void slowSubscriber_data()
    {
        QTest::addColumn<int>("publishedWhilePaused");
        QTest::addColumn<bool>("behind");
        QTest::newRow("ring still holds it") << 30 << false;
        QTest::newRow("ring overflowed") << 500 << true;
    }
    void slowSubscriber()
    {
        QFETCH(int, publishedWhilePaused);
        QFETCH(bool, behind);
        EventFeed::Limits limits;
        limits.maxEvents = 100;
        m_feed->setLimits(limits);
        auto sink = std::make_shared<CollectingSink>();
        EventSubscriber::subscribe(m_feed, sink, -1, {});
        m_feed->publish(QStringLiteral("test"), {});
        sink->backlog = 64 * 1024 * 1024; // the peer stopped reading
        m_feed->publish(QStringLiteral("test"), {}); // noticed after this one
        const qsizetype before = sink->events.size();
        for (int i = 0; i < publishedWhilePaused; ++i)
            m_feed->publish(QStringLiteral("test"), {});
        QCOMPARE(sink->events.size(), before); // nothing queued for it
        sink->backlog = 0;
        QTRY_VERIFY(!seqsOf(sink->events).isEmpty()
                    && seqsOf(sink->events).last() == qint64(m_feed->ring().lastSeq()));
        QCOMPARE(typesOf(sink->events).contains(QStringLiteral("behind")), behind);
        const QList<qint64> seqs = seqsOf(sink->events);
        if (behind)
            QVERIFY(
                contiguous(seqs.mid(2), qint64(m_feed->ring().firstSeq()), qint64(m_feed->ring().lastSeq())));
        else
            QVERIFY(contiguous(seqs, 1, qint64(m_feed->ring().lastSeq())));
        sink->cancel();
    }

    // Batching: a burst goes out as few frames, in order, each event once.
    void batchesGroupEvents()
    {
        auto sink = std::make_shared<CollectingSink>();
        EventSubscriber::subscribe(m_feed, sink, -1, {}, true);
        for (int i = 0; i < 600; ++i)
            m_feed->publish(QStringLiteral("test"), {{QStringLiteral("i"), i}});
        QCOMPARE(sink->events.size(), 1); // only "subscribed" yet: the burst is still coming
        QTRY_COMPARE(sink->events.size(), 1 + 3); // 256 + 256 + 88
        QList<QJsonObject> unpacked;
        for (const QJsonObject &frame : sink->events.mid(1)) {
            QCOMPARE(frame.value(QStringLiteral("type")).toString(), QStringLiteral("batch"));
            for (const QJsonValue &event : frame.value(QStringLiteral("events")).toArray())
                unpacked.append(event.toObject());
        }
        QVERIFY(contiguous(seqsOf(unpacked), 1, 600));
        sink->cancel();
    }

    void memoryStaysBounded()
    {
        // 100,000 events with 1 KiB each (100 MB in all) through the default ring.
        disconnect(m_feed, nullptr, this, nullptr); // the test keeps none of them
        const qint64 before = rssKiB();
        const QString payload(1024, QLatin1Char('y'));
        for (int i = 0; i < 100000; ++i)
            m_feed->publish(QStringLiteral("test"), {{QStringLiteral("data"), payload}});
        const EventRing &ring = m_feed->ring();
        QCOMPARE(ring.lastSeq(), quint64(100000));
        QVERIFY(ring.bytes() <= m_feed->limits().maxBytes);
        QVERIFY(ring.count() <= m_feed->limits().maxEvents);
        const qint64 grownKiB = rssKiB() - before;
        qInfo("ring: %d events, %lld bytes; RSS grew by %lld KiB", ring.count(), ring.bytes(), grownKiB);
        // QJsonObject holds text as UTF-16 plus overhead: a few times the compact JSON size.
        QVERIFY2(grownKiB < 5 * m_feed->limits().maxBytes / 1024, qPrintable(QString::number(grownKiB)));
    }
};

QTEST_GUILESS_MAIN(TestEventFeed)
#include "tst_eventfeed.moc"
