// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QtGlobal>

namespace sandman {

/// One cell of the terminal grid: 16 bytes. Colours are packed (see TerminalColor), attributes
/// are bit flags. A wide character occupies two cells: the left one carries the character and
/// the Wide flag, the right one is an empty cell with the WideTail flag.
struct TerminalCell {
    /// Unicode scalar value, 0 for an empty cell, or CombinedFlag | index into the model's pool of
    /// grapheme sequences (base character plus combining marks).
    char32_t ch = 0;
    quint32 fg = 0;
    quint32 bg = 0;
    quint16 attrs = 0;
    /// OSC 8 hyperlink: 1 + index into the model's links, 0 for none (kept on screen only).
    quint16 link = 0;

    enum Attr : quint16 {
        Bold = 0x0001,
        Italic = 0x0002,
        UnderlineMask = 0x000c, ///< 0 none, 1 single, 2 double, 3 curly
        Blink = 0x0010,
        Reverse = 0x0020,
        Strike = 0x0040,
        Wide = 0x0100, ///< left half of a double-width character
        WideTail = 0x0200, ///< right half of a double-width character (no character of its own)
    };
    static constexpr int UnderlineShift = 2;
    static constexpr char32_t CombinedFlag = 0x80000000u;
    /// Attributes that change how a run of cells is drawn (everything except the width flags).
    static constexpr quint16 StyleMask = 0x00ff;

    int underline() const { return (attrs & UnderlineMask) >> UnderlineShift; }
    bool isWide() const { return attrs & Wide; }
    bool isWideTail() const { return attrs & WideTail; }
    bool sameStyle(const TerminalCell &o) const
    {
        return fg == o.fg && bg == o.bg && (attrs & StyleMask) == (o.attrs & StyleMask);
    }
};

static_assert(sizeof(TerminalCell) == 16, "TerminalCell should stay compact");

/// Packed colour: bits 24..25 hold the kind, the low 24 bits the palette index or 0xRRGGBB.
namespace TerminalColor {
constexpr quint32 Default = 0;
constexpr quint32 IndexedKind = 1u << 24;
constexpr quint32 RgbKind = 2u << 24;
constexpr quint32 KindMask = 3u << 24;
constexpr quint32 indexed(int i)
{
    return IndexedKind | quint32(i & 0xff);
}
constexpr quint32 rgb(int r, int g, int b)
{
    return RgbKind | (quint32(r & 0xff) << 16) | (quint32(g & 0xff) << 8) | quint32(b & 0xff);
}
constexpr bool isDefault(quint32 c)
{
    return (c & KindMask) == 0;
}
constexpr bool isIndexed(quint32 c)
{
    return (c & KindMask) == IndexedKind;
}
constexpr bool isRgb(quint32 c)
{
    return (c & KindMask) == RgbKind;
}
} // namespace TerminalColor

} // namespace sandman
