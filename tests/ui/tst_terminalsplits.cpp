// SPDX-License-Identifier: Apache-2.0
// Split panes, offscreen, against a real agent: Ctrl+( and Ctrl+) split the current pane into
// a new shell of the same session, Ctrl+Shift+arrows move the focus, the tab's title follows
// it, Ctrl+Shift+W closes one pane (the tab with its last), Ctrl+Alt+( / Ctrl+Alt+) split into
// another session of the sandbox, and the next window brings the same split tree back attached
// to the same shells (older single-pane records still restore).
#include "FakeTerminalBackend.h"
#include "FutureWait.h"
#include "ServedSandbox.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "server/AgentServer.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"
#include "tabs/TerminalActions.h"
#include "tabs/TerminalPaneTree.h"
#include "tabs/TerminalProfileBinder.h"
#include "tabs/TerminalTabs.h"
#include "terminal/ColorSchemeLibrary.h"
#include "terminal/TerminalModel.h"
#include "terminal/TerminalProfileStore.h"
#include "terminal/TerminalView.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
const QByteArray kToken = QByteArrayLiteral("terminal-splits-test-token");
const QString kSession = QStringLiteral("default");
const QString kOther = QStringLiteral("other");
const auto kCtrlShift = Qt::ControlModifier | Qt::ShiftModifier;

// The tree as saved, without the sizes (which depend on the window's layout).
QJsonObject shapeOf(QJsonObject json)
{
    json.remove(QStringLiteral("sizes"));
    if (json.contains(QStringLiteral("panes"))) {
        QJsonArray panes;
        for (const QJsonValue &pane : json.value(QStringLiteral("panes")).toArray())
            panes.append(shapeOf(pane.toObject()));
        json.insert(QStringLiteral("panes"), panes);
    }
    return json;
}

// The terminal each pane of m_tabs shows (set by the test before toJson()).
const TerminalTabs *g_tabs = nullptr;
QJsonObject leafOf(TerminalView *view)
{
    return {{QStringLiteral("terminal"), g_tabs->terminalIdOf(view)}};
}
} // namespace

