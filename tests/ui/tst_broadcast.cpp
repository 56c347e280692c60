// SPDX-License-Identifier: Apache-2.0
// Broadcast: one command in many sessions with a result grid (over every transport), its
// concurrency limit, stop-on-first-failure, re-running the failed rows, a sandbox that goes
// away mid-run, the pane's target list and grid; and keystroke broadcast between tabs.
#include "ClientFixture.h"
#include "FakeTerminalBackend.h"
#include "FutureWait.h"
#include "broadcast/BroadcastPane.h"
#include "broadcast/BroadcastResultModel.h"
#include "broadcast/BroadcastRunner.h"
#include "broadcast/KeystrokeBroadcast.h"
#include "client/InProcessTransport.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"
#include "tabs/TerminalTabs.h"
#include "terminal/TerminalChannel.h"
#include "terminal/TerminalView.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTreeWidget>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;
using State = BroadcastResultModel::State;

namespace {
class FakeChannel : public TerminalChannel
{
public:
    using TerminalChannel::TerminalChannel;
    void sendInput(const QByteArray &bytes) override { input += bytes; }
    void resize(int, int) override { }
    QByteArray input;
};
} // namespace

class TestBroadcast : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<ClientFixture> m_fx;

    // Sessions s0…s(n-1), each with N set to its number.
    QList<BroadcastTarget> makeSessions(ClientFixture *fx, int count,
                                        const QString &sandbox = QStringLiteral("one"))
    {
        QList<BroadcastTarget> targets;
        for (int i = 0; i < count; ++i) {
            SessionOptions options;
            options.id = QStringLiteral("s%1").arg(i);
            options.env.insert(QStringLiteral("N"), QString::number(i));
            resultOf(fx->client()->createSession(options));
            targets.append({fx->client(), sandbox, options.id});
        }
        return targets;
    }

    static bool waitDone(BroadcastRunner *runner, int timeoutMs = 60000)
    {
        return QTest::qWaitFor([runner] { return !runner->isRunning(); }, timeoutMs);
    }

