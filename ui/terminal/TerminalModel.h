// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalCell.h"
#include "TerminalCharsetFilter.h"
#include "TerminalPlainText.h"
#include "TerminalScrollback.h"
#include "TerminalSgrFilter.h"
#include "TerminalWidthFilter.h"

#include <QByteArray>
#include <QObject>
#include <QString>

#include <string>
#include <unordered_map>
#include <vector>

struct VTerm;
struct VTermState;

namespace sandman {

/// A position in the whole buffer: `line` counts from the oldest scrollback line (0) through the
/// screen (scrollbackLines() .. scrollbackLines() + rows() - 1).
struct TerminalPos {
    int line = 0;
    int col = 0;
    bool operator==(const TerminalPos &o) const { return line == o.line && col == o.col; }
    bool operator!=(const TerminalPos &o) const { return !(*this == o); }
    bool operator<(const TerminalPos &o) const { return line < o.line || (line == o.line && col < o.col); }
};

/// A stretch of the buffer from `start` to `end` (inclusive), e.g. a search match; it may run
/// across soft-wrapped lines.
struct TerminalRange {
    TerminalPos start;
    TerminalPos end;
    bool operator==(const TerminalRange &o) const { return start == o.start && end == o.end; }
    bool contains(TerminalPos p) const { return !(p < start) && !(end < p); }
};

/// The terminal's state without any widget: libvterm's parser/state layer (VTermState) driving a
/// screen grid of our own (rows in a ring, so scrolling is an index move), an alternate screen,
/// a compact scrollback, damage tracking, selection, search and keyboard/mouse encoding.
///
/// Works around libvterm 0.1.4 defects: input is fed in ≤ 64 KiB chunks; the cursor is clamped
/// and an out-of-range scroll region reset after a resize; an unterminated OSC string at the
/// end of a write is held back until the next write, and so is an unfinished UTF-8 sequence
/// (0.1.4 turns its bytes into U+FFFD); CSI sequences with more than 16
/// parameters (which overflow the parser's argument array) are cut; terminal output only goes
/// through the output callback; mouse events are only encoded while the application enabled
/// mouse reporting; bracketed paste mode (2004) and autowrap (7) are tracked here; a line
/// scrolled in is a normal line (0.1.4 leaves the line info of the row that was there) and
/// each screen has line infos of its own (0.1.4 shares one set); characters are as wide as
/// the system's wcwidth says (TerminalWidths); an erase at the cursor while a wrap is pending
/// (text just filled the last column) keeps the last character, as VTE, Konsole and xterm.js
/// do (`grep --color` ends a match with ESC[m ESC[K).
///
/// Speed: runs of plain text that libvterm would lay out one glyph per character
/// (TerminalPlainText: ASCII, CJK and other characters measured alike by libvterm and the
/// system) are written into the grid here, row by row, and libvterm's cursor is moved past them
/// (CUF); the glyphs at the right margin and the last character of each run still go through
/// libvterm.
///
/// Soft wraps: 0.1.4 does not say when a line wrapped at the right margin (0.2+ keeps
/// VTermLineInfo::continuation), so the model notices it from the callbacks, which works with
/// any version: a glyph reaching the margin followed by a glyph at column 0 of the next row with
/// no cursor movement in between. Such a line is "wrapped" (isWrapped()) on screen and in
/// scrollback until its end is erased, as in 0.3; copying and searching join it with the next
/// line without a line break.
class TerminalModel : public QObject
{
    Q_OBJECT
public:
    enum class CursorShape { Block, Underline, Bar };
    /// How a screen line is drawn (DECDWL ESC # 6, DECDHL ESC # 3 / ESC # 4, DECSWL ESC # 5):
    /// its cells, half as many as the screen is wide, twice as wide (and high: one half each).
    enum class LineAttr : quint8 { Normal, DoubleWidth, DoubleHeightTop, DoubleHeightBottom };
    /// Block: a rectangle of columns over the lines (wide characters are never cut).
    enum class SelectionMode { Cells, Words, Lines, Block };
    /// Rows of the screen changed since the last takeDamage(); lines pushed to scrollback.
    struct Damage {
        int firstRow = -1; ///< -1: no row changed
        int lastRow = -1;
        int scrolledLines = 0; ///< lines that went into scrollback
        int droppedLines = 0; ///< oldest scrollback lines dropped at the limit
        bool isEmpty() const { return firstRow < 0 && scrolledLines == 0; }
    };

