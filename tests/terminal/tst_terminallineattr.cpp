// SPDX-License-Identifier: Apache-2.0
// DECDWL / DECDHL (ESC # 6, ESC # 3 / 4, ESC # 5 back to normal): the model keeps the line
// attribute with its row as the screen scrolls, into the scrollback and through resizes, and
// the view draws those lines twice as wide (and high, one half per row), in the scrollback
// too. Pixels are read from block elements, which the view draws as rectangles, in the
// pinned test font.
#include "terminal/TerminalChannel.h"
#include "terminal/TerminalModel.h"
#include "terminal/TerminalView.h"

#include <QFontDatabase>
#include <QTest>

using namespace sandman;
using Attr = TerminalModel::LineAttr;

Q_DECLARE_METATYPE(TerminalModel::LineAttr)

namespace {
const char *const PixelFont = "Noto Sans Mono CJK SC"; // installed by ./sandman.sh test
const QRgb Red = qRgb(255, 0, 0);

bool sameColour(QRgb a, QRgb b, int tolerance = 16)
{
    return std::abs(qRed(a) - qRed(b)) <= tolerance && std::abs(qGreen(a) - qGreen(b)) <= tolerance
        && std::abs(qBlue(a) - qBlue(b)) <= tolerance;
}
/// Shows `view` for reading pixels: the pinned font, the dark theme, no blinking cursor.
bool showForPixels(TerminalView &view)
{
    if (!QFontDatabase::hasFamily(QString::fromLatin1(PixelFont)))
        return false;
    view.setTerminalFont(QFont(QString::fromLatin1(PixelFont), 12));
    view.setTheme(TerminalTheme::dark());
    view.setCursorBlinkEnabled(false);
    view.resize(400, 300);
    view.show();
    return QTest::qWaitForWindowExposed(&view);
}
} // namespace

class TestTerminalLineAttr : public QObject
{
    Q_OBJECT
private slots:
    void modelKeepsLineInfo_data();
    void modelKeepsLineInfo();
    void textStopsAtHalfWidth();
    void viewDrawsScaled();
    void scrollbackKeepsIt_data();
    void scrollbackKeepsIt();
    void resizeKeepsIt_data();
    void resizeKeepsIt();
    void alternateScreenHasItsOwn();
    void viewDrawsScrollbackScaled();
};

void TestTerminalLineAttr::modelKeepsLineInfo_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QList<Attr>>("rows"); // of a 5-row screen
    const Attr N = Attr::Normal;
    QTest::newRow("none") << QByteArray("abc") << QList<Attr>{N, N, N, N, N};
    QTest::newRow("double width") << QByteArray("\x1b[2;1H\x1b#6wide")
                                  << QList<Attr>{N, Attr::DoubleWidth, N, N, N};
    QTest::newRow("double height") << QByteArray("\x1b[3;1H\x1b#3Big\r\n\x1b#4Big")
                                   << QList<Attr>{N, N, Attr::DoubleHeightTop, Attr::DoubleHeightBottom, N};
    QTest::newRow("single width again") << QByteArray("\x1b#6\x1b#5") << QList<Attr>{N, N, N, N, N};
    QTest::newRow("erased screen") << QByteArray("\x1b#6\r\n\x1b#3\x1b[2J") << QList<Attr>{N, N, N, N, N};
    QTest::newRow("scrolls with its row")
        << QByteArray("\x1b[3;1H\x1b#6x\x1b[5;1H\n\n") << QList<Attr>{Attr::DoubleWidth, N, N, N, N};
    QTest::newRow("scrolled off the top") << QByteArray("\x1b#6x\x1b[5;1H\n") << QList<Attr>{N, N, N, N, N};
    // (libvterm 0.1.4 leaves the line scrolled in at the top as the one it replaced.)
    QTest::newRow("reverse index moves it down")
        << QByteArray("\x1b[2;1H\x1b#6x\x1b[H\x1bM") << QList<Attr>{N, N, Attr::DoubleWidth, N, N};
    QTest::newRow("in a scroll region")
        << QByteArray("\x1b[2;4r\x1b[3;1H\x1b#6\x1b[4;1H\n") << QList<Attr>{N, Attr::DoubleWidth, N, N, N};
}

void TestTerminalLineAttr::modelKeepsLineInfo()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QList<Attr>, rows);
    TerminalModel m(20, 5);
    m.feed(bytes);
    for (int r = 0; r < 5; ++r)
        QVERIFY2(m.lineAttr(r) == rows.at(r),
                 qPrintable(QStringLiteral("row %1: %2").arg(r).arg(int(m.lineAttr(r)))));
    m.resize(24, 5); // read back from libvterm: the same
    for (int r = 0; r < 5; ++r)
        QVERIFY2(m.lineAttr(r) == rows.at(r), qPrintable(QStringLiteral("resized, row %1").arg(r)));
    m.reset();
    QVERIFY(m.lineAttr(0) == Attr::Normal && m.lineAttr(1) == Attr::Normal);
}

