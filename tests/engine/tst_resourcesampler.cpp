// SPDX-License-Identifier: Apache-2.0
// The resource sampler (engine/metrics): samples pushed on the feed once a second show a busy
// process with its CPU and session; a memory cap near full raises resource_warning and clears
// it after; a port opened inside is listed with the process that listens and dropped once it
// closes (engine/ports). Plus the parsers: cgroup v1/v2 files, /proc/net/dev, /proc/net/tcp.
#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/EventSubscription.h"
#include "client/ResourceClient.h"
#include "engine/events/EventFeed.h"
#include "engine/metrics/CgroupStats.h"
#include "engine/metrics/DiskUsage.h"
#include "engine/metrics/LimitWatch.h"
#include "engine/metrics/NetworkCounters.h"
#include "engine/metrics/ResourceSampler.h"
#include "engine/ports/PortScanner.h"
#include "server/SandboxHost.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {

// A spinning process's share of a CPU; low, since the test machine may be busy with builds.
constexpr double kBusy = 10;

void writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(data);
}

// The events of one type a subscription got.
struct Collected {
    QList<QJsonObject> events;
    QList<QJsonObject> ofType(const QString &type) const
    {
        QList<QJsonObject> list;
        for (const QJsonObject &event : events)
            if (event.value(QStringLiteral("type")).toString() == type)
                list.append(event);
        return list;
    }
};

} // namespace

class TestResourceSampler : public QObject
{
    Q_OBJECT

    std::unique_ptr<ClientFixture> m_fx;
    Collected m_collected;

    ResourceSampler *sampler() const { return ResourceSampler::of(EventFeed::of(m_fx->host()->sandbox())); }

    void changeOptions(const std::function<void(ResourceSampler::Options &)> &change)
    {
        QMetaObject::invokeMethod(
            m_fx->host()->context(),
            [&] {
                ResourceSampler::Options options = sampler()->options();
                change(options);
                sampler()->setOptions(options);
            },
            Qt::BlockingQueuedConnection);
    }

    SandboxClient *client() const { return m_fx->client(); }

private slots:
    void init()
    {
        m_fx = ClientFixture::create(QStringLiteral("inprocess"));
        QVERIFY(m_fx);
        m_collected = {};
        EventSubscription *events = client()->subscribeEvents(-1);
        connect(events, &EventSubscription::eventReceived, this,
                [this](const QJsonObject &event) { m_collected.events.append(event); });
        QVERIFY(waitUntil([events] { return !events->clientId().isEmpty(); }, 10000));
    }

    void cleanup() { m_fx.reset(); }

    void samplesShowABusyProcess()
    {
        ProcessOptions options;
        options.processId = QStringLiteral("spin");
        resultOf(client()->startProcess(QStringLiteral("exec sh -c 'while :; do :; done'"), options));
        QJsonObject busy;
        QJsonObject session;
        QVERIFY(waitUntil(
            [&] {
                for (const QJsonObject &sample : m_collected.ofType(QStringLiteral("resource_sample"))) {
                    for (const QJsonValue &p : sample.value(QStringLiteral("processes")).toArray())
                        if (p[QStringLiteral("cpuPercent")].toDouble() > kBusy)
                            busy = p.toObject();
                    for (const QJsonValue &s : sample.value(QStringLiteral("sessions")).toArray())
                        if (s[QStringLiteral("cpuPercent")].toDouble() > kBusy)
                            session = s.toObject();
                }
                return !busy.isEmpty() && !session.isEmpty();
            },
            15000));
        QCOMPARE(busy.value(QStringLiteral("sessionId")).toString(), QStringLiteral("default"));
        QCOMPARE(busy.value(QStringLiteral("name")).toString(), QStringLiteral("sh"));
        QCOMPARE(session.value(QStringLiteral("sessionId")).toString(), QStringLiteral("default"));
        const QList<QJsonObject> samples = m_collected.ofType(QStringLiteral("resource_sample"));
        const QJsonObject sandbox = samples.last().value(QStringLiteral("sandbox")).toObject();
        QVERIFY(sandbox.value(QStringLiteral("cpuPercent")).toDouble() > kBusy);
        QVERIFY(sandbox.value(QStringLiteral("memoryBytes")).toInteger() > 0);
        QVERIFY(sandbox.value(QStringLiteral("processes")).toInt() >= 2);
        QVERIFY(samples.last().value(QStringLiteral("live")).toBool());
        QVERIFY(!samples.last().contains(QStringLiteral("seq"))); // not in the ring
        // About one a second.
        QVERIFY(samples.size() <= 20);
        resultOf(client()->killProcess(QStringLiteral("spin"), 9));
    }

