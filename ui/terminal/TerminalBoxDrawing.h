// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QColor>
#include <QRect>

class QPainter;

namespace sandman {

/// Draws box-drawing characters (U+2500–U+257F) and block elements (U+2580–U+259F) as lines
/// and rectangles over the whole cell instead of font glyphs: a font's glyph stops short of
/// the cell when the line height is larger than the font's, and dialog, mc or tmux borders
/// show gaps between rows. Dashed lines are drawn solid, arcs as corners.
class TerminalBoxDrawing
{
public:
    static bool handles(char32_t ch) { return ch >= 0x2500 && ch <= 0x259f; }
    /// Draws `ch` into `cell` in `colour`; false for a character it does not handle.
    static bool draw(QPainter &p, char32_t ch, const QRect &cell, const QColor &colour);
};

} // namespace sandman
