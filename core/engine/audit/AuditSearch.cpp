// SPDX-License-Identifier: Apache-2.0
#include "AuditSearch.h"

#include "AuditIndex.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>

#include <algorithm>
#include <cstring>
#include <deque>
#include <limits>
#include <map>
#include <memory>

#include <sys/stat.h>

namespace sandman {

namespace {
const QByteArray kTimestamp = QByteArrayLiteral("\"timestamp\":\"");

// A string as it appears between the quotes of compact JSON.
QByteArray escaped(const QString &text)
{
    const QByteArray json = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return json.mid(2, json.size() - 4);
}

// The indexes of the files searched so far, by path (guarded by indexMutex()).
QMutex &indexMutex()
{
    static QMutex mutex;
    return mutex;
}

// A std::map: an index stays where it is while others are added.
std::map<QString, AuditIndex> &indexes()
{
    static std::map<QString, AuditIndex> map;
    return map;
}

// Forgets the indexes of files that are gone (rotated out by the retention).
void dropVanished()
{
    auto &map = indexes();
    for (auto it = map.begin(); it != map.end();)
        it = QFileInfo::exists(it->first) ? std::next(it) : map.erase(it);
}

// A checksum of the first and the last 4 KiB of data's first indexed bytes.
quint32 fingerprint(const char *data, qint64 indexed)
{
    if (indexed <= 0 || !data)
        return 0;
    constexpr qint64 kEdge = 4096;
    const qint64 head = std::min(indexed, kEdge);
    const qint64 tailStart = std::max<qint64>(0, indexed - kEdge);
    return (quint32(qChecksum(QByteArrayView(data, head))) << 16)
        | quint32(qChecksum(QByteArrayView(data + tailStart, indexed - tailStart)));
}

// Opens and maps path into *file and brings its index up to date; false when it cannot be read.
bool openIndexed(const QString &path, QFile *file, AuditIndex **index, const char **data, qint64 *size)
{
    if (!file->open(QIODevice::ReadOnly))
        return false;
    struct stat info = {};
    if (::fstat(file->handle(), &info) != 0)
        return false;
    *size = qint64(info.st_size);
    *data = *size > 0 ? reinterpret_cast<const char *>(file->map(0, *size)) : nullptr;
    if (*size > 0 && !*data)
        return false;
    AuditIndex &found = indexes()[path];
    const qint64 modifiedMs = qint64(info.st_mtim.tv_sec) * 1000 + info.st_mtim.tv_nsec / 1000000;
    // Appended to: only the new lines are read. Replaced, shrunk or rewritten: read anew. A
    // rewrite of the same size within one tick of the clock keeps size and mtime: the first and
    // last indexed bytes tell it too.
    if (found.inode != quint64(info.st_ino) || *size < found.indexed
        || (*size == found.indexed && modifiedMs != found.modifiedMs)
        || fingerprint(*data, found.indexed) != found.fingerprint) {
        found.clear();
        found.inode = quint64(info.st_ino);
    }
    found.modifiedMs = modifiedMs;
    found.update(*data, *size);
    found.fingerprint = fingerprint(*data, found.indexed);
    *index = &found;
    return true;
}

bool contains(QByteArrayView haystack, const QByteArray &needle)
{
    return ::memmem(haystack.data(), size_t(haystack.size()), needle.constData(), size_t(needle.size()));
}
} // namespace

AuditSearch::AuditSearch(const AuditFilter &filter)
    : m_filter(filter)
{
    if (!filter.sessionId.isEmpty())
        m_session = "\"sessionId\":\"" + escaped(filter.sessionId) + '"';
    if (filter.exitCode)
        m_exitCode = "\"exitCode\":" + QByteArray::number(*filter.exitCode);
    if (!filter.text.isEmpty())
        m_text = escaped(filter.text);
    // The rarest text a match must hold, most likely: the command's, then the session's.
    m_anchor = !m_text.isEmpty() ? m_text : !m_session.isEmpty() ? m_session : m_exitCode;
    for (const QString &type : filter.types)
        m_types << "\"type\":\"" + escaped(type) + '"';
    m_from = filter.from.toLatin1();
    m_to = filter.to.toLatin1();
    if (!filter.sessionId.isEmpty())
        m_sessionValue = escaped(filter.sessionId);
    for (const QString &type : filter.types)
        m_typeValues << escaped(type);
    m_fromMs = m_from.isEmpty() ? std::numeric_limits<qint64>::min() : AuditIndex::timeOf(m_from);
    m_toMs = m_to.isEmpty() ? std::numeric_limits<qint64>::max() : AuditIndex::timeOf(m_to);
}

bool AuditSearch::matches(QByteArrayView line) const
{
    if (!m_session.isEmpty() && !contains(line, m_session))
        return false;
    if (!m_exitCode.isEmpty()) {
        const char *at = static_cast<const char *>(
            ::memmem(line.data(), size_t(line.size()), m_exitCode.constData(), size_t(m_exitCode.size())));
        const qsizetype after = at ? (at - line.data()) + m_exitCode.size() : -1;
        if (after < 0 || after >= line.size() || (line[after] != ',' && line[after] != '}'))
            return false;
    }
    if (!m_types.isEmpty()) {
        bool any = false;
        for (const QByteArray &type : m_types)
            any = any || contains(line, type);
        if (!any)
            return false;
    }
    if (!m_from.isEmpty() || !m_to.isEmpty()) {
        const char *at = static_cast<const char *>(
            ::memmem(line.data(), size_t(line.size()), kTimestamp.constData(), size_t(kTimestamp.size())));
        if (!at)
            return false;
        const qsizetype start = (at - line.data()) + kTimestamp.size();
        const qsizetype end = line.indexOf('"', start);
        if (end < 0)
            return false;
        const QByteArrayView time = line.sliced(start, end - start);
        if (!m_from.isEmpty() && time < QByteArrayView(m_from))
            return false;
        if (!m_to.isEmpty() && !(time < QByteArrayView(m_to)))
            return false;
    }
    if (!m_text.isEmpty() && !contains(line, m_text))
        return false;
    if (m_text.isEmpty() && m_filter.client.isEmpty())
        return true;
    // The closer look: the raw text may have matched another field.
    const QJsonObject record = QJsonDocument::fromJson(line.toByteArray()).object();
    if (!m_text.isEmpty() && !record.value(QStringLiteral("command")).toString().contains(m_filter.text))
        return false;
    if (!m_filter.client.isEmpty()) {
        const bool inClient = record.value(QStringLiteral("clientId"))
                                  .toString()
                                  .contains(m_filter.client, Qt::CaseInsensitive);
        const bool inOrigin = record.value(QStringLiteral("origin"))
                                  .toString()
                                  .contains(m_filter.client, Qt::CaseInsensitive);
        if (!inClient && !inOrigin)
            return false;
    }
    return true;
}

AuditSearch::Result AuditSearch::run(const QStringList &files, int limit) const
{
    Result result;
    struct Hit {
        int file;
        qint64 start;
        qint64 length;
    };
    std::deque<Hit> kept;
    std::vector<std::unique_ptr<QFile>> mapped;
    std::vector<std::pair<const char *, qint64>> bases;
    auto keep = [&](int file, qint64 start, qint64 length) {
        ++result.matched;
        kept.push_back({file, start, length});
        if (qsizetype(kept.size()) > limit)
            kept.pop_front();
    };
    const QMutexLocker lock(&indexMutex());
    dropVanished();
    for (const QString &path : files) {
        auto file = std::make_unique<QFile>(path);
        AuditIndex *index = nullptr;
        const char *data = nullptr;
        qint64 size = 0;
        if (!openIndexed(path, file.get(), &index, &data, &size)) {
            result.unreadable << path;
            continue;
        }
        const int fileNumber = int(mapped.size());
        mapped.push_back(std::move(file));
        bases.emplace_back(data, size);
        result.scanned += qint64(index->entries.size());

        // The filter in this file's terms: a session or type it never names cannot match.
        quint32 session = AuditIndex::kNone;
        bool possible = true;
        if (!m_sessionValue.isEmpty()) {
            session = index->sessionIds.value(m_sessionValue, AuditIndex::kNone);
            possible = session != AuditIndex::kNone;
        }
        std::vector<bool> types;
        if (!m_typeValues.isEmpty()) {
            types.assign(size_t(index->types.size()) + 1, false);
            bool any = false;
            for (const QByteArray &type : m_typeValues)
                if (const quint32 id = index->typeIds.value(type, AuditIndex::kNone)) {
                    types[id] = true;
                    any = true;
                }
            possible = possible && any;
        }
        std::vector<bool> clients;
        if (!m_filter.client.isEmpty()) {
            clients.assign(size_t(index->clients.size()) + 1, false);
            for (qsizetype i = 0; i < index->clients.size(); ++i)
                clients[size_t(i) + 1] = AuditIndex::unescape(index->clients[i].first)
                                             .contains(m_filter.client, Qt::CaseInsensitive)
                    || AuditIndex::unescape(index->clients[i].second)
                           .contains(m_filter.client, Qt::CaseInsensitive);
        }
        const bool timed = !m_from.isEmpty() || !m_to.isEmpty();
        const std::optional<int> exitCode = m_filter.exitCode;
        auto fits = [&](const AuditIndex::Entry &e) {
            if (session != AuditIndex::kNone && e.session != session)
                return false;
            if (exitCode && e.exitCode != *exitCode)
                return false;
            if (!types.empty() && !types[e.type])
                return false;
            if (timed && (e.timeMs == AuditIndex::kNoTime || e.timeMs < m_fromMs || e.timeMs >= m_toMs))
                return false;
            if (!clients.empty() && !clients[e.client])
                return false;
            return true;
        };
        if (possible && !m_text.isEmpty()) {
            // One memmem over the commands alone; each command holding the text is checked.
            const QByteArray &commands = index->commands;
            const char *base = commands.constData();
            for (qsizetype from = 0; from < commands.size();) {
                const char *hit = static_cast<const char *>(::memmem(
                    base + from, size_t(commands.size() - from), m_text.constData(), size_t(m_text.size())));
                if (!hit)
                    break;
                const auto after = std::upper_bound(index->commandStarts.begin(), index->commandStarts.end(),
                                                    quint32(hit - base));
                const size_t command = size_t(after - index->commandStarts.begin()) - 1;
                const qsizetype start = index->commandStarts[command];
                const char *newline = static_cast<const char *>(
                    std::memchr(base + start, '\n', size_t(commands.size() - start)));
                const qsizetype end = newline ? newline - base : commands.size();
                from = end + 1;
                const AuditIndex::Entry &e = index->entries[index->commandEntries[command]];
                if (!fits(e))
                    continue;
                // The escaped text may have matched across an escape: the command itself decides.
                if (!AuditIndex::unescape(QByteArrayView(base + start, end - start)).contains(m_filter.text))
                    continue;
                keep(fileNumber, e.offset, e.length);
            }
        } else if (possible && m_text.isEmpty()) {
            for (const AuditIndex::Entry &e : index->entries)
                if (fits(e))
                    keep(fileNumber, e.offset, e.length);
        }
        // The line being written when the file was mapped: not indexed, checked as it is.
        for (qint64 start = index->indexed; start < size;) {
            const char *newline
                = static_cast<const char *>(std::memchr(data + start, '\n', size_t(size - start)));
            const qint64 end = newline ? newline - data : size;
            ++result.scanned;
            if (end > start && matches(QByteArrayView(data + start, end - start)))
                keep(fileNumber, start, end - start);
            start = end + 1;
        }
    }
    for (const Hit &hit : kept) {
        const auto &[data, size] = bases[size_t(hit.file)];
        if (hit.start + hit.length <= size)
            result.lines.append(QByteArray(data + hit.start, hit.length));
    }
    return result;
}

void AuditSearch::warm(const QStringList &files)
{
    const QMutexLocker lock(&indexMutex());
    for (const QString &path : files) {
        QFile file(path);
        AuditIndex *index = nullptr;
        const char *data = nullptr;
        qint64 size = 0;
        openIndexed(path, &file, &index, &data, &size);
    }
}

} // namespace sandman
