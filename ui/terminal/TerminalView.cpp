// SPDX-License-Identifier: Apache-2.0
#include "TerminalView.h"

#include "log/ErrorText.h"

#include "TerminalAccessible.h"
#include "TerminalBoxDrawing.h"
#include "TerminalChannel.h"
#include "TerminalPaste.h"

#include <QAccessible>
#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QFontDatabase>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QInputMethod>
#include <QInputMethodEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QStyleHints>
#include <QTextBoundaryFinder>

#include <algorithm>
#include <cmath>
#include <utility>

namespace sandman {

namespace {

// DECDWL/DECDHL: what is painted next for the row at y is drawn twice as wide and, on a
// double-height line, twice as high showing its top or bottom half (clipped to the row).
void scaleForLine(QPainter &p, int y, int height, int width, TerminalModel::LineAttr attr)
{
    p.setClipRect(QRect(0, y, width, height));
    const bool tall = attr == TerminalModel::LineAttr::DoubleHeightTop
        || attr == TerminalModel::LineAttr::DoubleHeightBottom;
    QTransform t;
    t.translate(0, attr == TerminalModel::LineAttr::DoubleHeightBottom ? y - height : y);
    t.scale(2, tall ? 2 : 1);
    t.translate(0, -y);
    p.setTransform(t, true);
}

constexpr int FrameIntervalMs = 16;
constexpr int BlinkIntervalMs = 530;
constexpr int BellFlashMs = 150;
constexpr int WheelLines = 3;
constexpr int PasteConfirmBytes = 4096;

bool isAsciiGlyph(char32_t ch)
{
    return ch >= 0x20 && ch < 0x7f;
}

} // namespace

TerminalView::TerminalView(QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_model(new TerminalModel(80, 24, this))
    , m_theme(TerminalTheme::dark())
{
    TerminalAccessible::installFactory();
    setAccessibleDescription(tr("The shell's screen: what you type goes to the program running in it"));
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_InputMethodEnabled, true);
    setAttribute(Qt::WA_KeyCompression, false);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent, true);
    viewport()->setCursor(Qt::IBeamCursor);
    viewport()->setAutoFillBackground(false);

    m_frameTimer.setSingleShot(true);
    m_frameTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_frameTimer, &QTimer::timeout, this, &TerminalView::flushUpdates);
    m_blinkTimer.setInterval(BlinkIntervalMs);
    connect(&m_blinkTimer, &QTimer::timeout, this, [this] {
        m_blinkOn = !m_blinkOn;
        viewport()->update(m_lastCursorRect);
    });

    connect(m_model, &TerminalModel::contentChanged, this, &TerminalView::scheduleUpdate);
    connect(m_model, &TerminalModel::outputReady, this, &TerminalView::answer);
    connect(m_model, &TerminalModel::titleChanged, this, &TerminalView::titleChanged);
    connect(m_model, &TerminalModel::bell, this, &TerminalView::bell);
    m_bellTimer.setSingleShot(true);
    m_bellTimer.setInterval(BellFlashMs);
    connect(&m_bellTimer, &QTimer::timeout, viewport(), qOverload<>(&QWidget::update));
    connect(m_model, &TerminalModel::bell, this, [this] {
        if (!m_visualBell)
            return;
        m_bellTimer.start();
        viewport()->update();
    });
    connect(m_model, &TerminalModel::altScreenChanged, this, [this] {
        m_scrollOffset = 0;
        updateScrollBar();
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        if (m_updatingScrollBar)
            return;
        m_scrollOffset = std::max(0, m_model->scrollbackLines() - value);
        viewport()->update();
    });

    QFont base = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    base.setStyleHint(QFont::Monospace);
    if (base.pointSizeF() < 10)
        base.setPointSizeF(10);
    setTerminalFont(base);
}

TerminalView::~TerminalView() = default;

// ---------------------------------------------------------------- wiring

void TerminalView::setChannel(TerminalChannel *channel)
{
    if (m_channel == channel)
        return;
    if (m_channel)
        disconnect(m_channel, nullptr, this, nullptr);
    m_channel = channel;
    if (!channel)
        return;
    connect(channel, &TerminalChannel::dataReceived, this, &TerminalView::onData);
    connect(channel, &TerminalChannel::exited, this, [this](int code) {
        appendExitMessage(code);
        emit finished(code);
    });
    connect(channel, &TerminalChannel::replayExpected, this, &TerminalView::expectReplay);
    connect(channel, &TerminalChannel::exited, this, &TerminalView::endReplay);
    connect(channel, &TerminalChannel::errorOccurred, this, &TerminalView::endReplay);
    connect(channel, &TerminalChannel::reconnecting, this, &TerminalView::endReplay);
    connect(channel, &TerminalChannel::reconnecting, this, [this](const QString &why) {
        appendNotice(tr("[Connection lost (%1), reconnecting\u2026]").arg(why));
    });
    connect(channel, &TerminalChannel::reattached, this, &TerminalView::startOver);
    connect(channel, &TerminalChannel::terminalEnded, this, [this] {
        appendNotice(tr("[The terminal has ended]"));
        m_endNoticeShown = true;
    });
    connect(channel, &TerminalChannel::errorOccurred, this, [this](const QString &message) {
        if (!std::exchange(m_endNoticeShown, false))
            appendNotice(tr("[Disconnected: %1]").arg(ErrorText::forTerminal(message)));
    });
    connect(channel, &TerminalChannel::fixedSizeChanged, this, &TerminalView::setFixedGridSize);
    channel->resize(m_model->cols(), m_model->rows());
}

void TerminalView::setFixedGridSize(int cols, int rows)
{
    m_fixedGrid = cols > 0 && rows > 0 ? QSize(cols, rows) : QSize();
    updateGridSize();
    viewport()->update(); // the margin around a fixed grid is drawn as a letterbox
}

TerminalChannel *TerminalView::channel() const
{
    return m_channel.data();
}

void TerminalView::send(const QByteArray &bytes, bool announce)
{
    if (!bytes.isEmpty() && m_channel) {
        m_channel->sendInput(bytes);
        m_sinceInput.start();
        m_flushedSinceInput = false;
        if (announce)
            emit inputSent(bytes);
    }
}

void TerminalView::answer(const QByteArray &bytes)
{
    // The terminal's own answers (device reports) are not input: never broadcast.
    if (m_replayRemaining <= 0)
        send(bytes, false);
}

void TerminalView::onData(const QByteArray &bytes)
{
    if (m_replayRemaining <= 0) {
        m_model->feed(bytes);
        return;
    }
    const qsizetype replayed = qsizetype(std::min<qint64>(m_replayRemaining, bytes.size()));
    m_model->feed(bytes.constData(), replayed); // answer() drops what this makes the model say
    if (m_replayRemaining - replayed > 0) {
        m_replayRemaining -= replayed;
        return;
    }
    endReplay();
    if (replayed < bytes.size())
        m_model->feed(bytes.constData() + replayed, bytes.size() - replayed);
}

