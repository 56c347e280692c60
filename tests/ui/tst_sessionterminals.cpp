// SPDX-License-Identifier: Apache-2.0
// Terminals in the session list, offscreen, against a real agent: another client's terminal
// appears under its session live (no refresh), with who opened it and whether anyone views it;
// opening it mirrors its output read-only behind a "watching" banner and sends nothing until
// Take Over Input; one of this window's terminals, once detached, is listed and reopens.
#include "FakeTerminalBackend.h"
#include "FutureWait.h"
#include "ServedSandbox.h"
#include "client/EventSubscription.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "client/WebSocketTransport.h"
#include "protocol/TerminalRequest.h"
#include "server/AgentServer.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionTerminals.h"
#include "sessions/SessionTreeModel.h"
#include "tabs/TerminalListController.h"
#include "tabs/TerminalMirrorBanner.h"
#include "tabs/TerminalMirrorScroller.h"
#include "tabs/TerminalTabs.h"
#include "terminal/TerminalModel.h"
#include "terminal/TerminalView.h"

#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
const QByteArray kToken = QByteArrayLiteral("session-terminals-test-token");
const QString kOtherOrigin = QStringLiteral("ci-bot");
} // namespace

class TestSessionTerminals : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::ServedSandbox> m_served;
    std::unique_ptr<QWidget> m_window;
    SandboxConnection *m_connection = nullptr; // the window's
    SessionTreeModel *m_model = nullptr;
    TerminalTabs *m_tabs = nullptr;
    TerminalListController *m_controller = nullptr;
    std::unique_ptr<WebSocketTransport> m_otherTransport;
    std::unique_ptr<SandboxClient> m_other; // another client of the same sandbox
    QByteArray m_otherOutput;

    WebSocketTransport *newTransport()
    {
        WebSocketTransport::Options options;
        options.token = kToken;
        auto *transport = new WebSocketTransport(m_served->url(), options);
        transport->open();
        return transport;
    }
    // The other client opens terminal id of the default session (its output → m_otherOutput).
    TerminalStream *openOthersTerminal(const QString &id)
    {
        TerminalRequest request;
        request.sessionId = QStringLiteral("default");
        request.terminalId = id;
        request.origin = kOtherOrigin;
        TerminalStream *stream = m_other->openTerminal(request);
        connect(stream, &TerminalStream::dataReceived, this,
                [this](const QByteArray &bytes) { m_otherOutput += bytes; });
        return stream;
    }
    QModelIndex sessionRow() const
    {
        return m_model->indexOfSession(m_connection, QStringLiteral("default"));
    }
    // The row of terminal id under the default session (invalid: not listed).
    QModelIndex terminalRow(const QString &id) const
    {
        const QModelIndex session = sessionRow();
        for (int row = 0; row < m_model->rowCount(session); ++row) {
            const QModelIndex index = m_model->index(row, SessionTreeModel::NameColumn, session);
            if (m_model->terminalIdAt(index) == id)
                return index;
        }
        return {};
    }
    QString stateOf(const QString &id) const
    {
        const QModelIndex row = terminalRow(id);
        return row.isValid() ? row.data(SessionTreeModel::TerminalStateRole).toString() : QString();
    }
    std::optional<TerminalInfo> listed(const QString &id) const
    {
        for (const TerminalInfo &info : resultOf(m_other->listTerminals()))
            if (info.terminalId == id)
                return info;
        return std::nullopt;
    }
    static QString screenOf(TerminalView *view) { return view ? view->model()->screenText() : QString(); }
    // Keys typed into a mirror go nowhere: no echo at the owner's, no file made.
    void checkTypingGoesNowhere(TerminalView *mirror, TerminalStream *stream, const QString &name)
    {
        const QString marker = m_served->filePath(name);
        mirror->setFocus();
        QTest::keyClicks(mirror, QStringLiteral("touch %1").arg(marker));
        QTest::keyClick(mirror, Qt::Key_Return);
        QTest::qWait(500);
        stream->write("echo CHECK-$((8*8))\n");
        QTRY_VERIFY(m_otherOutput.contains("CHECK-64"));
        QVERIFY(!m_otherOutput.contains(name.toUtf8()));
        QVERIFY(!QFileInfo::exists(marker));
    }
    static void wheel(TerminalView *view, int steps, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        const QPointF at(view->viewport()->width() / 2.0, view->viewport()->height() / 2.0);
        QWheelEvent event(at, view->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120 * steps),
                          Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(view->viewport(), &event);
    }
    // Where grid cell (row, col) of the live screen is in the scroller's viewport.
    static QRect cellInViewport(TerminalMirrorScroller *scroller, int row, int col)
    {
        TerminalView *view = scroller->view();
        const QRect cell(col * view->cellSize().width(), row * view->cellSize().height(),
                         view->cellSize().width(), view->cellSize().height());
        return cell.translated(view->mapTo(scroller->viewport(), QPoint(0, 0)));
    }