void TestTerminalLineAttr::textStopsAtHalfWidth()
{
    TerminalModel m(10, 3);
    m.feed("\x1b#6ABCDEFG");
    QVERIFY(m.lineAttr(0) == Attr::DoubleWidth);
    QCOMPARE(m.lineText(m.scrollbackLines()), QStringLiteral("ABCDE")); // five cells fill it
    QCOMPARE(m.lineText(m.scrollbackLines() + 1), QStringLiteral("FG"));
}

void TestTerminalLineAttr::viewDrawsScaled()
{
    TerminalView view;
    QVERIFY2(showForPixels(view),
             "font \"Noto Sans Mono CJK SC\" missing (fonts-noto-cjk, ./sandman.sh test installs it) or no "
             "window");
    // Rows: 0 double width, 1 normal, 2 double-height top, 3 its bottom, 4 normal; ▀ is the
    // upper half block, █ the full block.
    view.feed("\x1b[?25l\x1b[38;2;255;0;0m"
              "\x1b#6\u2588\r\n"
              "\u2588\r\n"
              "\x1b#3\u2580\r\n"
              "\x1b#4\u2580\r\n"
              "\u2580");
    view.flushUpdates();
    const QImage img = view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QRgb bg = view.theme().background;
    // The pixel a quarter and three quarters down the middle of a cell.
    const auto upper = [&](int row, int col) {
        const QRect r = view.cellRect(row, col);
        return img.pixel(r.center().x(), r.top() + r.height() / 4);
    };
    const auto lower = [&](int row, int col) {
        const QRect r = view.cellRect(row, col);
        return img.pixel(r.center().x(), r.top() + 3 * r.height() / 4);
    };
    // Double width: one cell covers two.
    QVERIFY(sameColour(upper(0, 0), Red));
    QVERIFY(sameColour(upper(0, 1), Red));
    QVERIFY(sameColour(lower(0, 1), Red));
    QVERIFY(sameColour(upper(0, 2), bg));
    // A normal line beside it.
    QVERIFY(sameColour(upper(1, 0), Red));
    QVERIFY(sameColour(upper(1, 1), bg));
    // Double height, top half: the upper half block fills the whole row, two cells wide.
    QVERIFY(sameColour(upper(2, 0), Red));
    QVERIFY(sameColour(lower(2, 0), Red));
    QVERIFY(sameColour(lower(2, 1), Red));
    QVERIFY(sameColour(upper(2, 2), bg));
    // Its bottom half shows the lower half of the glyph: nothing.
    QVERIFY(sameColour(upper(3, 0), bg));
    QVERIFY(sameColour(lower(3, 0), bg));
    // A normal upper half block: only its top half.
    QVERIFY(sameColour(upper(4, 0), Red));
    QVERIFY(sameColour(lower(4, 0), bg));
}

namespace {
/// "a|b|c" as a list.
QStringList split(const char *items)
{
    return QString::fromUtf8(items).split(QLatin1Char('|'));
}

/// Every line of the buffer as "attr:text", oldest first.
QStringList bufferLines(const TerminalModel &m)
{
    QStringList out;
    for (int line = 0; line < m.totalLines(); ++line)
        out.append(QString::number(int(m.bufferLineAttr(line))) + QLatin1Char(':') + m.lineText(line));
    return out;
}
} // namespace

void TestTerminalLineAttr::scrollbackKeepsIt_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("lines"); // scrollback then screen of a 20x3 terminal
    QTest::newRow("double width") << QByteArray("\x1b#6wide\r\nb\r\nc\r\nd") << split("1:wide|0:b|0:c|0:d");
    QTest::newRow("double height") << QByteArray("\x1b#3big\r\n\x1b#4big\r\nc\r\nd\r\ne")
                                   << split("2:big|3:big|0:c|0:d|0:e");
    QTest::newRow("wrapped text around it") << QByteArray("0123456789abcdefghijKL\r\n\x1b#6dw\r\n\r\n\r\n")
                                            << split("0:0123456789abcdefghij|0:KL|1:dw|0:|0:|0:");
    // 0.1.4 keeps the line info of the row a scroll vacates; the new line is a normal one
    // (xterm, libvterm 0.2): this text takes the whole width.
    QTest::newRow("the line scrolled in is normal")
        << QByteArray("a\r\nb\r\n\x1b#6dw\n\r0123456789abcdefghij")
        << split("0:a|0:b|1:dw|0:0123456789abcdefghij");
    QTest::newRow("scroll region below the top")
        << QByteArray("\x1b[2;3r\x1b[3;1H\x1b#6dw\n\r0123456789abcdefghij")
        << split("0:|1:dw|0:0123456789abcdefghij");
}

void TestTerminalLineAttr::scrollbackKeepsIt()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, lines);
    TerminalModel m(20, 3);
    m.feed(bytes);
    QCOMPARE(bufferLines(m), lines);
}

void TestTerminalLineAttr::resizeKeepsIt_data()
{
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("rows");
    QTest::newRow("narrower (reflow)") << 12 << 3;
    QTest::newRow("wider (reflow)") << 30 << 3;
    QTest::newRow("taller (lines come back)") << 20 << 6;
    QTest::newRow("shorter") << 20 << 2;
    QTest::newRow("narrower and taller") << 14 << 8;
}

