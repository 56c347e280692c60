// SPDX-License-Identifier: Apache-2.0
#include "TerminalModel.h"

#include "TerminalPaste.h"
#include "TerminalReflow.h"
#include "TerminalWidths.h"

#include <vterm.h>

#include <QRegularExpression>

#include <algorithm>
#include <cstring>

namespace sandman {

namespace {

constexpr int MaxDimension = 2000;
constexpr qsizetype MaxHeldOsc = 64 * 1024;
constexpr qsizetype OscLookBehind = 4096;
constexpr size_t MaxCombined = 1u << 20;

quint32 packColour(const VTermColor &c, bool foreground)
{
    if (foreground ? VTERM_COLOR_IS_DEFAULT_FG(&c) : VTERM_COLOR_IS_DEFAULT_BG(&c))
        return TerminalColor::Default;
    if (VTERM_COLOR_IS_INDEXED(&c))
        return TerminalColor::indexed(c.indexed.idx);
    return TerminalColor::rgb(c.rgb.red, c.rgb.green, c.rgb.blue);
}

VTermModifier toVTermModifier(Qt::KeyboardModifiers mods)
{
    int m = VTERM_MOD_NONE;
    if (mods & Qt::ShiftModifier)
        m |= VTERM_MOD_SHIFT;
    if (mods & Qt::AltModifier)
        m |= VTERM_MOD_ALT;
    if (mods & Qt::ControlModifier)
        m |= VTERM_MOD_CTRL;
    return VTermModifier(m);
}

/// Start of an OSC string (ESC ]) at the end of `data` that is not terminated yet, or -1.
qsizetype unterminatedOsc(const char *data, qsizetype length)
{
    const qsizetype stop = std::max<qsizetype>(0, length - OscLookBehind);
    qsizetype end = length;
    while (end > stop) {
        const void *hit = memrchr(data + stop, 0x1b, size_t(end - stop));
        if (!hit)
            return -1;
        const qsizetype i = static_cast<const char *>(hit) - data;
        if (i + 1 == length) {
            end = i; // a lone ESC at the end may be the start of ST: look further back
            continue;
        }
        if (data[i + 1] != ']')
            return -1; // ST, or another sequence that ends any string before it
        // An OSC: terminated by a BEL after it?
        if (std::memchr(data + i + 2, '\a', size_t(length - i - 2)))
            return -1;
        return i;
    }
    return -1;
}

/// Length of an unfinished UTF-8 sequence at the end of `data`, 0 when it ends complete.
qsizetype unfinishedUtf8(const char *data, qsizetype length)
{
    for (qsizetype k = 1; k <= 3 && k <= length; ++k) {
        const auto c = static_cast<unsigned char>(data[length - k]);
        if ((c & 0xc0) == 0x80)
            continue;
        if (c < 0xc0 || c >= 0xf8)
            return 0;
        const int need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
        return k < need ? k : 0;
    }
    return 0;
}

QByteArray cursorPosition(int row, int col)
{
    return "\x1b[" + QByteArray::number(row + 1) + ';' + QByteArray::number(col + 1) + 'H';
}

bool isWordChar(const QString &text)
{
    if (text.isEmpty())
        return false;
    const QChar c = text.at(0);
    if (c.isLetterOrNumber() || c.isHighSurrogate())
        return true;
    static const QString extra = QStringLiteral("_-.~/:@%+#?&=");
    return extra.contains(c);
}

} // namespace

/// libvterm's C callbacks, forwarding to the model.
struct TerminalModelCallbacks {
    static TerminalModel *self(void *user) { return static_cast<TerminalModel *>(user); }

