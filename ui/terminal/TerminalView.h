// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalModel.h"
#include "TerminalTheme.h"

#include <QAbstractScrollArea>
#include <QElapsedTimer>
#include <QFont>
#include <QGlyphRun>
#include <QHash>
#include <QPointer>
#include <QRawFont>
#include <QTimer>
#include <QUrl>

#include <array>
#include <functional>

namespace sandman {

class TerminalChannel;

/// The terminal widget: paints a TerminalModel fed from a TerminalChannel.
///
/// Bytes from the channel go into the model at once; painting is coalesced to at most one
/// update per frame (~16 ms) and limited to the damaged rows. ASCII runs are drawn as cached
/// glyph runs at exact cell positions, other characters one by one at column × cellWidth, so
/// lines mixing Latin and CJK text never drift.
class TerminalView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    explicit TerminalView(QWidget *parent = nullptr);
    ~TerminalView() override;

    /// The channel bytes come from and input goes to (not owned; may be null).
    void setChannel(TerminalChannel *channel);
    TerminalChannel *channel() const;
    TerminalModel *model() const { return m_model; }
    /// A dim line of the window's own below the output ("[Disconnected: …]").
    void appendNotice(const QString &text);

    void setTheme(const TerminalTheme &theme);
    const TerminalTheme &theme() const { return m_theme; }
    /// Base monospace font; the CJK fallback families for the UI language are added to it.
    void setTerminalFont(const QFont &font);
    QFont terminalFont() const { return m_font; }
    /// The font given to setTerminalFont() (before zoom and CJK fallbacks).
    QFont baseFont() const { return m_baseFont; }
    /// CJK fallback families in preference order for a UI locale (JP first for Japanese...).
    static QStringList cjkFallbackFamilies(const QLocale &locale);

    void setCursorBlinkEnabled(bool enabled);
    bool cursorBlinkEnabled() const { return m_blinkEnabled; }
    void setScrollbackLimit(int lines);
    /// The cursor shape until a program asks for another (DECSCUSR).
    void setCursorShape(TerminalModel::CursorShape shape) { m_model->setCursorShape(shape); }
    /// A bell (BEL) briefly tints the whole view; off: the bell is only signalled.
    void setVisualBell(bool enabled) { m_visualBell = enabled; }
    bool visualBell() const { return m_visualBell; }
    /// Whether the visual bell is showing right now.
    bool bellFlashing() const { return m_bellTimer.isActive(); }

    QSize cellSize() const { return QSize(m_cellWidth, m_cellHeight); }
    /// Shows the grid at exactly cols × rows whatever the widget's size (a watcher follows the
    /// owner's terminal: lines never reflow into others); a larger widget shows it letterboxed,
    /// a smaller one its top-left part. 0 × 0: the grid follows the widget again.
    void setFixedGridSize(int cols, int rows);
    QSize fixedGridSize() const { return m_fixedGrid; }
    int columns() const { return m_model->cols(); }
    int lines() const { return m_model->rows(); }
    /// Pixel rectangle of screen cell (row, col) in viewport coordinates (live view).
    QRect cellRect(int row, int col) const;
    QString title() const { return m_model->title(); }

    int zoomLevel() const { return m_zoom; }
    void zoomIn();
    void zoomOut();
    void resetZoom();

    /// Lines scrolled back from the live screen (0 = following output).
    int scrollOffset() const { return m_scrollOffset; }
    void scrollLines(int delta);
    void scrollToBottom();

    QString selectedText() const { return m_model->selectedText(); }
    void copy();
    /// Selects the whole scrollback and screen.
    void selectAll();
    /// Forgets the scrollback (the screen stays).
    void clearScrollback();
    void pasteClipboard();
    void pasteSelection();
    /// Safe paste: sanitised, bracketed when the application asked for it, confirmed first
    /// when it holds a line break or is large. Returns false when nothing was sent.
    bool paste(const QString &text);
    /// Replaces the confirmation dialog (tests, embedders); return true to paste.
    void setPasteConfirmationHandler(std::function<bool(const QString &text)> handler);
    void setPasteConfirmationEnabled(bool enabled) { m_confirmPaste = enabled; }
    bool pasteConfirmationEnabled() const { return m_confirmPaste; }

