// SPDX-License-Identifier: Apache-2.0
// Terminal tabs that outlive the window: remembered in QSettings as they change, reopened in
// order (with the same current tab, reattach only) as their sandboxes join, and a tab in which
// something runs asks before it closes: detach (keep the shell) or end it.
#include "FakeTerminalBackend.h"
#include "client/InProcessTransport.h"
#include "client/WebSocketTransport.h"
#include "server/Router.h"
#include "sessions/SandboxConnection.h"
#include "tabs/TerminalTabs.h"
#include "terminal/TerminalChannel.h"
#include "terminal/TerminalView.h"

#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QtTest>

using namespace sandman;

namespace {
class SilentChannel : public TerminalChannel
{
public:
    using TerminalChannel::TerminalChannel;
    void sendInput(const QByteArray &) override { }
    void resize(int, int) override { }
};

using Backend = FakeTerminalBackend<SilentChannel>;
using Opened = Backend::Opened;
} // namespace

class TestTerminalTabsRestore : public QObject
{
    Q_OBJECT

    Router m_router;
    std::unique_ptr<SandboxConnection> m_local;
    std::unique_ptr<SandboxConnection> m_remote;
    Backend *m_backend = nullptr; // of the tabs makeTabs() made last, which own it

    std::unique_ptr<TerminalTabs> makeTabs()
    {
        auto tabs = std::make_unique<TerminalTabs>();
        m_backend = new Backend;
        tabs->setBackend(m_backend);
        return tabs;
    }
    // The channels the latest tabs opened.
    const QList<Opened> &opened() const { return m_backend->opened; }

    // Clicks the button with this text of the message box that is about to open.
    static void answerNextQuestion(const QString &button, bool *asked)
    {
        QTimer::singleShot(0, [button, asked] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            *asked = true;
            for (QAbstractButton *candidate : box->buttons()) {
                if (candidate->text().remove(QLatin1Char('&')) == button)
                    candidate->click();
            }
        });
    }

