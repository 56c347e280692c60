// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrlQuery>

namespace sandman {

// One HTTP/1.x request as HttpRequestParser read it: the request line, the headers (names
// lower-cased, in arrival order) and the decoded body (chunked coding removed).
struct HttpRequest {
    QByteArray method;
    QByteArray target; // as sent: path plus query
    QString path; // percent-decoded
    QUrlQuery query;
    int minorVersion = 1; // HTTP/1.<minor>
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;

    // Value of the first header with this name (ASCII case-insensitive); empty when absent.
    QByteArray header(const QByteArray &name) const;
    bool hasHeader(const QByteArray &name) const;
    // HTTP/1.1 unless "Connection: close"; HTTP/1.0 only with "Connection: keep-alive".
    bool wantsKeepAlive() const;
    bool isWebSocketUpgrade() const;
};

} // namespace sandman