void TerminalView::expectReplay(qint64 bytes, int cols, int rows)
{
    m_replayRemaining = bytes;
    // Wrapped lines and cursor moves in the replay fit the size they were written at only:
    // take it in at that size, then fit it to this view (reflowing, as for any resize).
    if (cols > 0 && rows > 0 && !m_fixedGrid.isValid()
        && (cols != m_model->cols() || rows != m_model->rows()))
        m_model->resize(cols, rows);
}

void TerminalView::endReplay()
{
    if (m_replayRemaining == 0)
        return;
    m_replayRemaining = 0;
    updateGridSize();
}

void TerminalView::feed(const QByteArray &bytes)
{
    m_model->feed(bytes);
}

void TerminalView::appendExitMessage(int code)
{
    appendNotice(m_runsCommand ? tr("[The command has ended (exit %1)]").arg(code)
                               : tr("[Process exited with code %1]").arg(code));
}

void TerminalView::appendNotice(const QString &text)
{
    m_model->feed("\x1b[0m\r\n\x1b[2m" + text.toUtf8() + "\x1b[0m\r\n");
}

void TerminalView::startOver()
{
    // The replay that follows holds this output again (and the notice goes with it).
    m_model->reset();
    m_model->clearScrollback();
    scrollToBottom();
}

// ---------------------------------------------------------------- appearance

QStringList TerminalView::cjkFallbackFamilies(const QLocale &locale)
{
    const QString sc = QStringLiteral("Noto Sans Mono CJK SC");
    const QString tc = QStringLiteral("Noto Sans Mono CJK TC");
    const QString hk = QStringLiteral("Noto Sans Mono CJK HK");
    const QString jp = QStringLiteral("Noto Sans Mono CJK JP");
    const QString kr = QStringLiteral("Noto Sans Mono CJK KR");
    switch (locale.language()) {
    case QLocale::Japanese:
        return {jp, sc, tc, kr};
    case QLocale::Korean:
        return {kr, sc, jp, tc};
    case QLocale::Chinese:
        if (locale.script() == QLocale::TraditionalHanScript || locale.territory() == QLocale::Taiwan)
            return {tc, hk, sc, jp, kr};
        if (locale.territory() == QLocale::HongKong)
            return {hk, tc, sc, jp, kr};
        return {sc, tc, jp, kr};
    default:
        return {sc, jp, tc, kr};
    }
}

void TerminalView::setTerminalFont(const QFont &font)
{
    m_baseFont = font;
    m_zoom = 0;
    updateFontMetrics();
}

void TerminalView::updateFontMetrics()
{
    // The terminals of a window share their font (but for zoom and profile), and working it out
    // is slow (QRawFont::fromFont lays out text: ~1.7 ms a view, 35 ms for 20 reopened tabs):
    // once per font, zoom and locale for the process (GUI thread only; never freed: its raw
    // fonts must not outlive the font database at exit).
    static auto *const known = new QHash<QString, FontMetrics>;
    const QString key = m_baseFont.key() + QLatin1Char('|') + m_baseFont.families().join(QLatin1Char(','))
        + QLatin1Char('|') + QString::number(m_zoom) + QLatin1Char('|') + QLocale().bcp47Name();
    auto found = known->constFind(key);
    if (found == known->constEnd())
        found = known->insert(key, computeFontMetrics());
    m_font = found->font;
    m_cellWidth = found->cellWidth;
    m_cellHeight = found->cellHeight;
    m_variants = found->variants;
    m_advanceCache.clear();
    m_glyphCache.clear();
    updateGridSize();
    viewport()->update();
    QGuiApplication::inputMethod()->update(Qt::ImFont | Qt::ImCursorRectangle);
}

TerminalView::FontMetrics TerminalView::computeFontMetrics() const
{
    QFont f = m_baseFont;
    const qreal size = f.pointSizeF() > 0 ? f.pointSizeF() : 10.0;
    f.setPointSizeF(std::max<qreal>(4.0, size + m_zoom));
    f.setStyleHint(QFont::Monospace);
    f.setFixedPitch(true);
    f.setKerning(false);
    // Qt picks the Han fallback from the process locale, not from the text: name the CJK
    // families explicitly, in the order the UI language prefers.
    // Resolve aliases such as "monospace" first: in a family list Qt would skip an alias and
    // use the first CJK font for Latin text too.
    const QString primary = QFontInfo(m_baseFont).family();
    QStringList families{primary};
    const QStringList cjk = cjkFallbackFamilies(QLocale());
    for (const QString &fam : cjk) {
        if (!families.contains(fam))
            families << fam;
    }
    f.setFamilies(families);
    FontMetrics metrics;
    metrics.font = f;

    const QFontMetricsF fm(f);
    metrics.cellWidth = std::max(1, int(std::lround(fm.horizontalAdvance(QLatin1Char('M')))));
    metrics.cellHeight = std::max(1, int(std::ceil(fm.height())));
    for (int i = 0; i < 4; ++i) {
        FontVariant &v = metrics.variants[size_t(i)];
        v.font = f;
        v.font.setBold(i & 1);
        v.font.setItalic(i & 2);
        v.raw = QRawFont::fromFont(v.font, QFontDatabase::Latin);
        v.ascent = QFontMetricsF(v.font).ascent();
        v.fallbacks.clear();
        for (int k = 1; k < families.size(); ++k) {
            QFont ff = v.font;
            ff.setFamilies({families.at(k)});
            const QRawFont raw = QRawFont::fromFont(ff);
            if (raw.isValid())
                v.fallbacks.push_back(raw);
        }
        v.glyphs.fill(0);
        if (v.raw.isValid()) {
            QChar chars[128];
            for (int c = 0; c < 128; ++c)
                chars[c] = QChar(c);
            quint32 idx[128];
            int n = 128;
            if (v.raw.glyphIndexesForChars(chars, 128, idx, &n)) {
                for (int c = 0x20; c < 0x7f && c < n; ++c)
                    v.glyphs[size_t(c)] = idx[c];
            }
        }
    }
    return metrics;
}

void TerminalView::setTheme(const TerminalTheme &theme)
{
    m_theme = theme;
    viewport()->update();
}

void TerminalView::setCursorBlinkEnabled(bool enabled)
{
    m_blinkEnabled = enabled;
    resetBlink();
}

void TerminalView::setScrollbackLimit(int lines)
{
    m_model->setScrollbackLimit(lines);
    m_scrollOffset = std::min(m_scrollOffset, m_model->scrollbackLines());
    updateScrollBar();
}

void TerminalView::zoomIn()
{
    ++m_zoom;
    updateFontMetrics();
}

void TerminalView::zoomOut()
{
    const qreal size = m_baseFont.pointSizeF() > 0 ? m_baseFont.pointSizeF() : 10.0;
    if (size + m_zoom - 1 < 4)
        return;
    --m_zoom;
    updateFontMetrics();
}

