// SPDX-License-Identifier: Apache-2.0
// Soft-wrapped lines (on screen and in scrollback), copying and searching across them, search
// highlights of every match, trailing blanks and rectangular selections with wide characters.
#include "terminal/TerminalModel.h"
#include "terminal/TerminalScrollback.h"

#include <QTest>

using namespace sandman;

namespace {

QByteArray b(const char *s)
{
    return QByteArray(s);
}

/// "1" for every wrapped line of the first `count` buffer lines, "0" otherwise.
QString wrapFlags(const TerminalModel &m, int count)
{
    QString flags;
    for (int line = 0; line < count; ++line)
        flags += m.isWrapped(line) ? QLatin1Char('1') : QLatin1Char('0');
    return flags;
}

/// The whole buffer copied as text, empty lines at the end left out.
QString wholeText(const TerminalModel &m)
{
    QString text = m.textRange(TerminalPos{0, 0}, TerminalPos{m.totalLines() - 1, m.cols() - 1});
    while (text.endsWith(QLatin1Char('\n')))
        text.chop(1);
    return text;
}

std::vector<TerminalCell> cellsOf(const QString &text)
{
    std::vector<TerminalCell> cells;
    for (QChar c : text) {
        TerminalCell cell;
        cell.ch = c.unicode();
        cells.push_back(cell);
    }
    return cells;
}

} // namespace

namespace sandman {
// Readable QCOMPARE failures.
char *toString(const TerminalPos &p)
{
    return QTest::toString(QStringLiteral("(%1, %2)").arg(p.line).arg(p.col));
}
char *toString(const TerminalRange &r)
{
    return QTest::toString(QStringLiteral("(%1, %2)-(%3, %4)")
                               .arg(r.start.line)
                               .arg(r.start.col)
                               .arg(r.end.line)
                               .arg(r.end.col));
}
} // namespace sandman

class TestTerminalWrap : public QObject
{
    Q_OBJECT
private slots:
    void wrapDetection_data();
    void wrapDetection();
    void copyAcrossWrap_data();
    void copyAcrossWrap();
    void selectionAcrossWrap_data();
    void selectionAcrossWrap();
    void wordAcrossSeveralWraps();
    void wrapSurvivesScrollback();
    void wrapRestoredWhenRowsGrow();
    void resizeKeepsWrappedText();
    void scrollbackWrapIsFree();
    void search_data();
    void search();
    void searchBackwardAcrossWrap();
    void findAllMatches_data();
    void findAllMatches();
    void trailingBlanksNotCopied_data();
    void trailingBlanksNotCopied();
    void blockSelection_data();
    void blockSelection();
    void blockSelectionFollowsScrollback();
};

// ---------------------------------------------------------------- wrap detection

