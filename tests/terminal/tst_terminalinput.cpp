// SPDX-License-Identifier: Apache-2.0
// Keyboard encoding, paste sanitising, search and selection of TerminalModel.
#include "terminal/TerminalModel.h"
#include "terminal/TerminalPaste.h"

#include <QTest>

using namespace sandman;

class TestTerminalInput : public QObject
{
    Q_OBJECT
private slots:
    void keyboard_data();
    void keyboard();
    void pasteSanitize_data();
    void pasteSanitize();
    void pasteConfirmation_data();
    void pasteConfirmation();
    void search_data();
    void search();
    void searchScrollback();
    void selection_data();
    void selection();
    void selectionFollowsScrollback();
};

void TestTerminalInput::keyboard_data()
{
    QTest::addColumn<QByteArray>("setup");
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("mods");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("expected");
    const int none = Qt::NoModifier;
    const int ctrl = Qt::ControlModifier;
    const int alt = Qt::AltModifier;
    const int shift = Qt::ShiftModifier;
    const int kp = Qt::KeypadModifier;
    auto row = [](const char *name, const char *setup, int key, int mods, const QString &text,
                  const QByteArray &expected) {
        QTest::newRow(name) << QByteArray(setup) << key << mods << text << expected;
    };
    const QString no;
    row("a", "", Qt::Key_A, none, QStringLiteral("a"), "a");
    row("A", "", Qt::Key_A, shift, QStringLiteral("A"), "A");
    row("cjk text", "", 0, none, QString::fromUtf8("中"), "中");
    row("astral", "", 0, none, QString::fromUtf8("\xf0\x9f\x98\x80"), "\xf0\x9f\x98\x80");
    row("enter", "", Qt::Key_Return, none, QStringLiteral("\r"), "\r");
    row("shift+enter", "", Qt::Key_Return, shift, QStringLiteral("\r"), "\r");
    row("enter newline mode", "\x1b[20h", Qt::Key_Return, none, QStringLiteral("\r"), "\r\n");
    row("keypad enter", "", Qt::Key_Enter, kp, QStringLiteral("\r"), "\r");
    row("backspace", "", Qt::Key_Backspace, none, QStringLiteral("\x7f"), "\x7f");
    row("shift+backspace", "", Qt::Key_Backspace, shift, no, "\x7f");
    row("ctrl+backspace", "", Qt::Key_Backspace, ctrl, no, "\x08");
    row("alt+backspace", "", Qt::Key_Backspace, alt, no, "\x1b\x7f");
    row("escape", "", Qt::Key_Escape, none, QStringLiteral("\x1b"), "\x1b");
    row("tab", "", Qt::Key_Tab, none, QStringLiteral("\t"), "\t");
    row("backtab", "", Qt::Key_Backtab, shift, no, "\x1b[Z");
    row("up", "", Qt::Key_Up, none, no, "\x1b[A");
    row("down", "", Qt::Key_Down, none, no, "\x1b[B");
    row("right", "", Qt::Key_Right, none, no, "\x1b[C");
    row("left", "", Qt::Key_Left, none, no, "\x1b[D");
    row("up application", "\x1b[?1h", Qt::Key_Up, none, no, "\x1bOA");
    row("ctrl+left", "", Qt::Key_Left, ctrl, no, "\x1b[1;5D");
    row("shift+right", "", Qt::Key_Right, shift, no, "\x1b[1;2C");
    row("alt+up", "", Qt::Key_Up, alt, no, "\x1b[1;3A");
    row("home", "", Qt::Key_Home, none, no, "\x1b[H");
    row("end", "", Qt::Key_End, none, no, "\x1b[F");
    row("home application", "\x1b[?1h", Qt::Key_Home, none, no, "\x1bOH");
    row("insert", "", Qt::Key_Insert, none, no, "\x1b[2~");
    row("delete", "", Qt::Key_Delete, none, no, "\x1b[3~");
    row("pgup", "", Qt::Key_PageUp, none, no, "\x1b[5~");
    row("pgdn", "", Qt::Key_PageDown, none, no, "\x1b[6~");
    row("ctrl+pgdn", "", Qt::Key_PageDown, ctrl, no, "\x1b[6;5~");
    row("f1", "", Qt::Key_F1, none, no, "\x1bOP");
    row("f4", "", Qt::Key_F4, none, no, "\x1bOS");
    row("f5", "", Qt::Key_F5, none, no, "\x1b[15~");
    row("f10", "", Qt::Key_F10, none, no, "\x1b[21~");
    row("f12", "", Qt::Key_F12, none, no, "\x1b[24~");
    row("shift+f5", "", Qt::Key_F5, shift, no, "\x1b[15;2~");
    // Legacy Ctrl combinations libvterm 0.1.4 turns into CSI u.
    row("ctrl+a", "", Qt::Key_A, ctrl, QStringLiteral("\x01"), "\x01");
    row("ctrl+shift+a", "", Qt::Key_A, ctrl | shift, no, "\x01");
    row("ctrl+i", "", Qt::Key_I, ctrl, QStringLiteral("\t"), "\t");
    row("ctrl+j", "", Qt::Key_J, ctrl, QStringLiteral("\n"), "\n");
    row("ctrl+m", "", Qt::Key_M, ctrl, QStringLiteral("\r"), "\r");
    row("ctrl+@", "", Qt::Key_At, ctrl | shift, no, QByteArray(1, '\0'));
    row("ctrl+space", "", Qt::Key_Space, ctrl, QStringLiteral(" "), QByteArray(1, '\0'));
    row("ctrl+2", "", Qt::Key_2, ctrl, no, QByteArray(1, '\0'));
    row("ctrl+[", "", Qt::Key_BracketLeft, ctrl, QStringLiteral("\x1b"), "\x1b");
    row("ctrl+\\", "", Qt::Key_Backslash, ctrl, no, "\x1c");
    row("ctrl+]", "", Qt::Key_BracketRight, ctrl, no, "\x1d");
    row("ctrl+^", "", Qt::Key_AsciiCircum, ctrl | shift, no, "\x1e");
    row("ctrl+_", "", Qt::Key_Underscore, ctrl | shift, no, "\x1f");
    row("ctrl+?", "", Qt::Key_Question, ctrl | shift, no, "\x7f");
    row("ctrl+/", "", Qt::Key_Slash, ctrl, no, "\x1f");
    // Alt is an ESC prefix, also for non-ASCII text.
    row("alt+b", "", Qt::Key_B, alt, QStringLiteral("b"),
        "\x1b"
        "b");
    row("alt+B", "", Qt::Key_B, alt | shift, QStringLiteral("B"),
        "\x1b"
        "B");
    row("alt+. no text", "", Qt::Key_Period, alt, no, "\x1b.");
    row("alt+e acute", "", Qt::Key_Eacute, alt, QString::fromUtf8("é"), "\x1b\xc3\xa9");
    row("alt+cjk", "", 0, alt, QString::fromUtf8("中"), "\x1b\xe4\xb8\xad");
    row("ctrl+alt+a", "", Qt::Key_A, ctrl | alt, no, "\x1b\x01");
    row("ctrl+alt+[", "", Qt::Key_BracketLeft, ctrl | alt, no, "\x1b\x1b");
    // Keypad.
    row("keypad 5", "", Qt::Key_5, kp, QStringLiteral("5"), "5");
    row("keypad 5 application", "\x1b=", Qt::Key_5, kp, QStringLiteral("5"), "\x1bOu");
    row("modifier alone", "", Qt::Key_Shift, shift, no, "");
}

