// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalCell.h"

#include <vector>

namespace sandman {

/// One line of the buffer as re-wrapping sees it: its cells (trailing blanks left out),
/// whether its text goes on in the next line (soft wrap) and how it is drawn
/// (TerminalModel::LineAttr; 0 normal).
struct TerminalLine {
    std::vector<TerminalCell> cells;
    bool wrapped = false;
    quint8 attr = 0;
};

/// Re-wraps lines for a new width, as Konsole, VTE and xterm.js do on resize: the lines of a
/// paragraph (joined by soft wraps) are laid out again, hard line ends stay, a wide character
/// that does not fit at the end of a line moves to the next one whole. A double-width or
/// double-height line (DECDWL/DECDHL) is a paragraph of its own and keeps its cells as they
/// are (cut at the new width): its text was laid out for half the width and never wraps.
///
/// The cursor's paragraph needs care: a line editor (readline, zle) answers SIGWINCH by going
/// up as many rows as its line had before the resize and clearing them. Re-wrapped to fewer
/// rows above the cursor, that would erase lines of output above the prompt.
class TerminalReflow
{
public:
    /// A position in the lines: `line` -1 for none.
    struct Cursor {
        int line = -1;
        int col = 0;
    };
    enum class CursorParagraph {
        /// Re-wrapped like the others, the cursor on its character. Should that leave fewer rows
        /// above the cursor in its paragraph than before, blank lines go above the paragraph for
        /// the difference (unless blanks or the buffer's start are there already): a line editor
        /// that does not say it is one (no bracketed paste) then clears only its own rows.
        Reflow,
        /// Its lines stay as they are (cut at a narrower width): a line editor is reading, and
        /// redraws them itself, as xterm.js leaves the cursor's line by default.
        Keep,
    };
    /// Returns `lines` wrapped at `cols`; `*cursor` (a line and column in `lines`, possibly past
    /// the line's cells) is moved to the same character, or the same distance after the text.
    static std::vector<TerminalLine> reflow(const std::vector<TerminalLine> &lines, int cols, Cursor *cursor,
                                            CursorParagraph mode = CursorParagraph::Reflow);
};

} // namespace sandman