void TerminalView::resetZoom()
{
    m_zoom = 0;
    updateFontMetrics();
}

QSize TerminalView::sizeHint() const
{
    const int sb = verticalScrollBar()->sizeHint().width();
    return QSize(80 * m_cellWidth + sb, 24 * m_cellHeight);
}

// ---------------------------------------------------------------- geometry

void TerminalView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateGridSize();
}

void TerminalView::updateGridSize()
{
    const QSize vs = viewport()->size();
    const int cols = m_fixedGrid.isValid() ? m_fixedGrid.width() : std::max(2, vs.width() / m_cellWidth);
    const int rows = m_fixedGrid.isValid() ? m_fixedGrid.height() : std::max(1, vs.height() / m_cellHeight);
    if ((cols == m_model->cols() && rows == m_model->rows()) || m_replayRemaining > 0)
        return; // while replaying, the grid keeps the replay's size (endReplay fits it)
    m_model->resize(cols, rows);
    m_scrollOffset = std::min(m_scrollOffset, m_model->scrollbackLines());
    if (m_channel)
        m_channel->resize(cols, rows);
    updateScrollBar();
    viewport()->update();
    emit terminalSizeChanged(cols, rows);
}

int TerminalView::topLine() const
{
    return m_model->scrollbackLines() - m_scrollOffset;
}

QRect TerminalView::cellRect(int row, int col) const
{
    return QRect(col * m_cellWidth, (row + m_scrollOffset) * m_cellHeight, m_cellWidth, m_cellHeight);
}

int TerminalView::screenRowAt(const QPoint &pos) const
{
    return std::clamp(pos.y() / m_cellHeight, 0, m_model->rows() - 1);
}

int TerminalView::screenColAt(const QPoint &pos) const
{
    return std::clamp(pos.x() / m_cellWidth, 0, m_model->cols() - 1);
}

TerminalPos TerminalView::posAt(const QPoint &pos) const
{
    const int row = pos.y() < 0 ? -1 - (-pos.y() / m_cellHeight) : pos.y() / m_cellHeight;
    const int line = std::clamp(topLine() + row, 0, m_model->totalLines() - 1);
    // A double-width line's cells are twice as wide.
    if (m_model->bufferLineAttr(line) != TerminalModel::LineAttr::Normal)
        return TerminalPos{line, std::clamp(pos.x() / (2 * m_cellWidth), 0, m_model->cols() - 1)};
    return TerminalPos{line, screenColAt(pos)};
}

// ---------------------------------------------------------------- scrolling

void TerminalView::updateScrollBar()
{
    QScrollBar *bar = verticalScrollBar();
    const int sb = m_model->scrollbackLines();
    m_scrollOffset = std::clamp(m_scrollOffset, 0, sb);
    m_updatingScrollBar = true;
    bar->setRange(0, sb);
    bar->setPageStep(m_model->rows());
    bar->setSingleStep(1);
    bar->setValue(sb - m_scrollOffset);
    m_updatingScrollBar = false;
}

void TerminalView::scrollContentsBy(int, int)
{
    // Scrolling is handled through the scroll bar's valueChanged signal.
}

void TerminalView::scrollLines(int delta)
{
    const int sb = m_model->scrollbackLines();
    const int offset = std::clamp(m_scrollOffset - delta, 0, sb);
    if (offset == m_scrollOffset)
        return;
    m_scrollOffset = offset;
    updateScrollBar();
    viewport()->update();
}

void TerminalView::scrollToBottom()
{
    if (m_scrollOffset == 0)
        return;
    m_scrollOffset = 0;
    updateScrollBar();
    viewport()->update();
}

void TerminalView::ensureVisible(int line)
{
    const int top = topLine();
    const int rows = m_model->rows();
    if (line >= top && line < top + rows)
        return;
    const int sb = m_model->scrollbackLines();
    // Put the line about a third from the top.
    const int wantedTop = std::clamp(line - rows / 3, 0, sb);
    m_scrollOffset = sb - wantedTop;
    updateScrollBar();
    viewport()->update();
}

// ---------------------------------------------------------------- repaint coalescing

void TerminalView::scheduleUpdate()
{
    // An echoed key after a pause is painted in this event loop pass (0 ms: the rest of the
    // read is parsed first); a stream is coalesced into at most one flush per frame. The first
    // output after input (its echo) is painted at once even within a frame: a key typed right
    // after other output waited for the rest of that frame (up to 16 ms, the keystroke p99).
    constexpr qint64 EchoWindowMs = 500;
    const bool echo = !m_flushedSinceInput && m_sinceInput.isValid() && m_sinceInput.elapsed() < EchoWindowMs;
    if (m_frameTimer.isActive() && !(echo && m_frameTimer.remainingTime() > 0))
        return;
    const qint64 sinceFlush = m_sinceFlush.isValid() ? m_sinceFlush.elapsed() : qint64(FrameIntervalMs);
    m_frameTimer.start(echo ? 0 : int(std::max<qint64>(0, FrameIntervalMs - sinceFlush)));
}

void TerminalView::flushUpdates()
{
    m_frameTimer.stop();
    m_sinceFlush.start();
    m_flushedSinceInput = true;
    const TerminalModel::Damage d = m_model->takeDamage();
    const int rows = m_model->rows();
    bool full = false;
    if (m_scrollOffset > 0 && d.scrolledLines > 0) {
        // Keep the lines the user is reading in place while output continues.
        m_scrollOffset = std::min(m_scrollOffset + d.scrolledLines, m_model->scrollbackLines());
    }
    if (d.scrolledLines > 0 || d.droppedLines > 0
        || verticalScrollBar()->maximum() != m_model->scrollbackLines()) {
        updateScrollBar();
        full = m_scrollOffset > 0 ? false : full;
    }
    if (m_scrollOffset > 0) {
        // Scrolled back: only rows of the live screen that are visible need painting.
        if (d.firstRow >= 0) {
            const int first = d.firstRow + m_scrollOffset;
            if (first < rows) {
                const int last = std::min(rows - 1, d.lastRow + m_scrollOffset);
                viewport()->update(
                    QRect(0, first * m_cellHeight, viewport()->width(), (last - first + 1) * m_cellHeight));
            }
        }
        if (d.droppedLines > 0)
            full = true;
    } else if (d.firstRow >= 0) {
        int last = d.lastRow;
        if (last == rows - 1)
            last = rows + 1; // include the margin below the grid
        viewport()->update(
            QRect(0, d.firstRow * m_cellHeight, viewport()->width(), (last - d.firstRow + 1) * m_cellHeight));
    }
    if (full)
        viewport()->update();
    const QRect cursor = cellRect(m_model->cursorRow(), m_model->cursorCol());
    const bool cursorMoved = cursor != m_lastCursorRect;
    if (cursorMoved) {
        viewport()->update(m_lastCursorRect);
        m_lastCursorRect = cursor;
        viewport()->update(cursor);
        QGuiApplication::inputMethod()->update(Qt::ImCursorRectangle);
    }
    // Screen readers re-read the text when told it changed (TerminalAccessible).
    if (QAccessible::isActive() && (d.firstRow >= 0 || d.scrolledLines > 0 || cursorMoved)) {
        QAccessibleEvent changed(this, QAccessible::VisibleDataChanged);
        QAccessible::updateAccessibility(&changed);
        if (cursorMoved) {
            QAccessibleTextCursorEvent moved(
                this, QAccessible::queryAccessibleInterface(this)->textInterface()->cursorPosition());
            QAccessible::updateAccessibility(&moved);
        }
    }
    // Any-motion mouse reporting (1003) needs move events without a pressed button.
    const bool tracking = m_model->mouseMode() >= 3;
    if (viewport()->hasMouseTracking() != tracking)
        viewport()->setMouseTracking(tracking);
    if (m_model->cursorBlinking() && m_blinkEnabled) {
        if (!m_blinkTimer.isActive() && hasFocus())
            m_blinkTimer.start();
    } else if (m_blinkTimer.isActive()) {
        m_blinkTimer.stop();
        m_blinkOn = true;
    }
}

