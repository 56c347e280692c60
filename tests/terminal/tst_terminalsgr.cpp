// SPDX-License-Identifier: Apache-2.0
// SGR colours in the ITU T.416 colon form (38:2::r:g:b, 38:2:cs:r:g:b, 38:5:n, 48:…, 58:…)
// reach the grid as their colour, however the writes cut them (libvterm 0.1.4 misreads them).
#include "terminal/TerminalModel.h"
#include "terminal/TerminalSgrFilter.h"

#include <QtTest>

using namespace sandman;

class TestTerminalSgr : public QObject
{
    Q_OBJECT
private slots:
    void rewrite_data();
    void rewrite();
    void filterAcrossWrites_data();
    void filterAcrossWrites();
    void modelColours_data();
    void modelColours();
    void plainTextIsNotCopied();
    void scoSaveRestoresCursor();
};

void TestTerminalSgr::rewrite_data()
{
    QTest::addColumn<QByteArray>("parameters");
    QTest::addColumn<QByteArray>("expected"); // "DROP": the sequence goes
    QTest::newRow("empty colour space") << QByteArray("38:2::10:20:30") << QByteArray("38;2;10;20;30");
    QTest::newRow("colour space id") << QByteArray("38:2:0:10:20:30") << QByteArray("38;2;10;20;30");
    QTest::newRow("with tolerance") << QByteArray("48:2:1:10:20:30:4:5") << QByteArray("48;2;10;20;30");
    QTest::newRow("no colour space") << QByteArray("38:2:10:20:30") << QByteArray("38;2;10;20;30");
    QTest::newRow("indexed") << QByteArray("38:5:208") << QByteArray("38;5;208");
    QTest::newRow("empty values") << QByteArray("48:2:::7:") << QByteArray("48;2;0;7;0");
    QTest::newRow("among others") << QByteArray("1;38:2::1:4:7;3") << QByteArray("1;38;2;1;4;7;3");
    QTest::newRow("underline colour dropped") << QByteArray("4;58:2::1:2:3;7") << QByteArray("4;7");
    QTest::newRow("underline colour only") << QByteArray("58:2::1:2:3") << QByteArray("DROP");
    QTest::newRow("underline colour semicolons") << QByteArray("58;2;1;4;7;1") << QByteArray("1");
    QTest::newRow("underline colour 256") << QByteArray("58;5;4;3") << QByteArray("3");
    QTest::newRow("semicolons unchanged") << QByteArray("38;2;10;20;30") << QByteArray("38;2;10;20;30");
    QTest::newRow("58 as a red value") << QByteArray("38;2;58;2;1") << QByteArray("38;2;58;2;1");
    QTest::newRow("unknown colour kind dropped") << QByteArray("1;38:3:1:2:3") << QByteArray("1");
    QTest::newRow("curly underline kept") << QByteArray("4:3;38:5:1") << QByteArray("4:3;38;5;1");
    QTest::newRow("private, not SGR") << QByteArray(">4:2;38:2::1:2:3") << QByteArray(">4:2;38:2::1:2:3");
    QTest::newRow("no 8 at all") << QByteArray("1;4:3;31") << QByteArray("1;4:3;31");
}

void TestTerminalSgr::rewrite()
{
    QFETCH(QByteArray, parameters);
    QFETCH(QByteArray, expected);
    bool drop = false;
    const QByteArray result = TerminalSgrFilter::rewrite(parameters, &drop);
    QCOMPARE(drop, expected == "DROP");
    if (!drop)
        QCOMPARE(result, expected);
}

void TestTerminalSgr::filterAcrossWrites_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("rewritten") << QByteArray("a\x1b[38:2::1:2:3mb") << QByteArray("a\x1b[38;2;1;2;3mb");
    QTest::newRow("dropped whole") << QByteArray("a\x1b[58:5:1mb") << QByteArray("ab");
    QTest::newRow("other sequences pass") << QByteArray("\x1b[2J\x1b[?25l\x1b]0;t:38:2\x07\x1b[1;31mx")
                                          << QByteArray("\x1b[2J\x1b[?25l\x1b]0;t:38:2\x07\x1b[1;31mx");
    QTest::newRow("two in a row") << QByteArray("\x1b[38:5:1m\x1b[48:5:2mZ")
                                  << QByteArray("\x1b[38;5;1m\x1b[48;5;2mZ");
    QTest::newRow("ESC ESC") << QByteArray("\x1b\x1b[38:5:1mZ") << QByteArray("\x1b\x1b[38;5;1mZ");
    QTest::newRow("cancelled by CAN") << QByteArray("\x1b[38:5\x18x") << QByteArray("\x1b[38:5\x18x");
    QTest::newRow("control inside") << QByteArray("\x1b[38:5\n:1mx") << QByteArray("\x1b[38:5\n:1mx");
    QTest::newRow("intermediate") << QByteArray("\x1b[38:5 mx") << QByteArray("\x1b[38:5 mx");
    QTest::newRow("UTF-8 around") << QByteArray("中\x1b[48:2::9:8:7m文")
                                  << QByteArray("中\x1b[48;2;9;8;7m文");
    QTest::newRow("SCOSC SCORC") << QByteArray("a\x1b[sb\x1b[uc")
                                 << QByteArray("a\x1b"
                                               "7b\x1b"
                                               "8c");
    QTest::newRow("CSI u with parameters passes")
        << QByteArray("\x1b[>1u\x1b[?u\x1b[1u\x1b[1;2s") << QByteArray("\x1b[>1u\x1b[?u\x1b[1u\x1b[1;2s");
    QTest::newRow("DECLRMM: CSI s sets margins") << QByteArray("\x1b[?69h\x1b[s\x1b[?69l\x1b[s")
                                                 << QByteArray("\x1b[?69h\x1b[s\x1b[?69l\x1b"
                                                               "7");
    const QByteArray longParameters = "\x1b[" + QByteArray(200, '1') + ":38:2::1:2:3m";
    QTest::newRow("too long to hold: as is") << longParameters << longParameters;
}

