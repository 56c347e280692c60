// SPDX-License-Identifier: Apache-2.0
// The processes pane's "All Processes" tree: the model's in-place updates (checked by
// QAbstractItemModelTester) and, offscreen, a live sandbox whose shell's child appears under
// the shell and is killed from the view.
#include "FutureWait.h"
#include "client/EventSubscription.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "log/LogModel.h"
#include "processes/AllProcessesView.h"
#include "processes/ProcessPane.h"
#include "processes/ProcessTreeModel.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>
#include <QtTest>

#include <csignal>
#include <unistd.h>

using namespace sandman;
using namespace sandman::test;

namespace {
SystemProcessInfo proc(qint64 pid, qint64 ppid, quint64 startTicks = 1)
{
    SystemProcessInfo info;
    info.pid = pid;
    info.ppid = ppid;
    info.startTicks = startTicks;
    info.command = QStringLiteral("cmd %1").arg(pid);
    info.state = QStringLiteral("S");
    info.signallable = true;
    return info;
}

qint64 pidOf(const QModelIndex &index)
{
    return index.data(ProcessTreeModel::PidRole).toLongLong();
}

bool alive(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    return close > 0 && line.size() > close + 2 && line.at(close + 2) != 'Z';
}

// Answers the next message box with the given button, once it is up.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    auto *timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            timer->deleteLater();
            box->button(button)->click();
        }
    });
    timer->start(20);
}
// A local sandbox and a processes pane on it, shown offscreen.
struct PaneOnSandbox {
    QTemporaryDir workspace;
    std::unique_ptr<SandboxHost> host;
    LogModel log;
    SandboxConnection *connection = nullptr;
    std::unique_ptr<ProcessPane> pane;

    PaneOnSandbox()
    {
        Sandbox::Options options;
        options.workspaceDir = workspace.path();
        options.killGraceMs = 200;
        host = std::make_unique<SandboxHost>(options);
        connection = new SandboxConnection(QStringLiteral("local"),
                                           new InProcessTransport(host->handler(), host->context()), true);
        pane = std::make_unique<ProcessPane>(&log);
        pane->addConnection(connection);
        pane->setCurrentConnection(connection);
        pane->resize(900, 500);
        pane->show();
    }
    ~PaneOnSandbox()
    {
        pane->setCurrentConnection(nullptr);
        pane.reset();
        delete connection;
    }
};
} // namespace

