// SPDX-License-Identifier: Apache-2.0
#include "WatchPattern.h"

#include <QCoreApplication>

namespace sandman {

WatchPattern::WatchPattern(QString glob, QRegularExpression regex)
    : m_glob(std::move(glob))
    , m_regex(std::move(regex))
{ }

std::optional<WatchPattern> WatchPattern::compile(const QString &glob, QString *error)
{
    if (glob.trimmed().isEmpty() || glob.contains(QChar(u'\0'))) {
        *error = QCoreApplication::translate("WatchPattern", "a pattern must not be empty or contain NUL");
        return std::nullopt;
    }
    for (const QChar c : {u'[', u']', u'{', u'}'}) {
        if (glob.contains(c)) {
            *error = QCoreApplication::translate("WatchPattern",
                                                 "pattern \"%1\" uses unsupported glob syntax \"%2\" "
                                                 "(supported: *, **, ? and /)")
                         .arg(glob, c);
            return std::nullopt;
        }
    }
    QString regex = QStringLiteral("(?:^|/)");
    for (qsizetype i = 0; i < glob.size(); ++i) {
        const QChar c = glob.at(i);
        if (c == u'*' && i + 1 < glob.size() && glob.at(i + 1) == u'*') {
            ++i;
            // "**/" may also stand for no directory at all ("**/x.ts" matches "x.ts").
            if (i + 1 < glob.size() && glob.at(i + 1) == u'/') {
                ++i;
                regex += QStringLiteral("(?:.*/)?");
            } else {
                regex += QStringLiteral(".*");
            }
        } else if (c == u'*') {
            regex += QStringLiteral("[^/]*");
        } else if (c == u'?') {
            regex += QStringLiteral("[^/]");
        } else {
            regex += QRegularExpression::escape(QString(c));
        }
    }
    regex += QStringLiteral("(?:/|$)");
    return WatchPattern(glob, QRegularExpression(regex, QRegularExpression::DontCaptureOption));
}

bool WatchPattern::matches(const QString &relativePath) const
{
    return m_regex.match(relativePath).hasMatch();
}

} // namespace sandman