void TestTerminalInput::keyboard()
{
    QFETCH(QByteArray, setup);
    QFETCH(int, key);
    QFETCH(int, mods);
    QFETCH(QString, text);
    QFETCH(QByteArray, expected);
    TerminalModel m;
    m.feed(setup);
    QCOMPARE(m.encodeKey(key, Qt::KeyboardModifiers(mods), text), expected);
}

void TestTerminalInput::pasteSanitize_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    auto row
        = [](const char *name, const QString &in, const QString &out) { QTest::newRow(name) << in << out; };
    row("plain", QStringLiteral("echo hi"), QStringLiteral("echo hi"));
    row("lf to cr", QStringLiteral("a\nb"), QStringLiteral("a\rb"));
    row("crlf to cr", QStringLiteral("a\r\nb\r\n"), QStringLiteral("a\rb\r"));
    row("cr kept", QStringLiteral("a\rb"), QStringLiteral("a\rb"));
    row("tab kept", QStringLiteral("a\tb"), QStringLiteral("a\tb"));
    row("esc stripped", QStringLiteral("\x1b[201~x"), QStringLiteral("[201~x"));
    row("nul stripped", QString(QStringLiteral("a")) + QChar(0) + QStringLiteral("b"), QStringLiteral("ab"));
    row("ctrl-c stripped",
        QStringLiteral("a\x03\x04\x1a"
                       "b"),
        QStringLiteral("ab"));
    row("bs del stripped",
        QStringLiteral("a\x08\x7f"
                       "b"),
        QStringLiteral("ab"));
    row("c1 csi stripped",
        QString::fromUtf8("a\xc2\x9b"
                          "2Jb"),
        QStringLiteral("a2Jb"));
    row("unicode kept", QString::fromUtf8("中文 café 😀"), QString::fromUtf8("中文 café 😀"));
}