    static constexpr qsizetype MaxChunk = 64 * 1024;

    explicit TerminalModel(int cols = 80, int rows = 24, QObject *parent = nullptr);
    ~TerminalModel() override;

    // ---- input from the program
    void feed(const QByteArray &bytes) { feed(bytes.constData(), bytes.size()); }
    void feed(const char *data, qsizetype length);
    /// Resizes the screen. A new width re-wraps soft-wrapped lines of the main screen and its
    /// scrollback (hard line ends stay; the cursor stays on its character; while a line editor
    /// reads, the cursor's paragraph keeps its rows for its redraw: TerminalReflow); lines pushed off
    /// the top go to scrollback, lines that fit again come back from it. Behind the alternate
    /// screen the main screen is reflowed too (the alternate screen itself is cut: full-screen
    /// programs redraw).
    void resize(int cols, int rows);
    int cols() const { return m_cols; }
    int rows() const { return m_rows; }
    /// Hard reset (RIS).
    void reset();

    // ---- screen and scrollback
    /// Cells of screen row `row` (0..rows()-1) of the active screen, cols() of them.
    const TerminalCell *screenRow(int row) const;
    const TerminalCell &cell(int row, int col) const { return screenRow(row)[col]; }
    int scrollbackLines() const { return m_altActive ? 0 : m_scrollback.size(); }
    int totalLines() const { return scrollbackLines() + m_rows; }
    /// Cells of buffer line `line` (see TerminalPos), exactly cols() of them.
    void lineCells(int line, std::vector<TerminalCell> &out) const;
    /// Text of a buffer line: wide characters once, blanks as spaces, trailing spaces trimmed.
    QString lineText(int line) const;
    /// True when buffer line `line` was soft-wrapped: its text reached the right margin and
    /// continues on line `line + 1` (no line break between them).
    bool isWrapped(int line) const;
    /// How screen row `row` of the active screen is drawn (libvterm lays its text out by the
    /// same line info). The model keeps its own copy with each row: it moves with the row,
    /// into the scrollback and through a reflow.
    LineAttr lineAttr(int row) const;
    /// How buffer line `line` (see TerminalPos) is drawn, scrollback lines too.
    LineAttr bufferLineAttr(int line) const;
    /// The visible screen as text, one line per row (vtreplay's output format).
    QString screenText() const;
    /// The characters a cell shows (base character plus combining marks), empty for blanks.
    QString cellText(const TerminalCell &cell) const;
    void appendCellText(const TerminalCell &cell, QString &out) const;

    int scrollbackLimit() const { return m_scrollback.limit(); }
    void setScrollbackLimit(int lines);
    void clearScrollback();
    size_t scrollbackMemoryUsage() const { return m_scrollback.memoryUsage(); }

    // ---- state
    int cursorRow() const { return m_cursorRow; }
    int cursorCol() const { return m_cursorCol; }
    bool cursorVisible() const { return m_cursorVisible; }
    bool cursorBlinking() const { return m_cursorBlink; }
    CursorShape cursorShape() const { return m_cursorShape; }
    /// Sets the cursor shape as DECSCUSR would (a program may change it again).
    void setCursorShape(CursorShape shape);
    QString title() const { return m_title; }
    bool isAltScreen() const { return m_altActive; }
    bool reverseVideo() const { return m_reverseVideo; }
    bool bracketedPaste() const { return m_bracketedPaste; }
    /// 0 none, 1 click, 2 drag, 3 any motion (VTERM_PROP_MOUSE_*).
    int mouseMode() const { return m_mouseMode; }
    bool mouseReporting() const { return m_mouseMode != 0; }

    Damage takeDamage();
    void markAllDirty();
    /// Whether runs of plain text skip libvterm (TerminalPlainText; on by default). Off, libvterm
    /// lays out every character: what tests and benchmarks compare the shortcut with.
    void setPlainTextShortcut(bool on) { m_plainShortcut = on; }

