// SPDX-License-Identifier: Apache-2.0
// The main window on a real local sandbox: selection drives the panes, commands reach the
// session and the log, environment edits are applied to the live shell.
#include "FutureWait.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "client/TerminalInfo.h"
#include "client/WebSocketTransport.h"
#include "cluster/ClusterController.h"
#include "env/EnvEditorWidget.h"
#include "env/EnvVarTableModel.h"
#include "log/LogModel.h"
#include "log/LogPane.h"
#include "main/CommandBar.h"
#include "main/ConnectionStatus.h"
#include "main/LanguageLoader.h"
#include "main/MainWindow.h"
#include "main/WindowGeometry.h"
#include "processes/ProcessPane.h"
#include "server/AccessToken.h"
#include "server/AgentServer.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionSettingsWidget.h"
#include "sessions/SessionTreeModel.h"
#include "sessions/SessionTreeView.h"
#include "sessions/TimeoutEdit.h"
#include "tabs/TerminalActions.h"
#include "tabs/TerminalFindBar.h"
#include "tabs/TerminalTabs.h"
#include "terminal/TerminalView.h"

#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        Sandbox::Options options;
        options.workspaceDir = m_workspace.path();
        m_host = std::make_unique<SandboxHost>(options);
        m_window = std::make_unique<MainWindow>();
        m_connection
            = new SandboxConnection(SandboxConnection::localSandboxName(),
                                    new InProcessTransport(m_host->handler(), m_host->context()), true);
        m_window->addConnection(m_connection);
        QVERIFY(waitUntil([this] { return m_window->currentSessionId() == QLatin1String("default"); }));
        QVERIFY(waitUntil([this] { return m_window->envEditor()->sessionId() == QLatin1String("default"); }));
    }

    void cleanup()
    {
        m_window.reset();
        m_host.reset();
    }

    void startsOnDefaultSessionWithItsEnvironment()
    {
        const EnvVarTableModel *model = m_window->envEditor()->model();
        QVERIFY(model->rowOfName(QStringLiteral("PATH")) >= 0);
        QCOMPARE(m_window->commandBar()->sessionId(), QStringLiteral("default"));
        const QModelIndex sandbox = m_window->sessionModel()->indexOfConnection(m_connection);
        QCOMPARE(m_window->sessionModel()->rowCount(sandbox), 1);
    }

    // What the first frame does not show (the Log tab behind Activity, the window's icon) is
    // built once the window has painted, or when the user brings the Log tab forward first; the
    // log's model is the window's from the start.
    void hiddenPartsAreBuiltAfterTheFirstPaint_data()
    {
        QTest::addColumn<bool>("shown");
        QTest::addColumn<bool>("logInFront");
        QTest::newRow("shown, Activity in front") << true << false;
        QTest::newRow("shown, Log in front") << true << true;
        QTest::newRow("never shown") << false << false;
    }

    void hiddenPartsAreBuiltAfterTheFirstPaint()
    {
        QFETCH(bool, shown);
        QFETCH(bool, logInFront);
        MainWindow window;
        auto *logDock = window.findChild<QDockWidget *>(QStringLiteral("logDock"));
        QVERIFY(logDock);
        QVERIFY(!qobject_cast<LogPane *>(logDock->widget()));
        QVERIFY(window.windowIcon().isNull());
        QVERIFY(!window.terminals()->findChild<TerminalFindBar *>()); // built on Find only
        auto *processDock = window.findChild<QDockWidget *>(QStringLiteral("processesDock"));
        QVERIFY(processDock);
        QVERIFY(!qobject_cast<ProcessPane *>(processDock->widget())); // tabbed behind Activity
        window.logModel()->append(QStringLiteral("default"), LogModel::Kind::Info,
                                  QStringLiteral("early entry"));
        if (logInFront)
            logDock->raise();
        if (shown) {
            window.show();
            if (logInFront) // built before the frame that shows it
                QVERIFY(qobject_cast<LogPane *>(logDock->widget()));
            QVERIFY(QTest::qWaitForWindowExposed(&window));
        }
        QTRY_VERIFY(qobject_cast<LogPane *>(logDock->widget()));
        QCOMPARE(qobject_cast<LogPane *>(logDock->widget())->view()->model()->rowCount(), 1);
        QTRY_VERIFY(!window.windowIcon().isNull());
        QCOMPARE(processDock->widget(), window.processPane());
        QVERIFY(!window.terminals()->findChild<TerminalFindBar *>());
        TerminalFindBar *findBar = window.terminals()->findBar();
        QVERIFY(findBar && findBar->isHidden());
        QCOMPARE(findBar->parentWidget(), window.terminals());
        QCOMPARE(window.terminals()->findBar(), findBar);
    }

    // Whoever needs the Processes pane before the first paint (a connection added at once, the
    // selected session) has it built then, once.
    void processPaneIsBuiltWhenAskedFor()
    {
        MainWindow window;
        auto *processDock = window.findChild<QDockWidget *>(QStringLiteral("processesDock"));
        QVERIFY(processDock);
        QVERIFY(!qobject_cast<ProcessPane *>(processDock->widget()));
        ProcessPane *pane = window.processPane();
        QVERIFY(pane);
        QCOMPARE(processDock->widget(), pane);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(50); // the work after the first paint
        QCOMPARE(window.processPane(), pane);
        QCOMPARE(processDock->widget(), pane);
        QCOMPARE(window.findChildren<ProcessPane *>().size(), 1);
    }

    void commandOutputReachesLog()
    {
        LogModel *log = m_window->logModel();
        m_window->commandBar()->run(QStringLiteral("echo hello-from-bar; echo oops >&2; false"));
        QVERIFY(waitUntil([log] { return log->rowCount() >= 4; }));
        QCOMPARE(int(log->entry(0).kind), int(LogModel::Kind::Command));
        QCOMPARE(log->entry(1).text, QStringLiteral("hello-from-bar\n"));
        QCOMPARE(int(log->entry(2).kind), int(LogModel::Kind::Stderr));
        QCOMPARE(int(log->entry(3).kind), int(LogModel::Kind::Error)); // exit code 1
        QVERIFY(log->entry(3).text.contains(QLatin1Char('1')));
    }

    void appliedEnvironmentReachesShell()
    {
        EnvEditorWidget *editor = m_window->envEditor();
        const QString value = QStringLiteral("two words \"quoted\" $HOME\nsecond line \u65e5\u672c");
        editor->model()->addVariable(QStringLiteral("SANDMAN_GUI_VAR"), value);
        editor->apply();
        // After applying, the editor reloads the live environment: the row is no longer pending.
        QVERIFY(waitUntil([editor] {
            return !editor->model()->hasPendingChanges()
                && editor->model()->rowOfName(QStringLiteral("SANDMAN_GUI_VAR")) >= 0;
        }));
        ExecOptions options;
        options.sessionId = QStringLiteral("default");
        auto result = m_connection->client()->exec(QStringLiteral("printf %s \"$SANDMAN_GUI_VAR\""), options);
        QVERIFY(waitFor(result));
        QCOMPARE(QString::fromUtf8(result.result().stdoutData), value);

        // Unset through the editor.
        const int row = editor->model()->rowOfName(QStringLiteral("SANDMAN_GUI_VAR"));
        editor->model()->removeRow(row);
        editor->apply();
        QVERIFY(waitUntil([editor] {
            return !editor->model()->hasPendingChanges()
                && editor->model()->rowOfName(QStringLiteral("SANDMAN_GUI_VAR")) < 0;
        }));
    }

    void pendingEditsSurviveCommands()
    {
        EnvEditorWidget *editor = m_window->envEditor();
        editor->model()->addVariable(QStringLiteral("PENDING_EDIT"), QStringLiteral("x"));
        LogModel *log = m_window->logModel();
        const int before = log->rowCount();
        m_window->commandBar()->run(QStringLiteral("export FROM_COMMAND=1"));
        QVERIFY(waitUntil(
            [&] { return log->rowCount() > before && m_window->commandBar()->runningCount() == 0; }));
        // The command finished; the user's unapplied row is still there.
        QVERIFY(editor->model()->hasPendingChanges());
        QVERIFY(editor->model()->rowOfName(QStringLiteral("PENDING_EDIT")) >= 0);
    }

    void newSessionsAppearAndCanBeSelected()
    {
        SessionOptions options;
        options.id = QStringLiteral("gui-second");
        auto created = m_connection->client()->createSession(options);
        QVERIFY(waitFor(created));
        m_connection->refresh();
        QVERIFY(waitUntil([this] {
            return m_window->sessionModel()
                ->indexOfSession(m_connection, QStringLiteral("gui-second"))
                .isValid();
        }));
        m_window->selectSession(m_connection, QStringLiteral("gui-second"));
        QCOMPARE(m_window->commandBar()->sessionId(), QStringLiteral("gui-second"));
        QVERIFY(
            waitUntil([this] { return m_window->envEditor()->sessionId() == QLatin1String("gui-second"); }));
    }

    void timeoutSetForLiveSession()
    {
        SessionSettingsWidget *settings = m_window->sessionSettings();
        QCOMPARE(settings->sessionId(), QStringLiteral("default"));
        settings->timeoutEdit()->setTimeoutMs(700);
        settings->apply();
        const auto timeoutOfDefault = [this] {
            const int index = m_connection->indexOfSession(QStringLiteral("default"));
            return index < 0 ? qint64(-1) : m_connection->sessions().at(index).commandTimeoutMs;
        };
        QVERIFY(waitUntil([&] { return timeoutOfDefault() == 700; }));
        ExecOptions options;
        options.sessionId = QStringLiteral("default");
        auto result = m_connection->client()->exec(QStringLiteral("sleep 20"), options);
        QVERIFY(waitFor(result));
        QVERIFY(result.result().timedOut);

        settings->timeoutEdit()->setTimeoutMs(std::nullopt); // back to no timeout
        settings->apply();
        QVERIFY(waitUntil([&] { return timeoutOfDefault() == 0; }));
    }

    void remoteSandboxListsItsSessions()
    {
        // A real agent on loopback: the remote sandbox lists its sessions as soon as it is
        // connected, without a failed attempt before.
        QTemporaryDir remoteWorkspace;
        Sandbox::Options options;
        options.workspaceDir = remoteWorkspace.path();
        SandboxHost remoteHost(options);
        AgentServer::Options serverOptions;
        serverOptions.token = AccessToken::generate();
        AgentServer server(remoteHost.handler(), remoteHost.context(), serverOptions);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        LogModel *log = m_window->logModel();
        const int logRowsBefore = log->rowCount();

        SandboxConnection *remote = m_window->connectToAgent(
            server.url(), QString::fromUtf8(serverOptions.token), QStringLiteral("remote"));
        QVERIFY(waitUntil([&] {
            return m_window->sessionModel()->indexOfSession(remote, QStringLiteral("default")).isValid();
        }));
        QVERIFY(remote->isConnected());
        for (int i = logRowsBefore; i < log->rowCount(); ++i)
            QVERIFY2(log->entry(i).kind != LogModel::Kind::Error, qPrintable(log->entry(i).text));

        m_window->selectSession(remote, QStringLiteral("default"));
        m_window->commandBar()->run(QStringLiteral("echo remote-ok"));
        QVERIFY(waitUntil([&] {
            for (int i = logRowsBefore; i < log->rowCount(); ++i) {
                if (log->entry(i).text == QLatin1String("remote-ok\n"))
                    return true;
            }
            return false;
        }));
        m_window->disconnectRemote();
        QCoreApplication::processEvents();
    }

    // Disconnect lets go of the agent for good: its tab's terminal socket closes (the agent lists
    // no viewer), and the status bar counts the sandboxes that are left.
    void disconnectClosesItsTerminalsAndUpdatesTheStatus()
    {
        QTemporaryDir remoteWorkspace;
        Sandbox::Options options;
        options.workspaceDir = remoteWorkspace.path();
        SandboxHost remoteHost(options);
        AgentServer::Options serverOptions;
        serverOptions.token = AccessToken::generate();
        AgentServer server(remoteHost.handler(), remoteHost.context(), serverOptions);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        SandboxConnection *remote = m_window->connectToAgent(
            server.url(), QString::fromUtf8(serverOptions.token), QStringLiteral("remote"));
        QVERIFY(waitUntil([&] {
            return m_window->sessionModel()->indexOfSession(remote, QStringLiteral("default")).isValid();
        }));
        QVERIFY(m_window->terminals()->openTerminal(remote, QStringLiteral("default")));
        // Watched from a client of its own: the agent's terminal list.
        SandboxConnection observer(QStringLiteral("observer"),
                                   new InProcessTransport(remoteHost.handler(), remoteHost.context()), false);
        const auto viewers = [&observer] {
            auto listed = observer.client()->listTerminals();
            if (!waitFor(listed) || listed.isCanceled())
                return -1;
            int count = 0;
            for (const TerminalInfo &terminal : listed.result())
                count += terminal.viewers;
            return count;
        };
        QVERIFY(waitUntil([&] { return viewers() == 1; }));
        auto *status = m_window->findChild<ConnectionStatus *>();
        QVERIFY(status);
        QTRY_VERIFY(status->text().contains(QStringLiteral("2 of 2")));
        m_window->selectSession(remote, QStringLiteral("default"));
        m_window->disconnectRemote();
        QVERIFY(waitUntil([&] { return viewers() == 0; }));
        QTRY_VERIFY2(!status->text().contains(QStringLiteral(" of ")), qPrintable(status->text()));
        QVERIFY(m_window->terminals()->tabTitle(0).contains(QStringLiteral("(ended)")));
    }

    void remoteSandboxCanBeDisconnected()
    {
        // Nothing listens on port 1: the sandbox shows up, not connected, and can be removed.
        SandboxConnection *remote = m_window->connectToAgent(QUrl(QStringLiteral("ws://127.0.0.1:1/ws")),
                                                             QStringLiteral("t"), QStringLiteral("nowhere"));
        QPointer<SandboxConnection> guard = remote;
        const QModelIndex index = m_window->sessionModel()->indexOfConnection(remote);
        QVERIFY(index.isValid());
        QCOMPARE(m_window->sessionModel()->rowCount(), 2);
        QVERIFY(!remote->isConnected());
        m_window->sessionView()->setCurrentIndex(index);
        QCOMPARE(m_window->currentConnection(), remote);
        m_window->disconnectRemote();
        QCOMPARE(m_window->sessionModel()->rowCount(), 1);
        QVERIFY(waitUntil([&guard] { return guard.isNull(); }));
        for (const auto &saved : MainWindow::savedRemotes())
            QVERIFY(saved.second.port() != 1);
    }

    // The panes act on the session whose terminal is in front, and selecting a session brings
    // its terminal to the front.
    void terminalTabAndSessionFollowEachOther()
    {
        SessionOptions options;
        options.id = QStringLiteral("web-api");
        QVERIFY(waitFor(m_connection->client()->createSession(options)));
        m_connection->refresh();
        QVERIFY(waitUntil([this] {
            return m_window->sessionModel()
                ->indexOfSession(m_connection, QStringLiteral("web-api"))
                .isValid();
        }));
        TerminalTabs *tabs = m_window->terminals();
        QVERIFY(tabs->openTerminal(m_connection, QStringLiteral("default")));
        QVERIFY(tabs->openTerminal(m_connection, QStringLiteral("web-api")));
        QCOMPARE(tabs->currentIndex(), 1);
        QTRY_COMPARE(m_window->currentSessionId(), QStringLiteral("web-api"));
        QCOMPARE(m_window->commandBar()->sessionId(), QStringLiteral("web-api"));
        QVERIFY(waitUntil([this] { return m_window->envEditor()->sessionId() == QLatin1String("web-api"); }));

        m_window->selectSession(m_connection, QStringLiteral("default")); // the reverse
        QCOMPARE(tabs->currentIndex(), 0);
        QCOMPARE(m_window->commandBar()->sessionId(), QStringLiteral("default"));
    }

    // The tab in front at the end of one run is in front at the start of the next, whichever
    // session the session list starts on (its default session, picked before tabs attach).
    void activeTabComesBack_data()
    {
        QTest::addColumn<int>("front");
        QTest::addColumn<bool>("tabsBeforeSandbox"); // main.cpp adds the sandbox first
        QTest::newRow("2nd of 3, sandbox first") << 1 << false;
        QTest::newRow("3rd of 3, sandbox first") << 2 << false;
        QTest::newRow("1st of 3, sandbox first") << 0 << false;
        QTest::newRow("2nd of 3, tabs first") << 1 << true;
    }

    void activeTabComesBack()
    {
        QFETCH(int, front);
        QFETCH(bool, tabsBeforeSandbox);
        QSettings().remove(QStringLiteral("terminals")); // no tabs of an earlier row
        SessionOptions options;
        options.id = QStringLiteral("web-api");
        QVERIFY(waitFor(m_connection->client()->createSession(options)));
        m_connection->refresh();
        QVERIFY(waitUntil([this] {
            return m_window->sessionModel()
                ->indexOfSession(m_connection, QStringLiteral("web-api"))
                .isValid();
        }));
        TerminalTabs *tabs = m_window->terminals();
        m_window->restoreTerminalTabs(); // nothing saved yet: from now on the tabs are remembered
        QVERIFY(tabs->openTerminal(m_connection, QStringLiteral("default")));
        QVERIFY(tabs->openTerminal(m_connection, QStringLiteral("web-api")));
        QVERIFY(tabs->openTerminal(m_connection, QStringLiteral("default")));
        tabs->terminalAt(front)->setFocus();
        QTabWidget *tabWidget = tabs->findChild<QTabWidget *>();
        QVERIFY(tabWidget);
        tabWidget->setCurrentIndex(front);
        QTRY_COMPARE(m_window->currentSessionId(), tabs->sessionIdAt(front));
        const QString frontTerminal = tabs->terminalIdAt(front);
        m_window.reset(); // as a kill: nothing is saved on the way out but what already was

        m_window = std::make_unique<MainWindow>();
        m_connection
            = new SandboxConnection(SandboxConnection::localSandboxName(),
                                    new InProcessTransport(m_host->handler(), m_host->context()), true);
        if (tabsBeforeSandbox) {
            m_window->restoreTerminalTabs();
            m_window->addConnection(m_connection);
        } else {
            m_window->addConnection(m_connection);
            m_window->restoreTerminalTabs();
        }
        tabs = m_window->terminals();
        QCOMPARE(tabs->count(), 3);
        QTRY_VERIFY(m_window->currentConnection() == m_connection);
        // Every tab attached, the list settled on a session: the same tab is still in front.
        QTRY_VERIFY(tabs->connectionAt(0) && tabs->connectionAt(1) && tabs->connectionAt(2));
        QTest::qWait(200);
        QCOMPARE(tabs->currentIndex(), front);
        QCOMPARE(tabs->terminalIdAt(front), frontTerminal);
        QCOMPARE(m_window->currentSessionId(), tabs->sessionIdAt(front));
    }

    // First start on a 1280×800 screen (the window takes 90% of it): the session list shows
    // each session's name, state and CPU · memory whole, without a scroll.
    void firstStartShowsSessionFiguresWhole()
    {
        QSettings().clear();
        m_window.reset();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1152, 720);
        m_connection
            = new SandboxConnection(SandboxConnection::localSandboxName(),
                                    new InProcessTransport(m_host->handler(), m_host->context()), true);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTest::qWait(200); // the local sandbox connects after the first paint
        m_window->addConnection(m_connection);
        QVERIFY(waitUntil([this] { return m_window->currentSessionId() == QLatin1String("default"); }));
        m_connection->setSessionUsage({{QStringLiteral("default"), {12.5, 3 * 1024 * 1024 + 1000, 2}}});
        QTest::qWait(300);
        auto *sessions = m_window->findChild<QDockWidget *>(QStringLiteral("sessionsDock"));
        auto *view = m_window->findChild<SessionTreeView *>();
        QVERIFY(sessions && view);
        // Beside the Environment dock at its minimum, the list still gets the width it asks for.
        QTRY_VERIFY2(sessions->width() >= 1152 / 4 - 2, qPrintable(QString::number(sessions->width())));
        QTRY_VERIFY(view->header()->sectionSize(SessionTreeModel::UsageColumn)
                    >= view->columnContentWidth(SessionTreeModel::UsageColumn));
        QHeaderView *header = view->header();
        for (const int column : {SessionTreeModel::NameColumn, SessionTreeModel::StateColumn,
                                 SessionTreeModel::UsageColumn}) {
            QVERIFY(!header->isSectionHidden(column));
            QVERIFY2(header->sectionViewportPosition(column) + header->sectionSize(column)
                         <= view->viewport()->width(),
                     qPrintable(QStringLiteral("column %1 ends at %2, the list is %3 wide")
                                    .arg(column)
                                    .arg(header->sectionViewportPosition(column) + header->sectionSize(column))
                                    .arg(view->viewport()->width())));
        }
    }

    // Quit and start again: the window where it was, the docks as wide as they were, the
    // Kubernetes dock (added after the window is built) included.
    void layoutComesBack()
    {
        QSettings().clear();
        QWidget *shown = nullptr;
        int sessionsWidth = 0;
        int activityHeight = 0;
        const QRect placement(20, 30, 770, 560); // inside the offscreen screen (800x600)
        QRect saved;
        for (int run = 0; run < 3; ++run) {
            auto window = std::make_unique<MainWindow>();
            new ClusterController(window.get()); // after the constructor, as main.cpp does
            window->show();
            QVERIFY(QTest::qWaitForWindowExposed(window.get()));
            shown = window.get();
            auto *sessions = window->findChild<QDockWidget *>(QStringLiteral("sessionsDock"));
            auto *environment = window->findChild<QDockWidget *>(QStringLiteral("environmentDock"));
            auto *activity = window->findChild<QDockWidget *>(QStringLiteral("activityDock"));
            QVERIFY(sessions && environment && activity);
            if (run == 0) {
                QTest::qWait(50); // the first start's own fit runs after the first turn
                // The Environment dock closed (its controls want ~440 px): the 800 px offscreen
                // screen leaves the session list room to be wider than its minimum.
                for (QDockWidget *dock : window->findChildren<QDockWidget *>()) {
                    if (window->dockWidgetArea(dock) == Qt::RightDockWidgetArea)
                        dock->close(); // Environment and Files, tabbed together
                }
                window->setGeometry(placement);
                QTest::qWait(50);
                saved = window->geometry(); // as wide as the docks' minimums allow
                window->resizeDocks({sessions}, {220}, Qt::Horizontal);
                window->resizeDocks({activity}, {140}, Qt::Vertical);
                QTRY_COMPARE(sessions->width(), 220);
                sessionsWidth = sessions->width();
                activityHeight = activity->height();
            } else {
                QTest::qWait(50);
                // Not a title bar lower each time (the status bar off-screen), nor shorter or
                // narrower (here the docks' minimums make it wider than the 800 px screen).
                QCOMPARE(window->geometry().top(), saved.top());
                QCOMPARE(window->geometry().size(), saved.size());
                QVERIFY2(qAbs(sessions->width() - sessionsWidth) <= 2,
                         qPrintable(QStringLiteral("%1 vs %2").arg(sessions->width()).arg(sessionsWidth)));
                QVERIFY(environment->isHidden());
                QVERIFY2(qAbs(activity->height() - activityHeight) <= 2,
                         qPrintable(QStringLiteral("%1 vs %2").arg(activity->height()).arg(activityHeight)));
            }
            window->close();
        }
        Q_UNUSED(shown)
    }

    void placementFitsTheScreen_data()
    {
        QTest::addColumn<QRect>("saved");
        QTest::addColumn<QRect>("available");
        QTest::addColumn<QRect>("expected");
        const QRect screen(0, 0, 1280, 800);
        QTest::newRow("inside") << QRect(10, 20, 800, 600) << screen << QRect(10, 20, 800, 600);
        QTest::newRow("off the bottom") << QRect(10, 400, 800, 600) << screen << QRect(10, 200, 800, 600);
        QTest::newRow("off the left") << QRect(-300, 20, 800, 600) << screen << QRect(0, 20, 800, 600);
        QTest::newRow("larger than the screen") << QRect(100, 100, 2000, 1000) << screen << screen;
        QTest::newRow("panel at the top")
            << QRect(0, 0, 800, 600) << QRect(0, 30, 1280, 770) << QRect(0, 30, 800, 600);
    }

    void placementFitsTheScreen()
    {
        QFETCH(QRect, saved);
        QFETCH(QRect, available);
        QFETCH(QRect, expected);
        QCOMPARE(WindowGeometry::fitted(saved, available), expected);
    }

    // Tabs are titled by their shell (OSC 0/2) with the session, and can be renamed.
    void terminalTabTitles()
    {
        TerminalTabs *tabs = m_window->terminals();
        TerminalView *view = tabs->openTerminal(m_connection, QStringLiteral("default"));
        QVERIFY(view);
        // The shell titles itself with where it is (PROMPT_COMMAND of the sandbox's terminals).
        QVERIFY(waitUntil(
            [tabs] {
                return tabs->tabTitle(0).contains(QStringLiteral("default"))
                    && tabs->tabTitle(0) != QLatin1String("default");
            },
            10000));
        view->feed("\x1b]0;vim notes.txt\x07");
        QTRY_VERIFY(tabs->tabTitle(0).startsWith(QStringLiteral("vim notes.txt")));
        QVERIFY(tabs->tabTitle(0).contains(QStringLiteral("default")));
        tabs->renameTab(0, QStringLiteral("editor"));
        QCOMPARE(tabs->tabTitle(0), QStringLiteral("editor"));
        tabs->renameTab(0, QString());
        QVERIFY(tabs->tabTitle(0).startsWith(QStringLiteral("vim notes.txt")));
    }

    // Edit and Terminal menus show their shortcuts; Ctrl+Shift+Q quits even from a terminal.
    void menusAndQuitFromTerminal()
    {
        QStringList menus;
        for (QAction *action : m_window->menuBar()->actions())
            menus << action->text();
        QVERIFY2(menus.contains(QStringLiteral("&Edit")) && menus.contains(QStringLiteral("&Terminal")),
                 qPrintable(menus.join(QLatin1Char(','))));
        TerminalActions *actions = m_window->terminalActions();
        QVERIFY(!actions->copyAction()->shortcut().isEmpty());
        QVERIFY(!actions->selectAllAction()->shortcut().isEmpty());
        QVERIFY(!actions->clearScrollbackAction()->shortcut().isEmpty());
        QVERIFY(!actions->copyAction()->isEnabled()); // no terminal yet

        TerminalView *view = m_window->terminals()->openTerminal(m_connection, QStringLiteral("default"));
        QVERIFY(view);
        QVERIFY(actions->copyAction()->isEnabled());
        view->feed("selected text\r\n");
        actions->selectAllAction()->trigger();
        QVERIFY(view->selectedText().contains(QStringLiteral("selected text")));

        QAction *quit = nullptr;
        for (QAction *action : m_window->findChildren<QAction *>()) {
            if (action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q)))
                quit = action;
        }
        QVERIFY(quit);
        QCOMPARE(quit->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q)); // the one the menu shows
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        view->setFocus();
        QVERIFY(waitUntil([view] { return view->hasFocus(); }));
        QSignalSpy triggered(quit, &QAction::triggered);
        QTest::keyClick(view, Qt::Key_Q, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(triggered.count(), 1);
    }

    // The status bar speaks of every sandbox, not of the one that changed last.
    void statusCoversEverySandbox()
    {
        QVERIFY(waitUntil([this] { return m_connection->isConnected(); }));
        QCOMPARE(ConnectionStatus::summary({m_connection}),
                 QStringLiteral("%1: connected").arg(SandboxConnection::localSandboxName()));
        SandboxConnection remote(QStringLiteral("agent-box"),
                                 new WebSocketTransport(QUrl(QStringLiteral("ws://127.0.0.1:9/ws"))), false);
        const QList<SandboxConnection *> both{m_connection, &remote};
        QCOMPARE(ConnectionStatus::summary(both), QStringLiteral("Sandboxes connected: 1 of 2"));
        const QString details = ConnectionStatus::details(both);
        QVERIFY(details.contains(QStringLiteral("agent-box: not connected")));
        QVERIFY(details.contains(QStringLiteral("%1: connected").arg(SandboxConnection::localSandboxName())));
    }

    // The local sandbox's isolation is part of its one state in the status bar, not a second label.
    void localSandboxIsOneStateInTheStatusBar_data()
    {
        QTest::addColumn<QString>("state");
        QTest::addColumn<bool>("warning");
        QTest::addColumn<QString>("shown");
        const QString local = SandboxConnection::localSandboxName();
        QTest::newRow("isolated") << "isolated" << false
                                  << QStringLiteral("%1: connected, isolated").arg(local);
        QTest::newRow("not isolated")
            << "not isolated" << true << QStringLiteral("\u26a0 %1: connected, not isolated").arg(local);
        QTest::newRow("stopped") << "stopped" << true
                                 << QStringLiteral("\u26a0 %1: connected, stopped").arg(local);
    }
    void localSandboxIsOneStateInTheStatusBar()
    {
        QFETCH(QString, state);
        QFETCH(bool, warning);
        QFETCH(QString, shown);
        QVERIFY(waitUntil([this] { return m_connection->isConnected(); }));
        m_window->setLocalSandboxStatus(state, QStringLiteral("why it is so"), warning);
        m_window->show();
        QStringList mentions; // visible status bar labels that speak of the local sandbox
        for (const QLabel *label : m_window->statusBar()->findChildren<QLabel *>()) {
            if (label->isVisible() && label->text().contains(SandboxConnection::localSandboxName()))
                mentions << label->text();
        }
        QCOMPARE(mentions, QStringList{shown});
        auto *status = m_window->statusBar()->findChild<ConnectionStatus *>();
        QVERIFY(status);
        QVERIFY2(status->toolTip().contains(QStringLiteral("why it is so")), qPrintable(status->toolTip()));

        // With a second sandbox: the summary keeps the warning, the tooltip each state.
        SandboxConnection remote(QStringLiteral("agent-box"),
                                 new WebSocketTransport(QUrl(QStringLiteral("ws://127.0.0.1:9/ws"))), false);
        const QList<SandboxConnection *> both{m_connection, &remote};
        QCOMPARE(ConnectionStatus::summary(both, status->localNote()),
                 (warning ? QStringLiteral("\u26a0 ") : QString())
                     + QStringLiteral("Sandboxes connected: 1 of 2"));
        const QString details = ConnectionStatus::details(both, status->localNote());
        QVERIFY2(details.contains(QString(shown).remove(QStringLiteral("\u26a0 "))), qPrintable(details));
        QVERIFY(details.contains(QStringLiteral("agent-box: not connected")));
    }

    void exitedShellShowsTerminated()
    {
        m_window->commandBar()->run(QStringLiteral("exit 3"));
        const QModelIndex index
            = m_window->sessionModel()->indexOfSession(m_connection, QStringLiteral("default"));
        const QModelIndex state = index.siblingAtColumn(SessionTreeModel::StateColumn);
        QVERIFY(waitUntil([&] {
            return m_connection->sessionState(QStringLiteral("default"))
                == SandboxConnection::SessionState::Terminated;
        }));
        QCOMPARE(state.data().toString(), QStringLiteral("terminated"));
        // The next command runs on a fresh shell and clears the state.
        m_window->commandBar()->run(QStringLiteral("true"));
        QVERIFY(waitUntil([&] {
            return m_connection->sessionState(QStringLiteral("default"))
                == SandboxConnection::SessionState::Idle;
        }));
    }

    // The agent's /ws/pty texts have no codes: the status bar says them in the user's language.
    void aTerminalsEndIsSaidInTheUsersLanguage()
    {
        LanguageLoader language;
        QVERIFY(language.install(QStringLiteral("ja")));
        const QString ended = QCoreApplication::translate("sandman::ErrorText", "the terminal has ended");
        QVERIFY(ended != QLatin1String("the terminal has ended"));
        QVERIFY(m_window->terminals()->openExisting(m_connection, QStringLiteral("default"),
                                                    QStringLiteral("gone-long-ago")));
        QTRY_VERIFY2(m_window->statusBar()->currentMessage().contains(ended),
                     qPrintable(m_window->statusBar()->currentMessage()));
        QVERIFY(!m_window->statusBar()->currentMessage().contains(QLatin1String("has ended")));
        QVERIFY(language.install(QStringLiteral("en")));
    }

private:
    QTemporaryDir m_workspace;
    std::unique_ptr<SandboxHost> m_host;
    std::unique_ptr<MainWindow> m_window;
    SandboxConnection *m_connection = nullptr;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
