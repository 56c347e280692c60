// SPDX-License-Identifier: Apache-2.0
#include "HttpRequestParser.h"

#include <QCoreApplication>
#include <QUrl>

#include <algorithm>
#include <cctype>
#include <cstring>

namespace sandman {

namespace {
// RFC 9110 §5.6.2 token characters.
bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    return c != 0 && std::strchr("!#$%&'*+-.^_`|~", c) != nullptr;
}

bool isToken(const QByteArray &text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), isTokenChar);
}

// Field values: visible characters, space and tab; no other controls (CR, LF, NUL, DEL).
bool isFieldValue(const QByteArray &text)
{
    return std::none_of(text.begin(), text.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return (u < 0x20 && u != '\t') || u == 0x7f;
    });
}

bool isKnownMethod(const QByteArray &method)
{
    static const QByteArray known[]
        = {"GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "CONNECT", "TRACE"};
    return std::find(std::begin(known), std::end(known), method) != std::end(known);
}

bool isDigits(const QByteArray &text)
{
    return !text.isEmpty()
        && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}
} // namespace

HttpRequestParser::HttpRequestParser()
    : HttpRequestParser(Limits())
{ }

HttpRequestParser::HttpRequestParser(Limits limits)
    : m_limits(limits)
{ }

HttpRequestParser::State HttpRequestParser::feed(const QByteArray &data)
{
    if (m_state == State::Error)
        return m_state;
    m_buffer.append(data);
    parse();
    return m_state;
}

HttpRequest HttpRequestParser::takeRequest()
{
    HttpRequest request = std::move(m_request);
    m_request = {};
    m_buffer.remove(0, m_offset);
    m_offset = 0;
    m_state = State::Head;
    m_requestLineDone = false;
    m_headBytes = 0;
    m_contentLength = 0;
    m_chunkStep = ChunkStep::Size;
    m_chunkLeft = 0;
    parse();
    return request;
}

void HttpRequestParser::parse()
{
    if (m_state == State::Head && !parseHead())
        return;
    if (m_state == State::Body && !parseBody()) {
        // Keep the buffer small while a big body streams in.
        m_buffer.remove(0, m_offset);
        m_offset = 0;
    }
}

bool HttpRequestParser::fail(int status, const QString &reason)
{
    m_state = State::Error;
    m_errorStatus = status;
    m_errorReason = reason;
    m_buffer.clear();
    m_offset = 0;
    return false;
}

bool HttpRequestParser::takeLine(QByteArray *line, int limit, int statusIfTooLong, const char *what)
{
    const qsizetype end = m_buffer.indexOf('\n', m_offset);
    if (end < 0) {
        if (m_buffer.size() - m_offset > limit)
            return fail(statusIfTooLong,
                        QCoreApplication::translate("HttpRequestParser", "%1 too long (limit %2 bytes)")
                            .arg(QCoreApplication::translate("HttpRequestParser", what))
                            .arg(limit));
        return false;
    }
    if (end - m_offset > limit)
        return fail(statusIfTooLong,
                    QCoreApplication::translate("HttpRequestParser", "%1 too long (limit %2 bytes)")
                        .arg(QCoreApplication::translate("HttpRequestParser", what))
                        .arg(limit));
    // A bare LF is refused: proxies that disagree on line ends are how requests get smuggled.
    if (end == m_offset || m_buffer.at(end - 1) != '\r')
        return fail(400, QCoreApplication::translate("HttpRequestParser", "lines must end with CRLF"));
    *line = m_buffer.mid(m_offset, end - 1 - m_offset);
    m_headBytes += int(end + 1 - m_offset);
    m_offset = end + 1;
    return true;
}

bool HttpRequestParser::parseHead()
{
    QByteArray line;
    while (!m_requestLineDone) {
        // The request line may be as long as a target plus method and version.
        if (!takeLine(&line, m_limits.maxTargetBytes + 32, 414,
                      QT_TRANSLATE_NOOP("HttpRequestParser", "request line")))
            return false;
        if (line.isEmpty()) {
            // RFC 9112 §2.2: ignore empty lines before a request (left over after a body).
            m_headBytes = 0;
            continue;
        }
        if (!parseRequestLine(line))
            return false;
        m_requestLineDone = true;
    }
    for (;;) {
        const int room = m_limits.maxHeadBytes - m_headBytes;
        if (room <= 0)
            return fail(
                431,
                QCoreApplication::translate("HttpRequestParser", "request head too large (limit %1 bytes)")
                    .arg(m_limits.maxHeadBytes));
        if (!takeLine(&line, room, 431, QT_TRANSLATE_NOOP("HttpRequestParser", "request head")))
            return false;
        if (line.isEmpty())
            return finishHead();
        if (!parseHeaderLine(line))
            return false;
    }
}

