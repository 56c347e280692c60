// SPDX-License-Identifier: Apache-2.0
#include "SandboxRouter.h"

#include "routes/InfoRoutes.h"
#include "routes/SessionRoutes.h"

namespace sandman {

SandboxRouter::SandboxRouter(Sandbox *sandbox)
    : m_sandbox(sandbox)
{
    InfoRoutes::install(*this);
    SessionRoutes::install(*this, sandbox);
}

} // namespace sandman
