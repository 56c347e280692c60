// SPDX-License-Identifier: Apache-2.0
// TerminalView offscreen: pixels at cells, selection, clipboard, safe paste, keyboard, IME,
// mouse reporting, scrollback, coalesced repaint, title.
#include "tabs/TerminalFindBar.h"
#include "terminal/TerminalChannel.h"
#include "terminal/TerminalView.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFontDatabase>
#include <QInputMethodEvent>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

using namespace sandman;

namespace {

/// A channel that records what the view sends.
class FakeChannel : public TerminalChannel
{
public:
    using TerminalChannel::TerminalChannel;
    void sendInput(const QByteArray &bytes) override { sent += bytes; }
    void resize(int c, int r) override
    {
        cols = c;
        rows = r;
        ++resizes;
    }
    void push(const QByteArray &bytes) { emit dataReceived(bytes); }
    void announceReplay(qint64 bytes, int c, int r) { emit replayExpected(bytes, c, r); }
    QByteArray take() { return std::exchange(sent, QByteArray()); }

    QByteArray sent;
    int cols = 0;
    int rows = 0;
    int resizes = 0;
};

class PaintCounter : public QObject
{
public:
    int paints = 0;
    bool eventFilter(QObject *, QEvent *e) override
    {
        if (e->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};

/// Pixel tests use one font that `./sandman.sh test` installs (fonts-noto-cjk), for Latin and
/// CJK alike, so that they measure the same glyphs on every machine.
const char *const PixelFont = "Noto Sans Mono CJK SC";

bool sameColour(QRgb a, QRgb b, int tolerance = 0)
{
    return std::abs(qRed(a) - qRed(b)) <= tolerance && std::abs(qGreen(a) - qGreen(b)) <= tolerance
        && std::abs(qBlue(a) - qBlue(b)) <= tolerance;
}

} // namespace

class TestTerminalView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void sizeReachesChannel();
    void backgroundColours_data();
    void backgroundColours();
    void foregroundColour();
    void cjkCellsOnGrid();
    void cursorShapes();
    void selectionByMouse();
    void selectionWideChars();
    void copyAndPasteShortcuts();
    void safePaste_data();
    void safePaste();
    void middleClickPastesSelection();
    void keyboard_data();
    void keyboard();
    void inputMethod();
    void mouseReportingOnlyWhenEnabled();
    void scrollbackWheelAndKeys();
    void coalescedRepaint();
    void echoWithinAFrameIsPaintedAtOnce();
    void titleAndBellSignals();
    void zoom();
    void fontMetricsFollowEachViewsFontAndZoom();
    void search();
    void searchHighlightsAllMatches_data();
    void searchHighlightsAllMatches();
    void searchHighlightAcrossWrap();
    void findBarDrivesHighlight();
    void blockSelectionByAltDrag();
    void boxDrawingJoinsAcrossCells_data();
    void boxDrawingJoinsAcrossCells();
    void exitMessage();
    void replayIsNeverAnswered_data();
    void replayIsNeverAnswered();
    void replayTakenInAtItsOwnWidth();

private:
    QImage grab()
    {
        m_view->flushUpdates();
        return m_view->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    }
    QRgb pixelAt(const QImage &img, int row, int col, int dx = -1, int dy = -1)
    {
        const QRect r = m_view->cellRect(row, col);
        return img.pixel(dx < 0 ? r.center().x() : r.x() + dx, dy < 0 ? r.center().y() : r.y() + dy);
    }
    bool cellHasInk(const QImage &img, int row, int col, int span = 1)
    {
        const QRect r = m_view->cellRect(row, col);
        const QRgb bg = m_view->theme().background;
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x < r.left() + span * r.width(); ++x)
                if (!sameColour(img.pixel(x, y), bg, 24))
                    return true;
        return false;
    }
    /// True when some pixel of the cell is exactly `colour`.
    bool cellHasColour(const QImage &img, int row, int col, QRgb colour)
    {
        const QRect r = m_view->cellRect(row, col);
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x)
                if (sameColour(img.pixel(x, y), colour))
                    return true;
        return false;
    }
    QPoint cellCentre(int row, int col) { return m_view->cellRect(row, col).center(); }

    TerminalView *m_view = nullptr;
    FakeChannel *m_channel = nullptr;
};

void TestTerminalView::initTestCase()
{
    if (!QFontDatabase::hasFamily(QString::fromLatin1(PixelFont)))
        QFAIL(
            qPrintable(QStringLiteral("font \"%1\" missing: install fonts-noto-cjk (./sandman.sh test does)")
                           .arg(QString::fromLatin1(PixelFont))));
}

void TestTerminalView::init()
{
    m_view = new TerminalView;
    m_channel = new FakeChannel(m_view);
    m_view->setTerminalFont(QFont(QString::fromLatin1(PixelFont), 12)); // 16 px: 8 px cells
    m_view->setTheme(TerminalTheme::dark());
    m_view->setCursorBlinkEnabled(false);
    m_view->setChannel(m_channel);
    m_view->resize(820, 500);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    m_view->activateWindow();
    m_view->setFocus();
    m_view->flushUpdates();
    m_channel->take();
}

void TestTerminalView::cleanup()
{
    delete m_view;
    m_view = nullptr;
}

void TestTerminalView::sizeReachesChannel()
{
    QVERIFY(m_channel->resizes >= 1);
    QCOMPARE(m_channel->cols, m_view->columns());
    QCOMPARE(m_channel->rows, m_view->lines());
    QCOMPARE(m_view->columns(), m_view->viewport()->width() / m_view->cellSize().width());
    QSignalSpy spy(m_view, &TerminalView::terminalSizeChanged);
    m_view->resize(500, 300);
    QTRY_VERIFY(spy.count() >= 1);
    QCOMPARE(m_channel->cols, m_view->columns());
    QCOMPARE(m_view->model()->cols(), m_view->columns());
}