    /// Ctrl+click on a link (TerminalModel::linkAt, http and https only) opens it with
    /// QDesktopServices, or hands it to this handler (tests, embedders).
    void setLinkHandler(std::function<void(const QUrl &url)> handler) { m_linkHandler = std::move(handler); }

    /// Searches scrollback and screen; the match becomes the selection (the current match) and
    /// is scrolled into view; every other match in view is highlighted too (see
    /// setSearchHighlight()). Returns false when there is no match.
    bool findNext(const QString &text, Qt::CaseSensitivity cs = Qt::CaseInsensitive);
    bool findPrevious(const QString &text, Qt::CaseSensitivity cs = Qt::CaseInsensitive);
    /// Highlights every match of `text` in view (theme().searchMatch); the one that is also the
    /// selection is the current match (theme().searchCurrent). Empty text: no highlight.
    void setSearchHighlight(const QString &text, Qt::CaseSensitivity cs = Qt::CaseInsensitive);
    void clearSearchHighlight() { setSearchHighlight(QString()); }
    QString searchHighlight() const { return m_searchText; }
    /// Matches of the search highlight on the lines in view, in buffer order.
    std::vector<TerminalRange> visibleMatches() const;

    /// Applies pending damage now instead of at the next frame (tests, benchmarks).
    void flushUpdates();
    /// Feeds bytes as if they came from the channel.
    void feed(const QByteArray &bytes);
    /// Runs a command rather than a shell: its end is told as the command's.
    void setRunsCommand(bool command) { m_runsCommand = command; }

    /// Sends bytes to the program as if typed here, without inputSent (another view's copy).
    void sendCopiedInput(const QByteArray &bytes) { send(bytes, false); }

