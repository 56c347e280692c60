// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace sandman {

// The bytes of the agent's HTTP/1.1 answers: whole JSON responses, and Server-Sent Events
// streams (a head, then one "data: <JSON>\n\n" event per chunk), as the SDK's parser reads them.
class HttpResponse
{
public:
    static QByteArray reasonPhrase(int status);
    // A complete response with a JSON body. extraHeaders: "Name: value\r\n" lines.
    static QByteArray json(int status, const QJsonObject &body, bool keepAlive,
                           const QByteArray &extraHeaders = {});
    // An error body in the shape every route uses ({code, message, context, httpStatus, timestamp}).
    static QByteArray error(int status, const QString &code, const QString &message, bool keepAlive,
                            const QByteArray &extraHeaders = {});
    // The head of a 200 text/event-stream response; chunked unless the client speaks HTTP/1.0
    // (then the stream ends when the connection closes).
    static QByteArray eventStreamHead(bool keepAlive, bool chunked);
    // One SSE event around already-encoded JSON, framed as a chunk when chunked.
    static QByteArray event(const QByteArray &json, bool chunked);
    // An SSE comment line (": keepalive"): parsers skip it, but it is traffic.
    static QByteArray keepAliveComment(bool chunked);
    static QByteArray lastChunk() { return QByteArrayLiteral("0\r\n\r\n"); }
    // The error code a bare HTTP status stands for (INVALID_REQUEST for most 4xx).
    static QString codeForStatus(int status);
};

} // namespace sandman
