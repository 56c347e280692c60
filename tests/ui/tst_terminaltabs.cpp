// SPDX-License-Identifier: Apache-2.0
#include "FakeTerminalBackend.h"
#include "client/InProcessTransport.h"
#include "server/Router.h"
#include "sessions/SandboxConnection.h"
#include "tabs/TerminalFindBar.h"
#include "tabs/TerminalTabs.h"
#include "terminal/TerminalChannel.h"
#include "terminal/TerminalView.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QtTest>

using namespace sandman;

namespace {
// Records what the view sends and lets the test play the shell's side.
class FakeChannel : public TerminalChannel
{
public:
    using TerminalChannel::TerminalChannel;
    void sendInput(const QByteArray &bytes) override { input += bytes; }
    void resize(int cols, int rows) override { size = QSize(cols, rows); }
    void play(const QByteArray &bytes) { emit dataReceived(bytes); }
    void end(int code) { emit exited(code); }
    void lose(const QString &why) { emit reconnecting(why); }
    void reattach() { emit reattached(); }
    void fail(const QString &message) { emit errorOccurred(message); }

    QByteArray input;
    QSize size;
};
} // namespace

class TestTerminalTabs : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_transport = new InProcessTransport(&m_router, this);
        m_connection = std::make_unique<SandboxConnection>(QStringLiteral("test"), m_transport, true);
        m_tabs = std::make_unique<TerminalTabs>();
        m_tabs->resize(640, 400);
        m_backend = new FakeTerminalBackend<FakeChannel>;
        m_tabs->setBackend(m_backend);
    }

    void cleanup()
    {
        m_tabs.reset();
        m_connection.reset();
    }

    void opensTabsPerSession()
    {
        QVERIFY(m_tabs->openTerminal(m_connection.get(), QStringLiteral("alpha")));
        QVERIFY(m_tabs->openTerminal(m_connection.get(), QStringLiteral("alpha")));
        QVERIFY(m_tabs->openTerminal(m_connection.get(), QStringLiteral("beta")));
        QCOMPARE(m_tabs->count(), 3);
        QCOMPARE(m_tabs->sessionIdAt(0), QStringLiteral("alpha"));
        QCOMPARE(m_tabs->sessionIdAt(2), QStringLiteral("beta"));
        QCOMPARE(m_tabs->tabTitle(2), QStringLiteral("beta"));
    }

    void reopeningReattachesDetachedTerminals()
    {
        m_tabs->openTerminal(m_connection.get(), QStringLiteral("alpha")); // main terminal
        m_tabs->openTerminal(m_connection.get(), QStringLiteral("alpha")); // second shell
        m_tabs->openTerminal(m_connection.get(), QStringLiteral("beta")); // other session: main
        QCOMPARE(m_backend->terminalIds(), QStringList({QString(), QStringLiteral("tab-2"), QString()}));
        m_tabs->closeTab(0); // detaches alpha's main terminal
        m_tabs->openTerminal(m_connection.get(), QStringLiteral("alpha"));
        QCOMPARE(m_backend->terminalIds().last(), QString()); // back to the detached shell
        m_tabs->openTerminal(m_connection.get(), QStringLiteral("alpha"));
        QCOMPARE(m_backend->terminalIds().last(), QStringLiteral("tab-3"));
    }

    void findBarSearchesCurrentTerminal()
    {
        TerminalView *view = m_tabs->openTerminal(m_connection.get(), QStringLiteral("alpha"));
        m_backend->channels.last()->play("first line\r\nneedle here\r\nlast line\r\n");
        view->flushUpdates();
        TerminalFindBar *bar = m_tabs->findBar();
        bar->open();
        QVERIFY(bar->isVisibleTo(m_tabs.get()));
        bar->input()->setText(QStringLiteral("needle"));
        QTest::keyClick(bar->input(), Qt::Key_Return);
        QCOMPARE(view->selectedText(), QStringLiteral("needle"));
        bar->input()->setText(QStringLiteral("absent"));
        QTest::keyClick(bar->input(), Qt::Key_Return);
        QCOMPARE(view->selectedText(), QStringLiteral("needle")); // unchanged when nothing matches
        QTest::keyClick(bar->input(), Qt::Key_Escape);
        QVERIFY(!bar->isVisibleTo(m_tabs.get()));
    }

    void titleFollowsShell()
    {
        TerminalView *view = m_tabs->openTerminal(m_connection.get(), QStringLiteral("alpha"));
        QVERIFY(view);
        m_backend->channels.last()->play("\x1b]0;vim notes.txt\x07");
        QTRY_COMPARE(m_tabs->tabTitle(0), QStringLiteral("vim notes.txt \u00b7 alpha"));
        m_tabs->renameTab(0, QStringLiteral("notes"));
        QCOMPARE(m_tabs->tabTitle(0), QStringLiteral("notes"));
    }

    void exitMarksTabEnded()
    {
        m_tabs->openTerminal(m_connection.get(), QStringLiteral("alpha"));
        m_backend->channels.last()->end(3);
        QTRY_VERIFY(m_tabs->tabTitle(0).contains(QStringLiteral("alpha")));
        QVERIFY(m_tabs->tabTitle(0) != QStringLiteral("alpha"));
    }

    void reconnectShowsInTabAndReplayIsNotDoubled()
    {
        TerminalView *view = m_tabs->openTerminal(m_connection.get(), QStringLiteral("alpha"));
        QVERIFY(view);
        FakeChannel *channel = m_backend->channels.last();
        m_tabs->show(); // laid out: lines as wide as the tab
        QVERIFY(QTest::qWaitForWindowExposed(m_tabs.get()));
        QVERIFY(view->columns() >= 40);
        const QByteArray history = "$ make\r\nbuilt 3 targets\r\n$ ";
        auto timesShown = [view](const QString &needle) {
            view->flushUpdates();
            int n = 0;
            for (int line = 0; line < view->model()->totalLines(); ++line)
                n += view->model()->lineText(line).count(needle);
            return n;
        };
        channel->play(history);
        QCOMPARE(timesShown(QStringLiteral("built 3 targets")), 1);

        channel->lose(QStringLiteral("network unreachable"));
        QVERIFY(m_tabs->tabTitle(0).startsWith(QStringLiteral("alpha ")));
        QVERIFY(m_tabs->tabTitle(0) != QStringLiteral("alpha"));
        const QString reconnectingTitle = m_tabs->tabTitle(0);
        QTabWidget *tabWidget = m_tabs->findChild<QTabWidget *>();
        QVERIFY(tabWidget->tabToolTip(0).contains(QStringLiteral("network unreachable")));
        QCOMPARE(timesShown(QStringLiteral("network unreachable")), 1); // said in the terminal too

        // The agent replays what it kept, from the start, right after reattached().
        channel->reattach();
        channel->play(history);
        channel->play("echo new\r\nnew\r\n$ ");
        QCOMPARE(timesShown(QStringLiteral("built 3 targets")), 1);
        QCOMPARE(timesShown(QStringLiteral("network unreachable")), 0);
        QCOMPARE(timesShown(QStringLiteral("new")), 2);
        QCOMPARE(m_tabs->tabTitle(0), QStringLiteral("alpha"));
        QVERIFY(!tabWidget->tabToolTip(0).contains(QStringLiteral("network unreachable")));

        // Lost for good: the tab says so and the terminal tells why.
        channel->lose(QStringLiteral("connection refused"));
        channel->fail(QStringLiteral("the terminal connection was lost: connection refused"));
        QVERIFY(m_tabs->tabTitle(0) != QStringLiteral("alpha"));
        QVERIFY(m_tabs->tabTitle(0) != reconnectingTitle);
        QVERIFY(!tabWidget->tabToolTip(0).contains(QStringLiteral("connection refused")));
        QCOMPARE(timesShown(QStringLiteral("the terminal connection was lost")), 1);
    }

    void closingTabDetachesOnly()
    {
        m_tabs->openTerminal(m_connection.get(), QStringLiteral("alpha"));
        QPointer<FakeChannel> channel = m_backend->channels.last();
        m_tabs->closeTab(0);
        QCOMPARE(m_tabs->count(), 0);
        QTRY_VERIFY(channel.isNull()); // the viewer's channel goes with the tab
    }

    void sessionDeletedStopsInput()
    {
        TerminalView *view = m_tabs->openTerminal(m_connection.get(), QStringLiteral("gone"));
        m_tabs->sessionDeleted(m_connection.get(), QStringLiteral("gone"));
        QCOMPARE(view->channel(), nullptr);
        QVERIFY(m_tabs->tabTitle(0) != QStringLiteral("gone"));
    }

    void noChannelReportsError()
    {
        TerminalTabs tabs;
        auto *backend = new FakeTerminalBackend<FakeChannel>;
        backend->opens = false;
        tabs.setBackend(backend);
        QSignalSpy errors(&tabs, &TerminalTabs::errorOccurred);
        QVERIFY(!tabs.openTerminal(m_connection.get(), QStringLiteral("x")));
        QCOMPARE(errors.count(), 1);
        QCOMPARE(tabs.count(), 0);
    }

private:
    Router m_router;
    InProcessTransport *m_transport = nullptr;
    std::unique_ptr<SandboxConnection> m_connection;
    std::unique_ptr<TerminalTabs> m_tabs;
    FakeTerminalBackend<FakeChannel> *m_backend = nullptr; // owned by m_tabs
};

QTEST_MAIN(TestTerminalTabs)
#include "tst_terminaltabs.moc"
