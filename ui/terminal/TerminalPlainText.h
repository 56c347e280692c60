// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QtGlobal>

namespace sandman {

/// Finds the runs of plain text in a byte stream that libvterm would lay out left to right, one
/// glyph per character, with nothing else happening: what the model may write into its grid
/// itself, without libvterm's per-character work (most of a `cat` of text). Plain characters
/// are printable ASCII and the BMP characters that the system and libvterm measure alike as
/// one or two cells and never combine (TerminalWidths::plainWidth(): kana, CJK ideographs,
/// Hangul, CJK punctuation, box drawing...); combining marks, emoji and anything else end a
/// run and are libvterm's.
///
/// It follows libvterm 0.1.4's parser (escape, CSI, OSC/DCS strings, C0 controls inside them;
/// state kept across writes) and the few settings that change how such text is laid out: the
/// character set in GL (G0..G3 designations, SO/SI, LS2/LS3, single shifts), insert mode (IRM)
/// and left/right margin mode (DECLRMM). An interrupted UTF-8 sequence leaves libvterm's decoder
/// with a pending character: shortcuts stop until a reset. Where it cannot be sure, it finds
/// no run, and libvterm does the work as before.
class TerminalPlainText
{
public:
    /// Scans `data` from `*scan` on, following the stream. Returns true at the next run of
    /// plain characters that may be written directly: [*start, *end), maximal, whole UTF-8
    /// sequences; *scan is then *end. Returns false (and *scan = length) when there is none
    /// before the end.
    bool next(const char *data, qsizetype length, qsizetype *scan, qsizetype *start, qsizetype *end);
    /// The plain character at `s` (at most `available` bytes): its length in bytes (0: not a
    /// plain character, or cut off), *ch and *width its code point and cells.
    static int glyphAt(const char *s, qsizetype available, char32_t *ch, int *width)
    {
        const auto c = static_cast<unsigned char>(s[0]);
        if (c >= 0x20 && c < 0x7f) {
            *ch = c;
            *width = 1;
            return 1;
        }
        return c >= 0xc2 && c < 0xf0 ? multibyteAt(s, available, ch, width) : 0;
    }
    /// A reset (RIS, or of the model): the defaults of vterm_state_reset().
    void reset();

private:
    static int multibyteAt(const char *s, qsizetype available, char32_t *ch, int *width);
    enum Parse : quint8 { Ground, Escape, CsiLeader, CsiArgs, CsiIntermed, String, StringEscape };
    void control(unsigned char c);
    void escapeFinal(unsigned char c);
    void csiFinal(unsigned char c);
    bool allowed() const;

    Parse m_parse = Ground;
    // Escape: the first intermediate byte and how many; CSI: leader, intermediate and arguments.
    unsigned char m_intermediate = 0;
    int m_intermediates = 0;
    unsigned char m_leader = 0;
    int m_firstArg = -1; ///< -1: missing
    bool m_argHas4 = false; ///< an argument is 4 (IRM) / 69 (DECLRMM)
    bool m_argHas69 = false;
    int m_arg = -1;
    int m_args = 0;

    quint8 m_plainSets = 0x0f; ///< bit n: Gn lays ASCII out as itself (UTF-8 or US-ASCII)
    quint8 m_gl = 0;
    bool m_singleShift = false; ///< SS2/SS3: the next character comes from G2/G3
    bool m_insert = false;
    bool m_leftRightMargins = false;
    int m_utf8Need = 0; ///< continuation bytes the current UTF-8 sequence still needs
    bool m_decoderPending = false; ///< a UTF-8 sequence was cut: libvterm's decoder holds it
};

} // namespace sandman
