// SPDX-License-Identifier: Apache-2.0
#include "LineDiff.h"

#include <vector>

namespace sandman {

namespace {
enum Op : char { Keep = ' ', Remove = '-', Add = '+' };
struct Edit {
    Op op;
    int a; // line in before (Keep, Remove)
    int b; // line in after (Keep, Add)
};

// The shortest edit script, by Myers' greedy forward search with a trace for the way back.
bool myers(const QList<QByteArray> &a, const QList<QByteArray> &b, std::vector<Edit> *edits)
{
    const int n = int(a.size());
    const int m = int(b.size());
    const int max = n + m;
    const int offset = max + 1;
    std::vector<int> v(size_t(2 * max + 3), 0);
    std::vector<std::vector<int>> trace;
    int found = -1;
    for (int d = 0; d <= max; ++d) {
        if (d > LineDiff::kMaxEdits)
            return false;
        // Only the diagonals reachable in d steps: the trace grows as d², not d × (n + m).
        trace.emplace_back(v.begin() + (offset - d - 1), v.begin() + (offset + d + 2));
        for (int k = -d; k <= d; k += 2) {
            int x = (k == -d || (k != d && v[size_t(offset + k - 1)] < v[size_t(offset + k + 1)]))
                ? v[size_t(offset + k + 1)]
                : v[size_t(offset + k - 1)] + 1;
            int y = x - k;
            while (x < n && y < m && a.at(x) == b.at(y)) {
                ++x;
                ++y;
            }
            v[size_t(offset + k)] = x;
            if (x >= n && y >= m) {
                found = d;
                break;
            }
        }
        if (found >= 0)
            break;
    }
    std::vector<Edit> reversed;
    int x = n;
    int y = m;
    for (int d = found; d > 0; --d) {
        const std::vector<int> &slice = trace[size_t(d)]; // v[offset - d - 1 .. offset + d + 1]
        const auto previous = [&slice, d](int k) { return slice[size_t(k + d + 1)]; };
        const int k = x - y;
        const bool down = k == -d || (k != d && previous(k - 1) < previous(k + 1));
        const int prevK = down ? k + 1 : k - 1;
        const int prevX = previous(prevK);
        const int prevY = prevX - prevK;
        while (x > prevX && y > prevY)
            reversed.push_back({Keep, --x, --y});
        if (down)
            reversed.push_back({Add, x, --y});
        else
            reversed.push_back({Remove, --x, y});
    }
    while (x > 0 && y > 0)
        reversed.push_back({Keep, --x, --y});
    edits->assign(reversed.rbegin(), reversed.rend());
    return true;
}
} // namespace

QList<QByteArray> LineDiff::lines(const QByteArray &text)
{
    QList<QByteArray> result = text.split('\n');
    if (!text.isEmpty() && text.endsWith('\n'))
        result.removeLast();
    if (text.isEmpty())
        result.clear();
    return result;
}

LineDiff::Result LineDiff::unified(const QByteArray &before, const QByteArray &after, int context)
{
    Result result;
    const QList<QByteArray> a = lines(before);
    const QList<QByteArray> b = lines(after);
    if (a.size() > kMaxLines || b.size() > kMaxLines) {
        result.tooLarge = true;
        return result;
    }
    std::vector<Edit> edits;
    if (!myers(a, b, &edits)) {
        result.tooLarge = true;
        return result;
    }
    const int count = int(edits.size());
    int i = 0;
    while (i < count) {
        while (i < count && edits[size_t(i)].op == Keep)
            ++i;
        if (i >= count)
            break;
        // A hunk: from context lines before this change to context lines after the last change
        // that is at most 2 * context lines of kept text away.
        const int start = qMax(0, i - context);
        int end = i;
        int lastChange = i;
        while (end < count) {
            if (edits[size_t(end)].op != Keep)
                lastChange = end;
            else if (end - lastChange > 2 * context)
                break;
            ++end;
        }
        end = qMin(count, lastChange + context + 1);
        int aStart = -1, bStart = -1, aLines = 0, bLines = 0;
        QByteArray body;
        for (int j = start; j < end; ++j) {
            const Edit &edit = edits[size_t(j)];
            if (edit.op != Add && aStart < 0)
                aStart = edit.a;
            if (edit.op != Remove && bStart < 0)
                bStart = edit.b;
            const QByteArray &text = edit.op == Add ? b.at(edit.b) : a.at(edit.a);
            body += char(edit.op) + text + '\n';
            if (edit.op != Add)
                ++aLines;
            if (edit.op != Remove)
                ++bLines;
            if (edit.op == Add)
                ++result.added;
            else if (edit.op == Remove)
                ++result.removed;
        }
        // An empty side starts where the other side's line would be (unified diff convention).
        if (aStart < 0)
            aStart = start < count ? edits[size_t(start)].a - 1 : 0;
        if (bStart < 0)
            bStart = start < count ? edits[size_t(start)].b - 1 : 0;
        result.unified += "@@ -" + QByteArray::number(aStart + 1) + ',' + QByteArray::number(aLines) + " +"
            + QByteArray::number(bStart + 1) + ',' + QByteArray::number(bLines) + " @@\n" + body;
        i = end;
    }
    return result;
}

} // namespace sandman
