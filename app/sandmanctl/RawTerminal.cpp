// SPDX-License-Identifier: Apache-2.0
#include "RawTerminal.h"

#include <sys/ioctl.h>
#include <unistd.h>

namespace sandman::ctl {

RawTerminal::RawTerminal()
{
    if (!::isatty(STDIN_FILENO) || ::tcgetattr(STDIN_FILENO, &m_saved) != 0)
        return;
    struct termios raw = m_saved;
    ::cfmakeraw(&raw);
    m_active = ::tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0;
}

RawTerminal::~RawTerminal()
{
    if (m_active)
        ::tcsetattr(STDIN_FILENO, TCSANOW, &m_saved);
}

QSize RawTerminal::windowSize()
{
    struct winsize size = {};
    for (const int fd : {STDOUT_FILENO, STDIN_FILENO}) {
        if (::ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0 && size.ws_row > 0)
            return {size.ws_col, size.ws_row};
    }
    return {80, 24};
}

} // namespace sandman::ctl
