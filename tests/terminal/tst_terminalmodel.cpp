// SPDX-License-Identifier: Apache-2.0
// TerminalModel: bytes in, cells out; libvterm 0.1.4 defects; scrollback; alternate screen.
#include "terminal/TerminalModel.h"

#include <QSignalSpy>
#include <QTest>

using namespace sandman;

namespace {

QString u8(const char *s)
{
    return QString::fromUtf8(s);
}

QStringList SL(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *s : list)
        out << QString::fromUtf8(s);
    return out;
}

QStringList screenLines(const TerminalModel &m)
{
    QStringList lines;
    for (int r = 0; r < m.rows(); ++r)
        lines << m.lineText(m.scrollbackLines() + r);
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

QByteArray numberedLines(int count, int from = 0)
{
    QByteArray b;
    for (int i = from; i < from + count; ++i)
        b += "line " + QByteArray::number(i) + "\r\n";
    return b;
}

} // namespace

class TestTerminalModel : public QObject
{
    Q_OBJECT
private slots:
    void text_data();
    void text();
    void attributes_data();
    void attributes();
    void wideCells();
    void wideHalvesCut_data();
    void wideHalvesCut();
    void combiningCharacters();
    void overwriteHalfOfWideChar();
    void scrollRegion();
    void ringScrollKeepsRows();
    void scrollbackOrderAndLimit();
    void scrollbackCompactness();
    void scrollbackKeepsAttributes();
    void growingRowsRestoresHistory();
    void alternateScreen();
    void titleAndBell();
    void deviceReplies();
    void damageTracking();
    void cursorProps();
    void saveRestoreCharsets_data();
    void saveRestoreCharsets();
    // libvterm 0.1.4 defects
    void defectHugeSingleWrite();
    void defectShrinkRowsThenErase();
    void defectOscSplitAcrossWrites_data();
    void defectOscSplitAcrossWrites();
    void defectOscAtChunkBoundary();
    void defectMouseWithoutMouseMode();
    void defectTooManyCsiParameters_data();
    void defectTooManyCsiParameters();
    void defectResizeBelowScrollRegion();
    void bracketedPasteModeTracking_data();
    void bracketedPasteModeTracking();
    void randomBytesAndResizes();
};

void TestTerminalModel::text_data()
{
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<int>("cursorRow");
    QTest::addColumn<int>("cursorCol");

    QTest::newRow("plain") << 80 << 24 << QByteArray("hello") << SL({"hello"}) << 0 << 5;
    QTest::newRow("crlf") << 80 << 24 << QByteArray("a\r\nb\r\nc") << SL({"a", "b", "c"}) << 2 << 1;
    QTest::newRow("lf only keeps column") << 80 << 24 << QByteArray("ab\ncd") << SL({"ab", "  cd"}) << 1 << 4;
    QTest::newRow("autowrap") << 10 << 5 << QByteArray("0123456789abc") << SL({"0123456789", "abc"}) << 1
                              << 3;
    QTest::newRow("cup") << 20 << 5 << QByteArray("\x1b[3;5Hx") << SL({"", "", "    x"}) << 2 << 5;
    QTest::newRow("erase line") << 20 << 5 << QByteArray("hello world\x1b[1;6H\x1b[K") << SL({"hello"}) << 0
                                << 5;
    QTest::newRow("erase line left") << 20 << 5 << QByteArray("hello world\x1b[1;6H\x1b[1K")
                                     << SL({"      world"}) << 0 << 5;
    QTest::newRow("erase screen") << 20 << 5 << QByteArray("abc\r\ndef\x1b[2J") << SL({}) << 1 << 3;
    QTest::newRow("delete chars") << 20 << 5 << QByteArray("abcdef\x1b[1;2H\x1b[2P") << SL({"adef"}) << 0
                                  << 1;
    QTest::newRow("insert chars") << 20 << 5 << QByteArray("abcdef\x1b[1;2H\x1b[2@") << SL({"a  bcdef"}) << 0
                                  << 1;
    QTest::newRow("insert line") << 20 << 4 << QByteArray("1\r\n2\r\n3\x1b[2;1H\x1b[L")
                                 << SL({"1", "", "2", "3"}) << 1 << 0;
    QTest::newRow("delete line") << 20 << 4 << QByteArray("1\r\n2\r\n3\x1b[1;1H\x1b[M") << SL({"2", "3"}) << 0
                                 << 0;
    QTest::newRow("tabs") << 40 << 4 << QByteArray("a\tb\tc") << SL({"a       b       c"}) << 0 << 17;
    QTest::newRow("backspace") << 20 << 4 << QByteArray("abc\b\bX") << SL({"aXc"}) << 0 << 2;
    QTest::newRow("reverse index at top")
        << 20 << 3 << QByteArray("1\r\n2\r\n3\x1b[H\x1bM") << SL({"", "1", "2"}) << 0 << 0;
    QTest::newRow("scroll up") << 20 << 3 << QByteArray("1\r\n2\r\n3\r\n4") << SL({"2", "3", "4"}) << 2 << 1;
    QTest::newRow("cjk") << 20 << 3 << QByteArray("中文abc") << SL({"中文abc"}) << 0 << 7;
    QTest::newRow("japanese mixed") << 20 << 3 << QByteArray("ab日本語cd") << SL({"ab日本語cd"}) << 0 << 10;
    QTest::newRow("wide wraps early") << 5 << 3 << QByteArray("abcd中") << SL({"abcd", "中"}) << 1 << 2;
    QTest::newRow("emoji astral") << 20 << 3 << QByteArray("x\xf0\x9f\x98\x80y") << SL({"x\xf0\x9f\x98\x80y"})
                                  << 0 << 4;
    QTest::newRow("invalid utf8") << 20 << 3
                                  << QByteArray("a\xff\xfe"
                                                "b")
                                  << SL({"a\xef\xbf\xbd\xef\xbf\xbd"
                                         "b"})
                                  << 0 << 4;
}

