// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalCell.h"

#include <vector>

namespace sandman {

/// One line of the buffer as re-wrapping sees it: its cells (trailing blanks left out) and
/// whether its text goes on in the next line (soft wrap).
struct TerminalLine {
    std::vector<TerminalCell> cells;
    bool wrapped = false;
};

/// Re-wraps lines for a new width, as Konsole, VTE and xterm.js do on resize: the lines of a
/// paragraph (joined by soft wraps) are laid out again, hard line ends stay, a wide character
/// that does not fit at the end of a line moves to the next one whole.
class TerminalReflow
{
public:
    /// A position in the lines: `line` -1 for none.
    struct Cursor {
        int line = -1;
        int col = 0;
    };
    /// Returns `lines` wrapped at `cols`; `*cursor` (a line and column in `lines`, possibly past
    /// the line's cells) is moved to the same character, or the same distance after the text.
    static std::vector<TerminalLine> reflow(const std::vector<TerminalLine> &lines, int cols, Cursor *cursor);
};

} // namespace sandman
