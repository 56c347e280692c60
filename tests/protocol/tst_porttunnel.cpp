// SPDX-License-Identifier: Apache-2.0
// PortTunnel's flow control: a service that writes fast behind a WebSocket peer that reads
// nothing is read only as far as the tunnel's bound (the rest waits in the service's socket),
// and once the peer reads again everything arrives, in order, before the tunnel closes. The
// other way, a paced pair of tunnels (the window's end and the agent's) holds a fast browser
// back behind a service that reads nothing, and a client that does not pace itself is cut off
// before it fills the agent's memory.
#include "server/PortTunnel.h"

#include <QCryptographicHash>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QWebSocket>
#include <QWebSocketServer>
#include <QtTest>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace sandman;

namespace {
constexpr qint64 kServiceBytes = 128LL * 1024 * 1024;

// The byte at offset i of the service's stream: a pattern that shows reordering or loss.
char patternAt(qint64 i)
{
    return char((i * 131 + i / 4096) & 0xff);
}

// One connection to a TCP server of the test's, read only while reading is on: take() gets
// the bytes (Qt stops taking from the kernel at 64 KiB meanwhile).
class SwitchedReader : public QObject
{
public:
    QTcpServer server;
    QTcpSocket *socket = nullptr;

    SwitchedReader()
    {
        server.listen(QHostAddress::LocalHost, 0);
        connect(&server, &QTcpServer::newConnection, this, [this] {
            socket = server.nextPendingConnection();
            socket->setReadBufferSize(64 * 1024);
            connect(socket, &QTcpSocket::readyRead, this, [this] {
                if (reading)
                    take();
            });
        });
    }
    void setReading(bool on)
    {
        reading = on;
        if (on && socket)
            take();
    }

protected:
    virtual void take() = 0;

private:
    bool reading = false;
};

// A WebSocket server by hand, so the test decides when it reads: it answers the upgrade, then
// reads only while reading is on, unmasks the client's frames and checks their bytes.
class SlowPeer : public SwitchedReader
{
public:
    QByteArray pending;
    qint64 payloadBytes = 0;
    bool patternOk = true;
    bool closed = false;

private:
    bool upgraded = false;

    void take() override
    {
        pending += socket->readAll();
        if (!upgraded) {
            const qsizetype end = pending.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            QByteArray key;
            for (const QByteArray &line : pending.left(end).split('\n')) {
                if (line.toLower().startsWith("sec-websocket-key:"))
                    key = line.mid(18).trimmed();
            }
            const QByteArray accept = QCryptographicHash::hash(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11",
                                                               QCryptographicHash::Sha1)
                                          .toBase64();
            socket->write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                          "Sec-WebSocket-Accept: "
                          + accept + "\r\n\r\n");
            pending.remove(0, end + 4);
            upgraded = true;
        }
        // Frames from a client: FIN/opcode, MASK|length (126: 16 bits, 127: 64 bits), mask, payload.
        for (;;) {
            if (pending.size() < 2)
                return;
            const auto byte = [this](qsizetype i) { return quint8(pending.at(i)); };
            const int opcode = byte(0) & 0x0f;
            qint64 length = byte(1) & 0x7f;
            qsizetype at = 2;
            if (length == 126) {
                if (pending.size() < 4)
                    return;
                length = (qint64(byte(2)) << 8) | byte(3);
                at = 4;
            } else if (length == 127) {
                if (pending.size() < 10)
                    return;
                length = 0;
                for (int i = 0; i < 8; ++i)
                    length = (length << 8) | byte(2 + i);
                at = 10;
            }
            if (pending.size() < at + 4 + length)
                return;
            const QByteArray mask = pending.mid(at, 4);
            const char *data = pending.constData() + at + 4;
            if (opcode == 0x8) {
                closed = true;
            } else if (opcode == 0x0 || opcode == 0x2) {
                for (qint64 i = 0; i < length; ++i) {
                    if (char(data[i] ^ mask.at(int(i % 4))) != patternAt(payloadBytes + i))
                        patternOk = false;
                }
                payloadBytes += length;
            }
            pending.remove(0, at + 4 + length);
        }
    }
};

// A service that reads only while reading is on, and checks the pattern of what it reads.
class StalledService : public SwitchedReader
{
public:
    qint64 received = 0;
    bool patternOk = true;

private:
    void take() override
    {
        const QByteArray bytes = socket->readAll();
        for (qsizetype i = 0; i < bytes.size(); ++i)
            patternOk = patternOk && bytes.at(i) == patternAt(received + i);
        received += bytes.size();
    }
};

// The agent's end: a WebSocket server whose every socket becomes a tunnel to the service.
class AgentEnd : public QObject
{
public:
    QWebSocketServer server{QStringLiteral("test"), QWebSocketServer::NonSecureMode};
    int tunnels = 0;