void TestTerminalSgr::filterAcrossWrites()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    const auto run = [](TerminalSgrFilter &filter, const QByteArray &piece) {
        QByteArray out;
        return filter.filter(piece.constData(), piece.size(), out) ? out : piece;
    };
    for (qsizetype cut = 0; cut <= input.size(); ++cut) {
        TerminalSgrFilter filter;
        QByteArray result = run(filter, input.left(cut)); // in order: the filter keeps state
        result += run(filter, input.mid(cut));
        QVERIFY2(
            result == expected,
            qPrintable(QStringLiteral("cut at %1: %2").arg(cut).arg(QString::fromLatin1(result.toHex(' ')))));
    }
    TerminalSgrFilter bytewise;
    QByteArray result;
    for (const char c : input)
        result += run(bytewise, QByteArray(1, c));
    QCOMPARE(result, expected);
}

void TestTerminalSgr::modelColours_data()
{
    QTest::addColumn<QByteArray>("sgr");
    QTest::addColumn<quint32>("fg");
    QTest::addColumn<quint32>("bg");
    QTest::addColumn<int>("attrs");
    const quint32 none = TerminalColor::Default;
    QTest::newRow("38:2::r:g:b") << QByteArray("38:2::10:20:30") << TerminalColor::rgb(10, 20, 30) << none
                                 << 0;
    QTest::newRow("38:2:cs:r:g:b") << QByteArray("38:2:0:10:20:30") << TerminalColor::rgb(10, 20, 30) << none
                                   << 0;
    QTest::newRow("48:2::r:g:b, blue 7 is not reverse")
        << QByteArray("48:2::1:4:7") << none << TerminalColor::rgb(1, 4, 7) << 0;
    QTest::newRow("38:5:n") << QByteArray("38:5:208") << TerminalColor::indexed(208) << none << 0;
    QTest::newRow("48:5:n with bold")
        << QByteArray("1;48:5:17") << none << TerminalColor::indexed(17) << int(TerminalCell::Bold);
    QTest::newRow("58 semicolons: not bold, underlined, reverse")
        << QByteArray("58;2;1;4;7;38;5;3") << TerminalColor::indexed(3) << none << 0;
    QTest::newRow("58 colons, curly underline")
        << QByteArray("4:3;58:2::255:0:0") << none << none << (3 << TerminalCell::UnderlineShift);
}

void TestTerminalSgr::modelColours()
{
    QFETCH(QByteArray, sgr);
    QFETCH(quint32, fg);
    QFETCH(quint32, bg);
    QFETCH(int, attrs);
    const QByteArray bytes = "\x1b[" + sgr + "mX\x1b[0mY";
    for (qsizetype cut = 0; cut <= bytes.size(); ++cut) {
        TerminalModel m(20, 3);
        m.feed(bytes.left(cut));
        m.feed(bytes.mid(cut));
        const TerminalCell &x = m.cell(0, 0);
        QCOMPARE(x.ch, char32_t(U'X'));
        QCOMPARE(x.fg, fg);
        QCOMPARE(x.bg, bg);
        QCOMPARE(int(x.attrs & TerminalCell::StyleMask), attrs);
        QCOMPARE(m.cell(0, 1).ch, char32_t(U'Y'));
        QCOMPARE(m.cell(0, 1).fg, TerminalColor::Default);
    }
}

void TestTerminalSgr::plainTextIsNotCopied()
{
    TerminalSgrFilter filter;
    QByteArray out;
    const QByteArray text = "plain \x1b[1;31mred\x1b[0m and \x1b[38;2;1;2;3mrgb\r\n";
    QVERIFY(!filter.filter(text.constData(), text.size(), out));
}

// CSI s / CSI u save and restore the cursor as in xterm (seen in the golden comparison with
// xterm.js: libvterm 0.1.4 left the cursor where it was).
void TestTerminalSgr::scoSaveRestoresCursor()
{
    TerminalModel model(20, 6);
    const QByteArray input("ab\x1b[s\x1b[4;6Hgh\x1b[uij");
    for (const char c : input)
        model.feed(&c, 1);
    QCOMPARE(model.lineText(0), QStringLiteral("abij"));
    QCOMPARE(model.lineText(3), QStringLiteral("     gh"));
    QCOMPARE(model.cursorRow(), 0);
    QCOMPARE(model.cursorCol(), 4);
}

QTEST_GUILESS_MAIN(TestTerminalSgr)
#include "tst_terminalsgr.moc"
