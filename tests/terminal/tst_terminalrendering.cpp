// SPDX-License-Identifier: Apache-2.0
// Rendering defects found with real programs' output: UTF-8 split across writes, erase at a
// pending wrap (grep --color), the system's character widths (emoji newer than Unicode 9).
#include "terminal/TerminalModel.h"
#include "terminal/TerminalWidths.h"

#include <QSignalSpy>
#include <QTest>

using namespace sandman;

namespace {

QString u8(const char *s)
{
    return QString::fromUtf8(s);
}

QString row(const TerminalModel &m, int r)
{
    return m.lineText(m.scrollbackLines() + r);
}

} // namespace

class TestTerminalRendering : public QObject
{
    Q_OBJECT
private slots:
    void utf8SplitAcrossWrites_data();
    void utf8SplitAcrossWrites();
    void utf8SplitAtChunkBoundary();
    void utf8InvalidBytesStillShown();
    void eraseAtPendingWrap_data();
    void eraseAtPendingWrap();
    void systemWidths_data();
    void systemWidths();
    void wideEmojiAtRightMargin();
    void cursorPositioningAfterEmoji();
    void emojiInTitleUntouched();
    void standInCodePointsInInput();
};

void TestTerminalRendering::utf8SplitAcrossWrites_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("split");
    const QList<QPair<const char *, QByteArray>> samples{
        {"cjk",
         QByteArray("ab\xe4\xb8\xad\xe6\x96\x87"
                    "cd")}, // ab中文cd
        {"kana", QByteArray("\xe3\x83\x86\xe3\x82\xad\x1b[31m\xe3\x82\xb9\xe3\x83\x88")}, // テキ, red スト
        {"emoji", QByteArray("x\xf0\x9f\x98\x80y\xf0\x9f\xa5\xb0z")}, // x😀y🥰z
        {"two-byte", QByteArray("\xce\xbb\xc3\xa9\xd0\x96")}, // λéЖ
        {"combining", QByteArray("cafe\xcc\x81!")},
    };
    for (const auto &[name, text] : samples) {
        for (int split = 1; split < text.size(); ++split)
            QTest::addRow("%s@%d", name, split) << text << split;
    }
}

void TestTerminalRendering::utf8SplitAcrossWrites()
{
    QFETCH(QByteArray, text);
    QFETCH(int, split);
    TerminalModel whole(40, 3);
    whole.feed(text);
    TerminalModel parts(40, 3);
    parts.feed(text.left(split));
    QVERIFY2(!parts.screenText().contains(QChar(0xfffd)), qPrintable(parts.screenText()));
    parts.feed(text.mid(split));
    QCOMPARE(row(parts, 0), row(whole, 0));
    QCOMPARE(row(parts, 0),
             QString::fromUtf8(text).remove(QRegularExpression(QStringLiteral("\x1b\\[\\d*m"))));
    QCOMPARE(parts.cursorCol(), whole.cursorCol());
}

void TestTerminalRendering::utf8SplitAtChunkBoundary()
{
    // One write longer than the model's 64 KiB chunks, a character straddling the boundary.
    TerminalModel m(80, 5);
    QByteArray data(TerminalModel::MaxChunk - 1, 'a');
    data += "\xe4\xb8\xad"
            "end";
    m.feed(data);
    const QString last = row(m, m.cursorRow());
    QVERIFY2(last.endsWith(u8("中end")), qPrintable(last));
    QVERIFY(!m.screenText().contains(QChar(0xfffd)));
}

void TestTerminalRendering::utf8InvalidBytesStillShown()
{
    // A lead byte that never gets its continuation is shown as U+FFFD once more text comes.
    TerminalModel m(20, 2);
    m.feed("a\xe4");
    QCOMPARE(row(m, 0), u8("a"));
    m.feed("b");
    QCOMPARE(row(m, 0),
             u8("a\xef\xbf\xbd"
                "b"));
}

void TestTerminalRendering::eraseAtPendingWrap_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("expected");
    // 10 columns.
    QTest::newRow("EL after last column") << QByteArray("0123456789\x1b[K") << QStringList{u8("0123456789")};
    QTest::newRow("grep --color at margin") << QByteArray("012345678\x1b[01;31m\x1b[K"
                                                          "9\x1b[m\x1b[K\r\nnext")
                                            << QStringList{u8("0123456789"), u8("next")};
    QTest::newRow("wrap still pending")
        << QByteArray("0123456789\x1b[KX") << QStringList{u8("0123456789"), u8("X")};
    QTest::newRow("wide char at margin")
        << QByteArray("01234567\xe4\xb8\xad\x1b[K") << QStringList{u8("01234567中")};
    QTest::newRow("ED after last column") << QByteArray("0123456789\r\nabc\x1b[A\x1b[10G"
                                                        "9\x1b[J")
                                          << QStringList{u8("0123456789")};
    QTest::newRow("EL 1 erases it") << QByteArray("0123456789\x1b[1K") << QStringList{};
    QTest::newRow("EL 2 erases it") << QByteArray("0123456789\x1b[2K") << QStringList{};
    QTest::newRow("moved back first") << QByteArray("0123456789\x1b[D\x1b[K") << QStringList{u8("01234567")};
    QTest::newRow("CR first") << QByteArray("0123456789\r\x1b[K") << QStringList{};
    QTest::newRow("not at margin") << QByteArray("012345678\x1b[D\x1b[K") << QStringList{u8("01234567")};
    QTest::newRow("no autowrap") << QByteArray("\x1b[?7l0123456789\x1b[K") << QStringList{u8("012345678")};
}

