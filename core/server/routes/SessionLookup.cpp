// SPDX-License-Identifier: Apache-2.0
#include "SessionLookup.h"

#include "EngineErrors.h"
#include "engine/Sandbox.h"

namespace sandman {

ShellSession *SessionLookup::forCall(Sandbox *sandbox, const QString &id, const ResponseSinkPtr &sink)
{
    EngineError error;
    ShellSession *session = sandbox->sessionForCall(id, &error);
    if (!session) {
        SandboxError wire = EngineErrors::toSandboxError(error);
        wire.context.insert(QStringLiteral("sessionId"), id);
        sink->sendError(wire);
    }
    return session;
}

} // namespace sandman
