// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <vector>

namespace sandman {

class TerminalModel;

/// The lines a terminal view shows, as one text for assistive technology: one line per row
/// (wide characters once, trailing blanks trimmed) joined by '\n', and where each character
/// sits on the grid. The cursor's row keeps its blanks up to the cursor, so that the cursor
/// after a prompt's space is an offset within the text.
class TerminalVisibleText
{
public:
    /// Rows [firstLine, firstLine + rows) of the model's buffer (see TerminalPos).
    TerminalVisibleText(const TerminalModel &model, int firstLine, int rows);

    const QString &text() const { return m_text; }
    /// The cursor's offset in text(), or -1 when the cursor row is out of view.
    int cursorOffset() const { return m_cursorOffset; }
    /// The row (0 = first shown) and column of the character at `offset`; the end of a line (its
    /// '\n', or the end of the text) is the column after its last character.
    bool cellAt(int offset, int *row, int *col) const;
    /// The offset of the character covering (row, col): past a line's end, the line's end.
    int offsetAt(int row, int col) const;
    /// [*start, *end) of the line holding `offset`, without its '\n'.
    void lineBounds(int offset, int *start, int *end) const;

private:
    struct Line {
        int start = 0; ///< offset of its first character in m_text
        std::vector<int> columns; ///< grid column of each of its characters
        int endColumn = 0; ///< the column after its last character
    };
    static int offsetAtLine(const Line &line, int col);
    int rowOf(int offset) const;
    QString m_text;
    std::vector<Line> m_lines;
    int m_cursorOffset = -1;
};

} // namespace sandman
