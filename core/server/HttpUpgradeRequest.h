// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "HttpRequest.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrlQuery>

namespace sandman {

// The head of an HTTP/1.1 request (request line + headers) as it arrives on a socket before a
// WebSocket upgrade. The agent reads it itself, before QWebSocketServer sees the socket, so
// that it can refuse a connection with a real HTTP status (401, 403, 404) and execute nothing.
class HttpUpgradeRequest
{
public:
    enum class ParseResult { Incomplete, Complete, Invalid, TooLarge };
    static constexpr int MaxHeadBytes = 16 * 1024;
    static constexpr int MaxHeaders = 100;

    // Parses the bytes received so far (the start of the stream). Incomplete until the blank
    // line that ends the head has arrived.
    ParseResult parse(const QByteArray &data);

    const QByteArray &method() const { return m_method; }
    const QString &path() const { return m_path; }
    const QUrlQuery &query() const { return m_query; }
    // Value of the first header with this name (ASCII case-insensitive); empty when absent.
    QByteArray header(const QByteArray &name) const { return m_head.header(name); }
    bool hasHeader(const QByteArray &name) const { return m_head.hasHeader(name); }
    // Upgrade: websocket and Connection: ... upgrade ...
    bool isWebSocketUpgrade() const { return m_head.isWebSocketUpgrade(); }

private:
    QByteArray m_method;
    QString m_path;
    QUrlQuery m_query;
    HttpRequest m_head; // method and headers (names lower-cased)
};

} // namespace sandman
