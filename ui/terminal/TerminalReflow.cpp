// SPDX-License-Identifier: Apache-2.0
#include "TerminalReflow.h"

#include <algorithm>

namespace sandman {

namespace {

/// A line kept as it is, cut at `cols` (half of a wide character at the margin blanked).
TerminalLine cut(const TerminalLine &line, int cols)
{
    TerminalLine kept = line;
    if (int(kept.cells.size()) > cols) {
        kept.cells.resize(size_t(cols));
        TerminalCell &last = kept.cells.back();
        if (last.isWide()) {
            last.ch = 0;
            last.attrs &= quint16(~TerminalCell::Wide);
        }
    }
    return kept;
}

bool isBlank(const TerminalLine &line)
{
    return line.cells.empty() && !line.wrapped;
}

} // namespace

std::vector<TerminalLine> TerminalReflow::reflow(const std::vector<TerminalLine> &lines, int cols,
                                                 Cursor *cursor, CursorParagraph mode)
{
    cols = std::max(1, cols);
    std::vector<TerminalLine> out;
    out.reserve(lines.size());
    Cursor moved;
    std::vector<TerminalCell> text;
    for (size_t first = 0; first < lines.size();) {
        if (lines[first].attr != 0) {
            if (cursor && cursor->line == int(first))
                moved = Cursor{int(out.size()), cursor->col};
            out.push_back(cut(lines[first], cols));
            out.back().wrapped = false;
            ++first;
            continue;
        }
        size_t last = first;
        while (last + 1 < lines.size() && lines[last].wrapped && lines[last + 1].attr == 0)
            ++last;
        const bool hasCursor = cursor && cursor->line >= int(first) && cursor->line <= int(last);
        if (hasCursor && mode == CursorParagraph::Keep) {
            for (size_t k = first; k <= last; ++k) {
                if (int(k) == cursor->line)
                    moved = Cursor{int(out.size()), cursor->col};
                out.push_back(cut(lines[k], cols));
            }
            first = last + 1;
            continue;
        }
        const size_t outFirst = out.size();
        // The paragraph's text, and where the cursor is in it.
        text.clear();
        int cursorAt = -1;
        for (size_t k = first; k <= last; ++k) {
            if (cursor && cursor->line == int(k))
                cursorAt = int(text.size()) + std::max(0, cursor->col);
            text.insert(text.end(), lines[k].cells.begin(), lines[k].cells.end());
        }
        if (cursorAt >= 0 && cursorAt < int(text.size()) && text[size_t(cursorAt)].isWideTail()
            && cursorAt > 0)
            --cursorAt; // on the right half of a wide character: on the character
        out.emplace_back();
        int x = 0;
        auto breakLine = [&] {
            out.back().wrapped = true;
            out.emplace_back();
            x = 0;
        };
        for (size_t p = 0; p < text.size();) {
            TerminalCell cell = text[p];
            const bool pair = cell.isWide() && p + 1 < text.size() && text[p + 1].isWideTail();
            // One column cannot show a wide character whole: it keeps one cell.
            const bool wide = pair && cols >= 2;
            const int width = wide ? 2 : 1;
            if (x + width > cols)
                breakLine(); // a wide character at the margin leaves that cell empty
            if (int(p) == cursorAt || (pair && int(p + 1) == cursorAt))
                moved = Cursor{int(out.size()) - 1, x};
            if (!wide)
                cell.attrs &= quint16(~(TerminalCell::Wide | TerminalCell::WideTail));
            if (cell.isWideTail())
                cell.ch = 0; // a lone right half
            out.back().cells.push_back(cell);
            if (wide)
                out.back().cells.push_back(text[p + 1]);
            x += width;
            p += pair ? 2 : 1;
        }
        if (cursorAt >= int(text.size())) {
            // After the text (a prompt's trailing blanks, typed-over spaces): as far after it.
            for (int gap = cursorAt - int(text.size()); gap > 0; --gap) {
                if (x >= cols)
                    breakLine();
                ++x;
            }
            if (x >= cols)
                breakLine(); // where the next character goes: as if the wrap was pending
            moved = Cursor{int(out.size()) - 1, x};
        }
        const int rowsAbove = hasCursor ? cursor->line - int(first) : 0;
        const int missing = rowsAbove - (moved.line - int(outFirst));
        if (hasCursor && missing > 0) {
            int clear = 0; // blank lines right above the paragraph; at the buffer's start, all
            while (clear < missing) {
                if (size_t(clear) == outFirst) {
                    clear = missing;
                    break;
                }
                if (!isBlank(out[outFirst - size_t(clear) - 1]))
                    break;
                ++clear;
            }
            out.insert(out.begin() + ptrdiff_t(outFirst), size_t(missing - clear), TerminalLine());
            moved.line += missing - clear;
        }
        first = last + 1;
    }
    if (cursor)
        *cursor = cursor->line >= 0 ? moved : Cursor{};
    return out;
}

} // namespace sandman
