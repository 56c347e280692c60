// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QStringList>

namespace sandman {

// Checks the audit trail's chain: every record's hash matches its text and names the record
// before it. A chain may only start again at the first record of a file that says so
// (audit_file_started after a damaged file or a failed write); the oldest file's first link
// is taken as given (retention deleted what it pointed at). Reports the first broken record.
class AuditVerifier
{
public:
    struct Result {
        bool ok = true;
        qint64 records = 0; // checked before the first broken one (all when ok)
        int files = 0;
        int chainStarts = 0; // chains that started again (after damage or a stop)
        QString brokenFile; // the first broken record: its file, its line (1-based) and why
        qint64 brokenLine = 0;
        QString reason;

        QJsonObject toJson() const;
    };

    static Result verify(const QStringList &files);
};

} // namespace sandman