class TestTerminalSplits : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::ServedSandbox> m_served;
    std::unique_ptr<QWidget> m_window;
    SandboxConnection *m_connection = nullptr;
    TerminalTabs *m_tabs = nullptr;
    FakeTerminalBackend<> *m_backend = nullptr; // real shells; closing asks nothing unless told

    // A window with terminal tabs on the agent (the previous one, if any, closed first).
    void openWindow()
    {
        m_window.reset();
        m_window = std::make_unique<QWidget>();
        WebSocketTransport::Options options;
        options.token = kToken;
        auto *transport = new WebSocketTransport(m_served->url(), options);
        transport->open();
        m_connection = new SandboxConnection(QStringLiteral("test"), transport, false, m_window.get());
        m_tabs = new TerminalTabs(m_window.get());
        m_backend = new FakeTerminalBackend<>;
        m_tabs->setBackend(m_backend);
        auto *layout = new QVBoxLayout(m_window.get());
        layout->addWidget(m_tabs);
        m_window->resize(900, 600);
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_tabs->restoreTabs();
        m_tabs->connectionAdded(m_connection);
    }
    // Keys go where the user types: into the focused pane.
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = kCtrlShift)
    {
        QTest::keyClick(m_tabs->currentTerminal(), key, modifiers);
    }
    static bool shows(TerminalView *view, const QString &text)
    {
        return view && view->model()->screenText().contains(text);
    }
    void focus(TerminalView *view)
    {
        view->setFocus();
        QVERIFY(waitUntil([view] { return view->hasFocus(); }));
    }
    QStringList agentTerminals() const
    {
        QStringList ids;
        for (const TerminalInfo &info : resultOf(m_connection->client()->listTerminals()))
            ids << info.sessionId + QLatin1Char('/') + info.terminalId;
        ids.sort();
        return ids;
    }
    static void type(TerminalView *view, const QString &line)
    {
        QTest::keyClicks(view, line);
        QTest::keyClick(view, Qt::Key_Return);
    }
    // Types a command into the pane and waits for its output.
    static bool run(TerminalView *view, const QString &command, const QString &output)
    {
        type(view, command);
        return waitUntil([view, output] { return shows(view, output); });
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QSettings().clear();
        m_served = std::make_unique<test::ServedSandbox>(kToken);
        QVERIFY(m_served->isListening());
        openWindow();
        QVERIFY(waitUntil([this] { return m_connection->isConnected(); }));
    }
    void cleanup()
    {
        m_window.reset();
        m_served.reset();
        QSettings().clear();
    }

    void splitStartsAShellOfItsOwnInTheSession_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("orientation");
        QTest::newRow("left/right: Ctrl+(") << int(Qt::Key_ParenLeft) << int(Qt::Horizontal);
        QTest::newRow("top/bottom: Ctrl+)") << int(Qt::Key_ParenRight) << int(Qt::Vertical);
    }
    void splitStartsAShellOfItsOwnInTheSession()
    {
        QFETCH(int, key);
        QFETCH(int, orientation);
        TerminalView *first = m_tabs->openTerminal(m_connection, kSession);
        QVERIFY(first);
        focus(first);
        QVERIFY(run(first, QStringLiteral("echo first-$((6*7))"), QStringLiteral("first-42")));
        press(Qt::Key(key));
        QCOMPARE(m_tabs->count(), 1);
        TerminalPaneTree *tree = m_tabs->paneTreeAt(0);
        QCOMPARE(tree->views().size(), 2);
        TerminalView *second = tree->views().at(1);
        QCOMPARE(m_tabs->currentTerminal(), second); // the new pane has the focus
        QVERIFY(second != first);
        auto *splitter = qobject_cast<QSplitter *>(second->parentWidget());
        QVERIFY(splitter);
        QCOMPARE(int(splitter->orientation()), orientation);
        const QRect a(first->mapTo(m_window.get(), QPoint()), first->size());
        const QRect b(second->mapTo(m_window.get(), QPoint()), second->size());
        if (orientation == Qt::Horizontal)
            QVERIFY2(b.left() > a.right(), "the new pane is right of the first");
        else
            QVERIFY2(b.top() > a.bottom(), "the new pane is below the first");
        QCOMPARE(m_tabs->sessionIdOf(second), kSession);
        QCOMPARE(m_tabs->terminalIdOf(second), QStringLiteral("tab-2"));
        // A shell of its own: the agent runs two, and what runs in one is not in the other.
        QVERIFY(run(second, QStringLiteral("echo second-$((6*8))"), QStringLiteral("second-48")));
        QVERIFY(!shows(first, QStringLiteral("second-48")));
        QVERIFY(!shows(second, QStringLiteral("first-42")));
        QCOMPARE(agentTerminals(),
                 (QStringList{kSession + QStringLiteral("/main"), kSession + QStringLiteral("/tab-2")}));
        QCOMPARE(m_tabs->indexOfTerminal(m_connection, kSession, QStringLiteral("tab-2")), 0);
    }

    void focusMovesByKeyboard()
    {
        TerminalView *left = m_tabs->openTerminal(m_connection, kSession);
        QVERIFY(left);
        focus(left);
        QVERIFY(!m_tabs->focusPaneActions().first()->isEnabled()); // unsplit: the keys are the program's
        TerminalView *right = m_tabs->splitCurrent(Qt::Horizontal);
        QVERIFY(right);
        TerminalView *below = m_tabs->splitCurrent(Qt::Vertical); // under the right pane
        QVERIFY(below);
        QVERIFY(m_tabs->focusPaneActions().first()->isEnabled());
        QCOMPARE(m_tabs->paneTreeAt(0)->views(), (QList<TerminalView *>{left, right, below}));
        QTRY_VERIFY(below->hasFocus());
        press(Qt::Key_Up);
        QCOMPARE(m_tabs->currentTerminal(), right);
        QTRY_VERIFY(right->hasFocus());
        press(Qt::Key_Up); // nothing above: stays
        QCOMPARE(m_tabs->currentTerminal(), right);
        press(Qt::Key_Left);
        QCOMPARE(m_tabs->currentTerminal(), left);
        press(Qt::Key_Right);
        QVERIFY(m_tabs->currentTerminal() == right || m_tabs->currentTerminal() == below);
        press(Qt::Key_Down);
        QCOMPARE(m_tabs->currentTerminal(), below);
        // Keys typed now reach the focused pane's shell.
        QVERIFY(run(below, QStringLiteral("echo below-$((2*5))"), QStringLiteral("below-10")));
        QVERIFY(!shows(right, QStringLiteral("below-10")));
    }

    void titleFollowsTheFocusedPane()
    {
        TerminalView *left = m_tabs->openTerminal(m_connection, kSession);
        QVERIFY(left);
        focus(left);
        type(left, QStringLiteral("PROMPT_COMMAND=; printf '\\033]0;%s\\007' left-pane"));
        QTRY_VERIFY2(m_tabs->tabTitle(0).contains(QStringLiteral("left-pane")),
                     qPrintable(m_tabs->tabTitle(0)));
        TerminalView *right = m_tabs->splitCurrent(Qt::Horizontal);
        QVERIFY(right);
        QTRY_VERIFY(right->hasFocus());
        type(right, QStringLiteral("PROMPT_COMMAND=; printf '\\033]0;%s\\007' right-pane"));
        QTRY_VERIFY2(m_tabs->tabTitle(0).contains(QStringLiteral("right-pane")),
                     qPrintable(m_tabs->tabTitle(0)));
        press(Qt::Key_Left);
        QTRY_VERIFY2(m_tabs->tabTitle(0).contains(QStringLiteral("left-pane")),
                     qPrintable(m_tabs->tabTitle(0)));
        // A title change in the pane behind does not take the tab's title.
        type(right, QStringLiteral("printf '\\033]0;%s\\007' right-again"));
        QTRY_COMPARE(right->title(), QStringLiteral("right-again"));
        QVERIFY(m_tabs->tabTitle(0).contains(QStringLiteral("left-pane")));
        // A click gives a pane the focus, and the title with it.
        QTest::mouseClick(right->viewport(), Qt::LeftButton, {}, QPoint(10, 10));
        QTRY_VERIFY2(m_tabs->tabTitle(0).contains(QStringLiteral("right-again")),
                     qPrintable(m_tabs->tabTitle(0)));
    }

    void closingAPaneKeepsTheOthers()
    {
        TerminalView *left = m_tabs->openTerminal(m_connection, kSession);
        QVERIFY(left);
        focus(left);
        TerminalView *right = m_tabs->splitCurrent(Qt::Horizontal);
        QVERIFY(right);
        QTRY_VERIFY(right->hasFocus());
        QVERIFY(run(right, QStringLiteral("echo right-$((3*4))"), QStringLiteral("right-12")));
        QPointer<TerminalView> closed(right);
        press(Qt::Key_W);
        QTRY_VERIFY(!closed);
        QCOMPARE(m_tabs->count(), 1);
        QCOMPARE(m_tabs->paneTreeAt(0)->views(), QList<TerminalView *>{left});
        QCOMPARE(m_tabs->currentTerminal(), left);
        QVERIFY(!m_tabs->focusPaneActions().first()->isEnabled());
        QTRY_VERIFY(left->hasFocus());
        QVERIFY(run(left, QStringLiteral("echo still-$((3*3))"), QStringLiteral("still-9")));
        // The split is gone from the window too: the last pane fills the tab.
        QVERIFY(!qobject_cast<QSplitter *>(left->parentWidget()));
        // Closing detached the viewer only: its shell runs on and a new pane takes it up again.
        QCOMPARE(agentTerminals(),
                 (QStringList{kSession + QStringLiteral("/main"), kSession + QStringLiteral("/tab-2")}));
        press(Qt::Key_W);
        QTRY_COMPARE(m_tabs->count(), 0);
    }

    // The tab's close button closes every pane, each asked about like a tab of its own.
    void closingTheTabClosesEveryPane()
    {
        // Idle shells (the backend's answer): each pane is asked for, then detached at once.
        TerminalView *left = m_tabs->openTerminal(m_connection, kSession);
        QVERIFY(left);
        QVERIFY(m_tabs->splitCurrent(Qt::Vertical));
        QVERIFY(m_tabs->splitCurrent(Qt::Horizontal));
        QVERIFY(m_tabs->openTerminal(m_connection, kSession)); // another tab, left alone
        QCOMPARE(m_tabs->count(), 2);
        m_tabs->closeTab(0);
        QTRY_COMPARE(m_tabs->count(), 1);
        QStringList asked = m_backend->queried;
        asked.sort();
        QCOMPARE(asked,
                 (QStringList{kSession + QStringLiteral("/"), kSession + QStringLiteral("/tab-2"),
                              kSession + QStringLiteral("/tab-3")}));
        QCOMPARE(m_tabs->terminalIdAt(0), QStringLiteral("tab-4"));
    }

    // Save → a new window: the same tree of the same shells, the same pane current, sizes kept.
    void splitsAreRestoredWithTheTabs()
    {
        TerminalView *left = m_tabs->openTerminal(m_connection, kSession);
        QVERIFY(left);
        focus(left);
        QVERIFY(run(left, QStringLiteral("echo left-$((1+1))"), QStringLiteral("left-2")));
        TerminalView *right = m_tabs->splitCurrent(Qt::Horizontal);
        QVERIFY(right);
        TerminalView *below = m_tabs->splitCurrent(Qt::Vertical);
        QVERIFY(below);
        QVERIFY(run(below, QStringLiteral("echo below-$((2+2))"), QStringLiteral("below-4")));
        QVERIFY(
            run(m_tabs->openTerminal(m_connection, kSession), QStringLiteral("echo x"), QStringLiteral("x")));
        QCOMPARE(m_tabs->count(), 2);
        m_tabs->showTerminal(m_connection, kSession, QStringLiteral("tab-3")); // below: tab 0 current
        QCOMPARE(m_tabs->currentIndex(), 0);
        QCOMPARE(m_tabs->currentTerminal(), below);
        // Drag the left/right handle 120 pixels to the left.
        auto *outer = qobject_cast<QSplitter *>(left->parentWidget());
        QVERIFY(outer);
        QSplitterHandle *handle = outer->handle(1);
        const int leftWidth = left->width();
        const QPoint middle = handle->rect().center();
        QTest::mousePress(handle, Qt::LeftButton, {}, middle);
        QTest::mouseMove(handle, middle - QPoint(60, 0));
        QTest::mouseMove(handle, middle - QPoint(120, 0));
        QTest::mouseRelease(handle, Qt::LeftButton, {}, middle - QPoint(120, 0));
        QTRY_VERIFY(left->width() < leftWidth - 100);
        // And from the keyboard: Ctrl+Shift+] grows the focused pane, Ctrl+Shift+[ shrinks it.
        const int belowHeight = below->height();
        press(Qt::Key_BracketRight);
        QTRY_VERIFY(below->height() > belowHeight + 20);
        press(Qt::Key_BracketLeft);
        press(Qt::Key_BracketLeft);
        QTRY_VERIFY(below->height() < belowHeight - 20);
        const int belowResized = below->height();
        const int draggedWidth = left->width();
        g_tabs = m_tabs;
        const QJsonObject tree = m_tabs->paneTreeAt(0)->toJson(leafOf);
        QVERIFY(waitUntil([this] { return agentTerminals().size() == 4; }));
        const QStringList shells = agentTerminals();

        openWindow();
        QVERIFY(waitUntil([this] { return m_connection->isConnected(); }));
        QCOMPARE(m_tabs->count(), 2);
        QCOMPARE(m_tabs->currentIndex(), 0);
        TerminalPaneTree *restored = m_tabs->paneTreeAt(0);
        g_tabs = m_tabs;
        QCOMPARE(shapeOf(restored->toJson(leafOf)), shapeOf(tree));
        QCOMPARE(m_tabs->paneTreeAt(1)->views().size(), 1);
        const QList<TerminalView *> views = restored->views();
        QCOMPARE(views.size(), 3);
        QCOMPARE(m_tabs->currentTerminal(), views.at(2));
        QVERIFY2(std::abs(views.at(2)->height() - belowResized) <= 8,
                 qPrintable(QStringLiteral("%1 vs %2").arg(views.at(2)->height()).arg(belowResized)));
        QVERIFY2(std::abs(views.at(0)->width() - draggedWidth) <= 8,
                 qPrintable(QStringLiteral("%1 vs %2").arg(views.at(0)->width()).arg(draggedWidth)));
        // Attached to the same shells: their output replayed, no shell started.
        QVERIFY(waitUntil([&] { return shows(views.at(0), QStringLiteral("left-2")); }));
        QVERIFY(waitUntil([&] { return shows(views.at(2), QStringLiteral("below-4")); }));
        QVERIFY(run(views.at(2), QStringLiteral("echo again-$((4+4))"), QStringLiteral("again-8")));
        QCOMPARE(agentTerminals(), shells);
    }

    // Ctrl+Alt+( / Ctrl+Alt+) list the sandbox's sessions at the pane; the one picked with the
    // keyboard gets the new pane, a shell of its own there; the tab says which sessions it holds,
    // and the next window brings the mixed split back on the same shells.
    void splitIntoAnotherSession_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("orientation");
        QTest::newRow("left/right: Ctrl+Alt+(") << int(Qt::Key_ParenLeft) << int(Qt::Horizontal);
        QTest::newRow("top/bottom: Ctrl+Alt+)") << int(Qt::Key_ParenRight) << int(Qt::Vertical);
    }
    void splitIntoAnotherSession()
    {
        QFETCH(int, key);
        QFETCH(int, orientation);
        SessionOptions options;
        options.id = kOther;
        options.env.insert(QStringLiteral("PANE_MARK"), QStringLiteral("other"));
        QCOMPARE(resultOf(m_connection->client()->createSession(options)).id, kOther);
        m_connection->refresh();
        QVERIFY(waitUntil([this] { return m_connection->indexOfSession(kOther) >= 0; }));
        TerminalView *first = m_tabs->openTerminal(m_connection, kSession);
        QVERIFY(first);
        focus(first);
        QVERIFY(run(first, QStringLiteral("echo first-$((6*7))"), QStringLiteral("first-42")));
        // '(' and ')' are shifted: the key event carries Shift, as the user's does.
        press(Qt::Key(key), Qt::ControlModifier | Qt::AltModifier | Qt::ShiftModifier);
        QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QCOMPARE(menu, m_tabs->splitInSessionMenu(Qt::Orientation(orientation)));
        QStringList listed;
        QString checked;
        for (const QAction *action : menu->actions()) {
            listed << action->text();
            if (action->isChecked())
                checked = action->text();
        }
        listed.sort();
        QCOMPARE(listed, (QStringList{kSession, kOther}));
        QCOMPARE(checked, kSession); // the pane's own
        // Arrows and Enter, as in any menu.
        for (int i = 0; i < 4 && (!menu->activeAction() || menu->activeAction()->text() != kOther); ++i)
            QTest::keyClick(menu, Qt::Key_Down);
        QCOMPARE(menu->activeAction()->text(), kOther);
        QTest::keyClick(menu, Qt::Key_Return);
        QTRY_COMPARE(m_tabs->paneTreeAt(0)->views().size(), 2);
        TerminalView *second = m_tabs->paneTreeAt(0)->views().at(1);
        QCOMPARE(m_tabs->currentTerminal(), second);
        // Offscreen, the closed popup leaves no window active (a window manager gives it back).
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTRY_VERIFY(second->hasFocus());
        QCOMPARE(int(qobject_cast<QSplitter *>(second->parentWidget())->orientation()), orientation);
        QCOMPARE(m_tabs->sessionIdOf(second), kOther);
        QCOMPARE(m_tabs->sessionIdAt(0), kOther); // the focused pane's session is the tab's
        // Its shell runs in the other session (its environment), the first pane's in its own.
        QVERIFY(run(second, QStringLiteral("echo mark-$PANE_MARK-$((2*3))"), QStringLiteral("mark-other-6")));
        QVERIFY(run(first, QStringLiteral("echo mark-$PANE_MARK-$((2*4))"), QStringLiteral("mark--8")));
        QCOMPARE(agentTerminals(),
                 (QStringList{kSession + QStringLiteral("/main"), kOther + QStringLiteral("/main")}));
        // The title is the focused pane's; the tooltip names both sessions.
        QTRY_VERIFY2(m_tabs->tabTitle(0).contains(kOther), qPrintable(m_tabs->tabTitle(0)));
        const auto toolTip = [this] { return m_tabs->findChild<QTabWidget *>()->tabToolTip(0); };
        QVERIFY2(toolTip().contains(kSession + QStringLiteral(", ") + kOther), qPrintable(toolTip()));
        const bool sideBySide = orientation == Qt::Horizontal;
        press(sideBySide ? Qt::Key_Left : Qt::Key_Up);
        QCOMPARE(m_tabs->currentTerminal(), first);
        QTRY_VERIFY2(m_tabs->tabTitle(0).contains(kSession) && !m_tabs->tabTitle(0).contains(kOther),
                     qPrintable(m_tabs->tabTitle(0)));
        QCOMPARE(m_tabs->sessionIdAt(0), kSession);
        press(sideBySide ? Qt::Key_Right : Qt::Key_Down);
        QCOMPARE(m_tabs->currentTerminal(), second);
        const QStringList shells = agentTerminals();

        openWindow();
        QVERIFY(waitUntil([this] { return m_connection->isConnected(); }));
        QCOMPARE(m_tabs->count(), 1);
        const QList<TerminalView *> views = m_tabs->paneTreeAt(0)->views();
        QCOMPARE(views.size(), 2);
        QCOMPARE(m_tabs->sessionIdOf(views.at(0)), kSession);
        QCOMPARE(m_tabs->sessionIdOf(views.at(1)), kOther);
        QCOMPARE(int(qobject_cast<QSplitter *>(views.at(1)->parentWidget())->orientation()), orientation);
        QCOMPARE(m_tabs->currentTerminal(), views.at(1));
        QCOMPARE(m_tabs->sessionIdAt(0), kOther);
        // Reattached to the same two shells, each with its own output.
        QVERIFY(waitUntil([&] { return shows(views.at(1), QStringLiteral("mark-other-6")); }));
        QVERIFY(waitUntil([&] { return shows(views.at(0), QStringLiteral("first-42")); }));
        QVERIFY(!shows(views.at(0), QStringLiteral("mark-other-6")));
        QVERIFY(run(views.at(1), QStringLiteral("echo again-$PANE_MARK"), QStringLiteral("again-other")));
        QCOMPARE(agentTerminals(), shells);
    }

    // The Terminal menu offers both, with their shortcuts, while a pane can be split.
    void splitInSessionIsInTheTerminalMenu()
    {
        auto *bar = new QMenuBar(m_window.get());
        auto *newTerminal = new QAction(QStringLiteral("New Terminal"), m_window.get());
        auto *actions = new TerminalActions(m_tabs, newTerminal, m_window.get());
        const QList<QAction *> entries = actions->addTerminalMenu(bar)->actions();
        for (Qt::Orientation orientation : {Qt::Horizontal, Qt::Vertical}) {
            QMenu *menu = m_tabs->splitInSessionMenu(orientation);
            QVERIFY(entries.contains(menu->menuAction()));
            const QString key = orientation == Qt::Horizontal ? QStringLiteral("(") : QStringLiteral(")");
            QVERIFY2(menu->title().endsWith(QStringLiteral("Ctrl+Alt+") + key), qPrintable(menu->title()));
            QVERIFY(!menu->menuAction()->isEnabled()); // no terminal yet
        }
        QVERIFY(m_tabs->openTerminal(m_connection, kSession));
        QVERIFY(m_tabs->splitInSessionMenu(Qt::Horizontal)->menuAction()->isEnabled());
        QVERIFY(m_tabs->splitInSessionMenu(Qt::Vertical)->menuAction()->isEnabled());
    }

    // A pane of another session is that session's: its profile, and choosing the session in
    // the list brings it forward, even where it is not the tab's focused pane.
    void panesOfAnotherSessionAreThatSessions()
    {
        SessionOptions options;
        options.id = kOther;
        QCOMPARE(resultOf(m_connection->client()->createSession(options)).id, kOther);
        m_connection->refresh();
        QVERIFY(waitUntil([this] { return m_connection->indexOfSession(kOther) >= 0; }));
        TerminalProfile own;
        own.scheme = QStringLiteral("Tango Dark");
        TerminalProfileStore().setSessionProfile(TerminalTabs::connectionKey(m_connection), kOther, own);
        TerminalProfileBinder binder(m_tabs, m_window.get());
        TerminalView *first = m_tabs->openTerminal(m_connection, kSession);
        QVERIFY(first);
        TerminalView *second = m_tabs->splitCurrent(Qt::Horizontal, kOther);
        QVERIFY(second);
        QVERIFY(m_tabs->openTerminal(m_connection, kOther)); // a tab of its own, in front now
        const QRgb tango = ColorSchemeLibrary().theme(own.scheme).background;
        QCOMPARE(second->theme().background, tango);
        QVERIFY(first->theme().background != tango);
        QVERIFY(m_tabs->showSession(m_connection, kSession)); // only a pane of tab 0 has it
        QCOMPARE(m_tabs->currentIndex(), 0);
        QCOMPARE(m_tabs->currentTerminal(), first);
        QVERIFY(m_tabs->showSession(m_connection, kOther)); // the pane beside it, not tab 1
        QCOMPARE(m_tabs->currentIndex(), 0);
        QCOMPARE(m_tabs->currentTerminal(), second);
        QVERIFY(!m_tabs->showSession(m_connection, QStringLiteral("no-such-session")));
    }

    // A session the sandbox does not have (gone meanwhile): a sentence, and no pane.
    void splitIntoAMissingSessionSaysSo()
    {
        TerminalView *first = m_tabs->openTerminal(m_connection, kSession);
        QVERIFY(first);
        QSignalSpy errors(m_tabs, &TerminalTabs::errorOccurred);
        QVERIFY(!m_tabs->splitCurrent(Qt::Horizontal, QStringLiteral("no-such-session")));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().first().toString().contains(QStringLiteral("no-such-session")),
                 qPrintable(errors.first().first().toString()));
        QCOMPARE(m_tabs->paneTreeAt(0)->views(), QList<TerminalView *>{first});
        QCOMPARE(m_tabs->currentTerminal(), first);
    }

    void singlePaneRecordsStillRestore_data()
    {
        QTest::addColumn<QByteArray>("panes"); // empty: no such key (a record of an older version)
        QTest::newRow("older record") << QByteArray();
        QTest::newRow("not JSON") << QByteArrayLiteral("{\"tree\": [");
        QTest::newRow("unknown split")
            << QByteArrayLiteral("{\"tree\":{\"split\":\"diagonal\",\"panes\":[{\"session\":\"default\"},{"
                                 "\"session\":\"default\"}]}}");
        QTest::newRow("panes without session")
            << QByteArrayLiteral("{\"tree\":{\"split\":\"vertical\",\"panes\":[{\"terminal\":\"x\"},{}]}}");
        QTest::newRow("focus out of range")
            << QByteArrayLiteral("{\"tree\":{\"session\":\"default\"},\"focus\":99}");
    }
    void singlePaneRecordsStillRestore()
    {
        QFETCH(QByteArray, panes);
        TerminalView *view = m_tabs->openTerminal(m_connection, kSession);
        QVERIFY(view);
        QVERIFY(run(view, QStringLiteral("echo old-$((5+5))"), QStringLiteral("old-10")));
        const QString connection = TerminalTabs::connectionKey(m_connection);
        m_window.reset();
        {
            // The record as an older version wrote it: three keys.
            QSettings settings;
            settings.remove(QStringLiteral("terminals"));
            settings.beginWriteArray(QStringLiteral("terminals/tabs"), 1);
            settings.setArrayIndex(0);
            settings.setValue(QStringLiteral("connection"), connection);
            settings.setValue(QStringLiteral("session"), kSession);
            settings.setValue(QStringLiteral("terminal"), QString());
            if (!panes.isEmpty())
                settings.setValue(QStringLiteral("panes"), panes);
            settings.endArray();
        }
        openWindow();
        QCOMPARE(m_tabs->count(), 1);
        QCOMPARE(m_tabs->paneTreeAt(0)->views().size(), 1);
        QCOMPARE(m_tabs->sessionIdAt(0), kSession);
        QCOMPARE(m_tabs->terminalIdAt(0), QString());
        QVERIFY(waitUntil([this] { return shows(m_tabs->currentTerminal(), QStringLiteral("old-10")); }));
    }
};

QTEST_MAIN(TestTerminalSplits)
#include "tst_terminalsplits.moc"
