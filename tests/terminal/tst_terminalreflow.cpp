// SPDX-License-Identifier: Apache-2.0
// Reflow: soft-wrapped lines re-wrap when the width changes, on screen and in scrollback; hard
// line ends stay; the cursor stays on its character. The cursor's own paragraph keeps its rows
// for a line editor's redraw, checked with real shells on a pty.
#include "engine/terminal/PtyProcess.h"
#include "terminal/TerminalModel.h"
#include "terminal/TerminalReflow.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
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

/// The paragraphs of the buffer (soft-wrapped lines joined).
QStringList paragraphs(const TerminalModel &m)
{
    QStringList out;
    QString text;
    for (int i = 0; i < m.totalLines(); ++i) {
        text += m.lineText(i);
        if (!m.isWrapped(i)) {
            out << text;
            text.clear();
        }
    }
    return out;
}

QString withoutSpaces(QString text)
{
    return text.remove(QLatin1Char(' '));
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
    void cursorParagraph_data();
    void cursorParagraph();
    void realShellLosesNothing_data();
    void realShellLosesNothing();
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
    // The cursor on a line of its own: its paragraph may gain blank lines above (cursorParagraph).
    QTest::newRow("very narrow") << QByteArray("the quick brown fox\r\njumps\r\n") << 2;
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

void TestTerminalReflow::cursorParagraph_data()
{
    QTest::addColumn<QByteArray>("bytes"); // at 10 columns
    QTest::addColumn<QList<int>>("widths"); // resized to each in turn
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QPoint>("cursor");
    const QByteArray line = "out\r\n$ 0123456789abcdef"; // the cursor in the second row of "$ …"
    const QByteArray editing = "\x1b[?2004h" + line; // bracketed paste: a line editor reads
    // Fewer rows above the cursor: blank lines make up the difference, so that an editor going
    // up its old rows clears no output.
    QTest::newRow("wider: a blank line above")
        << line << QList<int>{30} << SL({"out", "", "$ 0123456789abcdef"}) << QPoint(18, 2);
    QTest::newRow("a blank line there is used")
        << QByteArray("out\r\n\r\n$ 0123456789abcdef") << QList<int>{30}
        << SL({"out", "", "$ 0123456789abcdef"}) << QPoint(18, 2);
    QTest::newRow("narrower and back: no more blanks")
        << line << QList<int>{30, 10, 30, 10, 30} << SL({"out", "", "$ 0123456789abcdef"}) << QPoint(18, 2);
    QTest::newRow("from very narrow: more blanks")
        << line << QList<int>{4, 30} << SL({"out", "", "", "", "", "$ 0123456789abcdef"}) << QPoint(18, 5);
    QTest::newRow("narrower: re-wrapped")
        << line << QList<int>{7} << SL({"out", "$ 01234\\", "56789ab\\", "cdef"}) << QPoint(4, 3);
    // A line editor redraws its line after SIGWINCH from the rows it had: they stay.
    QTest::newRow("editor, wider: rows kept")
        << editing << QList<int>{30} << SL({"out", "$ 01234567\\", "89abcdef"}) << QPoint(8, 2);
    QTest::newRow("editor, narrower: rows cut")
        << editing << QList<int>{6} << SL({"out", "$ 0123\\", "89abcd"}) << QPoint(5, 2);
    // Above the cursor's paragraph everything re-wraps as usual.
    QTest::newRow("editor: output above re-wraps")
        << QByteArray("\x1b[?2004h0123456789abcde\r\n$ x") << QList<int>{5}
        << SL({"01234\\", "56789\\", "abcde", "$ x"}) << QPoint(3, 3);
    QTest::newRow("editor gone: re-wrapped") << editing + "\x1b[?2004l" << QList<int>{7}
                                             << SL({"out", "$ 01234\\", "56789ab\\", "cdef"}) << QPoint(4, 3);
}

void TestTerminalReflow::cursorParagraph()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QList<int>, widths);
    QFETCH(QStringList, expected);
    QFETCH(QPoint, cursor);
    TerminalModel m(10, 8);
    m.feed(bytes);
    for (int width : std::as_const(widths))
        m.resize(width, 8);
    QCOMPARE(bufferLines(m), expected);
    QCOMPARE(cursorOf(m), cursor);
}

void TestTerminalReflow::realShellLosesNothing_data()
{
    QTest::addColumn<QString>("shell");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("setup"); // typed first
    QTest::addColumn<bool>("once"); // no stale copy of the command line is left on the screen
    QTest::addColumn<bool>("redraws"); // the shell answers SIGWINCH
    // Readline turns bracketed paste on while it reads: the command's rows are kept for its
    // redraw, which is then exact.
    const QStringList bash{QStringLiteral("--norc"), QStringLiteral("--noprofile"), QStringLiteral("-i")};
    QTest::newRow("bash") << QStringLiteral("bash") << bash << QByteArray() << true << true;
    // Without it the rows are re-wrapped; readline's redraw after a narrower screen leaves the
    // top of its old line above the new one (text, but nothing is lost).
    QTest::newRow("bash without bracketed paste")
        << QStringLiteral("bash") << bash << QByteArray("bind 'set enable-bracketed-paste off'\r") << false
        << true;
    // Zle turns bracketed paste on too, and redraws from where its prompt began.
    QTest::newRow("zsh") << QStringLiteral("zsh") << QStringList{QStringLiteral("-f")} << QByteArray() << true
                         << true;
    // No line editor: the tty echoes what is typed, nobody redraws, the line is re-wrapped.
    QTest::newRow("dash") << QStringLiteral("dash") << QStringList{QStringLiteral("-i")} << QByteArray()
                          << true << false;
}

