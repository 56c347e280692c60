// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>

namespace sandman {

// Audit records (lines as written) as a file to save: JSON lines (the records unchanged, so
// the export can be verified) or CSV (one row per record, the fields people filter by).
class AuditExport
{
public:
    static QByteArray jsonLines(const QList<QByteArray> &lines);
    static QByteArray csv(const QList<QByteArray> &lines);
    // One CSV field, quoted when it must be (RFC 4180).
    static QByteArray csvField(const QString &text);
};

} // namespace sandman