    AgentEnd(quint16 servicePort, PortTunnel::Pacing pacing)
    {
        server.listen(QHostAddress::LocalHost, 0);
        connect(&server, &QWebSocketServer::newConnection, this, [this, servicePort, pacing] {
            QWebSocket *socket = server.nextPendingConnection();
            auto *tcp = new QTcpSocket;
            new PortTunnel(socket, tcp, pacing, this);
            ++tunnels;
            tcp->connectToHost(QHostAddress::LocalHost, servicePort);
        });
    }
    QUrl url() const { return QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(server.serverPort())); }
};
} // namespace

class TestPortTunnel : public QObject
{
    Q_OBJECT
private slots:
    // A browser writing fast through the window's tunnel, the agent's tunnel and a service that
    // reads nothing: the browser's writes stall after about a window, nothing is cut off, and
    // once the service reads everything arrives in order.
    void aPacedClientWaitsForAStalledService()
    {
        StalledService service;
        AgentEnd agent(service.server.serverPort(), PortTunnel::Pacing::Offer);
        QTcpServer forward; // the window's listener
        QVERIFY(forward.listen(QHostAddress::LocalHost, 0));
        PortTunnel *windowEnd = nullptr;
        connect(&forward, &QTcpServer::newConnection, this, [&] {
            auto *socket = new QWebSocket;
            socket->open(agent.url());
            windowEnd = new PortTunnel(socket, forward.nextPendingConnection(), PortTunnel::Pacing::Ask);
        });
        QTcpSocket browser;
        qint64 written = 0;
        const auto feed = [&] {
            while (written < kServiceBytes && browser.bytesToWrite() < 4 * 1024 * 1024) {
                QByteArray chunk(qMin<qint64>(1024 * 1024, kServiceBytes - written), Qt::Uninitialized);
                for (qint64 i = 0; i < chunk.size(); ++i)
                    chunk[i] = patternAt(written + i);
                written += browser.write(chunk);
            }
        };
        connect(&browser, &QTcpSocket::bytesWritten, this, feed);
        browser.connectToHost(QHostAddress::LocalHost, forward.serverPort());
        QVERIFY(browser.waitForConnected(5000));
        feed();
        QTest::qWait(1500);
        const qint64 taken = written - browser.bytesToWrite();
        qInfo("the browser got %lld of %lld bytes out while the service read nothing", taken, kServiceBytes);
        // The agent's window (4 MiB), the window's read buffer and in-flight bound, and the
        // kernel's socket buffers on the way; unpaced it takes all 128 MiB in well under a second.
        QVERIFY2(taken < 48LL * 1024 * 1024, qPrintable(QString::number(taken)));
        QCOMPARE(agent.tunnels, 1);
        QVERIFY(browser.state() == QAbstractSocket::ConnectedState); // paced, so never cut off

        service.setReading(true);
        QTRY_COMPARE_WITH_TIMEOUT(service.received, kServiceBytes, 60000);
        QVERIFY(service.patternOk);
        Q_UNUSED(windowEnd);
    }

    // Half-close through both ends: the browser sends a request and shuts down its sending (as
    // an HTTP/1.0 client or `nc -N` does); the service reads to the end of the request, answers
    // 3 MiB and closes. The answer arrives whole, then the browser's end of stream.
    void aHalfCloseCarriesTheAnswer()
    {
        // Both the browser and the service by hand: QTcpSocket has no half-close either.
        const auto loopback = [](quint16 port) {
            struct sockaddr_in address = {};
            address.sin_family = AF_INET;
            address.sin_port = htons(port);
            address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
            return address;
        };
        const int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
        struct sockaddr_in bound = loopback(0);
        QCOMPARE(::bind(listener, reinterpret_cast<sockaddr *>(&bound), sizeof bound), 0);
        QCOMPARE(::listen(listener, 4), 0);
        socklen_t length = sizeof bound;
        ::getsockname(listener, reinterpret_cast<sockaddr *>(&bound), &length);
        AgentEnd agent(ntohs(bound.sin_port), PortTunnel::Pacing::Offer);
        QTcpServer forward;
        QVERIFY(forward.listen(QHostAddress::LocalHost, 0));
        connect(&forward, &QTcpServer::newConnection, this, [&] {
            auto *socket = new QWebSocket;
            socket->open(agent.url());
            new PortTunnel(socket, forward.nextPendingConnection(), PortTunnel::Pacing::Ask);
        });
        const int browser = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        struct sockaddr_in address = loopback(forward.serverPort());
        QCOMPARE(::connect(browser, reinterpret_cast<sockaddr *>(&address), sizeof address), 0);
        const QByteArray get = "GET / HTTP/1.0\r\n\r\n";
        QCOMPARE(::send(browser, get.constData(), size_t(get.size()), 0), get.size());
        QCOMPARE(::shutdown(browser, SHUT_WR), 0);
        ::fcntl(browser, F_SETFL, O_NONBLOCK);

        QByteArray answer(3 * 1024 * 1024, Qt::Uninitialized);
        for (qint64 i = 0; i < answer.size(); ++i)
            answer[i] = patternAt(i);
        int service = -1;
        QByteArray request, received;
        bool requestEnded = false, browserEnded = false;
        qint64 answered = 0;
        QElapsedTimer timer;
        timer.start();
        char buffer[65536];
        while (!browserEnded && timer.elapsed() < 20000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
            if (service < 0)
                service = ::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
            if (service >= 0 && !requestEnded) {
                const ssize_t got = ::recv(service, buffer, sizeof buffer, 0);
                if (got > 0)
                    request.append(buffer, got);
                requestEnded = got == 0; // the browser's FIN came through the tunnel
            }
            if (requestEnded && answered < answer.size()) {
                const ssize_t sent = ::send(service, answer.constData() + answered,
                                            size_t(answer.size() - answered), MSG_NOSIGNAL);
                if (sent > 0)
                    answered += sent;
                if (answered == answer.size())
                    ::close(service); // the answer, then its end
            }
            const ssize_t got = ::recv(browser, buffer, sizeof buffer, 0);
            if (got > 0)
                received.append(buffer, got);
            else if (got == 0)
                browserEnded = true;
        }
        ::close(browser);
        ::close(listener);
        QVERIFY(requestEnded);
        QCOMPARE(request, get);
        QVERIFY2(browserEnded, "the browser never saw the end of the answer");
        QCOMPARE(received.size(), answer.size());
        QVERIFY(received == answer);
    }

