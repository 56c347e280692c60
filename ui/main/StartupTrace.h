// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QElapsedTimer>
#include <QtGlobal>

#include <cstdio>

namespace sandman {

// Where the window's start-up time goes: with $SANDMAN_STARTUP_TRACE set, each mark() prints
// the milliseconds since the first one (taken at the top of main()) on stderr. For profiling
// tests/bench/gui_startup; silent and nearly free otherwise.
class StartupTrace
{
public:
    static void mark(const char *what)
    {
        static const bool enabled = qEnvironmentVariableIsSet("SANDMAN_STARTUP_TRACE");
        if (!enabled)
            return;
        static QElapsedTimer clock;
        if (!clock.isValid())
            clock.start();
        std::fprintf(stderr, "startup: %7.1f ms  %s\n", double(clock.nsecsElapsed()) / 1e6, what);
    }
};

} // namespace sandman