    // ---- input to the program (returned bytes go to the channel)
    /// Encodes a key press: `key` is a Qt::Key, `text` the event's text.
    QByteArray encodeKey(int key, Qt::KeyboardModifiers mods, const QString &text);
    /// Text typed or committed by an input method, UTF-8 encoded.
    QByteArray encodeText(const QString &text) const { return text.toUtf8(); }
    /// Mouse button (1 left, 2 middle, 3 right, 4/5 wheel up/down) at a screen cell; empty
    /// unless the application enabled mouse reporting.
    QByteArray encodeMouseButton(int button, bool pressed, int row, int col, Qt::KeyboardModifiers mods);
    QByteArray encodeMouseMove(int row, int col, Qt::KeyboardModifiers mods);
    /// Focus in/out report (only when the application enabled focus reporting, mode 1004).
    QByteArray encodeFocus(bool focused);
    /// Sanitised paste bytes, wrapped in bracketed paste markers when the mode is on.
    QByteArray encodePaste(const QString &text) const;

    // ---- selection
    void setSelection(TerminalPos anchor, TerminalPos current, SelectionMode mode = SelectionMode::Cells);
    void clearSelection();
    bool hasSelection() const { return m_hasSelection; }
    bool isBlockSelection() const { return m_hasSelection && m_selBlock; }
    /// Normalised selection, `end` inclusive. For a block selection: the top-left and
    /// bottom-right corners of the rectangle.
    TerminalPos selectionStart() const { return m_selStart; }
    TerminalPos selectionEnd() const { return m_selEnd; }
    bool isSelected(int line, int col) const;
    /// The selected columns [*first, *last] of buffer line `line` whose cells are `cells`;
    /// false when nothing on it is selected. A block selection is widened on each line so that
    /// it does not cut a wide character.
    bool selectedColumns(int line, const TerminalCell *cells, int *first, int *last) const;
    QString selectedText() const;
    /// Text between two positions (inclusive): trailing blanks of each line trimmed, lines joined
    /// by '\n' except where a line was soft-wrapped (joined as they were written).
    QString textRange(TerminalPos start, TerminalPos end) const;
    /// Text of the rectangle of columns [left, right] over lines [top, bottom], one line each,
    /// trailing blanks trimmed; a wide character half inside the rectangle is taken whole.
    QString blockText(int top, int bottom, int left, int right) const;

    // ---- links
    /// The link at a buffer position: an OSC 8 hyperlink on screen, else an http(s) URL in the
    /// text (across soft wraps, trailing punctuation left out). Empty when there is none;
    /// *range (if given) gets the cells it covers.
    QString linkAt(TerminalPos pos, TerminalRange *range = nullptr) const;

    // ---- search
    /// Finds `needle` starting after (forward) or before (backward) `from`; wraps around.
    /// On success sets *start/*end (end inclusive) and returns true. A match may run across a
    /// soft wrap (then start and end are on different lines).
    bool find(const QString &needle, TerminalPos from, bool backward, Qt::CaseSensitivity cs,
              TerminalPos *start, TerminalPos *end) const;
    /// Every match of `needle` (overlapping ones too) that touches lines [firstLine, lastLine],
    /// in buffer order, at most `limit` of them.
    std::vector<TerminalRange> findAll(const QString &needle, Qt::CaseSensitivity cs, int firstLine,
                                       int lastLine, int limit = 10000) const;

signals:
    void titleChanged(const QString &title);
    void bell();
    /// Bytes the terminal itself answers (device attributes, cursor reports...).
    void outputReady(const QByteArray &bytes);
    /// Emitted once per feed()/resize() that changed something.
    void contentChanged();
    void altScreenChanged(bool alt);

private:
    struct Screen {
        std::vector<TerminalCell> cells; ///< rows × cols, rows in any order
        std::vector<int> index; ///< ring slot → physical row
        std::vector<quint16> used; ///< per physical row: cells from here on are blank
        std::vector<quint8> wrapped; ///< per physical row: soft-wrapped into the next row
        std::vector<quint8> attr; ///< per physical row: its LineAttr
        int top = 0; ///< ring slot of logical row 0
    };
    struct Pen {
        quint32 fg = 0;
        quint32 bg = 0;
        quint16 attrs = 0;
    };

