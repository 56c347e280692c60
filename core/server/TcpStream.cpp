// SPDX-License-Identifier: Apache-2.0
#include "TcpStream.h"

#include <QSocketNotifier>
#include <QTcpSocket>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace sandman {

namespace {
constexpr qint64 kWriteChunk = 256 * 1024;
} // namespace

TcpStream *TcpStream::adopt(QTcpSocket *socket, qint64 readLimit, QObject *parent)
{
    if (!socket || socket->state() != QAbstractSocket::ConnectedState || socket->socketDescriptor() < 0)
        return nullptr;
    // Our own reference to the connection: closing the QTcpSocket's then sends nothing.
    const int fd = ::fcntl(int(socket->socketDescriptor()), F_DUPFD_CLOEXEC, 0);
    if (fd < 0)
        return nullptr;
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    const QByteArray early = socket->readAll();
    socket->abort();
    auto *stream = new TcpStream(fd, readLimit, parent);
    stream->m_in = early;
    return stream;
}

TcpStream::TcpStream(int fd, qint64 readLimit, QObject *parent)
    : QObject(parent)
    , m_fd(fd)
    , m_readLimit(qMax<qint64>(readLimit, 4096))
    , m_readNotifier(new QSocketNotifier(fd, QSocketNotifier::Read, this))
    , m_writeNotifier(new QSocketNotifier(fd, QSocketNotifier::Write, this))
{
    m_writeNotifier->setEnabled(false);
    connect(m_readNotifier, &QSocketNotifier::activated, this, &TcpStream::onReadable);
    connect(m_writeNotifier, &QSocketNotifier::activated, this, &TcpStream::onWritable);
}

TcpStream::~TcpStream()
{
    abort();
}

QByteArray TcpStream::read(qint64 maxBytes)
{
    const QByteArray bytes = m_in.left(maxBytes);
    m_in.remove(0, bytes.size());
    if (m_fd >= 0 && !m_readFinished && m_in.size() < m_readLimit)
        m_readNotifier->setEnabled(true);
    return bytes;
}

void TcpStream::write(const QByteArray &bytes)
{
    if (m_fd < 0 || m_shutdownAsked || bytes.isEmpty())
        return;
    m_out.append(bytes);
    m_writeNotifier->setEnabled(true);
}

void TcpStream::shutdownWrite()
{
    if (m_fd < 0 || m_shutdownAsked)
        return;
    m_shutdownAsked = true;
    if (m_out.isEmpty()) {
        ::shutdown(m_fd, SHUT_WR);
        m_writeShut = true;
    }
}

void TcpStream::abort()
{
    if (m_fd < 0)
        return;
    m_readNotifier->setEnabled(false);
    m_writeNotifier->setEnabled(false);
    ::close(m_fd);
    m_fd = -1;
    m_out.clear();
}

void TcpStream::onReadable()
{
    bool more = false;
    while (m_fd >= 0 && m_in.size() < m_readLimit) {
        char buffer[64 * 1024];
        const ssize_t got
            = ::recv(m_fd, buffer, size_t(qMin<qint64>(sizeof buffer, m_readLimit - m_in.size())), 0);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            break;
        if (got < 0)
            return fail(errno);
        if (got == 0) {
            m_readFinished = true;
            m_readNotifier->setEnabled(false);
            if (more)
                emit readyRead();
            emit readFinished();
            return;
        }
        m_in.append(buffer, got);
        more = true;
    }
    if (m_fd >= 0 && m_in.size() >= m_readLimit)
        m_readNotifier->setEnabled(false); // until read() makes room: the sender waits in TCP
    if (more)
        emit readyRead();
}

void TcpStream::onWritable()
{
    qint64 written = 0;
    while (m_fd >= 0 && !m_out.isEmpty()) {
        const ssize_t sent
            = ::send(m_fd, m_out.constData(), size_t(qMin<qint64>(m_out.size(), kWriteChunk)), MSG_NOSIGNAL);
        if (sent < 0 && errno == EINTR)
            continue;
        if (sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            break;
        if (sent < 0)
            return fail(errno);
        m_out.remove(0, sent);
        written += sent;
    }
    if (m_fd >= 0 && m_out.isEmpty()) {
        m_writeNotifier->setEnabled(false);
        if (m_shutdownAsked && !m_writeShut) {
            ::shutdown(m_fd, SHUT_WR);
            m_writeShut = true;
        }
    }
    if (written > 0)
        emit bytesWritten(written);
}

void TcpStream::fail(int error)
{
    m_error = QString::fromLocal8Bit(strerror(error));
    abort();
    emit failed();
}

} // namespace sandman
