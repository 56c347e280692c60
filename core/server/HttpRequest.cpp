// SPDX-License-Identifier: Apache-2.0
#include "HttpRequest.h"

namespace sandman {

namespace {
// "Connection: keep-alive, Upgrade" holds the token "upgrade".
bool hasToken(const QByteArray &list, const QByteArray &token)
{
    const QList<QByteArray> items = list.split(',');
    for (const QByteArray &item : items) {
        if (item.trimmed().compare(token, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}
} // namespace

QByteArray HttpRequest::header(const QByteArray &name) const
{
    const QByteArray lower = name.toLower();
    for (const auto &header : headers) {
        if (header.first == lower)
            return header.second;
    }
    return {};
}

bool HttpRequest::hasHeader(const QByteArray &name) const
{
    const QByteArray lower = name.toLower();
    for (const auto &header : headers) {
        if (header.first == lower)
            return true;
    }
    return false;
}

bool HttpRequest::wantsKeepAlive() const
{
    const QByteArray connection = header("connection");
    if (minorVersion == 0)
        return hasToken(connection, "keep-alive");
    return !hasToken(connection, "close");
}

bool HttpRequest::isWebSocketUpgrade() const
{
    return method == "GET" && header("upgrade").compare("websocket", Qt::CaseInsensitive) == 0
        && hasToken(header("connection"), "upgrade");
}

} // namespace sandman
