// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QSize>

#include <termios.h>

namespace sandman::ctl {

// This process's terminal in raw mode for as long as the object lives (keys go through as
// typed, Ctrl-C included); restored on destruction, also when an error unwinds.
class RawTerminal
{
public:
    RawTerminal();
    ~RawTerminal();
    RawTerminal(const RawTerminal &) = delete;
    RawTerminal &operator=(const RawTerminal &) = delete;

    bool isActive() const { return m_active; }
    // The size of the terminal on stdout (or stdin); 80×24 when neither is one.
    static QSize windowSize();

private:
    struct termios m_saved = {};
    bool m_active = false;
};

} // namespace sandman::ctl
