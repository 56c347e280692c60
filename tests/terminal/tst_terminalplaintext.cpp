// SPDX-License-Identifier: Apache-2.0
// The shortcut for plain text (TerminalPlainText, TerminalModel::putPlainText) must leave
// exactly what libvterm would have left. Fed one byte per write, no run is ever long enough for
// it, so that is the reference for the same bytes fed at once and in random pieces; so is the
// model with the shortcut off (sameWithoutShortcut: CJK, mixed text, wide characters at the
// margin, emoji, combining marks).
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
        out << row + (m.isWrapped(line) ? QStringLiteral("wrapped ") : QString())
                + QString::number(int(m.bufferLineAttr(line)));
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
    void sameWithoutShortcut_data();
    void sameWithoutShortcut();
};

void TestTerminalPlainText::runs_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArrayList>("expected"); // the runs found, in order
    QTest::newRow("text and colours")
        << QByteArray("abc\x1b[31mdefgh\r\nij") << QByteArrayList{"abc", "defgh", "ij"};
    QTest::newRow("CJK in a run") << QByteArray("ab\xe4\xb8\xad"
                                                "cd")
                                  << QByteArrayList{"ab\xe4\xb8\xad"
                                                    "cd"};
    QTest::newRow("Japanese prose") << QByteArray("\xe3\x80\x8c\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e"
                                                  "\xe3\x80\x81\xe3\x81\x8b\xe3\x81\xaa\xe3\x80\x82"
                                                  "\xe3\x80\x8d\xef\xbc\x88\xef\xbc\x91\xef\xbc\x89")
                                    << QByteArrayList{"\xe3\x80\x8c\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e"
                                                      "\xe3\x80\x81\xe3\x81\x8b\xe3\x81\xaa\xe3\x80\x82"
                                                      "\xe3\x80\x8d\xef\xbc\x88\xef\xbc\x91\xef\xbc\x89"};
    QTest::newRow("narrow letters and box drawing") << QByteArray("a\xce\xbb\xe2\x86\x92\xe2\x94\x80z")
                                                    << QByteArrayList{"a\xce\xbb\xe2\x86\x92\xe2\x94\x80z"};
    QTest::newRow("combining marks end it")
        << QByteArray("\xe3\x81\x8b\xe3\x82\x99x e\xcc\x81y") << QByteArrayList{"\xe3\x81\x8b", "x e", "y"};
    // U+1F600 is beyond the BMP; U+2705 is wide in libvterm 0.1.4's table and glibc's alike.
    QTest::newRow("emoji beyond the BMP end it") << QByteArray("ab\xf0\x9f\x98\x80"
                                                               "cd\xe2\x9c\x85"
                                                               "ef")
                                                 << QByteArrayList{"ab",
                                                                   "cd\xe2\x9c\x85"
                                                                   "ef"};
    QTest::newRow("variation selector ends it") << QByteArray("ab\xe2\x9d\xa4\xef\xb8\x8f"
                                                              "cd")
                                                << QByteArrayList{"ab\xe2\x9d\xa4", "cd"};
    QTest::newRow("C1 controls and bad UTF-8 end it") << QByteArray("ab\xc2\x85"
                                                                    "cd\xe0\x80\xafx\xed\xa0\x80"
                                                                    "yz")
                                                      << QByteArrayList{"ab", "cd", "x", "yz"};
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

