// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "engine/files/FileError.h"
#include "protocol/SandboxError.h"

namespace sandman {

class Router;
class Sandbox;

// File routes (DESIGN.md §2–§3): POST /api/write, /api/read, /api/read/stream (streamed in
// chunks, see FileStreamSender), /api/mkdir, /api/delete,
// /api/rename (oldPath, newPath), /api/move (sourcePath, destinationPath), /api/list-files,
// /api/exists. Relative paths resolve against the session's current cwd; /workspace maps to
// the workspace (Sandbox::resolvePath).
class FileRoutes
{
public:
    static void install(Router &router, Sandbox *sandbox);
    static SandboxError toSandboxError(const FileError &error);
};

} // namespace sandman
