// SPDX-License-Identifier: Apache-2.0
#include "TerminalPlainText.h"

#include "TerminalWidths.h"

#include <algorithm>

namespace sandman {

namespace {

bool isPrintableAscii(unsigned char c)
{
    return c >= 0x20 && c < 0x7f;
}

bool isPlain(const char *s, qsizetype available)
{
    char32_t ch;
    int width;
    return TerminalPlainText::glyphAt(s, available, &ch, &width) > 0;
}

} // namespace

int TerminalPlainText::multibyteAt(const char *text, qsizetype available, char32_t *ch, int *width)
{
    // Two- and three-byte sequences (U+0080..U+FFFF), not overlong: surrogates and other
    // code points the widths leave out measure 0.
    const auto *s = reinterpret_cast<const unsigned char *>(text);
    const int n = s[0] < 0xe0 ? 2 : 3;
    if (available < n || (s[1] & 0xc0) != 0x80 || (n == 3 && (s[2] & 0xc0) != 0x80))
        return 0;
    const char32_t cp = n == 2
        ? (char32_t(s[0] & 0x1f) << 6) | char32_t(s[1] & 0x3f)
        : (char32_t(s[0] & 0x0f) << 12) | (char32_t(s[1] & 0x3f) << 6) | char32_t(s[2] & 0x3f);
    if (n == 3 && cp < 0x800)
        return 0;
    static const TerminalWidths &widths = TerminalWidths::instance();
    const int w = widths.plainWidth(cp);
    if (w == 0)
        return 0;
    *ch = cp;
    *width = w;
    return n;
}

void TerminalPlainText::reset()
{
    // What vterm_state_reset() sets (RIS, DECSTR); the parser's own state is not reset by it.
    m_plainSets = 0x0f;
    m_gl = 0;
    m_singleShift = false;
    m_insert = false;
    m_leftRightMargins = false;
    m_decoderPending = false;
}

bool TerminalPlainText::allowed() const
{
    return !m_insert && !m_leftRightMargins && !m_decoderPending && ((m_plainSets >> m_gl) & 1);
}

void TerminalPlainText::control(unsigned char c)
{
    switch (c) {
    case 0x0e: // SO / LS1
        m_gl = 1;
        break;
    case 0x0f: // SI / LS0
        m_gl = 0;
        break;
    case 0x8e: // SS2, SS3 (as ESC N, ESC O)
    case 0x8f:
        m_singleShift = true;
        break;
    default:
        break;
    }
}

void TerminalPlainText::escapeFinal(unsigned char c)
{
    if (m_intermediates == 1 && m_intermediate >= '(' && m_intermediate <= '+') {
        // SCS: libvterm 0.1.4 knows '0' (DEC line drawing), 'A' (UK) and 'B' (US ASCII).
        const int set = m_intermediate - '(';
        if (c == 'B')
            m_plainSets = quint8(m_plainSets | (1 << set));
        else if (c == '0' || c == 'A')
            m_plainSets = quint8(m_plainSets & ~(1 << set));
        return;
    }
    if (m_intermediates != 0)
        return;
    if (c == 'c')
        reset(); // RIS
    else if (c == 'n')
        m_gl = 2; // LS2
    else if (c == 'o')
        m_gl = 3; // LS3
}

void TerminalPlainText::csiFinal(unsigned char c)
{
    // DECSTR (CSI ! p) is left alone: 0.1.4 may not read it, and missing a reset only keeps
    // the shortcut off.
    if (m_intermediates != 0 || (c != 'h' && c != 'l'))
        return;
    // Set: if any argument says so (whether 0.1.4 reads one or all); reset: only the first, so
    // that a doubt leaves the shortcut off.
    if (m_leader == 0) {
        if (c == 'h' && m_argHas4)
            m_insert = true;
        else if (c == 'l' && m_firstArg == 4)
            m_insert = false;
    } else if (m_leader == '?') {
        if (c == 'h' && m_argHas69)
            m_leftRightMargins = true;
        else if (c == 'l' && m_firstArg == 69)
            m_leftRightMargins = false;
    }
}

bool TerminalPlainText::next(const char *data, qsizetype length, qsizetype *scan, qsizetype *start,
                             qsizetype *end)
{
    const auto *s = reinterpret_cast<const unsigned char *>(data);
    auto finishArg = [this] {
        if (m_args == 0)
            m_firstArg = m_arg;
        m_argHas4 = m_argHas4 || m_arg == 4;
        m_argHas69 = m_argHas69 || m_arg == 69;
        m_arg = -1;
        ++m_args;
    };
    for (qsizetype i = *scan; i < length; ++i) {
        const unsigned char c = s[i];
        if (m_parse == Ground && m_utf8Need > 0 && c < 0x80) {
            // The sequence is cut: a printable character comes out as U+FFFD and itself (libvterm
            // must write it); anything else leaves the decoder waiting.
            m_utf8Need = 0;
            if (isPrintableAscii(c)) {
                m_singleShift = false;
                continue;
            }
            m_decoderPending = true;
        }
        if (c == 0x00 || c == 0x7f)
            continue; // ignored by the parser
        if (c == 0x18 || c == 0x1a) { // CAN, SUB
            m_parse = Ground;
            continue;
        }
        if (c == 0x1b) {
            m_parse = m_parse == String ? StringEscape : Escape;
            m_intermediates = 0;
            continue;
        }
        if (c == 0x07 && m_parse == String) {
            m_parse = Ground; // BEL ends an OSC or DCS string
            continue;
        }
        if (c < 0x20) {
            control(c); // C0 controls act in every state
            continue;
        }
        switch (m_parse) {
        case Ground:
            if (c >= 0x80
                && !(m_utf8Need == 0 && !m_singleShift && allowed() && isPlain(data + i, length - i))) {
                if (c >= 0xc0) {
                    m_singleShift = false; // the next character was this one
                    m_utf8Need = c < 0xe0 ? 1 : c < 0xf0 ? 2 : c < 0xf8 ? 3 : c < 0xfc ? 4 : 5;
                    if (c >= 0xfe)
                        m_decoderPending = true; // not UTF-8 at all: leave it to libvterm
                } else if (m_utf8Need > 0) {
                    --m_utf8Need;
                }
                continue;
            }
            if (m_singleShift || !allowed()) {
                m_singleShift = false;
                continue;
            }
            {
                qsizetype j = i;
                for (;;) {
                    while (j < length && isPrintableAscii(s[j]))
                        ++j;
                    char32_t ch;
                    int width;
                    const int n = j < length && s[j] >= 0x80 ? glyphAt(data + j, length - j, &ch, &width) : 0;
                    if (n == 0)
                        break;
                    j += n;
                }
                *start = i;
                *end = j;
                *scan = j;
                return true;
            }
        case StringEscape:
            if (c == '\\') {
                m_parse = Ground; // ST
                continue;
            }
            m_parse = Escape; // the string ended; this byte belongs to an escape sequence
            m_intermediates = 0;
            [[fallthrough]];
        case Escape:
            if (c == 'P' || c == ']') {
                m_parse = String;
            } else if (c == '[') {
                m_parse = CsiLeader;
                m_leader = 0;
                m_intermediates = 0;
                m_arg = -1;
                m_args = 0;
                m_firstArg = -1;
                m_argHas4 = false;
                m_argHas69 = false;
            } else if (c <= 0x2f) {
                if (m_intermediates++ == 0)
                    m_intermediate = c;
            } else if (m_intermediates == 0 && c >= 0x40 && c < 0x60) {
                control(quint8(c + 0x40)); // a C1 control written as ESC + letter
                m_parse = Ground;
            } else if (c < 0x7f) {
                escapeFinal(c);
                m_parse = Ground;
            } // other bytes leave the sequence going
            continue;
        case CsiLeader:
            if (c >= 0x3c && c <= 0x3f) {
                if (m_leader == 0)
                    m_leader = c;
                else
                    m_leader = 0xff; // two leader bytes: libvterm ignores the sequence
                continue;
            }
            m_parse = CsiArgs;
            [[fallthrough]];
        case CsiArgs:
            if (c >= '0' && c <= '9') {
                m_arg = std::min((m_arg < 0 ? 0 : m_arg) * 10 + (c - '0'), 100000);
                continue;
            }
            if (c == ';' || c == ':') {
                finishArg();
                continue;
            }
            finishArg();
            m_parse = CsiIntermed;
            [[fallthrough]];
        case CsiIntermed:
            if (c >= 0x20 && c <= 0x2f) {
                if (m_intermediates++ == 0)
                    m_intermediate = c;
                continue;
            }
            if (c >= 0x40 && c <= 0x7e && m_leader != 0xff)
                csiFinal(c);
            m_parse = Ground; // the final byte, or an invalid sequence
            continue;
        case String:
            continue;
        }
    }
    *scan = length;
    return false;
}

} // namespace sandman
