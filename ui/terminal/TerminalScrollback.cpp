// SPDX-License-Identifier: Apache-2.0
#include "TerminalScrollback.h"

#include <algorithm>
#include <cstring>

namespace sandman {

namespace {

// The low bits of a line's first varint (its run count << 2).
constexpr quint32 WrappedBit = 1; ///< soft-wrapped into the next line
constexpr quint32 AttrBit = 2; ///< a line attribute byte follows

/// Writes `v` as a variable-length integer at `p` (at most 5 bytes); returns the end.
inline char *putVarint(char *p, quint32 v)
{
    while (v >= 0x80) {
        *p++ = char(0x80 | (v & 0x7f));
        v >>= 7;
    }
    *p++ = char(v);
    return p;
}

quint32 getVarint(const std::string &in, size_t &pos)
{
    quint32 v = 0;
    int shift = 0;
    while (pos < in.size() && shift < 35) {
        const auto b = quint8(in[pos++]);
        v |= quint32(b & 0x7f) << shift;
        if (!(b & 0x80))
            break;
        shift += 7;
    }
    return v;
}

// Colours are re-packed as value << 2 | kind so that the default colour takes one byte.
quint32 packColour(quint32 c)
{
    return ((c & 0xffffff) << 2) | ((c >> 24) & 3);
}
quint32 unpackColour(quint32 v)
{
    return ((v & 3) << 24) | (v >> 2);
}

/// What makes cells one run: colours, style attributes and the wide flag (26 + 26 + 9 bits).
inline quint64 styleKey(const TerminalCell &c)
{
    return (quint64(c.fg & 0x3ffffff) << 35) | (quint64(c.bg & 0x3ffffff) << 9)
        | quint64(c.attrs & (TerminalCell::StyleMask | TerminalCell::Wide));
}

bool isTrimmable(const TerminalCell &c)
{
    constexpr quint16 visible = TerminalCell::Reverse | TerminalCell::UnderlineMask | TerminalCell::Strike
        | TerminalCell::Wide | TerminalCell::WideTail;
    return (c.ch == 0 || c.ch == U' ') && TerminalColor::isDefault(c.bg) && !(c.attrs & visible);
}

} // namespace

TerminalScrollback::TerminalScrollback(int limit)
    : m_limit(std::max(0, limit))
{ }

int TerminalScrollback::setLimit(int lines)
{
    lines = std::max(0, lines);
    if (lines == m_limit)
        return 0;
    const int dropped = std::max(0, m_count - lines);
    std::vector<std::string> kept;
    kept.reserve(size_t(std::min(m_count - dropped, lines)));
    for (int i = dropped; i < m_count; ++i)
        kept.push_back(std::move(m_lines[size_t(slot(i))]));
    m_lines = std::move(kept);
    m_head = 0;
    m_count = int(m_lines.size());
    m_limit = lines;
    return dropped;
}

void TerminalScrollback::clear()
{
    m_lines.clear();
    m_lines.shrink_to_fit();
    m_head = 0;
    m_count = 0;
}

bool TerminalScrollback::push(const TerminalCell *cells, int count, bool wrapped, bool keepSpaces,
                              quint8 attr)
{
    if (m_limit == 0)
        return true;
    if (int(m_lines.size()) < m_limit && m_head == 0) {
        // Still growing: append a slot.
        m_lines.emplace_back();
        encode(cells, count, wrapped, keepSpaces || wrapped, attr, m_lines.back());
        ++m_count;
        return false;
    }
    // Full: overwrite the oldest slot (its buffer is reused).
    std::string &s = m_lines[size_t(m_head)];
    encode(cells, count, wrapped, keepSpaces || wrapped, attr, s);
    m_head = (m_head + 1) % int(m_lines.size());
    return true;
}

bool TerminalScrollback::popNewest(std::vector<TerminalCell> &out, int cols, bool *wrapped, quint8 *attr)
{
    if (m_count == 0)
        return false;
    const int s = slot(m_count - 1);
    decode(m_lines[size_t(s)], out, cols);
    if (wrapped)
        *wrapped = isWrapped(m_count - 1);
    if (attr)
        *attr = lineAttr(m_count - 1);
    if (m_head == 0 && s == int(m_lines.size()) - 1) {
        m_lines.pop_back();
    } else {
        // The ring is full and wraps: compact it so that slots stay contiguous.
        std::vector<std::string> kept;
        kept.reserve(size_t(m_count - 1));
        for (int i = 0; i < m_count - 1; ++i)
            kept.push_back(std::move(m_lines[size_t(slot(i))]));
        m_lines = std::move(kept);
        m_head = 0;
    }
    --m_count;
    return true;
}

void TerminalScrollback::line(int index, std::vector<TerminalCell> &out, int cols) const
{
    if (index < 0 || index >= m_count) {
        out.assign(size_t(std::max(0, cols)), TerminalCell{});
        return;
    }
    decode(m_lines[size_t(slot(index))], out, cols);
}

int TerminalScrollback::lineLength(int index) const
{
    if (index < 0 || index >= m_count)
        return 0;
    std::vector<TerminalCell> cells;
    decode(m_lines[size_t(slot(index))], cells, -1);
    return int(cells.size());
}

bool TerminalScrollback::isWrapped(int index) const
{
    if (index < 0 || index >= m_count)
        return false;
    const std::string &data = m_lines[size_t(slot(index))];
    return !data.empty() && (quint8(data[0]) & WrappedBit); // low bit of the first varint byte
}

void TerminalScrollback::setWrapped(int index, bool wrapped)
{
    if (index < 0 || index >= m_count)
        return;
    std::string &data = m_lines[size_t(slot(index))];
    if (data.empty())
        return;
    data[0] = char(wrapped ? (quint8(data[0]) | WrappedBit) : (quint8(data[0]) & ~WrappedBit));
}

quint8 TerminalScrollback::lineAttr(int index) const
{
    if (index < 0 || index >= m_count)
        return 0;
    const std::string &data = m_lines[size_t(slot(index))];
    size_t pos = 0;
    const quint32 lead = getVarint(data, pos);
    return (lead & AttrBit) && pos < data.size() ? quint8(data[pos]) : 0;
}

size_t TerminalScrollback::memoryUsage() const
{
    size_t bytes = m_lines.capacity() * sizeof(std::string);
    for (const std::string &s : m_lines) {
        if (s.capacity() > 15) // beyond libstdc++'s inline buffer
            bytes += s.capacity() + 1;
    }
    return bytes;
}

void TerminalScrollback::encode(const TerminalCell *cells, int count, bool wrapped, bool keepSpaces,
                                quint8 attr, std::string &out)
{
    // A wrapped line's trailing spaces are part of the text that continues on the next line.
    while (count > 0 && isTrimmable(cells[count - 1]) && !(keepSpaces && cells[count - 1].ch != 0))
        --count;
    // One pass (every line that scrolls off comes here): run headers and characters go into
    // two parts of a scratch buffer sized for the worst case, then into `out` at once.
    constexpr size_t MaxVarint = 5;
    constexpr size_t MaxHeader = 4 * MaxVarint;
    constexpr size_t MaxLead = MaxVarint + 1; // run count, line attribute
    thread_local std::vector<char> scratch;
    const size_t textOffset = MaxLead + size_t(count) * MaxHeader;
    if (scratch.size() < textOffset + size_t(count) * MaxVarint)
        scratch.resize(textOffset + size_t(count) * MaxVarint);
    char *const headers = scratch.data() + MaxLead; // the run count goes right before them
    char *const text = scratch.data() + textOffset;
    char *h = headers;
    char *t = text;
    int runs = 0;
    int i = 0;
    while (i < count) {
        while (i < count && cells[i].isWideTail())
            ++i;
        if (i >= count)
            break;
        const TerminalCell &first = cells[i];
        const quint64 style = styleKey(first);
        int n = 0;
        int j = i;
        for (; j < count; ++j) {
            const TerminalCell &c = cells[j];
            if (c.isWideTail())
                continue;
            if (styleKey(c) != style)
                break;
            ++n;
            if (c.ch < 0x80)
                *t++ = char(c.ch);
            else
                t = putVarint(t, quint32(c.ch));
        }
        h = putVarint(h, quint32(n));
        h = putVarint(h, quint32(first.attrs & (TerminalCell::StyleMask | TerminalCell::Wide)));
        h = putVarint(h, packColour(first.fg));
        h = putVarint(h, packColour(first.bg));
        ++runs;
        i = j;
    }
    // Run count (and line attribute) in front of the headers, characters moved up behind them:
    // one copy into `out`.
    char lead[MaxLead];
    char *leadEnd = putVarint(lead, quint32(runs) << 2 | (attr ? AttrBit : 0u) | (wrapped ? WrappedBit : 0u));
    if (attr)
        *leadEnd++ = char(attr);
    const auto leadSize = size_t(leadEnd - lead);
    char *const begin = headers - leadSize;
    std::memcpy(begin, lead, leadSize);
    std::memmove(h, text, size_t(t - text));
    out.assign(begin, size_t(h - begin) + size_t(t - text));
}

void TerminalScrollback::decode(const std::string &data, std::vector<TerminalCell> &out, int cols)
{
    out.clear();
    size_t pos = 0;
    const quint32 lead = getVarint(data, pos);
    const quint32 runs = lead >> 2;
    if (lead & AttrBit)
        ++pos; // the line attribute
    struct Run {
        quint32 n;
        quint16 attrs;
        quint32 fg, bg;
    };
    Run stackRuns[32];
    std::vector<Run> heapRuns;
    Run *rs = stackRuns;
    if (runs > 32) {
        heapRuns.resize(runs);
        rs = heapRuns.data();
    }
    for (quint32 r = 0; r < runs && pos < data.size(); ++r) {
        rs[r].n = getVarint(data, pos);
        rs[r].attrs = quint16(getVarint(data, pos));
        rs[r].fg = unpackColour(getVarint(data, pos));
        rs[r].bg = unpackColour(getVarint(data, pos));
    }
    const size_t limit = cols < 0 ? size_t(-1) : size_t(cols);
    for (quint32 r = 0; r < runs; ++r) {
        TerminalCell cell;
        cell.fg = rs[r].fg;
        cell.bg = rs[r].bg;
        for (quint32 k = 0; k < rs[r].n && pos < data.size(); ++k) {
            cell.ch = getVarint(data, pos);
            cell.attrs = rs[r].attrs;
            if (out.size() >= limit)
                break;
            if (cell.isWide() && out.size() + 1 >= limit) {
                // A wide character that no longer fits is replaced by a blank.
                TerminalCell blank = cell;
                blank.ch = 0;
                blank.attrs &= ~TerminalCell::Wide;
                out.push_back(blank);
                continue;
            }
            out.push_back(cell);
            if (cell.isWide()) {
                TerminalCell tail = cell;
                tail.ch = 0;
                tail.attrs = quint16((cell.attrs & ~TerminalCell::Wide) | TerminalCell::WideTail);
                out.push_back(tail);
            }
        }
    }
    if (cols >= 0 && out.size() < size_t(cols))
        out.resize(size_t(cols), TerminalCell{});
}

} // namespace sandman