void TestTerminalView::backgroundColours_data()
{
    QTest::addColumn<QByteArray>("sgr");
    QTest::addColumn<QRgb>("expected");
    const TerminalTheme t = TerminalTheme::dark();
    QTest::newRow("default") << QByteArray("0") << t.background;
    QTest::newRow("red") << QByteArray("41") << t.palette[1];
    QTest::newRow("bright blue") << QByteArray("104") << t.palette[12];
    QTest::newRow("256 cube") << QByteArray("48;5;196") << qRgb(255, 0, 0);
    QTest::newRow("256 grey") << QByteArray("48;5;244") << qRgb(128, 128, 128);
    QTest::newRow("truecolour") << QByteArray("48;2;10;200;30") << qRgb(10, 200, 30);
    QTest::newRow("reverse default") << QByteArray("7") << t.foreground;
    QTest::newRow("reverse colour") << QByteArray("7;32") << t.palette[2];
}

void TestTerminalView::backgroundColours()
{
    QFETCH(QByteArray, sgr);
    QFETCH(QRgb, expected);
    m_channel->push("\x1b[2;3H\x1b[" + sgr + "m   \x1b[0m");
    const QImage img = grab();
    QVERIFY(sameColour(pixelAt(img, 1, 3), expected));
    QVERIFY(sameColour(pixelAt(img, 1, 3, 0, 0), expected)); // the whole cell, corner included
    QVERIFY(sameColour(pixelAt(img, 1, 10), m_view->theme().background));
}

void TestTerminalView::foregroundColour()
{
    m_channel->push("\x1b[38;2;255;0;0m\xe2\x96\x88\x1b[0m \x1b[38;5;46mM\x1b[0m");
    const QImage img = grab();
    QVERIFY(sameColour(pixelAt(img, 0, 0), qRgb(255, 0, 0), 8)); // full block
    // 'M' in 256-colour green has ink of that colour somewhere in its cell.
    const QRect r = m_view->cellRect(0, 2);
    bool found = false;
    for (int y = r.top(); y <= r.bottom() && !found; ++y)
        for (int x = r.left(); x <= r.right() && !found; ++x)
            found = sameColour(img.pixel(x, y), qRgb(0, 255, 0), 30);
    QVERIFY(found);
}

void TestTerminalView::cjkCellsOnGrid()
{
    // Wide characters followed by a blank: with any drift the ink would spill into the blanks.
    QByteArray wide;
    for (int i = 0; i < 20; ++i)
        wide += "中 ";
    QByteArray mixed;
    for (int i = 0; i < 15; ++i)
        mixed += "a日 ";
    m_channel->push(wide + "\r\n" + mixed + "\r\n" + QByteArray(m_view->columns(), 'M'));
    m_view->setCursorBlinkEnabled(false);
    m_channel->push("\x1b[?25l");
    const QImage img = grab();
    for (int i = 0; i < 20; ++i) {
        QVERIFY2(cellHasInk(img, 0, 3 * i, 2), qPrintable(QStringLiteral("wide %1").arg(i)));
        QVERIFY2(!cellHasInk(img, 0, 3 * i + 2), qPrintable(QStringLiteral("gap %1").arg(i)));
    }
    for (int i = 0; i < 15; ++i) {
        QVERIFY(cellHasInk(img, 1, 4 * i));
        QVERIFY(cellHasInk(img, 1, 4 * i + 1, 2));
        QVERIFY2(!cellHasInk(img, 1, 4 * i + 3), qPrintable(QStringLiteral("gap %1").arg(i)));
    }
    // ASCII glyph runs: the last 'M' of a long run still sits inside its own cell.
    const int last = m_view->columns() - 1;
    QVERIFY(cellHasInk(img, 2, last));
    const QImage single = img.copy(m_view->cellRect(2, 0));
    const QImage lastCell = img.copy(m_view->cellRect(2, last));
    QCOMPARE(lastCell, single);
}

void TestTerminalView::cursorShapes()
{
    const QRgb cursor = m_view->theme().cursor;
    const QRgb bg = m_view->theme().background;
    m_channel->push("\x1b[3;5H");
    QImage img = grab();
    if (m_view->hasFocus()) {
        QVERIFY(sameColour(pixelAt(img, 2, 4), cursor)); // block
        m_channel->push("\x1b[6 q"); // bar
        img = grab();
        QVERIFY(sameColour(pixelAt(img, 2, 4, 0, -1), cursor));
        QVERIFY(sameColour(pixelAt(img, 2, 4), bg));
        m_channel->push("\x1b[4 q"); // underline
        img = grab();
        QVERIFY(sameColour(pixelAt(img, 2, 4, -1, m_view->cellSize().height() - 1), cursor));
        QVERIFY(sameColour(pixelAt(img, 2, 4), bg));
    } else {
        QVERIFY(sameColour(pixelAt(img, 2, 4, 0, 0), cursor)); // hollow
    }
    m_channel->push("\x1b[?25l");
    img = grab();
    QVERIFY(sameColour(pixelAt(img, 2, 4, 0, 0), bg));
}