    void memoryCapWarningFiresAndClears()
    {
        const QJsonObject before = resultOf(ResourceClient(client()).sample());
        const qint64 baseline
            = before.value(QStringLiteral("sandbox"))[QStringLiteral("memoryBytes")].toInteger();
        QVERIFY(baseline > 0);
        const qint64 cap = baseline + 96 * 1024 * 1024;
        changeOptions([cap](ResourceSampler::Options &o) {
            o.memoryLimitBytes = cap;
            o.intervalMs = 250;
        });
        ProcessOptions options;
        options.processId = QStringLiteral("hog");
        resultOf(client()->startProcess(
            QStringLiteral("exec python3 -c 'import time; x = bytes([1]) * (128 << 20); time.sleep(60)'"),
            options));
        QVERIFY(waitUntil([&] { return !m_collected.ofType(QStringLiteral("resource_warning")).isEmpty(); },
                          15000));
        const QJsonObject warning = m_collected.ofType(QStringLiteral("resource_warning")).first();
        QCOMPARE(warning.value(QStringLiteral("resource")).toString(), QStringLiteral("memory"));
        QCOMPARE(warning.value(QStringLiteral("limit")).toInteger(), cap);
        QVERIFY(warning.value(QStringLiteral("percent")).toInt() >= 90);
        QVERIFY(!warning.value(QStringLiteral("message")).toString().isEmpty());
        QVERIFY(warning.contains(QStringLiteral("seq"))); // kept in the ring (and the audit trail)
        // The samples carry the cap for the graph.
        // (The warning goes out before the sample it was found in.)
        QVERIFY(waitUntil(
            [&] {
                const QJsonObject last = m_collected.ofType(QStringLiteral("resource_sample")).last();
                return last.value(QStringLiteral("sandbox"))[QStringLiteral("memoryLimitBytes")].toInteger()
                    == cap;
            },
            5000));
        // Warned once, not once per sample.
        QTest::qWait(1000);
        QCOMPARE(m_collected.ofType(QStringLiteral("resource_warning")).size(), 1);
        resultOf(client()->killProcess(QStringLiteral("hog"), 9));
        QVERIFY(waitUntil(
            [&] { return !m_collected.ofType(QStringLiteral("resource_warning_cleared")).isEmpty(); },
            15000));
    }

    void listeningPortIsListedWithItsProcess()
    {
        changeOptions([](ResourceSampler::Options &o) { o.intervalMs = 200; });
        ProcessOptions options;
        options.processId = QStringLiteral("server");
        resultOf(client()->startProcess(
            QStringLiteral(
                "exec python3 -c 'import socket, time; s = socket.socket(); s.bind((\"127.0.0.1\", 0)); "
                "s.listen(); print(\"port\", s.getsockname()[1], flush=True); time.sleep(60)'"),
            options));
        const LogMatch match = resultOf(client()->waitForLog(
            QStringLiteral("server"), QRegularExpression(QStringLiteral("port \\d+")), 15000));
        const int port = match.line.section(QLatin1Char(' '), 1, 1).trimmed().toInt();
        QVERIFY2(port > 0, qPrintable(match.line));
        auto listed = [&](const QJsonArray &ports) {
            for (const QJsonValue &p : ports)
                if (p[QStringLiteral("port")].toInt() == port)
                    return p.toObject();
            return QJsonObject();
        };
        QVERIFY(waitUntil(
            [&] {
                const QList<QJsonObject> changes = m_collected.ofType(QStringLiteral("ports_changed"));
                return !changes.isEmpty()
                    && !listed(changes.last().value(QStringLiteral("ports")).toArray()).isEmpty();
            },
            10000));
        const QJsonObject entry = listed(resultOf(ResourceClient(client()).ports()));
        QCOMPARE(entry.value(QStringLiteral("address")).toString(), QStringLiteral("127.0.0.1"));
        QCOMPARE(entry.value(QStringLiteral("processName")).toString(), QStringLiteral("python3"));
        QCOMPARE(entry.value(QStringLiteral("sessionId")).toString(), QStringLiteral("default"));
        QVERIFY(entry.value(QStringLiteral("pid")).toInteger() > 0);
        resultOf(client()->killProcess(QStringLiteral("server"), 9));
        QVERIFY(waitUntil(
            [&] {
                const QList<QJsonObject> changes = m_collected.ofType(QStringLiteral("ports_changed"));
                return listed(changes.last().value(QStringLiteral("ports")).toArray()).isEmpty();
            },
            10000));
    }

    void cgroupFiles_data()
    {
        QTest::addColumn<QByteArray>("procCgroup");
        QTest::addColumn<bool>("v2");
        QTest::addColumn<bool>("valid");
        QTest::newRow("v2") << QByteArray("0::/user.slice/sandman-42\n") << true << true;
        QTest::newRow("v1") << QByteArray("4:memory:/x/sandman-42\n8:pids:/x/sandman-42\n0::/\n") << false
                            << true;
        QTest::newRow("not the sandbox's") << QByteArray("0::/user.slice/session-3.scope\n") << true << false;
        QTest::newRow("garbage") << QByteArray("\x01\x02:::\n") << true << false;
    }

