// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QElapsedTimer>
#include <QtGlobal>

#include <cstdio>
#include <ctime>

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
        if (!clock.isValid()) {
            clock.start();
            // The starter's clock (CLOCK_MONOTONIC, ns) when it started this process, if it says.
            bool ok = false;
            const qint64 started = qEnvironmentVariable("SANDMAN_STARTUP_T0_NS").toLongLong(&ok);
            timespec now = {};
            if (ok && ::clock_gettime(CLOCK_MONOTONIC, &now) == 0)
                std::fprintf(stderr, "startup: %7.1f ms  before main() (exec, libraries, static data)\n",
                             double(now.tv_sec * 1000000000LL + now.tv_nsec - started) / 1e6);
        }
        std::fprintf(stderr, "startup: %7.1f ms  %s\n", double(clock.nsecsElapsed()) / 1e6, what);
    }
};

} // namespace sandman
