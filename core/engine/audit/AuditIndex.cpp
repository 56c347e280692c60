// SPDX-License-Identifier: Apache-2.0
#include "AuditIndex.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstring>

namespace sandman {

namespace {
// The closing quote of a JSON string whose text starts at p, or nullptr.
const char *endOfString(const char *p, const char *end)
{
    while (p < end) {
        const char *quote = static_cast<const char *>(std::memchr(p, '"', size_t(end - p)));
        if (!quote)
            return nullptr;
        qsizetype backslashes = 0;
        for (const char *b = quote - 1; b >= p && *b == '\\'; --b)
            ++backslashes;
        if (backslashes % 2 == 0)
            return quote;
        p = quote + 1;
    }
    return nullptr;
}

// Past the object or array starting at p, or nullptr.
const char *skipNested(const char *p, const char *end)
{
    int depth = 0;
    while (p < end) {
        const char c = *p;
        if (c == '"') {
            p = endOfString(p + 1, end);
            if (!p)
                return nullptr;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 0)
                return p + 1;
        }
        ++p;
    }
    return nullptr;
}

// Calls f(key, value, isString) for each top-level member of a compact JSON object: a string's
// value is its escaped text, others their text; nested objects and arrays are skipped.
template<typename F> void forEachMember(const char *p, const char *end, F f)
{
    if (p == end || *p != '{')
        return;
    ++p;
    while (p < end && *p != '}') {
        if (*p == ',')
            ++p;
        if (p >= end || *p != '"')
            return;
        const char *key = ++p;
        p = endOfString(p, end);
        if (!p || p + 1 >= end || p[1] != ':')
            return;
        const QByteArrayView name(key, p - key);
        p += 2;
        if (p >= end)
            return;
        if (*p == '"') {
            const char *value = ++p;
            p = endOfString(p, end);
            if (!p)
                return;
            f(name, QByteArrayView(value, p - value), true);
            ++p;
        } else if (*p == '{' || *p == '[') {
            p = skipNested(p, end);
            if (!p)
                return;
        } else {
            const char *value = p;
            while (p < end && *p != ',' && *p != '}')
                ++p;
            f(name, QByteArrayView(value, p - value), false);
        }
    }
}

int digits(const char *p, int count)
{
    int value = 0;
    for (int i = 0; i < count; ++i) {
        if (p[i] < '0' || p[i] > '9')
            return -1;
        value = value * 10 + (p[i] - '0');
    }
    return value;
}

// Days since 1970-01-01 of a civil date (Howard Hinnant's algorithm).
qint64 daysFromCivil(int y, int m, int d)
{
    y -= m <= 2;
    const int era = (y >= 0 ? y : y - 399) / 400;
    const int yoe = y - era * 400;
    const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return qint64(era) * 146097 + doe - 719468;
}
} // namespace

qint64 AuditIndex::timeOf(QByteArrayView text)
{
    const char *t = text.data();
    // The form the agent writes: 2026-03-01T10:00:00.000Z.
    if (text.size() == 24 && t[4] == '-' && t[7] == '-' && t[10] == 'T' && t[13] == ':' && t[16] == ':'
        && t[19] == '.' && t[23] == 'Z') {
        const int year = digits(t, 4), month = digits(t + 5, 2), day = digits(t + 8, 2);
        const int hour = digits(t + 11, 2), minute = digits(t + 14, 2), second = digits(t + 17, 2);
        const int ms = digits(t + 20, 3);
        if (year >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour >= 0 && minute >= 0
            && second >= 0 && ms >= 0)
            return ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute) * 60000 + second * 1000 + ms;
    }
    const QDateTime time = QDateTime::fromString(QString::fromUtf8(text), Qt::ISODateWithMs);
    return time.isValid() ? time.toMSecsSinceEpoch() : kNoTime;
}

QString AuditIndex::unescape(QByteArrayView raw)
{
    if (!raw.contains('\\'))
        return QString::fromUtf8(raw);
    const QByteArray json = "[\"" + raw.toByteArray() + "\"]";
    return QJsonDocument::fromJson(json).array().at(0).toString();
}

void AuditIndex::clear()
{
    *this = AuditIndex();
}

quint32 AuditIndex::intern(QHash<QByteArray, quint32> &ids, QList<QByteArray> &values, QByteArrayView value)
{
    const QByteArray key = value.toByteArray();
    const auto it = ids.constFind(key);
    if (it != ids.constEnd())
        return *it;
    values.append(key);
    const quint32 id = quint32(values.size());
    ids.insert(key, id);
    return id;
}

AuditIndex::Entry AuditIndex::scan(const char *line, qsizetype length)
{
    Entry entry;
    entry.length = quint32(length);
    QByteArrayView clientId, origin, command;
    bool hasCommand = false;
    forEachMember(line, line + length, [&](QByteArrayView key, QByteArrayView value, bool isString) {
        switch (key.size()) {
        case 4:
            if (isString && key == "type")
                entry.type = intern(typeIds, types, value);
            break;
        case 6:
            if (isString && key == "origin")
                origin = value;
            break;
        case 7:
            if (isString && key == "command") {
                command = value;
                hasCommand = true;
            }
            break;
        case 8:
            if (isString && key == "clientId") {
                clientId = value;
            } else if (!isString && key == "exitCode") {
                bool ok = false;
                const int code = value.toInt(&ok);
                if (ok)
                    entry.exitCode = code;
            }
            break;
        case 9:
            if (isString && key == "sessionId")
                entry.session = intern(sessionIds, sessions, value);
            else if (isString && key == "timestamp")
                entry.timeMs = timeOf(value);
            break;
        }
    });
    if (!clientId.isEmpty() || !origin.isEmpty()) {
        QByteArray key = clientId.toByteArray();
        key += '\x01';
        key += origin;
        const auto it = clientIds.constFind(key);
        if (it != clientIds.constEnd()) {
            entry.client = *it;
        } else {
            clients.append({clientId.toByteArray(), origin.toByteArray()});
            entry.client = quint32(clients.size());
            clientIds.insert(key, entry.client);
        }
    }
    if (hasCommand) {
        entry.command = quint32(commandStarts.size());
        commandStarts.push_back(quint32(commands.size()));
        commandEntries.push_back(quint32(entries.size()));
        commands.append(command.data(), command.size());
        commands.append('\n');
    }
    return entry;
}

void AuditIndex::update(const char *data, qint64 size)
{
    qint64 at = indexed;
    while (at < size) {
        const char *newline = static_cast<const char *>(std::memchr(data + at, '\n', size_t(size - at)));
        if (!newline)
            break; // a line still being written (or cut short): not indexed
        const qint64 end = newline - data;
        if (end > at) {
            Entry entry = scan(data + at, end - at);
            entry.offset = at;
            entries.push_back(entry);
        }
        at = end + 1;
    }
    indexed = at;
}

} // namespace sandman
