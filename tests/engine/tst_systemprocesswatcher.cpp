// SPDX-License-Identifier: Apache-2.0
// SystemProcessWatcher: feed events for processes started and ended by anything, found by
// /proc scans that run only on hints while the feed has subscribers — none while idle.
#include "engine/Sandbox.h"
#include "engine/events/EventFeed.h"
#include "engine/process/SystemProcessTable.h"
#include "engine/process/SystemProcessWatcher.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;

namespace {
QList<QJsonObject> ofType(const QList<QJsonObject> &events, const QString &type)
{
    QList<QJsonObject> found;
    for (const QJsonObject &event : events) {
        if (event.value(QStringLiteral("type")).toString() == type)
            found.append(event);
    }
    return found;
}
} // namespace

class TestSystemProcessWatcher : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_workspace;
    std::unique_ptr<Sandbox> m_sandbox;
    SystemProcessWatcher *m_watcher = nullptr;
    QList<QJsonObject> m_events;

private slots:
    void init()
    {
        Sandbox::Options options;
        options.workspaceDir = m_workspace.path();
        m_sandbox = std::make_unique<Sandbox>(options);
        EventFeed *feed = EventFeed::of(m_sandbox.get());
        m_watcher = new SystemProcessWatcher(
            new SystemProcessTable(SystemProcessTable::Scope::Descendants, m_sandbox.get()), feed, {},
            m_sandbox.get());
        m_events.clear();
        connect(feed, &EventFeed::published, this, [this](const SandboxEvent &event) {
            if (event.json()
                    .value(QStringLiteral("type"))
                    .toString()
                    .startsWith(QLatin1String("sandbox_process_")))
                m_events.append(event.json());
        });
    }
    void cleanup() { m_sandbox.reset(); }

    // Nobody follows the feed: nothing is scanned or published, whatever the hints.
    void withoutSubscribersNothingIsRead()
    {
        QProcess sleeper;
        sleeper.start(QStringLiteral("sleep"), {QStringLiteral("5.125")});
        QVERIFY(sleeper.waitForStarted());
        m_watcher->hint();
        QTest::qWait(400);
        QVERIFY(!m_watcher->isActive());
        QCOMPARE(m_watcher->scanCount(), 0);
        QVERIFY(m_events.isEmpty());
        sleeper.kill();
        sleeper.waitForFinished();
    }

    // A subscriber and nothing happening: the baseline scan, the follow-ups, then no reads at all.
    void idleMeansNoScans()
    {
        EventFeed::of(m_sandbox.get())->addSubscriber();
        QVERIFY(m_watcher->isActive());
        QCOMPARE(m_watcher->scanCount(), 1); // the baseline (what runs already is no news)
        QTest::qWait(300);
        const int settled = m_watcher->scanCount();
        QTest::qWait(1500);
        QCOMPARE(m_watcher->scanCount(), settled);
        QVERIFY(m_events.isEmpty());
        EventFeed::of(m_sandbox.get())->removeSubscriber();
        QVERIFY(!m_watcher->isActive());
    }

    // A start found on a hint, its end on the pidfd's notice alone (no hint).
    void startOnHintExitByPidfd_data()
    {
        QTest::addColumn<QString>("seconds");
        QTest::addColumn<bool>("killed");
        QTest::newRow("ends by itself") << QStringLiteral("0.6") << false;
        QTest::newRow("killed") << QStringLiteral("30.5") << true;
    }
    void startOnHintExitByPidfd()
    {
        QFETCH(QString, seconds);
        QFETCH(bool, killed);
        EventFeed::of(m_sandbox.get())->addSubscriber();
        QTest::qWait(1200); // past the baseline's follow-ups
        QProcess sleeper;
        sleeper.start(QStringLiteral("sleep"), {seconds});
        QVERIFY(sleeper.waitForStarted());
        const qint64 pid = sleeper.processId();
        QElapsedTimer clock;
        clock.start();
        m_watcher->hint();
        QTRY_VERIFY_WITH_TIMEOUT(!ofType(m_events, QStringLiteral("sandbox_process_started")).isEmpty(),
                                 1000);
        const QJsonObject started = ofType(m_events, QStringLiteral("sandbox_process_started")).first();
        QVERIFY(
            started.value(QStringLiteral("command")).toString().endsWith(QStringLiteral("sleep ") + seconds));
        QCOMPARE(started.value(QStringLiteral("name")).toString(), QStringLiteral("sleep"));
        QCOMPARE(started.value(QStringLiteral("pid")).toInteger(), pid);
        QCOMPARE(started.value(QStringLiteral("ppid")).toInteger(), QCoreApplication::applicationPid());
        QVERIFY(started.value(QStringLiteral("signallable")).toBool());
        QVERIFY(clock.elapsed() < 300);
        if (killed)
            sleeper.kill();
        QVERIFY(sleeper.waitForFinished(5000));
        clock.start();
        QTRY_VERIFY_WITH_TIMEOUT(!ofType(m_events, QStringLiteral("sandbox_process_exited")).isEmpty(), 1000);
        QVERIFY(clock.elapsed() < 300);
        const QJsonObject exited = ofType(m_events, QStringLiteral("sandbox_process_exited")).first();
        QCOMPARE(exited.value(QStringLiteral("pid")).toInteger(), pid);
        QCOMPARE(exited.value(QStringLiteral("startTicks")).toString(),
                 started.value(QStringLiteral("startTicks")).toString());
        EventFeed::of(m_sandbox.get())->removeSubscriber();
    }
};

QTEST_GUILESS_MAIN(TestSystemProcessWatcher)
#include "tst_systemprocesswatcher.moc"
