// SPDX-License-Identifier: Apache-2.0
#include "TerminalVisibleText.h"

#include "TerminalModel.h"

#include <algorithm>

namespace sandman {

TerminalVisibleText::TerminalVisibleText(const TerminalModel &model, int firstLine, int rows)
{
    const int cols = model.cols();
    const int cursorLine = model.scrollbackLines() + model.cursorRow();
    std::vector<TerminalCell> cells;
    for (int row = 0; row < rows; ++row) {
        const int line = firstLine + row;
        if (row > 0)
            m_text.append(QLatin1Char('\n'));
        Line info;
        info.start = int(m_text.size());
        if (line >= 0 && line < model.totalLines()) {
            model.lineCells(line, cells);
            int keptColumns = 0; // the cells up to the last non-blank one, or the cursor
            for (int c = 0; c < cols; ++c) {
                if (cells[size_t(c)].ch != 0 || cells[size_t(c)].isWideTail())
                    keptColumns = c + 1;
            }
            if (line == cursorLine)
                keptColumns = std::max(keptColumns, std::min(model.cursorCol(), cols));
            for (int c = 0; c < keptColumns; ++c) {
                const TerminalCell &cell = cells[size_t(c)];
                if (cell.isWideTail())
                    continue;
                const qsizetype before = m_text.size();
                if (cell.ch == 0)
                    m_text.append(QLatin1Char(' '));
                else
                    model.appendCellText(cell, m_text);
                // Every UTF-16 unit of the cell (surrogates, combining marks) is on its column.
                info.columns.insert(info.columns.end(), size_t(m_text.size() - before), c);
            }
            info.endColumn = keptColumns;
        }
        if (line == cursorLine)
            m_cursorOffset = offsetAtLine(info, model.cursorCol());
        m_lines.push_back(std::move(info));
    }
}

int TerminalVisibleText::offsetAtLine(const Line &line, int col)
{
    const int end = line.start + int(line.columns.size());
    if (col >= line.endColumn)
        return end;
    // The character on that column; none there: the wide character whose tail it is.
    const auto it = std::lower_bound(line.columns.begin(), line.columns.end(), col);
    const int index = int(it - line.columns.begin());
    if ((it == line.columns.end() || *it != col) && index > 0)
        return line.start + index - 1;
    return line.start + index;
}

int TerminalVisibleText::offsetAt(int row, int col) const
{
    if (m_lines.empty())
        return 0;
    row = std::clamp(row, 0, int(m_lines.size()) - 1);
    return offsetAtLine(m_lines[size_t(row)], col);
}

int TerminalVisibleText::rowOf(int offset) const
{
    // The last line starting at or before offset.
    const auto it = std::upper_bound(m_lines.begin(), m_lines.end(), offset,
                                     [](int o, const Line &line) { return o < line.start; });
    return it == m_lines.begin() ? 0 : int(it - m_lines.begin()) - 1;
}

bool TerminalVisibleText::cellAt(int offset, int *row, int *col) const
{
    if (m_lines.empty() || offset < 0 || offset > m_text.size())
        return false;
    *row = rowOf(offset);
    const Line &line = m_lines[size_t(*row)];
    const int index = offset - line.start;
    *col = index < int(line.columns.size()) ? line.columns[size_t(index)] : line.endColumn;
    return true;
}

void TerminalVisibleText::lineBounds(int offset, int *start, int *end) const
{
    if (m_lines.empty()) {
        *start = *end = 0;
        return;
    }
    const Line &line = m_lines[size_t(rowOf(offset))];
    *start = line.start;
    *end = line.start + int(line.columns.size());
}

} // namespace sandman
