// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <cerrno>
#include <cstring>

namespace sandman {

// The system's words for an errno value (the current one by default), for error messages.
inline QString errnoText(int error = errno)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

} // namespace sandman
