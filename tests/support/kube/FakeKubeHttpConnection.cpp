// SPDX-License-Identifier: Apache-2.0
#include "FakeKubeHttpConnection.h"

#include "server/HttpResponse.h"

#include <QJsonDocument>
#include <QTimer>
#include <QUrl>

namespace sandman::test {

FakeKubeHttpConnection::FakeKubeHttpConnection(QTcpSocket *socket, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
{
    socket->setParent(this);
    connect(socket, &QTcpSocket::readyRead, this, &FakeKubeHttpConnection::onReadyRead);
    connect(socket, &QTcpSocket::disconnected, this, [this] {
        emit closed();
        deleteLater();
    });
    QTimer::singleShot(0, this, &FakeKubeHttpConnection::onReadyRead);
}

void FakeKubeHttpConnection::onReadyRead()
{
    if (!m_socket || m_busy || !m_socket->isOpen())
        return;
    const QByteArray peeked = m_socket->peek(m_socket->bytesAvailable());
    const int end = peeked.indexOf("\r\n\r\n");
    if (end < 0) {
        if (peeked.size() > 64 * 1024)
            m_socket->abort();
        return;
    }
    FakeKubeHttpRequest r;
    const QList<QByteArray> lines = peeked.left(end).split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    if (requestLine.size() != 3) {
        m_socket->abort();
        return;
    }
    r.method = requestLine[0];
    const QUrl target(QString::fromLatin1(requestLine[1]));
    r.path = target.path();
    r.query = QUrlQuery(target.query());
    for (int i = 1; i < lines.size(); ++i) {
        const int colon = lines[i].indexOf(':');
        if (colon > 0)
            r.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
    }
    r.spdy
        = r.header("upgrade").toLower() == "spdy/3.1" && r.header("connection").toLower().contains("upgrade");
    r.upgrade = r.spdy || r.header("upgrade").toLower() == "websocket";
    if (r.upgrade && !r.spdy) {
        m_busy = true;
        emit request(r);
        return;
    }
    const qint64 length = r.header("content-length").toLongLong();
    if (peeked.size() < end + 4 + length)
        return; // the body is still coming
    m_socket->read(end + 4);
    r.body = m_socket->read(length);
    m_busy = true;
    emit request(r);
}

void FakeKubeHttpConnection::respond(int status, const QJsonObject &body)
{
    respondRaw(status, "application/json", QJsonDocument(body).toJson(QJsonDocument::Compact));
}

void FakeKubeHttpConnection::respondRaw(int status, const QByteArray &contentType, const QByteArray &body)
{
    if (!m_socket)
        return;
    QByteArray head
        = "HTTP/1.1 " + QByteArray::number(status) + ' ' + HttpResponse::reasonPhrase(status) + "\r\n";
    head += "Content-Type: " + contentType + "\r\nContent-Length: " + QByteArray::number(body.size())
        + "\r\nCache-Control: no-cache, private\r\n\r\n";
    m_socket->write(head + body);
    m_busy = false;
    QTimer::singleShot(0, this, &FakeKubeHttpConnection::onReadyRead); // a pipelined request
}

void FakeKubeHttpConnection::startStream()
{
    m_streaming = true;
    m_socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
                    "Cache-Control: no-cache, private\r\n\r\n");
    m_socket->flush();
}

void FakeKubeHttpConnection::writeLine(const QJsonObject &object)
{
    if (!m_socket)
        return;
    const QByteArray line = QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
    m_socket->write(QByteArray::number(line.size(), 16) + "\r\n" + line + "\r\n");
    m_socket->flush();
}

void FakeKubeHttpConnection::endStream()
{
    if (!m_socket || !m_streaming)
        return;
    m_streaming = false;
    m_socket->write("0\r\n\r\n");
    m_busy = false;
    QTimer::singleShot(0, this, &FakeKubeHttpConnection::onReadyRead);
}

QTcpSocket *FakeKubeHttpConnection::takeSocket()
{
    QTcpSocket *socket = m_socket;
    m_socket = nullptr;
    if (socket) {
        socket->disconnect(this);
        socket->setParent(nullptr);
    }
    deleteLater();
    return socket;
}

} // namespace sandman::test