void TestTerminalInput::pasteSanitize()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(TerminalPaste::sanitize(input), expected);
    QCOMPARE(TerminalPaste::encode(input, false), expected.toUtf8());
    QCOMPARE(TerminalPaste::encode(input, true),
             QByteArray("\x1b[200~") + expected.toUtf8() + QByteArray("\x1b[201~"));
}

void TestTerminalInput::pasteConfirmation_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("confirm");
    QTest::newRow("short") << QStringLiteral("ls") << false;
    QTest::newRow("newline") << QStringLiteral("ls\n") << true;
    QTest::newRow("two lines") << QStringLiteral("a\nb") << true;
    QTest::newRow("cr") << QStringLiteral("a\rb") << true;
    QTest::newRow("large") << QString(5000, QLatin1Char('x')) << true;
    QTest::newRow("just under") << QString(4096, QLatin1Char('x')) << false;
}

void TestTerminalInput::pasteConfirmation()
{
    QFETCH(QString, text);
    QFETCH(bool, confirm);
    QCOMPARE(TerminalPaste::needsConfirmation(text, 4096), confirm);
}

void TestTerminalInput::search_data()
{
    QTest::addColumn<QByteArray>("screen");
    QTest::addColumn<QString>("needle");
    QTest::addColumn<int>("fromLine");
    QTest::addColumn<int>("fromCol");
    QTest::addColumn<bool>("backward");
    QTest::addColumn<bool>("found");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("startCol");
    QTest::addColumn<int>("endCol");
    const QByteArray s("foo bar foo\r\nbaz FOO\r\n中文foo");
    QTest::newRow("first") << s << QStringLiteral("foo") << 0 << -1 << false << true << 0 << 0 << 2;
    QTest::newRow("next on line") << s << QStringLiteral("foo") << 0 << 0 << false << true << 0 << 8 << 10;
    QTest::newRow("next line, case-insensitive")
        << s << QStringLiteral("foo") << 0 << 8 << false << true << 1 << 4 << 6;
    QTest::newRow("after cjk") << s << QStringLiteral("foo") << 1 << 4 << false << true << 2 << 4 << 6;
    QTest::newRow("wraps") << s << QStringLiteral("foo") << 2 << 4 << false << true << 0 << 0 << 2;
    QTest::newRow("previous") << s << QStringLiteral("foo") << 2 << 4 << true << true << 1 << 4 << 6;
    QTest::newRow("previous on line") << s << QStringLiteral("foo") << 0 << 8 << true << true << 0 << 0 << 2;
    QTest::newRow("previous wraps") << s << QStringLiteral("foo") << 0 << 0 << true << true << 2 << 4 << 6;
    QTest::newRow("cjk needle") << s << QString::fromUtf8("文f") << 0 << 0 << false << true << 2 << 2 << 4;
    QTest::newRow("wide match end") << s << QString::fromUtf8("中文") << 0 << 0 << false << true << 2 << 0
                                    << 3;
    QTest::newRow("absent") << s << QStringLiteral("nope") << 0 << 0 << false << false << 0 << 0 << 0;
}

void TestTerminalInput::search()
{
    QFETCH(QByteArray, screen);
    QFETCH(QString, needle);
    QFETCH(int, fromLine);
    QFETCH(int, fromCol);
    QFETCH(bool, backward);
    QFETCH(bool, found);
    TerminalModel m(20, 5);
    m.feed(screen);
    TerminalPos s, e;
    QCOMPARE(m.find(needle, TerminalPos{fromLine, fromCol}, backward, Qt::CaseInsensitive, &s, &e), found);
    if (!found)
        return;
    QFETCH(int, line);
    QFETCH(int, startCol);
    QFETCH(int, endCol);
    QCOMPARE(s.line, line);
    QCOMPARE(s.col, startCol);
    QCOMPARE(e.line, line);
    QCOMPARE(e.col, endCol);
}