void TestTerminalWrap::wrapDetection_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("flags"); // of the first lines of the buffer (10 columns)
    QTest::newRow("short line") << 5 << b("abc") << QStringLiteral("000");
    QTest::newRow("exactly full, nothing after") << 5 << b("0123456789") << QStringLiteral("000");
    QTest::newRow("overflow wraps") << 5 << b("0123456789abc") << QStringLiteral("100");
    QTest::newRow("two wraps") << 5 << b("0123456789abcdefghijXY") << QStringLiteral("110");
    QTest::newRow("written in two writes") << 5 << b("01234\x1b[m56789") + b("abc") << QStringLiteral("100");
    QTest::newRow("full then CRLF") << 5 << b("0123456789\r\nabc") << QStringLiteral("000");
    QTest::newRow("full then CR") << 5 << b("0123456789\rX") << QStringLiteral("000");
    // LF keeps the column: "a" goes into the last column of the next row, "bc" wrap.
    QTest::newRow("full then LF") << 5 << b("0123456789\nabc") << QStringLiteral("010");
    QTest::newRow("full then cursor to next row")
        << 5 << b("0123456789\x1b[2;1Habc") << QStringLiteral("000");
    QTest::newRow("full then backspace") << 5 << b("0123456789\bX") << QStringLiteral("000");
    QTest::newRow("autowrap off") << 5 << b("\x1b[?7l0123456789abc") << QStringLiteral("000");
    QTest::newRow("wide char does not fit") << 5 << b("012345678中x") << QStringLiteral("100");
    QTest::newRow("wide char at margin") << 5 << b("01234567中x") << QStringLiteral("100");
    QTest::newRow("wrap at the bottom scrolls") << 2 << b("top\r\n0123456789abc") << QStringLiteral("010");
    QTest::newRow("line erased after wrap")
        << 5 << b("0123456789abc\x1b[1;1H\x1b[2K") << QStringLiteral("000");
    QTest::newRow("erase to end of line") << 5 << b("0123456789abc\x1b[1;4H\x1b[K") << QStringLiteral("000");
    QTest::newRow("erase below keeps wrap")
        << 5 << b("0123456789abc\x1b[3;1H\x1b[J") << QStringLiteral("100");
    QTest::newRow("clear screen") << 5 << b("0123456789abc\x1b[H\x1b[2J") << QStringLiteral("000");
    QTest::newRow("alternate screen") << 5 << b("\x1b[?1049h0123456789abc") << QStringLiteral("100");
    QTest::newRow("back from alternate screen")
        << 5 << b("\x1b[?1049h0123456789abc\x1b[?1049l") << QStringLiteral("000");
    QTest::newRow("scroll region") << 5 << b("\x1b[2;3r\x1b[3;1H0123456789abc") << QStringLiteral("0100");
}

void TestTerminalWrap::wrapDetection()
{
    QFETCH(int, rows);
    QFETCH(QByteArray, input);
    QFETCH(QString, flags);
    TerminalModel m(10, rows);
    m.feed(input);
    QCOMPARE(wrapFlags(m, int(flags.size())), flags);
}

// ---------------------------------------------------------------- copying

void TestTerminalWrap::copyAcrossWrap_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("text");
    QTest::newRow("word broken by the wrap")
        << 5 << b("hello world again") << QStringLiteral("hello world again");
    QTest::newRow("space at the margin kept") << 5 << b("123456789 next") << QStringLiteral("123456789 next");
    QTest::newRow("hard line break kept") << 5 << b("0123456789\r\nabc") << QStringLiteral("0123456789\nabc");
    QTest::newRow("wrap then hard break")
        << 5 << b("0123456789abc\r\nnext") << QStringLiteral("0123456789abc\nnext");
    QTest::newRow("long line") << 5 << b("aaaaaaaaaabbbbbbbbbbccccccccccdd")
                               << QStringLiteral("aaaaaaaaaabbbbbbbbbbccccccccccdd");
    QTest::newRow("wide char at the margin") << 5 << b("012345678中x") << QString::fromUtf8("012345678中x");
    QTest::newRow("in scrollback") << 2 << b("0123456789abcdefghij\r\nx\r\ny\r\nz")
                                   << QStringLiteral("0123456789abcdefghij\nx\ny\nz");
    QTest::newRow("space at the margin in scrollback")
        << 1 << b("123456789 next\r\nlast") << QStringLiteral("123456789 next\nlast");
    QTest::newRow("wrapped line erased")
        << 5 << b("0123456789abc\x1b[1;1H\x1b[2K") << QStringLiteral("\nabc");
}

void TestTerminalWrap::copyAcrossWrap()
{
    QFETCH(int, rows);
    QFETCH(QByteArray, input);
    QFETCH(QString, text);
    TerminalModel m(10, rows);
    m.feed(input);
    QCOMPARE(wholeText(m), text);
}