    QSize sizeHint() const override;
    QVariant inputMethodQuery(Qt::InputMethodQuery query) const override;
    QString preeditText() const { return m_preedit; }

signals:
    void titleChanged(const QString &title);
    void bell();
    /// The program behind the channel exited.
    void finished(int exitCode);
    /// The grid size changed (the channel has already been told).
    void terminalSizeChanged(int cols, int rows);
    /// Bytes this view sent to its program (keys, paste, IME): for keystroke broadcast.
    void inputSent(const QByteArray &bytes);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void inputMethodEvent(QInputMethodEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    struct FontVariant {
        QFont font;
        QRawFont raw;
        std::vector<QRawFont> fallbacks; ///< the CJK families, in preference order
        std::array<quint32, 128> glyphs{}; ///< ASCII glyph indexes (0 = missing)
        qreal ascent = 0;
    };
    /// A font's cell size and variants: worked out once per process (updateFontMetrics()).
    struct FontMetrics {
        QFont font;
        int cellWidth = 1;
        int cellHeight = 1;
        std::array<FontVariant, 4> variants;
    };

    void send(const QByteArray &bytes, bool announce = true);
    void onData(const QByteArray &bytes);
    // The terminal's own replies (device attributes, cursor reports…), unless replaying.
    void answer(const QByteArray &bytes);
    // See TerminalChannel::replayExpected.
    void expectReplay(qint64 bytes, int cols, int rows);
    // The replay is in (or will not come): the grid fits the viewport again.
    void endReplay();
    void scheduleUpdate();
    void updateFontMetrics();
    FontMetrics computeFontMetrics() const;
    void updateGridSize();
    void updateScrollBar();
    int topLine() const;
    TerminalPos posAt(const QPoint &pos) const;
    int screenRowAt(const QPoint &pos) const;
    int screenColAt(const QPoint &pos) const;
    Qt::KeyboardModifiers reportModifiers(Qt::KeyboardModifiers mods) const;
    bool reportMouse(QMouseEvent *event, bool pressed);
    void ensureVisible(int line);
    void resetBlink();
    void copyToSelectionClipboard();
    bool confirmPaste(const QString &text);
    void appendExitMessage(int code);
    void startOver();
    bool openLinkAt(const QPoint &pos);

    void paintLine(QPainter &p, int y, const TerminalCell *cells, int line);
    void paintCursor(QPainter &p);
    void paintPreedit(QPainter &p);
    void drawCellText(QPainter &p, const FontVariant &fv, int col, int y, int span, const QString &text);
    /// How a cell is highlighted; a higher value wins where they overlap.
    enum Highlight : quint8 { NoHighlight, MatchHighlight, SelectedHighlight, CurrentMatchHighlight };
    QRgb foregroundOf(const TerminalCell &cell, quint8 highlight) const;
    QRgb backgroundOf(const TerminalCell &cell, quint8 highlight) const;
    /// Fills m_highlight for buffer line `line`; false when nothing on it is highlighted.
    bool lineHighlight(int line, const TerminalCell *cells);

    TerminalModel *m_model = nullptr;
    QPointer<TerminalChannel> m_channel;
    TerminalTheme m_theme;
    QFont m_font;
    QFont m_baseFont;
    std::array<FontVariant, 4> m_variants; ///< index: bold | italic << 1
    QHash<quint64, qreal> m_advanceCache;
    /// Where a non-ASCII character's glyph lives: font -1 = primary raw font, 0.. = fallback,
    /// -2 = not found in any (drawn with QPainter::drawText).
    struct CachedGlyph {
        int font = -2;
        quint32 glyph = 0;
        qreal offset = 0;
    };
    const CachedGlyph &glyphFor(char32_t ch, int variant, int span);
    QHash<quint64, CachedGlyph> m_glyphCache;
    int m_cellWidth = 8;
    int m_cellHeight = 16;
    QSize m_fixedGrid; ///< invalid: the grid follows the viewport
    int m_zoom = 0;

    QTimer m_frameTimer;
    QElapsedTimer m_sinceFlush; // last repaint flush: output after a pause is painted at once
    QElapsedTimer m_sinceInput; // last input sent: its echo is painted at once, even within a frame
    bool m_flushedSinceInput = true;
    QTimer m_blinkTimer;
    QTimer m_bellTimer; // runs while the visual bell shows
    bool m_visualBell = true;
    bool m_blinkEnabled = true;
    bool m_blinkOn = true;
    qint64 m_replayRemaining = 0; ///< bytes of replayed output still to come
    bool m_endNoticeShown = false; ///< terminalEnded() said it: the error that follows says nothing new
    int m_scrollOffset = 0;
    bool m_updatingScrollBar = false;
    QRect m_lastCursorRect;

    // selection
    TerminalPos m_anchor;
    TerminalModel::SelectionMode m_selectionMode = TerminalModel::SelectionMode::Cells;
    bool m_selecting = false;
    bool m_dragged = false;
    QElapsedTimer m_lastDoubleClick;
    QPoint m_pressPos;
    int m_mouseButtonsReported = 0;

    // search highlight
    QString m_searchText;
    Qt::CaseSensitivity m_searchCs = Qt::CaseInsensitive;
    std::vector<TerminalRange> m_paintMatches; ///< matches on the lines being painted

    // paste
    std::function<void(const QUrl &)> m_linkHandler;
    bool m_confirmPaste = true;
    std::function<bool(const QString &)> m_pasteHandler;

    // input method
    QString m_preedit;
    int m_preeditCursor = 0;
    bool m_runsCommand = false;

    // reusable buffers
    std::vector<TerminalCell> m_lineBuffer;
    std::vector<quint8> m_highlight; ///< per column of the line being painted (Highlight)
    QList<quint32> m_glyphBuffer;
    QList<QPointF> m_positionBuffer;
};

} // namespace sandman