    friend struct TerminalModelCallbacks;

    TerminalCell *row(int r) { return rowOf(*m_screen, r); }
    const TerminalCell *row(int r) const { return rowOf(*m_screen, r); }
    TerminalCell *rowOf(Screen &s, int r) const
    {
        return s.cells.data() + size_t(s.index[size_t((s.top + r) % m_rows)]) * size_t(m_cols);
    }
    const TerminalCell *rowOf(const Screen &s, int r) const
    {
        return s.cells.data() + size_t(s.index[size_t((s.top + r) % m_rows)]) * size_t(m_cols);
    }
    void dirty(int first, int last)
    {
        if (m_damage.firstRow < 0 || first < m_damage.firstRow)
            m_damage.firstRow = first;
        if (last > m_damage.lastRow)
            m_damage.lastRow = last;
    }
    TerminalCell blankCell() const;
    quint16 &usedOf(Screen &s, int r) const { return s.used[size_t(s.index[size_t((s.top + r) % m_rows)])]; }
    quint8 &wrappedOf(Screen &s, int r) const
    {
        return s.wrapped[size_t(s.index[size_t((s.top + r) % m_rows)])];
    }
    quint8 &attrOf(Screen &s, int r) const { return s.attr[size_t(s.index[size_t((s.top + r) % m_rows)])]; }
    const quint8 &attrOf(const Screen &s, int r) const
    {
        return s.attr[size_t(s.index[size_t((s.top + r) % m_rows)])];
    }
    /// Sets libvterm's line info of screen row `r` (it lays text out by it) to `attr`.
    void setVTermLineInfo(int r, quint8 attr);
    /// libvterm 0.1.4 keeps one set of line infos for both screens, by row index through a
    /// resize: make it the active screen's rows' again.
    void syncLineInfo();
    /// A row scrolled in is a normal line, here and in libvterm.
    void clearLineAttr(int r)
    {
        attrOf(*m_screen, r) = 0;
        setVTermLineInfo(r, 0);
    }
    /// Text of lines [first, last] for searching (soft-wrapped lines joined, trailing blank cells
    /// left out) and, for every UTF-16 unit of it, the cells of its character.
    void searchText(int first, int last, QString &text, std::vector<TerminalRange> &units) const;
    /// Appends the text of cells [c0, c1] (wide characters once, blank cells as spaces), without
    /// the trailing spaces of what it appended when `trim`.
    void appendCellsText(const TerminalCell *cells, int c0, int c1, bool trim, QString &out) const;
    int paragraphStart(int line) const;
    int paragraphEnd(int line) const;
    void clearRow(int r, int from, int to, const TerminalCell &blank);
    void fixWideAt(TerminalCell *cells, int col);
    /// One half of a wide character whose other half is gone: an empty cell (colours kept).
    static void blankHalf(TerminalCell &cell);
    char32_t intern(const uint32_t *chars);
    void pushToScrollback(Screen &s, int r);
    void initScreen(Screen &s, int cols, int rows);
    void resizeScreen(Screen &s, int newCols, int newRows, int pushTop);
    /// Re-wraps the main screen and scrollback for a new width (TerminalReflow); returns where
    /// the character under the screen position `cursor` went.
    TerminalPos reflowMain(int newCols, int newRows, TerminalPos cursor);

    void writeChunked(const char *data, qsizetype length);
    void writeToVTerm(const char *data, qsizetype length);
    /// Writes the glyphs of a TerminalPlainText run at libvterm's cursor into the grid, as far
    /// as libvterm would lay them out on its row, and moves its cursor past them; returns the
    /// bytes it took (0: none fit; -1: libvterm must write all of the run) and *endCol the
    /// cursor's column after them.
    qsizetype putPlainText(const char *text, qsizetype length, int *endCol);
    /// Bytes of the plain glyphs at `text` that fill `room` columns and of the one after them,
    /// never the last one of the `length` bytes.
    static qsizetype marginGlyphs(const char *text, qsizetype length, int room);
    /// Below this many bytes, moving libvterm's cursor costs more than writing the characters
    /// through it.
    static constexpr int MinPlainRun = 4;
    /// Soft-wrap bookkeeping for a glyph of `width` cells at (r, c) (see m_wrapRow).
    void trackWrap(int r, int c, int width);
    void scanModes(const char *data, qsizetype length);
    bool guardCsi(const char *data, qsizetype length, QByteArray &filtered);
    void finishFeed();
    void clampCursor();
    QByteArray takeOutput();