private slots:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_served = std::make_unique<test::ServedSandbox>(kToken);
        QVERIFY(m_served->isListening());

        m_window = std::make_unique<QWidget>();
        m_connection = new SandboxConnection(QStringLiteral("test"), newTransport(), false, m_window.get());
        m_model = new SessionTreeModel(m_window.get());
        auto *view = new QTreeView(m_window.get());
        view->setModel(m_model);
        m_tabs = new TerminalTabs(m_window.get());
        // Real shells, closing asks nothing; terminals are taken as the window takes them.
        auto *backend = new FakeTerminalBackend<>;
        m_tabs->setBackend(backend);
        m_controller = new TerminalListController(m_model, view, m_tabs, m_window.get());
        backend->setTerminals(m_controller->terminals());
        m_model->addConnection(m_connection);
        m_tabs->connectionAdded(m_connection);
        EventSubscription *feed = m_connection->client()->subscribeEvents(0);
        m_controller->addConnection(m_connection, feed);
        auto *layout = new QHBoxLayout(m_window.get());
        layout->addWidget(view);
        layout->addWidget(m_tabs, 1);
        m_window->resize(1000, 500);
        m_window->show();
        QTRY_VERIFY(sessionRow().isValid());

        m_otherTransport.reset(newTransport());
        m_other = std::make_unique<SandboxClient>(m_otherTransport.get());
        WebSocketTransport *other = m_otherTransport.get();
        QVERIFY(waitUntil([other] { return other->state() == Transport::State::Connected; }, 10000));
        m_otherOutput.clear();
    }
    void cleanup()
    {
        m_other.reset();
        m_otherTransport.reset();
        m_window.reset();
        m_served.reset();
    }

    // Listed live from the feed: opened, who opened it, viewers, detached, title, ended.
    void anotherClientsTerminalAppearsUnderItsSession()
    {
        TerminalStream *stream = openOthersTerminal(QStringLiteral("ci"));
        QSignalSpy ready(stream, &TerminalStream::ready);
        QVERIFY(ready.wait(10000));
        QTRY_VERIFY(terminalRow(QStringLiteral("ci")).isValid());
        const QModelIndex row = terminalRow(QStringLiteral("ci"));
        QVERIFY(m_model->isTerminalRow(row));
        QCOMPARE(m_model->sessionIdAt(row), QStringLiteral("default"));
        QCOMPARE(m_model->connectionAt(row), m_connection);
        QVERIFY(row.data(SessionTreeModel::IsTerminalRole).toBool());
        QVERIFY2(row.data().toString().contains(kOtherOrigin), qPrintable(row.data().toString()));
        QTRY_COMPARE(stateOf(QStringLiteral("ci")), m_model->tr("%n viewer(s)", nullptr, 1));
        QVERIFY(row.data(Qt::ToolTipRole)
                    .toString()
                    .contains(m_model->tr("Double-click to watch it (read-only).")));

        stream->write("PROMPT_COMMAND=; printf '\\033]0;%s\\007' building-release\n");
        QTRY_VERIFY(terminalRow(QStringLiteral("ci"))
                        .data()
                        .toString()
                        .startsWith(m_model->tr("%1 \u00b7 %2", "terminal row: who opened it · its title")
                                        .arg(kOtherOrigin, QStringLiteral("building-release"))));
        // The state is said in the name cell, not in the State column (which would squeeze names).
        QVERIFY(terminalRow(QStringLiteral("ci"))
                    .data()
                    .toString()
                    .endsWith(stateOf(QStringLiteral("ci")) + QLatin1Char(')')));
        QVERIFY(
            terminalRow(QStringLiteral("ci")).siblingAtColumn(SessionTreeModel::StateColumn).data().isNull());

        // Its viewer goes: the shell runs on, detached.
        delete stream;
        QTRY_COMPARE(stateOf(QStringLiteral("ci")), m_model->tr("detached"));
        // It ends: the row goes.
        QVERIFY(waitFor(m_other->closeTerminal(QStringLiteral("default"), QStringLiteral("ci"))));
        QTRY_VERIFY(!terminalRow(QStringLiteral("ci")).isValid());
    }

    // The mirror shows the owner's output; typing in it reaches nothing until Take Over Input.
    void mirrorIsReadOnlyUntilTakenOver()
    {
        TerminalStream *stream = openOthersTerminal(QStringLiteral("shared"));
        QSignalSpy ready(stream, &TerminalStream::ready);
        QVERIFY(ready.wait(10000));
        stream->write("echo BEFORE-$((6*7))\n");
        QTRY_VERIFY(m_otherOutput.contains("BEFORE-42"));
        QTRY_VERIFY(terminalRow(QStringLiteral("shared")).isValid());

        QVERIFY(m_controller->open(terminalRow(QStringLiteral("shared"))));
        QCOMPARE(m_tabs->count(), 1);
        QVERIFY(m_tabs->isMirror(0));
        QVERIFY(m_tabs->mirrorBanner()->isVisible());
        QCOMPARE(
            m_tabs->mirrorBanner()->text(),
            m_tabs->mirrorBanner()->tr("Watching %1\u2019s terminal \u2014 input is off").arg(kOtherOrigin));
        TerminalView *mirror = m_tabs->terminalAt(0);
        QTRY_VERIFY2(screenOf(mirror).contains(QLatin1String("BEFORE-42")),
                     qPrintable(screenOf(mirror))); // replay
        stream->write("echo LIVE-$((7*7))\n");
        QTRY_VERIFY2(screenOf(mirror).contains(QLatin1String("LIVE-49")), qPrintable(screenOf(mirror)));
        QTRY_COMPARE(stateOf(QStringLiteral("shared")), m_model->tr("in this window"));
        QTRY_COMPARE(listed(QStringLiteral("shared"))->viewers, 2);
        QCOMPARE(listed(QStringLiteral("shared"))->writers, 1);

        checkTypingGoesNowhere(mirror, stream, QStringLiteral("typed-in-mirror"));
        if (QTest::currentTestFailed())
            return;

        // Take Over Input: the same shell, writable, in the same place; the banner goes.
        m_tabs->mirrorBanner()->takeOverButton()->click();
        QCOMPARE(m_tabs->count(), 1);
        QVERIFY(!m_tabs->isMirror(0));
        QVERIFY(!m_tabs->mirrorBanner()->isVisible());
        TerminalView *taken = m_tabs->terminalAt(0);
        QTRY_VERIFY2(screenOf(taken).contains(QLatin1String("CHECK-64")), qPrintable(screenOf(taken)));
        QTRY_COMPARE(listed(QStringLiteral("shared"))->writers, 2);
        taken->setFocus();
        QTest::keyClicks(taken, QStringLiteral("echo TAKEN-$((5+5))"));
        QTest::keyClick(taken, Qt::Key_Return);
        QTRY_VERIFY2(m_otherOutput.contains("TAKEN-10"), m_otherOutput.right(300).constData());
        delete stream;
    }

    // Two clients: the mirror shows the owner's terminal at the owner's size, follows its resizes
    // and never resizes it itself, so a long line stays one line as the owner sees it.
    void mirrorFollowsTheOwnersSize()
    {
        TerminalStream *stream = openOthersTerminal(QStringLiteral("sized"));
        QSignalSpy ready(stream, &TerminalStream::ready);
        QVERIFY(ready.wait(10000));
        stream->resize(100, 30);
        stream->write("echo SIZED-$((2*3))\n");
        QTRY_VERIFY(m_otherOutput.contains("SIZED-6"));
        QTRY_VERIFY(terminalRow(QStringLiteral("sized")).isValid());

        QVERIFY(m_controller->open(terminalRow(QStringLiteral("sized"))));
        QVERIFY(m_tabs->isMirror(0));
        TerminalView *mirror = m_tabs->terminalAt(0);
        // The tab's own size would give another grid: the owner's is taken (from the agent's ready).
        QTRY_COMPARE(mirror->columns(), 100);
        QCOMPARE(mirror->lines(), 30);
        QCOMPARE(m_tabs->mirrorBanner()->sizeText(),
                 m_tabs->mirrorBanner()->tr("%1 \u00d7 %2, as its owner sees it").arg(100).arg(30));

        // The owner resizes: the mirror follows, in a window that is not that size.
        stream->resize(132, 43);
        QTRY_COMPARE(mirror->columns(), 132);
        QCOMPARE(mirror->lines(), 43);
        QVERIFY(m_tabs->width() / mirror->cellSize().width() != 132); // the tab is another size
        stream->write("clear; printf 'LONG%0120d\\n' 5; stty size\n");
        QTRY_VERIFY(m_otherOutput.contains("43 132"));
        // 124 characters on one row of the mirror, as on the owner's 132 columns (not wrapped).
        const QString line = QStringLiteral("LONG") + QString(119, QLatin1Char('0')) + QLatin1Char('5');
        QTRY_VERIFY2(screenOf(mirror).contains(line), qPrintable(screenOf(mirror)));
        QTRY_COMPARE(m_tabs->mirrorBanner()->sizeText(),
                     m_tabs->mirrorBanner()->tr("%1 \u00d7 %2, as its owner sees it").arg(132).arg(43));

        // Resizing the window resizes nothing: the owner's pty keeps its size.
        m_window->resize(700, 350);
        QTest::qWait(300);
        QCOMPARE(mirror->columns(), 132);
        m_otherOutput.clear();
        stream->write("stty size\n");
        QTRY_VERIFY(m_otherOutput.contains("43 132"));
        delete stream;
    }

    // A 200 x 50 owner in a window far smaller: the mirror scrolls to the far right and bottom
    // cells (wheel, Shift+wheel), paints them there, follows the cursor until scrolled away from
    // it, and still sends no input.
    void mirrorScrollsToWhatTheWindowCannotShow()
    {
        TerminalStream *stream = openOthersTerminal(QStringLiteral("wide"));
        QSignalSpy ready(stream, &TerminalStream::ready);
        QVERIFY(ready.wait(10000));
        stream->resize(200, 50);
        // A magenta block in the last row's last 10 cells; the prompt then comes back at the top.
        stream->write("PROMPT_COMMAND=; PS1='$ '; clear; printf "
                      "'\\033[50;191H\\033[48;2;250;20;200m%10s\\033[0m\\033[1;1H' ''; "
                      "echo MARKED-$((6*7))\n");
        QTRY_VERIFY(m_otherOutput.contains("MARKED-42")); // run, not only echoed
        QTRY_VERIFY(terminalRow(QStringLiteral("wide")).isValid());
        m_window->resize(640, 360);

        QVERIFY(m_controller->open(terminalRow(QStringLiteral("wide"))));
        TerminalView *mirror = m_tabs->terminalAt(0);
        QVERIFY(m_tabs->isMirror(0));
        auto *scroller = qobject_cast<TerminalMirrorScroller *>(mirror->parentWidget()->parentWidget());
        QVERIFY(scroller);
        QTRY_COMPARE(mirror->columns(), 200);
        QCOMPARE(mirror->lines(), 50);
        const QColor magenta(250, 20, 200);
        QTRY_VERIFY2(mirror->model()->screenRow(49)[195].bg == TerminalColor::rgb(250, 20, 200),
                     qPrintable(screenOf(mirror)));
        QTest::qWait(100);
        const QRect viewport = scroller->viewport()->rect();
        QVERIFY2(!viewport.intersects(cellInViewport(scroller, 49, 199)),
                 "the window is larger than the test");
        QVERIFY(scroller->horizontalScrollBar()->isVisible());
        QVERIFY(scroller->verticalScrollBar()->maximum() > 0);
        QVERIFY(scroller->followsCursor());
        QVERIFY(scroller->cursorVisible());

        // Down with the wheel, right with Shift+wheel, as far as they go.
        for (int i = 0; i < 40; ++i)
            wheel(mirror, -1);
        for (int i = 0; i < 100; ++i)
            wheel(mirror, -1, Qt::ShiftModifier);
        QCOMPARE(scroller->verticalScrollBar()->value(), scroller->verticalScrollBar()->maximum());
        QCOMPARE(scroller->horizontalScrollBar()->value(), scroller->horizontalScrollBar()->maximum());
        const QRect last = cellInViewport(scroller, 49, 199);
        QVERIFY2(viewport.contains(last),
                 qPrintable(QStringLiteral("%1,%2 %3x%4 in %5x%6")
                                .arg(last.x())
                                .arg(last.y())
                                .arg(last.width())
                                .arg(last.height())
                                .arg(viewport.width())
                                .arg(viewport.height())));
        QCOMPARE(last.right(), viewport.right()); // flush with the edges, nothing beyond
        QCOMPARE(last.bottom(), viewport.bottom());
        QVERIFY(!scroller->followsCursor()); // the cursor is at the top left, out of sight
        const QImage shot = scroller->viewport()->grab().toImage();
        for (int col : {190, 195, 199})
            QCOMPARE(shot.pixelColor(cellInViewport(scroller, 49, col).center()), magenta);
        QVERIFY(shot.pixelColor(cellInViewport(scroller, 48, 195).center()) != magenta);

        // Output meanwhile leaves the place the user scrolled to alone.
        stream->write("echo QUIET-$((2*2))\n");
        QTRY_VERIFY(screenOf(mirror).contains(QLatin1String("QUIET-4")));
        QTest::qWait(100);
        QCOMPARE(cellInViewport(scroller, 49, 199), last);

        checkTypingGoesNowhere(mirror, stream, QStringLiteral("typed-in-wide-mirror"));
        if (QTest::currentTestFailed())
            return;

        // Back at the cursor it follows again: the owner's cursor goes to the bottom right, so does the view.
        scroller->verticalScrollBar()->setValue(0);
        scroller->horizontalScrollBar()->setValue(0);
        QTRY_VERIFY(scroller->cursorVisible());
        QVERIFY(scroller->followsCursor());
        stream->write("printf '\\033[50;180H'; sleep 2\n");
        QTRY_VERIFY(mirror->model()->cursorRow() == 49 && mirror->model()->cursorCol() == 179);
        QTRY_VERIFY(scroller->cursorVisible());
        QVERIFY(viewport.contains(cellInViewport(scroller, 49, 179)));
        delete stream;
    }

    // One of this window's terminals: "in this window", then "detached" when its tab closes,
    // and opening its row brings it back as a normal tab with its output.
    void ownDetachedTerminalIsListedAndReopens()
    {
        TerminalView *view = m_tabs->openTerminal(m_connection, QStringLiteral("default"));
        QVERIFY(view);
        QTRY_VERIFY(terminalRow(QStringLiteral("main")).isValid());
        QTRY_COMPARE(stateOf(QStringLiteral("main")), m_model->tr("in this window"));
        // Ours: no "(who opened it)" after the title.
        QVERIFY(!terminalRow(QStringLiteral("main"))
                     .data()
                     .toString()
                     .contains(SandboxConnection::clientOrigin()));
        QCOMPARE(listed(QStringLiteral("main"))->origin, SandboxConnection::clientOrigin());
        QVERIFY(listed(QStringLiteral("main"))->clientId.startsWith(QLatin1String("pty-")));
        view->setFocus();
        QTest::keyClicks(view, QStringLiteral("echo MINE-$((3*3))"));
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_VERIFY(screenOf(view).contains(QLatin1String("MINE-9")));

        m_tabs->closeTab(0);
        QCOMPARE(m_tabs->count(), 0);
        QTRY_COMPARE(stateOf(QStringLiteral("main")), m_model->tr("detached"));
        QVERIFY(terminalRow(QStringLiteral("main"))
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(m_model->tr("Double-click to open it again in a tab.")));

        QVERIFY(m_controller->open(terminalRow(QStringLiteral("main"))));
        QCOMPARE(m_tabs->count(), 1);
        QVERIFY(!m_tabs->isMirror(0));
        QVERIFY(!m_tabs->mirrorBanner()->isVisible());
        QCOMPARE(m_tabs->terminalIdAt(0), QString()); // the session's main terminal, as a new tab names it
        TerminalView *again = m_tabs->terminalAt(0);
        QTRY_VERIFY2(screenOf(again).contains(QLatin1String("MINE-9")),
                     qPrintable(screenOf(again))); // replay
        QTRY_COMPARE(stateOf(QStringLiteral("main")), m_model->tr("in this window"));
        again->setFocus();
        QTest::keyClicks(again, QStringLiteral("echo BACK-$((2*2))"));
        QTest::keyClick(again, Qt::Key_Return);
        QTRY_VERIFY(screenOf(again).contains(QLatin1String("BACK-4")));
        // Opening the row again only shows its tab.
        QVERIFY(m_controller->open(terminalRow(QStringLiteral("main"))));
        QCOMPARE(m_tabs->count(), 1);
    }

    // A new tab of this window does not take another client's terminal: it gets a shell of its own.
    void newTabLeavesOthersTerminalAlone()
    {
        TerminalStream *stream = openOthersTerminal(QString()); // the session's main terminal
        QSignalSpy ready(stream, &TerminalStream::ready);
        QVERIFY(ready.wait(10000));
        QTRY_VERIFY(terminalRow(QStringLiteral("main")).isValid());
        TerminalView *view = m_tabs->openTerminal(m_connection, QStringLiteral("default"));
        QVERIFY(view);
        QCOMPARE(m_tabs->terminalIdAt(0), QStringLiteral("tab-2"));
        QTRY_VERIFY(terminalRow(QStringLiteral("tab-2")).isValid());
        QTRY_COMPARE(stateOf(QStringLiteral("tab-2")), m_model->tr("in this window"));
        QCOMPARE(stateOf(QStringLiteral("main")), m_model->tr("%n viewer(s)", nullptr, 1));
        view->setFocus();
        QTest::keyClicks(view, QStringLiteral("echo OWN-$((9*9))"));
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_VERIFY(screenOf(view).contains(QLatin1String("OWN-81")));
        QVERIFY(!m_otherOutput.contains("OWN-81"));
        delete stream;
    }

    // Feed events for terminals the list does not know, or malformed ones, change nothing.
    void strayEventsAreIgnored_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("viewers of an unknown terminal") << QByteArray(
            R"({"type":"terminal_viewers","sessionId":"default","terminalId":"nope","viewers":3})");
        QTest::newRow("closed unknown")
            << QByteArray(R"({"type":"terminal_closed","sessionId":"x","terminalId":"y"})");
        QTest::newRow("title without ids") << QByteArray(R"({"type":"terminal_title","title":5})");
        QTest::newRow("no type") << QByteArray(R"({"sessionId":"default"})");
    }
    void strayEventsAreIgnored()
    {
        QFETCH(QByteArray, json);
        const QJsonObject event = QJsonDocument::fromJson(json).object();
        QVERIFY(!event.isEmpty());
        SessionTerminals *terminals = m_controller->terminals();
        QSignalSpy changed(terminals, &SessionTerminals::terminalsChanged);
        terminals->applyEvent(m_connection, event);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(m_model->rowCount(sessionRow()), 0);
    }
};

QTEST_MAIN(TestSessionTerminals)
#include "tst_sessionterminals.moc"
