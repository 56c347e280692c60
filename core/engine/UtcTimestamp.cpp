// SPDX-License-Identifier: Apache-2.0
#include "UtcTimestamp.h"

#include <QDateTime>

#include <cstdio>
#include <cstring>
#include <ctime>

namespace sandman {

QString UtcTimestamp::now()
{
    return format(nowMsecs());
}

qint64 UtcTimestamp::nowMsecs()
{
    timespec now{};
    ::clock_gettime(CLOCK_REALTIME, &now);
    return qint64(now.tv_sec) * 1000 + now.tv_nsec / 1000000;
}

QString UtcTimestamp::format(qint64 msecsSinceEpoch)
{
    // Timestamps come in bursts within one second: its "YYYY-MM-DDTHH:MM:SS" is kept per thread.
    thread_local qint64 cachedSecond = -1;
    thread_local char prefix[64] = {};
    if (msecsSinceEpoch < 0)
        return QDateTime::fromMSecsSinceEpoch(msecsSinceEpoch, Qt::UTC).toString(Qt::ISODateWithMs);
    const qint64 second = msecsSinceEpoch / 1000;
    const int millis = int(msecsSinceEpoch % 1000);
    if (second != cachedSecond) {
        const time_t seconds = time_t(second);
        tm parts{};
        if (!::gmtime_r(&seconds, &parts) || parts.tm_year + 1900 > 9999)
            return QDateTime::fromMSecsSinceEpoch(msecsSinceEpoch, Qt::UTC).toString(Qt::ISODateWithMs);
        std::snprintf(prefix, sizeof prefix, "%04d-%02d-%02dT%02d:%02d:%02d", parts.tm_year + 1900,
                      parts.tm_mon + 1, parts.tm_mday, parts.tm_hour, parts.tm_min, parts.tm_sec);
        cachedSecond = second;
    }
    char text[24];
    std::memcpy(text, prefix, 19);
    text[19] = '.';
    text[20] = char('0' + millis / 100);
    text[21] = char('0' + millis / 10 % 10);
    text[22] = char('0' + millis % 10);
    text[23] = 'Z';
    return QString::fromLatin1(text, 24);
}

} // namespace sandman
