// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "HttpRequest.h"

#include <QByteArray>
#include <QString>

namespace sandman {

// An incremental HTTP/1.1 request parser with no I/O (RFC 9112): feed it bytes as they
// arrive; it reports when the head is complete (so that the caller can vet the token before
// any body is read), when the whole request is complete, or the status to refuse it with:
//   400 malformed request line, header, chunk or Content-Length; missing Host on HTTP/1.1
//   411 POST/PUT/PATCH without Content-Length or chunked coding
//   413 body over maxBodyBytes        414 request target over maxTargetBytes
//   431 head over maxHeadBytes or more than maxHeaders headers
//   501 unknown method or a transfer coding other than chunked       505 not HTTP/1.x
// Bytes after a complete request stay buffered for the next one (pipelining).
class HttpRequestParser
{
public:
    struct Limits {
        int maxHeadBytes = 16 * 1024;
        int maxHeaders = 100;
        int maxTargetBytes = 8 * 1024;
        qint64 maxBodyBytes = 64ll * 1024 * 1024;
    };
    enum class State { Head, Body, Complete, Error };

    HttpRequestParser();
    explicit HttpRequestParser(Limits limits);

    // Appends data and parses as far as it goes.
    State feed(const QByteArray &data);
    State state() const { return m_state; }
    // The head has been read (state Body or Complete): request() has method, target, headers.
    bool isHeadComplete() const { return m_state == State::Body || m_state == State::Complete; }
    const HttpRequest &request() const { return m_request; }
    // Expected body length (-1 for chunked), known once the head is complete.
    qint64 contentLength() const { return m_contentLength; }

    // State::Complete: hands the request over and starts on the next one (buffered bytes).
    HttpRequest takeRequest();
    // Bytes of a request that has started but not completed (0 between requests).
    bool hasPartialRequest() const { return m_state != State::Head || !m_buffer.isEmpty(); }

    int errorStatus() const { return m_errorStatus; }
    const QString &errorReason() const { return m_errorReason; }

private:
    enum class ChunkStep { Size, Data, DataEnd, Trailer };

    void parse();
    bool parseHead();
    bool parseRequestLine(const QByteArray &line);
    bool parseHeaderLine(const QByteArray &line);
    bool finishHead();
    bool parseBody();
    bool parseChunked();
    // Takes one CRLF-terminated line from the buffer; false when it is not all there yet.
    bool takeLine(QByteArray *line, int limit, int statusIfTooLong, const char *what);
    bool fail(int status, const QString &reason);

    Limits m_limits;
    State m_state = State::Head;
    QByteArray m_buffer;
    qsizetype m_offset = 0; // parsed up to here in m_buffer
    HttpRequest m_request;
    bool m_requestLineDone = false;
    int m_headBytes = 0;
    qint64 m_contentLength = 0;
    ChunkStep m_chunkStep = ChunkStep::Size;
    qint64 m_chunkLeft = 0;
    int m_errorStatus = 0;
    QString m_errorReason;
};

} // namespace sandman
