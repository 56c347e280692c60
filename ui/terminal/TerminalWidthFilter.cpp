// SPDX-License-Identifier: Apache-2.0
#include "TerminalWidthFilter.h"

#include "TerminalWidths.h"

#include <cstring>

namespace sandman {

namespace {

void appendUtf8(QByteArray &out, char32_t cp)
{
    if (cp < 0x10000) {
        out.append(char(0xe0 | (cp >> 12)));
    } else {
        out.append(char(0xf0 | (cp >> 18)));
        out.append(char(0x80 | ((cp >> 12) & 0x3f)));
    }
    out.append(char(0x80 | ((cp >> 6) & 0x3f)));
    out.append(char(0x80 | (cp & 0x3f)));
}

/// Code point of the 3- or 4-byte sequence at `s` (lead byte ≥ 0xe0), or 0 when it is not one.
char32_t decode(const unsigned char *s, qsizetype available, int *length)
{
    const int n = s[0] >= 0xf8 ? 0 : s[0] >= 0xf0 ? 4 : 3;
    if (n == 0 || available < n)
        return 0;
    char32_t cp = s[0] & (n == 4 ? 0x07 : 0x0f);
    for (int k = 1; k < n; ++k) {
        if ((s[k] & 0xc0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[k] & 0x3f);
    }
    *length = n;
    return cp;
}

} // namespace

bool TerminalWidthFilter::filter(const char *data, qsizetype length, QByteArray &out)
{
    const TerminalWidths *widths = nullptr; // measured on the first character that may need it
    const auto *s = reinterpret_cast<const unsigned char *>(data);
    bool copied = false;
    qsizetype flushed = 0; // data[flushed, i) still to be copied into `out`
    qsizetype i = 0;
    while (i < length) {
        const unsigned char c = s[i];
        switch (m_state) {
        case Ground:
            if (c < 0xe0 && c != 0x1b) {
                // Plain text: skip to the next ESC or 3/4-byte lead, 8 bytes at a time where
                // they are all ASCII without ESC.
                ++i;
                while (i + 8 <= length) {
                    quint64 w;
                    std::memcpy(&w, s + i, 8);
                    const quint64 esc = w ^ 0x1b1b1b1b1b1b1b1bull;
                    const bool hasEsc = ((esc - 0x0101010101010101ull) & ~esc & 0x8080808080808080ull) != 0;
                    if ((w & 0x8080808080808080ull) || hasEsc)
                        break;
                    i += 8;
                }
                while (i < length && s[i] < 0xe0 && s[i] != 0x1b)
                    ++i;
                continue;
            }
            if (c == 0x1b) {
                m_state = Escape;
            } else if (c >= 0xe0) {
                // Only 3- and 4-byte sequences (U+0800 and up) are ever measured differently.
                int n = 1;
                const char32_t cp = decode(s + i, length - i, &n);
                if (cp && !widths)
                    widths = &TerminalWidths::instance();
                if (cp && widths->isMapped(cp)) {
                    if (!copied) {
                        out.clear();
                        out.reserve(length + 16);
                        copied = true;
                    }
                    out.append(data + flushed, i - flushed);
                    appendUtf8(out, widths->standIn(cp));
                    flushed = i + n;
                }
                i += n;
                continue;
            }
            break;
        case Escape:
            if (c == '[')
                m_state = Csi;
            else if (c == ']' || c == 'P')
                m_state = String; // OSC, DCS
            else if (c == 0x18 || c == 0x1a || c >= 0x30)
                m_state = Ground; // cancelled, or the final byte
            // intermediates, ESC again and other C0 controls keep the sequence going
            break;
        case Csi:
            if (c == 0x1b)
                m_state = Escape;
            else if (c == 0x18 || c == 0x1a || c >= 0x40)
                m_state = Ground;
            break;
        case String:
            if (c == 0x1b)
                m_state = StringEscape;
            else if (c == 0x07 || c == 0x18 || c == 0x1a)
                m_state = Ground;
            break;
        case StringEscape:
            if (c == '\\') {
                m_state = Ground; // ST
            } else {
                m_state = Escape; // the string ended; this ESC starts a sequence of its own
                continue;
            }
            break;
        }
        ++i;
    }
    if (copied)
        out.append(data + flushed, length - flushed);
    return copied;
}

} // namespace sandman
