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

} // namespace sandman::bench
