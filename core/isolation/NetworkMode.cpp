// SPDX-License-Identifier: Apache-2.0
#include "NetworkMode.h"

namespace sandman {

std::optional<NetworkMode> parseNetworkMode(const QString &text)
{
    if (text == QLatin1String("user"))
        return NetworkMode::User;
    if (text == QLatin1String("none"))
        return NetworkMode::None;
    if (text == QLatin1String("host"))
        return NetworkMode::Host;
    return std::nullopt;
}

QString networkModeName(NetworkMode mode)
{
    switch (mode) {
    case NetworkMode::User:
        return QStringLiteral("user");
    case NetworkMode::None:
        return QStringLiteral("none");
    case NetworkMode::Host:
        break;
    }
    return QStringLiteral("host");
}

} // namespace sandman