void TerminalView::resetBlink()
{
    m_blinkOn = true;
    if (m_blinkEnabled && m_model->cursorBlinking() && hasFocus())
        m_blinkTimer.start();
    else
        m_blinkTimer.stop();
    viewport()->update(m_lastCursorRect);
}

// ---------------------------------------------------------------- painting

QRgb TerminalView::foregroundOf(const TerminalCell &cell, quint8 highlight) const
{
    if (highlight == SelectedHighlight)
        return m_theme.selectionText;
    if (highlight != NoHighlight)
        return m_theme.searchMatchText;
    const bool reverse = bool(cell.attrs & TerminalCell::Reverse) != m_model->reverseVideo();
    quint32 fg = cell.fg;
    if ((cell.attrs & TerminalCell::Bold) && m_theme.boldIsBright && TerminalColor::isIndexed(fg)
        && (fg & 0xff) < 8)
        fg = TerminalColor::indexed(int(fg & 0xff) + 8);
    return reverse ? m_theme.resolve(cell.bg, m_theme.background) : m_theme.resolve(fg, m_theme.foreground);
}

QRgb TerminalView::backgroundOf(const TerminalCell &cell, quint8 highlight) const
{
    switch (highlight) {
    case SelectedHighlight:
        return m_theme.selection;
    case MatchHighlight:
        return m_theme.searchMatch;
    case CurrentMatchHighlight:
        return m_theme.searchCurrent;
    default:
        break;
    }
    const bool reverse = bool(cell.attrs & TerminalCell::Reverse) != m_model->reverseVideo();
    return reverse ? m_theme.resolve(cell.fg, m_theme.foreground)
                   : m_theme.resolve(cell.bg, m_theme.background);
}

void TerminalView::paintEvent(QPaintEvent *event)
{
    QPainter p(viewport());
    const QRect clip = event->rect();
    const int rows = m_model->rows();
    const int cols = m_model->cols();
    const int sb = m_model->scrollbackLines();
    const int top = topLine();
    const int firstRow = std::max(0, clip.top() / m_cellHeight);
    const int lastRow = std::min(rows - 1, clip.bottom() / m_cellHeight);
    const QRgb defaultBg = m_model->reverseVideo() ? m_theme.foreground : m_theme.background;

    m_paintMatches.clear();
    if (!m_searchText.isEmpty() && firstRow <= lastRow)
        m_paintMatches = m_model->findAll(m_searchText, m_searchCs, top + firstRow, top + lastRow);
    for (int r = firstRow; r <= lastRow; ++r) {
        const int line = top + r;
        const TerminalCell *cells;
        if (line >= sb) {
            cells = m_model->screenRow(line - sb);
        } else {
            m_model->lineCells(line, m_lineBuffer);
            cells = m_lineBuffer.data();
        }
        const TerminalModel::LineAttr attr = m_model->bufferLineAttr(line);
        if (attr == TerminalModel::LineAttr::Normal) {
            paintLine(p, r * m_cellHeight, cells, line);
            continue;
        }
        p.save();
        scaleForLine(p, r * m_cellHeight, m_cellHeight, viewport()->width(), attr);
        paintLine(p, r * m_cellHeight, cells, line);
        p.restore();
    }
    // Margins right of and below the grid; a fixed grid's (a mirror's) are a letterbox.
    const int gridW = cols * m_cellWidth;
    const int gridH = rows * m_cellHeight;
    const QColor margin = m_fixedGrid.isValid() ? QColor(defaultBg).darker(140) : QColor(defaultBg);
    if (clip.right() >= gridW)
        p.fillRect(QRect(gridW, clip.top(), clip.right() - gridW + 1, clip.height()), margin);
    if (clip.bottom() >= gridH)
        p.fillRect(QRect(clip.left(), gridH, clip.width(), clip.bottom() - gridH + 1), margin);

    p.save(); // the cursor on a double-width line is as wide as its cell
    const TerminalModel::LineAttr cursorAttr = m_model->lineAttr(m_model->cursorRow());
    if (cursorAttr != TerminalModel::LineAttr::Normal)
        scaleForLine(p, (m_model->cursorRow() + m_scrollOffset) * m_cellHeight, m_cellHeight,
                     viewport()->width(), cursorAttr);
    paintCursor(p);
    p.restore();
    paintPreedit(p);
    if (m_bellTimer.isActive()) { // the visual bell: the text colour over everything, faintly
        QColor tint(m_theme.foreground);
        tint.setAlpha(80);
        p.fillRect(viewport()->rect(), tint);
    }
}

bool TerminalView::lineHighlight(int line, const TerminalCell *cells)
{
    const int cols = m_model->cols();
    int first = 0;
    int last = -1;
    const bool selected = m_model->selectedColumns(line, cells, &first, &last);
    bool any = false;
    for (const TerminalRange &m : m_paintMatches) {
        if (m.start.line <= line && m.end.line >= line) {
            any = true;
            break;
        }
    }
    if (!selected && !any)
        return false;
    m_highlight.assign(size_t(cols), NoHighlight);
    auto mark = [&](int c0, int c1, quint8 kind) {
        c0 = std::max(c0, 0);
        c1 = std::min(c1, cols - 1);
        for (int c = c0; c <= c1; ++c)
            m_highlight[size_t(c)] = std::max(m_highlight[size_t(c)], kind);
    };
    if (selected)
        mark(first, last, SelectedHighlight);
    const bool plainSelection = m_model->hasSelection() && !m_model->isBlockSelection();
    const TerminalRange selection{m_model->selectionStart(), m_model->selectionEnd()};
    for (const TerminalRange &m : m_paintMatches) {
        if (m.start.line > line || m.end.line < line)
            continue;
        const quint8 kind = plainSelection && m == selection ? CurrentMatchHighlight : MatchHighlight;
        mark(m.start.line == line ? m.start.col : 0, m.end.line == line ? m.end.col : cols - 1, kind);
    }
    return true;
}

