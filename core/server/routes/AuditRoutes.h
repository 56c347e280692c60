// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class Router;
class Sandbox;

// The sandbox's audit trail (engine/audit), when an AuditRecorder keeps one for its feed:
//   GET  /api/sandman/audit/status  {success, enabled, recording, dir, file, recordsWritten, …}
//   POST /api/sandman/audit/search  AuditFilter fields + limit (default 1000, ≤ 100000) →
//                                   {success, records: [… oldest first], matched, scanned}
//   POST /api/sandman/audit/export  the same + format "jsonl"|"csv" →
//                                   {success, format, content, count, matched}
//   POST /api/sandman/audit/verify  {success, ok, records, files, chainStarts, broken?}
// Searching and verifying read the files on a worker thread; the sandbox keeps serving.
class AuditRoutes
{
public:
    static void install(Router &router, Sandbox *sandbox);
    static constexpr int kDefaultLimit = 1000;
    static constexpr int kMaxLimit = 100000;
};

} // namespace sandman
