// SPDX-License-Identifier: Apache-2.0
#include "AuditSearch.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstring>
#include <deque>
#include <memory>

namespace sandman {

namespace {
const QByteArray kTimestamp = QByteArrayLiteral("\"timestamp\":\"");

// A string as it appears between the quotes of compact JSON.
QByteArray escaped(const QString &text)
{
    const QByteArray json = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return json.mid(2, json.size() - 4);
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
        qsizetype start;
        qsizetype length;
    };
    std::deque<Hit> kept;
    std::vector<std::unique_ptr<QFile>> mapped;
    std::vector<const char *> bases;
    for (const QString &path : files) {
        auto file = std::make_unique<QFile>(path);
        if (!file->open(QIODevice::ReadOnly)) {
            result.unreadable << path;
            continue;
        }
        const qint64 size = file->size();
        const char *data = size > 0 ? reinterpret_cast<const char *>(file->map(0, size)) : nullptr;
        if (size > 0 && !data) {
            result.unreadable << path;
            continue;
        }
        const int index = int(mapped.size());
        mapped.push_back(std::move(file));
        bases.push_back(data);
        auto consider = [&](qsizetype start, qsizetype end) {
            const QByteArrayView line(data + start, end - start);
            if (!line.isEmpty() && matches(line)) {
                ++result.matched;
                kept.push_back({index, start, end - start});
                if (qsizetype(kept.size()) > limit)
                    kept.pop_front();
            }
        };
        result.scanned += std::count(data, data + size, '\n') + (size > 0 && data[size - 1] != '\n');
        if (m_anchor.isEmpty()) {
            for (qsizetype start = 0; start < size;) {
                const char *newline
                    = static_cast<const char *>(std::memchr(data + start, '\n', size_t(size - start)));
                const qsizetype end = newline ? newline - data : size;
                consider(start, end);
                start = end + 1;
            }
            continue;
        }
        // Only the lines holding the anchor (text every match must contain) are looked at.
        for (qsizetype from = 0; from < size;) {
            const char *hit = static_cast<const char *>(
                ::memmem(data + from, size_t(size - from), m_anchor.constData(), size_t(m_anchor.size())));
            if (!hit)
                break;
            qsizetype start = hit - data;
            while (start > 0 && data[start - 1] != '\n')
                --start;
            const char *newline
                = static_cast<const char *>(std::memchr(hit, '\n', size_t(data + size - hit)));
            const qsizetype end = newline ? newline - data : size;
            consider(start, end);
            from = end + 1;
        }
    }
    for (const Hit &hit : kept)
        result.lines.append(QByteArray(bases[size_t(hit.file)] + hit.start, hit.length));
    return result;
}

} // namespace sandman