void TestTerminalView::selectionByMouse()
{
    m_channel->push("hello world foo.bar/baz\r\nsecond line");
    m_view->flushUpdates();
    QWidget *vp = m_view->viewport();
    QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(0, 0));
    QTest::mouseMove(vp, cellCentre(0, 2));
    QTest::mouseMove(vp, cellCentre(0, 4));
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(0, 4));
    QCOMPARE(m_view->selectedText(), QStringLiteral("hello"));
    // Selected cells are painted with the selection colour.
    const QImage img = grab();
    QVERIFY(sameColour(pixelAt(img, 0, 1, 0, 0), m_view->theme().selection));
    QVERIFY(sameColour(pixelAt(img, 0, 6, 0, 0), m_view->theme().background));
    // Drag over two lines.
    QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(0, 6));
    QTest::mouseMove(vp, cellCentre(1, 3));
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(1, 3));
    QCOMPARE(m_view->selectedText(), QStringLiteral("world foo.bar/baz\nseco"));
    // A plain click clears it.
    QTest::mouseClick(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(1, 8));
    QCOMPARE(m_view->selectedText(), QString());
    // Double click selects a word, triple click the line.
    QTest::mouseDClick(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(0, 14));
    QCOMPARE(m_view->selectedText(), QStringLiteral("foo.bar/baz"));
    QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(0, 14));
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(0, 14));
    QCOMPARE(m_view->selectedText(), QStringLiteral("hello world foo.bar/baz"));
}

void TestTerminalView::selectionWideChars()
{
    m_channel->push("ab中文cd 日本語 end");
    m_view->flushUpdates();
    QWidget *vp = m_view->viewport();
    // From the right half of 中 to the left half of 文: both selected whole.
    QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(0, 3));
    QTest::mouseMove(vp, cellCentre(0, 4));
    QTest::mouseMove(vp, cellCentre(0, 4) + QPoint(1, 0));
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(0, 4) + QPoint(1, 0));
    QCOMPARE(m_view->selectedText(), QStringLiteral("中文"));
    QCOMPARE(m_view->model()->selectionStart().col, 2);
    QCOMPARE(m_view->model()->selectionEnd().col, 5);
    // Double click on a CJK word.
    QTest::mouseDClick(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(0, 12));
    QCOMPARE(m_view->selectedText(), QStringLiteral("日本語"));
}

void TestTerminalView::copyAndPasteShortcuts()
{
    m_channel->push("copy me");
    m_view->model()->setSelection(TerminalPos{0, 0}, TerminalPos{0, 3});
    QTest::keyClick(m_view, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("copy"));
    QCOMPARE(m_channel->take(), QByteArray()); // the shortcut is not sent to the program
    QGuiApplication::clipboard()->setText(QStringLiteral("pasted"));
    QTest::keyClick(m_view, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(m_channel->take(), QByteArray("pasted"));
}

void TestTerminalView::safePaste_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("bracketed");
    QTest::addColumn<bool>("confirm");
    QTest::addColumn<bool>("asked");
    QTest::addColumn<QByteArray>("sent");
    QTest::newRow("plain") << QStringLiteral("ls -la") << false << false << false << QByteArray("ls -la");
    QTest::newRow("escape stripped") << QStringLiteral("a\x1b[31mb\x1b]0;x\x07"
                                                       "c")
                                     << false << false << false << QByteArray("a[31mb]0;xc");
    QTest::newRow("c0 stripped, tab kept") << QStringLiteral("a\tb\x03\x04\x08\x7f"
                                                             "c")
                                           << false << false << false << QByteArray("a\tbc");
    QTest::newRow("c1 stripped") << QString::fromUtf8("x\xc2\x9b"
                                                      "31my")
                                 << false << false << false << QByteArray("x31my");
    QTest::newRow("multi-line declined")
        << QStringLiteral("echo 1\nrm -rf /") << false << false << true << QByteArray();
    QTest::newRow("multi-line accepted")
        << QStringLiteral("echo 1\r\necho 2\n") << false << true << true << QByteArray("echo 1\recho 2\r");
    QTest::newRow("bracketed") << QStringLiteral("echo hi") << true << false << false
                               << QByteArray("\x1b[200~echo hi\x1b[201~");
    QTest::newRow("bracketed cannot be closed early")
        << QStringLiteral("x\x1b[201~; rm -rf /") << true << false << false
        << QByteArray("\x1b[200~x[201~; rm -rf /\x1b[201~");
    QTest::newRow("large declined") << QString(5000, QLatin1Char('x')) << false << false << true
                                    << QByteArray();
    QTest::newRow("cjk") << QString::fromUtf8("中文") << false << false << false << QByteArray("中文");
}

void TestTerminalView::safePaste()
{
    QFETCH(QString, text);
    QFETCH(bool, bracketed);
    QFETCH(bool, confirm);
    QFETCH(bool, asked);
    QFETCH(QByteArray, sent);
    if (bracketed)
        m_channel->push("\x1b[?2004h");
    bool wasAsked = false;
    m_view->setPasteConfirmationHandler([&](const QString &) {
        wasAsked = true;
        return confirm;
    });
    m_view->paste(text);
    QCOMPARE(wasAsked, asked);
    QCOMPARE(m_channel->take(), sent);
    // With confirmation disabled multi-line text goes straight through.
    m_view->setPasteConfirmationEnabled(false);
    wasAsked = false;
    m_view->paste(QStringLiteral("a\nb"));
    QVERIFY(!wasAsked);
    QCOMPARE(m_channel->take(), bracketed ? QByteArray("\x1b[200~a\rb\x1b[201~") : QByteArray("a\rb"));
}

void TestTerminalView::middleClickPastesSelection()
{
    QClipboard *cb = QGuiApplication::clipboard();
    const QClipboard::Mode mode = cb->supportsSelection() ? QClipboard::Selection : QClipboard::Clipboard;
    cb->setText(QStringLiteral("primary"), mode);
    QTest::mouseClick(m_view->viewport(), Qt::MiddleButton, Qt::NoModifier, cellCentre(0, 0));
    QCOMPARE(m_channel->take(), QByteArray("primary"));
}

