// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QTcpSocket>

namespace sandman::test {

// A hand-driven HTTP/1.1 client for tests: sends exactly the bytes it is given and reads the
// answers one by one (Content-Length, chunked or until close), spinning the event loop while
// it waits so that a server on the same thread keeps running.
class RawHttpClient
{
public:
    struct Response {
        int status = -1; // -1: the connection closed (or timed out) without a full answer
        QList<QPair<QByteArray, QByteArray>> headers; // names lower-cased
        QByteArray body; // chunked coding removed
        QByteArray header(const QByteArray &name) const;
        QJsonObject json() const;
        // The JSON of every "data:" line of a text/event-stream body.
        QList<QJsonObject> events() const;
    };

    bool connectTo(quint16 port, int timeoutMs = 5000);
    void send(const QByteArray &bytes);
    Response read(int timeoutMs = 10000);
    // True once the server has closed the connection (within timeoutMs).
    bool waitClosed(int timeoutMs = 5000);
    QTcpSocket &socket() { return m_socket; }

    // "METHOD target HTTP/1.1" with Host, the test token (unless token is empty) and a JSON body.
    static QByteArray request(const QByteArray &method, const QByteArray &target, const QByteArray &body = {},
                              const QByteArray &token = "default", const QByteArray &extraHeaders = {});

private:
    bool parse(Response *response, bool closed);

    QTcpSocket m_socket;
    QByteArray m_buffer;
};

} // namespace sandman::test