private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        m_fx = ClientFixture::create(transport);
        QVERIFY(m_fx);
    }
    void cleanup() { m_fx.reset(); }

    void rowPerTarget_data()
    {
        QTest::addColumn<int>("concurrency");
        QTest::newRow("all at once") << 0;
        QTest::newRow("two at once") << 2;
        QTest::newRow("one at a time") << 1;
    }
    void rowPerTarget()
    {
        QFETCH(int, concurrency);
        const QList<BroadcastTarget> targets = makeSessions(m_fx.get(), 5);
        BroadcastResultModel model;
        BroadcastRunner runner(&model);
        runner.setConcurrency(concurrency);
        int maxRunning = 0;
        connect(&model, &QAbstractItemModel::dataChanged, this,
                [&] { maxRunning = qMax(maxRunning, model.countIn(State::Running)); });
        QSignalSpy finished(&runner, &BroadcastRunner::finished);
        runner.start(QStringLiteral("echo out$N; echo err$N >&2; sleep 0.2; (exit $((N % 2)))"), targets);
        QVERIFY(waitDone(&runner));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(model.rowCount(), 5);
        for (int i = 0; i < 5; ++i) {
            const BroadcastResultModel::Row &row = model.row(i);
            QCOMPARE(row.target.sessionId, QStringLiteral("s%1").arg(i));
            QVERIFY2(row.state != State::Error, qPrintable(row.message));
            QCOMPARE(row.state, i % 2 ? State::Failed : State::Succeeded);
            QCOMPARE(row.exitCode, i % 2);
            QCOMPARE(row.stdoutText, QStringLiteral("out%1\n").arg(i));
            QCOMPARE(row.stderrText, QStringLiteral("err%1\n").arg(i));
            QVERIFY(row.durationMs >= 150);
            // The grid's columns.
            QCOMPARE(model.index(i, BroadcastResultModel::StdoutColumn).data().toString(),
                     QStringLiteral("out%1").arg(i));
            QCOMPARE(model.index(i, BroadcastResultModel::ExitCodeColumn).data().toInt(), i % 2);
            QCOMPARE(model.index(i, BroadcastResultModel::StateColumn).data().toString(),
                     i % 2 ? QStringLiteral("failed") : QStringLiteral("succeeded"));
        }
        QCOMPARE(maxRunning, concurrency == 0 ? 5 : concurrency);
        // Wall time follows the limit: five 0.2 s commands one at a time take 1 s or more.
        if (concurrency == 1)
            QVERIFY(runner.wallTimeMs() >= 1000);
        if (concurrency == 0)
            QVERIFY2(runner.wallTimeMs() < 1000, qPrintable(QString::number(runner.wallTimeMs())));
    }

    void stopsAtFirstFailure()
    {
        const QList<BroadcastTarget> targets = makeSessions(m_fx.get(), 5);
        BroadcastResultModel model;
        BroadcastRunner runner(&model);
        runner.setConcurrency(1);
        runner.setStopOnFailure(true);
        runner.start(QStringLiteral("test $N -lt 2"), targets); // s2 fails
        QVERIFY(waitDone(&runner));
        const QList<State> expected{State::Succeeded, State::Succeeded, State::Failed, State::Skipped,
                                    State::Skipped};
        for (int i = 0; i < 5; ++i)
            QCOMPARE(model.row(i).state, expected.at(i));
    }

    void stopOnFailureCancelsRunningOnes()
    {
        const QList<BroadcastTarget> targets = makeSessions(m_fx.get(), 3);
        BroadcastResultModel model;
        BroadcastRunner runner(&model);
        runner.setConcurrency(0);
        runner.setStopOnFailure(true);
        QElapsedTimer clock;
        clock.start();
        runner.start(QStringLiteral("if [ $N = 0 ]; then (exit 7); else sleep 30; fi"), targets);
        QVERIFY(waitDone(&runner, 20000));
        QVERIFY(clock.elapsed() < 15000);
        QCOMPARE(model.row(0).state, State::Failed);
        QCOMPARE(model.row(0).exitCode, 7);
        QCOMPARE(model.row(1).state, State::Cancelled);
        QCOMPARE(model.row(2).state, State::Cancelled);
    }

    void rerunsOnlyTheFailed()
    {
        const QList<BroadcastTarget> targets = makeSessions(m_fx.get(), 4);
        BroadcastResultModel model;
        BroadcastRunner runner(&model);
        // Each run appends a line to a file of its session: a rerun shows who ran twice.
        runner.start(QStringLiteral("echo ran >> runs-$N; test -e ok-$N || test $((N % 2)) = 0"), targets);
        QVERIFY(waitDone(&runner));
        QCOMPARE(model.countIn(State::Failed), 2);
        resultOf(m_fx->client()->exec(QStringLiteral("touch ok-1 ok-3")));
        QVERIFY(runner.rerunFailed());
        QVERIFY(waitDone(&runner));
        QCOMPARE(model.countIn(State::Succeeded), 4);
        for (int i = 0; i < 4; ++i) {
            const ExecResult lines = resultOf(m_fx->client()->exec(QStringLiteral("wc -l < runs-%1").arg(i)));
            QCOMPARE(lines.stdoutData.trimmed(), i % 2 ? QByteArray("2") : QByteArray("1"));
        }
        QVERIFY(!runner.rerunFailed()); // nothing left to re-run
    }

    void stopCancelsEverything()
    {
        const QList<BroadcastTarget> targets = makeSessions(m_fx.get(), 4);
        BroadcastResultModel model;
        BroadcastRunner runner(&model);
        runner.setConcurrency(2);
        runner.start(QStringLiteral("sleep 30"), targets);
        QTRY_COMPARE(model.countIn(State::Running), 2);
        runner.stop();
        QVERIFY(waitDone(&runner, 15000));
        for (int i = 0; i < 4; ++i)
            QVERIFY2(model.row(i).state == State::Cancelled,
                     qPrintable(QStringLiteral("%1: %2 %3")
                                    .arg(i)
                                    .arg(int(model.row(i).state))
                                    .arg(model.row(i).message)));
        QCOMPARE(model.countIn(State::Cancelled), 4);
    }

    // A second sandbox that goes away mid-run marks its own rows; the first one's finish.
    void disconnectMarksItsRowsOnly()
    {
        QFETCH_GLOBAL(QString, transport);
        std::unique_ptr<ClientFixture> other = ClientFixture::create(transport);
        QVERIFY(other);
        QList<BroadcastTarget> targets = makeSessions(m_fx.get(), 2, QStringLiteral("stays"));
        targets += makeSessions(other.get(), 2, QStringLiteral("leaves"));
        BroadcastResultModel model;
        BroadcastRunner runner(&model);
        runner.setConcurrency(0);
        runner.start(QStringLiteral("sleep 1; echo done"), targets);
        QTRY_COMPARE(model.countIn(State::Running), 4);
        other.reset(); // its client and transport go
        QVERIFY(waitDone(&runner, 20000));
        QCOMPARE(model.row(0).state, State::Succeeded);
        QCOMPARE(model.row(1).state, State::Succeeded);
        QCOMPARE(model.row(2).state, State::Disconnected);
        QCOMPARE(model.row(3).state, State::Disconnected);
        QVERIFY(!model.row(2).message.isEmpty());
        // Re-running the failed ones cannot reach a sandbox that is gone: said again, at once.
        QVERIFY(runner.rerunFailed());
        QVERIFY(waitDone(&runner, 20000));
        QCOMPARE(model.row(0).state, State::Succeeded);
        QCOMPARE(model.row(2).state, State::Disconnected);
    }

    // The pane: sessions of every sandbox as checkable targets; Run fills the grid.
    void paneRunsCheckedSessions()
    {
        QFETCH_GLOBAL(QString, transport);
        if (transport != QLatin1String("inprocess"))
            QSKIP("the pane's connection is in-process here; the runner covers both transports");
        makeSessions(m_fx.get(), 3);
        auto *connection = new SandboxConnection(
            QStringLiteral("alpha"), new InProcessTransport(m_fx->host()->handler(), m_fx->host()->context()),
            true);
        std::unique_ptr<SandboxConnection> owner(connection);
        QSignalSpy listed(connection, &SandboxConnection::sessionsChanged);
        connection->refresh();
        QTRY_VERIFY(connection->indexOfSession(QStringLiteral("s2")) >= 0);
        BroadcastPane pane(nullptr);
        pane.resize(900, 500);
        pane.show();
        pane.addConnection(connection);
        QTreeWidgetItem *sandbox = pane.targetTree()->topLevelItem(0);
        QCOMPARE(sandbox->text(0), QStringLiteral("alpha"));
        QCOMPARE(sandbox->childCount(), 4); // default, s0, s1, s2
        QVERIFY(!pane.runButton()->isEnabled());
        pane.setTargetChecked(connection, QStringLiteral("s0"), true);
        pane.setTargetChecked(connection, QStringLiteral("s2"), true);
        QCOMPARE(sandbox->checkState(0), Qt::PartiallyChecked);
        pane.commandEdit()->setText(QStringLiteral("echo hello $N; (exit $N)"));
        QVERIFY(pane.runButton()->isEnabled());
        pane.runButton()->click();
        QVERIFY(waitDone(pane.runner()));
        QCOMPARE(pane.model()->rowCount(), 2);
        QCOMPARE(pane.model()->row(0).target.sessionId, QStringLiteral("s0"));
        QCOMPARE(pane.model()->row(1).state, State::Failed);
        QCOMPARE(pane.grid()->model()->index(1, BroadcastResultModel::ExitCodeColumn).data().toInt(), 2);
        QVERIFY(pane.rerunButton()->isEnabled());
        QCOMPARE(pane.summaryLabel()->text().left(26), QStringLiteral("1 of 2 succeeded, 1 failed"));
        pane.grid()->setCurrentIndex(pane.model()->index(1, 0));
        QCOMPARE(pane.detail()->toPlainText(), QStringLiteral("hello 2\n"));
        // Checked sessions survive a new session list.
        connection->refresh();
        QTest::qWait(200);
        QCOMPARE(pane.checkedTargets().size(), 2);
        // The sandbox leaves: its target rows go, its grid rows stay as they were (finished).
        pane.removeConnection(connection);
        QCOMPARE(pane.targetTree()->topLevelItemCount(), 0);
        QCOMPARE(pane.model()->row(0).state, State::Succeeded);
    }

    // Keys typed in one chosen tab reach the other chosen tabs, not the others; marks show.
    void keystrokesGoToChosenTabs()
    {
        QFETCH_GLOBAL(QString, transport);
        if (transport != QLatin1String("inprocess"))
            QSKIP("terminal channels are fakes here: one transport is enough");
        auto *connection = new SandboxConnection(
            QStringLiteral("alpha"), new InProcessTransport(m_fx->host()->handler(), m_fx->host()->context()),
            true);
        std::unique_ptr<SandboxConnection> owner(connection);
        TerminalTabs tabs;
        auto *backend = new FakeTerminalBackend<FakeChannel>;
        tabs.setBackend(backend);
        const QList<QPointer<FakeChannel>> &channels = backend->channels;
        tabs.resize(640, 400);
        tabs.show();
        for (int i = 0; i < 3; ++i)
            QVERIFY(tabs.openTerminal(connection, QStringLiteral("s%1").arg(i)));
        QCOMPARE(channels.size(), 3);
        BroadcastPane pane(&tabs);
        QCOMPARE(pane.tabList()->count(), 3);
        pane.tabList()->item(0)->setCheckState(Qt::Checked);
        pane.tabList()->item(2)->setCheckState(Qt::Checked);
        KeystrokeBroadcast *keys = pane.keystrokes();
        QVERIFY(keys->isActive());
        QVERIFY(keys->isTabIncluded(0) && !keys->isTabIncluded(1) && keys->isTabIncluded(2));
        QTabWidget *tabWidget = tabs.findChild<QTabWidget *>();
        QVERIFY(tabWidget);
        QVERIFY(!tabWidget->tabIcon(0).isNull());
        QVERIFY(tabWidget->tabIcon(1).isNull());
        QVERIFY(!tabWidget->tabIcon(2).isNull());
        for (FakeChannel *channel : channels)
            channel->input.clear();
        QTest::keyClicks(tabs.terminalAt(0), QStringLiteral("ls"));
        QTest::keyClick(tabs.terminalAt(0), Qt::Key_Return);
        QCOMPARE(channels.at(0)->input, QByteArray("ls\r"));
        QCOMPARE(channels.at(1)->input, QByteArray());
        QCOMPARE(channels.at(2)->input, QByteArray("ls\r")); // once: copies are not copied again
        // From the other side too, and a tab outside the group copies nothing.
        QTest::keyClicks(tabs.terminalAt(2), QStringLiteral("x"));
        QCOMPARE(channels.at(0)->input, QByteArray("ls\rx"));
        QTest::keyClicks(tabs.terminalAt(1), QStringLiteral("y"));
        QCOMPARE(channels.at(0)->input, QByteArray("ls\rx"));
        QCOMPARE(channels.at(1)->input, QByteArray("y"));
        // Closing a chosen tab leaves one: nothing to copy to, no marks.
        tabs.closeTab(2);
        QVERIFY(!keys->isActive());
        QVERIFY(tabWidget->tabIcon(0).isNull());
        QTest::keyClicks(tabs.terminalAt(0), QStringLiteral("z"));
        QCOMPARE(channels.at(1)->input, QByteArray("y"));
        // Stop: everything unmarked.
        pane.tabList()->item(1)->setCheckState(Qt::Checked);
        QVERIFY(keys->isActive());
        keys->clear();
        QVERIFY(!keys->isActive());
        QVERIFY(tabWidget->tabIcon(1).isNull());
    }
};

QTEST_MAIN(TestBroadcast)
#include "tst_broadcast.moc"