bool HttpRequestParser::parseRequestLine(const QByteArray &line)
{
    const QList<QByteArray> parts = line.split(' ');
    if (parts.size() != 3)
        return fail(400,
                    QCoreApplication::translate("HttpRequestParser",
                                                "malformed request line (expected: METHOD target HTTP/1.1)"));
    const QByteArray &method = parts.at(0);
    const QByteArray &target = parts.at(1);
    const QByteArray &version = parts.at(2);
    if (!isToken(method))
        return fail(400, QCoreApplication::translate("HttpRequestParser", "malformed method"));
    if (version.size() != 8 || !version.startsWith("HTTP/") || version.at(6) != '.'
        || !std::isdigit(static_cast<unsigned char>(version.at(5)))
        || !std::isdigit(static_cast<unsigned char>(version.at(7))))
        return fail(400, QCoreApplication::translate("HttpRequestParser", "malformed HTTP version"));
    if (version.at(5) != '1')
        return fail(
            505,
            QCoreApplication::translate("HttpRequestParser", "only HTTP/1.0 and HTTP/1.1 are supported"));
    if (target.size() > m_limits.maxTargetBytes)
        return fail(
            414,
            QCoreApplication::translate("HttpRequestParser", "request target too long (limit %1 bytes)")
                .arg(m_limits.maxTargetBytes));
    if (!target.startsWith('/') || !isFieldValue(target) || target.contains('\t') || target.contains('#'))
        return fail(400,
                    QCoreApplication::translate("HttpRequestParser",
                                                "the request target must be a path starting with /"));
    if (!isKnownMethod(method))
        return fail(501,
                    QCoreApplication::translate("HttpRequestParser", "method %1 is not implemented")
                        .arg(QString::fromLatin1(method)));
    m_request.method = method;
    m_request.target = target;
    m_request.minorVersion = version.at(7) - '0';
    const qsizetype queryStart = target.indexOf('?');
    m_request.path = QUrl::fromPercentEncoding(queryStart < 0 ? target : target.left(queryStart));
    m_request.query = QUrlQuery(queryStart < 0 ? QString() : QString::fromLatin1(target.mid(queryStart + 1)));
    return true;
}

bool HttpRequestParser::parseHeaderLine(const QByteArray &line)
{
    if (line.at(0) == ' ' || line.at(0) == '\t')
        return fail(400,
                    QCoreApplication::translate("HttpRequestParser", "folded header lines are not accepted"));
    const qsizetype colon = line.indexOf(':');
    const QByteArray name = colon > 0 ? line.left(colon) : QByteArray();
    // No space before the colon (RFC 9112 §5.1): "Host : x" is refused, not guessed at.
    if (!isToken(name))
        return fail(400, QCoreApplication::translate("HttpRequestParser", "malformed header line"));
    const QByteArray value = line.mid(colon + 1).trimmed();
    if (!isFieldValue(value))
        return fail(400,
                    QCoreApplication::translate("HttpRequestParser", "control characters in header %1")
                        .arg(QString::fromLatin1(name)));
    if (m_request.headers.size() >= m_limits.maxHeaders)
        return fail(431,
                    QCoreApplication::translate("HttpRequestParser", "too many headers (limit %1)")
                        .arg(m_limits.maxHeaders));
    m_request.headers.append({name.toLower(), value});
    return true;
}