    static int putglyph(VTermGlyphInfo *info, VTermPos pos, void *user)
    {
        return self(user)->onPutGlyph(info->chars, info->width, pos.row, pos.col);
    }
    static int movecursor(VTermPos pos, VTermPos oldpos, int visible, void *user)
    {
        TerminalModel *m = self(user);
        const int r = std::clamp(pos.row, 0, m->m_rows - 1);
        const int c = std::clamp(pos.col, 0, m->m_cols - 1);
        const int oldRow = std::clamp(oldpos.row, 0, m->m_rows - 1);
        m->dirty(std::min(r, oldRow), std::max(r, oldRow));
        // Any cursor movement but the one right after a glyph at the margin cancels the wrap.
        if (m->m_wrapRow != TerminalModel::NoWrapRow
            && (pos.row != m->m_wrapRow || pos.col != m->m_wrapCursorCol))
            m->m_wrapRow = TerminalModel::NoWrapRow;
        m->m_cursorRow = r;
        m->m_cursorCol = c;
        (void)visible; // visibility comes from VTERM_PROP_CURSORVISIBLE
        m->m_changed = true;
        return 1;
    }
    static int scrollrect(VTermRect rect, int downward, int rightward, void *user)
    {
        return self(user)->onScrollRect(rect.start_row, rect.end_row, rect.start_col, rect.end_col, downward,
                                        rightward);
    }
    static int moverect(VTermRect dest, VTermRect src, void *user)
    {
        return self(user)->onMoveRect(dest.start_row, dest.end_row, dest.start_col, dest.end_col,
                                      src.start_row, src.end_row, src.start_col, src.end_col);
    }
    static int erase(VTermRect rect, int selective, void *user)
    {
        (void)selective;
        return self(user)->onErase(rect.start_row, rect.end_row, rect.start_col, rect.end_col);
    }
    static int initpen(void *user)
    {
        self(user)->m_pen = TerminalModel::Pen{};
        return 1;
    }
    static int setpenattr(VTermAttr attr, VTermValue *val, void *user)
    {
        TerminalModel::Pen &pen = self(user)->m_pen;
        auto flag = [&pen](quint16 bit, bool on) {
            pen.attrs = on ? quint16(pen.attrs | bit) : quint16(pen.attrs & ~bit);
        };
        switch (attr) {
        case VTERM_ATTR_BOLD:
            flag(TerminalCell::Bold, val->boolean);
            break;
        case VTERM_ATTR_UNDERLINE:
            pen.attrs = quint16((pen.attrs & ~TerminalCell::UnderlineMask)
                                | ((std::clamp(val->number, 0, 3) << TerminalCell::UnderlineShift)
                                   & TerminalCell::UnderlineMask));
            break;
        case VTERM_ATTR_ITALIC:
            flag(TerminalCell::Italic, val->boolean);
            break;
        case VTERM_ATTR_BLINK:
            flag(TerminalCell::Blink, val->boolean);
            break;
        case VTERM_ATTR_REVERSE:
            flag(TerminalCell::Reverse, val->boolean);
            break;
        case VTERM_ATTR_STRIKE:
            flag(TerminalCell::Strike, val->boolean);
            break;
        case VTERM_ATTR_FOREGROUND:
            pen.fg = packColour(val->color, true);
            break;
        case VTERM_ATTR_BACKGROUND:
            pen.bg = packColour(val->color, false);
            break;
        default:
            break;
        }
        return 1;
    }
    static int settermprop(VTermProp prop, VTermValue *val, void *user)
    {
        TerminalModel *m = self(user);
        m->m_changed = true;
        switch (prop) {
        case VTERM_PROP_CURSORVISIBLE:
            m->m_cursorVisible = val->boolean;
            m->dirty(m->m_cursorRow, m->m_cursorRow);
            break;
        case VTERM_PROP_CURSORBLINK:
            m->m_cursorBlink = val->boolean;
            break;
        case VTERM_PROP_CURSORSHAPE:
            m->m_cursorShape = val->number == VTERM_PROP_CURSORSHAPE_UNDERLINE
                ? TerminalModel::CursorShape::Underline
                : val->number == VTERM_PROP_CURSORSHAPE_BAR_LEFT ? TerminalModel::CursorShape::Bar
                                                                 : TerminalModel::CursorShape::Block;
            m->dirty(m->m_cursorRow, m->m_cursorRow);
            break;
        case VTERM_PROP_ALTSCREEN:
            m->setAltScreen(val->boolean);
            break;
        case VTERM_PROP_TITLE: {
            const QString title = QString::fromUtf8(val->string ? val->string : "");
            if (title != m->m_title) {
                m->m_title = title;
                m->m_titleChanged = true;
            }
            break;
        }
        case VTERM_PROP_REVERSE:
            m->m_reverseVideo = val->boolean;
            m->markAllDirty();
            break;
        case VTERM_PROP_MOUSE:
            m->m_mouseMode = val->number;
            break;
        default:
            break;
        }
        return 1;
    }
    static int bell(void *user)
    {
        self(user)->m_bellPending = true;
        return 1;
    }
    static int resize(int rows, int cols, VTermPos *delta, void *user)
    {
        int deltaRow = 0;
        const int r = self(user)->onResize(rows, cols, &deltaRow);
        if (delta)
            delta->row = deltaRow;
        return r;
    }
    static int setlineinfo(int row, const VTermLineInfo *info, const VTermLineInfo *, void *user)
    {
        using Attr = TerminalModel::LineAttr;
        self(user)->onLineInfo(row,
                               info->doubleheight == 1       ? Attr::DoubleHeightTop
                                   : info->doubleheight == 2 ? Attr::DoubleHeightBottom
                                   : info->doublewidth       ? Attr::DoubleWidth
                                                             : Attr::Normal);
        return 1; // libvterm keeps it too
    }
    static int osc(const char *command, size_t length, void *user)
    {
        return self(user)->onOsc(command, length);
    }
    static void output(const char *s, size_t len, void *user)
    {
        self(user)->m_output.append(s, qsizetype(len));
    }
};

static const VTermParserCallbacks s_fallbacks = {
    nullptr, nullptr, nullptr, nullptr, &TerminalModelCallbacks::osc, nullptr, nullptr,
};

static const VTermStateCallbacks s_stateCallbacks = {
    &TerminalModelCallbacks::putglyph,    &TerminalModelCallbacks::movecursor,
    &TerminalModelCallbacks::scrollrect,  &TerminalModelCallbacks::moverect,
    &TerminalModelCallbacks::erase,       &TerminalModelCallbacks::initpen,
    &TerminalModelCallbacks::setpenattr,  &TerminalModelCallbacks::settermprop,
    &TerminalModelCallbacks::bell,        &TerminalModelCallbacks::resize,
    &TerminalModelCallbacks::setlineinfo,
};

TerminalModel::TerminalModel(int cols, int rows, QObject *parent)
    : QObject(parent)
{
    m_cols = std::clamp(cols, 1, MaxDimension);
    m_rows = std::clamp(rows, 1, MaxDimension);
    initScreen(m_main, m_cols, m_rows);
    initScreen(m_alt, m_cols, m_rows);
    m_vt = vterm_new(m_rows, m_cols);
    vterm_set_utf8(m_vt, 1);
    vterm_output_set_callback(m_vt, &TerminalModelCallbacks::output, this);
    m_state = vterm_obtain_state(m_vt);
    vterm_state_set_callbacks(m_state, &s_stateCallbacks, this);
    vterm_state_set_unrecognised_fallbacks(m_state, &s_fallbacks, this);
    vterm_state_set_bold_highbright(m_state, 0);
    vterm_state_reset(m_state, 1);
    m_output.clear();
    m_damage = Damage{};
    markAllDirty();
}

TerminalModel::~TerminalModel()
{
    vterm_free(m_vt);
}

// ---------------------------------------------------------------- feeding

void TerminalModel::feed(const char *data, qsizetype length)
{
    if (length <= 0 || !data)
        return;
    // NUL is a no-op for terminals, but inside an OSC string 0.1.4 reads past the end of the
    // input buffer (strncpy on a length that counted the NULs): drop NULs before parsing.
    QByteArray withoutNul;
    if (std::memchr(data, 0, size_t(length))) {
        withoutNul.reserve(length);
        for (qsizetype i = 0; i < length; ++i) {
            if (data[i] != 0)
                withoutNul.append(data[i]);
        }
        data = withoutNul.constData();
        length = withoutNul.size();
        if (length == 0)
            return;
    }
    QByteArray sgr;
    if (m_sgrFilter.filter(data, length, sgr)) {
        data = sgr.constData();
        length = sgr.size();
        if (length == 0)
            return; // all of it is a colour sequence cut by the write
    }
    QByteArray charsets;
    if (m_charsetFilter.filter(data, length, charsets)) {
        data = charsets.constData();
        length = charsets.size();
    }
    QByteArray filtered;
    if (guardCsi(data, length, filtered)) {
        data = filtered.constData();
        length = filtered.size();
    }
    scanModes(data, length);
    if (!m_held.isEmpty()) {
        QByteArray joined = std::move(m_held);
        m_held = QByteArray();
        joined.append(data, length);
        writeChunked(joined.constData(), joined.size());
    } else {
        writeChunked(data, length);
    }
    finishFeed();
}

void TerminalModel::writeChunked(const char *data, qsizetype length)
{
    while (length > 0) {
        qsizetype take = std::min(length, MaxChunk);
        const qsizetype open = unterminatedOsc(data, take);
        if (open >= 0) {
            if (take == length) {
                // libvterm 0.1.4 loses an OSC string split across writes: keep it for later.
                if (take - open <= MaxHeldOsc) {
                    writeToVTerm(data, open);
                    m_held = QByteArray(data + open, take - open);
                    return;
                }
            } else if (open > 0) {
                take = open; // cut before it so that the next chunk holds the whole string
            }
        } else if (take == length && data[take - 1] == '\x1b') {
            writeToVTerm(data, take - 1);
            m_held = QByteArray(1, '\x1b');
            return;
        } else if (const qsizetype cut = unfinishedUtf8(data, take)) {
            if (take == length) {
                // 0.1.4 turns the first bytes of a character cut by the write into U+FFFD.
                writeToVTerm(data, take - cut);
                m_held = QByteArray(data + take - cut, cut);
                return;
            }
            if (cut < take)
                take -= cut; // the next chunk starts with the whole character
        }
        writeToVTerm(data, take);
        data += take;
        length -= take;
    }
}

void TerminalModel::writeToVTerm(const char *data, qsizetype length)
{
    if (length <= 0)
        return;
    QByteArray mapped;
    if (m_widthFilter.filter(data, length, mapped)) {
        data = mapped.constData();
        length = mapped.size();
    }
    // Runs of plain text go into the grid here (TerminalPlainText), all else to libvterm.
    qsizetype written = 0; // data[0, written) went to libvterm or into the grid
    qsizetype scan = 0;
    qsizetype start = 0;
    qsizetype end = 0;
    while (m_plainText.next(data, length, &scan, &start, &end)) {
        if (!m_plainShortcut)
            continue; // (the scan still follows the stream)
        // Row by row: the grid takes the glyphs left of the last two columns, libvterm those
        // through the margin and the first of the next row (it wraps, or leaves a wrap pending
        // after a wide character). The run's last glyph is libvterm's too: it keeps the glyph
        // a combining mark or REP may refer to, and the pending wrap at the margin.
        qsizetype pos = start;
        while (end - pos > MinPlainRun) {
            vterm_input_write(m_vt, data + written, size_t(pos - written));
            written = pos;
            int col = 0;
            const qsizetype took = putPlainText(data + pos, end - pos, &col);
            if (took < 0)
                break;
            pos += took;
            written = pos;
            if (!m_autowrap)
                break; // the rest overwrites the last column
            const qsizetype margin = marginGlyphs(data + pos, end - pos, m_cols - col);
            if (margin == 0)
                break;
            vterm_input_write(m_vt, data + pos, size_t(margin));
            pos += margin;
            written = pos;
        }
    }
    vterm_input_write(m_vt, data + written, size_t(length - written));
}

qsizetype TerminalModel::marginGlyphs(const char *text, qsizetype length, int room)
{
    // The glyphs that fill `room` columns, and the next one (it goes on the next row); not the
    // run's last, which libvterm gets with what follows (a combining mark widens it).
    qsizetype bytes = 0;
    int cols = 0;
    while (bytes < length) {
        char32_t ch;
        int width;
        const int n = TerminalPlainText::glyphAt(text + bytes, length - bytes, &ch, &width);
        if (n == 0 || bytes + n >= length)
            break;
        bytes += n;
        cols += width;
        if (cols > room)
            break;
    }
    return bytes;
}

qsizetype TerminalModel::putPlainText(const char *text, qsizetype length, int *endCol)
{
    VTermPos pos;
    vterm_state_get_cursorpos(m_state, &pos);
    const int r = pos.row;
    const int c = pos.col;
    *endCol = c;
    if (r < 0 || r >= m_rows || c < 0 || c >= m_cols)
        return -1;
    const VTermLineInfo *info = vterm_state_get_lineinfo(m_state, r);
    if (info->doublewidth || info->doubleheight)
        return -1; // a double-width line is half as wide: libvterm lays it out
    Screen &s = *m_screen;
    TerminalCell *cells = rowOf(s, r);
    TerminalCell cell;
    cell.fg = m_pen.fg;
    cell.bg = m_pen.bg;
    cell.link = m_link;
    TerminalCell tail = cell;
    tail.attrs = quint16(m_pen.attrs | TerminalCell::WideTail);
    const auto wide = quint16(m_pen.attrs | TerminalCell::Wide);
    // The glyphs but the run's last, as far as they stay left of the last two columns:
    // libvterm would not wrap there, nor leave a wrap pending.
    int width = 0;
    const int first = TerminalPlainText::glyphAt(text, length, &cell.ch, &width);
    if (first == 0 || first >= length || c + width > m_cols - 2)
        return 0;
    trackWrap(r, c, width);
    if (cells[c].isWideTail())
        fixWideAt(cells, c); // the left half of the character it overwrites goes
    const int lastCol = m_cols - 2;
    qsizetype bytes = 0;
    int col = c;
    for (;;) {
        // ASCII first, a byte a cell.
        cell.attrs = m_pen.attrs;
        const qsizetype asciiEnd = std::min<qsizetype>(length - 1, bytes + (lastCol - col));
        while (bytes < asciiEnd) {
            const auto b = static_cast<unsigned char>(text[bytes]);
            if (b < 0x20 || b >= 0x7f)
                break;
            cell.ch = b;
            cells[col++] = cell;
            ++bytes;
        }
        const int n = TerminalPlainText::glyphAt(text + bytes, length - bytes, &cell.ch, &width);
        if (n <= 1 || bytes + n >= length || col + width > lastCol)
            break; // (n == 1: ASCII that did not fit)
        bytes += n;
        if (width == 1) {
            cells[col++] = cell;
        } else {
            cell.attrs = wide;
            cells[col++] = cell;
            cells[col++] = tail;
        }
    }
    if (col == c)
        return 0;
    if (cells[col].isWideTail())
        blankHalf(cells[col]); // the right half of a character whose left half it overwrote
    quint16 &used = usedOf(s, r);
    used = std::max<quint16>(used, quint16(col));
    dirty(r, r);
    m_changed = true;
    // libvterm's cursor goes past them (CUF), as if it had written them itself.
    char move[16] = {'\x1b', '['};
    int m = 2;
    char digits[8];
    int d = 0;
    for (int v = col - c; v > 0; v /= 10)
        digits[d++] = char('0' + v % 10);
    while (d > 0)
        move[m++] = digits[--d];
    move[m++] = 'C';
    vterm_input_write(m_vt, move, size_t(m));
    *endCol = col;
    return bytes;
}

bool TerminalModel::guardCsi(const char *data, qsizetype length, QByteArray &filtered)
{
    // libvterm 0.1.4 writes CSI arguments past its 16-entry array: keep at most 16 arguments
    // of any CSI sequence (state carries over between writes). Copies only when it must.
    constexpr int MaxSeparators = 15;
    bool copied = false;
    qsizetype i = 0;
    auto dropAt = [&](qsizetype pos) {
        if (!copied) {
            filtered = QByteArray(data, pos);
            copied = true;
        }
    };
    while (i < length) {
        if (m_csiState == 0) {
            const void *esc = std::memchr(data + i, 0x1b, size_t(length - i));
            if (!esc) {
                if (copied)
                    filtered.append(data + i, length - i);
                break;
            }
            const qsizetype j = static_cast<const char *>(esc) - data;
            if (copied)
                filtered.append(data + i, j + 1 - i);
            i = j + 1;
            m_csiState = 1;
            continue;
        }
        const char c = data[i];
        bool keep = true;
        if (m_csiState == 1) {
            m_csiState = c == '[' ? 2 : (c == '\x1b' ? 1 : 0);
            m_csiSeparators = 0;
            m_csiDropping = false;
        } else if (c == ';' || c == ':') {
            if (++m_csiSeparators > MaxSeparators)
                m_csiDropping = true;
            keep = !m_csiDropping;
        } else if (c >= 0x30 && c <= 0x3f) {
            keep = !m_csiDropping;
        } else if (c == '\x1b') {
            m_csiState = 1;
        } else if (c == 0x18 || c == 0x1a || (c >= 0x40 && c <= 0x7e) || (c & 0x80)) {
            m_csiState = 0; // cancelled, or the final byte
        } // intermediates and other C0 controls keep the sequence going
        if (keep) {
            if (copied)
                filtered.append(c);
        } else {
            dropAt(i);
        }
        ++i;
    }
    return copied;
}

void TerminalModel::scanModes(const char *data, qsizetype length)
{
    // libvterm 0.1.4 does not expose bracketed paste mode (?2004): watch for it here.
    // Returns the length of a complete sequence at s, 0 when incomplete.
    auto parse = [this](const char *s, qsizetype n) -> qsizetype {
        if (n < 2)
            return 0;
        if (s[1] == 'c') { // RIS
            m_bracketedPaste = false;
            m_autowrap = true;
            return 2;
        }
        if (s[1] != '[')
            return 1;
        if (n < 3)
            return 0;
        if (s[2] != '?')
            return 1;
        bool has2004 = false;
        bool has7 = false;
        int value = 0;
        for (qsizetype i = 3; i < n && i < 40; ++i) {
            const char c = s[i];
            if (c >= '0' && c <= '9') {
                value = std::min(value * 10 + (c - '0'), 100000);
            } else if (c == ';' || c == ':') {
                has2004 = has2004 || value == 2004;
                has7 = has7 || value == 7;
                value = 0;
            } else {
                has2004 = has2004 || value == 2004;
                has7 = has7 || value == 7;
                if (has2004 && (c == 'h' || c == 'l'))
                    m_bracketedPaste = c == 'h';
                if (has7 && (c == 'h' || c == 'l'))
                    m_autowrap = c == 'h';
                return i + 1;
            }
        }
        return n < 40 ? 0 : 1;
    };
    if (!m_modeTail.isEmpty()) {
        QByteArray joined = std::move(m_modeTail);
        m_modeTail = QByteArray();
        joined.append(data, std::min<qsizetype>(length, 48));
        if (parse(joined.constData(), joined.size()) == 0 && joined.size() < 48)
            m_modeTail = joined;
    }
    const char *p = data;
    const char *end = data + length;
    while (p < end) {
        const char *esc = static_cast<const char *>(std::memchr(p, 0x1b, size_t(end - p)));
        if (!esc)
            break;
        const qsizetype used = parse(esc, end - esc);
        if (used == 0) {
            m_modeTail = QByteArray(esc, end - esc);
            break;
        }
        p = esc + 1;
    }
}

void TerminalModel::finishFeed()
{
    m_glyphRow = -1; // the next feed marks its rows changed again
    if (m_titleChanged) {
        m_titleChanged = false;
        emit titleChanged(m_title);
    }
    if (m_bellPending) {
        m_bellPending = false;
        emit bell();
    }
    if (m_altChanged) {
        m_altChanged = false;
        emit altScreenChanged(m_altActive);
    }
    if (!m_output.isEmpty())
        emit outputReady(takeOutput());
    if (m_changed) {
        m_changed = false;
        emit contentChanged();
    }
}

QByteArray TerminalModel::takeOutput()
{
    QByteArray out = std::move(m_output);
    m_output = QByteArray();
    return out;
}

void TerminalModel::resize(int cols, int rows)
{
    cols = std::clamp(cols, 1, MaxDimension);
    rows = std::clamp(rows, 1, MaxDimension);
    if (cols == m_cols && rows == m_rows)
        return;
    const bool fewerRows = rows < m_rows;
    vterm_set_size(m_vt, rows, cols);
    if (cols != m_cols || rows != m_rows) {
        int delta = 0;
        onResize(rows, cols, &delta);
    }
    clampCursor();
    if (m_moveCursorAfterResize) {
        // Reflow moved the cursor with its character; libvterm only knows the row delta.
        m_moveCursorAfterResize = false;
        const QByteArray cup = cursorPosition(m_reflowCursor.line, m_reflowCursor.col);
        writeToVTerm(cup.constData(), cup.size());
        m_cursorRow = m_reflowCursor.line;
        m_cursorCol = m_reflowCursor.col;
    }
    if (fewerRows) {
        // 0.1.4 clamps the bottom of the scroll region but not its top: a region starting
        // below the new last row makes the next scroll memmove a negative size. Reset the
        // region (programs set theirs again after SIGWINCH), keeping the cursor where it is.
        static const char resetRegion[] = "\x1b"
                                          "7\x1b[r\x1b"
                                          "8";
        writeToVTerm(resetRegion, qsizetype(sizeof(resetRegion) - 1));
    }
    if (m_moveSavedCursorAfterResize) {
        // Leaving the alternate screen restores the cursor saved on entering it: save the
        // reflowed one in its place (DECSC), then go back to the alternate screen's cursor.
        m_moveSavedCursorAfterResize = false;
        const int row = m_cursorRow;
        const int col = m_cursorCol;
        const QByteArray seq = cursorPosition(m_mainCursor.line, m_mainCursor.col)
            + "\x1b"
              "7"
            + cursorPosition(row, col);
        writeToVTerm(seq.constData(), seq.size());
        m_cursorRow = row;
        m_cursorCol = col;
    }
    markAllDirty();
    finishFeed();
}

void TerminalModel::onLineInfo(int row, LineAttr attr)
{
    if (row < 0 || row >= m_rows)
        return;
    attrOf(*m_screen, row) = quint8(attr);
    dirty(row, row);
    m_changed = true;
}

TerminalModel::LineAttr TerminalModel::lineAttr(int row) const
{
    return row >= 0 && row < m_rows ? LineAttr(attrOf(*m_screen, row)) : LineAttr::Normal;
}

TerminalModel::LineAttr TerminalModel::bufferLineAttr(int line) const
{
    const int sb = scrollbackLines();
    return line < 0 ? LineAttr::Normal
        : line < sb ? LineAttr(m_scrollback.lineAttr(line))
                    : lineAttr(line - sb);
}

void TerminalModel::setVTermLineInfo(int r, quint8 attr)
{
    // The returned line info is libvterm's own (non-const) array: there is no setter in 0.1.4.
    auto *info = const_cast<VTermLineInfo *>(vterm_state_get_lineinfo(m_state, r));
    const auto a = LineAttr(attr);
    info->doublewidth = a != LineAttr::Normal;
    info->doubleheight = a == LineAttr::DoubleHeightTop ? 1 : a == LineAttr::DoubleHeightBottom ? 2 : 0;
}

void TerminalModel::syncLineInfo()
{
    for (int r = 0; r < m_rows; ++r)
        setVTermLineInfo(r, attrOf(*m_screen, r));
}

void TerminalModel::clampCursor()
{
    // libvterm 0.1.4 can leave the cursor outside the screen after shrinking; the next erase
    // then writes out of bounds. Put it back with a plain cursor position sequence.
    VTermPos pos;
    vterm_state_get_cursorpos(m_state, &pos);
    if (pos.row >= 0 && pos.row < m_rows && pos.col >= 0 && pos.col < m_cols)
        return;
    const int r = std::clamp(pos.row, 0, m_rows - 1);
    const int c = std::clamp(pos.col, 0, m_cols - 1);
    const QByteArray cup = cursorPosition(r, c);
    writeToVTerm(cup.constData(), cup.size());
    m_cursorRow = r;
    m_cursorCol = c;
}

void TerminalModel::reset()
{
    m_csiState = 0;
    m_wrapRow = NoWrapRow;
    m_held.clear();
    m_link = 0;
    m_modeTail.clear();
    m_widthFilter.reset();
    m_plainText.reset();
    m_sgrFilter.reset();
    m_charsetFilter.reset();
    m_bracketedPaste = false;
    m_autowrap = true;
    vterm_state_reset(m_state, 1);
    setAltScreen(false);
    std::fill(m_main.attr.begin(), m_main.attr.end(), quint8(0));
    syncLineInfo();
    clearSelection();
    markAllDirty();
    finishFeed();
}

// ---------------------------------------------------------------- grid

void TerminalModel::initScreen(Screen &s, int cols, int rows)
{
    s.cells.assign(size_t(cols) * size_t(rows), TerminalCell{});
    s.used.assign(size_t(rows), 0);
    s.wrapped.assign(size_t(rows), 0);
    s.attr.assign(size_t(rows), 0);
    s.index.resize(size_t(rows));
    for (int i = 0; i < rows; ++i)
        s.index[size_t(i)] = i;
    s.top = 0;
}

TerminalCell TerminalModel::blankCell() const
{
    TerminalCell c;
    c.fg = m_pen.fg;
    c.bg = m_pen.bg;
    return c;
}

void TerminalModel::clearRow(int r, int from, int to, const TerminalCell &blank)
{
    TerminalCell *cells = row(r);
    quint16 &used = usedOf(*m_screen, r);
    if (to >= m_cols)
        wrappedOf(*m_screen, r) = 0; // the end of the line is gone: no soft wrap any more
    if (TerminalColor::isDefault(blank.bg) && blank.attrs == 0) {
        // Cells from `used` on are blank already: only clear what was written.
        if (to >= used) {
            if (from < used)
                std::fill(cells + from, cells + used, blank);
            used = quint16(std::min<int>(used, from));
            return;
        }
        std::fill(cells + from, cells + to, blank);
        return;
    }
    std::fill(cells + from, cells + to, blank);
    used = std::max<quint16>(used, quint16(to));
}

void TerminalModel::fixWideAt(TerminalCell *cells, int col)
{
    // Overwriting half of a wide character blanks its other half.
    TerminalCell &c = cells[col];
    if (c.isWideTail() && col > 0) {
        TerminalCell &left = cells[col - 1];
        left.ch = 0;
        left.attrs &= quint16(~TerminalCell::Wide);
    } else if (c.isWide() && col + 1 < m_cols) {
        TerminalCell &right = cells[col + 1];
        right.ch = 0;
        right.attrs &= quint16(~TerminalCell::WideTail);
    }
}

void TerminalModel::blankHalf(TerminalCell &cell)
{
    cell.ch = 0;
    cell.attrs &= quint16(~(TerminalCell::Wide | TerminalCell::WideTail));
}

char32_t TerminalModel::intern(const uint32_t *chars)
{
    if (chars[0] == 0 || chars[1] == 0)
        return chars[0];
    std::u32string seq;
    for (int i = 0; i < VTERM_MAX_CHARS_PER_CELL && chars[i]; ++i)
        seq.push_back(char32_t(chars[i]));
    auto it = m_combinedIndex.find(seq);
    if (it != m_combinedIndex.end())
        return TerminalCell::CombinedFlag | it->second;
    if (m_combined.size() >= MaxCombined)
        return chars[0];
    const auto idx = quint32(m_combined.size());
    m_combined.push_back(seq);
    m_combinedIndex.emplace(std::move(seq), idx);
    return TerminalCell::CombinedFlag | idx;
}

void TerminalModel::trackWrap(int r, int c, int width)
{
    // Soft wrap: libvterm moved from a glyph at the right margin straight to column 0 of the
    // next row (a linefeed, maybe a scroll, and no cursor movement of the program's own).
    if (m_wrapRow != NoWrapRow && c == 0 && r == m_wrapRow + 1 && (m_wrapEnd >= m_cols || width > 1)) {
        if (m_wrapRow >= 0)
            wrappedOf(*m_screen, m_wrapRow) = 1;
        else // the wrapped row went to scrollback with the scroll that made room for this one
            m_scrollback.setWrapped(m_scrollback.size() - 1, true);
    }
    if (c + width >= m_cols - 1) {
        m_wrapRow = r;
        m_wrapEnd = c + width;
        m_wrapCursorCol = m_wrapEnd >= m_cols ? c : m_wrapEnd; // phantom column, or the next
    } else {
        m_wrapRow = NoWrapRow;
    }
}

int TerminalModel::onPutGlyph(const uint32_t *chars, int width, int r, int c)
{
    if (r < 0 || r >= m_rows || c < 0 || c >= m_cols)
        return 1;
    uint32_t originals[VTERM_MAX_CHARS_PER_CELL + 1];
    if (TerminalWidths::mayBeStandIn(chars[0]) || (chars[1] && TerminalWidths::mayBeStandIn(chars[1]))) {
        // Stand-ins written for the system's widths (TerminalWidthFilter) become themselves.
        const TerminalWidths &widths = TerminalWidths::instance();
        int i = 0;
        for (; i < VTERM_MAX_CHARS_PER_CELL && chars[i]; ++i)
            originals[i] = widths.original(chars[i]);
        originals[i] = 0;
        chars = originals;
    }
    Screen &s = *m_screen;
    trackWrap(r, c, width);
    if (r != m_glyphRow) {
        // Glyphs come row by row: find the row once, not with a ring division per glyph.
        const int phys = s.index[size_t((s.top + r) % m_rows)];
        m_glyphRow = r;
        m_glyphCells = s.cells.data() + size_t(phys) * size_t(m_cols);
        m_glyphUsed = &s.used[size_t(phys)];
        dirty(r, r);
        m_changed = true;
    }
    TerminalCell *cells = m_glyphCells;
    constexpr quint16 wideFlags = TerminalCell::Wide | TerminalCell::WideTail;
    if (cells[c].attrs & wideFlags)
        fixWideAt(cells, c);
    const bool wide = width > 1 && c + 1 < m_cols;
    if (wide && (cells[c + 1].attrs & wideFlags))
        fixWideAt(cells, c + 1);
    TerminalCell &cell = cells[c];
    cell.ch = chars[1] == 0 ? char32_t(chars[0]) : intern(chars);
    cell.fg = m_pen.fg;
    cell.bg = m_pen.bg;
    cell.attrs = quint16(m_pen.attrs | (wide ? TerminalCell::Wide : 0));
    cell.link = m_link;
    if (wide) {
        TerminalCell &tail = cells[c + 1];
        tail.ch = 0;
        tail.fg = m_pen.fg;
        tail.bg = m_pen.bg;
        tail.attrs = quint16(m_pen.attrs | TerminalCell::WideTail);
        tail.link = m_link;
    }
    const auto end = quint16(c + (wide ? 2 : 1));
    if (end > *m_glyphUsed)
        *m_glyphUsed = end;
    return 1;
}

int TerminalModel::onOsc(const char *command, size_t length)
{
    // OSC 8 ; params ; URI — a hyperlink for the text that follows, until an empty URI.
    constexpr size_t MaxUri = 2048;
    constexpr size_t MaxLinks = 0xffff;
    const QByteArray osc = QByteArray::fromRawData(command, qsizetype(length));
    if (!osc.startsWith("8;"))
        return 0;
    const qsizetype sep = osc.indexOf(';', 2);
    if (sep < 0)
        return 1;
    const QByteArray uri = osc.mid(sep + 1);
    if (uri.isEmpty() || size_t(uri.size()) > MaxUri) {
        m_link = 0;
        return 1;
    }
    const QString target = QString::fromUtf8(uri);
    const auto it = m_linkIndex.find(target);
    if (it != m_linkIndex.end()) {
        m_link = it->second;
    } else if (m_links.size() < MaxLinks) {
        m_links.push_back(target);
        m_link = quint16(m_links.size());
        m_linkIndex.emplace(target, m_link);
    } else {
        m_link = 0; // the table is full: the text is printed without a link
    }
    return 1;
}

QString TerminalModel::linkAt(TerminalPos pos, TerminalRange *range) const
{
    if (pos.line < 0 || pos.line >= totalLines() || pos.col < 0 || pos.col >= m_cols)
        return QString();
    const int sb = scrollbackLines();
    if (pos.line >= sb) {
        const TerminalCell *cells = row(pos.line - sb);
        if (const quint16 link = cells[pos.col].link; link > 0 && link <= m_links.size()) {
            if (range) {
                int c0 = pos.col;
                int c1 = pos.col;
                while (c0 > 0 && cells[c0 - 1].link == link)
                    --c0;
                while (c1 + 1 < m_cols && cells[c1 + 1].link == link)
                    ++c1;
                *range = TerminalRange{TerminalPos{pos.line, c0}, TerminalPos{pos.line, c1}};
            }
            return m_links[link - 1];
        }
    }
    // A URL written as text, maybe soft-wrapped over several lines (within reason).
    constexpr int MaxLines = 20;
    const int first = std::max(paragraphStart(pos.line), pos.line - MaxLines);
    const int last = std::min(paragraphEnd(pos.line), pos.line + MaxLines);
    QString text;
    std::vector<TerminalRange> units;
    searchText(first, last, text, units);
    static const QRegularExpression url(QStringLiteral("https?://[^\\s<>\"'`]+"));
    for (auto it = url.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        qsizetype end = m.capturedEnd();
        // Punctuation after a URL ends the sentence, not the URL; a ')' closes a '(' in it.
        while (end > m.capturedStart()) {
            const QChar c = text.at(end - 1);
            if (QStringLiteral(".,;:!?'\"]}>").contains(c)
                || (c == QLatin1Char(')')
                    && text.mid(m.capturedStart(), end - m.capturedStart()).count(QLatin1Char('('))
                        < text.mid(m.capturedStart(), end - m.capturedStart()).count(QLatin1Char(')'))))
                --end;
            else
                break;
        }
        const TerminalRange r{units[size_t(m.capturedStart())].start, units[size_t(end - 1)].end};
        if (r.contains(pos)) {
            if (range)
                *range = r;
            return text.mid(m.capturedStart(), end - m.capturedStart());
        }
    }
    return QString();
}

void TerminalModel::pushToScrollback(Screen &s, int r)
{
    const int used = std::min<int>(usedOf(s, r), m_cols);
    // A row whose last glyph reached the margin may still turn out to be wrapped: keep its
    // trailing spaces.
    const bool dropped
        = m_scrollback.push(rowOf(s, r), used, wrappedOf(s, r) != 0, r == m_wrapRow, attrOf(s, r));
    ++m_damage.scrolledLines;
    if (dropped) {
        ++m_damage.droppedLines;
        if (m_hasSelection) {
            --m_selStart.line;
            --m_selEnd.line;
            if (m_selEnd.line < 0)
                m_hasSelection = false;
            else if (m_selStart.line < 0)
                m_selStart = TerminalPos{0, m_selBlock ? m_selStart.col : 0};
        }
    }
}

int TerminalModel::onScrollRect(int top, int bottom, int left, int right, int downward, int rightward)
{
    m_glyphRow = -1; // rows move
    top = std::clamp(top, 0, m_rows);
    bottom = std::clamp(bottom, top, m_rows);
    if (rightward != 0 || left > 0 || right < m_cols)
        return 0; // partial width: let libvterm use moverect + erase
    const int height = bottom - top;
    if (height <= 0 || downward == 0)
        return 1;
    const int n = std::min(std::abs(downward), height);
    Screen &s = *m_screen;
    const TerminalCell blank = blankCell();
    if (downward > 0) {
        if (top == 0 && !m_altActive) {
            for (int i = 0; i < n; ++i)
                pushToScrollback(s, i);
        }
        if (top == 0 && bottom == m_rows) {
            s.top = (s.top + n) % m_rows;
        } else {
            int tmp[MaxDimension];
            for (int i = 0; i < height; ++i)
                tmp[i] = s.index[size_t((s.top + top + i) % m_rows)];
            for (int i = 0; i < height; ++i)
                s.index[size_t((s.top + top + i) % m_rows)] = tmp[(i + n) % height];
        }
        for (int r = bottom - n; r < bottom; ++r) {
            clearRow(r, 0, m_cols, blank);
            clearLineAttr(r);
        }
    } else {
        if (top == 0 && bottom == m_rows) {
            s.top = (s.top - n % m_rows + m_rows) % m_rows;
        } else {
            int tmp[MaxDimension];
            for (int i = 0; i < height; ++i)
                tmp[i] = s.index[size_t((s.top + top + i) % m_rows)];
            for (int i = 0; i < height; ++i)
                s.index[size_t((s.top + top + i) % m_rows)] = tmp[(i - n + height) % height];
        }
        for (int r = top; r < top + n; ++r) {
            clearRow(r, 0, m_cols, blank);
            clearLineAttr(r);
        }
    }
    if (m_wrapRow >= top && m_wrapRow < bottom) {
        // The row a soft wrap may start from moves with the scroll.
        m_wrapRow -= downward;
        const bool intoScrollback = m_wrapRow == -1 && top == 0 && !m_altActive && m_scrollback.limit() > 0;
        if ((m_wrapRow < top && !intoScrollback) || m_wrapRow >= bottom)
            m_wrapRow = NoWrapRow;
    }
    dirty(top, bottom - 1);
    m_changed = true;
    return 1;
}

int TerminalModel::onMoveRect(int dr0, int dr1, int dc0, int dc1, int sr0, int sr1, int sc0, int sc1)
{
    const int height = std::min(dr1 - dr0, sr1 - sr0);
    const int width = std::min(dc1 - dc0, sc1 - sc0);
    if (height <= 0 || width <= 0)
        return 1;
    if (dr0 != sr0)
        m_wrapRow = NoWrapRow;
    if (dr0 < 0 || sr0 < 0 || dc0 < 0 || sc0 < 0 || dr0 + height > m_rows || sr0 + height > m_rows
        || dc0 + width > m_cols || sc0 + width > m_cols)
        return 1;
    auto copyRow = [&](int i) {
        quint16 &used = usedOf(*m_screen, dr0 + i);
        const quint16 srcUsed = usedOf(*m_screen, sr0 + i);
        used = std::max<quint16>(used, quint16(std::min(m_cols, dc0 + width)));
        used = std::max<quint16>(used, srcUsed);
        TerminalCell *d = row(dr0 + i) + dc0;
        const TerminalCell *s = row(sr0 + i) + sc0;
        std::memmove(static_cast<void *>(d), s, size_t(width) * sizeof(TerminalCell));
    };
    if (dr0 <= sr0) {
        for (int i = 0; i < height; ++i)
            copyRow(i);
    } else {
        for (int i = height - 1; i >= 0; --i)
            copyRow(i);
    }
    // Wide characters cut at the edges of the moved block are blanked whole, inside and just
    // outside it (DCH on a right half: xterm and xterm.js clear the character).
    for (int i = 0; i < height; ++i) {
        TerminalCell *cells = row(dr0 + i);
        if (cells[dc0].isWideTail())
            fixWideAt(cells, dc0);
        if (dc0 > 0 && cells[dc0 - 1].isWide() && !cells[dc0].isWideTail())
            blankHalf(cells[dc0 - 1]);
        const int end = dc0 + width;
        if (cells[end - 1].isWide() && (end >= m_cols || !cells[end].isWideTail()))
            blankHalf(cells[end - 1]);
        if (end < m_cols && cells[end].isWideTail() && !cells[end - 1].isWide())
            blankHalf(cells[end]);
    }
    dirty(dr0, dr0 + height - 1);
    m_changed = true;
    return 1;
}

int TerminalModel::onErase(int r0, int r1, int c0, int c1)
{
    r0 = std::clamp(r0, 0, m_rows);
    r1 = std::clamp(r1, r0, m_rows);
    c0 = std::clamp(c0, 0, m_cols);
    c1 = std::clamp(c1, c0, m_cols);
    if (r0 == r1 || c0 == c1)
        return 1;
    // Erasing from the cursor while a wrap is pending (the last glyph filled the margin) keeps
    // that glyph: the cursor is logically past it (VTE, Konsole, xterm.js).
    if (m_autowrap && r1 == r0 + 1 && r0 == m_wrapRow && m_wrapEnd >= m_cols && c0 == m_wrapCursorCol
        && m_cursorRow == r0 && m_cursorCol == c0)
        return 1;
    const TerminalCell blank = blankCell();
    for (int r = r0; r < r1; ++r) {
        TerminalCell *cells = row(r);
        if (cells[c0].isWideTail())
            fixWideAt(cells, c0);
        if (c1 < m_cols && cells[c1].isWideTail())
            blankHalf(cells[c1]); // its left half is erased: no orphaned right half
        clearRow(r, c0, c1, blank);
    }
    dirty(r0, r1 - 1);
    m_changed = true;
    return 1;
}

void TerminalModel::resizeScreen(Screen &s, int newCols, int newRows, int shift)
{
    // shift > 0: the top `shift` rows went to scrollback; shift < 0: -shift rows came back
    // from scrollback (already placed by the caller into `restored`).
    Screen n;
    initScreen(n, newCols, newRows);
    const int copyCols = std::min(m_cols, newCols);
    for (int r = 0; r < newRows; ++r) {
        const int from = r + shift;
        if (from < 0 || from >= m_rows)
            continue;
        const TerminalCell *src = rowOf(s, from);
        TerminalCell *dst = n.cells.data() + size_t(r) * size_t(newCols);
        std::copy(src, src + copyCols, dst);
        if (copyCols > 0 && dst[copyCols - 1].isWide() && copyCols == newCols) {
            dst[copyCols - 1].ch = 0;
            dst[copyCols - 1].attrs &= quint16(~TerminalCell::Wide);
        }
        n.used[size_t(r)] = quint16(std::min<int>(copyCols, usedOf(s, from)));
        n.attr[size_t(r)] = attrOf(s, from);
        // Not reflowed (the alternate screen): a line cut by a narrower screen no longer continues.
        n.wrapped[size_t(r)] = newCols >= m_cols ? wrappedOf(s, from) : 0;
    }
    s = std::move(n);
}

int TerminalModel::onResize(int newRows, int newCols, int *deltaRow)
{
    m_glyphRow = -1;
    newRows = std::clamp(newRows, 1, MaxDimension);
    newCols = std::clamp(newCols, 1, MaxDimension);
    if (newRows == m_rows && newCols == m_cols)
        return 1;
    if (newCols != m_cols) {
        const int oldRow = m_cursorRow;
        if (!m_altActive) {
            // A cursor waiting to wrap after a glyph at the margin is after that glyph.
            const bool pending
                = m_wrapRow == m_cursorRow && m_wrapEnd >= m_cols && m_cursorCol == m_wrapCursorCol;
            m_reflowCursor
                = reflowMain(newCols, newRows, TerminalPos{m_cursorRow, pending ? m_wrapEnd : m_cursorCol});
            m_cursorRow = m_reflowCursor.line;
            m_cursorCol = m_reflowCursor.col;
            m_moveCursorAfterResize = true;
        } else {
            // The shell's screen behind a full-screen program; its cursor is the one libvterm
            // saved on entering the alternate screen and restores on leaving it.
            m_mainCursor = reflowMain(newCols, newRows, m_mainCursor);
            m_moveSavedCursorAfterResize = true;
            m_cursorRow = std::clamp(m_cursorRow, 0, newRows - 1);
            m_cursorCol = std::clamp(m_cursorCol, 0, newCols - 1);
        }
        m_wrapRow = NoWrapRow;
        resizeScreen(m_alt, newCols, newRows, 0);
        if (m_hasSelection)
            clearSelection();
        m_rows = newRows;
        m_cols = newCols;
        *deltaRow = m_cursorRow - oldRow;
        syncLineInfo();
        markAllDirty();
        return 1;
    }
    int shift = 0;
    m_wrapRow = NoWrapRow;
    std::vector<std::vector<TerminalCell>> restored;
    std::vector<quint8> restoredWrapped;
    std::vector<quint8> restoredAttr;
    if (!m_altActive) {
        if (newRows < m_rows) {
            // Keep the cursor line on screen: the lines above go to scrollback.
            shift = std::max(0, m_cursorRow - (newRows - 1));
            for (int i = 0; i < shift; ++i)
                pushToScrollback(m_main, i);
        } else if (newRows > m_rows && m_scrollback.size() > 0) {
            // Growing: bring back history lines at the top.
            const int take = std::min(newRows - m_rows, m_scrollback.size());
            restored.resize(size_t(take));
            restoredWrapped.assign(size_t(take), 0);
            restoredAttr.assign(size_t(take), 0);
            for (int i = take - 1; i >= 0; --i) {
                bool wrapped = false;
                m_scrollback.popNewest(restored[size_t(i)], newCols, &wrapped, &restoredAttr[size_t(i)]);
                restoredWrapped[size_t(i)] = wrapped ? 1 : 0;
            }
            shift = -take;
        }
    }
    resizeScreen(m_main, newCols, newRows, shift);
    for (int i = 0; i < int(restored.size()); ++i) {
        TerminalCell *dst = m_main.cells.data() + size_t(i) * size_t(newCols);
        std::copy(restored[size_t(i)].begin(), restored[size_t(i)].begin() + newCols, dst);
        m_main.used[size_t(i)] = quint16(newCols);
        m_main.wrapped[size_t(i)] = restoredWrapped[size_t(i)];
        m_main.attr[size_t(i)] = restoredAttr[size_t(i)];
    }
    resizeScreen(m_alt, newCols, newRows, 0);
    if (m_hasSelection)
        clearSelection();
    if (m_altActive) {
        m_mainCursor
            = TerminalPos{std::min(m_mainCursor.line, newRows - 1), std::min(m_mainCursor.col, newCols - 1)};
        m_moveSavedCursorAfterResize = true; // the region reset below saves a cursor too
    }
    m_rows = newRows;
    m_cols = newCols;
    m_cursorRow = std::clamp(m_cursorRow - shift, 0, m_rows - 1);
    m_cursorCol = std::clamp(m_cursorCol, 0, m_cols - 1);
    *deltaRow = -shift;
    syncLineInfo();
    markAllDirty();
    m_changed = true;
    return 1;
}

TerminalPos TerminalModel::reflowMain(int newCols, int newRows, TerminalPos cursorAt)
{
    // The whole main buffer, scrollback and screen, as lines of text without trailing blanks.
    const int sb = m_scrollback.size();
    std::vector<TerminalLine> lines(size_t(sb + m_rows));
    for (int i = 0; i < sb; ++i) {
        m_scrollback.line(i, lines[size_t(i)].cells, -1);
        lines[size_t(i)].wrapped = m_scrollback.isWrapped(i);
        lines[size_t(i)].attr = m_scrollback.lineAttr(i);
    }
    auto blank = [](const TerminalCell &c, bool spaces) {
        return (c.ch == 0 || (spaces && c.ch == U' ')) && !c.isWideTail() && TerminalColor::isDefault(c.bg)
            && !(c.attrs & (TerminalCell::Reverse | TerminalCell::UnderlineMask | TerminalCell::Strike));
    };
    for (int r = 0; r < m_rows; ++r) {
        TerminalLine &line = lines[size_t(sb + r)];
        line.wrapped = wrappedOf(m_main, r) != 0;
        line.attr = attrOf(m_main, r);
        const TerminalCell *cells = rowOf(m_main, r);
        // A wrapped line keeps its written spaces (the text goes on after them).
        int n = std::min<int>(usedOf(m_main, r), m_cols);
        while (n > 0 && blank(cells[n - 1], !line.wrapped))
            --n;
        line.cells.assign(cells, cells + n);
    }
    TerminalReflow::Cursor cursor{sb + cursorAt.line, cursorAt.col};
    // Bash, zsh and other line editors turn bracketed paste on while they read a line, and
    // redraw it after SIGWINCH from the rows it had: those rows stay as they are.
    const bool lineEditor = m_bracketedPaste && !m_altActive;
    std::vector<TerminalLine> wrapped = TerminalReflow::reflow(
        lines, newCols, &cursor,
        lineEditor ? TerminalReflow::CursorParagraph::Keep : TerminalReflow::CursorParagraph::Reflow);

    // The screen ends with the cursor's line or the last line of text, whichever is lower;
    // what does not fit above goes to scrollback.
    int end = cursor.line + 1;
    for (int i = int(wrapped.size()) - 1; i >= end; --i) {
        if (!wrapped[size_t(i)].cells.empty()) {
            end = i + 1;
            break;
        }
    }
    const int top = std::max(0, end - newRows);
    m_scrollback.clear();
    for (int i = 0; i < top; ++i) {
        const TerminalLine &line = wrapped[size_t(i)];
        m_scrollback.push(line.cells.data(), int(line.cells.size()), line.wrapped, false, line.attr);
    }
    initScreen(m_main, newCols, newRows);
    for (int r = 0; r < newRows && top + r < int(wrapped.size()); ++r) {
        const TerminalLine &line = wrapped[size_t(top + r)];
        const int n = std::min<int>(int(line.cells.size()), newCols);
        std::copy(line.cells.begin(), line.cells.begin() + n, m_main.cells.begin() + ptrdiff_t(r) * newCols);
        m_main.used[size_t(r)] = quint16(n);
        m_main.wrapped[size_t(r)] = line.wrapped ? 1 : 0;
        m_main.attr[size_t(r)] = line.attr;
    }
    m_damage.droppedLines += sb; // every scrollback line is new
    m_changed = true;
    return TerminalPos{std::clamp(cursor.line - top, 0, newRows - 1), std::clamp(cursor.col, 0, newCols - 1)};
}

void TerminalModel::setAltScreen(bool on)
{
    if (on == m_altActive)
        return;
    m_glyphRow = -1;
    if (on) {
        m_mainCursor = TerminalPos{m_cursorRow, m_cursorCol}; // libvterm saves it just after this
        const TerminalCell blank;
        std::fill(m_alt.cells.begin(), m_alt.cells.end(), blank);
        std::fill(m_alt.used.begin(), m_alt.used.end(), quint16(0));
        std::fill(m_alt.wrapped.begin(), m_alt.wrapped.end(), quint8(0));
        std::fill(m_alt.attr.begin(), m_alt.attr.end(), quint8(0));
        m_screen = &m_alt;
    } else {
        m_screen = &m_main;
    }
    syncLineInfo();
    m_altActive = on;
    m_wrapRow = NoWrapRow;
    m_altChanged = true;
    m_hasSelection = false;
    markAllDirty();
    m_changed = true;
}

void TerminalModel::markAllDirty()
{
    dirty(0, m_rows - 1);
    m_changed = true;
}

TerminalModel::Damage TerminalModel::takeDamage()
{
    m_glyphRow = -1; // the next glyph marks its row again
    Damage d = m_damage;
    m_damage = Damage{};
    return d;
}

// ---------------------------------------------------------------- reading

const TerminalCell *TerminalModel::screenRow(int r) const
{
    return row(std::clamp(r, 0, m_rows - 1));
}

void TerminalModel::lineCells(int line, std::vector<TerminalCell> &out) const
{
    const int sb = scrollbackLines();
    if (line < sb) {
        m_scrollback.line(line, out, m_cols);
        return;
    }
    const int r = line - sb;
    if (r < 0 || r >= m_rows) {
        out.assign(size_t(m_cols), TerminalCell{});
        return;
    }
    const TerminalCell *cells = row(r);
    out.assign(cells, cells + m_cols);
}

void TerminalModel::appendCellText(const TerminalCell &cell, QString &out) const
{
    auto append = [&out](char32_t ch) {
        if (ch < 0x10000) {
            out.append(QChar(char16_t(ch)));
        } else if (ch <= 0x10ffff) {
            out.append(QChar(QChar::highSurrogate(ch)));
            out.append(QChar(QChar::lowSurrogate(ch)));
        }
    };
    if (cell.ch & TerminalCell::CombinedFlag) {
        const quint32 idx = cell.ch & ~TerminalCell::CombinedFlag;
        if (idx < m_combined.size()) {
            for (char32_t ch : m_combined[idx])
                append(ch);
        }
    } else if (cell.ch) {
        append(cell.ch);
    }
}

QString TerminalModel::cellText(const TerminalCell &cell) const
{
    QString s;
    appendCellText(cell, s);
    return s;
}

void TerminalModel::appendCellsText(const TerminalCell *cells, int c0, int c1, bool trim, QString &out) const
{
    const qsizetype start = out.size();
    for (int c = c0; c <= c1; ++c) {
        const TerminalCell &cell = cells[c];
        if (cell.isWideTail())
            continue;
        if (cell.ch == 0)
            out.append(QLatin1Char(' '));
        else
            appendCellText(cell, out);
    }
    if (trim) {
        qsizetype n = out.size();
        while (n > start && out.at(n - 1) == QLatin1Char(' '))
            --n;
        out.truncate(n);
    }
}

QString TerminalModel::lineText(int line) const
{
    std::vector<TerminalCell> cells;
    lineCells(line, cells);
    QString s;
    s.reserve(m_cols);
    appendCellsText(cells.data(), 0, m_cols - 1, true, s);
    return s;
}

bool TerminalModel::isWrapped(int line) const
{
    const int sb = scrollbackLines();
    if (line < 0)
        return false;
    if (line < sb)
        return m_scrollback.isWrapped(line);
    const int r = line - sb;
    return r < m_rows - 1 && wrappedOf(*m_screen, r) != 0;
}

QString TerminalModel::screenText() const
{
    QString out;
    const int sb = scrollbackLines();
    for (int r = 0; r < m_rows; ++r) {
        out += lineText(sb + r);
        out += QLatin1Char('\n');
    }
    return out;
}

void TerminalModel::setScrollbackLimit(int lines)
{
    const int dropped = m_scrollback.setLimit(lines);
    if (dropped > 0) {
        m_damage.droppedLines += dropped;
        clearSelection();
        m_changed = true;
        emit contentChanged();
    }
}

void TerminalModel::setCursorShape(CursorShape shape)
{
    // Through libvterm's state, so that its idea of the shape (DECRQSS) agrees.
    VTermValue val;
    val.number = shape == CursorShape::Underline ? VTERM_PROP_CURSORSHAPE_UNDERLINE
        : shape == CursorShape::Bar              ? VTERM_PROP_CURSORSHAPE_BAR_LEFT
                                                 : VTERM_PROP_CURSORSHAPE_BLOCK;
    vterm_state_set_termprop(m_state, VTERM_PROP_CURSORSHAPE, &val);
    emit contentChanged();
}

void TerminalModel::clearScrollback()
{
    m_damage.droppedLines += m_scrollback.size();
    m_scrollback.clear();
    clearSelection();
    markAllDirty();
    emit contentChanged();
}

// ---------------------------------------------------------------- input encoding

QByteArray TerminalModel::encodeKey(int key, Qt::KeyboardModifiers mods, const QString &text)
{
    const QByteArray pending = takeOutput();
    const bool ctrl = mods & Qt::ControlModifier;
    const bool alt = mods & Qt::AltModifier;
    const bool shift = mods & Qt::ShiftModifier;
    const bool keypad = mods & Qt::KeypadModifier;
    const QByteArray esc = alt ? QByteArray("\x1b") : QByteArray();
    const VTermModifier vmod = toVTermModifier(mods);
    QByteArray result;

    auto vtKey = [this](VTermKey k, VTermModifier m) {
        vterm_keyboard_key(m_vt, k, m);
        return takeOutput();
    };

    int vk = VTERM_KEY_NONE;
    if (keypad) {
        switch (key) {
        case Qt::Key_0:
        case Qt::Key_1:
        case Qt::Key_2:
        case Qt::Key_3:
        case Qt::Key_4:
        case Qt::Key_5:
        case Qt::Key_6:
        case Qt::Key_7:
        case Qt::Key_8:
        case Qt::Key_9:
            vk = VTERM_KEY_KP_0 + (key - Qt::Key_0);
            break;
        case Qt::Key_Asterisk:
            vk = VTERM_KEY_KP_MULT;
            break;
        case Qt::Key_Plus:
            vk = VTERM_KEY_KP_PLUS;
            break;
        case Qt::Key_Comma:
            vk = VTERM_KEY_KP_COMMA;
            break;
        case Qt::Key_Minus:
            vk = VTERM_KEY_KP_MINUS;
            break;
        case Qt::Key_Period:
            vk = VTERM_KEY_KP_PERIOD;
            break;
        case Qt::Key_Slash:
            vk = VTERM_KEY_KP_DIVIDE;
            break;
        case Qt::Key_Enter:
            vk = VTERM_KEY_KP_ENTER;
            break;
        case Qt::Key_Equal:
            vk = VTERM_KEY_KP_EQUAL;
            break;
        default:
            break;
        }
    }
    if (vk == VTERM_KEY_NONE) {
        switch (key) {
        case Qt::Key_Up:
            vk = VTERM_KEY_UP;
            break;
        case Qt::Key_Down:
            vk = VTERM_KEY_DOWN;
            break;
        case Qt::Key_Left:
            vk = VTERM_KEY_LEFT;
            break;
        case Qt::Key_Right:
            vk = VTERM_KEY_RIGHT;
            break;
        case Qt::Key_Insert:
            vk = VTERM_KEY_INS;
            break;
        case Qt::Key_Delete:
            vk = VTERM_KEY_DEL;
            break;
        case Qt::Key_Home:
            vk = VTERM_KEY_HOME;
            break;
        case Qt::Key_End:
            vk = VTERM_KEY_END;
            break;
        case Qt::Key_PageUp:
            vk = VTERM_KEY_PAGEUP;
            break;
        case Qt::Key_PageDown:
            vk = VTERM_KEY_PAGEDOWN;
            break;
        default:
            if (key >= Qt::Key_F1 && key <= Qt::Key_F35)
                vk = VTERM_KEY_FUNCTION(key - Qt::Key_F1 + 1);
            break;
        }
    }

    if (vk != VTERM_KEY_NONE) {
        result = vtKey(VTermKey(vk), vmod);
        // 0.1.4 sends LF for keypad Enter outside application keypad mode; xterm sends CR.
        if (vk == VTERM_KEY_KP_ENTER && result == "\n")
            result = vtKey(VTERM_KEY_ENTER, alt ? VTERM_MOD_ALT : VTERM_MOD_NONE);
    } else {
        switch (key) {
        // Legacy keys: libvterm 0.1.4 answers Shift/Ctrl variants with CSI u sequences that
        // readline, vim and less do not understand; send what xterm sends.
        case Qt::Key_Return:
        case Qt::Key_Enter:
            result = vtKey(VTERM_KEY_ENTER, alt ? VTERM_MOD_ALT : VTERM_MOD_NONE);
            break;
        case Qt::Key_Backspace:
            result = esc + (ctrl ? QByteArray("\x08") : QByteArray("\x7f"));
            break;
        case Qt::Key_Escape:
            result = esc + QByteArray("\x1b");
            break;
        case Qt::Key_Tab:
            result = shift ? vtKey(VTERM_KEY_TAB, VTERM_MOD_SHIFT) : esc + QByteArray("\t");
            break;
        case Qt::Key_Backtab:
            result = vtKey(VTERM_KEY_TAB, VTERM_MOD_SHIFT);
            break;
        default:
            break;
        }
    }

    if (result.isEmpty() && vk == VTERM_KEY_NONE && key != Qt::Key_Return && key != Qt::Key_Enter
        && key != Qt::Key_Backspace && key != Qt::Key_Escape && key != Qt::Key_Tab
        && key != Qt::Key_Backtab) {
        if (ctrl) {
            int byte = -1;
            if (key >= Qt::Key_A && key <= Qt::Key_Z) {
                byte = key - Qt::Key_A + 1;
            } else {
                switch (key) {
                case Qt::Key_At:
                case Qt::Key_Space:
                case Qt::Key_2:
                    byte = 0x00;
                    break;
                case Qt::Key_BracketLeft:
                case Qt::Key_3:
                    byte = 0x1b;
                    break;
                case Qt::Key_Backslash:
                case Qt::Key_4:
                    byte = 0x1c;
                    break;
                case Qt::Key_BracketRight:
                case Qt::Key_5:
                    byte = 0x1d;
                    break;
                case Qt::Key_AsciiCircum:
                case Qt::Key_AsciiTilde:
                case Qt::Key_6:
                    byte = 0x1e;
                    break;
                case Qt::Key_Underscore:
                case Qt::Key_Slash:
                case Qt::Key_Minus:
                case Qt::Key_7:
                    byte = 0x1f;
                    break;
                case Qt::Key_Question:
                case Qt::Key_8:
                    byte = 0x7f;
                    break;
                default:
                    if (text.size() == 1 && text.at(0).unicode() < 0x20)
                        byte = text.at(0).unicode();
                    break;
                }
            }
            if (byte >= 0)
                result = esc + QByteArray(1, char(byte));
            else if (!text.isEmpty() && text.at(0).unicode() >= 0x20)
                result = esc + text.toUtf8();
        } else {
            QString t = text;
            if (t.isEmpty() && alt && key >= 0x20 && key < 0x7f) {
                // Some platforms deliver Alt+key without text.
                QChar c(key);
                t = QString(shift ? c : c.toLower());
            }
            if (!t.isEmpty() && !(t.size() == 1 && t.at(0).unicode() < 0x20 && !alt)) {
                if (!alt && t.size() <= 2) {
                    // Plain characters go through libvterm (it encodes UTF-8).
                    const uint ucs = t.size() == 2 && t.at(0).isHighSurrogate()
                        ? QChar::surrogateToUcs4(t.at(0), t.at(1))
                        : t.at(0).unicode();
                    if (t.size() == 1 || t.at(0).isHighSurrogate()) {
                        vterm_keyboard_unichar(m_vt, ucs, VTERM_MOD_NONE);
                        result = takeOutput();
                    } else {
                        result = t.toUtf8();
                    }
                } else {
                    // Alt is an ESC prefix, for non-ASCII characters too (0.1.4 truncates
                    // them to one byte).
                    result = esc + t.toUtf8();
                }
            } else if (!t.isEmpty()) {
                result = t.toUtf8();
            }
        }
    }
    m_output = pending;
    return result;
}

QByteArray TerminalModel::encodeMouseButton(int button, bool pressed, int r, int c,
                                            Qt::KeyboardModifiers mods)
{
    if (!mouseReporting())
        return {}; // 0.1.4 would report even without mouse mode
    const QByteArray pending = takeOutput();
    const VTermModifier vmod = toVTermModifier(mods & ~Qt::KeypadModifier);
    vterm_mouse_move(m_vt, std::clamp(r, 0, m_rows - 1), std::clamp(c, 0, m_cols - 1), vmod);
    vterm_mouse_button(m_vt, button, pressed, vmod);
    QByteArray result = takeOutput();
    m_output = pending;
    return result;
}

QByteArray TerminalModel::encodeMouseMove(int r, int c, Qt::KeyboardModifiers mods)
{
    if (!mouseReporting())
        return {};
    const QByteArray pending = takeOutput();
    vterm_mouse_move(m_vt, std::clamp(r, 0, m_rows - 1), std::clamp(c, 0, m_cols - 1),
                     toVTermModifier(mods & ~Qt::KeypadModifier));
    QByteArray result = takeOutput();
    m_output = pending;
    return result;
}

QByteArray TerminalModel::encodeFocus(bool focused)
{
    const QByteArray pending = takeOutput();
    if (focused)
        vterm_state_focus_in(m_state);
    else
        vterm_state_focus_out(m_state);
    QByteArray result = takeOutput();
    m_output = pending;
    return result;
}

QByteArray TerminalModel::encodePaste(const QString &text) const
{
    return TerminalPaste::encode(text, m_bracketedPaste);
}

// ---------------------------------------------------------------- selection

void TerminalModel::setSelection(TerminalPos anchor, TerminalPos current, SelectionMode mode)
{
    const int last = totalLines() - 1;
    auto clampPos = [&](TerminalPos p) {
        p.line = std::clamp(p.line, 0, last);
        p.col = std::clamp(p.col, 0, m_cols - 1);
        return p;
    };
    if (mode == SelectionMode::Block) {
        // Corners of the rectangle; wide characters are kept whole line by line
        // (selectedColumns(), blockText()).
        const TerminalPos a = clampPos(anchor);
        const TerminalPos b = clampPos(current);
        m_selStart = TerminalPos{std::min(a.line, b.line), std::min(a.col, b.col)};
        m_selEnd = TerminalPos{std::max(a.line, b.line), std::max(a.col, b.col)};
        m_selBlock = true;
        m_hasSelection = true;
        markAllDirty();
        return;
    }
    TerminalPos s = clampPos(std::min(anchor, current));
    TerminalPos e = clampPos(std::max(anchor, current));
    std::vector<TerminalCell> cells;
    if (mode == SelectionMode::Lines) {
        s.col = 0;
        e.col = m_cols - 1;
    } else if (mode == SelectionMode::Words) {
        auto wordAt = [&](int col) {
            const TerminalCell &c = cells[size_t(col)];
            if (c.isWideTail() && col > 0)
                return isWordChar(cellText(cells[size_t(col - 1)]));
            return isWordChar(cellText(c));
        };
        auto lastTextCol = [&] {
            int c = m_cols - 1;
            while (c >= 0 && cells[size_t(c)].ch == 0 && !cells[size_t(c)].isWideTail())
                --c;
            return c;
        };
        // A word goes on across soft wraps (a long path or URL), within reason.
        constexpr int MaxWordLines = 100;
        lineCells(s.line, cells);
        if (wordAt(s.col)) {
            for (int hops = 0;; ++hops) {
                while (s.col > 0 && wordAt(s.col - 1))
                    --s.col;
                if (s.col > 0 || s.line == 0 || hops >= MaxWordLines || !isWrapped(s.line - 1))
                    break;
                lineCells(s.line - 1, cells);
                const int textEnd = lastTextCol();
                if (textEnd < 0 || !wordAt(textEnd))
                    break;
                --s.line;
                s.col = textEnd;
            }
        }
        lineCells(e.line, cells);
        if (wordAt(e.col)) {
            for (int hops = 0;; ++hops) {
                while (e.col + 1 < m_cols && wordAt(e.col + 1))
                    ++e.col;
                if (e.line >= last || hops >= MaxWordLines || !isWrapped(e.line) || e.col < lastTextCol())
                    break;
                lineCells(e.line + 1, cells);
                if (!wordAt(0))
                    break;
                ++e.line;
                e.col = 0;
            }
        }
    }
    // Wide characters are selected whole.
    lineCells(s.line, cells);
    if (cells[size_t(s.col)].isWideTail() && s.col > 0)
        --s.col;
    lineCells(e.line, cells);
    if (cells[size_t(e.col)].isWide() && e.col + 1 < m_cols)
        ++e.col;
    m_selStart = s;
    m_selEnd = e;
    m_selBlock = false;
    m_hasSelection = true;
    markAllDirty();
}

void TerminalModel::clearSelection()
{
    if (!m_hasSelection)
        return;
    m_hasSelection = false;
    markAllDirty();
}

bool TerminalModel::isSelected(int line, int col) const
{
    if (!m_hasSelection)
        return false;
    if (m_selBlock)
        return line >= m_selStart.line && line <= m_selEnd.line && col >= m_selStart.col
            && col <= m_selEnd.col;
    const TerminalPos p{line, col};
    return !(p < m_selStart) && !(m_selEnd < p);
}

namespace {

/// Widens the columns [*first, *last] so that they do not cut a wide character of `cells`.
void keepWideWhole(const TerminalCell *cells, int cols, int *first, int *last)
{
    if (*first > 0 && cells[*first].isWideTail())
        --*first;
    if (*last + 1 < cols && cells[*last].isWide())
        ++*last;
}

} // namespace

bool TerminalModel::selectedColumns(int line, const TerminalCell *cells, int *first, int *last) const
{
    if (!m_hasSelection || line < m_selStart.line || line > m_selEnd.line)
        return false;
    if (m_selBlock) {
        *first = m_selStart.col;
        *last = m_selEnd.col;
        if (cells)
            keepWideWhole(cells, m_cols, first, last);
        return true;
    }
    *first = line == m_selStart.line ? m_selStart.col : 0;
    *last = line == m_selEnd.line ? m_selEnd.col : m_cols - 1;
    return true;
}

QString TerminalModel::selectedText() const
{
    if (!m_hasSelection)
        return QString();
    if (m_selBlock)
        return blockText(m_selStart.line, m_selEnd.line, m_selStart.col, m_selEnd.col);
    return textRange(m_selStart, m_selEnd);
}

QString TerminalModel::textRange(TerminalPos start, TerminalPos end) const
{
    QString out;
    std::vector<TerminalCell> cells;
    bool joined = false; // the previous line was soft-wrapped into this one
    for (int line = start.line; line <= end.line; ++line) {
        lineCells(line, cells);
        const int c0 = line == start.line ? std::clamp(start.col, 0, m_cols - 1) : 0;
        int c1 = line == end.line ? std::clamp(end.col, 0, m_cols - 1) : m_cols - 1;
        const bool wrapped = line != end.line && isWrapped(line);
        if (wrapped) {
            // The text goes on in the next line: keep written spaces, drop only never-written
            // cells (the margin cell left by a wide character that did not fit).
            while (c1 >= c0 && cells[size_t(c1)].ch == 0 && !cells[size_t(c1)].isWideTail())
                --c1;
        }
        if (line != start.line && !joined)
            out.append(QLatin1Char('\n'));
        appendCellsText(cells.data(), c0, c1, !wrapped, out);
        joined = wrapped;
    }
    return out;
}

QString TerminalModel::blockText(int top, int bottom, int left, int right) const
{
    QString out;
    if (m_cols <= 0)
        return out;
    top = std::max(0, top);
    bottom = std::min(bottom, totalLines() - 1);
    left = std::clamp(left, 0, m_cols - 1);
    right = std::clamp(right, left, m_cols - 1);
    std::vector<TerminalCell> cells;
    for (int line = top; line <= bottom; ++line) {
        lineCells(line, cells);
        int c0 = left;
        int c1 = right;
        keepWideWhole(cells.data(), m_cols, &c0, &c1);
        if (line != top)
            out.append(QLatin1Char('\n'));
        appendCellsText(cells.data(), c0, c1, true, out);
    }
    return out;
}

// ---------------------------------------------------------------- search

int TerminalModel::paragraphStart(int line) const
{
    while (line > 0 && isWrapped(line - 1))
        --line;
    return line;
}

int TerminalModel::paragraphEnd(int line) const
{
    const int last = totalLines() - 1;
    while (line < last && isWrapped(line))
        ++line;
    return line;
}

void TerminalModel::searchText(int first, int last, QString &text, std::vector<TerminalRange> &units) const
{
    // Callers pass one paragraph (or part of one): every line but the last is soft-wrapped.
    text.clear();
    units.clear();
    std::vector<TerminalCell> cells;
    for (int line = first; line <= last; ++line) {
        lineCells(line, cells);
        int end = m_cols;
        while (end > 0 && cells[size_t(end - 1)].ch == 0 && !cells[size_t(end - 1)].isWideTail())
            --end;
        for (int c = 0; c < end; ++c) {
            const TerminalCell &cell = cells[size_t(c)];
            if (cell.isWideTail())
                continue;
            const qsizetype before = text.size();
            if (cell.ch == 0)
                text.append(QLatin1Char(' '));
            else
                appendCellText(cell, text);
            const TerminalRange r{TerminalPos{line, c},
                                  TerminalPos{line, cell.isWide() ? std::min(c + 1, m_cols - 1) : c}};
            for (qsizetype k = before; k < text.size(); ++k)
                units.push_back(r);
        }
    }
}

bool TerminalModel::find(const QString &needle, TerminalPos from, bool backward, Qt::CaseSensitivity cs,
                         TerminalPos *start, TerminalPos *end) const
{
    const int total = totalLines();
    if (needle.isEmpty() || total <= 0)
        return false;
    // Before the first line: everything is after it; past the last: everything before it.
    if (from.line < 0)
        from = TerminalPos{0, -1};
    else if (from.line >= total)
        from = TerminalPos{total - 1, m_cols};
    QString text;
    std::vector<TerminalRange> units;
    auto report = [&](qsizetype idx) {
        *start = units[size_t(idx)].start;
        *end = units[size_t(idx + needle.size() - 1)].end;
        return true;
    };
    // Paragraph by paragraph (soft-wrapped lines are one), starting with the one holding
    // `from`, wrapping around the buffer, ending with that one again for the matches on the
    // far side of `from`.
    const int p0 = paragraphStart(from.line);
    if (!backward) {
        int first = p0;
        bool around = false;
        for (;;) {
            const int last = paragraphEnd(first);
            searchText(first, last, text, units);
            qsizetype pos = 0;
            if (first == p0 && !around) {
                while (pos < text.size() && !(from < units[size_t(pos)].start))
                    ++pos; // only matches that start after `from`
            }
            const qsizetype idx = text.indexOf(needle, pos, cs);
            if (idx >= 0)
                return report(idx);
            if (first == p0 && around)
                return false;
            first = last + 1 < total ? last + 1 : 0;
            around = around || first == p0;
        }
    }
    int last = paragraphEnd(from.line);
    bool around = false;
    for (;;) {
        const int first = paragraphStart(last);
        searchText(first, last, text, units);
        qsizetype idx = -1;
        if (first == p0 && !around) {
            qsizetype limit = 0; // units that start before `from`
            while (limit < text.size() && units[size_t(limit)].start < from)
                ++limit;
            if (limit > 0)
                idx = text.lastIndexOf(needle, limit - 1, cs);
        } else {
            idx = text.lastIndexOf(needle, -1, cs);
        }
        if (idx >= 0)
            return report(idx);
        if (first == p0 && around)
            return false;
        last = first > 0 ? first - 1 : total - 1;
        around = around || paragraphStart(last) == p0;
    }
}

std::vector<TerminalRange> TerminalModel::findAll(const QString &needle, Qt::CaseSensitivity cs,
                                                  int firstLine, int lastLine, int limit) const
{
    std::vector<TerminalRange> out;
    const int total = totalLines();
    if (needle.isEmpty() || total <= 0 || limit <= 0)
        return out;
    firstLine = std::clamp(firstLine, 0, total - 1);
    lastLine = std::clamp(lastLine, firstLine, total - 1);
    // Matches reaching into the range from soft-wrapped lines around it: a match covers at
    // most needle.size() cells, so a few lines of context are enough.
    const int slack = int(needle.size() / m_cols) + 2;
    int a = firstLine;
    while (a > 0 && firstLine - a < slack && isWrapped(a - 1))
        --a;
    int b = lastLine;
    while (b < total - 1 && b - lastLine < slack && isWrapped(b))
        ++b;
    QString text;
    std::vector<TerminalRange> units;
    for (int first = a; first <= b;) {
        int last = first;
        while (last < b && isWrapped(last))
            ++last;
        searchText(first, last, text, units);
        for (qsizetype idx = text.indexOf(needle, 0, cs); idx >= 0; idx = text.indexOf(needle, idx + 1, cs)) {
            const TerminalRange r{units[size_t(idx)].start, units[size_t(idx + needle.size() - 1)].end};
            if (r.start.line > lastLine)
                break;
            if (r.end.line < firstLine)
                continue;
            out.push_back(r);
            if (int(out.size()) >= limit)
                return out;
        }
        first = last + 1;
    }
    return out;
}

} // namespace sandman