void TestTerminalView::keyboard_data()
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
    QTest::newRow("letter") << QByteArray() << int(Qt::Key_A) << none << QStringLiteral("a")
                            << QByteArray("a");
    QTest::newRow("enter") << QByteArray() << int(Qt::Key_Return) << none << QStringLiteral("\r")
                           << QByteArray("\r");
    QTest::newRow("up") << QByteArray() << int(Qt::Key_Up) << none << QString() << QByteArray("\x1b[A");
    QTest::newRow("up app mode") << QByteArray("\x1b[?1h") << int(Qt::Key_Up) << none << QString()
                                 << QByteArray("\x1bOA");
    QTest::newRow("ctrl+c") << QByteArray() << int(Qt::Key_C) << ctrl << QStringLiteral("\x03")
                            << QByteArray("\x03");
    QTest::newRow("alt+x") << QByteArray() << int(Qt::Key_X) << alt << QStringLiteral("x")
                           << QByteArray("\x1bx");
    QTest::newRow("tab") << QByteArray() << int(Qt::Key_Tab) << none << QStringLiteral("\t")
                         << QByteArray("\t");
    QTest::newRow("shift+tab") << QByteArray() << int(Qt::Key_Backtab) << shift << QString()
                               << QByteArray("\x1b[Z");
    QTest::newRow("ctrl+shift+c not sent")
        << QByteArray() << int(Qt::Key_C) << (ctrl | shift) << QString() << QByteArray();
    QTest::newRow("shift+pgup scrolls")
        << QByteArray() << int(Qt::Key_PageUp) << shift << QString() << QByteArray();
}

void TestTerminalView::keyboard()
{
    QFETCH(QByteArray, setup);
    QFETCH(int, key);
    QFETCH(int, mods);
    QFETCH(QString, text);
    QFETCH(QByteArray, expected);
    m_channel->push(setup);
    QKeyEvent press(QEvent::KeyPress, key, Qt::KeyboardModifiers(mods), text);
    QApplication::sendEvent(m_view, &press);
    QCOMPARE(m_channel->take(), expected);
}

void TestTerminalView::inputMethod()
{
    QVERIFY(m_view->testAttribute(Qt::WA_InputMethodEnabled));
    m_channel->push("$ ");
    m_view->flushUpdates();
    const QImage before = grab();
    QVERIFY(!cellHasInk(before, 0, 3, 2));
    // Preedit: drawn at the cursor, not sent.
    QList<QInputMethodEvent::Attribute> attrs{
        QInputMethodEvent::Attribute(QInputMethodEvent::Cursor, 2, 1, QVariant())};
    QInputMethodEvent preedit(QString::fromUtf8("にほ"), attrs);
    QApplication::sendEvent(m_view, &preedit);
    QCOMPARE(m_channel->take(), QByteArray());
    QCOMPARE(m_view->preeditText(), QString::fromUtf8("にほ"));
    const QImage during = grab();
    QVERIFY(cellHasInk(during, 0, 2, 2));
    QVERIFY(cellHasInk(during, 0, 4, 2));
    // The candidate window goes to the cursor (after the preedit text).
    const QRect cursorRect = m_view->inputMethodQuery(Qt::ImCursorRectangle).toRect();
    const QRect cell = m_view->cellRect(0, 2).translated(m_view->viewport()->pos());
    QCOMPARE(cursorRect.top(), cell.top());
    QVERIFY(cursorRect.left() >= cell.left());
    QCOMPARE(m_view->inputMethodQuery(Qt::ImFont).value<QFont>().families(),
             m_view->terminalFont().families());
    // Commit: sent as UTF-8, preedit gone.
    QInputMethodEvent commit;
    commit.setCommitString(QString::fromUtf8("日本"));
    QApplication::sendEvent(m_view, &commit);
    QCOMPARE(m_channel->take(), QByteArray("日本"));
    QCOMPARE(m_view->preeditText(), QString());
    QVERIFY(m_view->model()->selectedText().isEmpty());
    // The IME follows the cursor.
    m_channel->push("\x1b[5;10H");
    m_view->flushUpdates();
    QCOMPARE(m_view->inputMethodQuery(Qt::ImCursorRectangle).toRect().topLeft(),
             m_view->cellRect(4, 9).translated(m_view->viewport()->pos()).topLeft());
}

void TestTerminalView::mouseReportingOnlyWhenEnabled()
{
    m_channel->push("some text");
    QWidget *vp = m_view->viewport();
    QTest::mouseClick(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(2, 3));
    QCOMPARE(m_channel->take(), QByteArray());
    m_channel->push("\x1b[?1000h\x1b[?1006h");
    QTest::mouseClick(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(2, 3));
    QCOMPARE(m_channel->take(), QByteArray("\x1b[<0;4;3M\x1b[<0;4;3m"));
    // Shift bypasses reporting for local selection.
    QTest::mousePress(vp, Qt::LeftButton, Qt::ShiftModifier, cellCentre(0, 0));
    QTest::mouseMove(vp, cellCentre(0, 3));
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::ShiftModifier, cellCentre(0, 3));
    QCOMPARE(m_channel->take(), QByteArray());
    QCOMPARE(m_view->selectedText(), QStringLiteral("some"));
    m_channel->push("\x1b[?1000l");
    QTest::mouseClick(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(2, 3));
    QCOMPARE(m_channel->take(), QByteArray());
}

