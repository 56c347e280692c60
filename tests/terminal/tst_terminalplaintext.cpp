// SPDX-License-Identifier: Apache-2.0
// The shortcut for plain ASCII text (TerminalPlainText, TerminalModel::putPlainText) must leave
// exactly what libvterm would have left. Fed one byte per write, no run is ever long enough for
// it, so that is the reference for the same bytes fed at once and in random pieces.
#include "terminal/TerminalModel.h"
#include "terminal/TerminalPlainText.h"

#include <QRandomGenerator>
#include <QTest>

using namespace sandman;

namespace {

/// Everything the model shows: every buffer line's cells and wrap flag, line attributes, cursor.
QStringList snapshot(const TerminalModel &m)
{
    QStringList out;
    std::vector<TerminalCell> cells;
    for (int line = 0; line < m.totalLines(); ++line) {
        m.lineCells(line, cells);
        QString row;
        for (const TerminalCell &c : cells)
            row += QStringLiteral("%1/%2/%3/%4/%5 ")
                       .arg(uint(c.ch), 0, 16)
                       .arg(c.fg, 0, 16)
                       .arg(c.bg, 0, 16)
                       .arg(c.attrs, 0, 16)
                       .arg(c.link);
        const int screenRow = line - m.scrollbackLines();
        out << row + (m.isWrapped(line) ? QStringLiteral("wrapped ") : QString())
                + QString::number(
                    int(screenRow >= 0 ? m.lineAttr(screenRow) : TerminalModel::LineAttr::Normal));
    }
    out << QStringLiteral("cursor %1,%2").arg(m.cursorRow()).arg(m.cursorCol());
    return out;
}

QStringList byteByByte(const QByteArray &bytes, int cols, int rows)
{
    TerminalModel m(cols, rows);
    for (char c : bytes)
        m.feed(&c, 1);
    return snapshot(m);
}

} // namespace

class TestTerminalPlainText : public QObject
{
    Q_OBJECT
private slots:
    void runs_data();
    void runs();
    void sameAsLibvterm_data();
    void sameAsLibvterm();
};

void TestTerminalPlainText::runs_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArrayList>("expected"); // the runs found, in order
    QTest::newRow("text and colours")
        << QByteArray("abc\x1b[31mdefgh\r\nij") << QByteArrayList{"abc", "defgh", "ij"};
    QTest::newRow("CJK between") << QByteArray("ab\xe4\xb8\xad"
                                               "cd")
                                 << QByteArrayList{"ab", "cd"};
    QTest::newRow("DEC line drawing in G0") << QByteArray("\x1b(0qqq\x1b(Bok") << QByteArrayList{"ok"};
    QTest::newRow("G1 shifted in") << QByteArray("\x1b)0\x0eqq\x0fok") << QByteArrayList{"ok"};
    QTest::newRow("UK set") << QByteArray("\x1b(A#1\x1b(Bok") << QByteArrayList{"ok"};
    QTest::newRow("LS2") << QByteArray("\x1b*0\x1bnxx\x0fok") << QByteArrayList{"ok"};
    QTest::newRow("single shift: one character") << QByteArray("\x1bNabc") << QByteArrayList{"bc"};
    QTest::newRow("OSC title") << QByteArray("\x1b]0;a title\x07next") << QByteArrayList{"next"};
    QTest::newRow("OSC with ST") << QByteArray("\x1b]8;;http://x\x1b\\link") << QByteArrayList{"link"};
    QTest::newRow("DCS") << QByteArray("\x1bPqabc\x1b\\def") << QByteArrayList{"def"};
    QTest::newRow("CSI arguments are no text") << QByteArray("\x1b[1;2;3Hxy") << QByteArrayList{"xy"};
    QTest::newRow("control inside CSI") << QByteArray("\x1b[1\r2Hxy") << QByteArrayList{"xy"};
    QTest::newRow("insert mode") << QByteArray("\x1b[4hab\x1b[4lcd") << QByteArrayList{"cd"};
    QTest::newRow("insert mode among others") << QByteArray("\x1b[20;4hab\x1b[4lcd") << QByteArrayList{"cd"};
    QTest::newRow("left/right margins") << QByteArray("\x1b[?69hab\x1b[?69lcd") << QByteArrayList{"cd"};
    QTest::newRow("RIS resets") << QByteArray("\x1b(0\x1b[4hab\x1b"
                                              "cok")
                                << QByteArrayList{"ok"};
    QTest::newRow("cut UTF-8, printable next") << QByteArray("\xe4xyz") << QByteArrayList{"yz"};
    QTest::newRow("cut UTF-8, control next") << QByteArray("\xe4\r\nxyz") << QByteArrayList{};
    QTest::newRow("DEL ends a run") << QByteArray("ab\x7f"
                                                  "cd")
                                    << QByteArrayList{"ab", "cd"};
    QTest::newRow("CAN ends a sequence") << QByteArray("\x1b[12\x18xy") << QByteArrayList{"xy"};
}