    // libvterm callbacks
    int onPutGlyph(const uint32_t *chars, int width, int row, int col);
    int onScrollRect(int startRow, int endRow, int startCol, int endCol, int downward, int rightward);
    int onMoveRect(int dr0, int dr1, int dc0, int dc1, int sr0, int sr1, int sc0, int sc1);
    int onErase(int r0, int r1, int c0, int c1);
    int onResize(int rows, int cols, int *deltaRow);
    int onOsc(const char *command, size_t length);
    void onLineInfo(int row, LineAttr attr);
    void setAltScreen(bool on);

    VTerm *m_vt = nullptr;
    VTermState *m_state = nullptr;
    int m_cols = 80;
    int m_rows = 24;
    Screen m_main;
    Screen m_alt;
    Screen *m_screen = &m_main;
    bool m_altActive = false;
    TerminalScrollback m_scrollback;
    std::vector<std::u32string> m_combined;
    std::unordered_map<std::u32string, quint32> m_combinedIndex;
    Pen m_pen;

    int m_cursorRow = 0;
    int m_cursorCol = 0;
    bool m_cursorVisible = true;
    bool m_cursorBlink = true;
    CursorShape m_cursorShape = CursorShape::Block;
    QString m_title;
    bool m_titleChanged = false;
    bool m_bellPending = false;
    bool m_altChanged = false;
    bool m_reverseVideo = false;
    bool m_bracketedPaste = false;
    bool m_autowrap = true; ///< DECAWM (?7), watched like ?2004: 0.1.4 does not expose it
    int m_mouseMode = 0;
    bool m_inResize = false;
    bool m_moveCursorAfterResize = false; ///< reflow moved the cursor: tell libvterm
    TerminalPos m_reflowCursor; ///< where (line = screen row)
    bool m_moveSavedCursorAfterResize = false; ///< the main screen was reflowed behind the alt one
    TerminalPos m_mainCursor; ///< the main screen's cursor while the alternate screen is shown
    /// Soft-wrap detection: the screen row of the last glyph if it reached the right margin
    /// (-1: it just scrolled into scrollback as the newest line; NoWrapRow otherwise), the
    /// column after it, and where the cursor stays (phantom position).
    static constexpr int NoWrapRow = -1000000;
    int m_wrapRow = NoWrapRow;
    int m_wrapEnd = 0;
    int m_wrapCursorCol = 0;

    Damage m_damage;
    bool m_changed = false;
    std::vector<QString> m_links; ///< OSC 8 targets, cell.link - 1 indexes them
    std::unordered_map<QString, quint16> m_linkIndex;
    quint16 m_link = 0; ///< the hyperlink printed text gets now
    QByteArray m_held; ///< unterminated OSC, ESC or UTF-8 sequence held back until the next write
    TerminalWidthFilter m_widthFilter;
    TerminalSgrFilter m_sgrFilter;
    TerminalCharsetFilter m_charsetFilter; // DECSC / DECRC of the character sets
    QByteArray m_modeTail; ///< incomplete "ESC [ ?" sequence at the end of the last write
    QByteArray m_output; ///< bytes from libvterm's output callback
    int m_csiState = 0; ///< guardCsi(): 0 text, 1 after ESC, 2 in CSI parameters
    int m_csiSeparators = 0;
    bool m_csiDropping = false;

    bool m_hasSelection = false;
    TerminalPos m_selStart;
    TerminalPos m_selEnd;
    bool m_selBlock = false;

    TerminalPlainText m_plainText;
    bool m_plainShortcut = true;
    /// onPutGlyph()'s row: its cells and used count, found once per row (-1: look it up; reset
    /// whenever rows move or the damage is taken).
    int m_glyphRow = -1;
    TerminalCell *m_glyphCells = nullptr;
    quint16 *m_glyphUsed = nullptr;
};

} // namespace sandman
