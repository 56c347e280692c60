// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman {

// ISO 8601 UTC with milliseconds, as JavaScript's Date.toISOString() prints it.
QString currentTimestamp();

} // namespace sandman
