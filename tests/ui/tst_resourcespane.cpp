// SPDX-License-Identifier: Apache-2.0
// The Resources dock: samples from the feed become ten minutes of history, the graphs carry
// the limits and show a sample's time and value on hover, the warning shows near a limit and
// goes away after, the process list sorts by CPU as numbers; and the controller fills the pane
// from a real sandbox's live samples (no polling).
#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/InProcessTransport.h"
#include "resources/ResourceGraph.h"
#include "resources/ResourceHistory.h"
#include "resources/ResourcesController.h"
#include "resources/ResourcesPane.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionTreeModel.h"

#include <QDateTime>
#include <QJsonArray>
#include <QLabel>
#include <QSignalSpy>
#include <QTreeWidget>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {

QJsonObject sample(qint64 ms, double cpu, qint64 memory, qint64 memoryLimit, qint64 tasks, qint64 taskLimit)
{
    return {{QStringLiteral("type"), QStringLiteral("resource_sample")},
            {QStringLiteral("timestamp"),
             QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs)},
            {QStringLiteral("sandbox"),
             QJsonObject{{QStringLiteral("cpuPercent"), cpu},
                         {QStringLiteral("memoryBytes"), memory},
                         {QStringLiteral("memoryLimitBytes"), memoryLimit},
                         {QStringLiteral("tasks"), tasks},
                         {QStringLiteral("taskLimit"), taskLimit}}},
            {QStringLiteral("processes"),
             QJsonArray{QJsonObject{{QStringLiteral("pid"), 10},
                                    {QStringLiteral("cpuPercent"), 9.5},
                                    {QStringLiteral("rssBytes"), 1000},
                                    {QStringLiteral("command"), QStringLiteral("a")}},
                        QJsonObject{{QStringLiteral("pid"), 11},
                                    {QStringLiteral("cpuPercent"), 80.0},
                                    {QStringLiteral("rssBytes"), 2000},
                                    {QStringLiteral("command"), QStringLiteral("b")}},
                        QJsonObject{{QStringLiteral("pid"), 12},
                                    {QStringLiteral("cpuPercent"), 100.0},
                                    {QStringLiteral("rssBytes"), 500},
                                    {QStringLiteral("command"), QStringLiteral("c")}}}}};
}

} // namespace

class TestResourcesPane : public QObject
{
    Q_OBJECT

private slots:
    void historyKeepsTenMinutes()
    {
        ResourceHistory history;
        const qint64 start = QDateTime::currentMSecsSinceEpoch() - 20 * 60 * 1000;
        for (int i = 0; i < 20 * 60; ++i)
            history.add(sample(start + i * 1000, 1, 100, 0, 1, 0));
        QCOMPARE(history.size(), 601);
        QCOMPARE(history.cpu().size(), 601);
    }

    void warningAndLimits_data()
    {
        QTest::addColumn<qint64>("memory");
        QTest::addColumn<qint64>("tasks");
        QTest::addColumn<bool>("warned");
        QTest::newRow("well under") << qint64(100) << qint64(10) << false;
        QTest::newRow("memory at 90%") << qint64(900) << qint64(10) << true;
        QTest::newRow("tasks at 95%") << qint64(100) << qint64(95) << true;
    }