    // A client that never asked for pacing (an old window, or one that means harm) and floods
    // a service that reads nothing: the agent's end holds at most kMaxUnpaced, then closes the
    // WebSocket with a policy violation.
    void anUnpacedFloodIsCutOff()
    {
        StalledService service;
        AgentEnd agent(service.server.serverPort(), PortTunnel::Pacing::None);
        QWebSocket client;
        client.open(agent.url());
        QTRY_VERIFY(client.state() == QAbstractSocket::ConnectedState);
        QTRY_VERIFY(service.socket != nullptr);
        QSignalSpy disconnected(&client, &QWebSocket::disconnected);
        const QByteArray chunk(1024 * 1024, 'x');
        for (int i = 0; i < 64 && client.state() == QAbstractSocket::ConnectedState; ++i) {
            client.sendBinaryMessage(chunk);
            QCoreApplication::processEvents();
        }
        QVERIFY(disconnected.wait(20000) || !disconnected.isEmpty());
        QCOMPARE(client.closeCode(), QWebSocketProtocol::CloseCodePolicyViolated);
        QVERIFY2(client.closeReason().contains(QLatin1String("window")), qPrintable(client.closeReason()));
    }

    void aSlowPeerHoldsTheServiceBack()
    {
        SlowPeer peer;
        QTcpServer service;
        QVERIFY(service.listen(QHostAddress::LocalHost, 0));
        QTcpSocket *serviceSide = nullptr;
        qint64 written = 0;
        const auto feed = [&] {
            // Keeps a few MiB queued in the service's socket, as a fast server would.
            while (serviceSide && written < kServiceBytes && serviceSide->bytesToWrite() < 4 * 1024 * 1024) {
                QByteArray chunk(qMin<qint64>(1024 * 1024, kServiceBytes - written), Qt::Uninitialized);
                for (qint64 i = 0; i < chunk.size(); ++i)
                    chunk[i] = patternAt(written + i);
                written += serviceSide->write(chunk);
            }
            if (serviceSide && written == kServiceBytes && serviceSide->bytesToWrite() == 0)
                serviceSide->disconnectFromHost();
        };
        connect(&service, &QTcpServer::newConnection, this, [&] {
            serviceSide = service.nextPendingConnection();
            connect(serviceSide, &QTcpSocket::bytesWritten, this, feed);
            feed();
        });

        auto *tcp = new QTcpSocket;
        tcp->connectToHost(QHostAddress::LocalHost, service.serverPort());
        auto *webSocket = new QWebSocket;
        webSocket->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(peer.server.serverPort())));
        peer.setReading(true); // the upgrade
        QTRY_VERIFY(webSocket->state() == QAbstractSocket::ConnectedState);
        peer.setReading(false);
        auto *tunnel = new PortTunnel(webSocket, tcp, PortTunnel::Pacing::None);
        QSignalSpy finished(tunnel, &PortTunnel::finished);

        // The peer reads nothing for a while: the service's writes stall well short of the end.
        QTest::qWait(1500);
        const qint64 taken = written - (serviceSide ? serviceSide->bytesToWrite() : 0);
        qInfo("the service got %lld of %lld bytes out while nobody read", taken, kServiceBytes);
        // The tunnel's bound, its read buffer and the kernel's socket buffers on the way.
        QVERIFY2(taken < 48LL * 1024 * 1024, qPrintable(QString::number(taken)));

        // Reading again: all of it arrives, in order, then the close.
        peer.setReading(true);
        QTRY_VERIFY_WITH_TIMEOUT(peer.closed, 60000);
        QCOMPARE(peer.payloadBytes, kServiceBytes);
        QVERIFY(peer.patternOk);
        Q_UNUSED(finished);
    }
};

QTEST_GUILESS_MAIN(TestPortTunnel)
#include "tst_porttunnel.moc"