void TestTerminalModel::text()
{
    QFETCH(int, cols);
    QFETCH(int, rows);
    QFETCH(QByteArray, input);
    QFETCH(QStringList, expected);
    QFETCH(int, cursorRow);
    QFETCH(int, cursorCol);
    TerminalModel m(cols, rows);
    m.feed(input);
    QCOMPARE(screenLines(m), expected);
    QCOMPARE(m.cursorRow(), cursorRow);
    QCOMPARE(m.cursorCol(), cursorCol);

    // Byte by byte gives the same screen (sequences split anywhere).
    TerminalModel byByte(cols, rows);
    for (char c : input)
        byByte.feed(&c, 1);
    QCOMPARE(screenLines(byByte), expected);
}

void TestTerminalModel::attributes_data()
{
    QTest::addColumn<QByteArray>("sgr");
    QTest::addColumn<int>("attrs");
    QTest::addColumn<quint32>("fg");
    QTest::addColumn<quint32>("bg");

    using C = TerminalCell;
    QTest::newRow("none") << QByteArray("") << 0 << TerminalColor::Default << TerminalColor::Default;
    QTest::newRow("bold") << QByteArray("1") << int(C::Bold) << TerminalColor::Default
                          << TerminalColor::Default;
    QTest::newRow("italic") << QByteArray("3") << int(C::Italic) << TerminalColor::Default
                            << TerminalColor::Default;
    QTest::newRow("underline") << QByteArray("4") << (1 << C::UnderlineShift) << TerminalColor::Default
                               << TerminalColor::Default;
    QTest::newRow("double underline")
        << QByteArray("21") << (2 << C::UnderlineShift) << TerminalColor::Default << TerminalColor::Default;
    QTest::newRow("curly underline") << QByteArray("4:3") << (3 << C::UnderlineShift)
                                     << TerminalColor::Default << TerminalColor::Default;
    QTest::newRow("reverse") << QByteArray("7") << int(C::Reverse) << TerminalColor::Default
                             << TerminalColor::Default;
    QTest::newRow("strike") << QByteArray("9") << int(C::Strike) << TerminalColor::Default
                            << TerminalColor::Default;
    QTest::newRow("red on green") << QByteArray("31;42") << 0 << TerminalColor::indexed(1)
                                  << TerminalColor::indexed(2);
    QTest::newRow("bright") << QByteArray("91;104") << 0 << TerminalColor::indexed(9)
                            << TerminalColor::indexed(12);
    QTest::newRow("256") << QByteArray("38;5;208;48;5;17") << 0 << TerminalColor::indexed(208)
                         << TerminalColor::indexed(17);
    QTest::newRow("truecolour") << QByteArray("38;2;10;20;30;48;2;200;100;50") << 0
                                << TerminalColor::rgb(10, 20, 30) << TerminalColor::rgb(200, 100, 50);
    QTest::newRow("truecolour colons")
        << QByteArray("38:2:1:2:3") << 0 << TerminalColor::rgb(1, 2, 3) << TerminalColor::Default;
    QTest::newRow("reset") << QByteArray("1;31;0") << 0 << TerminalColor::Default << TerminalColor::Default;
    QTest::newRow("default fg") << QByteArray("31;39;44") << 0 << TerminalColor::Default
                                << TerminalColor::indexed(4);
}

void TestTerminalModel::attributes()
{
    QFETCH(QByteArray, sgr);
    QFETCH(int, attrs);
    QFETCH(quint32, fg);
    QFETCH(quint32, bg);
    TerminalModel m(20, 3);
    m.feed("\x1b[" + sgr + "mX\x1b[0mY");
    const TerminalCell &x = m.cell(0, 0);
    QCOMPARE(x.ch, char32_t(U'X'));
    QCOMPARE(int(x.attrs & TerminalCell::StyleMask), attrs);
    QCOMPARE(x.fg, fg);
    QCOMPARE(x.bg, bg);
    const TerminalCell &y = m.cell(0, 1);
    QCOMPARE(int(y.attrs), 0);
    QCOMPARE(y.fg, TerminalColor::Default);
}