void TestTerminalView::scrollbackWheelAndKeys()
{
    QByteArray lines;
    for (int i = 0; i < 200; ++i)
        lines += "line " + QByteArray::number(i) + "\r\n";
    m_channel->push(lines);
    m_view->flushUpdates();
    const int history = m_view->model()->scrollbackLines();
    QVERIFY(history > 150);
    QCOMPARE(m_view->verticalScrollBar()->maximum(), history);
    QCOMPARE(m_view->verticalScrollBar()->value(), history);
    QWheelEvent up(QPointF(10, 10), m_view->mapToGlobal(QPointF(10, 10)), QPoint(), QPoint(0, 120),
                   Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(m_view->viewport(), &up);
    QCOMPARE(m_view->scrollOffset(), 3);
    // New output keeps the scrolled-back view in place.
    const QString topText = m_view->model()->lineText(history - 3);
    m_channel->push("more\r\nmore\r\n");
    m_view->flushUpdates();
    QCOMPARE(m_view->scrollOffset(), 5);
    QTest::keyClick(m_view, Qt::Key_PageUp, Qt::ShiftModifier);
    QCOMPARE(m_view->scrollOffset(), 5 + m_view->lines() - 1);
    QTest::keyClick(m_view, Qt::Key_PageDown, Qt::ShiftModifier);
    QCOMPARE(m_view->scrollOffset(), 5);
    // The scroll bar moves the view too.
    m_view->verticalScrollBar()->setValue(0);
    QCOMPARE(m_view->scrollOffset(), m_view->model()->scrollbackLines());
    // Typing returns to the live screen.
    QTest::keyClick(m_view, Qt::Key_A, Qt::NoModifier);
    QCOMPARE(m_view->scrollOffset(), 0);
    (void)topText;
    // On the alternate screen the wheel sends arrow keys (less, man).
    m_channel->push("\x1b[?1049h");
    m_channel->take();
    QApplication::sendEvent(m_view->viewport(), &up);
    QCOMPARE(m_channel->take(), QByteArray("\x1b[A\x1b[A\x1b[A"));
}

void TestTerminalView::coalescedRepaint()
{
    PaintCounter counter;
    m_view->viewport()->installEventFilter(&counter);
    QCoreApplication::processEvents();
    counter.paints = 0;
    for (int i = 0; i < 2000; ++i)
        m_channel->push("data " + QByteArray::number(i) + "\r\n");
    QCoreApplication::processEvents();
    QCOMPARE(counter.paints, 0); // nothing painted synchronously, nothing before the frame
    QTRY_VERIFY(counter.paints >= 1);
    QTest::qWait(60);
    QVERIFY2(counter.paints <= 3, qPrintable(QString::number(counter.paints)));
    // Bytes were fed at once though.
    QCOMPARE(m_view->model()->lineText(m_view->model()->scrollbackLines() + m_view->lines() - 2),
             QStringLiteral("data 1999"));
    m_view->viewport()->removeEventFilter(&counter);
}

void TestTerminalView::echoWithinAFrameIsPaintedAtOnce()
{
    PaintCounter counter;
    m_view->viewport()->installEventFilter(&counter);
    m_channel->push("$ ");
    QTRY_VERIFY(counter.paints >= 1);
    m_channel->push(" ");
    m_view->flushUpdates(); // a frame was just flushed
    QCoreApplication::processEvents();
    counter.paints = 0;
    // A key typed right after it: its echo is painted in this pass, not after the frame.
    QTest::keyClick(m_view, Qt::Key_X, Qt::NoModifier);
    QCOMPARE(m_channel->take(), QByteArray("x"));
    QCoreApplication::processEvents(); // the key itself repaints the cursor (no more blink)
    counter.paints = 0;
    m_channel->push("x");
    for (int pass = 0; pass < 3 && counter.paints == 0; ++pass)
        QCoreApplication::processEvents();
    QCOMPARE(counter.paints, 1);
    // More output without input waits for the frame again.
    m_channel->push("y");
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QCOMPARE(counter.paints, 1);
    QTRY_COMPARE(counter.paints, 2);
    m_view->viewport()->removeEventFilter(&counter);
}

void TestTerminalView::titleAndBellSignals()
{
    QSignalSpy title(m_view, &TerminalView::titleChanged);
    QSignalSpy bell(m_view, &TerminalView::bell);
    m_channel->push("\x1b]0;vim ~/notes.txt\x07");
    QCOMPARE(title.count(), 1);
    QCOMPARE(title.last().at(0).toString(), QStringLiteral("vim ~/notes.txt"));
    QCOMPARE(m_view->title(), QStringLiteral("vim ~/notes.txt"));
    m_channel->push("\x1b]2;split ");
    m_channel->push("title\x1b\\");
    QCOMPARE(title.last().at(0).toString(), QStringLiteral("split title"));
    m_channel->push("\a");
    QCOMPARE(bell.count(), 1);
}

void TestTerminalView::zoom()
{
    const QSize cell = m_view->cellSize();
    QTest::keyClick(m_view, Qt::Key_Equal, Qt::ControlModifier);
    QTest::keyClick(m_view, Qt::Key_Equal, Qt::ControlModifier);
    QVERIFY(m_view->cellSize().height() > cell.height());
    QCOMPARE(m_view->zoomLevel(), 2);
    QCOMPARE(m_channel->take(), QByteArray());
    QCOMPARE(m_channel->cols, m_view->columns());
    QTest::keyClick(m_view, Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(m_view->zoomLevel(), 1);
    QTest::keyClick(m_view, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(m_view->zoomLevel(), 0);
    QCOMPARE(m_view->cellSize(), cell);
}

void TestTerminalView::search()
{
    QByteArray lines;
    for (int i = 0; i < 300; ++i)
        lines += (i == 20 || i == 250 ? "find the Needle here " : "hay ") + QByteArray::number(i) + "\r\n";
    m_channel->push(lines);
    m_view->flushUpdates();
    QVERIFY(m_view->findPrevious(QStringLiteral("needle")));
    QCOMPARE(m_view->selectedText(), QStringLiteral("Needle"));
    QCOMPARE(m_view->model()->lineText(m_view->model()->selectionStart().line),
             QStringLiteral("find the Needle here 250"));
    QVERIFY(m_view->findPrevious(QStringLiteral("needle")));
    QCOMPARE(m_view->model()->lineText(m_view->model()->selectionStart().line),
             QStringLiteral("find the Needle here 20"));
    // Scrolled so that the match is visible.
    const int line = m_view->model()->selectionStart().line;
    const int top = m_view->model()->scrollbackLines() - m_view->scrollOffset();
    QVERIFY(line >= top && line < top + m_view->lines());
    QVERIFY(m_view->findNext(QStringLiteral("needle")));
    QCOMPARE(m_view->model()->lineText(m_view->model()->selectionStart().line),
             QStringLiteral("find the Needle here 250"));
    QVERIFY(!m_view->findNext(QStringLiteral("needle"), Qt::CaseSensitive)
            || m_view->selectedText() == QStringLiteral("Needle"));
    QVERIFY(!m_view->findNext(QStringLiteral("absent")));
}

void TestTerminalView::searchHighlightsAllMatches_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<bool>("caseSensitive");
    // Cells probed: the three matches on the first line, the one on the third line, then
    // plain text between them and on the second line. C current match, M match, S selected,
    // - none. Finding starts at the top of the view.
    QTest::addColumn<QString>("expected");
    QTest::newRow("find next, any case") << QStringLiteral("next") << false << QStringLiteral("CMMM--");
    QTest::newRow("find next, match case") << QStringLiteral("next") << true << QStringLiteral("C-MM--");
    QTest::newRow("find previous") << QStringLiteral("previous") << false << QStringLiteral("MMMC--");
    QTest::newRow("find twice") << QStringLiteral("next next") << false << QStringLiteral("MCMM--");
    QTest::newRow("highlight only") << QStringLiteral("highlight") << false << QStringLiteral("MMMM--");
    QTest::newRow("cleared") << QStringLiteral("next clear") << false << QStringLiteral("S-----");
    QTest::newRow("selection moved away")
        << QStringLiteral("next select") << false << QStringLiteral("MMMM--");
}

void TestTerminalView::searchHighlightsAllMatches()
{
    QFETCH(QString, action);
    QFETCH(bool, caseSensitive);
    QFETCH(QString, expected);
    const Qt::CaseSensitivity cs = caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
    m_channel->push("needle x NEEDLE y needle\r\nnothing here\r\nneedle\r\n");
    m_view->flushUpdates();
    for (const QString &step : action.split(QLatin1Char(' '))) {
        if (step == QLatin1String("next"))
            QVERIFY(m_view->findNext(QStringLiteral("needle"), cs));
        else if (step == QLatin1String("previous"))
            QVERIFY(m_view->findPrevious(QStringLiteral("needle"), cs));
        else if (step == QLatin1String("highlight"))
            m_view->setSearchHighlight(QStringLiteral("needle"), cs);
        else if (step == QLatin1String("clear"))
            m_view->clearSearchHighlight();
        else if (step == QLatin1String("select"))
            m_view->model()->setSelection(TerminalPos{1, 0}, TerminalPos{1, 6});
    }
    const TerminalTheme &t = m_view->theme();
    const QImage img = grab();
    const QList<QPoint> probes = {{0, 0}, {0, 9}, {0, 18}, {2, 0}, {0, 7}, {1, 10}};
    QString got;
    for (const QPoint &cell : probes) {
        // A corner of the cell: background, never glyph ink.
        const QRgb px = pixelAt(img, cell.x(), cell.y(), 0, 0);
        got += sameColour(px, t.searchCurrent) ? QLatin1Char('C')
            : sameColour(px, t.searchMatch)    ? QLatin1Char('M')
            : sameColour(px, t.selection)      ? QLatin1Char('S')
            : sameColour(px, t.background)     ? QLatin1Char('-')
                                               : QLatin1Char('?');
    }
    QCOMPARE(got, expected);
    // The whole match is highlighted, the cell after it is not.
    if (expected.at(3) != QLatin1Char('-')) {
        QVERIFY(!sameColour(pixelAt(img, 2, 5, 0, 0), t.background));
        QVERIFY(sameColour(pixelAt(img, 2, 6, 0, 0), t.background));
    }
    QCOMPARE(int(m_view->visibleMatches().size()),
             int(expected.count(QLatin1Char('C')) + expected.count(QLatin1Char('M'))));
}

void TestTerminalView::searchHighlightAcrossWrap()
{
    const int cols = m_view->columns();
    // "nee" ends the first row, "dle" starts the second: one soft-wrapped line.
    m_channel->push(QByteArray(cols - 3, 'x') + "needle after");
    m_view->flushUpdates();
    QVERIFY(m_view->model()->isWrapped(0));
    QVERIFY(m_view->findNext(QStringLiteral("needle")));
    QCOMPARE(m_view->selectedText(), QStringLiteral("needle"));
    m_view->copy();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("needle"));
    const TerminalTheme &t = m_view->theme();
    QImage img = grab();
    QVERIFY(sameColour(pixelAt(img, 0, cols - 3, 0, 0), t.searchCurrent));
    QVERIFY(sameColour(pixelAt(img, 1, 2, 0, 0), t.searchCurrent));
    QVERIFY(sameColour(pixelAt(img, 1, 3, 0, 0), t.background));
    QVERIFY(sameColour(pixelAt(img, 0, cols - 4, 0, 0), t.background));
    // As another match, not the current one.
    m_view->model()->clearSelection();
    img = grab();
    QVERIFY(sameColour(pixelAt(img, 0, cols - 1, 0, 0), t.searchMatch));
    QVERIFY(sameColour(pixelAt(img, 1, 0, 0, 0), t.searchMatch));
    // Copying the whole wrapped line gives it back without a line break.
    m_view->model()->setSelection(TerminalPos{0, 0}, TerminalPos{1, cols - 1});
    QCOMPARE(m_view->selectedText(), QString(cols - 3, QLatin1Char('x')) + QStringLiteral("needle after"));
}

void TestTerminalView::findBarDrivesHighlight()
{
    m_channel->push("one needle, two Needles");
    m_view->flushUpdates();
    TerminalFindBar bar;
    bar.setTerminal(m_view);
    bar.input()->setText(QStringLiteral("needle"));
    QCOMPARE(m_view->searchHighlight(), QString()); // closed: nothing highlighted
    bar.open();
    QCOMPARE(m_view->searchHighlight(), QStringLiteral("needle"));
    QCOMPARE(int(m_view->visibleMatches().size()), 2);
    auto *matchCase = bar.findChild<QCheckBox *>();
    QVERIFY(matchCase);
    matchCase->setChecked(true);
    QCOMPARE(int(m_view->visibleMatches().size()), 1);
    bar.input()->setText(QStringLiteral("Needle"));
    QCOMPARE(m_view->searchHighlight(), QStringLiteral("Needle"));
    QCOMPARE(int(m_view->visibleMatches().size()), 1);
    QTest::keyClick(bar.input(), Qt::Key_Return);
    QCOMPARE(m_view->selectedText(), QStringLiteral("Needle"));
    QTest::keyClick(bar.input(), Qt::Key_Escape);
    QCOMPARE(m_view->searchHighlight(), QString());
    QVERIFY(m_view->visibleMatches().empty());
}

void TestTerminalView::blockSelectionByAltDrag()
{
    m_channel->push("ab中文cd\r\nabcdefgh\r\n中文中文");
    m_view->flushUpdates();
    QWidget *vp = m_view->viewport();
    QTest::mousePress(vp, Qt::LeftButton, Qt::AltModifier, cellCentre(0, 3));
    QTest::mouseMove(vp, cellCentre(1, 4));
    QTest::mouseMove(vp, cellCentre(2, 4));
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::AltModifier, cellCentre(2, 4));
    QVERIFY(m_view->model()->isBlockSelection());
    QCOMPARE(m_view->selectedText(), QString::fromUtf8("中文\nde\n文中"));
    // Painted as copied: whole wide characters on the first line, columns 3..4 on the second.
    // The glyphs' ink is drawn over the selection (a CJK glyph may touch its cells' edges, the
    // dot of 文 the top of its right half): a selected cell has no pixel of the plain
    // background, an unselected one none of the selection, and a corner the ink never reaches.
    const TerminalTheme &t = m_view->theme();
    const QImage img = grab();
    const QSize cell = m_view->cellSize();
    for (int col : {2, 3, 4, 5}) {
        QVERIFY2(!cellHasColour(img, 0, col, t.background), qPrintable(QString::number(col)));
        QVERIFY(sameColour(pixelAt(img, 0, col, cell.width() - 1, cell.height() - 1), t.selection));
    }
    for (int col : {0, 1, 6, 7})
        QVERIFY2(!cellHasColour(img, 0, col, t.selection), qPrintable(QString::number(col)));
    QVERIFY(sameColour(pixelAt(img, 1, 2, 0, 0), t.background));
    QVERIFY(sameColour(pixelAt(img, 1, 3, 0, 0), t.selection));
    QVERIFY(sameColour(pixelAt(img, 1, 5, 0, 0), t.background));
    // Without Alt: a plain selection.
    QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(0, 7));
    QTest::mouseMove(vp, cellCentre(1, 1));
    QTest::mouseMove(vp, cellCentre(1, 1) + QPoint(1, 0));
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, cellCentre(1, 1) + QPoint(1, 0));
    QVERIFY(!m_view->model()->isBlockSelection());
    QCOMPARE(m_view->selectedText(), QStringLiteral("d\nab"));
}

