// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>

namespace sandman {

// Which words of a changed line changed: the line before and after are cut into words, runs of
// spaces and single punctuation marks, and matched by their longest common subsequence; what is
// left unmatched on each side is a changed range. Past a size (long minified lines) it falls back
// to the common start and end, which costs nothing and still narrows the change.
class WordDiff
{
public:
    struct Range {
        int start = 0;
        int length = 0;
        bool operator==(const Range &other) const { return start == other.start && length == other.length; }
    };
    struct Result {
        QList<Range> before; // in the old line
        QList<Range> after; // in the new line
    };

    static Result compare(const QString &before, const QString &after);
    // The words of a line, as compare() cuts it (offsets into line).
    static QList<Range> words(const QString &line);

private:
    static void addRange(QList<Range> *ranges, int start, int length);
};

} // namespace sandman
