// SPDX-License-Identifier: Apache-2.0
#include "TerminalPaste.h"

namespace sandman {

QString TerminalPaste::sanitize(const QString &text)
{
    QString out;
    out.reserve(text.size());
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = text.at(i).unicode();
        if (c == u'\r') {
            out.append(QLatin1Char('\r'));
            if (i + 1 < n && text.at(i + 1) == QLatin1Char('\n'))
                ++i; // CR LF → CR
            continue;
        }
        if (c == u'\n') {
            out.append(QLatin1Char('\r'));
            continue;
        }
        if (c == u'\t') {
            out.append(QLatin1Char('\t'));
            continue;
        }
        if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0))
            continue; // ESC, other C0 controls, DEL, C1 controls
        out.append(QChar(c));
    }
    return out;
}

QByteArray TerminalPaste::encode(const QString &text, bool bracketed)
{
    const QByteArray body = sanitize(text).toUtf8();
    if (!bracketed)
        return body;
    QByteArray out;
    out.reserve(body.size() + 12);
    out.append("\x1b[200~", 6);
    out.append(body);
    out.append("\x1b[201~", 6);
    return out;
}

bool TerminalPaste::needsConfirmation(const QString &text, int maxBytes)
{
    // A line break runs a command at once, so any of them is worth a look.
    if (text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r')))
        return true;
    return text.toUtf8().size() > maxBytes;
}

} // namespace sandman