void TestTerminalView::boxDrawingJoinsAcrossCells_data()
{
    // A vertical line through a cell reaches its top and bottom edges, a horizontal one its
    // left and right edges (fonts' glyphs stop short of a cell taller than the font).
    QTest::addColumn<QString>("ch");
    QTest::addColumn<bool>("vertical");
    QTest::addColumn<bool>("horizontal");
    QTest::newRow("light vertical") << QStringLiteral("\u2502") << true << false;
    QTest::newRow("heavy vertical") << QStringLiteral("\u2503") << true << false;
    QTest::newRow("double vertical") << QStringLiteral("\u2551") << true << false;
    QTest::newRow("light horizontal") << QStringLiteral("\u2500") << false << true;
    QTest::newRow("double horizontal") << QStringLiteral("\u2550") << false << true;
    QTest::newRow("cross") << QStringLiteral("\u253c") << true << true;
    QTest::newRow("double cross") << QStringLiteral("\u256c") << true << true;
    QTest::newRow("full block") << QStringLiteral("\u2588") << true << true;
}

void TestTerminalView::boxDrawingJoinsAcrossCells()
{
    QFETCH(QString, ch);
    QFETCH(bool, vertical);
    QFETCH(bool, horizontal);
    m_channel->push("\x1b[?25l\x1b[2;3H" + ch.toUtf8());
    const QImage img = grab();
    const QRect r = m_view->cellRect(1, 2);
    const QRgb bg = m_view->theme().background;
    auto inkInRow = [&](int y) {
        for (int x = r.left(); x <= r.right(); ++x)
            if (!sameColour(img.pixel(x, y), bg, 24))
                return true;
        return false;
    };
    auto inkInColumn = [&](int x) {
        for (int y = r.top(); y <= r.bottom(); ++y)
            if (!sameColour(img.pixel(x, y), bg, 24))
                return true;
        return false;
    };
    QCOMPARE(inkInRow(r.top()), vertical);
    QCOMPARE(inkInRow(r.bottom()), vertical);
    QCOMPARE(inkInColumn(r.left()), horizontal);
    QCOMPARE(inkInColumn(r.right()), horizontal);
    // Nothing spills into the neighbours.
    QVERIFY(!cellHasInk(img, 0, 2));
    QVERIFY(!cellHasInk(img, 1, 1));
}

