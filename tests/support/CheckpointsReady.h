// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FutureWait.h"
#include "client/CheckpointClient.h"

namespace sandman::test {

// Waits until the agent's checkpoints are ready (its baseline read of the workspace done):
// before that a command gets no change set.
inline bool checkpointsReady(CheckpointClient &checkpoints, int timeoutMs = 20000)
{
    return waitUntil(
        [&checkpoints] {
            const auto listing = checkpoints.list();
            return waitFor(listing) && !failureOf(listing)
                && listing.result().status.value(QStringLiteral("ready")).toBool();
        },
        timeoutMs);
}

} // namespace sandman::test