    void cgroupFiles()
    {
        QFETCH(QByteArray, procCgroup);
        QFETCH(bool, v2);
        QFETCH(bool, valid);
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("cgroup"));
        writeFile(dir.filePath(QStringLiteral("self-cgroup")), procCgroup);
        if (v2) {
            writeFile(root + QStringLiteral("/cgroup.controllers"), "memory pids\n");
            writeFile(root + QStringLiteral("/user.slice/sandman-42/memory.current"), "1048576\n");
            writeFile(root + QStringLiteral("/user.slice/sandman-42/memory.max"), "4194304\n");
            writeFile(root + QStringLiteral("/user.slice/sandman-42/pids.current"), "7\n");
            writeFile(root + QStringLiteral("/user.slice/sandman-42/pids.max"), "max\n");
        } else {
            writeFile(root + QStringLiteral("/memory/x/sandman-42/memory.usage_in_bytes"), "1048576\n");
            writeFile(root + QStringLiteral("/memory/x/sandman-42/memory.limit_in_bytes"), "4194304\n");
            writeFile(root + QStringLiteral("/pids/x/sandman-42/pids.current"), "7\n");
            writeFile(root + QStringLiteral("/pids/x/sandman-42/pids.max"), "max\n");
        }
        const CgroupStats stats = CgroupStats::find(dir.filePath(QStringLiteral("self-cgroup")), root);
        QCOMPARE(stats.isValid(), valid);
        if (!valid)
            return;
        const CgroupStats::Reading reading = stats.read();
        QCOMPARE(reading.memoryBytes, 1048576);
        QCOMPARE(reading.memoryLimitBytes, 4194304);
        QCOMPARE(reading.tasks, 7);
        QCOMPARE(reading.taskLimit, 0); // "max": none
    }

    void networkCounters()
    {
        const NetworkCounters counters = NetworkCounters::parse(
            "Inter-|   Receive                                                |  Transmit\n"
            " face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets\n"
            "    lo:  999 1 0 0 0 0 0 0  999 1 0 0 0 0 0 0\n"
            "  eth0: 1000 10 0 0 0 0 0 0 2000 20 0 0 0 0 0 0\n"
            "  tap0: 5 1 0 0 0 0 0 0 7 1 0 0 0 0 0 0\n");
        QCOMPARE(counters.rxBytes, 1005);
        QCOMPARE(counters.txBytes, 2007);
        QCOMPARE(NetworkCounters::parse("    lo: 1 1 0 0 0 0 0 0 1 1 0 0 0 0 0 0\n").rxBytes, 0);
    }

    void procNetTcp()
    {
        const QByteArray v4
            = "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout "
              "inode\n"
              "   0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000  0 0 4242 1\n"
              "   1: 00000000:0016 00000000:0000 0A 00000000:00000000 00:00000000 00000000  0 0 77 1\n"
              "   2: 0100007F:9C40 0100007F:1F90 01 00000000:00000000 00:00000000 00000000  0 0 88 1\n"
              "garbage\n";
        const QList<ListeningPort> ports = PortScanner::parse(v4, false);
        QCOMPARE(ports.size(), 2); // the established connection is not a listener
        QCOMPARE(ports[0].port, 8080);
        QCOMPARE(ports[0].address, QStringLiteral("127.0.0.1"));
        QCOMPARE(ports[0].inode, 4242u);
        QCOMPARE(ports[1].address, QStringLiteral("0.0.0.0"));
        const QByteArray v6
            = "header\n"
              "   0: 00000000000000000000000001000000:0BB8 00000000000000000000000000000000:0000 0A "
              "00000000:00000000 00:00000000 00000000  0 0 99 1\n";
        const QList<ListeningPort> six = PortScanner::parse(v6, true);
        QCOMPARE(six.size(), 1);
        QCOMPARE(six[0].address, QStringLiteral("::1"));
        QCOMPARE(six[0].port, 3000);
    }

    void limitWatchHysteresis()
    {
        LimitWatch watch(0.9, 0.8);
        QCOMPARE(watch.update(50, 100), LimitWatch::Change::None);
        QCOMPARE(watch.update(90, 100), LimitWatch::Change::Warned);
        QCOMPARE(watch.update(95, 100), LimitWatch::Change::None);
        QCOMPARE(watch.update(85, 100), LimitWatch::Change::None); // between: still warning
        QCOMPARE(watch.update(79, 100), LimitWatch::Change::Cleared);
        QCOMPARE(watch.update(99, 0), LimitWatch::Change::None); // no limit
    }

    void diskUsage()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("a/b/big")), QByteArray(256 * 1024, 'x'));
        QFile::link(dir.filePath(QStringLiteral("a")), dir.filePath(QStringLiteral("loop"))); // not followed
        const DiskUsage usage = DiskUsage::measure(dir.path());
        QVERIFY(usage.complete);
        QVERIFY2(usage.bytes >= 256 * 1024 && usage.bytes < 400 * 1024,
                 qPrintable(QString::number(usage.bytes)));
        QVERIFY(!DiskUsage::measure(dir.path(), 1).complete);
    }
};

QTEST_GUILESS_MAIN(TestResourceSampler)
#include "tst_resourcesampler.moc"