    void warningAndLimits()
    {
        QFETCH(qint64, memory);
        QFETCH(qint64, tasks);
        QFETCH(bool, warned);
        ResourcesPane pane;
        pane.resize(900, 500);
        pane.show();
        pane.setSandbox(QStringLiteral("Local"));
        ResourceHistory history;
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (int i = 0; i < 30; ++i)
            history.add(
                sample(now - (30 - i) * 1000, 50, i == 29 ? memory : 100, 1000, i == 29 ? tasks : 10, 100));
        pane.showHistory(history);
        QCOMPARE(pane.warningLabel()->isVisible(), warned);
        QCOMPARE(pane.memoryGraph()->limit(), 1000.0);
        QCOMPARE(pane.tasksGraph()->limit(), 100.0);
        // Near the limit it is drawn to scale; far below (10%), the use fills the plot instead.
        QCOMPARE(pane.memoryGraph()->limitInScale(), memory >= 250);
        if (memory >= 250)
            QVERIFY(pane.memoryGraph()->scaleMaximum() >= 1000.0);
        else
            QVERIFY(pane.memoryGraph()->scaleMaximum() < 200.0);
        QCOMPARE(pane.tasksGraph()->limitInScale(), tasks >= 25);
        // Sorted by CPU as numbers: 100 before 80 before 9.5 (as text "9.5" would come first).
        QTreeWidget *list = pane.processList();
        QCOMPARE(list->topLevelItemCount(), 3);
        QCOMPARE(list->topLevelItem(0)->text(2), QStringLiteral("12"));
        QCOMPARE(list->topLevelItem(1)->text(2), QStringLiteral("11"));
        // Hover: the right edge is the newest sample.
        ResourceGraph *cpu = pane.cpuGraph();
        const QString text = cpu->hoverTextAt(cpu->width() - 8);
        QVERIFY2(text.contains(QStringLiteral("50")), qPrintable(text));
        QVERIFY(cpu->hoverTextAt(1).isEmpty()); // left of the plot
        // The wheel zooms between 1 and 10 minutes.
        cpu->setWindowSeconds(30);
        QCOMPARE(cpu->windowSeconds(), 60);
        cpu->setWindowSeconds(6000);
        QCOMPARE(cpu->windowSeconds(), 600);
        QVERIFY(!cpu->grab().isNull());
    }

    void controllerFollowsLiveSamples()
    {
        std::unique_ptr<ClientFixture> fx = ClientFixture::create(QStringLiteral("inprocess"));
        QVERIFY(fx);
        auto *transport = new InProcessTransport(fx->host()->handler(), fx->host()->context());
        auto *connection = new SandboxConnection(QStringLiteral("Test"), transport, true);
        QWidget window;
        ResourcesController controller(&window);
        controller.connectionAdded(connection);
        controller.currentSessionChanged(connection, QStringLiteral("default"));
        QVERIFY(waitUntil(
            [&] {
                const ResourceHistory *history = controller.historyOf(connection);
                return history && history->size() >= 2;
            },
            10000));
        QVERIFY(controller.historyOf(connection)->latest().value(QStringLiteral("processes")).toInt() >= 1);
        QVERIFY(controller.pane()->processList()->topLevelItemCount() >= 1);
        controller.connectionRemoved(connection);
        delete connection;
    }

    // The session list shows each session's CPU and memory from the samples the controller
    // already receives on the feed (no request of its own).
    void sessionListShowsEachSessionsUse()
    {
        std::unique_ptr<ClientFixture> fx = ClientFixture::create(QStringLiteral("inprocess"));
        QVERIFY(fx);
        auto *transport = new InProcessTransport(fx->host()->handler(), fx->host()->context());
        auto *connection = new SandboxConnection(QStringLiteral("Test"), transport, true);
        SessionTreeModel model;
        model.addConnection(connection);
        QCOMPARE(resultOf(connection->client()->exec(QStringLiteral("true"))).exitCode, 0); // its shell runs
        connection->refresh();
        QWidget window;
        ResourcesController controller(&window);
        controller.connectionAdded(connection);
        QModelIndex session;
        QVERIFY(waitUntil(
            [&] {
                session = model.indexOfSession(connection, QStringLiteral("default"));
                return session.isValid()
                    && session.siblingAtColumn(SessionTreeModel::UsageColumn)
                           .data(SessionTreeModel::RssBytesRole)
                           .toLongLong()
                    > 0;
            },
            10000));
        const QModelIndex usage = session.siblingAtColumn(SessionTreeModel::UsageColumn);
        const QString text = usage.data().toString();
        QVERIFY2(text.contains(QLatin1Char('%')) && text.contains(QLatin1String("iB")), qPrintable(text));
        QVERIFY(usage.data(SessionTreeModel::CpuPercentRole).toDouble() >= 0);
        QVERIFY(session.data(Qt::ToolTipRole).toString().contains(QLatin1String("CPU")));
        QCOMPARE(model.headerData(SessionTreeModel::UsageColumn, Qt::Horizontal).toString(),
                 QStringLiteral("CPU \u00b7 Memory"));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(changed.wait(5000)); // the next sample, a second later
        controller.connectionRemoved(connection);
        model.removeConnection(connection);
        delete connection;
    }
};

QTEST_MAIN(TestResourcesPane)
#include "tst_resourcespane.moc"
