// SPDX-License-Identifier: Apache-2.0
#include "PortProbe.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QTcpSocket>
#include <QTimer>

namespace sandman {

PortProbe::PortProbe(const Check &check, QObject *parent)
    : QObject(parent)
    , m_check(check)
{ }

void PortProbe::start()
{
    m_timeout = new QTimer(this);
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] {
        finish(false, 0, QCoreApplication::translate("PortProbe", "no answer within %1 ms").arg(kTimeoutMs));
    });
    m_timeout->start(kTimeoutMs);
    m_socket = new QTcpSocket(this);
    connect(m_socket, &QTcpSocket::connected, this, &PortProbe::onConnected);
    connect(m_socket, &QTcpSocket::readyRead, this, &PortProbe::onReadyRead);
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this] {
        if (m_done)
            return;
        // The peer closing after its answer is not an error: the status line may be in.
        if (m_connected && m_check.http && m_socket->error() == QAbstractSocket::RemoteHostClosedError) {
            onReadyRead();
            if (m_done)
                return;
        }
        if (!m_connected && m_addressIndex < 2) {
            QTimer::singleShot(0, this, &PortProbe::connectNext);
            return;
        }
        finish(false, 0, m_socket->errorString());
    });
    connectNext();
}

void PortProbe::connectNext()
{
    if (m_done)
        return;
    const QHostAddress address = m_addressIndex++ == 0 ? QHostAddress(QHostAddress::LocalHost)
                                                       : QHostAddress(QHostAddress::LocalHostIPv6);
    m_socket->abort();
    m_socket->connectToHost(address, m_check.port);
}

void PortProbe::onConnected()
{
    m_connected = true;
    if (!m_check.http) {
        m_socket->abort();
        return finish(true, 0, QString());
    }
    QString path = m_check.path.isEmpty() ? QStringLiteral("/") : m_check.path;
    if (!path.startsWith(QLatin1Char('/')))
        path.prepend(QLatin1Char('/'));
    const QByteArray request = "GET " + path.toUtf8()
        + " HTTP/1.1\r\nHost: localhost:" + QByteArray::number(m_check.port)
        + "\r\nUser-Agent: sandman-agent\r\nAccept: */*\r\nConnection: close\r\n\r\n";
    m_socket->write(request);
}

void PortProbe::onReadyRead()
{
    if (m_done)
        return;
    m_head += m_socket->read(kMaxHeadBytes - m_head.size());
    const qsizetype end = m_head.indexOf("\r\n");
    if (end < 0) {
        if (m_head.size() >= kMaxHeadBytes)
            finish(false, 0, QCoreApplication::translate("PortProbe", "the answer is not HTTP"));
        return;
    }
    // "HTTP/1.1 200 OK"
    const QList<QByteArray> parts = m_head.left(end).split(' ');
    bool isNumber = false;
    const int status = parts.size() >= 2 ? parts.at(1).toInt(&isNumber) : 0;
    if (!parts.at(0).startsWith("HTTP/") || !isNumber || status < 100 || status > 999)
        return finish(false, 0, QCoreApplication::translate("PortProbe", "the answer is not HTTP"));
    m_socket->abort();
    if (status >= m_check.statusMin && status <= m_check.statusMax)
        return finish(true, status, QString());
    finish(false, status,
           QCoreApplication::translate("PortProbe", "HTTP status %1 not in expected range %2-%3")
               .arg(status)
               .arg(m_check.statusMin)
               .arg(m_check.statusMax));
}

void PortProbe::finish(bool ready, int statusCode, const QString &error)
{
    if (m_done)
        return;
    m_done = true;
    m_timeout->stop();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
    emit finished(ready, statusCode, error);
}

} // namespace sandman
