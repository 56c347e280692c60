// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

namespace sandman::bench {

// Terminal output as programs write it: words, paths, CJK, SGR colours (16, 256, true colour)
// and resets, lines of 0-400 columns, each ended by lineEnd ("\r\n" as a pty delivers it,
// "\n" for a file to cat). Deterministic.
QByteArray mixedText(qsizetype size, const char *lineEnd);
// `seq 1 count`, each number ended by lineEnd.
QByteArray seqText(int count, const char *lineEnd);
// `ls -C --color` of Japanese (and some Chinese and Korean) file names: rows of names padded
// to columns of 24 cells, directories and scripts coloured. Deterministic.
QByteArray japaneseListing(qsizetype size, const char *lineEnd);
// Japanese prose: paragraphs of 20-200 words (kanji, kana, 、。「」（）, some ASCII words and
// numbers; up to ~1000 cells), one a line, as `cat` of a text shows it. Deterministic.
QByteArray japaneseProse(qsizetype size, const char *lineEnd);

} // namespace sandman::bench
