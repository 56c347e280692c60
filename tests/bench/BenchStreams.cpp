// SPDX-License-Identifier: Apache-2.0
#include "BenchStreams.h"

#include <cstdio>
#include <cstring>

namespace sandman::bench {

QByteArray mixedText(qsizetype size, const char *lineEnd)
{
    static const char *const words[]
        = {"the",    "sandbox", "session",  "terminal", "exec",      "process", "/workspace/src/main.cpp",
           "0x7ffd", "error:",  "warning:", "OK",       "--verbose", "λ",       "→"};
    static const char *const cjk[]
        = {"中文", "终端", "会话", "日本語", "テキスト", "端末", "セッション", "沙箱", "한국어"};
    quint32 seed = 0x5eed;
    auto next = [&seed]() {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        return seed;
    };
    QByteArray out;
    out.reserve(size + 1024);
    while (out.size() < size) {
        const quint32 kind = next() % 10;
        int length = kind < 4 ? int(next() % 20) : kind < 8 ? int(40 + next() % 60) : int(150 + next() % 250);
        int written = 0;
        while (written < length) {
            const quint32 r = next() % 100;
            if (r < 8) {
                out += "\x1b[3" + QByteArray::number(next() % 8) + 'm';
            } else if (r < 11) {
                out += "\x1b[38;5;" + QByteArray::number(next() % 256) + 'm';
            } else if (r < 13) {
                out += "\x1b[38;2;" + QByteArray::number(next() % 256) + ';'
                    + QByteArray::number(next() % 256) + ';' + QByteArray::number(next() % 256) + 'm';
            } else if (r < 15) {
                out += "\x1b[1m";
            } else if (r < 22) {
                out += "\x1b[0m";
            }
            if (next() % 6 == 0) {
                const char *w = cjk[next() % (sizeof(cjk) / sizeof(cjk[0]))];
                out += w;
                written += int(std::strlen(w)) * 2 / 3;
            } else {
                const char *w = words[next() % (sizeof(words) / sizeof(words[0]))];
                out += w;
                written += int(std::strlen(w));
            }
            out += ' ';
            ++written;
        }
        out += "\x1b[0m";
        out += lineEnd;
    }
    return out;
}

QByteArray seqText(int count, const char *lineEnd)
{
    QByteArray out;
    out.reserve(qsizetype(count) * 9);
    char buf[32];
    for (int i = 1; i <= count; ++i) {
        const int n = std::snprintf(buf, sizeof buf, "%d%s", i, lineEnd);
        out.append(buf, qBound(0, n, int(sizeof buf) - 1));
    }
    return out;
}

} // namespace sandman::bench
