// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "AuditFilter.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QStringList>

namespace sandman {

// Finds the records of the audit trail that match a filter: on each file's AuditIndex, kept in
// this process from one search to the next (its lines are read once, then only what was
// appended), so a search reads compact arrays of top-level fields — a command text is looked
// for with one memmem over the commands alone — and only the matches' lines from the file.
// A file's last line while it is being written is not indexed yet and is checked on its raw
// text (matches()). Files may grow while they are searched: what was there when mapped is
// searched. Searches run one at a time (they share the indexes).
class AuditSearch
{
public:
    struct Result {
        QList<QByteArray> lines; // the last `limit` matching records as written, oldest first
        qint64 matched = 0; // all matches
        qint64 scanned = 0; // records looked at
        QStringList unreadable; // files that could not be read
    };

    explicit AuditSearch(const AuditFilter &filter);

    // Whether one record (a line without its '\n') matches.
    bool matches(QByteArrayView line) const;
    Result run(const QStringList &files, int limit) const;
    // Indexes files ahead of the first search (e.g. when the agent starts).
    static void warm(const QStringList &files);

private:
    AuditFilter m_filter;
    QByteArray m_session;
    QByteArray m_exitCode;
    QByteArray m_text;
    QByteArray m_anchor; // found in the whole file first; empty: every line is looked at
    QList<QByteArray> m_types;
    QByteArray m_from;
    QByteArray m_to;
    // For the index: the escaped session, types and text; the time range in ms.
    QByteArray m_sessionValue;
    QList<QByteArray> m_typeValues;
    qint64 m_fromMs;
    qint64 m_toMs;
};

} // namespace sandman
