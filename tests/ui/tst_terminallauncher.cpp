// SPDX-License-Identifier: Apache-2.0
// `sandman -e`, --hold, --session, --new-session, --cwd on a real local sandbox: the tab runs
// the command, the application is told to quit with its status (or not, with --hold), command
// tabs are not remembered.
#include "FutureWait.h"
#include "client/InProcessTransport.h"
#include "main/LaunchOptions.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"
#include "tabs/TerminalLauncher.h"
#include "tabs/TerminalTabs.h"
#include "terminal/TerminalChannel.h"
#include "terminal/TerminalModel.h"
#include "terminal/TerminalView.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
QStringList words(const char *text)
{
    return QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

QString screenOf(const TerminalView *view)
{
    return view ? view->model()->screenText() : QString();
}
} // namespace

class TestTerminalLauncher : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        Sandbox::Options options;
        options.workspaceDir = m_workspace.path();
        m_host = std::make_unique<SandboxHost>(options);
        m_connection = std::make_unique<SandboxConnection>(
            SandboxConnection::localSandboxName(),
            new InProcessTransport(m_host->handler(), m_host->context()), true);
        m_tabs = std::make_unique<TerminalTabs>();
        m_tabs->resize(640, 400);
        m_tabs->show();
    }
    void cleanup()
    {
        m_tabs.reset();
        m_connection.reset();
        m_host.reset();
    }

    void commandEnds_data();
    void commandEnds();
    void newSessionInFolder();
    void shellInNamedSession();
    void commandTabsAreNotRemembered();

private:
    std::unique_ptr<TerminalLauncher> launcher(const QStringList &command, bool hold)
    {
        LaunchOptions options;
        options.command = command;
        options.hold = hold;
        return std::make_unique<TerminalLauncher>(options, m_tabs.get());
    }

    QTemporaryDir m_workspace;
    std::unique_ptr<SandboxHost> m_host;
    std::unique_ptr<SandboxConnection> m_connection;
    std::unique_ptr<TerminalTabs> m_tabs;
};

void TestTerminalLauncher::commandEnds_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<bool>("hold");
    QTest::addColumn<int>("quitStatus"); // -1: none
    QTest::addColumn<QString>("screen");
    const QStringList exit3{QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("exit 3")};
    const QStringList exit5{QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("exit 5")};
    QTest::newRow("quits with its status") << exit3 << false << 3 << QString();
    QTest::newRow("success") << words("echo launched") << false << 0 << QStringLiteral("launched");
    QTest::newRow("hold keeps the tab")
        << exit5 << true << -1 << QStringLiteral("[The command has ended (exit 5)]");
    QTest::newRow("cannot run") << words("no-such-command-xyz") << false
                                << TerminalLauncher::cannotRunStatus() << QString();
    QTest::newRow("cannot run, held") << words("no-such-command-xyz") << true << -1
                                      << QStringLiteral("command not found: no-such-command-xyz");
}

void TestTerminalLauncher::commandEnds()
{
    QFETCH(QStringList, command);
    QFETCH(bool, hold);
    QFETCH(int, quitStatus);
    QFETCH(QString, screen);
    auto launch = launcher(command, hold);
    QSignalSpy quit(launch.get(), &TerminalLauncher::quitRequested);
    QSignalSpy failed(launch.get(), &TerminalLauncher::failed);
    launch->launch(m_connection.get());
    QCOMPARE(m_tabs->count(), 1);
    QVERIFY(m_tabs->runsCommand(0));
    QCOMPARE(m_tabs->sessionIdAt(0), QStringLiteral("default"));
    if (quitStatus >= 0) {
        QVERIFY(quit.wait(15000));
        QCOMPARE(quit.constFirst().constFirst().toInt(), quitStatus);
    } else {
        QVERIFY2(waitUntil([&] { return screenOf(launch->view()).contains(screen); }, 15000),
                 qPrintable(screenOf(launch->view())));
        QTest::qWait(100);
        QCOMPARE(quit.count(), 0);
        QCOMPARE(m_tabs->count(), 1);
    }
    if (!screen.isEmpty())
        QVERIFY2(screenOf(launch->view()).contains(screen), qPrintable(screenOf(launch->view())));
    QCOMPARE(failed.isEmpty(), !command.constFirst().startsWith(QLatin1String("no-such")));
}

void TestTerminalLauncher::newSessionInFolder()
{
    QTemporaryDir folder;
    LaunchOptions options;
    options.newSession = true;
    options.cwd = folder.path();
    options.command = words("pwd");
    options.hold = true;
    TerminalLauncher launch(options, m_tabs.get());
    QSignalSpy listed(&launch, &TerminalLauncher::sessionListed);
    launch.launch(m_connection.get());
    QVERIFY(waitUntil([&] { return m_tabs->count() == 1; }, 15000));
    const QString session = m_tabs->sessionIdAt(0);
    QVERIFY(session != QLatin1String("default"));
    QVERIFY2(waitUntil([&] { return screenOf(launch.view()).contains(folder.path()); }, 15000),
             qPrintable(screenOf(launch.view())));
    m_connection->refresh();
    QVERIFY(listed.wait(15000) || !listed.isEmpty());
    QCOMPARE(listed.constFirst().at(1).toString(), session);
}

void TestTerminalLauncher::shellInNamedSession()
{
    QTemporaryDir folder;
    LaunchOptions options;
    options.sessionId = QStringLiteral("named");
    options.cwd = folder.path();
    TerminalLauncher launch(options, m_tabs.get());
    QSignalSpy quit(&launch, &TerminalLauncher::quitRequested);
    launch.launch(m_connection.get());
    QCOMPARE(m_tabs->count(), 1);
    QVERIFY(!m_tabs->runsCommand(0));
    QCOMPARE(m_tabs->sessionIdAt(0), QStringLiteral("named"));
    m_tabs->terminalAt(0)->channel()->sendInput("echo \"at:$PWD\"; exit 9\n");
    QVERIFY2(
        waitUntil([&] { return screenOf(launch.view()).contains(QStringLiteral("at:") + folder.path()); },
                  15000),
        qPrintable(screenOf(launch.view())));
    QTest::qWait(300);
    QCOMPARE(quit.count(), 0); // a shell's end never quits the application
}

void TestTerminalLauncher::commandTabsAreNotRemembered()
{
    QSettings().remove(QStringLiteral("terminals")); // nothing left from an earlier run
    m_tabs->restoreTabs(); // from now on tabs are remembered
    QVERIFY(m_tabs->openTerminal(m_connection.get(), QStringLiteral("default")));
    auto launch = launcher(words("sleep 30"), false);
    launch->launch(m_connection.get());
    QCOMPARE(m_tabs->count(), 2);
    QCOMPARE(m_tabs->currentIndex(), 1);
    int current = -2;
    const QList<TerminalTabs::SavedTab> saved = TerminalTabs::savedTabs(&current);
    QCOMPARE(saved.size(), 1);
    QCOMPARE(saved.constFirst().terminalId, QString());
    QVERIFY(current <= 0);
}

QTEST_MAIN(TestTerminalLauncher)
#include "tst_terminallauncher.moc"
