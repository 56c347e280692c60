// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QStringList>

struct VTerm;
struct VTermScreen;

namespace sandman::ctl {

// The text a terminal shows after some output, as `tmux capture-pane -p` prints it: a libvterm
// screen of the terminal's size fed with its replay, each row with its trailing blanks cut,
// and the lines that scrolled off kept for --scrollback.
class ScreenCapture
{
public:
    ScreenCapture(int cols, int rows);
    ~ScreenCapture();
    ScreenCapture(const ScreenCapture &) = delete;
    ScreenCapture &operator=(const ScreenCapture &) = delete;

    void feed(const QByteArray &bytes);
    // The last `scrollback` lines that scrolled off (all with -1), then every row of the screen.
    QStringList lines(int scrollback = 0) const;

private:
    static int pushLine(int cols, const void *cells, void *user);
    QString rowText(int row) const;

    VTerm *m_vterm = nullptr;
    VTermScreen *m_screen = nullptr;
    int m_cols;
    int m_rows;
    QStringList m_scrolled;
};

} // namespace sandman::ctl
