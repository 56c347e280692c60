// SPDX-License-Identifier: Apache-2.0
// libFuzzer target: random terminal byte streams and resizes through TerminalModel.
// Build with -DSANDMAN_BUILD_FUZZERS=ON using clang (ideally with -fsanitize=address), then:
//   ./fuzz_terminal_feed -max_len=65536 tests/fuzz/corpus/terminal
// Input layout: byte 0/1 pick the initial size; the rest is split at 0xFF 0xFE markers, each
// marker followed by two bytes giving a new size (a resize between writes).
#include "terminal/TerminalModel.h"

#include <cstddef>
#include <cstdint>

using namespace sandman;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    TerminalModel model(1 + data[0] % 160, 1 + data[1] % 60);
    model.setScrollbackLimit(64);
    size_t pos = 2;
    size_t start = pos;
    while (pos < size) {
        if (data[pos] == 0xff && pos + 3 < size && data[pos + 1] == 0xfe) {
            model.feed(reinterpret_cast<const char *>(data + start), qsizetype(pos - start));
            model.resize(1 + data[pos + 2] % 200, 1 + data[pos + 3] % 80);
            pos += 4;
            start = pos;
            continue;
        }
        ++pos;
    }
    model.feed(reinterpret_cast<const char *>(data + start), qsizetype(size - start));
    // Exercise the read side too.
    for (int line = 0; line < model.totalLines(); ++line)
        (void)model.lineText(line);
    model.setSelection(TerminalPos{0, 0}, TerminalPos{model.totalLines() - 1, model.cols() - 1},
                       TerminalModel::SelectionMode::Words);
    (void)model.selectedText();
    (void)model.encodeKey(Qt::Key_Up, Qt::ControlModifier, QString());
    (void)model.encodeMouseButton(1, true, 0, 0, Qt::NoModifier);
    return 0;
}
