// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstdint>
#include <vector>

namespace sandman {

/// Character widths of the system (glibc's wcwidth in C.UTF-8, what programs lay out with)
/// where libvterm's own table disagrees: libvterm 0.1.4 knows emoji only up to Unicode 9, so
/// 🥰 (Unicode 11) is one cell there and two in glibc, vim and xterm.js. 0.1.4 has no width
/// callback, so such a character is handed to libvterm as a stand-in of the right width
/// (an unassigned code point it measures as wide or narrow) and turned back into itself when
/// the glyph arrives.
///
/// Built once per process by measuring every candidate code point in a scratch libvterm
/// (~20 ms), so a libvterm with a newer table simply needs fewer stand-ins.
class TerminalWidths
{
public:
    static const TerminalWidths &instance();

    /// True for a code point that is written as a stand-in (or is itself in a stand-in range,
    /// then written as U+FFFD).
    bool isMapped(char32_t ch) const { return ch < Limit && (m_mapped[ch >> 6] >> (ch & 63)) & 1; }
    /// The code point to hand to libvterm instead of `ch` (for isMapped() characters).
    char32_t standIn(char32_t ch) const;
    /// The character behind a stand-in, or `ch` itself.
    char32_t original(char32_t ch) const
    {
        if (ch >= WideBase && ch < WideBase + m_wide.size())
            return m_wide[ch - WideBase];
        if (ch >= NarrowBase && ch < NarrowBase + m_narrow.size())
            return m_narrow[ch - NarrowBase];
        return ch;
    }
    /// True when `ch` may be a stand-in (a quick test before original()).
    static bool mayBeStandIn(char32_t ch) { return ch >= WideBase; }
    /// Characters that libvterm measures differently from the system (for tests).
    int mismatches() const { return int(m_wide.size() + m_narrow.size()); }
    /// Cells a BMP character takes when both the system and libvterm measure it alike, one or
    /// two, printable and never combining; 0 for any other (for the model's shortcut past
    /// libvterm, TerminalPlainText).
    int plainWidth(char32_t ch) const
    {
        return ch < 0x10000 ? int((m_plain[ch >> 5] >> ((ch & 31) * 2)) & 3) : 0;
    }
    /// glibc's width of `ch` in C.UTF-8 (-1 for non-printable), whatever the process locale.
    static int systemWidth(char32_t ch);

private:
    TerminalWidths();

    static constexpr char32_t Limit = 0x110000;
    /// Unassigned code points: plane 3 past CJK extension H (wide in libvterm) and plane 14
    /// past the tags and variation selectors (narrow).
    static constexpr char32_t WideBase = 0x3c000;
    static constexpr char32_t NarrowBase = 0xe1000;
    static constexpr char32_t RangeSize = 0x2000;

    std::vector<uint64_t> m_mapped; ///< bit per code point
    std::vector<uint64_t> m_plain; ///< two bits per BMP code point: plainWidth()
    std::vector<char32_t> m_wide; ///< wide in the system, narrow in libvterm; index = stand-in
    std::vector<char32_t> m_narrow; ///< the other way round
};

} // namespace sandman
