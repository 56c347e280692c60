// SPDX-License-Identifier: Apache-2.0
#include "WatchFilter.h"

#include <QCoreApplication>

#include <algorithm>

namespace sandman {

namespace {
bool anyMatches(const QList<WatchPattern> &patterns, const QString &path)
{
    return std::any_of(patterns.begin(), patterns.end(),
                       [&path](const WatchPattern &pattern) { return pattern.matches(path); });
}

std::optional<QList<WatchPattern>> compileAll(QStringList globs, QString *error)
{
    globs.sort();
    globs.removeDuplicates();
    QList<WatchPattern> patterns;
    for (const QString &glob : globs) {
        std::optional<WatchPattern> pattern = WatchPattern::compile(glob, error);
        if (!pattern)
            return std::nullopt;
        patterns.append(*pattern);
    }
    return patterns;
}
} // namespace

QStringList WatchFilter::defaultExcludes()
{
    return {QStringLiteral(".DS_Store"), QStringLiteral(".git"), QStringLiteral("node_modules")};
}

std::optional<WatchFilter> WatchFilter::create(const QStringList &include, const QStringList &exclude,
                                               QString *error)
{
    if (!include.isEmpty() && !exclude.isEmpty()) {
        *error = QCoreApplication::translate("WatchFilter",
                                             "include and exclude cannot be used together: include "
                                             "lists what to watch, exclude what to leave out");
        return std::nullopt;
    }
    WatchFilter filter;
    std::optional<QList<WatchPattern>> included = compileAll(include, error);
    std::optional<QList<WatchPattern>> excluded
        = compileAll(include.isEmpty() && exclude.isEmpty() ? defaultExcludes() : exclude, error);
    if (!included || !excluded)
        return std::nullopt;
    filter.m_include = *included;
    if (include.isEmpty())
        filter.m_exclude = *excluded;
    return filter;
}

bool WatchFilter::accepts(const QString &relativePath) const
{
    if (!m_include.isEmpty())
        return anyMatches(m_include, relativePath);
    return !anyMatches(m_exclude, relativePath);
}

bool WatchFilter::descends(const QString &relativeDirectory) const
{
    return relativeDirectory.isEmpty() || !anyMatches(m_exclude, relativeDirectory);
}

QStringList WatchFilter::globs(const QList<WatchPattern> &patterns)
{
    QStringList list;
    for (const WatchPattern &pattern : patterns)
        list.append(pattern.glob());
    return list;
}

QStringList WatchFilter::includeGlobs() const
{
    return globs(m_include);
}

QStringList WatchFilter::excludeGlobs() const
{
    return globs(m_exclude);
}

} // namespace sandman
