// SPDX-License-Identifier: Apache-2.0
#include "RawWebSocketClient.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QRandomGenerator>
#include <QTimer>

#include <cstring>

namespace sandman::test {

namespace {
// Runs the event loop until the socket has something to read, or the time is up.
void waitForData(QTcpSocket *socket, const QDeadlineTimer &deadline)
{
    QEventLoop loop;
    QObject::connect(socket, &QTcpSocket::readyRead, &loop, &QEventLoop::quit);
    QObject::connect(socket, &QTcpSocket::disconnected, &loop, &QEventLoop::quit);
    QTimer::singleShot(qMax<qint64>(1, qMin<qint64>(deadline.remainingTime(), 200)), &loop,
                       &QEventLoop::quit);
    loop.exec();
}
} // namespace

bool RawWebSocketClient::open(const QUrl &url, const QByteArray &token, int timeoutMs)
{
    m_socket.setReadBufferSize(kReadBufferSize);
    m_socket.connectToHost(url.host(), quint16(url.port()));
    QDeadlineTimer deadline(timeoutMs);
    QEventLoop loop;
    QObject::connect(&m_socket, &QTcpSocket::connected, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    if (m_socket.state() != QAbstractSocket::ConnectedState) {
        qWarning("cannot connect to %s", qPrintable(url.toString()));
        return false;
    }
    m_socket.write("GET " + url.path().toUtf8()
                   + " HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                     "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                     "Authorization: Bearer "
                   + token + "\r\n\r\n");
    qsizetype end = -1;
    while ((end = m_buffer.indexOf("\r\n\r\n")) < 0 && !deadline.hasExpired()) {
        waitForData(&m_socket, deadline);
        m_buffer += m_socket.readAll();
    }
    if (end < 0 || !m_buffer.startsWith("HTTP/1.1 101")) {
        qWarning("upgrade refused: %s", m_buffer.left(m_buffer.indexOf('\r')).constData());
        return false;
    }
    m_buffer.remove(0, end + 4);
    return true;
}

void RawWebSocketClient::sendText(const QByteArray &text)
{
    QByteArray frame;
    frame.append(char(0x81));
    const qsizetype size = text.size();
    if (size < 126) {
        frame.append(char(0x80 | size));
    } else if (size < 65536) {
        frame.append(char(0x80 | 126));
        frame.append(char(size >> 8));
        frame.append(char(size & 0xff));
    } else {
        frame.append(char(0x80 | 127));
        for (int shift = 56; shift >= 0; shift -= 8)
            frame.append(char((quint64(size) >> shift) & 0xff));
    }
    const quint32 key = QRandomGenerator::global()->generate();
    char mask[4];
    std::memcpy(mask, &key, 4);
    frame.append(mask, 4);
    const qsizetype start = frame.size();
    frame.append(text);
    for (qsizetype i = 0; i < size; ++i)
        frame[start + i] = char(frame.at(start + i) ^ mask[i % 4]);
    m_socket.write(frame);
}

bool RawWebSocketClient::nextMessage(QByteArray *message, int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        if (takeMessage(message))
            return true;
        if (m_closed || deadline.hasExpired())
            return false;
        if (m_socket.bytesAvailable() == 0) {
            if (m_socket.state() != QAbstractSocket::ConnectedState)
                return false;
            waitForData(&m_socket, deadline);
        }
        m_buffer += m_socket.readAll();
    }
}

bool RawWebSocketClient::takeMessage(QByteArray *message)
{
    // Server frames are not masked (RFC 6455 §5.1).
    for (;;) {
        if (m_buffer.size() < 2)
            return false;
        const auto *bytes = reinterpret_cast<const uchar *>(m_buffer.constData());
        const bool fin = bytes[0] & 0x80;
        const int opcode = bytes[0] & 0x0f;
        qint64 length = bytes[1] & 0x7f;
        qsizetype header = 2;
        if (length == 126) {
            if (m_buffer.size() < 4)
                return false;
            length = (qint64(bytes[2]) << 8) | bytes[3];
            header = 4;
        } else if (length == 127) {
            if (m_buffer.size() < 10)
                return false;
            length = 0;
            for (int i = 0; i < 8; ++i)
                length = (length << 8) | bytes[2 + i];
            header = 10;
        }
        if (m_buffer.size() < header + length)
            return false;
        const QByteArray payload = m_buffer.mid(header, length);
        m_buffer.remove(0, header + length);
        if (opcode == 0x8) {
            m_closed = true;
            return false;
        }
        if (opcode != 0x0 && opcode != 0x1 && opcode != 0x2)
            continue; // ping / pong
        m_fragments += payload;
        if (fin) {
            *message = std::exchange(m_fragments, {});
            return true;
        }
    }
}

} // namespace sandman::test
