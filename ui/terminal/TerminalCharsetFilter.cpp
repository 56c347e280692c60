// SPDX-License-Identifier: Apache-2.0
#include "TerminalCharsetFilter.h"

namespace sandman {

void TerminalCharsetFilter::reset()
{
    m_current = Sets();
    m_saved = Sets();
    m_hasSaved = false;
}

QByteArray TerminalCharsetFilter::restoring() const
{
    QByteArray bytes;
    for (int set = 0; set < 4; ++set)
        bytes += QByteArray("\x1b") + char('(' + set) + m_saved.designation[set];
    static const char *const gl[] = {"\x0f", "\x0e", "\x1bn", "\x1bo"}; // SI, SO, LS2, LS3
    static const char *const gr[] = {"", "\x1b~", "\x1b}", "\x1b|"}; // LS1R, LS2R, LS3R
    bytes += gl[m_saved.gl];
    bytes += gr[m_saved.gr];
    return bytes;
}

void TerminalCharsetFilter::escapeFinal(unsigned char c)
{
    if (m_intermediates == 1 && m_intermediate >= '(' && m_intermediate <= '+') {
        // SCS: what 0.1.4 knows; it ignores any other final, and so does this.
        if (c == '0' || c == 'A' || c == 'B')
            m_current.designation[m_intermediate - '('] = char(c);
        return;
    }
    if (m_intermediates != 0)
        return;
    switch (c) {
    case '7': // DECSC
        m_saved = m_current;
        m_hasSaved = true;
        break;
    case 'c': // RIS
        reset();
        break;
    case 'n':
        m_current.gl = 2;
        break;
    case 'o':
        m_current.gl = 3;
        break;
    case '~':
        m_current.gr = 1;
        break;
    case '}':
        m_current.gr = 2;
        break;
    case '|':
        m_current.gr = 3;
        break;
    default:
        break;
    }
}

bool TerminalCharsetFilter::filter(const char *data, qsizetype length, QByteArray &out)
{
    bool changed = false;
    qsizetype flushed = 0;
    for (qsizetype i = 0; i < length; ++i) {
        const auto c = static_cast<unsigned char>(data[i]);
        if (c == 0x18 || c == 0x1a) { // CAN, SUB
            m_parse = Ground;
            continue;
        }
        if (c == 0x1b) { // also ends a string (ESC \ is its terminator)
            m_parse = Escape;
            m_intermediates = 0;
            continue;
        }
        if (c == 0x07 && m_parse == String) {
            m_parse = Ground;
            continue;
        }
        if (c < 0x20) { // C0 controls act in every state
            if (c == 0x0e)
                m_current.gl = 1;
            else if (c == 0x0f)
                m_current.gl = 0;
            continue;
        }
        switch (m_parse) {
        case Ground:
            break;
        case Escape:
            if (c < 0x30) { // an intermediate
                if (m_intermediates++ == 0)
                    m_intermediate = c;
                break;
            }
            m_parse = Ground;
            if (m_intermediates == 0 && c == '[') {
                m_parse = Csi;
            } else if (m_intermediates == 0 && (c == ']' || c == 'P' || c == 'X' || c == '^' || c == '_')) {
                m_parse = String; // OSC, DCS, SOS, PM, APC
            } else if (m_intermediates == 0 && c == '8' && m_hasSaved) { // DECRC
                if (!changed) {
                    out.clear();
                    out.reserve(length + 32);
                    changed = true;
                }
                out.append(data + flushed, i + 1 - flushed);
                out.append(restoring());
                flushed = i + 1;
                m_current = m_saved;
            } else {
                escapeFinal(c);
            }
            break;
        case Csi:
            if (c >= 0x40 && c <= 0x7e)
                m_parse = Ground;
            break;
        case String:
            break;
        }
    }
    if (changed)
        out.append(data + flushed, length - flushed);
    return changed;
}

} // namespace sandman
