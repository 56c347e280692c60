// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QRegularExpression>
#include <QString>

#include <optional>

namespace sandman {

// One include/exclude glob of POST /api/watch, with the SDK's syntax: "*" (any run of
// characters but "/"), "**" (any run, "/" too), "?" (one character but "/") and "/"; any
// other character stands for itself. A pattern matches a path relative to the watched root
// when it matches a whole run of its components anywhere in it: "node_modules" matches
// "node_modules" and "a/node_modules/b", "*.ts" matches "x.ts" and "src/x.ts", "src/*.ts"
// matches "src/x.ts" and "app/src/x.ts" but not "src/a/x.ts".
class WatchPattern
{
public:
    // The pattern, or nullopt with *error set: empty, NUL, or "[", "]", "{", "}" (character
    // classes and alternatives are not part of the SDK's syntax, so they are refused rather
    // than taken literally).
    static std::optional<WatchPattern> compile(const QString &glob, QString *error);

    bool matches(const QString &relativePath) const;
    const QString &glob() const { return m_glob; }

private:
    WatchPattern(QString glob, QRegularExpression regex);

    QString m_glob;
    QRegularExpression m_regex;
};

} // namespace sandman
