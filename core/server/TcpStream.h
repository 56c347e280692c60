// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

class QSocketNotifier;
class QTcpSocket;

namespace sandman {

// A connected TCP socket read and written through its descriptor, for what QTcpSocket cannot
// do: carry a half-close. QTcpSocket closes both ways once its peer stops sending; this keeps
// writing after the peer's end of stream (readFinished()) and can end its own sending side
// alone (shutdownWrite(): FIN after what is queued). Reads stop while readLimit bytes wait
// unread, so that a sender is held back by TCP itself. Writes go out from the event loop, and
// bytesWritten() reports them as QTcpSocket does.
class TcpStream : public QObject
{
    Q_OBJECT
public:
    // Takes over a connected QTcpSocket's connection (and what it had read already); the
    // QTcpSocket is left closed, for its owner to delete. nullptr when it is not connected.
    static TcpStream *adopt(QTcpSocket *socket, qint64 readLimit, QObject *parent = nullptr);
    ~TcpStream() override;

    qint64 bytesAvailable() const { return m_in.size(); }
    QByteArray read(qint64 maxBytes);
    void write(const QByteArray &bytes);
    qint64 bytesToWrite() const { return m_out.size(); }
    // FIN once everything queued is written; writes after it are dropped.
    void shutdownWrite();
    bool isReadFinished() const { return m_readFinished; }
    bool isOpen() const { return m_fd >= 0; }
    // Closes at once (what is queued is dropped).
    void abort();
    QString errorString() const { return m_error; }

signals:
    void readyRead();
    void bytesWritten(qint64 bytes);
    void readFinished(); // the peer sent its FIN: nothing more to read
    void failed(); // reset or broken: closed, errorString() says why

private:
    TcpStream(int fd, qint64 readLimit, QObject *parent);
    void onReadable();
    void onWritable();
    void fail(int error);

    int m_fd;
    qint64 m_readLimit;
    QSocketNotifier *m_readNotifier;
    QSocketNotifier *m_writeNotifier;
    QByteArray m_in;
    QByteArray m_out;
    QString m_error;
    bool m_readFinished = false;
    bool m_shutdownAsked = false;
    bool m_writeShut = false;
};

} // namespace sandman