void TestTerminalWrap::selectionAcrossWrap_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("anchorLine");
    QTest::addColumn<int>("anchorCol");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("col");
    QTest::addColumn<QString>("text");
    const int cells = int(TerminalModel::SelectionMode::Cells);
    const int lines = int(TerminalModel::SelectionMode::Lines);
    const int words = int(TerminalModel::SelectionMode::Words);
    // 10 columns: "hello worl" / "d, and the" / " rest" / "next line"
    QTest::newRow("word across the wrap") << cells << 0 << 6 << 1 << 0 << QStringLiteral("world");
    QTest::newRow("backwards") << cells << 1 << 0 << 0 << 6 << QStringLiteral("world");
    QTest::newRow("space at the margin") << cells << 1 << 7 << 2 << 4 << QStringLiteral("the rest");
    QTest::newRow("ends on the wrapped line") << cells << 0 << 0 << 0 << 9 << QStringLiteral("hello worl");
    QTest::newRow("into the next paragraph") << cells << 2 << 1 << 3 << 3 << QStringLiteral("rest\nnext");
    QTest::newRow("whole lines") << lines << 0 << 0 << 2 << 0 << QStringLiteral("hello world, and the rest");
    QTest::newRow("word clicked before the wrap") << words << 0 << 7 << 0 << 7 << QStringLiteral("world");
    QTest::newRow("word clicked after the wrap") << words << 1 << 0 << 1 << 0 << QStringLiteral("world");
    QTest::newRow("word ending at the margin") << words << 1 << 8 << 1 << 8 << QStringLiteral("the");
    QTest::newRow("word after a space at the margin") << words << 2 << 2 << 2 << 2 << QStringLiteral("rest");
}

void TestTerminalWrap::selectionAcrossWrap()
{
    QFETCH(int, mode);
    QFETCH(int, anchorLine);
    QFETCH(int, anchorCol);
    QFETCH(int, line);
    QFETCH(int, col);
    QFETCH(QString, text);
    TerminalModel m(10, 6);
    m.feed("hello world, and the rest\r\nnext line");
    QCOMPARE(wrapFlags(m, 4), QStringLiteral("1100"));
    m.setSelection(TerminalPos{anchorLine, anchorCol}, TerminalPos{line, col},
                   TerminalModel::SelectionMode(mode));
    QCOMPARE(m.selectedText(), text);
}

void TestTerminalWrap::wordAcrossSeveralWraps()
{
    TerminalModel m(10, 6);
    m.feed("ls /usr/share/doc/libvterm-dev/copyright x");
    QCOMPARE(wrapFlags(m, 5), QStringLiteral("11110"));
    for (int line = 0; line < 4; ++line) {
        const int col = line == 0 ? 5 : 0;
        m.setSelection(TerminalPos{line, col}, TerminalPos{line, col}, TerminalModel::SelectionMode::Words);
        QCOMPARE(m.selectedText(), QStringLiteral("/usr/share/doc/libvterm-dev/copyright"));
    }
}

void TestTerminalWrap::wrapSurvivesScrollback()
{
    TerminalModel m(10, 3);
    m.feed("0123456789abcdefghij0123\r\n");
    m.feed("x\r\ny\r\nz\r\n");
    QCOMPARE(m.scrollbackLines(), 4);
    QCOMPARE(wrapFlags(m, 7), QStringLiteral("1100000"));
    QCOMPARE(m.textRange(TerminalPos{0, 0}, TerminalPos{2, 9}), QStringLiteral("0123456789abcdefghij0123"));
    // The newest scrollback line continuing on the first screen row.
    TerminalModel n(10, 2);
    n.feed("top\r\n0123456789abc");
    QCOMPARE(n.scrollbackLines(), 1);
    n.feed("\r\n");
    QCOMPARE(n.scrollbackLines(), 2);
    QVERIFY(n.isWrapped(1));
    QCOMPARE(n.textRange(TerminalPos{1, 0}, TerminalPos{2, 9}), QStringLiteral("0123456789abc"));
}

void TestTerminalWrap::wrapRestoredWhenRowsGrow()
{
    TerminalModel m(10, 2);
    m.feed("0123456789abcdefghij0123\r\nx\r\ny");
    QCOMPARE(m.scrollbackLines(), 3);
    m.resize(10, 6);
    QCOMPARE(m.scrollbackLines(), 0);
    QCOMPARE(wrapFlags(m, 5), QStringLiteral("11000"));
    QCOMPARE(wholeText(m), QStringLiteral("0123456789abcdefghij0123\nx\ny"));
}

