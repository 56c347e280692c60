// SPDX-License-Identifier: Apache-2.0
#include "ShellQuote.h"

namespace sandman {

QByteArray ShellQuote::quote(const QByteArray &text)
{
    QByteArray out;
    out.reserve(text.size() + 2);
    out += '\'';
    for (char c : text) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    out += '\'';
    return out;
}

bool ShellQuote::isValidEnvName(const QString &name)
{
    if (name.isEmpty())
        return false;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t c = name.at(i).unicode();
        const bool alpha = (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z') || c == u'_';
        const bool digit = c >= u'0' && c <= u'9';
        if (!alpha && !(digit && i > 0))
            return false;
    }
    return true;
}

} // namespace sandman
