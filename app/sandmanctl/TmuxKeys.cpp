// SPDX-License-Identifier: Apache-2.0
#include "TmuxKeys.h"

#include <QHash>

namespace sandman::ctl {

QByteArray TmuxKeys::bytes(const QString &key)
{
    static const QHash<QString, QByteArray> named{
        {QStringLiteral("Enter"), "\r"},         {QStringLiteral("KPEnter"), "\r"},
        {QStringLiteral("Tab"), "\t"},           {QStringLiteral("BTab"), "\x1b[Z"},
        {QStringLiteral("Space"), " "},          {QStringLiteral("BSpace"), "\x7f"},
        {QStringLiteral("Escape"), "\x1b"},      {QStringLiteral("Up"), "\x1b[A"},
        {QStringLiteral("Down"), "\x1b[B"},      {QStringLiteral("Right"), "\x1b[C"},
        {QStringLiteral("Left"), "\x1b[D"},      {QStringLiteral("Home"), "\x1b[H"},
        {QStringLiteral("End"), "\x1b[F"},       {QStringLiteral("PageUp"), "\x1b[5~"},
        {QStringLiteral("PPage"), "\x1b[5~"},    {QStringLiteral("PgUp"), "\x1b[5~"},
        {QStringLiteral("PageDown"), "\x1b[6~"}, {QStringLiteral("NPage"), "\x1b[6~"},
        {QStringLiteral("PgDn"), "\x1b[6~"},     {QStringLiteral("DC"), "\x1b[3~"},
        {QStringLiteral("Delete"), "\x1b[3~"},   {QStringLiteral("IC"), "\x1b[2~"},
        {QStringLiteral("Insert"), "\x1b[2~"},   {QStringLiteral("F1"), "\x1bOP"},
        {QStringLiteral("F2"), "\x1bOQ"},        {QStringLiteral("F3"), "\x1bOR"},
        {QStringLiteral("F4"), "\x1bOS"},        {QStringLiteral("F5"), "\x1b[15~"},
        {QStringLiteral("F6"), "\x1b[17~"},      {QStringLiteral("F7"), "\x1b[18~"},
        {QStringLiteral("F8"), "\x1b[19~"},      {QStringLiteral("F9"), "\x1b[20~"},
        {QStringLiteral("F10"), "\x1b[21~"},     {QStringLiteral("F11"), "\x1b[23~"},
        {QStringLiteral("F12"), "\x1b[24~"},
    };
    const auto found = named.constFind(key);
    if (found != named.constEnd())
        return *found;
    // C-x and ^x: the control byte; M-x: ESC and the key (both may combine: M-C-x).
    if (key.size() > 2 && key.startsWith(QLatin1String("M-")))
        return "\x1b" + bytes(key.mid(2));
    const bool control = (key.size() > 2 && key.startsWith(QLatin1String("C-")))
        || (key.size() == 2 && key.startsWith(QLatin1Char('^')));
    if (control) {
        const QString rest = key.mid(key.startsWith(QLatin1Char('^')) ? 1 : 2);
        if (rest == QLatin1String("Space") || rest == QLatin1String("@"))
            return QByteArray(1, '\0');
        if (rest.size() == 1) {
            const char16_t c = rest.at(0).toUpper().unicode();
            if (c >= 0x40 && c <= 0x5f)
                return QByteArray(1, char(c & 0x1f));
            if (c == u'?')
                return "\x7f";
        }
    }
    return key.toUtf8();
}

} // namespace sandman::ctl
