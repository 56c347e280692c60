// SPDX-License-Identifier: Apache-2.0
#include "Timestamp.h"

#include "engine/UtcTimestamp.h"

namespace sandman {

QString currentTimestamp()
{
    return UtcTimestamp::now();
}

} // namespace sandman