// DECSC / DECRC (ESC 7 / ESC 8, and CSI s / CSI u) save and restore the G0..G3 designations and
// the shift state with the cursor, as the VT100 and xterm do; libvterm 0.1.4 restores neither.
// 'q' and 'x' are ─ and │ in the DEC line-drawing set.
void TestTerminalModel::saveRestoreCharsets_data()
{
    QTest::addColumn<QList<QByteArray>>("writes");
    QTest::addColumn<QString>("expected");
    const auto one = [](const char *bytes) { return QList<QByteArray>{QByteArray(bytes)}; };
    QTest::newRow("G0 line drawing restored") << one("\x1b(0\x1b"
                                                     "7\x1b(B\x1b"
                                                     "8q")
                                              << QStringLiteral("─");
    QTest::newRow("G0 ASCII restored") << one("\x1b(B\x1b"
                                              "7\x1b(0\x1b"
                                              "8q")
                                       << QStringLiteral("q");
    QTest::newRow("SO (G1) restored") << one("\x1b)0\x0e\x1b"
                                             "7\x0f\x1b"
                                             "8qx")
                                      << QStringLiteral("─│");
    QTest::newRow("SI restored") << one("\x1b)0\x1b"
                                        "7\x0e\x1b"
                                        "8q")
                                 << QStringLiteral("q");
    QTest::newRow("LS2 (G2) restored") << one("\x1b*0\x1bn\x1b"
                                              "7\x0f\x1b"
                                              "8q")
                                       << QStringLiteral("─");
    QTest::newRow("G3 designation restored") << one("\x1b+0\x1b"
                                                    "7\x1b+B\x1bo\x1b"
                                                    "8\x1boq")
                                             << QStringLiteral("─");
    QTest::newRow("cut across writes")
        << QList<QByteArray>{"\x1b(0\x1b", "7\x1b(B\x1b", "8q"} << QStringLiteral("─");
    QTest::newRow("SCOSC / SCORC") << one("\x1b(0\x1b[s\x1b(B\x1b[uq") << QStringLiteral("─");
    QTest::newRow("with the cursor") << one("ab\x1b(0\x1b"
                                            "7\x1b(Bcd\x1b"
                                            "8q")
                                     << QStringLiteral("ab─d");
    QTest::newRow("plain text after it") << one("\x1b(0\x1b"
                                                "7\x1b(B\x1b"
                                                "8qqqq")
                                         << QStringLiteral("────");
    QTest::newRow("RIS forgets the save") << one("\x1b(0\x1b"
                                                 "7\x1b"
                                                 "c\x1b"
                                                 "8q")
                                          << QStringLiteral("q");
    QTest::newRow("nothing saved: unchanged") << one("\x1b(0\x1b"
                                                     "8q")
                                              << QStringLiteral("─");
    QTest::newRow("ESC 7 in a CSI is not DECSC") << one("\x1b(0\x1b[7m\x1b(B\x1b"
                                                        "8q")
                                                 << QStringLiteral("q");
}

void TestTerminalModel::saveRestoreCharsets()
{
    QFETCH(QList<QByteArray>, writes);
    QFETCH(QString, expected);
    TerminalModel m(20, 3);
    for (const QByteArray &bytes : writes)
        m.feed(bytes);
    QString row;
    for (int col = 0; col < expected.size(); ++col) {
        const char32_t ch = m.cell(0, col).ch;
        row += QString::fromUcs4(&ch, 1);
    }
    QCOMPARE(row, expected);
}

void TestTerminalModel::wideCells()
{
    TerminalModel m(10, 2);
    m.feed("a中b");
    QCOMPARE(m.cell(0, 0).ch, char32_t(U'a'));
    QCOMPARE(m.cell(0, 1).ch, char32_t(U'中'));
    QVERIFY(m.cell(0, 1).isWide());
    QVERIFY(m.cell(0, 2).isWideTail());
    QCOMPARE(m.cell(0, 2).ch, char32_t(0));
    QCOMPARE(m.cell(0, 3).ch, char32_t(U'b'));
    QCOMPARE(m.cursorCol(), 4);
}

void TestTerminalModel::combiningCharacters()
{
    TerminalModel m(10, 2);
    m.feed("e\xcc\x81x"); // e + COMBINING ACUTE ACCENT
    QCOMPARE(m.cellText(m.cell(0, 0)), QString::fromUtf8("e\xcc\x81"));
    QCOMPARE(m.cell(0, 1).ch, char32_t(U'x'));
    QCOMPARE(m.lineText(0), QString::fromUtf8("e\xcc\x81x"));
}

