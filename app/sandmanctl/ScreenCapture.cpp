// SPDX-License-Identifier: Apache-2.0
#include "ScreenCapture.h"

#include <vterm.h>

namespace sandman::ctl {

namespace {
// libvterm 0.1.4 crashes on one very large write (DESIGN.md §5).
constexpr qsizetype kChunk = 64 * 1024;
// A bounded history: --scrollback of more than the replay holds means nothing anyway.
constexpr int kMaxScrolled = 100000;

QString cellsText(const VTermScreenCell *cells, int count)
{
    QString text;
    for (int col = 0; col < count; ++col) {
        const VTermScreenCell &cell = cells[col];
        if (cell.chars[0] == uint32_t(-1))
            continue; // the right half of a wide character
        if (cell.chars[0] == 0) {
            text += QLatin1Char(' ');
            continue;
        }
        for (int i = 0; i < VTERM_MAX_CHARS_PER_CELL && cell.chars[i]; ++i)
            text += QString::fromUcs4(reinterpret_cast<const char32_t *>(&cell.chars[i]), 1);
    }
    while (text.endsWith(QLatin1Char(' ')))
        text.chop(1);
    return text;
}

void discardOutput(const char *, size_t, void *) { }
} // namespace

ScreenCapture::ScreenCapture(int cols, int rows)
    : m_cols(qMax(1, cols))
    , m_rows(qMax(1, rows))
{
    m_vterm = vterm_new(m_rows, m_cols);
    vterm_set_utf8(m_vterm, 1);
    vterm_output_set_callback(m_vterm, discardOutput, nullptr); // replies to queries go nowhere
    m_screen = vterm_obtain_screen(m_vterm);
    static VTermScreenCallbacks callbacks = [] {
        VTermScreenCallbacks c = {};
        c.sb_pushline = [](int cols, const VTermScreenCell *cells, void *user) {
            return ScreenCapture::pushLine(cols, cells, user);
        };
        return c;
    }();
    vterm_screen_set_callbacks(m_screen, &callbacks, this);
    vterm_screen_enable_altscreen(m_screen, 1);
    vterm_screen_reset(m_screen, 1);
}

ScreenCapture::~ScreenCapture()
{
    vterm_free(m_vterm);
}

int ScreenCapture::pushLine(int cols, const void *cells, void *user)
{
    auto *self = static_cast<ScreenCapture *>(user);
    self->m_scrolled.append(cellsText(static_cast<const VTermScreenCell *>(cells), cols));
    if (self->m_scrolled.size() > kMaxScrolled)
        self->m_scrolled.removeFirst();
    return 1;
}

void ScreenCapture::feed(const QByteArray &bytes)
{
    for (qsizetype at = 0; at < bytes.size(); at += kChunk)
        vterm_input_write(m_vterm, bytes.constData() + at, size_t(qMin(kChunk, bytes.size() - at)));
}

QString ScreenCapture::rowText(int row) const
{
    QList<VTermScreenCell> cells(m_cols);
    for (int col = 0; col < m_cols; ++col) {
        if (!vterm_screen_get_cell(m_screen, VTermPos{row, col}, &cells[col]))
            cells[col] = VTermScreenCell{};
    }
    return cellsText(cells.constData(), m_cols);
}

QStringList ScreenCapture::lines(int scrollback) const
{
    QStringList result;
    if (scrollback != 0)
        result = scrollback < 0 ? m_scrolled
                                : m_scrolled.mid(qMax<qsizetype>(0, m_scrolled.size() - scrollback));
    for (int row = 0; row < m_rows; ++row)
        result.append(rowText(row));
    return result;
}

} // namespace sandman::ctl