class TestAllProcesses : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void modelKeepsRowsAcrossUpdates()
    {
        ProcessTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProcesses({proc(1, 0), proc(10, 1), proc(11, 10), proc(12, 10)});
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex shell = model.indexOfPid(10);
        QCOMPARE(pidOf(shell.parent()), qint64(1));
        QCOMPARE(model.rowCount(shell), 2);
        QCOMPARE(pidOf(model.indexOfPid(11).parent()), qint64(10));
        QPersistentModelIndex child(model.indexOfPid(11));
        QPersistentModelIndex other(model.indexOfPid(12));

        // 10 exits: its children are adopted by 1 and keep their rows (selection survives).
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        SystemProcessInfo busy = proc(11, 1);
        busy.cpuPercent = 99;
        model.setProcesses({proc(1, 0), busy, proc(12, 1), proc(13, 12)});
        QCOMPARE(resets.count(), 0);
        QVERIFY(!model.indexOfPid(10).isValid());
        QVERIFY(child.isValid());
        QCOMPARE(pidOf(child), qint64(11));
        QCOMPARE(pidOf(child.parent()), qint64(1));
        QCOMPARE(model.process(child).cpuPercent, 99.0);
        QCOMPARE(pidOf(model.indexOfPid(13).parent()), qint64(12));
        QCOMPARE(model.processCount(), 4);

        // A reused pid (another start time) is another process: a new row.
        model.setProcesses({proc(1, 0), proc(11, 1, 777), proc(12, 1), proc(13, 12)});
        QVERIFY(!child.isValid());
        QVERIFY(other.isValid());
        QCOMPARE(model.process(model.indexOfPid(11)).startTicks, quint64(777));

        // Inconsistent input (a cycle, a duplicate, a bad pid, itself as parent) costs nothing.
        model.setProcesses({proc(20, 21), proc(21, 20), proc(22, 22), proc(0, 1), proc(23, 1), proc(23, 1)});
        QCOMPARE(model.processCount(), 4);
        QVERIFY(model.indexOfPid(22).isValid());
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    // A busy sandbox: 2,000 processes under one parent, refreshed through a sorting proxy.
    void largeTreeUpdatesQuickly()
    {
        ProcessTreeModel model;
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(ProcessTreeModel::SortRole);
        proxy.sort(ProcessTreeModel::CpuColumn, Qt::DescendingOrder);
        QList<SystemProcessInfo> list{proc(1, 0)};
        for (qint64 pid = 2; pid <= 2000; ++pid)
            list.append(proc(pid, pid % 3 == 0 ? pid - 1 : 1));
        QElapsedTimer clock;
        clock.start();
        model.setProcesses(list);
        const qint64 first = clock.restart();
        for (SystemProcessInfo &p : list)
            p.cpuPercent = double(p.pid % 17);
        list.removeAt(500);
        model.setProcesses(list);
        const qint64 second = clock.elapsed();
        qInfo("2000 processes: first fill %lld ms, refresh %lld ms", first, second);
        QCOMPARE(model.processCount(), 1999);
        QVERIFY(second < 3000);
    }

    void sortsNumerically()
    {
        ProcessTreeModel model;
        SystemProcessInfo small = proc(9, 0);
        small.rssBytes = 900;
        SystemProcessInfo big = proc(10, 0);
        big.rssBytes = 10000;
        model.setProcesses({big, small});
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(ProcessTreeModel::SortRole);
        proxy.sort(ProcessTreeModel::PidColumn, Qt::AscendingOrder);
        QCOMPARE(pidOf(proxy.index(0, 0)), qint64(9));
        proxy.sort(ProcessTreeModel::MemoryColumn, Qt::DescendingOrder);
        QCOMPARE(pidOf(proxy.index(0, 0)), qint64(10));
        // By CPU as numbers, not as their text ("9.0 %" would sort above "10.0 %").
        small.cpuPercent = 9;
        big.cpuPercent = 10;
        SystemProcessInfo idle = proc(11, 0);
        model.setProcesses({small, idle, big});
        proxy.sort(ProcessTreeModel::CpuColumn, Qt::DescendingOrder);
        QCOMPARE(pidOf(proxy.index(0, 0)), qint64(10));
        QCOMPARE(pidOf(proxy.index(2, 0)), qint64(11));
        proxy.sort(ProcessTreeModel::CpuColumn, Qt::AscendingOrder);
        QCOMPARE(pidOf(proxy.index(0, 0)), qint64(11));
        // The view sorts through the same role when its CPU or Memory header is clicked.
        AllProcessesView view;
        QCOMPARE(view.proxy()->sortRole(), int(ProcessTreeModel::SortRole));
        QVERIFY(view.view()->isSortingEnabled());
    }

    void elapsedText_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << qint64(0) << "00:00";
        QTest::newRow("negative") << qint64(-5) << "00:00";
        QTest::newRow("seconds") << qint64(59999) << "00:59";
        QTest::newRow("minutes") << qint64(61000) << "01:01";
        QTest::newRow("hours") << qint64(3661000) << "01:01:01";
        QTest::newRow("days") << qint64(90061000) << "1-01:01:01";
    }

    void elapsedText()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(ProcessTreeModel::elapsedText(ms), text);
    }

    void stateTexts()
    {
        for (const char *state : {"R", "S", "D", "Z", "T", "t", "X", "I"})
            QVERIFY(ProcessTreeModel::stateText(QString::fromLatin1(state)) != QLatin1String(state));
        QCOMPARE(ProcessTreeModel::stateText(QStringLiteral("W")), QStringLiteral("W"));
    }

    void pageIsRemembered()
    {
        LogModel log;
        ProcessPane first(&log);
        first.showAllProcesses(true);
        ProcessPane second(&log);
        QVERIFY(second.isShowingAllProcesses());
        second.showAllProcesses(false);
        ProcessPane third(&log);
        QVERIFY(!third.isShowingAllProcesses());
    }

    // A process started any way shows up from the feed's events, long before the poll would
    // find it (which this test never waits for), and goes when it ends.
    void liveRowsFromTheFeed_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<QByteArray>("command");
        QTest::addColumn<QString>("expected");
        QTest::newRow("sleep & typed in a terminal")
            << QStringLiteral("terminal") << QByteArray("sleep 30.25 &\r") << QStringLiteral("sleep 30.25");
        QTest::newRow("quiet foreground command in a terminal")
            << QStringLiteral("terminal") << QByteArray("sleep 2.75\r") << QStringLiteral("sleep 2.75");
        QTest::newRow("detached by another client's exec")
            << QStringLiteral("exec") << QByteArray("(setsid sleep 30.5 &)") << QStringLiteral("sleep 30.5");
    }
    void liveRowsFromTheFeed()
    {
        QFETCH(QString, how);
        QFETCH(QByteArray, command);
        QFETCH(QString, expected);
        PaneOnSandbox fixture;
        ProcessPane &pane = *fixture.pane;
        SandboxConnection *connection = fixture.connection;
        pane.showAllProcesses(true);
        AllProcessesView *view = pane.allProcessesView();
        ProcessTreeModel *model = view->model();
        QSignalSpy refreshed(view, &AllProcessesView::refreshed);
        QVERIFY(waitUntil([&] { return refreshed.count() >= 1; }, 10000));
        EventSubscription *feed = connection->client()->subscribeEvents();
        QSignalSpy subscribed(feed, &EventSubscription::subscribed);
        connect(feed, &EventSubscription::eventReceived, view,
                [view, connection](const QJsonObject &event) { view->applyEvent(connection, event); });
        QVERIFY(subscribed.wait(5000));

        const auto find = [&]() -> qint64 {
            const QModelIndexList found
                = model->match(model->index(0, ProcessTreeModel::CommandColumn), Qt::DisplayRole, expected, 1,
                               Qt::MatchExactly | Qt::MatchRecursive);
            return found.isEmpty() ? 0 : pidOf(found.first());
        };
        std::unique_ptr<TerminalStream> terminal;
        QElapsedTimer clock;
        if (how == QLatin1String("terminal")) {
            terminal.reset(connection->client()->openTerminal(QStringLiteral("default"), 80, 24));
            QSignalSpy ready(terminal.get(), &TerminalStream::ready);
            QVERIFY(ready.wait(5000));
            QTest::qWait(300); // the prompt
            const int refreshesBefore = int(refreshed.count());
            clock.start();
            terminal->write(command);
            QVERIFY2(waitUntil([&] { return find() > 0; }, 3000), "the process never showed up");
            QVERIFY(refreshed.count() == refreshesBefore || clock.elapsed() < 1000);
        } else {
            clock.start();
            connection->client()->exec(QString::fromUtf8(command));
            QVERIFY2(waitUntil([&] { return find() > 0; }, 3000), "the process never showed up");
        }
        const qint64 latency = clock.elapsed();
        qInfo("%s: the row appeared %lld ms after the command", QTest::currentDataTag(), latency);
        QVERIFY2(latency < 1000, qPrintable(QStringLiteral("%1 ms").arg(latency)));
        const qint64 pid = find();
        const SystemProcessInfo info = model->process(model->indexOfPid(pid));
        QCOMPARE(info.sessionId, QStringLiteral("default"));

        // Its end, without a poll either.
        clock.start();
        QVERIFY(::kill(pid_t(pid), SIGTERM) == 0);
        QVERIFY(waitUntil([&] { return !model->indexOfPid(pid).isValid(); }, 3000));
        qInfo("%s: the row went %lld ms after the process ended", QTest::currentDataTag(), clock.elapsed());
        QVERIFY(clock.elapsed() < 1000);
        terminal.reset();
        delete feed;
        pane.showAllProcesses(false); // the page is remembered for the next pane
    }

    // CPU and memory come from the agent's resource_sample on the feed: a busy process's CPU
    // rises in the tree while the view asks nothing.
    void figuresFollowTheSamples()
    {
        PaneOnSandbox fixture;
        ProcessPane &pane = *fixture.pane;
        SandboxConnection *connection = fixture.connection;
        pane.showAllProcesses(true);
        AllProcessesView *view = pane.allProcessesView();
        ProcessTreeModel *model = view->model();
        QSignalSpy refreshed(view, &AllProcessesView::refreshed);
        QVERIFY(waitUntil([&] { return refreshed.count() >= 1; }, 10000));
        EventSubscription *feed = connection->client()->subscribeEvents();
        int samples = 0;
        qint64 pid = 0;
        double sampledCpu = -1; // what the last sample said of the process
        connect(feed, &EventSubscription::eventReceived, view, [&](const QJsonObject &event) {
            if (event.value(QStringLiteral("type")).toString() == QLatin1String("resource_sample")) {
                ++samples;
                for (const QJsonValue &row : event.value(QStringLiteral("usage")).toArray()) {
                    if (row[0].toInteger() == pid && pid > 0)
                        sampledCpu = row[1].toDouble();
                }
            }
            view->applyEvent(connection, event);
        });
        const ExecResult started = resultOf(connection->client()->exec(
            QStringLiteral("sh -c 'while :; do :; done' >/dev/null 2>&1 & echo $!")));
        pid = QString::fromUtf8(started.stdoutData).trimmed().toLongLong();
        QVERIFY(pid > 0);
        QVERIFY(waitUntil([&] { return model->indexOfPid(pid).isValid(); }, 5000));
        const int listings = int(refreshed.count());
        const auto cpu = [&] { return model->process(model->indexOfPid(pid)).cpuPercent; };
        // A spinning shell uses most of a CPU over a second; the tree shows the sample's figure
        // (not the lifetime average a listing gives).
        const bool busy
            = waitUntil([&] { return samples >= 2 && sampledCpu > 30 && cpu() == sampledCpu; }, 8000);
        const double seen = cpu();
        const qint64 memory = model->process(model->indexOfPid(pid)).rssBytes;
        ::kill(pid_t(pid), SIGKILL);
        QVERIFY2(
            busy,
            qPrintable(
                QStringLiteral("tree %1%, sample %2%, %3 samples").arg(seen).arg(sampledCpu).arg(samples)));
        QVERIFY(memory > 0);
        // Samples arrive: the periodic listing is not needed, so none was made.
        QVERIFY(waitUntil([&] { return !model->indexOfPid(pid).isValid(); }, 5000));
        QTest::qWait(AllProcessesView::refreshIntervalMs() + 500);
        QCOMPARE(int(refreshed.count()), listings);
        delete feed;
        pane.showAllProcesses(false);
    }

    void liveTreeAndKill()
    {
        PaneOnSandbox fixture;
        ProcessPane &pane = *fixture.pane;
        SandboxConnection *connection = fixture.connection;
        AllProcessesView *view = pane.allProcessesView();
        QSignalSpy refreshed(view, &AllProcessesView::refreshed);
        QVERIFY(!view->isVisible());
        pane.showAllProcesses(true);
        QVERIFY(pane.isShowingAllProcesses());
        QVERIFY(view->isVisible());

        const ExecResult started
            = resultOf(connection->client()->exec(QStringLiteral("sleep 306 >/dev/null 2>&1 & echo $!")));
        const qint64 pid = QString::fromUtf8(started.stdoutData).trimmed().toLongLong();
        QVERIFY(pid > 0);
        ProcessTreeModel *model = view->model();
        // It shows up within a refresh or two, under the session's shell, below the agent.
        QVERIFY(waitUntil([&] { return model->indexOfPid(pid).isValid(); }, 10000));
        const QModelIndex sleep = model->indexOfPid(pid);
        const SystemProcessInfo info = model->process(sleep);
        QCOMPARE(info.sessionId, QStringLiteral("default"));
        QCOMPARE(pidOf(sleep.parent()), info.ppid);
        const SystemProcessInfo shell = model->process(sleep.parent());
        QCOMPARE(shell.ownerKind, QStringLiteral("shell"));
        QCOMPARE(pidOf(sleep.parent().parent()), qint64(::getpid()));
        QVERIFY(model->process(sleep.parent().parent()).isAgent);
        QCOMPARE(sleep.sibling(sleep.row(), ProcessTreeModel::SessionColumn).data().toString(),
                 QStringLiteral("default"));

        // Selection and a collapsed branch survive refreshes.
        QTreeView *tree = view->view();
        const QModelIndex proxied = view->proxy()->mapFromSource(sleep);
        QVERIFY(tree->isExpanded(proxied.parent()));
        tree->selectionModel()->select(proxied,
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        const QModelIndex agentRow = view->proxy()->mapFromSource(model->indexOfPid(::getpid()));
        tree->collapse(agentRow);
        const int before = int(refreshed.count());
        QVERIFY(waitUntil([&] { return refreshed.count() >= before + 2; },
                          2 * AllProcessesView::refreshIntervalMs() + 5000));
        QCOMPARE(tree->selectionModel()->selectedRows().size(), 1);
        QCOMPARE(pidOf(tree->selectionModel()->selectedRows().first()), pid);
        QVERIFY(!tree->isExpanded(view->proxy()->mapFromSource(model->indexOfPid(::getpid()))));
        QVERIFY(tree->isExpanded(view->proxy()->mapFromSource(model->indexOfPid(info.ppid))));

        // The agent cannot be signalled: said as a sentence, nothing sent.
        view->sendSignal(model->indexOfPid(::getpid()), QStringLiteral("TERM"));
        QVERIFY(view->statusText().contains(QString::number(::getpid())));

        // KILL asks first; "Cancel" sends nothing.
        answerNextMessageBox(QMessageBox::Cancel);
        view->signalSelected(QStringLiteral("KILL"));
        QTest::qWait(300);
        QVERIFY(alive(pid));
        answerNextMessageBox(QMessageBox::Yes);
        view->signalSelected(QStringLiteral("KILL"));
        QVERIFY(waitUntil([pid] { return !alive(pid); }, 10000));
        QVERIFY(waitUntil([&] { return !model->indexOfPid(pid).isValid(); }, 10000));
        QVERIFY2(view->statusText().contains(QStringLiteral("KILL")), qPrintable(view->statusText()));

        // Hidden, it stops polling.
        pane.showAllProcesses(false);
        QVERIFY(!view->isVisible());
        QTest::qWait(300);
        const int hiddenAt = int(refreshed.count());
        QTest::qWait(AllProcessesView::refreshIntervalMs() + 700);
        QCOMPARE(int(refreshed.count()), hiddenAt);

        pane.setCurrentConnection(nullptr);
        QCOMPARE(model->rowCount(), 0);
    }
};

QTEST_MAIN(TestAllProcesses)
#include "tst_allprocesses.moc"