bool HttpRequestParser::finishHead()
{
    if (m_request.minorVersion == 1 && !m_request.hasHeader("host"))
        return fail(
            400, QCoreApplication::translate("HttpRequestParser", "an HTTP/1.1 request needs a Host header"));
    int lengthHeaders = 0;
    QByteArray length;
    for (const auto &header : std::as_const(m_request.headers)) {
        if (header.first != "content-length")
            continue;
        // "Content-Length: 5, 5" and repeated headers must all agree.
        for (const QByteArray &item : header.second.split(',')) {
            const QByteArray value = item.trimmed();
            if (!isDigits(value) || value.size() > 18 || (lengthHeaders > 0 && value != length))
                return fail(400,
                            QCoreApplication::translate("HttpRequestParser", "malformed Content-Length"));
            length = value;
            ++lengthHeaders;
        }
    }
    const bool hasEncoding = m_request.hasHeader("transfer-encoding");
    if (hasEncoding) {
        if (lengthHeaders > 0)
            return fail(400,
                        QCoreApplication::translate("HttpRequestParser",
                                                    "both Content-Length and Transfer-Encoding"));
        if (m_request.minorVersion == 0)
            return fail(
                400,
                QCoreApplication::translate("HttpRequestParser", "Transfer-Encoding in an HTTP/1.0 request"));
        const QByteArray encoding = m_request.header("transfer-encoding").trimmed().toLower();
        if (encoding != "chunked")
            return fail(501,
                        QCoreApplication::translate("HttpRequestParser",
                                                    "transfer coding \"%1\" is not supported (only chunked)")
                            .arg(QString::fromLatin1(encoding)));
        m_contentLength = -1;
    } else if (lengthHeaders > 0) {
        m_contentLength = length.toLongLong();
    } else {
        const QByteArray &method = m_request.method;
        if (method == "POST" || method == "PUT" || method == "PATCH")
            return fail(
                411,
                QCoreApplication::translate("HttpRequestParser", "%1 needs Content-Length or chunked coding")
                    .arg(QString::fromLatin1(method)));
        m_contentLength = 0;
    }
    if (m_contentLength > m_limits.maxBodyBytes)
        return fail(
            413,
            QCoreApplication::translate("HttpRequestParser", "request body too large (limit %1 bytes)")
                .arg(m_limits.maxBodyBytes));
    m_state = m_contentLength == 0 ? State::Complete : State::Body;
    return true;
}

bool HttpRequestParser::parseBody()
{
    if (m_contentLength < 0)
        return parseChunked();
    const qint64 missing = m_contentLength - m_request.body.size();
    const qint64 take = qMin<qint64>(missing, m_buffer.size() - m_offset);
    m_request.body.append(m_buffer.constData() + m_offset, take);
    m_offset += take;
    if (m_request.body.size() == m_contentLength)
        m_state = State::Complete;
    return m_state == State::Complete;
}

bool HttpRequestParser::parseChunked()
{
    QByteArray line;
    for (;;) {
        switch (m_chunkStep) {
        case ChunkStep::Size: {
            if (!takeLine(&line, 1024, 400, QT_TRANSLATE_NOOP("HttpRequestParser", "chunk size line")))
                return false;
            const qsizetype extension = line.indexOf(';');
            const QByteArray hex = (extension < 0 ? line : line.left(extension)).trimmed();
            bool ok = hex.size() <= 15 && !hex.isEmpty();
            const qint64 size = ok ? hex.toLongLong(&ok, 16) : 0;
            if (!ok || size < 0 || hex.startsWith('+') || hex.startsWith('-'))
                return fail(400, QCoreApplication::translate("HttpRequestParser", "malformed chunk size"));
            if (m_request.body.size() + size > m_limits.maxBodyBytes)
                return fail(413,
                            QCoreApplication::translate("HttpRequestParser",
                                                        "request body too large (limit %1 bytes)")
                                .arg(m_limits.maxBodyBytes));
            m_chunkLeft = size;
            m_chunkStep = size == 0 ? ChunkStep::Trailer : ChunkStep::Data;
            break;
        }
        case ChunkStep::Data: {
            const qint64 take = qMin<qint64>(m_chunkLeft, m_buffer.size() - m_offset);
            m_request.body.append(m_buffer.constData() + m_offset, take);
            m_offset += take;
            m_chunkLeft -= take;
            if (m_chunkLeft > 0)
                return false;
            m_chunkStep = ChunkStep::DataEnd;
            break;
        }
        case ChunkStep::DataEnd:
            if (m_buffer.size() - m_offset < 2)
                return false;
            if (m_buffer.at(m_offset) != '\r' || m_buffer.at(m_offset + 1) != '\n')
                return fail(
                    400, QCoreApplication::translate("HttpRequestParser", "chunk data not followed by CRLF"));
            m_offset += 2;
            m_chunkStep = ChunkStep::Size;
            break;
        case ChunkStep::Trailer: {
            // Trailer fields are read (within the head limit) and ignored.
            const int room = m_limits.maxHeadBytes - m_headBytes;
            if (room <= 0)
                return fail(431,
                            QCoreApplication::translate("HttpRequestParser",
                                                        "request head too large (limit %1 bytes)")
                                .arg(m_limits.maxHeadBytes));
            if (!takeLine(&line, room, 431, QT_TRANSLATE_NOOP("HttpRequestParser", "trailer")))
                return false;
            if (line.isEmpty()) {
                m_state = State::Complete;
                return true;
            }
            break;
        }
        }
    }
}

} // namespace sandman
