// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>

namespace sandman {

// A line diff (Myers' O(ND) algorithm) of two texts, written as a unified diff with context
// lines. Inputs past kMaxLines lines, or whose edit distance passes kMaxEdits, are refused
// (tooLarge) rather than making the agent spin.
class LineDiff
{
public:
    static constexpr int kMaxLines = 200000;
    static constexpr int kMaxEdits = 4000;

    struct Result {
        QByteArray unified; // "@@ -a,b +c,d @@" hunks, lines prefixed " ", "-", "+"
        int added = 0;
        int removed = 0;
        bool tooLarge = false;
    };

    static Result unified(const QByteArray &before, const QByteArray &after, int context = 3);
    static QList<QByteArray> lines(const QByteArray &text);
};

} // namespace sandman
