// SPDX-License-Identifier: Apache-2.0
#include "WordDiff.h"

#include <QStringView>

#include <vector>

namespace sandman {

namespace {
// Beyond this many cells the LCS table is not worth it (a line of thousands of words).
constexpr qsizetype kMaxCells = 250000;

enum class Kind { Word, Space, Mark };

Kind kindOf(QChar c)
{
    if (c.isSpace())
        return Kind::Space;
    if (c.isLetterOrNumber() || c == u'_')
        return Kind::Word;
    return Kind::Mark;
}
} // namespace

QList<WordDiff::Range> WordDiff::words(const QString &line)
{
    QList<Range> result;
    int i = 0;
    while (i < line.size()) {
        const Kind kind = kindOf(line.at(i));
        int end = i + 1;
        // A word or a run of spaces is one token; each punctuation mark is its own.
        if (kind != Kind::Mark) {
            while (end < line.size() && kindOf(line.at(end)) == kind)
                ++end;
        }
        result.append({i, end - i});
        i = end;
    }
    return result;
}

void WordDiff::addRange(QList<Range> *ranges, int start, int length)
{
    if (length <= 0)
        return;
    if (!ranges->isEmpty() && ranges->last().start + ranges->last().length == start)
        ranges->last().length += length;
    else
        ranges->append({start, length});
}

WordDiff::Result WordDiff::compare(const QString &before, const QString &after)
{
    const QList<Range> a = words(before);
    const QList<Range> b = words(after);
    const auto text
        = [](const QString &line, const Range &r) { return QStringView(line).mid(r.start, r.length); };
    const auto same = [&](int i, int j) { return text(before, a.at(i)) == text(after, b.at(j)); };

    // The common start and end are matched in any case.
    int head = 0;
    while (head < a.size() && head < b.size() && same(head, head))
        ++head;
    int tail = 0;
    while (tail < a.size() - head && tail < b.size() - head && same(a.size() - 1 - tail, b.size() - 1 - tail))
        ++tail;
    const int n = int(a.size()) - head - tail;
    const int m = int(b.size()) - head - tail;
    Result result;
    std::vector<bool> keptA(size_t(n), false);
    std::vector<bool> keptB(size_t(m), false);
    if (n > 0 && m > 0 && qsizetype(n) * m <= kMaxCells) {
        // lcs[i][j]: the longest common subsequence of a[head+i..] and b[head+j..].
        std::vector<int> lcs(size_t(n + 1) * size_t(m + 1), 0);
        const auto at = [&](int i, int j) -> int & { return lcs[size_t(i) * size_t(m + 1) + size_t(j)]; };
        for (int i = n - 1; i >= 0; --i)
            for (int j = m - 1; j >= 0; --j)
                at(i, j)
                    = same(head + i, head + j) ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
        int i = 0;
        int j = 0;
        while (i < n && j < m) {
            if (same(head + i, head + j)) {
                keptA[size_t(i++)] = true;
                keptB[size_t(j++)] = true;
            } else if (at(i + 1, j) >= at(i, j + 1)) {
                ++i;
            } else {
                ++j;
            }
        }
    }
    for (int i = 0; i < n; ++i)
        if (!keptA[size_t(i)])
            addRange(&result.before, a.at(head + i).start, a.at(head + i).length);
    for (int j = 0; j < m; ++j)
        if (!keptB[size_t(j)])
            addRange(&result.after, b.at(head + j).start, b.at(head + j).length);
    return result;
}

} // namespace sandman