void TestTerminalModel::overwriteHalfOfWideChar()
{
    TerminalModel m(10, 2);
    m.feed("中文\x1b[1;2HX"); // overwrite the right half of 中
    QCOMPARE(m.lineText(0), QString::fromUtf8(" X文"));
    QVERIFY(!m.cell(0, 0).isWide());
    m.feed("\x1b[1;3HY"); // overwrite the left half of 文
    QCOMPARE(m.lineText(0), QStringLiteral(" XY"));
    QVERIFY(!m.cell(0, 3).isWideTail());
}

void TestTerminalModel::scrollRegion()
{
    TerminalModel m(10, 5);
    m.feed("top\x1b[5;1Hbottom\x1b[2;4r\x1b[2;1H");
    m.feed("a\r\nb\r\nc\r\nd\r\ne");
    QCOMPARE(screenLines(m), (SL({"top", "c", "d", "e", "bottom"})));
    QCOMPARE(m.scrollbackLines(), 0); // region not at the top: nothing goes to history
    // Region starting at the top scrolls into history (a status line stays below).
    TerminalModel s(10, 4);
    s.feed("\x1b[4;1Hstatus\x1b[1;3r\x1b[1;1H1\r\n2\r\n3\r\n4\r\n5");
    QCOMPARE(screenLines(s), (SL({"3", "4", "5", "status"})));
    QCOMPARE(s.scrollbackLines(), 2);
    QCOMPARE(s.lineText(0), QStringLiteral("1"));
    QCOMPARE(s.lineText(1), QStringLiteral("2"));
    // Partial width scrolling (DECSLRM is not common; use insert line inside a region).
    TerminalModel r(10, 4);
    r.feed("1\r\n2\r\n3\r\n4\x1b[2;3r\x1b[2;1H\x1b[L");
    QCOMPARE(screenLines(r), (SL({"1", "", "2", "4"})));
}

void TestTerminalModel::ringScrollKeepsRows()
{
    TerminalModel m(8, 3);
    for (int i = 0; i < 1000; ++i)
        m.feed("\r\nrow" + QByteArray::number(i));
    QCOMPARE(screenLines(m), (SL({"row997", "row998", "row999"})));
    m.feed("\x1b[1;1H\x1b[2L"); // insert lines after the ring has rotated
    QCOMPARE(screenLines(m), (SL({"", "", "row997"})));
}

void TestTerminalModel::scrollbackOrderAndLimit()
{
    TerminalModel m(20, 5);
    QCOMPARE(m.scrollbackLimit(), 10000);
    m.feed(numberedLines(100));
    QCOMPARE(m.scrollbackLines(), 96);
    QCOMPARE(m.lineText(0), QStringLiteral("line 0"));
    QCOMPARE(m.lineText(95), QStringLiteral("line 95"));
    QCOMPARE(m.lineText(96), QStringLiteral("line 96"));
    m.setScrollbackLimit(50);
    QCOMPARE(m.scrollbackLines(), 50);
    QCOMPARE(m.lineText(0), QStringLiteral("line 46"));
    m.feed(numberedLines(200, 100));
    QCOMPARE(m.scrollbackLines(), 50);
    QCOMPARE(m.lineText(0), QStringLiteral("line 246"));
    QCOMPARE(m.lineText(49), QStringLiteral("line 295"));
    m.setScrollbackLimit(0);
    m.feed(numberedLines(10, 300));
    QCOMPARE(m.scrollbackLines(), 0);
    QCOMPARE(m.lineText(0), QStringLiteral("line 306"));
    m.setScrollbackLimit(100);
    m.feed(numberedLines(10, 400));
    QCOMPARE(m.scrollbackLines(), 10);
    m.clearScrollback();
    QCOMPARE(m.scrollbackLines(), 0);
}

void TestTerminalModel::scrollbackCompactness()
{
    TerminalModel m(80, 24);
    QByteArray chunk;
    const QByteArray text(70, 'x');
    for (int i = 0; i < 12000; ++i)
        chunk += QByteArray::number(i) + ' ' + text + "\r\n";
    m.feed(chunk);
    QCOMPARE(m.scrollbackLines(), 10000);
    const size_t raw = size_t(10000) * 80 * sizeof(TerminalCell);
    const size_t used = m.scrollbackMemoryUsage();
    qInfo("scrollback: %zu bytes for 10000 lines of 80 columns (raw cells: %zu)", used, raw);
    QVERIFY2(used < raw / 8, "scrollback should be far smaller than raw cells");
    // Short lines take no heap at all.
    TerminalModel s(80, 24);
    s.feed(numberedLines(10000));
    QVERIFY(s.scrollbackMemoryUsage() < size_t(10000) * 64);
}

