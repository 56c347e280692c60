// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/RequestHandler.h"

#include <QString>

namespace sandman {

class Sandbox;
class ShellSession;

// Resolves the session a route call names (Sandbox::sessionForCall: created on first use, the
// reserved "no session" id gives a fresh one); an invalid id is answered with
// VALIDATION_FAILED on the sink and yields null.
class SessionLookup
{
public:
    static ShellSession *forCall(Sandbox *sandbox, const QString &id, const ResponseSinkPtr &sink);
};

} // namespace sandman
