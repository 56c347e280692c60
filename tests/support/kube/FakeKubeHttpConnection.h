// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QUrlQuery>

namespace sandman::test {

struct FakeKubeHttpRequest {
    QByteArray method;
    QString path;
    QUrlQuery query;
    QHash<QByteArray, QByteArray> headers; // names lower-case
    QByteArray body;
    bool upgrade = false; // a WebSocket upgrade: the body is not read, the socket handed over
    bool spdy = false; // upgrade is Upgrade: SPDY/3.1 (kubectl port-forward): the request is read
    QByteArray header(const char *name) const { return headers.value(QByteArray(name)); }
};

// One client connection of the fake API server speaking HTTP/1.1 (keep-alive, Content-Length
// bodies, chunked watch streams). A WebSocket upgrade is recognised by peeking at the request
// head, so the untouched socket can be handed to a QWebSocketServer; a SPDY/3.1 upgrade's
// request is read, and the socket handed over for the 101 answer and the SPDY frames.
class FakeKubeHttpConnection : public QObject
{
    Q_OBJECT
public:
    explicit FakeKubeHttpConnection(QTcpSocket *socket, QObject *parent = nullptr);

    void respond(int status, const QJsonObject &body);
    void respondRaw(int status, const QByteArray &contentType, const QByteArray &body);
    // A chunked stream (watch): writeLine() per event, endStream() to finish.
    void startStream();
    void writeLine(const QJsonObject &object);
    void endStream();
    bool isStreaming() const { return m_streaming; }
    // Gives the socket (unread upgrade request and all) away; this connection is done.
    QTcpSocket *takeSocket();

signals:
    void request(const sandman::test::FakeKubeHttpRequest &request);
    void closed();

private:
    void onReadyRead();

    QPointer<QTcpSocket> m_socket;
    QByteArray m_buffer;
    bool m_streaming = false;
    bool m_busy = false; // a response is owed for the request being served
};

} // namespace sandman::test