void TestTerminalModel::scrollbackKeepsAttributes()
{
    TerminalModel m(20, 2);
    m.feed("\x1b[1;31mred\x1b[0m \x1b[38;2;1;2;3m中\x1b[0m\r\n\r\n\r\n");
    QCOMPARE(m.scrollbackLines(), 2);
    std::vector<TerminalCell> cells;
    m.lineCells(0, cells);
    QCOMPARE(int(cells.size()), 20);
    QCOMPARE(cells[0].ch, char32_t(U'r'));
    QCOMPARE(cells[0].fg, TerminalColor::indexed(1));
    QVERIFY(cells[0].attrs & TerminalCell::Bold);
    QCOMPARE(cells[4].ch, char32_t(U'中'));
    QVERIFY(cells[4].isWide());
    QVERIFY(cells[5].isWideTail());
    QCOMPARE(cells[4].fg, TerminalColor::rgb(1, 2, 3));
    QCOMPARE(cells[6].ch, char32_t(0));
    QCOMPARE(m.lineText(0), QString::fromUtf8("red 中"));
}

void TestTerminalModel::growingRowsRestoresHistory()
{
    TerminalModel m(20, 5);
    m.feed(numberedLines(10));
    QCOMPARE(m.scrollbackLines(), 6);
    m.resize(20, 8);
    QCOMPARE(m.scrollbackLines(), 3);
    QCOMPARE(m.lineText(3), QStringLiteral("line 3"));
    QCOMPARE(m.cursorRow(), 7);
    m.feed("x");
    QCOMPARE(m.lineText(m.scrollbackLines() + 7), QStringLiteral("x"));
}

void TestTerminalModel::alternateScreen()
{
    TerminalModel m(20, 4);
    QSignalSpy altSpy(&m, &TerminalModel::altScreenChanged);
    m.feed("shell prompt$ ");
    m.feed(numberedLines(10));
    const int history = m.scrollbackLines();
    const QStringList mainScreen = screenLines(m);
    const int row = m.cursorRow();
    const int col = m.cursorCol();
    m.feed("\x1b[?1049h");
    QVERIFY(m.isAltScreen());
    QCOMPARE(altSpy.count(), 1);
    QCOMPARE(screenLines(m), SL({}));
    QCOMPARE(m.scrollbackLines(), 0); // history is not shown on the alternate screen
    m.feed("\x1b[Hvim screen");
    m.feed(numberedLines(100)); // scrolling the alternate screen does not grow history
    m.feed("\x1b[?1049l");
    QVERIFY(!m.isAltScreen());
    QCOMPARE(altSpy.count(), 2);
    QCOMPARE(m.scrollbackLines(), history);
    QCOMPARE(screenLines(m), mainScreen);
    QCOMPARE(m.cursorRow(), row);
    QCOMPARE(m.cursorCol(), col);
    // 1047 switches too.
    m.feed("\x1b[?1047hX");
    QVERIFY(m.isAltScreen());
    m.feed("\x1b[?1047l");
    QVERIFY(!m.isAltScreen());
}

void TestTerminalModel::titleAndBell()
{
    TerminalModel m;
    QSignalSpy title(&m, &TerminalModel::titleChanged);
    QSignalSpy bell(&m, &TerminalModel::bell);
    m.feed("\x1b]0;first\x07");
    QCOMPARE(title.count(), 1);
    QCOMPARE(title.last().at(0).toString(), QStringLiteral("first"));
    m.feed("\x1b]2;\xe4\xb8\xad\xe6\x96\x87 title\x1b\\");
    QCOMPARE(m.title(), QString::fromUtf8("中文 title"));
    QCOMPARE(title.count(), 2);
    m.feed("\x07");
    QCOMPARE(bell.count(), 1);
}

void TestTerminalModel::deviceReplies()
{
    TerminalModel m;
    QSignalSpy out(&m, &TerminalModel::outputReady);
    m.feed("abc\x1b[6n");
    QCOMPARE(out.count(), 1);
    QCOMPARE(out.last().at(0).toByteArray(), QByteArray("\x1b[1;4R"));
    m.feed("\x1b[c");
    QCOMPARE(out.count(), 2);
    QVERIFY(out.last().at(0).toByteArray().startsWith("\x1b[?"));
}

void TestTerminalModel::damageTracking()
{
    TerminalModel m(20, 10);
    m.takeDamage();
    m.feed("\x1b[5;1Hx");
    TerminalModel::Damage d = m.takeDamage();
    QVERIFY(d.firstRow <= 4 && d.lastRow >= 4);
    QVERIFY(d.firstRow >= 0);
    QVERIFY(m.takeDamage().isEmpty());
    m.feed("\x1b[7;1Hy");
    d = m.takeDamage();
    QCOMPARE(d.lastRow, 6);
    QCOMPARE(d.scrolledLines, 0);
    m.feed(numberedLines(15));
    d = m.takeDamage();
    QVERIFY(d.scrolledLines > 0);
    QCOMPARE(d.firstRow, 0);
    QCOMPARE(d.lastRow, 9);
}

