// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <optional>

namespace sandman {

// The network an isolated sandbox gets (sandman-agent --network).
enum class NetworkMode {
    User, // own network namespace; outbound through a user-mode stack (slirp4netns), no host loopback
    None, // own network namespace with loopback only
    Host, // the host's network: loopback services and abstract sockets reachable (unsafe)
};

// "user", "none", "host"; nullopt for anything else.
std::optional<NetworkMode> parseNetworkMode(const QString &text);
QString networkModeName(NetworkMode mode);

} // namespace sandman
