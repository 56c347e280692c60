// SPDX-License-Identifier: Apache-2.0
// DECDWL / DECDHL (ESC # 6, ESC # 3 / 4, ESC # 5 back to normal): the model keeps libvterm's
// line info per row as the screen scrolls, and the view draws those lines twice as wide (and
// high, one half per row). Pixels are read from block elements, which the view draws as
// rectangles, in the pinned test font.
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
} // namespace

class TestTerminalLineAttr : public QObject
{
    Q_OBJECT
private slots:
    void modelKeepsLineInfo_data();
    void modelKeepsLineInfo();
    void textStopsAtHalfWidth();
    void viewDrawsScaled();
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
    if (!QFontDatabase::hasFamily(QString::fromLatin1(PixelFont)))
        QFAIL("font \"Noto Sans Mono CJK SC\" missing: install fonts-noto-cjk (./sandman.sh test does)");
    TerminalView view;
    view.setTerminalFont(QFont(QString::fromLatin1(PixelFont), 12));
    view.setTheme(TerminalTheme::dark());
    view.setCursorBlinkEnabled(false);
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
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

QTEST_MAIN(TestTerminalLineAttr)
#include "tst_terminallineattr.moc"