void TestTerminalInput::searchScrollback()
{
    TerminalModel m(30, 5);
    for (int i = 0; i < 100; ++i)
        m.feed((i == 7 ? QByteArray("the marker ") : QByteArray("line ")) + QByteArray::number(i) + "\r\n");
    TerminalPos s, e;
    QVERIFY(m.find(QStringLiteral("marker"), TerminalPos{m.totalLines() - 1, 0}, true, Qt::CaseSensitive, &s,
                   &e));
    QCOMPARE(s.line, 7);
    QCOMPARE(s.col, 4);
    QVERIFY(s.line < m.scrollbackLines());
    QVERIFY(!m.find(QStringLiteral("Marker"), TerminalPos{0, 0}, false, Qt::CaseSensitive, &s, &e));
}

void TestTerminalInput::selection_data()
{
    QTest::addColumn<QByteArray>("screen");
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("anchorLine");
    QTest::addColumn<int>("anchorCol");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("col");
    QTest::addColumn<QString>("text");
    const int cells = int(TerminalModel::SelectionMode::Cells);
    const int words = int(TerminalModel::SelectionMode::Words);
    const int lines = int(TerminalModel::SelectionMode::Lines);
    const QByteArray s("hello world  \r\n中文テキスト ok\r\npath/to/file.txt:12 next");
    QTest::newRow("cells") << s << cells << 0 << 0 << 0 << 4 << QStringLiteral("hello");
    QTest::newRow("reversed") << s << cells << 0 << 4 << 0 << 0 << QStringLiteral("hello");
    QTest::newRow("trailing spaces trimmed") << s << cells << 0 << 6 << 0 << 15 << QStringLiteral("world");
    QTest::newRow("two lines") << s << cells << 0 << 6 << 1 << 3 << QString::fromUtf8("world\n中文");
    QTest::newRow("wide from tail") << s << cells << 1 << 1 << 1 << 2 << QString::fromUtf8("中文");
    QTest::newRow("wide to head") << s << cells << 1 << 2 << 1 << 4 << QString::fromUtf8("文テ");
    QTest::newRow("word") << s << words << 0 << 7 << 0 << 7 << QStringLiteral("world");
    QTest::newRow("word cjk") << s << words << 1 << 3 << 1 << 3 << QString::fromUtf8("中文テキスト");
    QTest::newRow("word path") << s << words << 2 << 3 << 2 << 3 << QStringLiteral("path/to/file.txt:12");
    QTest::newRow("word range") << s << words << 0 << 1 << 2 << 21
                                << QString::fromUtf8(
                                       "hello world\n中文テキスト ok\npath/to/file.txt:12 next");
    QTest::newRow("line") << s << lines << 1 << 5 << 1 << 5 << QString::fromUtf8("中文テキスト ok");
    QTest::newRow("lines") << s << lines << 0 << 3 << 1 << 0
                           << QString::fromUtf8("hello world\n中文テキスト ok");
}

void TestTerminalInput::selection()
{
    QFETCH(QByteArray, screen);
    QFETCH(int, mode);
    QFETCH(int, anchorLine);
    QFETCH(int, anchorCol);
    QFETCH(int, line);
    QFETCH(int, col);
    QFETCH(QString, text);
    TerminalModel m(30, 5);
    m.feed(screen);
    m.setSelection(TerminalPos{anchorLine, anchorCol}, TerminalPos{line, col},
                   TerminalModel::SelectionMode(mode));
    QVERIFY(m.hasSelection());
    QCOMPARE(m.selectedText(), text);
    m.clearSelection();
    QCOMPARE(m.selectedText(), QString());
}

void TestTerminalInput::selectionFollowsScrollback()
{
    TerminalModel m(20, 3);
    m.setScrollbackLimit(5);
    for (int i = 0; i < 5; ++i)
        m.feed("line " + QByteArray::number(i) + "\r\n");
    // scrollback: line 0..2, screen: line 3, line 4, ""
    m.setSelection(TerminalPos{3, 0}, TerminalPos{3, 5});
    QCOMPARE(m.selectedText(), QStringLiteral("line 3"));
    m.feed("line 5\r\nline 6\r\nline 7\r\n"); // scrollback is full: old lines are dropped
    QCOMPARE(m.selectedText(), QStringLiteral("line 3"));
    m.feed("a\r\nb\r\nc\r\nd\r\ne\r\nf\r\ng\r\n");
    QVERIFY(!m.hasSelection()); // its line is gone
}

QTEST_GUILESS_MAIN(TestTerminalInput)
#include "tst_terminalinput.moc"