void TerminalView::paintLine(QPainter &p, int y, const TerminalCell *cells, int line)
{
    const int cols = m_model->cols();
    const bool anyHighlight = lineHighlight(line, cells);
    auto highlightAt
        = [&](int col) -> quint8 { return anyHighlight ? m_highlight[size_t(col)] : quint8(NoHighlight); };

    // 1. Backgrounds, in runs of equal colour.
    int c = 0;
    while (c < cols) {
        const QRgb bg = backgroundOf(cells[c], highlightAt(c));
        int e = c + 1;
        while (e < cols && backgroundOf(cells[e], highlightAt(e)) == bg)
            ++e;
        p.fillRect(QRect(c * m_cellWidth, y, (e - c) * m_cellWidth, m_cellHeight), QColor(bg));
        c = e;
    }

    // 2. Text: ASCII runs as one glyph run, everything else cell by cell at its column.
    c = 0;
    while (c < cols) {
        const TerminalCell &cell = cells[c];
        if (cell.ch == 0 || cell.ch == U' ' || cell.isWideTail()) {
            ++c;
            continue;
        }
        const QRgb fg = foregroundOf(cell, highlightAt(c));
        const int variant
            = ((cell.attrs & TerminalCell::Bold) ? 1 : 0) | ((cell.attrs & TerminalCell::Italic) ? 2 : 0);
        const FontVariant &fv = m_variants[size_t(variant)];
        if (isAsciiGlyph(cell.ch) && fv.glyphs[cell.ch] != 0) {
            m_glyphBuffer.clear();
            m_positionBuffer.clear();
            int e = c;
            while (e < cols) {
                const TerminalCell &x = cells[e];
                if (x.ch == 0 || x.ch == U' ') {
                    ++e; // blanks inside a run cost nothing
                    continue;
                }
                if (!isAsciiGlyph(x.ch) || fv.glyphs[x.ch] == 0
                    || ((x.attrs ^ cell.attrs) & (TerminalCell::Bold | TerminalCell::Italic))
                    || foregroundOf(x, highlightAt(e)) != fg)
                    break;
                m_glyphBuffer.append(fv.glyphs[x.ch]);
                m_positionBuffer.append(QPointF(e * m_cellWidth, 0));
                ++e;
            }
            QGlyphRun run;
            run.setRawFont(fv.raw);
            run.setGlyphIndexes(m_glyphBuffer);
            run.setPositions(m_positionBuffer);
            p.setPen(QColor(fg));
            p.drawGlyphRun(QPointF(0, y + fv.ascent), run);
            c = e;
            continue;
        }
        // Other characters: cached glyphs from the primary or a fallback font, centred in
        // their cells, batched while font and colour stay the same.
        const int span = cell.isWide() ? 2 : 1;
        if (TerminalBoxDrawing::handles(cell.ch)) {
            // Lines and blocks reach the cell's edges: borders join across rows and columns.
            TerminalBoxDrawing::draw(p, cell.ch, QRect(c * m_cellWidth, y, span * m_cellWidth, m_cellHeight),
                                     QColor(fg));
            c += span;
            continue;
        }
        if (!(cell.ch & TerminalCell::CombinedFlag)) {
            const CachedGlyph &g = glyphFor(cell.ch, variant, span);
            if (g.font != -2) {
                m_glyphBuffer.clear();
                m_positionBuffer.clear();
                m_glyphBuffer.append(g.glyph);
                m_positionBuffer.append(QPointF(c * m_cellWidth + g.offset, 0));
                const int font = g.font;
                int e = c + span;
                while (e < cols) {
                    const TerminalCell &x = cells[e];
                    if (x.ch == 0 || x.ch == U' ' || x.isWideTail()) {
                        ++e;
                        continue;
                    }
                    if (isAsciiGlyph(x.ch) || (x.ch & TerminalCell::CombinedFlag)
                        || TerminalBoxDrawing::handles(x.ch)
                        || ((x.attrs ^ cell.attrs) & (TerminalCell::Bold | TerminalCell::Italic))
                        || foregroundOf(x, highlightAt(e)) != fg)
                        break;
                    const int xs = x.isWide() ? 2 : 1;
                    const CachedGlyph &gx = glyphFor(x.ch, variant, xs);
                    if (gx.font != font)
                        break;
                    m_glyphBuffer.append(gx.glyph);
                    m_positionBuffer.append(QPointF(e * m_cellWidth + gx.offset, 0));
                    e += xs;
                }
                QGlyphRun run;
                run.setRawFont(font < 0 ? fv.raw : fv.fallbacks[size_t(font)]);
                run.setGlyphIndexes(m_glyphBuffer);
                run.setPositions(m_positionBuffer);
                p.setPen(QColor(fg));
                p.drawGlyphRun(QPointF(0, y + fv.ascent), run);
                c = e;
                continue;
            }
        }
        p.setPen(QColor(fg));
        drawCellText(p, fv, c, y, span, m_model->cellText(cell));
        c += span;
    }

    // 3. Underline and strike-through, in runs.
    c = 0;
    while (c < cols) {
        const TerminalCell &cell = cells[c];
        const int ul = cell.underline();
        const bool strike = cell.attrs & TerminalCell::Strike;
        if (!ul && !strike) {
            ++c;
            continue;
        }
        const QRgb fg = foregroundOf(cell, highlightAt(c));
        int e = c + 1;
        while (e < cols && cells[e].underline() == ul && bool(cells[e].attrs & TerminalCell::Strike) == strike
               && foregroundOf(cells[e], highlightAt(e)) == fg)
            ++e;
        const qreal x0 = c * m_cellWidth;
        const qreal x1 = e * m_cellWidth;
        const qreal base = y + m_variants[0].ascent;
        const qreal lw = std::max<qreal>(1.0, m_cellHeight / 16.0);
        QPen pen{QColor(fg)};
        pen.setWidthF(lw);
        p.setPen(pen);
        if (ul == 1) {
            p.drawLine(QPointF(x0, base + lw * 1.5), QPointF(x1, base + lw * 1.5));
        } else if (ul == 2) {
            p.drawLine(QPointF(x0, base + lw), QPointF(x1, base + lw));
            p.drawLine(QPointF(x0, base + lw * 3), QPointF(x1, base + lw * 3));
        } else if (ul == 3) {
            QPainterPath path;
            const qreal amp = lw * 1.5;
            const qreal step = std::max<qreal>(2.0, m_cellWidth / 2.0);
            path.moveTo(x0, base + amp);
            bool upStroke = true;
            for (qreal x = x0 + step; x <= x1 + 0.01; x += step) {
                path.lineTo(x, base + (upStroke ? -amp : amp) + amp);
                upStroke = !upStroke;
            }
            p.save();
            p.setRenderHint(QPainter::Antialiasing, true);
            p.drawPath(path);
            p.restore();
        }
        if (strike) {
            const qreal sy = y + m_cellHeight / 2.0;
            p.drawLine(QPointF(x0, sy), QPointF(x1, sy));
        }
        c = e;
    }
}

