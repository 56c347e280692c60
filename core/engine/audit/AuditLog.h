// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "AuditOptions.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace sandman {

// Writes the audit trail: append-only files audit-NNNNNN.jsonl (0600, in a 0700 folder), one
// AuditChain record per line. A batch of records goes out with one write() to an O_APPEND
// descriptor (never fsync: the page cache keeps what was written), so an agent killed outright
// leaves whole records behind; only a power loss can cost the last ones. A file past maxFileBytes is closed
// and the chain continues in the next; closed files past the retention are deleted.
//
// A last file that ends in a cut-short or altered record is left as it is (verify reports it)
// and a new file starts a new chain, its first record naming why. A failed write (disk full)
// stops recording with one warning; a later event retries, at most every kRetryMs.
class AuditLog
{
public:
    static constexpr int kRetryMs = 30000;

    explicit AuditLog(AuditOptions options);
    ~AuditLog();
    AuditLog(const AuditLog &) = delete;
    AuditLog &operator=(const AuditLog &) = delete;

    // Opens the trail (or starts it); what was wrong with what was there goes to *warnings.
    // False when nothing can be recorded (the reason is in *warnings and stopReason()).
    bool open(QStringList *warnings);

    // Records one event; false when it was not recorded. *warning is set once, when recording
    // stops (or cannot resume).
    bool append(const QJsonObject &event, QString *warning = nullptr);
    // Records events in order, as few write() calls as the file size allows; false when some
    // were not recorded (counted in recordsMissed()).
    bool append(const QList<QJsonObject> &events, QString *warning = nullptr);

    bool isRecording() const { return m_fd >= 0; }
    QString stopReason() const { return m_stopReason; }
    const AuditOptions &options() const { return m_options; }
    QString currentFile() const { return m_path; }
    qint64 recordsWritten() const { return m_written; }
    qint64 recordsMissed() const { return m_missed; }

    // The trail's files in dir, oldest first (full paths).
    static QStringList files(const QString &dir);

private:
    bool startFile(const QString &reason, const QString &previous, bool newChain, QString *warning);
    bool writeLine(const QJsonObject &event, QString *warning);
    // Writes whole sealed lines; on failure stops recording and says why in *warning.
    bool writeBytes(const QByteArray &lines, QString *warning);
    void stop(const QString &reason);
    void applyRetention();
    // The last record's hash of path; empty with *why when the file ends in a damaged record.
    static QByteArray lastHash(const QString &path, QString *why);

    AuditOptions m_options;
    int m_fd = -1;
    QString m_path;
    int m_index = 0;
    qint64 m_size = 0;
    QByteArray m_prev;
    QString m_stopReason;
    QElapsedTimer m_sinceStop;
    qint64 m_written = 0;
    qint64 m_missed = 0;
};

} // namespace sandman
