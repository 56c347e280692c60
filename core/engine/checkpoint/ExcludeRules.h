// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "engine/files/WatchFilter.h"
#include "engine/files/WatchPattern.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace sandman {

// What checkpoints leave out, written as in .gitignore: one pattern per entry, "#" comments and
// blank lines ignored, a trailing "/" (directories) accepted; a pattern without "/" matches a
// name at any depth ("node_modules", "*.log"), "a/b" a run of components, "**" any depth
// (WatchPattern's syntax). Negation ("!") is refused rather than ignored.
class ExcludeRules
{
public:
    static QStringList defaults() { return {QStringLiteral(".git/"), QStringLiteral("node_modules/")}; }
    static std::optional<ExcludeRules> create(const QStringList &patterns, QString *error);

    // relativePath: "a/b.txt", no leading "/".
    bool excludes(const QString &relativePath) const;
    const QStringList &patterns() const { return m_patterns; }
    // The same rules for the file watch, so excluded directories are not even watched.
    WatchFilter watchFilter() const;

private:
    QStringList m_patterns;
    QStringList m_globs;
    QList<WatchPattern> m_compiled;
};

} // namespace sandman