const TerminalView::CachedGlyph &TerminalView::glyphFor(char32_t ch, int variant, int span)
{
    const quint64 key = (quint64(ch) << 8) | quint64(variant << 2) | quint64(span);
    auto it = m_glyphCache.find(key);
    if (it != m_glyphCache.end())
        return it.value();
    CachedGlyph g;
    const FontVariant &fv = m_variants[size_t(variant)];
    QChar chars[2];
    int n = 1;
    if (ch >= 0x10000) {
        chars[0] = QChar(QChar::highSurrogate(ch));
        chars[1] = QChar(QChar::lowSurrogate(ch));
        n = 2;
    } else {
        chars[0] = QChar(char16_t(ch));
    }
    auto tryFont = [&](const QRawFont &raw, int index) {
        if (!raw.isValid() || !raw.supportsCharacter(uint(ch)))
            return false;
        quint32 glyphs[2] = {0, 0};
        int count = 2;
        if (!raw.glyphIndexesForChars(chars, n, glyphs, &count) || count < 1 || glyphs[0] == 0)
            return false;
        QPointF advance;
        raw.advancesForGlyphIndexes(glyphs, &advance, 1);
        g.font = index;
        g.glyph = glyphs[0];
        g.offset = std::max<qreal>(0.0, (span * m_cellWidth - advance.x()) / 2.0);
        return true;
    };
    if (!tryFont(fv.raw, -1)) {
        for (size_t k = 0; k < fv.fallbacks.size(); ++k) {
            if (tryFont(fv.fallbacks[k], int(k)))
                break;
        }
    }
    return m_glyphCache.insert(key, g).value();
}

void TerminalView::drawCellText(QPainter &p, const FontVariant &fv, int col, int y, int span,
                                const QString &text)
{
    if (text.isEmpty())
        return;
    // Centre the glyph in its cells: fallback fonts (CJK, symbols) have their own advances.
    const quint64 key = (quint64(qHash(text)) << 2) | quint64(&fv - m_variants.data());
    auto it = m_advanceCache.constFind(key);
    qreal advance;
    if (it != m_advanceCache.constEnd()) {
        advance = it.value();
    } else {
        advance = QFontMetricsF(fv.font).horizontalAdvance(text);
        m_advanceCache.insert(key, advance);
    }
    const qreal width = span * m_cellWidth;
    const qreal x = col * m_cellWidth + std::max<qreal>(0.0, (width - advance) / 2.0);
    p.setFont(fv.font);
    p.drawText(QPointF(x, y + fv.ascent), text);
}

void TerminalView::paintCursor(QPainter &p)
{
    const int row = m_model->cursorRow() + m_scrollOffset;
    if (!m_model->cursorVisible() || row >= m_model->rows() || !m_preedit.isEmpty())
        return;
    const int col = m_model->cursorCol();
    const TerminalCell &cell = m_model->cell(m_model->cursorRow(), col);
    const int span = cell.isWide() ? 2 : 1;
    const QRect r(col * m_cellWidth, row * m_cellHeight, span * m_cellWidth, m_cellHeight);
    const QColor colour(m_theme.cursor);
    if (!hasFocus()) {
        p.setPen(colour);
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(0, 0, -1, -1));
        return;
    }
    if (!m_blinkOn)
        return;
    switch (m_model->cursorShape()) {
    case TerminalModel::CursorShape::Block: {
        p.fillRect(r, colour);
        const QString text = m_model->cellText(cell);
        if (!text.isEmpty()) {
            const int variant
                = ((cell.attrs & TerminalCell::Bold) ? 1 : 0) | ((cell.attrs & TerminalCell::Italic) ? 2 : 0);
            p.setPen(QColor(m_theme.cursorText));
            drawCellText(p, m_variants[size_t(variant)], col, r.y(), span, text);
        }
        break;
    }
    case TerminalModel::CursorShape::Underline:
        p.fillRect(QRect(r.x(), r.bottom() - 1, r.width(), 2), colour);
        break;
    case TerminalModel::CursorShape::Bar:
        p.fillRect(QRect(r.x(), r.y(), 2, r.height()), colour);
        break;
    }
}

void TerminalView::paintPreedit(QPainter &p)
{
    if (m_preedit.isEmpty())
        return;
    const int row = m_model->cursorRow() + m_scrollOffset;
    if (row >= m_model->rows())
        return;
    const FontVariant &fv = m_variants[0];
    const QFontMetricsF fm(fv.font);
    int col = m_model->cursorCol();
    const int y = row * m_cellHeight;
    int cursorX = col * m_cellWidth;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, m_preedit);
    int start = 0;
    const QColor bg(m_theme.background);
    const QColor fg(m_theme.foreground);
    while (start < m_preedit.size()) {
        int end = finder.toNextBoundary();
        if (end < 0)
            end = int(m_preedit.size());
        const QString g = m_preedit.mid(start, end - start);
        const int span = fm.horizontalAdvance(g) > m_cellWidth * 1.4 ? 2 : 1;
        const QRect cellR(col * m_cellWidth, y, span * m_cellWidth, m_cellHeight);
        p.fillRect(cellR, bg);
        p.setPen(fg);
        drawCellText(p, fv, col, y, span, g);
        p.drawLine(cellR.bottomLeft(), cellR.bottomRight());
        if (start < m_preeditCursor)
            cursorX = (col + span) * m_cellWidth;
        col += span;
        start = end;
    }
    p.fillRect(QRect(cursorX, y, 2, m_cellHeight), QColor(m_theme.cursor));
}

// ---------------------------------------------------------------- keyboard

bool TerminalView::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        // Keys the terminal program needs must reach it before any application shortcut,
        // except Ctrl+Shift combinations (kept for the application and for copy/paste).
        auto *ke = static_cast<QKeyEvent *>(event);
        const auto mods = ke->modifiers()
            & (Qt::ControlModifier | Qt::AltModifier | Qt::ShiftModifier | Qt::MetaModifier);
        const bool ctrlShift = (mods & Qt::ControlModifier) && (mods & Qt::ShiftModifier);
        if (!ctrlShift && (mods & (Qt::ControlModifier | Qt::AltModifier)) && ke->key() != Qt::Key_PageUp
            && ke->key() != Qt::Key_PageDown) {
            ke->accept();
            return true;
        }
    }
    if (event->type() == QEvent::KeyPress) {
        auto *ke = static_cast<QKeyEvent *>(event);
        if (ke->key() == Qt::Key_Tab || ke->key() == Qt::Key_Backtab) {
            keyPressEvent(ke);
            return true;
        }
    }
    return QAbstractScrollArea::event(event);
}