void TestTerminalWrap::resizeKeepsWrappedText()
{
    // Reflow (tst_terminalreflow has the details): no width loses the text or its joins.
    TerminalModel m(10, 4);
    m.feed("0123456789abc");
    QVERIFY(m.isWrapped(0));
    m.resize(14, 4); // wider: one line again
    QVERIFY(!m.isWrapped(0));
    QCOMPARE(m.lineText(0), QStringLiteral("0123456789abc"));
    QCOMPARE(wholeText(m), QStringLiteral("0123456789abc"));
    m.resize(6, 4); // narrower: three lines, joined when copied
    QVERIFY(m.isWrapped(0));
    QVERIFY(m.isWrapped(1));
    QCOMPARE(wholeText(m), QStringLiteral("0123456789abc"));
}

void TestTerminalWrap::scrollbackWrapIsFree()
{
    // The flag shares the first byte of the line: wrapped lines cost no memory.
    TerminalScrollback plain(1000);
    TerminalScrollback wrapped(1000);
    const std::vector<TerminalCell> line
        = cellsOf(QStringLiteral("the quick brown fox jumps over the lazy dog"));
    for (int i = 0; i < 1000; ++i) {
        plain.push(line.data(), int(line.size()), false);
        wrapped.push(line.data(), int(line.size()), i % 2 == 0);
    }
    QCOMPARE(wrapped.memoryUsage(), plain.memoryUsage());
    QVERIFY(wrapped.isWrapped(0));
    QVERIFY(!wrapped.isWrapped(1));
    QVERIFY(!plain.isWrapped(0));
    std::vector<TerminalCell> a, c;
    plain.line(0, a, 60);
    wrapped.line(0, c, 60);
    QCOMPARE(c.size(), a.size());
    for (size_t i = 0; i < a.size(); ++i)
        QCOMPARE(quint32(c[i].ch), quint32(a[i].ch));
    // A wrapped line keeps its trailing spaces (they are text followed by more text).
    const std::vector<TerminalCell> spaced = cellsOf(QStringLiteral("word   "));
    TerminalScrollback s(10);
    s.push(spaced.data(), int(spaced.size()), true);
    s.push(spaced.data(), int(spaced.size()), false);
    QCOMPARE(s.lineLength(0), 7);
    QCOMPARE(s.lineLength(1), 4);
    bool flag = false;
    std::vector<TerminalCell> out;
    QVERIFY(s.popNewest(out, 10, &flag));
    QVERIFY(!flag);
    QVERIFY(s.popNewest(out, 10, &flag));
    QVERIFY(flag);
}

// ---------------------------------------------------------------- search

void TestTerminalWrap::search_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("needle");
    QTest::addColumn<bool>("caseSensitive");
    QTest::addColumn<bool>("found");
    QTest::addColumn<int>("startLine");
    QTest::addColumn<int>("startCol");
    QTest::addColumn<int>("endLine");
    QTest::addColumn<int>("endCol");
    // 10 columns, 4 rows.
    QTest::newRow("on one line") << b("say hello\r\n") << QStringLiteral("hello") << false << true << 0 << 4
                                 << 0 << 8;
    QTest::newRow("across the wrap") << b("hello world") << QStringLiteral("world") << false << true << 0 << 6
                                     << 1 << 0;
    QTest::newRow("not across a line break")
        << b("hello worl\r\nd") << QStringLiteral("world") << false << false << 0 << 0 << 0 << 0;
    QTest::newRow("space at the margin")
        << b("123456789 next") << QStringLiteral("9 ne") << false << true << 0 << 8 << 1 << 1;
    QTest::newRow("case insensitive")
        << b("Hello World") << QStringLiteral("world") << false << true << 0 << 6 << 1 << 0;
    QTest::newRow("case sensitive") << b("Hello World") << QStringLiteral("world") << true << false << 0 << 0
                                    << 0 << 0;
    QTest::newRow("wide chars across the wrap")
        << b("01234567中文x") << QString::fromUtf8("中文") << false << true << 0 << 8 << 1 << 1;
    QTest::newRow("wide char that did not fit")
        << b("012345678中x") << QString::fromUtf8("8中") << false << true << 0 << 8 << 1 << 1;
    QTest::newRow("in scrollback across the wrap")
        << b("xxxxxxneedle\r\n1\r\n2\r\n3\r\n4\r\n") << QStringLiteral("needle") << false << true << 0 << 6
        << 1 << 1;
    QTest::newRow("three lines") << b("aaaaaaaaaabbbbbbbbbbcc") << QStringLiteral("abbbbbbbbbbc") << true
                                 << true << 0 << 9 << 2 << 0;
    QTest::newRow("not in trailing blanks")
        << b("abc\r\ndef") << QStringLiteral("c  ") << false << false << 0 << 0 << 0 << 0;
}

