// SPDX-License-Identifier: Apache-2.0
#include "RawHttpClient.h"

#include "FutureWait.h"
#include "TestAgent.h"

#include <QHostAddress>
#include <QJsonDocument>

namespace sandman::test {

QByteArray RawHttpClient::Response::header(const QByteArray &name) const
{
    for (const auto &h : headers) {
        if (h.first == name.toLower())
            return h.second;
    }
    return {};
}

QJsonObject RawHttpClient::Response::json() const
{
    return QJsonDocument::fromJson(body).object();
}

QList<QJsonObject> RawHttpClient::Response::events() const
{
    QList<QJsonObject> result;
    for (const QByteArray &line : body.split('\n')) {
        if (line.startsWith("data: "))
            result.append(QJsonDocument::fromJson(line.mid(6)).object());
    }
    return result;
}

bool RawHttpClient::connectTo(quint16 port, int timeoutMs)
{
    m_socket.connectToHost(QHostAddress::LocalHost, port);
    return waitUntil([this] { return m_socket.state() == QAbstractSocket::ConnectedState; }, timeoutMs);
}

void RawHttpClient::send(const QByteArray &bytes)
{
    m_socket.write(bytes);
    m_socket.flush();
}

QByteArray RawHttpClient::request(const QByteArray &method, const QByteArray &target, const QByteArray &body,
                                  const QByteArray &token, const QByteArray &extraHeaders)
{
    QByteArray request = method + ' ' + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    const QByteArray presented = token == "default" ? TestAgent::token() : token;
    if (!presented.isEmpty())
        request += "Authorization: Bearer " + presented + "\r\n";
    request += extraHeaders;
    if (!body.isNull())
        request += "Content-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size())
            + "\r\n";
    return request + "\r\n" + body;
}

RawHttpClient::Response RawHttpClient::read(int timeoutMs)
{
    Response response;
    waitUntil(
        [&] {
            m_buffer += m_socket.readAll();
            const bool closed = m_socket.state() != QAbstractSocket::ConnectedState;
            return parse(&response, closed) || closed;
        },
        timeoutMs);
    return response;
}

bool RawHttpClient::waitClosed(int timeoutMs)
{
    return waitUntil(
        [this] {
            m_buffer += m_socket.readAll();
            return m_socket.state() == QAbstractSocket::UnconnectedState;
        },
        timeoutMs);
}

bool RawHttpClient::parse(Response *response, bool closed)
{
    qsizetype headEnd = m_buffer.indexOf("\r\n\r\n");
    // Interim 100 Continue answers are skipped.
    while (headEnd >= 0 && m_buffer.startsWith("HTTP/1.1 100 ")) {
        m_buffer.remove(0, headEnd + 4);
        headEnd = m_buffer.indexOf("\r\n\r\n");
    }
    if (headEnd < 0)
        return false;
    const QList<QByteArray> lines = m_buffer.left(headEnd).split('\n');
    Response parsed;
    parsed.status = lines.first().split(' ').value(1).toInt();
    for (int i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        parsed.headers.append(
            {lines.at(i).left(colon).trimmed().toLower(), lines.at(i).mid(colon + 1).trimmed()});
    }
    qsizetype offset = headEnd + 4;
    if (parsed.header("transfer-encoding") == "chunked") {
        for (;;) {
            const qsizetype lineEnd = m_buffer.indexOf("\r\n", offset);
            if (lineEnd < 0)
                return false;
            const qint64 size = m_buffer.mid(offset, lineEnd - offset).toLongLong(nullptr, 16);
            if (m_buffer.size() < lineEnd + 2 + size + 2)
                return false;
            parsed.body += m_buffer.mid(lineEnd + 2, size);
            offset = lineEnd + 2 + size + 2;
            if (size == 0)
                break;
        }
    } else if (!parsed.header("content-length").isEmpty()) {
        const qint64 length = parsed.header("content-length").toLongLong();
        if (m_buffer.size() < offset + length)
            return false;
        parsed.body = m_buffer.mid(offset, length);
        offset += length;
    } else {
        // Read until the server closes (an HTTP/1.0-style stream).
        if (!closed)
            return false;
        parsed.body = m_buffer.mid(offset);
        offset = m_buffer.size();
    }
    m_buffer.remove(0, offset);
    *response = parsed;
    return true;
}

} // namespace sandman::test
