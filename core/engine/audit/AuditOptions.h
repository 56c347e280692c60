// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QtGlobal>

namespace sandman {

// Where and how long the sandbox's audit trail is kept (AuditLog). An empty dir: not kept.
struct AuditOptions {
    QString dir;
    // A file past this size is closed and the next one started (the chain goes on in it).
    qint64 maxFileBytes = 16 * 1024 * 1024;
    // Closed files older than this are deleted; 0: kept forever.
    int retentionDays = 30;
};

} // namespace sandman