void TestTerminalModel::cursorProps()
{
    TerminalModel m;
    QVERIFY(m.cursorVisible());
    m.feed("\x1b[?25l");
    QVERIFY(!m.cursorVisible());
    m.feed("\x1b[?25h\x1b[6 q");
    QVERIFY(m.cursorVisible());
    QCOMPARE(m.cursorShape(), TerminalModel::CursorShape::Bar);
    QVERIFY(!m.cursorBlinking());
    m.feed("\x1b[3 q");
    QCOMPARE(m.cursorShape(), TerminalModel::CursorShape::Underline);
    QVERIFY(m.cursorBlinking());
    m.feed("\x1b[2 q");
    QCOMPARE(m.cursorShape(), TerminalModel::CursorShape::Block);
}

void TestTerminalModel::defectHugeSingleWrite()
{
    // One vterm_input_write of several MB crashes 0.1.4; the model feeds ≤ 64 KiB chunks.
    TerminalModel m(120, 40);
    QByteArray big;
    big.reserve(16 * 1024 * 1024);
    int i = 0;
    while (big.size() < 16 * 1024 * 1024) {
        big += "\x1b[3" + QByteArray::number(i % 8) + "mline " + QByteArray::number(i)
            + " 中文 text\x1b[0m\r\n";
        ++i;
    }
    m.feed(big);
    QCOMPARE(m.lineText(m.scrollbackLines() + 38), QStringLiteral("line %1 中文 text").arg(i - 1));
    QCOMPARE(m.cursorRow(), 39);
}

void TestTerminalModel::defectShrinkRowsThenErase()
{
    TerminalModel m(40, 24);
    m.feed(numberedLines(23));
    m.feed("prompt$ ");
    QCOMPARE(m.cursorRow(), 23);
    m.resize(40, 5);
    QVERIFY(m.cursorRow() >= 0 && m.cursorRow() < 5);
    QCOMPARE(m.lineText(m.scrollbackLines() + m.cursorRow()), QStringLiteral("prompt$"));
    m.feed("\x1b[J\x1b[K\x1b[2K\x1b[1J"); // erasing at the cursor must not crash
    m.resize(40, 1);
    m.feed("\x1b[J\x1b[Kx\x1b[A\x1b[B\x1b[2J");
    QCOMPARE(m.cursorRow(), 0);
    m.resize(3, 2);
    m.feed("\x1b[H\x1b[K\x1b[J"
           "abcdef");
    QCOMPARE(screenLines(m), SL({"abc", "def"}));
    // Shrinking the columns under the cursor.
    TerminalModel c(80, 5);
    c.feed("\x1b[1;70Habc");
    c.resize(10, 5);
    QVERIFY(c.cursorCol() < 10);
    c.feed("\x1b[Kz");
    // Alternate screen shrink too.
    TerminalModel a(40, 24);
    a.feed("\x1b[?1049h\x1b[24;1Hbottom");
    a.resize(40, 3);
    QVERIFY(a.cursorRow() < 3);
    a.feed("\x1b[J\x1b[K");
}

void TestTerminalModel::defectOscSplitAcrossWrites_data()
{
    QTest::addColumn<QByteArrayList>("writes");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("text");
    QTest::newRow("bel") << QByteArrayList{"\x1b]0;hel", "lo\x07rest"} << u8("hello") << u8("rest");
    QTest::newRow("st") << QByteArrayList{"a\x1b]2;ti", "tle\x1b\\b"} << u8("title") << u8("ab");
    QTest::newRow("split st") << QByteArrayList{"\x1b]2;ti", "tle\x1b", "\\b"} << u8("title") << u8("b");
    QTest::newRow("three parts") << QByteArrayList{"x\x1b]0", ";a", "b", "c\x07y"} << u8("abc") << u8("xy");
    QTest::newRow("esc at end") << QByteArrayList{"z\x1b", "]0;t\x07"} << u8("t") << u8("z");
    QTest::newRow("utf8 split") << QByteArrayList{"\x1b]0;\xe4\xb8", "\xad\x07"} << QString::fromUtf8("中")
                                << u8("");
}

void TestTerminalModel::defectOscSplitAcrossWrites()
{
    QFETCH(QByteArrayList, writes);
    QFETCH(QString, title);
    QFETCH(QString, text);
    TerminalModel m;
    QSignalSpy spy(&m, &TerminalModel::titleChanged);
    for (const QByteArray &w : writes)
        m.feed(w);
    QCOMPARE(m.title(), title);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(m.lineText(0), text);
}

void TestTerminalModel::defectOscAtChunkBoundary()
{
    // An OSC string straddling the model's own 64 KiB chunk boundary is not cut either.
    TerminalModel m;
    QByteArray data(TerminalModel::MaxChunk - 4, 'x');
    data += "\x1b]0;boundary title\x07";
    data += "end";
    m.feed(data);
    QCOMPARE(m.title(), QStringLiteral("boundary title"));
    QCOMPARE(m.lineText(m.scrollbackLines() + m.cursorRow()).right(3), QStringLiteral("end"));
}

