// SPDX-License-Identifier: Apache-2.0
#include "ExcludeRules.h"

#include <QCoreApplication>

namespace sandman {

std::optional<ExcludeRules> ExcludeRules::create(const QStringList &patterns, QString *error)
{
    ExcludeRules rules;
    for (const QString &raw : patterns) {
        QString pattern = raw.trimmed();
        if (pattern.isEmpty() || pattern.startsWith(QLatin1Char('#')))
            continue;
        if (pattern.startsWith(QLatin1Char('!'))) {
            *error
                = QCoreApplication::translate("ExcludeRules", "negated patterns (\"%1\") are not supported")
                      .arg(raw);
            return std::nullopt;
        }
        while (pattern.size() > 1 && pattern.endsWith(QLatin1Char('/')))
            pattern.chop(1);
        if (pattern.startsWith(QLatin1Char('/')))
            pattern.remove(0, 1);
        std::optional<WatchPattern> compiled = WatchPattern::compile(pattern, error);
        if (!compiled)
            return std::nullopt;
        rules.m_patterns.append(raw.trimmed());
        rules.m_globs.append(pattern);
        rules.m_compiled.append(*compiled);
    }
    return rules;
}

bool ExcludeRules::excludes(const QString &relativePath) const
{
    for (const WatchPattern &pattern : m_compiled) {
        if (pattern.matches(relativePath))
            return true;
    }
    return false;
}

WatchFilter ExcludeRules::watchFilter() const
{
    QString error;
    // An empty exclude list would mean WatchFilter's defaults: "**/.sandman-never" excludes
    // nothing real.
    const QStringList globs
        = m_globs.isEmpty() ? QStringList{QStringLiteral(".sandman-checkpoint-none")} : m_globs;
    return WatchFilter::create({}, globs, &error).value_or(WatchFilter());
}

} // namespace sandman
