// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class Router;

// GET /api/ping → {success, message: "pong", timestamp}; GET /api/sandman/version.
class InfoRoutes
{
public:
    static void install(Router &router);
};

} // namespace sandman
