// SPDX-License-Identifier: Apache-2.0
// Reflow: soft-wrapped lines re-wrap when the width changes, on screen and in scrollback; hard
// line ends stay; the cursor stays on its character.
#include "terminal/TerminalModel.h"
#include "terminal/TerminalReflow.h"

#include <QTest>

using namespace sandman;

namespace {

/// Every line of the buffer (scrollback and screen), trailing empty lines dropped; a soft
/// wrap is shown as a trailing '\'.
QStringList bufferLines(const TerminalModel &m)
{
    QStringList lines;
    for (int i = 0; i < m.totalLines(); ++i)
        lines << m.lineText(i) + (m.isWrapped(i) ? QStringLiteral("\\") : QString());
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

QStringList SL(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *s : list)
        out << QString::fromUtf8(s);
    return out;
}

/// The cursor as a buffer position.
QPoint cursorOf(const TerminalModel &m)
{
    return QPoint(m.cursorCol(), m.scrollbackLines() + m.cursorRow());
}

} // namespace

class TestTerminalReflow : public QObject
{
    Q_OBJECT
private slots:
    void reflow_data();
    void reflow();
    void roundTripRestoresLayout_data();
    void roundTripRestoresLayout();
    void typingContinuesAfterReflow();
    void pendingWrapCursor();
    void scrollbackReflowsAndCopyJoins();
    void linesComeBackFromScrollbackWhenWider();
    void altScreenReflowsMainBehind();
    void reflowKeepsAttributes();
    void manyLinesStayFast();
};

void TestTerminalReflow::reflow_data()
{
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("newCols");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QPoint>("cursor"); // (col, buffer line)

    QTest::newRow("narrower") << 10 << 6 << QByteArray("0123456789abcdef") << 5
                              << SL({"01234\\", "56789\\", "abcde\\", "f"}) << QPoint(1, 3);
    QTest::newRow("wider joins") << 10 << 6 << QByteArray("0123456789abcdef") << 20
                                 << SL({"0123456789abcdef"}) << QPoint(16, 0);
    QTest::newRow("hard line ends stay") << 10 << 6 << QByteArray("short\r\nline two\r\n") << 5
                                         << SL({"short", "line\\", "two"}) << QPoint(0, 3);
    QTest::newRow("hard ends not joined when wider")
        << 5 << 6 << QByteArray("abc\r\ndef\r\n") << 20 << SL({"abc", "def"}) << QPoint(0, 2);
    QTest::newRow("wide chars move whole") << 10 << 6
                                           << QByteArray("ab\xe4\xb8\xad\xe6\x96\x87"
                                                         "cd")
                                           << 3 << SL({"ab\\", "中\\", "文c\\", "d"}) << QPoint(1, 3);
    QTest::newRow("wide chars join") << 3 << 6
                                     << QByteArray("ab\xe4\xb8\xad\xe6\x96\x87"
                                                   "cd")
                                     << 10 << SL({"ab中文cd"}) << QPoint(8, 0);
    QTest::newRow("cursor in the middle") << 12 << 6 << QByteArray("hello world\x1b[1;8H") << 4
                                          << SL({"hell\\", "o wo\\", "rld"}) << QPoint(3, 1);
    QTest::newRow("empty lines stay") << 10 << 6 << QByteArray("a\r\n\r\nbcdefghijklm") << 6
                                      << SL({"a", "", "bcdefg\\", "hijklm\\"}) << QPoint(0, 4);
    QTest::newRow("prompt after spaces")
        << 10 << 6 << QByteArray("$ \x1b[C\x1b[C") << 3 << SL({"$\\"}) << QPoint(1, 1);
    QTest::newRow("scrolled screen") << 6 << 3 << QByteArray("l1\r\nl2\r\nabcdefghij\r\nk") << 4
                                     << SL({"l1", "l2", "abcd\\", "efgh\\", "ij", "k"}) << QPoint(1, 5);
    QTest::newRow("one column") << 4 << 8 << QByteArray("ab\xe4\xb8\xad") << 1 << SL({"a\\", "b\\", "中\\"})
                                << QPoint(0, 3);
}

void TestTerminalReflow::reflow()
{
    QFETCH(int, cols);
    QFETCH(int, rows);
    QFETCH(QByteArray, bytes);
    QFETCH(int, newCols);
    QFETCH(QStringList, expected);
    QFETCH(QPoint, cursor);
    TerminalModel m(cols, rows);
    m.feed(bytes);
    m.resize(newCols, rows);
    QCOMPARE(m.cols(), newCols);
    QCOMPARE(bufferLines(m), expected);
    QCOMPARE(cursorOf(m), cursor);
}

void TestTerminalReflow::roundTripRestoresLayout_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("narrow");
    QByteArray log;
    for (int i = 0; i < 40; ++i)
        log += "entry " + QByteArray::number(i) + ": " + QByteArray(i % 23 + 3, char('a' + i % 26)) + "\r\n";
    QTest::newRow("log into scrollback") << log << 7;
    QTest::newRow("cjk paragraph") << QByteArray("\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e"
                                                 "abc\xe3\x83\x86\xe3\x82\xad\xe3\x82\xb9\xe3\x83\x88 end")
                                   << 5;
    QTest::newRow("very narrow") << QByteArray("the quick brown fox\r\njumps") << 2;
}

void TestTerminalReflow::roundTripRestoresLayout()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, narrow);
    TerminalModel m(30, 10);
    m.feed(bytes);
    const QStringList before = bufferLines(m);
    const QPoint cursor = cursorOf(m);
    const int screenTop = m.scrollbackLines();
    m.resize(narrow, 10);
    QVERIFY(bufferLines(m) != before);
    m.resize(30, 10);
    QCOMPARE(bufferLines(m), before);
    QCOMPARE(cursorOf(m), cursor);
    QCOMPARE(m.scrollbackLines(), screenTop);
}