void TestTerminalView::exitMessage()
{
    QSignalSpy finished(m_view, &TerminalView::finished);
    emit m_channel->exited(3);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.last().at(0).toInt(), 3);
    const TerminalModel *m = m_view->model();
    QVERIFY(m->lineText(m->scrollbackLines() + m->cursorRow() - 1).contains(QLatin1String("3")));
}

void TestTerminalView::replayIsNeverAnswered_data()
{
    QTest::addColumn<QList<int>>("pieces"); // how the replay and live output arrive, in bytes
    // vim's start-up queries: DA1, DA2, DECRQM, DSR and a cursor report, then live DA1.
    QTest::newRow("one chunk") << QList<int>{};
    QTest::newRow("replay cut in the middle") << QList<int>{7};
    QTest::newRow("replay and live in one chunk") << QList<int>{-1};
    QTest::newRow("byte by byte") << QList<int>{1};
}

void TestTerminalView::replayIsNeverAnswered()
{
    QFETCH(QList<int>, pieces);
    const QByteArray replay = "old\x1b[c\x1b[>c\x1b[?12$p\x1b[5n\x1b[6n:q\r\n";
    const QByteArray live = "\x1b[c";
    m_channel->announceReplay(replay.size(), m_view->columns(), m_view->lines());
    const QByteArray all = replay + live;
    if (pieces.isEmpty()) {
        m_channel->push(replay);
        m_channel->push(live);
    } else if (pieces.first() < 0) {
        m_channel->push(all);
    } else {
        const int step = pieces.first();
        for (int i = 0; i < all.size(); i += step)
            m_channel->push(all.mid(i, step));
    }
    // Only the live query is answered (with DA1, once); the replayed ones type nothing.
    const QByteArray sent = m_channel->take();
    QVERIFY2(sent.startsWith("\x1b[?") && sent.count("\x1b[") == 1, sent.toHex(' ').constData());
    QVERIFY(m_view->model()->lineText(0).startsWith(QLatin1String("old")));
    // Keys are sent as ever.
    QTest::keyClicks(m_view, QStringLiteral("x"));
    QCOMPARE(m_channel->take(), QByteArray("x"));
}