void TestTerminalReflow::realShellLosesNothing()
{
    QFETCH(QString, shell);
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, setup);
    QFETCH(bool, once);
    QFETCH(bool, redraws);
    if (QStandardPaths::findExecutable(shell).isEmpty())
        QSKIP("the shell is not installed");
    QTemporaryDir home; // an empty HOME: no ~/.bashrc, no history
    QVERIFY(home.isValid());
    PtyProcess pty;
    TerminalModel m(80, 24);
    connect(&pty, &PtyProcess::dataReceived, &m, [&](const QByteArray &bytes) { m.feed(bytes); });
    connect(&m, &TerminalModel::outputReady, &pty, [&](const QByteArray &bytes) { pty.write(bytes); });
    QElapsedTimer quiet;
    quiet.start();
    int chunks = 0;
    connect(&pty, &PtyProcess::dataReceived, &m, [&] {
        quiet.restart();
        ++chunks;
    });
    // Until the shell has said nothing for a while.
    const auto settle = [&] {
        QElapsedTimer waited;
        waited.start();
        while (quiet.elapsed() < 300 && waited.elapsed() < 5000)
            QTest::qWait(20);
    };
    PtyProcess::Options options;
    options.program = shell;
    options.arguments = arguments;
    options.environment
        = {QStringLiteral("PATH=") + qEnvironmentVariable("PATH"), QStringLiteral("HOME=") + home.path(),
           QStringLiteral("TERM=xterm-256color"), QStringLiteral("LANG=C.UTF-8"), QStringLiteral("PS1=$ ")};
    options.workingDirectory = home.path();
    QString error;
    QVERIFY2(pty.start(options, &error), qPrintable(error));
    const auto atPrompt
        = [&] { return m.lineText(m.scrollbackLines() + m.cursorRow()).startsWith(QLatin1Char('$')); };
    QTRY_VERIFY_WITH_TIMEOUT(atPrompt(), 10000);
    if (!setup.isEmpty())
        pty.write(setup);
    pty.write("for i in $(seq 1 40); do echo printed-line-$i; done\r");
    QTRY_VERIFY_WITH_TIMEOUT(paragraphs(m).contains(QLatin1String("printed-line-40")), 10000);
    settle();
    // A command line of three and a half rows at 80 columns, typed, not run.
    QStringList words;
    for (int i = 0; i < 45; ++i)
        words << QStringLiteral("w%1").arg(i, 3, 10, QLatin1Char('0'));
    const QString command = QStringLiteral("echo ") + words.join(QLatin1Char(' '));
    pty.write(command.toUtf8());
    QTRY_VERIFY_WITH_TIMEOUT(m.screenText().contains(QLatin1String("w044")), 10000);
    settle();
    const QList<QSize> sizes{{50, 20}, {100, 30}, {37, 18}, {120, 24}, {64, 22}, {45, 20}, {80, 24}};
    for (const QSize &size : sizes) {
        m.resize(size.width(), size.height());
        pty.resize(size.width(), size.height());
        // The next resize only after the shell's redraw: one that came after it would be laid
        // out for a width the screen no longer has (in any terminal).
        const int before = chunks;
        if (redraws)
            QTRY_VERIFY_WITH_TIMEOUT(chunks > before, 10000);
        else
            QTest::qWait(300);
        settle();
        const QString at = QStringLiteral(" at %1x%2\n").arg(size.width()).arg(size.height());
        const QStringList text = paragraphs(m);
        for (int i = 1; i <= 40; ++i) {
            const QString printed = QStringLiteral("printed-line-%1").arg(i);
            QVERIFY2(text.contains(printed),
                     qPrintable(printed + QLatin1String(" is gone") + at + text.join(QLatin1Char('\n'))));
        }
        // The command line whole, once, as the shell's last paragraph with text (a stale top
        // of it, left by a redraw into re-wrapped rows, goes on into it: its row was soft-wrapped).
        const QStringList lines = text.filter(QStringLiteral("w000"));
        QVERIFY2(!lines.isEmpty(),
                 qPrintable(QLatin1String("no command line") + at + text.join(QLatin1Char('\n'))));
        QVERIFY2(withoutSpaces(lines.last()).endsWith(withoutSpaces(QStringLiteral("$ ") + command)),
                 qPrintable(QLatin1String("the command line is cut") + at + text.join(QLatin1Char('\n'))));
        if (once)
            QVERIFY2(lines.size() == 1,
                     qPrintable(QLatin1String("a stale copy") + at + text.join(QLatin1Char('\n'))));
        // The cursor at the end of it.
        QVERIFY2(m.lineText(m.scrollbackLines() + m.cursorRow()).trimmed().endsWith(QLatin1String("w044")),
                 qPrintable(QLatin1String("the cursor is elsewhere") + at + text.join(QLatin1Char('\n'))));
    }
    // The shell's own line is intact too: run, it prints the words.
    pty.write("\r");
    const QString echoed = withoutSpaces(words.join(QString()));
    const auto ran = [&] {
        const QStringList text = paragraphs(m);
        return std::any_of(text.cbegin(), text.cend(),
                           [&](const QString &paragraph) { return withoutSpaces(paragraph) == echoed; });
    };
    QTRY_VERIFY_WITH_TIMEOUT(ran(), 10000);
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
