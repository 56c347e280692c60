// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "engine/EngineError.h"
#include "protocol/SandboxError.h"

namespace sandman {

// Maps an engine failure to the wire error; notFound says which *_NOT_FOUND a NotFound means.
class EngineErrors
{
public:
    static SandboxError toSandboxError(const EngineError &error,
                                       ErrorCode notFound = ErrorCode::SessionNotFound);
};

} // namespace sandman
