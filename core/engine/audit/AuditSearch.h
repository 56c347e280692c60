// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "AuditFilter.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QStringList>

namespace sandman {

// Finds the records of the audit trail that match a filter. Fast because most records are
// decided on their raw text: each file is mapped, and each line is first checked for the
// exact JSON text a match must contain ("sessionId":"s1", "exitCode":2, the escaped command
// text, the timestamp's place); only lines that pass and need a closer look (client, text)
// are parsed. With a command text, session or exit code the file is first searched as a whole
// for that text (memmem), and only the lines holding it are looked at. Files may grow while they are
// searched: what was there when mapped is searched.
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

private:
    AuditFilter m_filter;
    QByteArray m_session;
    QByteArray m_exitCode;
    QByteArray m_text;
    QByteArray m_anchor; // found in the whole file first; empty: every line is looked at
    QList<QByteArray> m_types;
    QByteArray m_from;
    QByteArray m_to;
};

} // namespace sandman
