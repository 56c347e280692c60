// SPDX-License-Identifier: Apache-2.0
#include "Arguments.h"

#include "CtlError.h"
#include "engine/ShellQuote.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace sandman::ctl {

qint64 Arguments::durationMs(const QString &text, const QString &option)
{
    static const QRegularExpression pattern(QStringLiteral("^([0-9]+(?:\\.[0-9]+)?)(ms|s|m|h)?$"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        throw CtlError{Usage,
                       QCoreApplication::translate("sandmanctl",
                                                   "%1 takes a duration such as 30s, 500ms or 2m, not "
                                                   "\u201c%2\u201d")
                           .arg(option, text)};
    const double value = match.captured(1).toDouble();
    const QString unit = match.captured(2);
    const double factor = unit == QLatin1String("ms") ? 1
        : unit == QLatin1String("m")                  ? 60000
        : unit == QLatin1String("h")                  ? 3600000
                                                      : 1000;
    return qint64(value * factor);
}

QMap<QString, QString> Arguments::assignments(const QStringList &items, const QString &option)
{
    QMap<QString, QString> result;
    for (const QString &item : items) {
        const qsizetype equals = item.indexOf(QLatin1Char('='));
        if (equals <= 0 || !ShellQuote::isValidEnvName(item.left(equals)))
            throw CtlError{
                Usage,
                QCoreApplication::translate("sandmanctl", "%1 takes NAME=VALUE, not \u201c%2\u201d")
                    .arg(option, item)};
        result.insert(item.left(equals), item.mid(equals + 1));
    }
    return result;
}

QString Arguments::shellCommand(const QStringList &words)
{
    if (words.size() == 1)
        return words.first();
    QStringList quoted;
    for (const QString &word : words)
        quoted.append(shellWord(word));
    return quoted.join(QLatin1Char(' '));
}

QString Arguments::shellWord(const QString &word)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./=:,+@%^-]+$"));
    return plain.match(word).hasMatch() ? word : QString::fromUtf8(ShellQuote::quote(word));
}

int Arguments::integer(const QString &text, const QString &option, int minimum)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < minimum)
        throw CtlError{Usage,
                       QCoreApplication::translate("sandmanctl", "%1 takes a number, not \u201c%2\u201d")
                           .arg(option, text)};
    return value;
}

} // namespace sandman::ctl