void TestTerminalModel::defectMouseWithoutMouseMode()
{
    TerminalModel m(80, 24);
    QVERIFY(!m.mouseReporting());
    QCOMPARE(m.encodeMouseButton(1, true, 2, 3, Qt::NoModifier), QByteArray());
    QCOMPARE(m.encodeMouseMove(2, 4, Qt::NoModifier), QByteArray());
    m.feed("\x1b[?1000h");
    QVERIFY(m.mouseReporting());
    QCOMPARE(m.encodeMouseButton(1, true, 2, 3, Qt::NoModifier), QByteArray("\x1b[M $#"));
    QCOMPARE(m.encodeMouseButton(1, false, 2, 3, Qt::NoModifier), QByteArray("\x1b[M#$#"));
    m.feed("\x1b[?1006h");
    QCOMPARE(m.encodeMouseButton(1, true, 2, 3, Qt::NoModifier), QByteArray("\x1b[<0;4;3M"));
    m.feed("\x1b[?1000l");
    QVERIFY(!m.mouseReporting());
    QCOMPARE(m.encodeMouseButton(1, true, 2, 3, Qt::NoModifier), QByteArray());
    // Mouse reports are never emitted as terminal output by themselves.
    QSignalSpy out(&m, &TerminalModel::outputReady);
    m.feed("x");
    QCOMPARE(out.count(), 0);
}

void TestTerminalModel::defectTooManyCsiParameters_data()
{
    // 0.1.4's parser writes past its 16-entry argument array (found by fuzz_terminal_feed).
    QTest::addColumn<QByteArrayList>("writes");
    QTest::addColumn<QString>("text");
    QTest::newRow("semicolons") << QByteArrayList{"a\x1b[" + QByteArray(40, ';') + "1mb"}
                                << QStringLiteral("ab");
    QTest::newRow("colons") << QByteArrayList{"a\x1b[" + QByteArray(40, ':') + "1mb"} << QStringLiteral("ab");
    QTest::newRow("sgr list") << QByteArrayList{"\x1b[" + QByteArray("1;").repeated(30) + "31mx"}
                              << QStringLiteral("x");
    QTest::newRow("split across writes")
        << QByteArrayList{"a\x1b[" + QByteArray(10, ';'), QByteArray(30, ';'), "5;6mb"}
        << QStringLiteral("ab");
    // NULs inside an OSC string made 0.1.4 read past the input buffer (found by fuzzing).
    QTest::newRow("nul in osc") << QByteArrayList{QByteArray("a\x1b]0;\x16\0\0\0\0"
                                                             "1;t\x1b\0\0\0\\\x1b",
                                                             19),
                                                  "[mb"}
                                << QStringLiteral("ab");
}

void TestTerminalModel::defectTooManyCsiParameters()
{
    QFETCH(QByteArrayList, writes);
    QFETCH(QString, text);
    TerminalModel m(40, 5);
    for (const QByteArray &w : writes)
        m.feed(w);
    QCOMPARE(m.lineText(0), text);
    m.feed("\r\n\x1b[31mz");
    QCOMPARE(m.cell(1, 0).fg, TerminalColor::indexed(1)); // the parser is still in step
}

void TestTerminalModel::defectResizeBelowScrollRegion()
{
    // 0.1.4 keeps a scroll region top beyond the new last row: the next scroll memmoves a
    // negative size (found by fuzz_terminal_feed).
    TerminalModel m(80, 48);
    m.feed("\x1b[30;40r\x1b[35;1Hx");
    m.resize(20, 3);
    m.feed("tt\r\nline\r\nmore\r\n\x1bM\x1b[L\x1b[M");
    QVERIFY(m.cursorRow() < 3);
    m.resize(1, 1);
    m.feed("\x1b[3rtt\r\n");
    QCOMPARE(m.rows(), 1);
}

void TestTerminalModel::bracketedPasteModeTracking_data()
{
    QTest::addColumn<QByteArrayList>("writes");
    QTest::addColumn<bool>("enabled");
    QTest::newRow("off by default") << QByteArrayList{"hello"} << false;
    QTest::newRow("on") << QByteArrayList{"\x1b[?2004h"} << true;
    QTest::newRow("on then off") << QByteArrayList{"\x1b[?2004h", "x\x1b[?2004l"} << false;
    QTest::newRow("split") << QByteArrayList{"ab\x1b[?20", "04h"} << true;
    QTest::newRow("split esc") << QByteArrayList{"ab\x1b", "[?2004h"} << true;
    QTest::newRow("combined") << QByteArrayList{"\x1b[?1049;2004h"} << true;
    QTest::newRow("other mode") << QByteArrayList{"\x1b[?200h\x1b[?20045h"} << false;
    QTest::newRow("reset") << QByteArrayList{"\x1b[?2004h",
                                             "\x1b"
                                             "c"}
                           << false;
}