void TestTerminalReflow::typingContinuesAfterReflow()
{
    // libvterm's own cursor follows: the next output goes where the cursor is drawn.
    TerminalModel m(10, 5);
    m.feed("$ 0123456789abc");
    m.resize(6, 5);
    QCOMPARE(bufferLines(m), SL({"$ 0123\\", "456789\\", "abc"}));
    m.feed("XY\r\nnext");
    QCOMPARE(bufferLines(m), SL({"$ 0123\\", "456789\\", "abcXY", "next"}));
    m.resize(20, 5);
    QCOMPARE(bufferLines(m), SL({"$ 0123456789abcXY", "next"}));
    QCOMPARE(cursorOf(m), QPoint(4, 1));
}

void TestTerminalReflow::pendingWrapCursor()
{
    // The text filled the last column: the cursor is after it, and stays after it.
    TerminalModel m(10, 5);
    m.feed("0123456789");
    m.resize(20, 5);
    QCOMPARE(cursorOf(m), QPoint(10, 0));
    m.feed("X");
    QCOMPARE(bufferLines(m), SL({"0123456789X"}));
    m.resize(11, 5);
    QCOMPARE(cursorOf(m), QPoint(0, 1));
    m.feed("Y");
    QCOMPARE(bufferLines(m), SL({"0123456789X\\", "Y"}));
}

void TestTerminalReflow::scrollbackReflowsAndCopyJoins()
{
    TerminalModel m(10, 3);
    m.feed("first line\r\n0123456789abcdefghij!\r\na\r\nb\r\nc");
    QVERIFY(m.scrollbackLines() > 0);
    m.resize(7, 3);
    QCOMPARE(bufferLines(m), SL({"first l\\", "ine", "0123456\\", "789abcd\\", "efghij!", "a", "b", "c"}));
    QCOMPARE(m.textRange(TerminalPos{2, 0}, TerminalPos{4, 6}), QStringLiteral("0123456789abcdefghij!"));
    QCOMPARE(m.scrollbackLines(), 5);
}

void TestTerminalReflow::linesComeBackFromScrollbackWhenWider()
{
    TerminalModel m(5, 4);
    m.feed("0123456789abcdefghijk");
    QCOMPARE(m.scrollbackLines(), 1); // 4 full lines and the cursor's
    m.resize(20, 4);
    QCOMPARE(m.scrollbackLines(), 0);
    QCOMPARE(m.lineText(0), QStringLiteral("0123456789abcdefghij"));
    QCOMPARE(cursorOf(m), QPoint(1, 1));
}

void TestTerminalReflow::altScreenReflowsMainBehind()
{
    // The alternate screen is cut (full-screen programs redraw for the new size); the shell's
    // screen behind it is reflowed, and its cursor comes back on its character on leaving.
    TerminalModel m(10, 4);
    m.feed("0123456789ab\x1b[?1049h\x1b[Hfull screen");
    m.resize(5, 4);
    QCOMPARE(m.lineText(0), QStringLiteral("full"));
    QCOMPARE(m.lineText(1), QStringLiteral("n")); // reflowed it would be "scree"
    m.feed("\x1b[?1049l");
    QCOMPARE(bufferLines(m), SL({"01234\\", "56789\\", "ab"}));
    QCOMPARE(cursorOf(m), QPoint(2, 2));
    m.feed("X");
    QCOMPARE(bufferLines(m), SL({"01234\\", "56789\\", "abX"}));
    // Fewer rows while the program runs: the saved cursor survives the region reset.
    m.feed("\x1b[?1049h\x1b[4;5Hz");
    m.resize(5, 3);
    m.feed("\x1b[?1049lY");
    QCOMPARE(m.lineText(m.scrollbackLines() + 2), QStringLiteral("abXY"));
}

void TestTerminalReflow::reflowKeepsAttributes()
{
    TerminalModel m(6, 4);
    m.feed("ab\x1b[1;31mcdefgh\x1b[0m");
    m.resize(4, 4);
    QCOMPARE(m.cell(0, 1).ch, char32_t(U'b'));
    QVERIFY(!(m.cell(0, 1).attrs & TerminalCell::Bold));
    QCOMPARE(m.cell(0, 2).ch, char32_t(U'c'));
    QVERIFY(m.cell(0, 2).attrs & TerminalCell::Bold);
    QCOMPARE(m.cell(1, 3).ch, char32_t(U'h'));
    QCOMPARE(m.cell(1, 3).fg, m.cell(0, 2).fg);
}

void TestTerminalReflow::manyLinesStayFast()
{
    TerminalModel m(80, 40);
    m.setScrollbackLimit(10000);
    QByteArray text;
    for (int i = 0; i < 10000; ++i)
        text += "line " + QByteArray::number(i) + ' ' + QByteArray(100 + i % 50, 'x') + "\r\n";
    m.feed(text);
    QElapsedTimer timer;
    timer.start();
    m.resize(60, 40);
    m.resize(100, 40);
    const qint64 ms = timer.elapsed();
    qInfo("two reflows of %d lines: %lld ms", m.totalLines(), ms);
    QVERIFY2(ms < 2000, qPrintable(QString::number(ms)));
    QCOMPARE(m.lineText(m.scrollbackLines() + m.cursorRow() - 2).left(10), QStringLiteral("line 9999 "));
}

QTEST_GUILESS_MAIN(TestTerminalReflow)
#include "tst_terminalreflow.moc"
