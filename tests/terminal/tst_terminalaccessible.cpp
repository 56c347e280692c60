// SPDX-License-Identifier: Apache-2.0
// What assistive technology reads of a terminal (TerminalAccessible), through QAccessible as a
// screen reader's bridge asks: the role, a name from the shell's title, the lines in view as
// text, the cursor as an offset in it, lines and words, and characters' places on screen.
#include "terminal/TerminalView.h"

#include <QAccessible>
#include <QtTest>

using namespace sandman;

class TestTerminalAccessible : public QObject
{
    Q_OBJECT

    std::unique_ptr<TerminalView> m_view;

    QAccessibleInterface *accessible() const { return QAccessible::queryAccessibleInterface(m_view.get()); }
    QAccessibleTextInterface *text() const { return accessible()->textInterface(); }

    void feed(const QByteArray &bytes)
    {
        m_view->feed(bytes);
        m_view->flushUpdates();
    }

private slots:
    void init()
    {
        m_view = std::make_unique<TerminalView>();
        m_view->resize(640, 400);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        feed("\x1b[H\x1b[2J"); // a known empty screen
    }

    void cleanup() { m_view.reset(); }

    void isATerminalNamedByItsTitle()
    {
        QAccessibleInterface *iface = accessible();
        QVERIFY(iface);
        QCOMPARE(iface->role(), QAccessible::Terminal);
        QVERIFY(text());
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Terminal"));
        QVERIFY(!iface->text(QAccessible::Description).isEmpty());
        QVERIFY(iface->state().focusable);
        QVERIFY(iface->state().multiLine);
        feed("\x1b]0;user@host: ~/src\x07");
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Terminal: user@host: ~/src"));
        m_view->setAccessibleName(QStringLiteral("Build log"));
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Build log"));
    }

    void visibleLinesAreItsText_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<QString>("firstLines");
        QTest::addColumn<int>("cursorLine"); // of text(), split on '\n'
        QTest::addColumn<QString>("beforeCursor"); // of that line
        QTest::newRow("prompt after output")
            << QByteArray("hello world\r\n$ ") << QStringLiteral("hello world\n$ ") << 1
            << QStringLiteral("$ ");
        QTest::newRow("typed command")
            << QByteArray("$ ls -l") << QStringLiteral("$ ls -l") << 0 << QStringLiteral("$ ls -l");
        QTest::newRow("cursor moved back")
            << QByteArray("$ echo hi\x1b[3D") << QStringLiteral("$ echo hi") << 0 << QStringLiteral("$ echo");
        QTest::newRow("wide characters once")
            << QByteArray("日本語 ok\r\n") << QStringLiteral("日本語 ok\n") << 1 << QString();
        QTest::newRow("blank rows kept")
            << QByteArray("a\r\n\r\n\r\nb") << QStringLiteral("a\n\n\nb") << 3 << QStringLiteral("b");
        QTest::newRow("cursor past blanks")
            << QByteArray("\x1b[3;5H") << QStringLiteral("\n\n    ") << 2 << QStringLiteral("    ");
    }

    void visibleLinesAreItsText()
    {
        QFETCH(QByteArray, output);
        QFETCH(QString, firstLines);
        QFETCH(int, cursorLine);
        QFETCH(QString, beforeCursor);
        feed(output);
        const QString all = text()->text(0, text()->characterCount());
        QCOMPARE(all.split(QLatin1Char('\n')).size(), m_view->lines());
        QVERIFY2(all.startsWith(firstLines), qPrintable(all.left(200)));
        QCOMPARE(accessible()->text(QAccessible::Value), all);

        const int cursor = text()->cursorPosition();
        int start = -1;
        int end = -1;
        const QString line = text()->textAtOffset(cursor, QAccessible::LineBoundary, &start, &end);
        QCOMPARE(all.left(start).count(QLatin1Char('\n')), cursorLine);
        QCOMPARE(line.left(cursor - start), beforeCursor);
    }

    void linesAndWords()
    {
        feed("first line\r\nsecond line here\r\nthird");
        int start = -1;
        int end = -1;
        QCOMPARE(text()->textAtOffset(13, QAccessible::LineBoundary, &start, &end),
                 QStringLiteral("second line here"));
        QCOMPARE(start, 11);
        QCOMPARE(end, 27);
        QCOMPARE(text()->textBeforeOffset(13, QAccessible::LineBoundary, &start, &end),
                 QStringLiteral("first line"));
        QCOMPARE(start, 0);
        QCOMPARE(text()->textAfterOffset(13, QAccessible::LineBoundary, &start, &end),
                 QStringLiteral("third"));
        QCOMPARE(start, 28);
        QCOMPARE(text()->textAtOffset(19, QAccessible::WordBoundary, &start, &end), QStringLiteral("line"));
        QCOMPARE(text()->textAtOffset(2, QAccessible::CharBoundary, &start, &end), QStringLiteral("r"));
        QCOMPARE(text()->text(6, 10), QStringLiteral("line"));
        QCOMPARE(text()->textAtOffset(0, QAccessible::NoBoundary, &start, &end).size(),
                 text()->characterCount());
    }

    void charactersSitOnTheirCells()
    {
        feed("ab日本x");
        const QSize cell = m_view->cellSize();
        const QPoint origin = m_view->viewport()->mapToGlobal(QPoint(0, 0));
        // a b 日(2 cells) 本(2 cells) x: x is on column 6.
        const QRect x = text()->characterRect(4);
        QCOMPARE(text()->text(4, 5), QStringLiteral("x"));
        QCOMPARE(x.topLeft(), origin + QPoint(6 * cell.width(), 0));
        QCOMPARE(x.size(), cell);
        QCOMPARE(text()->characterRect(2).topLeft(), origin + QPoint(2 * cell.width(), 0));
        // Back from a point: both cells of a wide character are that character.
        QCOMPARE(text()->offsetAtPoint(origin + QPoint(3 * cell.width() + 1, 1)), 2);
        QCOMPARE(text()->offsetAtPoint(origin + QPoint(6 * cell.width() + 1, cell.height() / 2)), 4);
        QCOMPARE(text()->offsetAtPoint(origin + QPoint(-5, 0)), -1);
    }

    void followsTheScrollback()
    {
        QByteArray lines;
        for (int i = 0; i < 100; ++i)
            lines += "line " + QByteArray::number(i) + "\r\n";
        feed(lines + "$ ");
        const QString live = text()->text(0, text()->characterCount());
        QVERIFY(live.endsWith(QStringLiteral("line 99\n$ ")));
        m_view->scrollLines(-10);
        const QString back = text()->text(0, text()->characterCount());
        QVERIFY2(!back.contains(QStringLiteral("$ ")), qPrintable(back));
        QCOMPARE(back.split(QLatin1Char('\n')).size(), m_view->lines());
        QVERIFY(back.endsWith(QStringLiteral("line %1").arg(99 - 9)));
        // The cursor is out of view: at the end, where reading on would go.
        QCOMPARE(text()->cursorPosition(), text()->characterCount());
        const QSize cell = m_view->cellSize();
        QCOMPARE(text()->characterRect(0).topLeft(), m_view->viewport()->mapToGlobal(QPoint(0, 0)));
        QCOMPARE(text()->offsetAtPoint(m_view->viewport()->mapToGlobal(QPoint(1, cell.height() + 1))),
                 int(back.indexOf(QLatin1Char('\n')) + 1));
    }
};

QTEST_MAIN(TestTerminalAccessible)
#include "tst_terminalaccessible.moc"
