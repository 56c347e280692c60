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
    m_head.method = m_method;
    const QByteArray target = requestLine.at(1);
    if (!target.startsWith('/'))
        return ParseResult::Invalid;
    const int queryStart = target.indexOf('?');
    m_path = QUrl::fromPercentEncoding(queryStart < 0 ? target : target.left(queryStart));
    m_query = QUrlQuery(queryStart < 0 ? QString() : QString::fromLatin1(target.mid(queryStart + 1)));

    m_head.headers.clear();
    for (int i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const int colon = line.indexOf(':');
        if (colon <= 0)
            return ParseResult::Invalid;
        if (m_head.headers.size() >= MaxHeaders)
            return ParseResult::TooLarge;
        m_head.headers.append({line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed()});
    }
    return ParseResult::Complete;
}

} // namespace sandman