void TestTerminalModel::bracketedPasteModeTracking()
{
    QFETCH(QByteArrayList, writes);
    QFETCH(bool, enabled);
    TerminalModel m;
    for (const QByteArray &w : writes)
        m.feed(w);
    QCOMPARE(m.bracketedPaste(), enabled);
    const QByteArray paste = m.encodePaste(QStringLiteral("ls"));
    QCOMPARE(paste, enabled ? QByteArray("\x1b[200~ls\x1b[201~") : QByteArray("ls"));
}

void TestTerminalModel::randomBytesAndResizes()
{
    // Seeded random bytes (biased towards escape sequences) and random resizes: no crash, and
    // the grid stays consistent.
    quint32 seed = 12345;
    auto next = [&seed]() {
        seed = seed * 1664525u + 1013904223u;
        return seed >> 8;
    };
    static const char *const pieces[] = {
        "\x1b[",
        "\x1b]",
        "\x1b[?",
        "\x07",
        ";",
        "m",
        "H",
        "J",
        "K",
        "r",
        "L",
        "M",
        "P",
        "@",
        "\x1b[?1049h",
        "\x1b[?1049l",
        "\x1b[?2004h",
        "中",
        "\r\n",
        "\x1b"
        "D",
        "\x1bM",
        "\x1b"
        "c",
        "\x1b[38;2;1;2;3m",
        "\x1b[4:3m",
        "\xcc\x81",
        "\t",
        "\x1bP",
        "\x1b\\",
        "999",
        "0",
        "\xf0\x9f\xa5\xb0", // 🥰: a stand-in for the system's width
        "\xe4\xb8", // a character cut short
        "0123456789abcdefghijklmnopqrstuvwxyz", // soft wraps for reflow
    };
    for (int round = 0; round < 30; ++round) {
        TerminalModel m(int(next() % 100) + 1, int(next() % 40) + 1);
        m.setScrollbackLimit(int(next() % 200));
        for (int step = 0; step < 200; ++step) {
            QByteArray chunk;
            const int len = int(next() % 300);
            for (int i = 0; i < len; ++i) {
                if (next() % 3 == 0)
                    chunk += pieces[next() % (sizeof(pieces) / sizeof(pieces[0]))];
                else
                    chunk += char(next() & 0xff);
            }
            m.feed(chunk);
            if (next() % 10 == 0)
                m.resize(int(next() % 150) + 1, int(next() % 60) + 1);
            QVERIFY(m.cursorRow() >= 0 && m.cursorRow() < m.rows());
            QVERIFY(m.cursorCol() >= 0 && m.cursorCol() < m.cols());
        }
        for (int line = 0; line < m.totalLines(); ++line)
            m.lineText(line);
        TerminalPos s, e;
        m.find(QStringLiteral("a"), TerminalPos{0, 0}, false, Qt::CaseSensitive, &s, &e);
        m.setSelection(TerminalPos{0, 0}, TerminalPos{m.totalLines() - 1, m.cols() - 1},
                       TerminalModel::SelectionMode::Words);
        m.selectedText();
    }
}

// Deleting, erasing or pushing out half of a wide character blanks all of it, as in xterm and
// xterm.js (found by the golden comparison: the left half was left drawn over the next cell,
// an erased one left its right half behind).
void TestTerminalModel::wideHalvesCut_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("cells"); // one character a cell: '.' empty, '>' a right half
    QTest::newRow("DCH on a right half")
        << QByteArray("中文字\r\x1b[1C\x1b[1P") << QStringLiteral(".文>字>...");
    QTest::newRow("ECH ending on a left half")
        << QByteArray("中文字\r\x1b[1C\x1b[2X") << QStringLiteral("....字>..");
    QTest::newRow("ICH pushes one past the margin")
        << QByteArray("ab中文字\r\x1b[1@") << QStringLiteral(".ab中>文>.");
    QTest::newRow("ICH on a right half")
        << QByteArray("中文字\r\x1b[1C\x1b[1@") << QStringLiteral("...文>字>.");
}

void TestTerminalModel::wideHalvesCut()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, cells);
    TerminalModel model(8, 2);
    model.feed(input.constData(), input.size());
    QString got;
    for (int c = 0; c < model.cols(); ++c) {
        const TerminalCell &cell = model.cell(0, c);
        if (cell.isWideTail())
            got += QLatin1Char('>');
        else if (cell.ch == 0)
            got += QLatin1Char('.');
        else
            model.appendCellText(cell, got);
        QVERIFY2(!cell.isWide() || (c + 1 < model.cols() && model.cell(0, c + 1).isWideTail()),
                 "a lone left half");
    }
    QCOMPARE(got, cells);
}

QTEST_GUILESS_MAIN(TestTerminalModel)
#include "tst_terminalmodel.moc"