void TestTerminalRendering::eraseAtPendingWrap()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, expected);
    TerminalModel m(10, 4);
    m.feed(bytes);
    QStringList lines;
    for (int r = 0; r < m.rows(); ++r)
        lines << row(m, r);
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    QCOMPARE(lines, expected);
}

void TestTerminalRendering::systemWidths_data()
{
    QTest::addColumn<QString>("ch");
    QTest::newRow("CJK") << u8("中");
    QTest::newRow("emoji 6.1 (both wide)") << u8("😀");
    QTest::newRow("emoji 11 (libvterm narrow)") << u8("🥰");
    QTest::newRow("emoji 13") << u8("🫀");
    QTest::newRow("emoji 9 symbol") << u8("🥇");
    QTest::newRow("glibc narrow, libvterm wide") << u8("🤻");
    QTest::newRow("latin") << u8("é");
}

void TestTerminalRendering::systemWidths()
{
    QFETCH(QString, ch);
    const char32_t cp = ch.toUcs4().at(0);
    const int expected = TerminalWidths::systemWidth(cp);
    QVERIFY2(expected == 1 || expected == 2, "C.UTF-8 locale missing?");
    TerminalModel m(20, 2);
    m.feed(QByteArray("a") + ch.toUtf8() + "b");
    QCOMPARE(m.cell(0, 1).ch, cp);
    QCOMPARE(m.cell(0, 1).isWide(), expected == 2);
    QCOMPARE(m.cell(0, 1 + expected).ch, char32_t(U'b'));
    QCOMPARE(m.cursorCol(), 2 + expected);
    QCOMPARE(row(m, 0), QStringLiteral("a") + ch + QStringLiteral("b"));
}

void TestTerminalRendering::wideEmojiAtRightMargin()
{
    // A wide character that does not fit wraps as a whole, as in xterm.
    TerminalModel m(10, 3);
    m.feed("012345678\xf0\x9f\xa5\xb0x"); // 🥰
    QCOMPARE(row(m, 0), u8("012345678"));
    QCOMPARE(row(m, 1), u8("🥰x"));
    QVERIFY(m.cell(1, 0).isWide());
    QVERIFY(m.isWrapped(0));
    QCOMPARE(m.cursorCol(), 3);
}

void TestTerminalRendering::cursorPositioningAfterEmoji()
{
    // vim redraws by absolute positions computed with wcwidth: they must land after the emoji.
    TerminalModel m(20, 3);
    m.feed("\xf0\x9f\xa5\xb0\xf0\x9f\xa5\xb0"
           "ab\x1b[1;5HX\x1b[1;7H\x1b[K\x1b[2;1H\xf0\x9f\xa5\xb0\x08\x08Y");
    QCOMPARE(row(m, 0), u8("🥰🥰Xb"));
    QVERIFY(m.cell(0, 2).isWide());
    QCOMPARE(m.cell(0, 4).ch, char32_t(U'X'));
    QCOMPARE(row(m, 1), u8("Y"));
}

void TestTerminalRendering::emojiInTitleUntouched()
{
    TerminalModel m(20, 2);
    m.feed("\x1b]0;\xf0\x9f\xa5\xb0 title\x07\x1bP+q\xf0\x9f\xa5\xb0\x1b\\ok\xf0\x9f\xa5\xb0");
    QCOMPARE(m.title(), u8("🥰 title"));
    QCOMPARE(row(m, 0), u8("ok🥰"));
    QCOMPARE(m.cursorCol(), 4);
}

void TestTerminalRendering::standInCodePointsInInput()
{
    // The unassigned code points used as stand-ins never come back as something else.
    TerminalModel m(20, 2);
    m.feed("a\xf0\xbc\x80\x80"
           "b"); // U+3C000
    QCOMPARE(row(m, 0),
             u8("a\xef\xbf\xbd"
                "b"));
}

QTEST_GUILESS_MAIN(TestTerminalRendering)
#include "tst_terminalrendering.moc"
