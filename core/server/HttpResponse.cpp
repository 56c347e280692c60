// SPDX-License-Identifier: Apache-2.0
#include "HttpResponse.h"

#include "protocol/Timestamp.h"

#include <QJsonDocument>

namespace sandman {

QByteArray HttpResponse::reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 409:
        return "Conflict";
    case 410:
        return "Gone";
    case 411:
        return "Length Required";
    case 413:
        return "Content Too Large";
    case 414:
        return "URI Too Long";
    case 426:
        return "Upgrade Required";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 503:
        return "Service Unavailable";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return status < 300 ? "OK" : status < 500 ? "Client Error" : "Server Error";
    }
}

QString HttpResponse::codeForStatus(int status)
{
    switch (status) {
    case 401:
        return QStringLiteral("UNAUTHORIZED");
    case 403:
        return QStringLiteral("FORBIDDEN");
    case 404:
        return QStringLiteral("NOT_FOUND");
    case 408:
        return QStringLiteral("REQUEST_TIMEOUT");
    case 413:
        return QStringLiteral("PAYLOAD_TOO_LARGE");
    case 503:
        return QStringLiteral("RESOURCE_BUSY");
    default:
        return status >= 500 ? QStringLiteral("INTERNAL_ERROR") : QStringLiteral("INVALID_REQUEST");
    }
}

QByteArray HttpResponse::json(int status, const QJsonObject &body, bool keepAlive,
                              const QByteArray &extraHeaders)
{
    const QByteArray json = QJsonDocument(body).toJson(QJsonDocument::Compact);
    QByteArray response;
    response.reserve(json.size() + 160);
    response += "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    response += "Content-Type: application/json\r\n";
    response += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n";
    response += extraHeaders;
    response += "Content-Length: " + QByteArray::number(json.size()) + "\r\n\r\n";
    response += json;
    return response;
}

QByteArray HttpResponse::error(int status, const QString &code, const QString &message, bool keepAlive,
                               const QByteArray &extraHeaders)
{
    const QJsonObject body{{QStringLiteral("code"), code},
                           {QStringLiteral("message"), message},
                           {QStringLiteral("context"), QJsonObject()},
                           {QStringLiteral("httpStatus"), status},
                           {QStringLiteral("timestamp"), currentTimestamp()}};
    QByteArray headers = extraHeaders;
    if (status == 401)
        headers += "WWW-Authenticate: Bearer\r\n";
    return json(status, body, keepAlive, headers);
}

QByteArray HttpResponse::eventStreamHead(bool keepAlive, bool chunked)
{
    QByteArray head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n";
    head += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n";
    if (chunked)
        head += "Transfer-Encoding: chunked\r\n";
    // Proxies such as nginx buffer responses unless told not to: events must flow as they come.
    head += "X-Accel-Buffering: no\r\n\r\n";
    return head;
}

QByteArray HttpResponse::event(const QByteArray &json, bool chunked)
{
    const qsizetype payload = json.size() + 8; // "data: " + json + "\n\n"
    QByteArray frame;
    frame.reserve(payload + 16);
    if (chunked)
        frame += QByteArray::number(payload, 16) + "\r\n";
    frame += "data: ";
    frame += json;
    frame += "\n\n";
    if (chunked)
        frame += "\r\n";
    return frame;
}

QByteArray HttpResponse::keepAliveComment(bool chunked)
{
    static const QByteArray comment = QByteArrayLiteral(": keepalive\n\n");
    if (!chunked)
        return comment;
    return QByteArray::number(comment.size(), 16) + "\r\n" + comment + "\r\n";
}

} // namespace sandman