void TestTerminalPlainText::sameWithoutShortcut_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("cols");
    const QByteArray prose
        = "「吾輩は猫である。名前はまだ無い。」どこで生れたかとんと見当がつかぬ。何でも薄暗い"
          "じめじめした所でニャーニャー泣いていた事だけは記憶している。";
    QTest::newRow("Japanese prose that wraps, even width") << (prose + "\r\n").repeated(3) << 30;
    QTest::newRow("Japanese prose that wraps, odd width") << (prose + "\r\n").repeated(3) << 29;
    QTest::newRow("ls of Japanese names")
        << QByteArray("\x1b[0m\x1b[01;34m写真\x1b[0m        \x1b[01;34m音楽\x1b[0m  ドキュメント.txt  "
                      "\x1b[01;32m実行.sh\x1b[0m\r\n議事録_2024年.md  설정.conf  資料（最終版）.pdf\r\n")
               .repeated(4)
        << 40;
    QTest::newRow("mixed ASCII and CJK")
        << QByteArray("error: 文件 /workspace/src/main.cpp が見つかりません (code 2) 終端 session\r\n")
               .repeated(4)
        << 33;
    for (int pad = 0; pad < 4; ++pad) {
        const QByteArray name = "wide at the margin, " + QByteArray::number(pad) + " before";
        QTest::newRow(name.constData())
            << (QByteArray(pad, 'x') + QByteArray("中文字符测试中文字符测试中文字符测试\r\n")).repeated(2)
            << 11;
    }
    QTest::newRow("wide over wide, shifted by one") << QByteArray(
        "中文字符测试中文字符测试\r\x1b[1C日本語テキストです\r\n中文字符测试中文\r\x1b[3Cabcdefghi\r\n")
                                                    << 20;
    QTest::newRow("narrow over the right half")
        << QByteArray("中文字符测试中文字符\r\x1b[1Cabcdefghijkl") << 20;
    QTest::newRow("run ends on a left half") << QByteArray("abcdefghijklmn\r中文字符测试\x1b[K") << 20;
    QTest::newRow("emoji")
        << QByteArray("emoji 😀 🥰 ✅ ❤️ 👨‍👩‍👧 🇯🇵 テスト😀中文🥰abc\r\n")
               .repeated(3)
        << 17;
    QTest::newRow("combining marks") << QByteArray("か\xe3\x82\x99きくけこか\xe3\x82\x99 e\xcc\x81"
                                                   "abcdefgh 中\xcc\x81文字符テストです\xe3\x82\x9a\r\n")
                                            .repeated(3)
                                     << 15;
    QTest::newRow("Hangul syllables and jamo")
        << QByteArray("한국어 텍스트입니다 \xe1\x84\x80\xe1\x85\xa1\xe1\x86\xa8 한글 글자\r\n").repeated(3)
        << 13;
    QTest::newRow("fullwidth forms and punctuation")
        << QByteArray("ＡＢＣ（１２３）、。「」・ー〜！？　全角スペース\r\n").repeated(3) << 16;
    QTest::newRow("box drawing and narrow letters")
        << QByteArray("┌──────┬──────┐\r\n│ λ → α│ 中文 │\r\n└──────┴──────┘\r\n").repeated(2) << 15;
    QTest::newRow("colours and links")
        << QByteArray("\x1b[31m赤い文字\x1b[0m普通\x1b]8;;http://例え.jp\x1b\\リンク先の文字列"
                      "\x1b]8;;\x1b\\\x1b[1;44m太字で青地の背景\x1b[0m\r\n")
               .repeated(3)
        << 18;
    QTest::newRow("scrolling into the scrollback") << (prose + "\r\n" + prose).repeated(6) << 24;
    QTest::newRow("autowrap off") << QByteArray("\x1b[?7l中文字符测试中文字符测试中文字符测试\x1b[?7h\r\n")
                                  << 15;
    QTest::newRow("insert mode") << QByteArray("中文字符测试中文\r\x1b[4h日本語テキスト\x1b[4l\r\n") << 20;
    QTest::newRow("double-width line")
        << QByteArray("\x1b#6中文字符测试中文字符\r\n中文字符测试中文字符测试") << 20;
    QTest::newRow("REP after CJK") << QByteArray("中文字符\x1b[3b abc") << 20;
    QTest::newRow("DEC line drawing around CJK")
        << QByteArray("\x1b(0lqqk\x1b(B中文字符测试\x1b(0qqqq\x1b(B") << 20;
}

void TestTerminalPlainText::sameWithoutShortcut()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, cols);
    const int rows = 5;
    // The same pieces into a model without the shortcut and one with it (a combining mark cut
    // from its character by a write is libvterm's business: both see the same cuts).
    for (quint32 seed = 0; seed <= 30; ++seed) {
        QRandomGenerator random(seed);
        TerminalModel reference(cols, rows);
        reference.setPlainTextShortcut(false);
        TerminalModel fast(cols, rows);
        for (qsizetype pos = 0; pos < bytes.size();) {
            const qsizetype n = seed == 0
                ? bytes.size()
                : std::min<qsizetype>(bytes.size() - pos, 1 + random.bounded(seed < 15 ? 12 : 90));
            reference.feed(bytes.constData() + pos, n);
            fast.feed(bytes.constData() + pos, n);
            pos += n;
        }
        QCOMPARE(snapshot(fast), snapshot(reference));
    }
}

QTEST_GUILESS_MAIN(TestTerminalPlainText)
#include "tst_terminalplaintext.moc"