void TerminalView::keyPressEvent(QKeyEvent *event)
{
    const Qt::KeyboardModifiers mods = event->modifiers();
    const bool ctrl = mods & Qt::ControlModifier;
    const bool shift = mods & Qt::ShiftModifier;
    const bool alt = mods & Qt::AltModifier;
    const int key = event->key();

    if (ctrl && shift && !alt) {
        if (key == Qt::Key_C) {
            copy();
            return;
        }
        if (key == Qt::Key_V) {
            pasteClipboard();
            return;
        }
    }
    if (shift && !ctrl && !alt) {
        switch (key) {
        case Qt::Key_PageUp:
            scrollLines(-std::max(1, m_model->rows() - 1));
            return;
        case Qt::Key_PageDown:
            scrollLines(std::max(1, m_model->rows() - 1));
            return;
        case Qt::Key_Insert:
            pasteSelection();
            return;
        default:
            break;
        }
    }
    if (ctrl && !alt) {
        if (key == Qt::Key_Equal || key == Qt::Key_Plus) {
            zoomIn();
            return;
        }
        if (key == Qt::Key_Minus && !shift) {
            zoomOut();
            return;
        }
        if (key == Qt::Key_0 && !shift && !(mods & Qt::KeypadModifier)) {
            resetZoom();
            return;
        }
    }
    if (key == Qt::Key_Shift || key == Qt::Key_Control || key == Qt::Key_Alt || key == Qt::Key_Meta
        || key == Qt::Key_AltGr || key == Qt::Key_CapsLock || key == Qt::Key_NumLock
        || key == Qt::Key_ScrollLock)
        return;

    const QByteArray bytes = m_model->encodeKey(key, mods, event->text());
    if (bytes.isEmpty()) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
    scrollToBottom();
    resetBlink();
    send(bytes);
}

// ---------------------------------------------------------------- input method

void TerminalView::inputMethodEvent(QInputMethodEvent *event)
{
    const QString commit = event->commitString();
    if (!commit.isEmpty()) {
        scrollToBottom();
        send(m_model->encodeText(commit));
    }
    const QString preedit = event->preeditString();
    m_preeditCursor = int(preedit.size());
    for (const QInputMethodEvent::Attribute &a : event->attributes()) {
        if (a.type == QInputMethodEvent::Cursor)
            m_preeditCursor = a.start;
    }
    if (preedit != m_preedit || !commit.isEmpty()) {
        m_preedit = preedit;
        const int row = m_model->cursorRow() + m_scrollOffset;
        viewport()->update(QRect(0, row * m_cellHeight, viewport()->width(), m_cellHeight));
    }
    event->accept();
    QGuiApplication::inputMethod()->update(Qt::ImCursorRectangle);
}

QVariant TerminalView::inputMethodQuery(Qt::InputMethodQuery query) const
{
    switch (query) {
    case Qt::ImEnabled:
        return true;
    case Qt::ImCursorRectangle: {
        QRect r = cellRect(m_model->cursorRow(), m_model->cursorCol());
        if (!m_preedit.isEmpty()) {
            const QFontMetricsF fm(m_font);
            const qreal w = fm.horizontalAdvance(m_preedit.left(m_preeditCursor));
            r.translate(int(std::ceil(w / m_cellWidth)) * m_cellWidth, 0);
        }
        return r.translated(viewport()->pos());
    }
    case Qt::ImFont:
        return m_font;
    case Qt::ImCursorPosition:
    case Qt::ImAnchorPosition:
        return 0;
    case Qt::ImSurroundingText:
    case Qt::ImCurrentSelection:
        return QString();
    case Qt::ImHints:
        return int(Qt::ImhNoPredictiveText | Qt::ImhNoAutoUppercase);
    case Qt::ImMaximumTextLength:
        return QVariant();
    default:
        return QAbstractScrollArea::inputMethodQuery(query);
    }
}

// ---------------------------------------------------------------- mouse

Qt::KeyboardModifiers TerminalView::reportModifiers(Qt::KeyboardModifiers mods) const
{
    return mods & (Qt::ShiftModifier | Qt::AltModifier | Qt::ControlModifier);
}

bool TerminalView::reportMouse(QMouseEvent *event, bool pressed)
{
    // Shift overrides mouse reporting so the user can still select text.
    if (!m_model->mouseReporting() || (event->modifiers() & Qt::ShiftModifier))
        return false;
    int button = 0;
    switch (event->button()) {
    case Qt::LeftButton:
        button = 1;
        break;
    case Qt::MiddleButton:
        button = 2;
        break;
    case Qt::RightButton:
        button = 3;
        break;
    default:
        return false;
    }
    const QPoint pos = event->position().toPoint();
    send(m_model->encodeMouseButton(button, pressed, screenRowAt(pos), screenColAt(pos),
                                    reportModifiers(event->modifiers())),
         false);
    return true;
}

void TerminalView::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    if (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ControlModifier)
        && openLinkAt(event->position().toPoint()))
        return; // before mouse reporting: Ctrl+click is the terminal's own
    if (reportMouse(event, true))
        return;
    const QPoint pos = event->position().toPoint();
    if (event->button() == Qt::MiddleButton) {
        pasteSelection();
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    const bool triple = m_lastDoubleClick.isValid()
        && m_lastDoubleClick.elapsed() < QGuiApplication::styleHints()->mouseDoubleClickInterval()
        && (pos - m_pressPos).manhattanLength() < 6;
    m_pressPos = pos;
    const TerminalPos p = posAt(pos);
    if (triple) {
        m_lastDoubleClick.invalidate();
        m_selectionMode = TerminalModel::SelectionMode::Lines;
        m_anchor = p;
        m_model->setSelection(p, p, m_selectionMode);
        m_selecting = true;
        m_dragged = true;
        copyToSelectionClipboard();
        viewport()->update();
        return;
    }
    if ((event->modifiers() & Qt::ShiftModifier) && m_model->hasSelection()) {
        // Shift+click extends the selection.
        m_model->setSelection(m_anchor, p, m_selectionMode);
        m_selecting = true;
        m_dragged = true;
        viewport()->update();
        return;
    }
    // Alt (or Ctrl+Alt) drag selects a rectangle.
    m_selectionMode = (event->modifiers() & Qt::AltModifier) ? TerminalModel::SelectionMode::Block
                                                             : TerminalModel::SelectionMode::Cells;
    m_anchor = p;
    m_selecting = true;
    m_dragged = false;
}

void TerminalView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (reportMouse(event, true))
        return;
    if (event->button() != Qt::LeftButton) {
        mousePressEvent(event);
        return;
    }
    const QPoint pos = event->position().toPoint();
    m_pressPos = pos;
    m_lastDoubleClick.start();
    m_selectionMode = TerminalModel::SelectionMode::Words;
    m_anchor = posAt(pos);
    m_model->setSelection(m_anchor, m_anchor, m_selectionMode);
    m_selecting = true;
    m_dragged = true;
    copyToSelectionClipboard();
    viewport()->update();
}