void TestTerminalWrap::search()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, needle);
    QFETCH(bool, caseSensitive);
    QFETCH(bool, found);
    TerminalModel m(10, 4);
    m.feed(input);
    const Qt::CaseSensitivity cs = caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
    for (bool backward : {false, true}) {
        TerminalPos s{-1, -1}, e{-1, -1};
        const TerminalPos from = backward ? TerminalPos{m.totalLines() - 1, m.cols() - 1} : TerminalPos{0, 0};
        QCOMPARE(m.find(needle, from, backward, cs, &s, &e), found);
        if (!found)
            continue;
        QFETCH(int, startLine);
        QFETCH(int, startCol);
        QFETCH(int, endLine);
        QFETCH(int, endCol);
        QCOMPARE(s, (TerminalPos{startLine, startCol}));
        QCOMPARE(e, (TerminalPos{endLine, endCol}));
        // The match copies as the needle (up to case).
        QCOMPARE(m.textRange(s, e).compare(needle, cs), 0);
        const std::vector<TerminalRange> all = m.findAll(needle, cs, 0, m.totalLines() - 1);
        QCOMPARE(int(all.size()), 1);
        QCOMPARE(all.front(), (TerminalRange{s, e}));
    }
}

void TestTerminalWrap::searchBackwardAcrossWrap()
{
    TerminalModel m(10, 6);
    m.feed("one needle\r\ntwo needlethree needle\r\n");
    // "one needle" / "two needle" (wrapped) / "three need" (wrapped) / "le"
    QCOMPARE(wrapFlags(m, 4), QStringLiteral("0110"));
    TerminalPos s, e;
    const TerminalPos bottom{m.totalLines() - 1, m.cols() - 1};
    QVERIFY(m.find(QStringLiteral("needle"), bottom, true, Qt::CaseSensitive, &s, &e));
    QCOMPARE(s, (TerminalPos{2, 6}));
    QCOMPARE(e, (TerminalPos{3, 1}));
    QVERIFY(m.find(QStringLiteral("needle"), s, true, Qt::CaseSensitive, &s, &e));
    QCOMPARE(s, (TerminalPos{1, 4}));
    QVERIFY(m.find(QStringLiteral("needle"), s, true, Qt::CaseSensitive, &s, &e));
    QCOMPARE(s, (TerminalPos{0, 4}));
    QVERIFY(m.find(QStringLiteral("needle"), s, true, Qt::CaseSensitive, &s, &e)); // wraps around
    QCOMPARE(s, (TerminalPos{2, 6}));
    // Forward from the middle of the wrapped paragraph.
    QVERIFY(m.find(QStringLiteral("needle"), TerminalPos{1, 4}, false, Qt::CaseSensitive, &s, &e));
    QCOMPARE(s, (TerminalPos{2, 6}));
    QVERIFY(m.find(QStringLiteral("needle"), s, false, Qt::CaseSensitive, &s, &e));
    QCOMPARE(s, (TerminalPos{0, 4}));
    // From before the first line: the first match.
    QVERIFY(m.find(QStringLiteral("needle"), TerminalPos{-1, 9}, false, Qt::CaseSensitive, &s, &e));
    QCOMPARE(s, (TerminalPos{0, 4}));
    // From past the last line backwards: the last match.
    QVERIFY(
        m.find(QStringLiteral("needle"), TerminalPos{m.totalLines(), 0}, true, Qt::CaseSensitive, &s, &e));
    QCOMPARE(s, (TerminalPos{2, 6}));
    // The only match is found again from itself.
    TerminalModel one(10, 3);
    one.feed("a needle");
    QVERIFY(one.find(QStringLiteral("needle"), TerminalPos{0, 2}, false, Qt::CaseSensitive, &s, &e));
    QCOMPARE(s, (TerminalPos{0, 2}));
    QVERIFY(one.find(QStringLiteral("needle"), TerminalPos{0, 2}, true, Qt::CaseSensitive, &s, &e));
    QCOMPARE(s, (TerminalPos{0, 2}));
}

