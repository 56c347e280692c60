// SPDX-License-Identifier: Apache-2.0
#include "RawFileName.h"

namespace sandman {

namespace {
constexpr char16_t kEscapeBase = 0xDC00;

bool isEscape(char16_t u)
{
    return u >= 0xDC80 && u <= 0xDCFF;
}

// Length of the valid UTF-8 sequence at data[i], 0 when it is not one (overlong forms,
// surrogates and code points above U+10FFFF are not valid).
int validSequenceLength(const QByteArray &data, qsizetype i)
{
    const auto byte = [&](qsizetype k) { return static_cast<unsigned char>(data.at(k)); };
    const unsigned char lead = byte(i);
    if (lead < 0x80)
        return 1;
    int length;
    char32_t code;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        code = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        code = lead & 0x0F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        code = lead & 0x07;
    } else {
        return 0;
    }
    if (i + length > data.size())
        return 0;
    for (int k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80)
            return 0;
        code = (code << 6) | (byte(i + k) & 0x3F);
    }
    const char32_t minimum = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
    if (code < minimum || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
        return 0;
    return length;
}
} // namespace

QString RawFileName::fromBytes(const QByteArray &bytes)
{
    QString result;
    result.reserve(bytes.size());
    qsizetype i = 0;
    while (i < bytes.size()) {
        const int length = validSequenceLength(bytes, i);
        if (length == 0) {
            result.append(QChar(char16_t(kEscapeBase + static_cast<unsigned char>(bytes.at(i)))));
            ++i;
            continue;
        }
        result.append(QString::fromUtf8(bytes.constData() + i, length));
        i += length;
    }
    return result;
}

QByteArray RawFileName::toBytes(const QString &path)
{
    if (!hasRawBytes(path))
        return path.toUtf8();
    QByteArray result;
    result.reserve(path.size());
    qsizetype start = 0;
    for (qsizetype i = 0; i <= path.size(); ++i) {
        if (i < path.size() && !isEscape(path.at(i).unicode()))
            continue;
        result += QStringView(path).mid(start, i - start).toUtf8();
        if (i < path.size())
            result += char(path.at(i).unicode() - kEscapeBase);
        start = i + 1;
    }
    return result;
}

bool RawFileName::hasRawBytes(const QString &path)
{
    for (QChar c : path) {
        if (isEscape(c.unicode()))
            return true;
    }
    return false;
}

QString RawFileName::display(const QString &path)
{
    if (!hasRawBytes(path))
        return path;
    QString result;
    for (QChar c : path) {
        if (isEscape(c.unicode()))
            result += QStringLiteral("\\x%1").arg(int(c.unicode() - kEscapeBase), 2, 16, QLatin1Char('0'));
        else
            result += c;
    }
    return result;
}

} // namespace sandman