void TestTerminalLineAttr::resizeKeepsIt()
{
    QFETCH(int, cols);
    QFETCH(int, rows);
    TerminalModel m(20, 3);
    // A wrapped paragraph before and after the double-width line: they re-wrap, it stays.
    m.feed("0123456789abcdefghijKL\r\n\x1b#6dw\r\n\x1b#3top\r\n\x1b#4top\r\nABCDEFGHIJKLMNOPQRSTUV\r\n$ ");
    m.resize(cols, rows);
    QStringList attrs;
    for (int line = 0; line < m.totalLines(); ++line) {
        if (m.bufferLineAttr(line) != Attr::Normal)
            attrs.append(QString::number(int(m.bufferLineAttr(line))) + QLatin1Char(':') + m.lineText(line));
    }
    QCOMPARE(attrs, (split("1:dw|2:top|3:top")));
    QCOMPARE(m.lineText(m.totalLines() - 1), QStringLiteral("$"));
    // libvterm lays text out by the same rows: a screen row the model calls double width takes
    // half as many characters.
    for (int r = 0; r < m.rows(); ++r) {
        if (m.lineAttr(r) != Attr::DoubleWidth)
            continue;
        m.feed("\x1b[" + QByteArray::number(r + 1) + ";1H" + QByteArray(cols, 'x'));
        QCOMPARE(m.lineText(m.scrollbackLines() + r), QString(cols / 2, QLatin1Char('x')));
    }
}

void TestTerminalLineAttr::alternateScreenHasItsOwn()
{
    TerminalModel m(20, 3);
    m.feed("\x1b[2;1H\x1b#6dw\x1b[?1049h");
    QVERIFY(m.lineAttr(1) == Attr::Normal);
    m.feed("\x1b[2;1H0123456789abcdefghij"); // the whole width: libvterm sees a normal line
    QCOMPARE(m.lineText(1), QStringLiteral("0123456789abcdefghij"));
    m.feed("\x1b[3;1H\x1b#6\x1b[?1049l");
    QVERIFY(m.lineAttr(1) == Attr::DoubleWidth);
    QVERIFY(m.lineAttr(2) == Attr::Normal);
    m.feed("\x1b[2;1H0123456789abcdefghij");
    QCOMPARE(m.lineText(1), QStringLiteral("0123456789"));
}

void TestTerminalLineAttr::viewDrawsScrollbackScaled()
{
    TerminalView view;
    QVERIFY2(showForPixels(view),
             "font \"Noto Sans Mono CJK SC\" missing (fonts-noto-cjk, ./sandman.sh test installs it) or no "
             "window");
    const int rows = view.model()->rows();
    // A double-width line, a normal one and a double-height pair, then enough lines to push
    // them all into the scrollback.
    QByteArray bytes = "\x1b[?25l\x1b[38;2;255;0;0m"
                       "\x1b#6\u2588\r\n"
                       "\u2588\r\n"
                       "\x1b#3\u2580\r\n"
                       "\x1b#4\u2580\r\n";
    for (int i = 0; i < rows; ++i)
        bytes += "\r\n";
    view.feed(bytes);
    view.flushUpdates();
    TerminalModel *m = view.model();
    QVERIFY(m->scrollbackLines() >= 4);
    QVERIFY(m->bufferLineAttr(0) == Attr::DoubleWidth);
    QVERIFY(m->bufferLineAttr(1) == Attr::Normal);
    QVERIFY(m->bufferLineAttr(2) == Attr::DoubleHeightTop);
    QVERIFY(m->bufferLineAttr(3) == Attr::DoubleHeightBottom);
    view.scrollLines(-m->scrollbackLines()); // to the oldest line
    QCOMPARE(view.scrollOffset(), m->scrollbackLines());
    view.flushUpdates();
    const QImage img = view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QRgb bg = view.theme().background;
    const QSize cell = view.cellSize();
    // Viewport row `row`, column `col`: the pixel a quarter / three quarters down its middle.
    const auto at = [&](int row, int col, int quarter) {
        return img.pixel(col * cell.width() + cell.width() / 2,
                         row * cell.height() + quarter * cell.height() / 4);
    };
    QVERIFY(sameColour(at(0, 0, 1), Red));
    QVERIFY(sameColour(at(0, 1, 1), Red)); // one cell drawn over two
    QVERIFY(sameColour(at(0, 2, 1), bg));
    QVERIFY(sameColour(at(1, 0, 1), Red));
    QVERIFY(sameColour(at(1, 1, 1), bg));
    QVERIFY(sameColour(at(2, 0, 3), Red)); // the top half of ▀, twice as high
    QVERIFY(sameColour(at(2, 1, 3), Red));
    QVERIFY(sameColour(at(3, 0, 1), bg)); // its bottom half: nothing
}

QTEST_MAIN(TestTerminalLineAttr)
#include "tst_terminallineattr.moc"