void TestTerminalWrap::findAllMatches_data()
{
    QTest::addColumn<QString>("needle");
    QTest::addColumn<bool>("caseSensitive");
    QTest::addColumn<int>("firstLine");
    QTest::addColumn<int>("lastLine");
    QTest::addColumn<QString>("expected"); // "line:col-line:col" per match
    // 10 columns: "ab ab AB a" / "b xyz" / "aaaa"
    QTest::newRow("all, any case") << QStringLiteral("ab") << false << 0 << 2
                                   << QStringLiteral("0:0-0:1 0:3-0:4 0:6-0:7 0:9-1:0");
    QTest::newRow("all, match case") << QStringLiteral("ab") << true << 0 << 2
                                     << QStringLiteral("0:0-0:1 0:3-0:4 0:9-1:0");
    QTest::newRow("only the second line")
        << QStringLiteral("ab") << false << 1 << 1 << QStringLiteral("0:9-1:0");
    QTest::newRow("only the first line") << QStringLiteral("xyz") << false << 0 << 0 << QString();
    QTest::newRow("overlapping") << QStringLiteral("aa") << false << 2 << 2
                                 << QStringLiteral("2:0-2:1 2:1-2:2 2:2-2:3");
    QTest::newRow("none") << QStringLiteral("absent") << false << 0 << 2 << QString();
}

void TestTerminalWrap::findAllMatches()
{
    QFETCH(QString, needle);
    QFETCH(bool, caseSensitive);
    QFETCH(int, firstLine);
    QFETCH(int, lastLine);
    QFETCH(QString, expected);
    TerminalModel m(10, 4);
    m.feed("ab ab AB ab xyz\r\naaaa");
    QStringList got;
    for (const TerminalRange &r :
         m.findAll(needle, caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive, firstLine, lastLine))
        got << QStringLiteral("%1:%2-%3:%4")
                   .arg(r.start.line)
                   .arg(r.start.col)
                   .arg(r.end.line)
                   .arg(r.end.col);
    QCOMPARE(got.join(QLatin1Char(' ')), expected);
}

// ---------------------------------------------------------------- trailing blanks, blocks

void TestTerminalWrap::trailingBlanksNotCopied_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("text");
    QTest::newRow("blank cells") << b("abc\x1b[5Cx\r\nnext") << QStringLiteral("abc     x\nnext");
    QTest::newRow("written spaces") << b("abc    \r\n  def  \r\nghi") << QStringLiteral("abc\n  def\nghi");
    QTest::newRow("empty lines") << b("a\r\n\r\n   \r\nb") << QStringLiteral("a\n\n\nb");
    QTest::newRow("coloured blanks") << b("abc\x1b[41m   \x1b[m\r\nd") << QStringLiteral("abc\nd");
    QTest::newRow("after wide chars") << b("中文  \r\nx") << QString::fromUtf8("中文\nx");
    QTest::newRow("in scrollback") << b("abc   \r\n1\r\n2\r\n3\r\n4\r\n5")
                                   << QStringLiteral("abc\n1\n2\n3\n4\n5");
}

