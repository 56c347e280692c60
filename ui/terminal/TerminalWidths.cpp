// SPDX-License-Identifier: Apache-2.0
#include "TerminalWidths.h"

#include <vterm.h>

#include <algorithm>
#include <clocale>
#include <cwchar>
#include <locale.h>
#include <string>

namespace sandman {

namespace {

void appendUtf8(std::string &out, char32_t cp)
{
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xc0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
        out += char(0xe0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3f));
        out += char(0x80 | (cp & 0x3f));
    } else {
        out += char(0xf0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3f));
        out += char(0x80 | ((cp >> 6) & 0x3f));
        out += char(0x80 | (cp & 0x3f));
    }
}

/// libvterm's width of each code point in `cps` (0 when it drew nothing for it).
std::vector<signed char> vtermWidths(const std::vector<char32_t> &cps)
{
    struct Probe {
        const std::vector<char32_t> *cps;
        std::vector<signed char> widths;
        size_t next = 0;
    } probe{&cps, std::vector<signed char>(cps.size(), 0)};
    VTermStateCallbacks callbacks{};
    callbacks.putglyph = [](VTermGlyphInfo *info, VTermPos, void *user) {
        auto *p = static_cast<Probe *>(user);
        if (info->chars[0] == ' ')
            return 1; // the separators
        // Glyphs arrive in order; a code point libvterm drops (or combines) is skipped over.
        while (p->next < p->cps->size() && (*p->cps)[p->next] != char32_t(info->chars[0]))
            ++p->next;
        if (p->next < p->cps->size())
            p->widths[p->next++] = static_cast<signed char>(info->width);
        return 1;
    };
    constexpr int Cols = 1000;
    VTerm *vt = vterm_new(1, Cols);
    vterm_set_utf8(vt, 1);
    VTermState *state = vterm_obtain_state(vt);
    vterm_state_set_callbacks(state, &callbacks, &probe);
    vterm_state_reset(state, 1);
    std::string buf;
    for (size_t i = 0; i < cps.size(); ++i) {
        appendUtf8(buf, cps[i]);
        // A line at a time, each character standing alone (a space after it: nothing combines).
        buf += ' ';
        if (i % 300 == 299 || i + 1 == cps.size()) {
            buf += '\r';
            vterm_input_write(vt, buf.data(), buf.size());
            buf.clear();
        }
    }
    vterm_free(vt);
    return probe.widths;
}

/// wcwidth() follows the thread's LC_CTYPE: measure in C.UTF-8 whatever the process uses.
class Utf8Locale
{
public:
    Utf8Locale()
        : m_old(utf8() ? uselocale(utf8()) : locale_t(nullptr))
    { }
    ~Utf8Locale()
    {
        if (m_old)
            uselocale(m_old);
    }
    bool isValid() const { return m_old != locale_t(nullptr); }

private:
    static locale_t utf8()
    {
        static const locale_t l = [] {
            const locale_t c = newlocale(LC_CTYPE_MASK, "C.UTF-8", locale_t(nullptr));
            return c ? c : newlocale(LC_CTYPE_MASK, "en_US.UTF-8", locale_t(nullptr));
        }();
        return l;
    }
    locale_t m_old;
};

} // namespace

int TerminalWidths::systemWidth(char32_t ch)
{
    const Utf8Locale utf8;
    return utf8.isValid() ? wcwidth(wchar_t(ch)) : -1;
}

const TerminalWidths &TerminalWidths::instance()
{
    static const TerminalWidths widths;
    return widths;
}

TerminalWidths::TerminalWidths()
    : m_mapped(Limit / 64, 0)
    , m_plain(0x10000 / 32, 0)
{
    // Candidates: printable in the system. Planes 2 and 3 are CJK ideographs, wide in both.
    std::vector<char32_t> cps;
    std::vector<signed char> system;
    cps.reserve(140000);
    const Utf8Locale utf8;
    if (!utf8.isValid())
        return; // no UTF-8 locale: libvterm's widths stay
    for (char32_t ch = 0xa0; ch < Limit; ++ch) {
        if ((ch >= 0xd800 && ch < 0xe000) || (ch >= 0x20000 && ch < 0x40000))
            continue;
        const int w = wcwidth(wchar_t(ch));
        if (w < 1)
            continue;
        cps.push_back(ch);
        system.push_back(static_cast<signed char>(w));
    }
    // The stand-ins themselves must measure as intended, or that direction is left alone.
    cps.push_back(WideBase);
    cps.push_back(NarrowBase);
    const std::vector<signed char> lib = vtermWidths(cps);
    const bool wideOk = lib[lib.size() - 2] == 2;
    const bool narrowOk = lib[lib.size() - 1] == 1;
    for (size_t i = 0; i + 2 < cps.size(); ++i) {
        if (lib[i] == system[i] && cps[i] < 0x10000) // measured alone: 0 when libvterm combines it
            m_plain[cps[i] >> 5] |= uint64_t(lib[i] & 3) << ((cps[i] & 31) * 2);
        if (lib[i] == 0 || lib[i] == system[i])
            continue;
        if (system[i] == 2 && wideOk && m_wide.size() < RangeSize)
            m_wide.push_back(cps[i]);
        else if (system[i] == 1 && narrowOk && m_narrow.size() < RangeSize)
            m_narrow.push_back(cps[i]);
        else
            continue;
        m_mapped[cps[i] >> 6] |= uint64_t(1) << (cps[i] & 63);
    }
    // Genuine code points in the stand-in ranges (unassigned) would come back as something else.
    for (char32_t base : {WideBase, NarrowBase}) {
        for (char32_t ch = base; ch < base + RangeSize; ++ch)
            m_mapped[ch >> 6] |= uint64_t(1) << (ch & 63);
    }
}

char32_t TerminalWidths::standIn(char32_t ch) const
{
    auto find = [ch](const std::vector<char32_t> &table, char32_t base) -> char32_t {
        const auto it = std::lower_bound(table.begin(), table.end(), ch);
        return it != table.end() && *it == ch ? base + char32_t(it - table.begin()) : 0;
    };
    if (const char32_t w = find(m_wide, WideBase))
        return w;
    if (const char32_t n = find(m_narrow, NarrowBase))
        return n;
    return 0xfffd;
}

} // namespace sandman
