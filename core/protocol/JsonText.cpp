// SPDX-License-Identifier: Apache-2.0
#include "JsonText.h"

#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace sandman {

namespace {
bool needsEscape(unsigned char c)
{
    return c == '"' || c == '\\' || c < 0x20;
}

// The first byte in [p, end) that needsEscape(). Output text is mostly long runs that need
// no escape (base64 has one '\n' per 76 bytes), and a byte-by-byte scan of them was the
// stream path's hottest loop: 16 bytes at a time with SSE2 (every x86-64 has it), else 8 at a
// time with the SWAR "has a byte less than n / equal to c" word tricks.
const char *findEscape(const char *p, const char *end)
{
#ifdef __SSE2__
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i lastControl = _mm_set1_epi8(0x1f);
    const __m128i zero = _mm_setzero_si128();
    while (end - p >= 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        // Saturating subtraction leaves 0 exactly for the bytes <= 0x1f.
        const __m128i control = _mm_cmpeq_epi8(_mm_subs_epu8(bytes, lastControl), zero);
        const __m128i special = _mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, backslash));
        const int mask = _mm_movemask_epi8(_mm_or_si128(control, special));
        if (mask != 0)
            return p + __builtin_ctz(unsigned(mask));
        p += 16;
    }
#endif
    constexpr quint64 ones = 0x0101010101010101ull;
    constexpr quint64 highs = 0x8080808080808080ull;
    const auto hasZero = [](quint64 v) { return (v - ones) & ~v & highs; };
    while (end - p >= 8) {
        quint64 word;
        std::memcpy(&word, p, 8);
        const quint64 control = (word - 0x20 * ones) & ~word & highs;
        if (control | hasZero(word ^ (ones * '"')) | hasZero(word ^ (ones * '\\')))
            break;
        p += 8;
    }
    while (p < end && !needsEscape(static_cast<unsigned char>(*p)))
        ++p;
    return p;
}

void skipSpace(const char *&p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
        ++p;
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

void appendUtf8(QByteArray &out, char32_t cp)
{
    if (cp < 0x80) {
        out.append(char(cp));
    } else if (cp < 0x800) {
        out.append(char(0xC0 | (cp >> 6)));
        out.append(char(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.append(char(0xE0 | (cp >> 12)));
        out.append(char(0x80 | ((cp >> 6) & 0x3F)));
        out.append(char(0x80 | (cp & 0x3F)));
    } else {
        out.append(char(0xF0 | (cp >> 18)));
        out.append(char(0x80 | ((cp >> 12) & 0x3F)));
        out.append(char(0x80 | ((cp >> 6) & 0x3F)));
        out.append(char(0x80 | (cp & 0x3F)));
    }
}

bool readHex4(const char *&p, const char *end, char32_t *value)
{
    if (end - p < 4)
        return false;
    char32_t v = 0;
    for (int i = 0; i < 4; ++i) {
        const int h = hexValue(p[i]);
        if (h < 0)
            return false;
        v = (v << 4) | char32_t(h);
    }
    p += 4;
    *value = v;
    return true;
}

// p is just after the opening quote; on success it is just after the closing quote.
bool readString(const char *&p, const char *end, QByteArray *out)
{
    out->clear();
    while (p < end) {
        const char *run = p;
        p = findEscape(p, end); // the same three kinds of byte end a run
        out->append(run, p - run);
        if (p == end)
            return false;
        if (*p == '"') {
            ++p;
            return true;
        }
        if (*p != '\\')
            return false; // raw control character
        if (++p == end)
            return false;
        switch (*p++) {
        case '"':
            out->append('"');
            break;
        case '\\':
            out->append('\\');
            break;
        case '/':
            out->append('/');
            break;
        case 'b':
            out->append('\b');
            break;
        case 'f':
            out->append('\f');
            break;
        case 'n':
            out->append('\n');
            break;
        case 'r':
            out->append('\r');
            break;
        case 't':
            out->append('\t');
            break;
        case 'u': {
            char32_t cp = 0;
            if (!readHex4(p, end, &cp))
                return false;
            if (cp >= 0xD800 && cp < 0xDC00) {
                char32_t low = 0;
                if (end - p < 6 || p[0] != '\\' || p[1] != 'u')
                    return false;
                p += 2;
                if (!readHex4(p, end, &low) || low < 0xDC00 || low > 0xDFFF)
                    return false;
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                return false;
            }
            appendUtf8(*out, cp);
            break;
        }
        default:
            return false;
        }
    }
    return false;
}
} // namespace

void JsonText::appendString(QByteArray &out, QByteArrayView utf8)
{
    static const char hex[] = "0123456789abcdef";
    out.reserve(out.size() + utf8.size() + utf8.size() / 8 + 2);
    out.append('"');
    const char *p = utf8.data();
    const char *end = p + utf8.size();
    while (p < end) {
        const char *run = p;
        p = findEscape(p, end);
        out.append(run, p - run);
        if (p == end)
            break;
        const unsigned char c = static_cast<unsigned char>(*p++);
        switch (c) {
        case '"':
            out.append("\\\"", 2);
            break;
        case '\\':
            out.append("\\\\", 2);
            break;
        case '\n':
            out.append("\\n", 2);
            break;
        case '\r':
            out.append("\\r", 2);
            break;
        case '\t':
            out.append("\\t", 2);
            break;
        case '\b':
            out.append("\\b", 2);
            break;
        case '\f':
            out.append("\\f", 2);
            break;
        default: {
            const char escape[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xF]};
            out.append(escape, 6);
        }
        }
    }
    out.append('"');
}

bool JsonText::parseFlatObject(QByteArrayView text, QList<Field> *fields)
{
    fields->clear();
    const char *p = text.data();
    const char *end = p + text.size();
    skipSpace(p, end);
    if (p == end || *p++ != '{')
        return false;
    skipSpace(p, end);
    if (p < end && *p == '}') {
        ++p;
        skipSpace(p, end);
        return p == end;
    }
    while (p < end) {
        Field field;
        skipSpace(p, end);
        if (p == end || *p++ != '"' || !readString(p, end, &field.key))
            return false;
        skipSpace(p, end);
        if (p == end || *p++ != ':')
            return false;
        skipSpace(p, end);
        if (p == end)
            return false;
        if (*p == '"') {
            ++p;
            if (!readString(p, end, &field.value))
                return false;
            field.isString = true;
        } else if (*p == '{' || *p == '[') {
            return false;
        } else {
            const char *start = p;
            while (p < end && *p != ',' && *p != '}' && *p != ' ' && *p != '\n' && *p != '\r' && *p != '\t')
                ++p;
            field.value = QByteArray(start, p - start);
            if (field.value.isEmpty())
                return false;
        }
        fields->append(std::move(field));
        skipSpace(p, end);
        if (p == end)
            return false;
        if (*p == ',') {
            ++p;
            continue;
        }
        if (*p++ != '}')
            return false;
        skipSpace(p, end);
        return p == end;
    }
    return false;
}

} // namespace sandman