void TestTerminalPlainText::runs()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArrayList, expected);
    TerminalPlainText plain;
    QByteArrayList found;
    qsizetype scan = 0;
    qsizetype start = 0;
    qsizetype end = 0;
    while (plain.next(bytes.constData(), bytes.size(), &scan, &start, &end))
        found << bytes.mid(start, end - start);
    QCOMPARE(found, expected);
    QCOMPARE(scan, bytes.size());
}

void TestTerminalPlainText::sameAsLibvterm_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("cols");
    const QByteArray words = "the quick brown fox jumps over the lazy dog ";
    QTest::newRow("lines that wrap") << words.repeated(6) + "\r\n" + words << 20;
    QTest::newRow("colours and scrolling")
        << QByteArray("\x1b[31mred text here\x1b[0m plain text\r\n").repeated(40) << 30;
    QTest::newRow("text up to the margin")
        << QByteArray("0123456789abcdefghi\r\n0123456789abcdefghij\r\n0123456789abcdefghijk") << 20;
    QTest::newRow("over wide characters")
        << QByteArray("\xe4\xb8\xad\xe6\x96\x87\xe4\xb8\xad\xe6\x96\x87\r abcde \x1b[3G vwxyz") << 20;
    QTest::newRow("wide at the margin") << QByteArray("abcdefghijklmnopq\xe4\xb8\xad"
                                                      "rstuvw")
                                        << 20;
    QTest::newRow("combining mark after a run") << QByteArray("abcdef\xcc\x81 ghijkl\x1b[1m\xcc\x81") << 20;
    QTest::newRow("REP after a run") << QByteArray("abcdefg\x1b[5b") << 20;
    QTest::newRow("double-width line") << QByteArray("\x1b#6abcdefghijklmnop\r\nqrstuvwxyz") << 20;
    QTest::newRow("DEC line drawing") << QByteArray("\x1b(0lqqqqqqqk\x1b(B plain text") << 20;
    QTest::newRow("insert mode") << QByteArray("abcdefghij\r\x1b[4hXYZWV\x1b[4l more") << 20;
    QTest::newRow("origin mode in a region")
        << QByteArray("\x1b[3;6r\x1b[?6h\x1b[2;4Habcdefgh\r\nijklmnop\x1b[?6l\x1b[r") << 20;
    QTest::newRow("autowrap off") << QByteArray("\x1b[?7labcdefghijklmnopqrstuvwxyz\x1b[?7h") << 20;
    QTest::newRow("alternate screen") << QByteArray("main text\x1b[?1049halt text here\x1b[?1049lback") << 20;
    QTest::newRow("tabs and backspace") << QByteArray("ab\tcdefgh\bXYZW\tend") << 20;
    QTest::newRow("cut UTF-8") << QByteArray("\xe4\xb8hello world\r\n\xe4\x1b[mhello") << 20;
    QTest::newRow("hyperlink") << QByteArray(
        "\x1b]8;;http://example.com\x1b\\a link here\x1b]8;;\x1b\\ after")
                               << 20;
}

void TestTerminalPlainText::sameAsLibvterm()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, cols);
    const int rows = 6;
    const QStringList expected = byteByByte(bytes, cols, rows);
    TerminalModel whole(cols, rows);
    whole.feed(bytes);
    QCOMPARE(snapshot(whole), expected);
    for (quint32 seed = 1; seed <= 20; ++seed) {
        QRandomGenerator random(seed);
        TerminalModel pieces(cols, rows);
        for (qsizetype pos = 0; pos < bytes.size();) {
            const qsizetype n = std::min<qsizetype>(bytes.size() - pos, 1 + random.bounded(12));
            pieces.feed(bytes.constData() + pos, n);
            pos += n;
        }
        QCOMPARE(snapshot(pieces), expected);
    }
}

QTEST_GUILESS_MAIN(TestTerminalPlainText)
#include "tst_terminalplaintext.moc"