private slots:
    void init()
    {
        QSettings().clear();
        m_backend = nullptr;
        m_local = std::make_unique<SandboxConnection>(QStringLiteral("local"),
                                                      new InProcessTransport(&m_router, this), true);
        m_remote = std::make_unique<SandboxConnection>(
            QStringLiteral("remote"), new WebSocketTransport(QUrl(QStringLiteral("ws://127.0.0.1:9/ws"))),
            false);
    }

    void cleanup()
    {
        m_local.reset();
        m_remote.reset();
        QSettings().clear();
    }

    void tabsAreRememberedAsTheyChange()
    {
        auto tabs = makeTabs();
        tabs->restoreTabs(); // nothing yet; remembering from now on
        tabs->connectionAdded(m_local.get());
        tabs->connectionAdded(m_remote.get());
        tabs->openTerminal(m_local.get(), QStringLiteral("alpha"));
        tabs->openTerminal(m_remote.get(), QStringLiteral("beta"));
        tabs->openTerminal(m_local.get(), QStringLiteral("alpha"));
        int current = -1;
        QList<TerminalTabs::SavedTab> saved = TerminalTabs::savedTabs(&current);
        const QString remoteKey = m_remote->endpoint();
        QCOMPARE(saved,
                 (QList<TerminalTabs::SavedTab>{
                     {QStringLiteral("local"), QStringLiteral("alpha"), QString()},
                     {remoteKey, QStringLiteral("beta"), QString()},
                     {QStringLiteral("local"), QStringLiteral("alpha"), QStringLiteral("tab-2")}}));
        QCOMPARE(current, 2);
        tabs->findChild<QTabWidget *>()->setCurrentIndex(1);
        TerminalTabs::savedTabs(&current);
        QCOMPARE(current, 1);
        tabs->closeTab(0);
        saved = TerminalTabs::savedTabs();
        QCOMPARE(saved.size(), 2);
        QCOMPARE(saved.first().connection, remoteKey);
    }

    void tabsAreNotRememberedUnlessAsked()
    {
        auto tabs = makeTabs();
        tabs->openTerminal(m_local.get(), QStringLiteral("alpha"));
        QVERIFY(TerminalTabs::savedTabs().isEmpty());
    }

    // The next window: every tab back in its place at once, each reattaching (never starting a
    // new shell) when its sandbox joins, whichever joins first.
    void restoredTabsWaitForTheirSandbox()
    {
        {
            auto tabs = makeTabs();
            tabs->restoreTabs();
            tabs->connectionAdded(m_local.get());
            tabs->connectionAdded(m_remote.get());
            tabs->openTerminal(m_remote.get(), QStringLiteral("beta"));
            tabs->openTerminal(m_local.get(), QStringLiteral("alpha"));
            tabs->openTerminal(m_local.get(), QStringLiteral("alpha"));
            tabs->findChild<QTabWidget *>()->setCurrentIndex(1);
        }
        auto tabs = makeTabs();
        tabs->restoreTabs();
        QCOMPARE(tabs->count(), 3);
        QCOMPARE(tabs->currentIndex(), 1);
        QVERIFY(opened().isEmpty()); // no sandbox yet
        tabs->connectionAdded(m_local.get());
        QCOMPARE(opened().size(), 2);
        for (const Opened &each : opened()) {
            QCOMPARE(each.connection, QStringLiteral("local"));
            QVERIFY(each.reattachOnly);
        }
        QCOMPARE(opened()[1].terminalId, QStringLiteral("tab-2"));
        tabs->connectionAdded(m_remote.get());
        QCOMPARE(opened().size(), 3);
        QCOMPARE(opened()[2].sessionId, QStringLiteral("beta"));
        QCOMPARE(tabs->sessionIdAt(0), QStringLiteral("beta"));
        QCOMPARE(tabs->terminalIdAt(2), QStringLiteral("tab-2"));
        // A new tab in a session with restored ones takes a free id.
        tabs->openTerminal(m_local.get(), QStringLiteral("alpha"));
        QCOMPARE(opened().last().terminalId, QStringLiteral("tab-3"));
        QVERIFY(!opened().last().reattachOnly);
    }

    // Reopened with its sandbox there: the tab in front attaches first, the others once its output
    // came (their replays would hold up the frame that shows it), it failed, another tab was
    // picked, or after a moment.
    void theTabInFrontAttachesFirst_data()
    {
        QTest::addColumn<QString>("release");
        QTest::newRow("its output") << "output";
        QTest::newRow("its error") << "error";
        QTest::newRow("another tab picked") << "pick";
        QTest::newRow("a moment later") << "wait";
    }
    void theTabInFrontAttachesFirst()
    {
        QFETCH(QString, release);
        {
            auto tabs = makeTabs();
            tabs->restoreTabs();
            tabs->connectionAdded(m_local.get());
            for (int i = 0; i < 3; ++i)
                tabs->openTerminal(m_local.get(), QStringLiteral("alpha"));
            tabs->findChild<QTabWidget *>()->setCurrentIndex(1);
        }
        auto tabs = makeTabs();
        tabs->connectionAdded(m_local.get());
        tabs->restoreTabs();
        QCOMPARE(tabs->count(), 3);
        QCOMPARE(tabs->currentIndex(), 1);
        QVERIFY(!tabs->findChild<QTabWidget *>()->tabBar()->isHidden()); // hidden while they came back
        QCOMPARE(opened().size(), 1);
        QCOMPARE(opened()[0].terminalId, tabs->terminalIdAt(1));
        QVERIFY(!tabs->terminalAt(0)->channel());
        TerminalChannel *front = tabs->terminalAt(1)->channel();
        QVERIFY(front);
        if (release == QLatin1String("output"))
            emit front->dataReceived("$ ");
        else if (release == QLatin1String("error"))
            emit front->errorOccurred(QStringLiteral("the terminal has ended"));
        else if (release == QLatin1String("pick"))
            tabs->findChild<QTabWidget *>()->setCurrentIndex(2);
        if (release == QLatin1String("pick"))
            QCOMPARE(opened().size(), 3); // at once, before the picked tab paints
        else if (release == QLatin1String("wait"))
            QTRY_COMPARE_WITH_TIMEOUT(opened().size(), 3, 2000);
        else
            QTRY_COMPARE_WITH_TIMEOUT(opened().size(), 3, 200); // well before the fallback
        QCOMPARE(tabs->terminalAt(0)->channel() != nullptr, true);
        QCOMPARE(tabs->terminalAt(2)->channel() != nullptr, true);
        QCOMPARE(tabs->terminalAt(1)->channel(), front);
        for (const Opened &each : opened())
            QVERIFY(each.reattachOnly);
        QTest::qWait(400); // the fallback finds nothing left to attach
        QCOMPARE(opened().size(), 3);
    }

    void closingATabAsksWhenSomethingRuns_data()
    {
        QTest::addColumn<QString>("foreground");
        QTest::addColumn<QString>("answer");
        QTest::addColumn<bool>("asked");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<bool>("ended");
        QTest::newRow("idle shell: detached at once") << QString() << QString() << false << true << false;
        QTest::newRow("running, detach") << "vim"
                                         << "Detach" << true << true << false;
        QTest::newRow("running, end") << "vim"
                                      << "End" << true << true << true;
        QTest::newRow("running, cancel") << "vim"
                                         << "Cancel" << true << false << false;
    }

    void closingATabAsksWhenSomethingRuns()
    {
        QFETCH(QString, foreground);
        QFETCH(QString, answer);
        QFETCH(bool, asked);
        QFETCH(bool, closed);
        QFETCH(bool, ended);
        auto tabs = makeTabs();
        m_backend->foreground = foreground;
        tabs->openTerminal(m_local.get(), QStringLiteral("alpha"));
        bool wasAsked = false;
        if (!answer.isEmpty())
            answerNextQuestion(answer, &wasAsked);
        tabs->closeTab(0);
        QTRY_COMPARE(tabs->count(), closed ? 0 : 1);
        QTest::qWait(50);
        QCOMPARE(tabs->count(), closed ? 0 : 1);
        QCOMPARE(m_backend->queried, QStringList{QStringLiteral("alpha/")});
        QCOMPARE(wasAsked, asked);
        QCOMPARE(m_backend->ended, ended ? QStringList{QStringLiteral("alpha/")} : QStringList());
    }
};

QTEST_MAIN(TestTerminalTabsRestore)
#include "tst_terminaltabsrestore.moc"
