// SPDX-License-Identifier: Apache-2.0
#pragma once

class QString;

namespace sandman {

class Router;
class Sandbox;

// Checkpoints, change sets, diffs and restore (README "Checkpoints"): starts the sandbox's
// CheckpointService (unless SANDMAN_CHECKPOINTS=off) with its store under the agent's state
// directory, never in the workspace, and serves
//   GET  /api/sandman/checkpoints             the store's state and the checkpoints, newest first
//   POST /api/sandman/checkpoints             {name?}: a checkpoint now
//   GET  /api/sandman/checkpoints/{id}        one checkpoint with its changes
//   POST /api/sandman/checkpoints/settings    {maxCount?, maxBytes?, maxAgeSeconds?, quotaBytes?,
//                                              excludes?}
//   GET  /api/sandman/changes/{commandId}     a command's change set
//   POST /api/sandman/changes                 {from, to?}: the change set between two checkpoints
//                                              (either order; to absent: the workspace now)
//   POST /api/sandman/diff                    {path|pathBase64, commandId | from, to?}: a unified diff
//   POST /api/sandman/restore                 {checkpointId | commandId, paths?, preview?,
//                                              previewToken?}
class CheckpointRoutes
{
public:
    static void install(Router &router, Sandbox *sandbox);
    // Where the sandbox's store lives: beside the agent's state file, else in its runtime dir.
    static QString storeDirectory(Sandbox *sandbox);
};

} // namespace sandman