void TestTerminalWrap::trailingBlanksNotCopied()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, text);
    TerminalModel m(20, 3);
    m.feed(input);
    QCOMPARE(wholeText(m), text);
    for (const QString &line : wholeText(m).split(QLatin1Char('\n')))
        QVERIFY(!line.endsWith(QLatin1Char(' ')));
}

void TestTerminalWrap::blockSelection_data()
{
    QTest::addColumn<int>("anchorLine");
    QTest::addColumn<int>("anchorCol");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("col");
    QTest::addColumn<QString>("text");
    // "ab中文cd" / "abcdefgh" / "中文中文" / "x" (columns: 中 2-3, 文 4-5 on the first line)
    QTest::newRow("whole columns") << 1 << 1 << 1 << 3 << QStringLiteral("bcd");
    QTest::newRow("tail and head of wide chars") << 0 << 3 << 2 << 4 << QString::fromUtf8("中文\nde\n文中");
    QTest::newRow("reversed corners") << 2 << 4 << 0 << 3 << QString::fromUtf8("中文\nde\n文中");
    QTest::newRow("one half only") << 0 << 2 << 2 << 2 << QString::fromUtf8("中\nc\n文");
    QTest::newRow("right halves") << 0 << 5 << 2 << 5 << QString::fromUtf8("文\nf\n中");
    QTest::newRow("trailing blanks trimmed") << 0 << 6 << 3 << 12 << QString::fromUtf8("cd\ngh\n文\n");
    QTest::newRow("past the text") << 3 << 2 << 3 << 8 << QString();
}

void TestTerminalWrap::blockSelection()
{
    QFETCH(int, anchorLine);
    QFETCH(int, anchorCol);
    QFETCH(int, line);
    QFETCH(int, col);
    QFETCH(QString, text);
    TerminalModel m(20, 5);
    m.feed("ab中文cd\r\nabcdefgh\r\n中文中文\r\nx");
    m.setSelection(TerminalPos{anchorLine, anchorCol}, TerminalPos{line, col},
                   TerminalModel::SelectionMode::Block);
    QVERIFY(m.isBlockSelection());
    QCOMPARE(m.selectedText(), text);
    // Painting sees the same columns: no wide character is cut.
    for (int l = m.selectionStart().line; l <= m.selectionEnd().line; ++l) {
        std::vector<TerminalCell> cells;
        m.lineCells(l, cells);
        int first = -1, last = -1;
        QVERIFY(m.selectedColumns(l, cells.data(), &first, &last));
        QVERIFY(!cells[size_t(first)].isWideTail());
        QVERIFY(!cells[size_t(last)].isWide());
    }
    // A plain selection over the same corners is not rectangular.
    m.setSelection(TerminalPos{anchorLine, anchorCol}, TerminalPos{line, col});
    QVERIFY(!m.isBlockSelection());
}

void TestTerminalWrap::blockSelectionFollowsScrollback()
{
    TerminalModel m(20, 3);
    m.setScrollbackLimit(2);
    m.feed("l0abcd\r\nl1abcd\r\nl2abcd\r\nl3abcd\r\nl4abcd");
    QCOMPARE(m.scrollbackLines(), 2);
    m.setSelection(TerminalPos{0, 2}, TerminalPos{2, 3}, TerminalModel::SelectionMode::Block);
    QCOMPARE(m.selectedText(), QStringLiteral("ab\nab\nab"));
    m.feed("\r\nx"); // the oldest line is dropped: the rectangle keeps its columns
    QVERIFY(m.isBlockSelection());
    QCOMPARE(m.selectionStart(), (TerminalPos{0, 2}));
    QCOMPARE(m.selectedText(), QStringLiteral("ab\nab"));
}

QTEST_GUILESS_MAIN(TestTerminalWrap)
#include "tst_terminalwrap.moc"
