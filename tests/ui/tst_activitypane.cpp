// SPDX-License-Identifier: Apache-2.0
// The Activity pane offscreen, against a real agent: another client's commands appear live
// with their client, state, exit code, duration and output; filters; actions (cancel, run
// again); bursts are coalesced; the session list follows the feed without a refresh.
#include "FutureWait.h"
#include "ServedSandbox.h"
#include "activity/ActivityController.h"
#include "activity/ActivityFilterModel.h"
#include "activity/ActivityModel.h"
#include "activity/ActivityPane.h"
#include "client/EventSubscription.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "engine/events/EventFeed.h"
#include "server/AgentServer.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionTreeModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
const QByteArray kToken = QByteArrayLiteral("activity-pane-test-token");
}

class TestActivityPane : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::ServedSandbox> m_served;
    std::unique_ptr<QWidget> m_window;
    ActivityController *m_controller = nullptr;
    SandboxConnection *m_connection = nullptr; // the window's
    std::unique_ptr<WebSocketTransport> m_otherTransport;
    std::unique_ptr<SandboxClient> m_other; // another client of the same sandbox

    WebSocketTransport *newTransport()
    {
        WebSocketTransport::Options options;
        options.token = kToken;
        auto *transport = new WebSocketTransport(m_served->url(), options);
        transport->open();
        return transport;
    }
    ActivityModel *model() const { return m_controller->model(); }
    // The model row of the command with this text, or -1.
    int rowOf(const QString &command) const
    {
        for (int row = model()->rowCount() - 1; row >= 0; --row)
            if (model()->rowAt(row).kind == ActivityRow::Kind::Command && model()->rowAt(row).text == command)
                return row;
        return -1;
    }
    QString cell(int row, int column) const { return model()->index(row, column).data().toString(); }

