// SPDX-License-Identifier: Apache-2.0
#include "BenchStreams.h"

#include <algorithm>
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

namespace {

quint32 xorshift(quint32 &seed)
{
    seed ^= seed << 13;
    seed ^= seed >> 17;
    seed ^= seed << 5;
    return seed;
}

} // namespace

QByteArray japaneseListing(qsizetype size, const char *lineEnd)
{
    // Names and their widths in cells (every character here is two cells but the ASCII).
    static const struct {
        const char *name;
        int cells;
    } names[] = {{"写真", 4},
                 {"音楽", 4},
                 {"ドキュメント.txt", 16},
                 {"実行.sh", 7},
                 {"議事録_2024年.md", 17},
                 {"資料（最終版）.pdf", 18},
                 {"デスクトップ", 12},
                 {"設定ファイル.conf", 17},
                 {"終端", 4},
                 {"会話ログ.log", 12},
                 {"新しいフォルダー", 16},
                 {"한국어_문서.hwp", 15},
                 {"中文说明.md", 11},
                 {"バックアップ", 12},
                 {"画像一覧.csv", 12},
                 {"予定表.xlsx", 11}};
    quint32 seed = 0x1a9a;
    QByteArray out;
    out.reserve(size + 1024);
    while (out.size() < size) {
        for (int column = 0; column < 5; ++column) {
            const auto &n = names[xorshift(seed) % (sizeof(names) / sizeof(names[0]))];
            const quint32 kind = xorshift(seed) % 4;
            if (kind == 0)
                out += "[01;34m";
            else if (kind == 1)
                out += "[01;32m";
            out += n.name;
            if (kind < 2)
                out += "[0m";
            if (column < 4)
                out += QByteArray(std::max(2, 24 - n.cells), ' ');
        }
        out += lineEnd;
    }
    return out;
}

QByteArray japaneseProse(qsizetype size, const char *lineEnd)
{
    static const char *const words[]
        = {"吾輩",       "は",       "猫",     "である", "。",           "名前",   "はまだ",  "無い",
           "、",         "どこで",   "生れた", "か",     "とんと",       "見当",   "が",      "つかぬ",
           "「",         "」",       "何でも", "薄暗い", "じめじめした", "所",     "で",      "ニャーニャー",
           "泣いていた", "事",       "だけは", "記憶",   "している",     "（",     "）",      "端末",
           "セッション", "の",       "出力",   "を",     "表示",         "します", "Sandman", "2024年",
           "12月",       "ファイル", "を開く"};
    quint32 seed = 0x9e05;
    QByteArray out;
    out.reserve(size + 1024);
    while (out.size() < size) {
        const int length = int(20 + xorshift(seed) % 180); // words a paragraph
        for (int i = 0; i < length; ++i)
            out += words[xorshift(seed) % (sizeof(words) / sizeof(words[0]))];
        out += lineEnd;
    }
    return out;
}

} // namespace sandman::bench
