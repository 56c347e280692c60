// SPDX-License-Identifier: Apache-2.0
// TerminalMirrorScroller, offscreen, on a view fed locally: history and the owner's grid are one
// page to scroll (wheel up goes past the grid's top into the scrollback and back), the grid is
// scrolled sideways with Shift+wheel, and the cursor's area is followed until scrolled away from.
#include "tabs/TerminalMirrorScroller.h"
#include "terminal/TerminalModel.h"
#include "terminal/TerminalView.h"

#include <QScrollBar>
#include <QWheelEvent>
#include <QtTest>

using namespace sandman;

namespace {
void wheel(TerminalView *view, int steps, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    const QPointF at(10, 10);
    QWheelEvent event(at, view->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120 * steps), Qt::NoButton,
                      modifiers, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view->viewport(), &event);
}
} // namespace

class TestTerminalMirrorScroller : public QObject
{
    Q_OBJECT

    std::unique_ptr<TerminalMirrorScroller> m_scroller;
    TerminalView *m_view = nullptr;

    // The buffer line shown at the top of the viewport (scrollback lines first).
    int topLine() const
    {
        const int history = m_view->model()->scrollbackLines();
        const int rowOnTop = -m_view->y() / m_view->cellSize().height();
        return history - m_view->scrollOffset() + rowOnTop;
    }

private slots:
    void init()
    {
        m_view = new TerminalView;
        m_scroller = std::make_unique<TerminalMirrorScroller>(m_view);
        m_view->setFixedGridSize(120, 40);
        m_scroller->resize(400, 300);
        m_scroller->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_scroller.get()));
        for (int i = 1; i <= 100; ++i)
            m_view->feed(QByteArray("line-") + QByteArray::number(i) + "\r\n");
        m_view->flushUpdates();
        // 100 lines and the cursor's empty one in 40 rows
        QTRY_COMPARE(m_view->model()->scrollbackLines(), 61);
        QTRY_VERIFY(m_scroller->cursorVisible()); // the follow after the output
    }
    void cleanup() { m_scroller.reset(); }

    void followsTheCursorAtTheBottom()
    {
        QVERIFY(m_scroller->followsCursor());
        QCOMPARE(m_view->size(), QSize(120 * m_view->cellSize().width(), 40 * m_view->cellSize().height()));
        QVERIFY(m_view->y() < 0); // the grid's lower rows are in view
        QCOMPARE(m_scroller->verticalScrollBar()->value(), m_scroller->verticalScrollBar()->maximum());
    }

    void historyIsAboveTheGrid()
    {
        const int gridRows = m_scroller->verticalScrollBar()->maximum() - m_view->model()->scrollbackLines();
        QVERIFY(gridRows > 0);
        // Up: first the grid's own rows, then into the scrollback, to its first line.
        wheel(m_view, 1);
        QCOMPARE(m_view->scrollOffset(), 0);
        QVERIFY(!m_scroller->followsCursor());
        for (int i = 0; i < 60; ++i)
            wheel(m_view, 1);
        QCOMPARE(m_scroller->verticalScrollBar()->value(), 0);
        QCOMPARE(m_view->scrollOffset(), m_view->model()->scrollbackLines());
        QCOMPARE(topLine(), 0);
        QCOMPARE(m_view->y(), 0);
        // Output while reading history leaves the lines read where they are.
        m_view->feed("more\r\n");
        m_view->flushUpdates();
        QTest::qWait(50);
        QCOMPARE(topLine(), 0);
        // Down again: out of the history, then down the grid, back to the cursor: followed again.
        for (int i = 0; i < 60; ++i)
            wheel(m_view, -1);
        QCOMPARE(m_view->scrollOffset(), 0);
        QVERIFY(m_scroller->cursorVisible());
        QVERIFY(m_scroller->followsCursor());
        m_view->feed("\x1b[40;110Hfar");
        QTRY_VERIFY(m_scroller->cursorVisible()); // followed to the right
        QVERIFY(m_scroller->horizontalScrollBar()->value() > 0);
    }

    void sidewaysWithShift()
    {
        QScrollBar *h = m_scroller->horizontalScrollBar();
        QVERIFY(h->maximum() > 0);
        QCOMPARE(h->value(), 0);
        wheel(m_view, -1, Qt::ShiftModifier);
        QCOMPARE(h->value(), 3 * m_view->cellSize().width());
        QCOMPARE(m_view->x(), -h->value());
        QCOMPARE(m_scroller->verticalScrollBar()->value(), m_scroller->verticalScrollBar()->maximum());
        for (int i = 0; i < 100; ++i)
            wheel(m_view, -1, Qt::ShiftModifier);
        QCOMPARE(h->value(), h->maximum());
        QCOMPARE(m_view->x() + m_view->width(),
                 m_scroller->viewport()->width()); // the last column at the edge
    }

    // A window larger than the owner's grid: no scrolling, the grid letterboxed in the view.
    void largerWindowNeedsNoScrolling()
    {
        m_view->setFixedGridSize(20, 5);
        QTRY_COMPARE(m_view->columns(), 20);
        m_view->feed("x");
        QTRY_COMPARE(m_scroller->horizontalScrollBar()->maximum(), 0);
        QCOMPARE(m_view->size(), m_scroller->viewport()->size());
        QCOMPARE(m_view->pos(), QPoint(0, 0));
    }
};

QTEST_MAIN(TestTerminalMirrorScroller)
#include "tst_terminalmirrorscroller.moc"
