// SPDX-License-Identifier: Apache-2.0
// A window started with other settings than the running local sandbox (isolation, network,
// passed variables) says so in a bar above the terminals and offers a restart, which applies
// them after the Stop confirmation; with the same settings there is no bar. The agent's runtime
// file records the settings it was started with.
#include "FutureWait.h"
#include "client/Transport.h"
#include "local/LocalAgentInfo.h"
#include "local/LocalAgentRuntime.h"
#include "main/LocalSandbox.h"
#include "main/LocalSandboxController.h"
#include "main/MainWindow.h"
#include "main/SandboxRestartBar.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionTreeModel.h"
#include "tabs/TerminalTabs.h"
#include "terminal/TerminalModel.h"
#include "terminal/TerminalView.h"

#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

class TestRestartBar : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;

    LocalSandbox::Options options(LocalSandbox::Isolation isolation, const QString &network = {},
                                  const QStringList &passEnv = {},
                                  const QString &workspace = QStringLiteral("workspace")) const
    {
        LocalSandbox::Options result;
        result.workspaceDir = m_dir->filePath(workspace);
        result.isolation = isolation;
        result.agentPath
            = qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman-agent");
        result.runtimeDir = m_dir->filePath(QStringLiteral("run"));
        result.stateDir = m_dir->filePath(QStringLiteral("state"));
        result.network = network;
        result.passEnv = passEnv;
        return result;
    }

    // A window on the sandbox as the program sets it up at start; the bar, if any.
    struct Window {
        std::unique_ptr<MainWindow> window = std::make_unique<MainWindow>();
        LocalSandboxController *controller = nullptr;
    };
    static bool open(Window *window, LocalSandbox *sandbox)
    {
        SandboxConnection *connection = sandbox->start();
        if (!connection)
            return false;
        window->window->addConnection(connection);
        window->controller = new LocalSandboxController(sandbox, connection, window->window.get());
        return window->controller->offerIsolationRestart();
    }
    static bool barShown(const Window &window)
    {
        return window.controller->restartBar() && !window.controller->restartBar()->isHidden();
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { m_dir = std::make_unique<QTemporaryDir>(); }
    void cleanup()
    {
        // Whatever a test left running.
        for (const LocalAgentInfo &agent :
             LocalAgentRuntime::runningAgents(m_dir->filePath(QStringLiteral("run")))) {
            LocalAgentRuntime::Options running;
            running.workspaceDir = agent.workspace;
            running.runtimeDir = m_dir->filePath(QStringLiteral("run"));
            QString error;
            QVERIFY2(LocalAgentRuntime(running).stop(&error), qPrintable(error));
        }
        m_dir.reset();
    }

    void compareSettings_data()
    {
        QTest::addColumn<bool>("runningIsolated");
        QTest::addColumn<bool>("recorded");
        QTest::addColumn<QString>("runningNetwork");
        QTest::addColumn<QStringList>("runningPassEnv");
        QTest::addColumn<bool>("wantIsolated");
        QTest::addColumn<QString>("network");
        QTest::addColumn<QStringList>("passEnv");
        QTest::addColumn<QStringList>("running"); // phrases, joined by |
        const QStringList none;
        const QStringList ab{QStringLiteral("B"), QStringLiteral("A")};
        const QStringList ba{QStringLiteral("A"), QStringLiteral("B")};
        const QString isolated = LocalSandbox::tr("isolation (bubblewrap)");
        const QString unconfined = LocalSandbox::tr("no isolation");
        const auto net = [](const char *mode) {
            return LocalSandbox::tr("network \u201c%1\u201d").arg(QLatin1String(mode));
        };
        // clang-format off
        QTest::newRow("same")                << true  << true  << "none" << ab   << true  << "none" << ba   << QStringList{};
        QTest::newRow("unconfined, same")    << false << true  << ""     << none << false << ""     << none << QStringList{};
        QTest::newRow("isolate now")         << false << true  << ""     << none << true  << ""     << none << QStringList{unconfined};
        QTest::newRow("unconfine now")       << true  << true  << ""     << none << false << ""     << none << QStringList{isolated};
        QTest::newRow("empty network: user") << true  << true  << ""     << none << true  << "user" << none << QStringList{};
        QTest::newRow("network")             << true  << true  << "user" << none << true  << "none" << none << QStringList{net("user")};
        QTest::newRow("variables")           << true  << true  << ""     << none << true  << ""     << ab   << QStringList{LocalSandbox::tr("no passed variables")};
        QTest::newRow("both")                << true  << true  << "host" << ab   << true  << "none" << none << QStringList{net("host"), LocalSandbox::tr("passed variables %1").arg(QStringLiteral("A, B"))};
        QTest::newRow("not recorded")        << true  << false << ""     << none << true  << "none" << ab   << QStringList{};
        QTest::newRow("unconfined ignores network") << false << true << "" << none << false << "none" << ab << QStringList{};
        // clang-format on
    }
    void compareSettings()
    {
        QFETCH(bool, runningIsolated);
        QFETCH(bool, recorded);
        QFETCH(QString, runningNetwork);
        QFETCH(QStringList, runningPassEnv);
        QFETCH(bool, wantIsolated);
        QFETCH(QString, network);
        QFETCH(QStringList, passEnv);
        QFETCH(QStringList, running);
        LocalAgentInfo info;
        info.isolated = runningIsolated;
        info.settingsRecorded = recorded;
        info.network = runningNetwork;
        info.passEnv = runningPassEnv;
        QStringList phrases;
        for (const LocalSandbox::SettingsChange &change :
             LocalSandbox::compareSettings(info, wantIsolated, network, passEnv)) {
            phrases << change.running;
            QVERIFY(change.wanted != change.running);
        }
        QCOMPARE(phrases, running);
    }

    // The runtime file keeps what the agent was started with; a file of an older Sandman that
    // does not say is read as "not recorded" (no restart offered on a guess).
    void theRuntimeFileRecordsTheSettings()
    {
        LocalAgentInfo info;
        info.pid = 42;
        info.token = "t";
        info.isolated = true;
        info.network = QStringLiteral("none");
        info.passEnv = {QStringLiteral("LANG"), QStringLiteral("EDITOR")};
        const std::optional<LocalAgentInfo> back = LocalAgentInfo::fromJson(info.toJson());
        QVERIFY(back);
        QVERIFY(back->settingsRecorded);
        QCOMPARE(back->network, info.network);
        QCOMPARE(back->passEnv, info.passEnv);
        QJsonObject old = info.toJson();
        old.remove(QStringLiteral("network"));
        old.remove(QStringLiteral("passEnv"));
        QVERIFY(!LocalAgentInfo::fromJson(old)->settingsRecorded);
    }

    void noBarWhenTheSettingsMatch()
    {
        LocalSandbox first(options(LocalSandbox::Isolation::Off));
        Window one;
        QVERIFY(open(&one, &first));
        QVERIFY(!barShown(one));
        LocalSandbox second(
            options(LocalSandbox::Isolation::Off, QStringLiteral("none"), {QStringLiteral("X")}));
        Window two;
        QVERIFY(open(&two, &second));
        QVERIFY(second.wasRunning());
        // Network and variables mean nothing without isolation: no restart for them.
        QVERIFY(!barShown(two));
    }

    // Another --workspace is another sandbox: the one before still runs, and the window says so
    // and offers to stop it.
    void theSandboxOfAnotherWorkspaceIsNamed()
    {
        LocalSandbox before(options(LocalSandbox::Isolation::Off, {}, {}, QStringLiteral("before")));
        Window one;
        QVERIFY(open(&one, &before));
        QVERIFY(!one.controller->otherWorkspaceBar());
        LocalSandbox now(options(LocalSandbox::Isolation::Off, {}, {}, QStringLiteral("now")));
        Window two;
        QVERIFY(open(&two, &now));
        SandboxRestartBar *bar = two.controller->otherWorkspaceBar();
        QVERIFY(bar && !bar->isHidden());
        QVERIFY2(bar->text().contains(before.workspace()) && bar->text().contains(now.workspace()),
                 qPrintable(bar->text()));
        int asked = 0;
        two.controller->setConfirmation(
            [&](QWidget *, const QString &question, const QString &, const QString &) {
                ++asked;
                return question.contains(before.workspace());
            });
        bar->restartButton()->click();
        QCOMPARE(asked, 1);
        QVERIFY(bar->isHidden());
        QCOMPARE(LocalAgentRuntime::runningAgents(m_dir->filePath(QStringLiteral("run"))).size(), 1);
        QVERIFY(now.isIsolated() || now.runsInAgent());
    }

    void aBarOffersTheRestartWhenTheyDiffer()
    {
        LocalSandbox running(options(LocalSandbox::Isolation::Auto));
        Window one;
        QVERIFY(open(&one, &running));
        if (!running.isIsolated())
            QSKIP(qPrintable(QStringLiteral("not isolated here: ") + running.notIsolatedReason()));
        QVERIFY(!barShown(one));
        const std::optional<LocalAgentInfo> recorded = LocalAgentInfo::read(running.runtimeFile());
        QVERIFY(recorded && recorded->settingsRecorded && recorded->isolated);

        LocalSandbox other(
            options(LocalSandbox::Isolation::Auto, QStringLiteral("none"), {QStringLiteral("LANG")}));
        Window two;
        QVERIFY(open(&two, &other));
        QVERIFY(other.wasRunning());
        QVERIFY(barShown(two)); // not modal: the window goes on
        const QString text = two.controller->restartBar()->text();
        QVERIFY2(text.contains(LocalSandbox::tr("network \u201c%1\u201d").arg(QStringLiteral("none")))
                     && text.contains(QLatin1String("LANG")),
                 qPrintable(text));

        // Restart asks first (declined: nothing happens), then applies the window's settings.
        QStringList asked;
        bool agree = false;
        two.controller->setConfirmation(
            [&](QWidget *, const QString &question, const QString &, const QString &action) {
                asked << question + QLatin1Char('|') + action;
                return agree;
            });
        const qint64 pid = other.agentProcessId();
        two.controller->restartBar()->restartButton()->click();
        QTRY_COMPARE(asked.size(), 1);
        QCOMPARE(other.agentProcessId(), pid);
        QVERIFY(barShown(two));
        agree = true;
        two.controller->restartBar()->restartButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!barShown(two), 20000);
        QVERIFY(other.agentProcessId() != pid);
        QVERIFY(other.settingsChanges().isEmpty());
        const std::optional<LocalAgentInfo> now = LocalAgentInfo::read(other.runtimeFile());
        QVERIFY(now);
        QCOMPARE(now->network, QStringLiteral("none"));
        QCOMPARE(now->passEnv, QStringList{QStringLiteral("LANG")});
    }

    // File ▸ Stop Local Sandbox: its tabs say it stopped and stop reconnecting, its sessions
    // are listed as stopped; File ▸ Start Local Sandbox connects the same window again.
    void stoppingEndsItsTabsUntilItStartsAgain()
    {
        LocalSandbox sandbox(options(LocalSandbox::Isolation::Off));
        Window window;
        QVERIFY(open(&window, &sandbox));
        if (!sandbox.runsInAgent())
            QSKIP("the local sandbox runs in-process here: nothing to stop");
        SandboxConnection *connection = window.window->sessionModel()->connections().constFirst();
        QTRY_VERIFY(connection->isConnected() && connection->indexOfSession(QStringLiteral("default")) >= 0);
        TerminalTabs *tabs = window.window->terminals();
        TerminalView *view = tabs->openTerminal(connection, QStringLiteral("default"));
        QVERIFY(view);
        QTRY_VERIFY(view->model()->cursorRow() > 0 || view->model()->cursorCol() > 0); // a prompt
        window.controller->setConfirmation(
            [](QWidget *, const QString &, const QString &, const QString &) { return true; });
        window.controller->stopWithConfirmation();
        QTRY_VERIFY(connection->isStopped());
        QTRY_VERIFY2(tabs->tabTitle(0).contains(QStringLiteral("(stopped)")), qPrintable(tabs->tabTitle(0)));
        QVERIFY(!view->channel());
        QCOMPARE(connection->sessionState(QStringLiteral("default")),
                 SandboxConnection::SessionState::Stopped);
        // No reconnecting: the transport stays down, the tab does not say "reconnecting".
        QTest::qWait(1500);
        QCOMPARE(connection->transport()->state(), Transport::State::Disconnected);
        QVERIFY2(!tabs->tabTitle(0).contains(QStringLiteral("reconnecting")), qPrintable(tabs->tabTitle(0)));
        QCOMPARE(window.controller->stopAction()->text(), LocalSandboxController::tr("S&tart Local Sandbox"));

        window.controller->stopWithConfirmation(); // now: Start
        QTRY_VERIFY_WITH_TIMEOUT(connection->isConnected(), 20000);
        QVERIFY(!connection->isStopped());
        QTRY_VERIFY(connection->indexOfSession(QStringLiteral("default")) >= 0);
        QCOMPARE(connection->sessionState(QStringLiteral("default")), SandboxConnection::SessionState::Idle);
        QVERIFY(tabs->openTerminal(connection, QStringLiteral("default")));
    }
};

QTEST_MAIN(TestRestartBar)
#include "tst_restartbar.moc"
