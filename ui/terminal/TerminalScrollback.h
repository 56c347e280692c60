// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalCell.h"

#include <string>
#include <vector>

namespace sandman {

/// Compact history of lines that scrolled off the top of the main screen.
///
/// Lines are stored trimmed (trailing blank cells dropped) as one byte string each: runs of
/// cells sharing colours and attributes, then the characters as variable-length integers
/// (1 byte for ASCII, 3 for CJK). A plain 80-column text line takes ~90 bytes instead of
/// 1280 bytes of raw cells; short lines fit in std::string's inline buffer. The lines live in a
/// ring, so dropping the oldest line at the limit costs nothing.
///
/// A line that was soft-wrapped (its text continues on the next line because it reached the
/// right margin) keeps that as the low bit of its run count: no extra byte; its trailing
/// spaces are kept, only blank cells are trimmed. A DECDWL/DECDHL line keeps its line
/// attribute (TerminalModel::LineAttr) in one more byte, flagged by the next bit.
class TerminalScrollback
{
public:
    explicit TerminalScrollback(int limit = 10000);

    int limit() const { return m_limit; }
    /// Changes the maximum number of lines; returns how many of the oldest lines were dropped.
    int setLimit(int lines);
    int size() const { return m_count; }
    bool isEmpty() const { return m_count == 0; }
    void clear();

    /// Appends a line (oldest lines are dropped beyond the limit); `wrapped`: its text continues
    /// on the next line; `keepSpaces`: trim only blank cells, not written spaces (a line that may
    /// still turn out to be wrapped, see setWrapped()). Returns true when the oldest line was
    /// dropped to make room.
    /// `attr`: how the line is drawn (TerminalModel::LineAttr, 0 for a normal line).
    bool push(const TerminalCell *cells, int count, bool wrapped = false, bool keepSpaces = false,
              quint8 attr = 0);
    /// Removes and returns the newest line (used when the screen grows taller again).
    bool popNewest(std::vector<TerminalCell> &out, int cols, bool *wrapped = nullptr, quint8 *attr = nullptr);
    /// Decodes line `index` (0 = oldest) into `out`, padded with blank cells or cut to `cols`.
    void line(int index, std::vector<TerminalCell> &out, int cols) const;
    /// Number of cells line `index` holds before trimming was applied, after trimming.
    int lineLength(int index) const;
    /// Whether line `index` was soft-wrapped: its text continues on line `index + 1` (or on the
    /// first screen row for the newest line).
    bool isWrapped(int index) const;
    /// Marks line `index` as wrapped or not (pushed before the wrap was known).
    void setWrapped(int index, bool wrapped);
    /// The line attribute line `index` was pushed with (0: normal).
    quint8 lineAttr(int index) const;

    /// Bytes used by the stored lines (including the ring's slots).
    size_t memoryUsage() const;

private:
    static void encode(const TerminalCell *cells, int count, bool wrapped, bool keepSpaces, quint8 attr,
                       std::string &out);
    static void decode(const std::string &data, std::vector<TerminalCell> &out, int cols);
    int slot(int index) const { return (m_head + index) % int(m_lines.size()); }

    std::vector<std::string> m_lines; ///< ring of encoded lines, grown up to m_limit slots
    int m_head = 0; ///< slot of the oldest line
    int m_count = 0;
    int m_limit = 10000;
};

} // namespace sandman