void TestTerminalView::replayTakenInAtItsOwnWidth()
{
    // Written at 20 columns: 25 characters wrap, then the shell moves up a row to the start
    // of the line (as readline does when it redraws) and overwrites its first character.
    const QByteArray replay = "0123456789ABCDEFGHIJKLMNO\x1b[A\rX\r\n\r\nnext$ ";
    const int viewCols = m_view->columns();
    QVERIFY(viewCols > 30);
    m_channel->announceReplay(replay.size(), 20, 10);
    m_channel->push(replay);
    // Fitted to the view again afterwards, the wrapped line joined up by the reflow.
    QCOMPARE(m_view->model()->cols(), viewCols);
    QCOMPARE(m_view->model()->lineText(0).trimmed(), QStringLiteral("X123456789ABCDEFGHIJKLMNO"));
    // The two rows of the wrapped line are one line now: the prompt is on the next.
    QVERIFY2(m_view->model()->lineText(1).startsWith(QLatin1String("next$")),
             qPrintable(m_view->model()->lineText(1)));
    QCOMPARE(m_channel->cols, viewCols);
}

QTEST_MAIN(TestTerminalView)
// The views share what a font's metrics are (worked out once per process): each still gets
// those of its own font and zoom.
void TestTerminalView::fontMetricsFollowEachViewsFontAndZoom()
{
    TerminalView a;
    TerminalView b;
    QCOMPARE(a.cellSize(), b.cellSize());
    QCOMPARE(a.terminalFont(), b.terminalFont());
    a.zoomIn();
    a.zoomIn();
    QVERIFY(a.cellSize().height() > b.cellSize().height());
    TerminalView c;
    QCOMPARE(c.cellSize(), b.cellSize());
    a.resetZoom();
    QCOMPARE(a.cellSize(), b.cellSize());
    QFont large = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    large.setPointSizeF(large.pointSizeF() > 0 ? large.pointSizeF() * 2 : 20);
    c.setTerminalFont(large);
    QVERIFY(c.cellSize().height() > b.cellSize().height());
    QCOMPARE(c.terminalFont().pointSizeF(), large.pointSizeF());
    TerminalView d;
    QCOMPARE(d.cellSize(), b.cellSize());
    d.setTerminalFont(large);
    QCOMPARE(d.cellSize(), c.cellSize());
}

#include "tst_terminalview.moc"