void TerminalView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_model->mouseReporting() && !(event->modifiers() & Qt::ShiftModifier) && !m_selecting) {
        send(
            m_model->encodeMouseMove(screenRowAt(pos), screenColAt(pos), reportModifiers(event->modifiers())),
            false);
        return;
    }
    if (!m_selecting || !(event->buttons() & Qt::LeftButton))
        return;
    if (!m_dragged && (pos - m_pressPos).manhattanLength() < 3)
        return;
    m_dragged = true;
    if (pos.y() < 0)
        scrollLines(-1);
    else if (pos.y() >= viewport()->height())
        scrollLines(1);
    m_model->setSelection(m_anchor, posAt(pos), m_selectionMode);
    viewport()->update();
}

void TerminalView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_selecting && reportMouse(event, false))
        return;
    if (event->button() != Qt::LeftButton)
        return;
    if (m_selecting) {
        m_selecting = false;
        if (!m_dragged) {
            m_model->clearSelection();
            viewport()->update();
        } else {
            copyToSelectionClipboard();
        }
    }
}

void TerminalView::wheelEvent(QWheelEvent *event)
{
    const int steps = event->angleDelta().y() / 120;
    if (steps == 0) {
        event->accept();
        return;
    }
    if (m_model->mouseReporting() && !(event->modifiers() & Qt::ShiftModifier)) {
        const QPoint pos = event->position().toPoint();
        const int button = steps > 0 ? 4 : 5;
        for (int i = 0; i < std::abs(steps); ++i)
            send(m_model->encodeMouseButton(button, true, screenRowAt(pos), screenColAt(pos),
                                            reportModifiers(event->modifiers())),
                 false);
    } else if (m_model->isAltScreen()) {
        // Full-screen programs without mouse support (less, man) scroll with the arrow keys.
        const int key = steps > 0 ? Qt::Key_Up : Qt::Key_Down;
        for (int i = 0; i < std::abs(steps) * WheelLines; ++i)
            send(m_model->encodeKey(key, Qt::NoModifier, QString()));
    } else {
        scrollLines(-steps * WheelLines);
    }
    event->accept();
}

void TerminalView::focusInEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusInEvent(event);
    send(m_model->encodeFocus(true), false);
    resetBlink();
}

void TerminalView::focusOutEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusOutEvent(event);
    send(m_model->encodeFocus(false), false);
    m_blinkTimer.stop();
    m_blinkOn = true;
    viewport()->update(m_lastCursorRect);
}

// ---------------------------------------------------------------- clipboard

void TerminalView::copy()
{
    const QString text = m_model->selectedText();
    if (!text.isEmpty())
        QGuiApplication::clipboard()->setText(text, QClipboard::Clipboard);
}

void TerminalView::selectAll()
{
    m_model->setSelection({0, 0}, {m_model->totalLines() - 1, m_model->cols() - 1});
    copyToSelectionClipboard();
    viewport()->update();
}

void TerminalView::clearScrollback()
{
    m_model->clearScrollback();
    scrollToBottom();
    viewport()->update();
}

void TerminalView::copyToSelectionClipboard()
{
    QClipboard *cb = QGuiApplication::clipboard();
    if (cb->supportsSelection() && m_model->hasSelection())
        cb->setText(m_model->selectedText(), QClipboard::Selection);
}

void TerminalView::pasteClipboard()
{
    paste(QGuiApplication::clipboard()->text(QClipboard::Clipboard));
}

void TerminalView::pasteSelection()
{
    QClipboard *cb = QGuiApplication::clipboard();
    paste(cb->text(cb->supportsSelection() ? QClipboard::Selection : QClipboard::Clipboard));
}

bool TerminalView::openLinkAt(const QPoint &pos)
{
    const QUrl url(m_model->linkAt(posAt(pos)), QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")))
        return false;
    if (m_linkHandler)
        m_linkHandler(url);
    else
        QDesktopServices::openUrl(url);
    return true;
}

void TerminalView::setPasteConfirmationHandler(std::function<bool(const QString &)> handler)
{
    m_pasteHandler = std::move(handler);
}

bool TerminalView::confirmPaste(const QString &text)
{
    if (!m_confirmPaste || !TerminalPaste::needsConfirmation(text, PasteConfirmBytes))
        return true;
    if (m_pasteHandler)
        return m_pasteHandler(text);
    const int lines = int(text.count(QLatin1Char('\n'))) + 1;
    QMessageBox box(
        QMessageBox::Question, tr("Paste"),
        tr("Paste %n line(s) (%1 characters) into the terminal?", nullptr, lines).arg(text.size()),
        QMessageBox::Cancel, this);
    QString preview = text.left(400);
    if (preview.size() < text.size())
        preview += QStringLiteral("…");
    box.setDetailedText(preview);
    box.setInformativeText(tr("Line breaks run commands as soon as they are pasted."));
    QPushButton *ok = box.addButton(tr("&Paste"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == reinterpret_cast<QAbstractButton *>(ok);
}

bool TerminalView::paste(const QString &text)
{
    if (text.isEmpty() || !confirmPaste(text))
        return false;
    const QByteArray bytes = m_model->encodePaste(text);
    if (bytes.isEmpty())
        return false;
    scrollToBottom();
    send(bytes);
    return true;
}

// ---------------------------------------------------------------- search

void TerminalView::setSearchHighlight(const QString &text, Qt::CaseSensitivity cs)
{
    if (text == m_searchText && cs == m_searchCs)
        return;
    m_searchText = text;
    m_searchCs = cs;
    viewport()->update();
}

std::vector<TerminalRange> TerminalView::visibleMatches() const
{
    if (m_searchText.isEmpty())
        return {};
    return m_model->findAll(m_searchText, m_searchCs, topLine(), topLine() + m_model->rows() - 1);
}

bool TerminalView::findNext(const QString &text, Qt::CaseSensitivity cs)
{
    setSearchHighlight(text, cs);
    TerminalPos from = m_model->hasSelection() ? m_model->selectionStart()
                                               : TerminalPos{topLine() - 1, m_model->cols() - 1};
    TerminalPos s, e;
    if (!m_model->find(text, from, false, cs, &s, &e))
        return false;
    m_model->setSelection(s, e);
    ensureVisible(s.line);
    viewport()->update();
    return true;
}

bool TerminalView::findPrevious(const QString &text, Qt::CaseSensitivity cs)
{
    setSearchHighlight(text, cs);
    TerminalPos from = m_model->hasSelection() ? m_model->selectionStart()
                                               : TerminalPos{m_model->totalLines() - 1, m_model->cols() - 1};
    TerminalPos s, e;
    if (!m_model->find(text, from, true, cs, &s, &e))
        return false;
    m_model->setSelection(s, e);
    ensureVisible(s.line);
    viewport()->update();
    return true;
}

} // namespace sandman
