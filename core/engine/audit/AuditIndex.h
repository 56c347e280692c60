// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>

#include <limits>
#include <vector>

namespace sandman {

// What AuditSearch keeps in memory of one audit file, so that a search reads compact arrays
// instead of the file: per record its place in the file and the top-level fields a filter asks
// about (session, type and client interned, exit code, time in ms), and the command texts
// (as written, JSON-escaped) one after another, for one memmem over them alone. About 40 bytes
// a record plus its command; lines are read once, when first searched, and appended lines
// only after that (the trail is append-only: a file that shrank or was replaced is read anew).
class AuditIndex
{
public:
    static constexpr qint64 kNoTime = std::numeric_limits<qint64>::min();
    static constexpr qint32 kNoExitCode = std::numeric_limits<qint32>::min();
    static constexpr quint32 kNone = 0; // no session / type / client
    static constexpr quint32 kNoCommand = std::numeric_limits<quint32>::max();

    struct Entry {
        qint64 offset = 0;
        qint64 timeMs = kNoTime;
        quint32 length = 0;
        qint32 exitCode = kNoExitCode;
        quint32 session = kNone; // 1-based into sessions
        quint32 client = kNone; // 1-based into clients
        quint32 command = kNoCommand; // index into commandStarts
        quint32 type = kNone; // 1-based into types
    };

    // Brings the index up to the whole lines of data (the file mapped, size bytes).
    void update(const char *data, qint64 size);
    void clear();

    // Identity of what was indexed: a file replaced, shrunk or rewritten is indexed anew.
    quint64 inode = 0;
    qint64 modifiedMs = 0;
    qint64 indexed = 0; // bytes of whole lines indexed
    quint32 fingerprint = 0; // of the indexed bytes' ends (AuditSearch)

    std::vector<Entry> entries;
    QByteArray commands; // each command's escaped text followed by '\n' (never inside JSON text)
    std::vector<quint32> commandStarts; // where each command starts in commands
    std::vector<quint32> commandEntries; // the entry each command belongs to
    QList<QByteArray> sessions, types; // escaped texts
    QList<QPair<QByteArray, QByteArray>> clients; // escaped clientId, origin
    QHash<QByteArray, quint32> sessionIds, typeIds, clientIds;

    // Milliseconds since the epoch of a record's "2026-03-01T10:00:00.000Z" (other ISO forms
    // parsed slowly); kNoTime when it is none.
    static qint64 timeOf(QByteArrayView text);
    // The text of an escaped JSON string.
    static QString unescape(QByteArrayView raw);

private:
    Entry scan(const char *line, qsizetype length);
    quint32 intern(QHash<QByteArray, quint32> &ids, QList<QByteArray> &values, QByteArrayView value);
};

} // namespace sandman
