// SPDX-License-Identifier: Apache-2.0
#include "HttpUpgradeRequest.h"

#include <QUrl>

namespace sandman {

HttpUpgradeRequest::ParseResult HttpUpgradeRequest::parse(const QByteArray &data)
{
    const int end = data.indexOf("\r\n\r\n");
    if (end < 0)
        return data.size() > MaxHeadBytes ? ParseResult::TooLarge : ParseResult::Incomplete;
    if (end > MaxHeadBytes)
        return ParseResult::TooLarge;

    const QList<QByteArray> lines = data.left(end).split('\n');
    const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
    if (requestLine.size() != 3 || !requestLine.at(2).startsWith("HTTP/1."))
        return ParseResult::Invalid;
    m_method = requestLine.at(0);
    const QByteArray target = requestLine.at(1);
    if (!target.startsWith('/'))
        return ParseResult::Invalid;
    const int queryStart = target.indexOf('?');
    m_path = QUrl::fromPercentEncoding(queryStart < 0 ? target : target.left(queryStart));
    m_query = QUrlQuery(queryStart < 0 ? QString() : QString::fromLatin1(target.mid(queryStart + 1)));

    m_headers.clear();
    for (int i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const int colon = line.indexOf(':');
        if (colon <= 0)
            return ParseResult::Invalid;
        if (m_headers.size() >= MaxHeaders)
            return ParseResult::TooLarge;
        m_headers.append({line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed()});
    }
    return ParseResult::Complete;
}

QByteArray HttpUpgradeRequest::header(const QByteArray &name) const
{
    const QByteArray lower = name.toLower();
    for (const auto &header : m_headers) {
        if (header.first == lower)
            return header.second;
    }
    return {};
}

bool HttpUpgradeRequest::hasHeader(const QByteArray &name) const
{
    const QByteArray lower = name.toLower();
    for (const auto &header : m_headers) {
        if (header.first == lower)
            return true;
    }
    return false;
}

bool HttpUpgradeRequest::isWebSocketUpgrade() const
{
    return m_method == "GET" && header("upgrade").toLower() == "websocket"
        && header("connection").toLower().contains("upgrade");
}

} // namespace sandman
