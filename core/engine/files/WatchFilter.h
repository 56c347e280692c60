// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "WatchPattern.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace sandman {

// Which paths under a watched root are reported (POST /api/watch include/exclude, as the
// SDK's container does): with include patterns only the paths one of them matches; otherwise
// all but those an exclude pattern matches (by default .git, node_modules and .DS_Store).
// Excluded directories are not even watched, which keeps node_modules from costing watches.
class WatchFilter
{
public:
    static QStringList defaultExcludes();

    // nullopt with *error set for a pattern WatchPattern refuses, or for include and exclude
    // given together (the SDK refuses that too). An empty exclude list means the defaults.
    static std::optional<WatchFilter> create(const QStringList &include, const QStringList &exclude,
                                             QString *error);

    // relativePath: "" for the root itself, else "a/b.txt" (no leading "/").
    bool accepts(const QString &relativePath) const;
    // False for a directory that must not be watched (an excluded one).
    bool descends(const QString &relativeDirectory) const;

    // Sorted, without duplicates: what a watch is known by (ChangeTracker's key).
    QStringList includeGlobs() const;
    QStringList excludeGlobs() const;

private:
    static QStringList globs(const QList<WatchPattern> &patterns);

    QList<WatchPattern> m_include;
    QList<WatchPattern> m_exclude;
};

} // namespace sandman
