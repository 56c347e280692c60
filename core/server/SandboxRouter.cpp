// SPDX-License-Identifier: Apache-2.0
#include "SandboxRouter.h"

#include "routes/CodeRoutes.h"
#include "routes/FileRoutes.h"
#include "routes/GitRoutes.h"
#include "routes/InfoRoutes.h"
#include "routes/ProcessRoutes.h"
#include "routes/SessionRoutes.h"

namespace sandman {

SandboxRouter::SandboxRouter(Sandbox *sandbox)
    : m_sandbox(sandbox)
{
    InfoRoutes::install(*this, sandbox);
    SessionRoutes::install(*this, sandbox);
    ProcessRoutes::install(*this, sandbox);
    FileRoutes::install(*this, sandbox);
    GitRoutes::install(*this, sandbox);
    CodeRoutes::install(*this, sandbox);
}

} // namespace sandman
