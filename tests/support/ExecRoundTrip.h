// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FutureWait.h"
#include "client/SandboxClient.h"

#include <QElapsedTimer>

#include <cstdio>
#include <cstdlib>

namespace sandman::test {

// Mean microseconds per exec("true") after a warm-up.
inline double roundTripMicros(SandboxClient &client, int count)
{
    for (int i = 0; i < 20; ++i) {
        auto warm = client.exec(QStringLiteral("true"));
        waitFor(warm, 30000);
    }
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < count; ++i) {
        auto future = client.exec(QStringLiteral("true"));
        if (!waitFor(future, 30000) || failureOf(future)) {
            std::fprintf(stderr, "exec failed\n");
            std::exit(1);
        }
    }
    return double(timer.nsecsElapsed()) / 1000.0 / count;
}

} // namespace sandman::test