private slots:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_served = std::make_unique<test::ServedSandbox>(kToken);
        QVERIFY(m_served->isListening());
        m_window = std::make_unique<QWidget>();
        m_connection = new SandboxConnection(QStringLiteral("test"), newTransport(), false, m_window.get());
        m_controller = new ActivityController(m_window.get(), m_window.get());
        m_controller->addConnection(m_connection);
        m_controller->pane()->resize(900, 500);
        m_controller->pane()->show();
        m_otherTransport.reset(newTransport());
        m_other = std::make_unique<SandboxClient>(m_otherTransport.get());
        WebSocketTransport *other = m_otherTransport.get();
        QVERIFY(waitUntil([other] { return other->state() == Transport::State::Connected; }, 10000));
        QTRY_VERIFY(!m_controller->subscriptionOf(m_connection)->clientId().isEmpty());
    }
    void cleanup()
    {
        m_other.reset();
        m_otherTransport.reset();
        m_window.reset();
        m_served.reset();
    }

    // The narrow columns are as wide as what they hold: a time, this machine's client name
    // ("Sandman user@host" was cut to "Sandman 0@v…"), a duration, and their headers.
    void narrowColumnsFitTheirWords()
    {
        QTableView *view = m_controller->pane()->view();
        const QFontMetrics metrics = view->fontMetrics();
        const auto fits = [&](int column, const QString &text) {
            return view->horizontalHeader()->sectionSize(column) > metrics.horizontalAdvance(text);
        };
        QVERIFY(fits(ActivityModel::TimeColumn, QStringLiteral("23:59:59")));
        QVERIFY(fits(ActivityModel::ClientColumn, SandboxConnection::clientOrigin()));
        QVERIFY(fits(ActivityModel::DurationColumn, QStringLiteral("59 min 59 s")));
        for (int column = 0; column < ActivityModel::ColumnCount; ++column)
            QVERIFY(fits(column, view->model()->headerData(column, Qt::Horizontal).toString()));
    }

    void anotherClientsCommandIsShownLive()
    {
        const QString command = QStringLiteral("echo live-out; echo live-err >&2; sleep 1; (exit 3)");
        auto future = m_other->exec(command);
        // Running: shown before it ends, with the elapsed time.
        QTRY_VERIFY(rowOf(command) >= 0);
        QTRY_VERIFY(model()->rowAt(rowOf(command)).state == ActivityRow::State::Running);
        const int row = rowOf(command);
        QVERIFY(cell(row, ActivityModel::StateColumn).startsWith(QLatin1String("running")));
        QCOMPARE(cell(row, ActivityModel::SessionColumn), QStringLiteral("default"));
        const QString client = cell(row, ActivityModel::ClientColumn);
        QVERIFY2(client.startsWith(QLatin1String("ws-")), qPrintable(client));
        QVERIFY(client != m_controller->pane()->tr("this window"));
        QVERIFY(waitFor(future));
        QTRY_COMPARE(cell(row, ActivityModel::StateColumn), QStringLiteral("exit 3"));
        QVERIFY(model()->rowAt(row).durationMs >= 1000);
        QVERIFY(cell(row, ActivityModel::DurationColumn).endsWith(QLatin1String(" s")));
        QVERIFY(model()->index(row, 0).data(ActivityModel::FailedRole).toBool());

        m_controller->pane()->setCurrentRow(row);
        QVERIFY(m_controller->pane()->outputText().contains(QLatin1String("live-out")));
        QVERIFY(m_controller->pane()->outputText().contains(QLatin1String("live-err")));
    }

    void streamedOutputGrowsWhileRunning()
    {
        const QString command = QStringLiteral("echo first; sleep 1.5; echo second");
        m_other->execStream(command);
        QTRY_VERIFY(rowOf(command) >= 0);
        m_controller->pane()->setCurrentRow(rowOf(command));
        QTRY_VERIFY(m_controller->pane()->outputText().contains(QLatin1String("first")));
        QVERIFY(!m_controller->pane()->outputText().contains(QLatin1String("second")));
        QTRY_VERIFY_WITH_TIMEOUT(m_controller->pane()->outputText().contains(QLatin1String("second")), 10000);
    }

    // Another client's plain exec (the SDK's exec(), no stream): its row shows the output while
    // the command still runs, not only once it finished.
    void plainExecOutputGrowsWhileRunning()
    {
        const QString command = QStringLiteral("echo a; sleep 1.5; echo b");
        auto future = m_other->exec(command);
        QTRY_VERIFY(rowOf(command) >= 0);
        m_controller->pane()->setCurrentRow(rowOf(command));
        QTRY_VERIFY(m_controller->pane()->outputText().contains(QLatin1String("a")));
        QVERIFY(!future.isFinished());
        QCOMPARE(model()->rowAt(rowOf(command)).state, ActivityRow::State::Running);
        QCOMPARE(model()->rowAt(rowOf(command)).stdoutData, QByteArray("a\n"));
        QVERIFY(!m_controller->pane()->outputText().contains(QLatin1String("b")));
        QVERIFY(waitFor(future));
        QTRY_VERIFY(m_controller->pane()->outputText().contains(QLatin1String("b")));
        QCOMPARE(model()->rowAt(rowOf(command)).stdoutData, QByteArray("a\nb\n"));
    }

    // The output of a running command opens at its end and follows what comes; scrolled back,
    // it stays put. A cut stream says more follows until the total is known.
    void runningOutputFollowsTheEnd()
    {
        const QString command = QStringLiteral("seq 1 2000; sleep 1; seq 2001 4000; sleep 1; seq 4001 6000");
        auto future = m_other->exec(command);
        QTRY_VERIFY(rowOf(command) >= 0);
        m_controller->pane()->setCurrentRow(rowOf(command));
        auto *output = m_controller->pane()->findChild<QPlainTextEdit *>();
        QVERIFY(output);
        QScrollBar *scroll = output->verticalScrollBar();
        QTRY_VERIFY(m_controller->pane()->outputText().contains(QLatin1String("\n2000\n")));
        QVERIFY(scroll->maximum() > 0);
        QCOMPARE(scroll->value(), scroll->maximum());
        const int before = scroll->maximum();
        QTRY_VERIFY(m_controller->pane()->outputText().contains(QLatin1String("\n4000\n")));
        QVERIFY(scroll->maximum() > before);
        QCOMPARE(scroll->value(), scroll->maximum());
        scroll->setValue(0); // the user scrolls back
        QTRY_VERIFY_WITH_TIMEOUT(m_controller->pane()->outputText().contains(QLatin1String("\n6000\n")),
                                 10000);
        QCOMPARE(scroll->value(), 0);
        QVERIFY(waitFor(future));

        const QString flood = QStringLiteral("head -c 100000 /dev/zero | tr '\\0' x; sleep 1.5");
        auto flooding = m_other->exec(flood);
        QTRY_VERIFY(rowOf(flood) >= 0);
        m_controller->pane()->setCurrentRow(rowOf(flood));
        QTRY_VERIFY(m_controller->pane()->outputText().contains(
            QLatin1String("[stdout: more follows; the activity feed keeps the first 65536 bytes]")));
        QVERIFY(waitFor(flooding));
        QTRY_VERIFY(m_controller->pane()->outputText().contains(
            QLatin1String("[stdout: 100000 bytes in all; the activity feed keeps the first 65536]")));
    }

    void filters_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("failedOnly");
        QTest::addColumn<QString>("session");
        QTest::addColumn<QStringList>("expected");
        const QString ok = QStringLiteral("echo ok-one");
        const QString bad = QStringLiteral("echo bad-one; false");
        const QString other = QStringLiteral("echo ok-two");
        // clang-format off
        QTest::newRow("everything")    << QString()                 << false << QString()                  << QStringList{ok, bad, other};
        QTest::newRow("failed only")   << QString()                 << true  << QString()                  << QStringList{bad};
        QTest::newRow("text")          << QStringLiteral("OK-")     << false << QString()                  << QStringList{ok, other};
        QTest::newRow("one session")   << QString()                 << false << QStringLiteral("second")   << QStringList{other};
        QTest::newRow("text + failed") << QStringLiteral("ok")      << true  << QString()                  << QStringList{};
        // clang-format on
    }
    void filters()
    {
        QFETCH(QString, text);
        QFETCH(bool, failedOnly);
        QFETCH(QString, session);
        QFETCH(QStringList, expected);
        resultOf(m_other->exec(QStringLiteral("echo ok-one")));
        resultOf(m_other->exec(QStringLiteral("echo bad-one; false")));
        ExecOptions inSecond;
        inSecond.sessionId = QStringLiteral("second");
        resultOf(m_other->exec(QStringLiteral("echo ok-two"), inSecond));
        QTRY_VERIFY(rowOf(QStringLiteral("echo ok-two")) >= 0
                    && !model()->rowAt(rowOf(QStringLiteral("echo ok-two"))).isActive());
        ActivityPane *pane = m_controller->pane();
        pane->textFilter()->setText(text);
        pane->failedOnly()->setChecked(failedOnly);
        if (!session.isEmpty()) {
            const int choice = pane->sessionFilter()->findData(session);
            QVERIFY(choice > 0);
            pane->sessionFilter()->setCurrentIndex(choice);
        }
        QStringList shown;
        for (int row = 0; row < pane->filter()->rowCount(); ++row) {
            const QModelIndex index = pane->filter()->index(row, ActivityModel::CommandColumn);
            if (model()->rowAt(pane->filter()->mapToSource(index).row()).kind == ActivityRow::Kind::Command)
                shown.append(index.data().toString());
        }
        QCOMPARE(shown, expected);
    }

    void cancelAndRunAgain()
    {
        const QString command = QStringLiteral("sleep 30");
        auto future = m_other->exec(command);
        QTRY_VERIFY(rowOf(command) >= 0
                    && model()->rowAt(rowOf(command)).state == ActivityRow::State::Running);
        ActivityPane *pane = m_controller->pane();
        pane->setCurrentRow(rowOf(command));
        QPushButton *cancelButton = nullptr;
        QPushButton *rerunButton = nullptr;
        for (QPushButton *button : pane->findChildren<QPushButton *>()) {
            if (button->text() == ActivityPane::tr("Cancel Command"))
                cancelButton = button;
            if (button->text() == ActivityPane::tr("Run Again"))
                rerunButton = button;
        }
        QVERIFY(cancelButton && rerunButton);
        QTRY_VERIFY(cancelButton->isEnabled());
        cancelButton->click();
        QVERIFY(waitFor(future, 15000));
        QTRY_COMPARE(model()->rowAt(rowOf(command)).state, ActivityRow::State::Cancelled);
        QCOMPARE(cell(rowOf(command), ActivityModel::StateColumn), QStringLiteral("cancelled"));
        QTRY_VERIFY(!cancelButton->isEnabled());

        // Run again: this window runs it in the same session; the feed shows it as its own.
        const int before = model()->rowCount();
        pane->setCurrentRow(rowOf(command));
        rerunButton->click();
        QTRY_VERIFY(model()->rowCount() > before && rowOf(command) >= before);
        QCOMPARE(cell(rowOf(command), ActivityModel::ClientColumn), ActivityModel::tr("this window"));
        resultOf(m_connection->client()->cancelCommand(model()->rowAt(rowOf(command)).id));
    }

    void processesAreAnnounced()
    {
        QList<SandboxConnection *> changed;
        connect(m_controller, &ActivityController::processesChanged, this,
                [&changed](SandboxConnection *connection) { changed.append(connection); });
        const ProcessInfo process = resultOf(m_other->startProcess(QStringLiteral("sleep 30")));
        QTRY_COMPARE(changed, QList<SandboxConnection *>{m_connection});
        resultOf(m_other->killProcess(process.id));
        QTRY_COMPARE(changed.size(), 2);
        // The timeline applies events in bursts: a moment after the signal.
        QTRY_VERIFY(model()->rowOf(m_connection, process.id) >= 0
                    && model()->rowAt(model()->rowOf(m_connection, process.id)).state
                        == ActivityRow::State::Cancelled); // killed
        const ActivityRow &row = model()->rowAt(model()->rowOf(m_connection, process.id));
        QCOMPARE(row.kind, ActivityRow::Kind::Process);
        QCOMPARE(row.text, QStringLiteral("sleep 30"));
    }

    // A window that comes after the agent's ring moved on says so in the timeline.
    void missedHistoryIsSaid()
    {
        Sandbox *sandbox = m_served->host()->sandbox();
        QMetaObject::invokeMethod(
            m_served->host()->context(),
            [sandbox] {
                EventFeed::Limits limits;
                limits.maxEvents = 10;
                EventFeed::of(sandbox)->setLimits(limits);
            },
            Qt::BlockingQueuedConnection);
        for (int i = 0; i < 6; ++i)
            resultOf(m_other->exec(QStringLiteral("true")));
        ActivityController late(m_window.get());
        auto *connection
            = new SandboxConnection(QStringLiteral("late"), newTransport(), false, m_window.get());
        late.addConnection(connection);
        QTRY_VERIFY(late.model()->rowCount() > 0);
        QVERIFY2(late.model()->rowAt(0).text.contains(QLatin1String("missed")),
                 qPrintable(late.model()->rowAt(0).text));
        QCOMPARE(late.model()->rowAt(0).kind, ActivityRow::Kind::Event);
    }

    void burstsAreCoalesced()
    {
        ActivityModel burst;
        const int before = burst.updateCount();
        for (int i = 0; i < 3000; ++i) {
            const QString id = QStringLiteral("cmd-%1").arg(i);
            burst.addEvent(m_connection,
                           {{QStringLiteral("type"), QStringLiteral("command_queued")},
                            {QStringLiteral("commandId"), id},
                            {QStringLiteral("command"), QStringLiteral("true")}});
            burst.addEvent(m_connection,
                           {{QStringLiteral("type"), QStringLiteral("command_finished")},
                            {QStringLiteral("commandId"), id},
                            {QStringLiteral("exitCode"), 0}});
        }
        QCOMPARE(burst.rowCount(), 0); // nothing applied one by one
        QTRY_COMPARE(burst.rowCount(), 3000);
        QVERIFY2(burst.updateCount() - before <= 2, qPrintable(QString::number(burst.updateCount())));
        QCOMPARE(burst.rowAt(2999).state, ActivityRow::State::Finished);
        // The timeline keeps the newest rows only.
        burst.setMaxRows(1000);
        burst.addEvent(m_connection,
                       {{QStringLiteral("type"), QStringLiteral("session_created")},
                        {QStringLiteral("sessionId"), QStringLiteral("x")}});
        burst.flush();
        QCOMPARE(burst.rowCount(), 1000);
        QCOMPARE(burst.rowOf(m_connection, QStringLiteral("cmd-2999")), 998);
        QCOMPARE(burst.rowOf(m_connection, QStringLiteral("cmd-10")), -1);
    }

    // A sandbox removed from the window (or the window closing) while a burst is queued.
    void connectionGoesAwayMidBurst()
    {
        resultOf(m_other->exec(QStringLiteral("echo gone-soon")));
        QTRY_VERIFY(rowOf(QStringLiteral("echo gone-soon")) >= 0);
        model()->addEvent(m_connection,
                          {{QStringLiteral("type"), QStringLiteral("command_queued")},
                           {QStringLiteral("commandId"), QStringLiteral("cmd-late")},
                           {QStringLiteral("command"), QStringLiteral("late")}});
        delete m_connection;
        m_connection = nullptr;
        QCOMPARE(model()->rowCount(), 0);
        model()->flush();
        QCOMPARE(model()->rowCount(), 0);
    }

    void sessionListFollowsTheFeed()
    {
        SessionTreeModel sessions;
        sessions.addConnection(m_connection);
        QTRY_VERIFY(sessions.indexOfSession(m_connection, QStringLiteral("default")).isValid());
        SessionOptions options;
        options.id = QStringLiteral("made-elsewhere");
        resultOf(m_other->createSession(options));
        // No refresh() here: the feed's session_created makes the list ask again.
        QTRY_VERIFY(sessions.indexOfSession(m_connection, QStringLiteral("made-elsewhere")).isValid());
        resultOf(m_other->setSessionCommandTimeout(QStringLiteral("made-elsewhere"), 7000));
        QTRY_COMPARE(sessions
                         .index(sessions.indexOfSession(m_connection, QStringLiteral("made-elsewhere")).row(),
                                SessionTreeModel::TimeoutColumn, sessions.indexOfConnection(m_connection))
                         .data()
                         .toString(),
                     SessionTreeModel::formatTimeout(7000));
        resultOf(m_other->deleteSession(QStringLiteral("made-elsewhere")));
        QTRY_VERIFY(!sessions.indexOfSession(m_connection, QStringLiteral("made-elsewhere")).isValid());
    }
};

QTEST_MAIN(TestActivityPane)
#include "tst_activitypane.moc"
