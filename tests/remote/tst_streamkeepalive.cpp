// SPDX-License-Identifier: Apache-2.0
// Quiet streams are kept alive (StreamKeepAlive): an idle POST /api/watch or GET
// /api/sandman/events gets an empty frame every streamKeepAliveMs, over /ws (a stream frame
// with data "", which resets the SDK's streamIdleTimeoutMs and which its SSE parser skips) and
// over HTTP (an SSE comment line). Plain answers never get one, and a busy stream none either.
#include "server/AgentServer.h"
#include "server/SandboxHost.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QWebSocket>
#include <QtTest>

#include <memory>

using namespace sandman;

namespace {
constexpr int kKeepAliveMs = 150;
const QByteArray kToken = QByteArrayLiteral("keepalive-test-token");

// What a client saw of one stream: when each keep-alive came (ms since the request).
struct Seen {
    QList<qint64> keepAlives;
    QStringList eventTypes;
    int plainAnswers = 0; // whole responses (not streams)
};
} // namespace

class TestStreamKeepAlive : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_workspace;
    std::unique_ptr<SandboxHost> m_host;
    std::unique_ptr<AgentServer> m_server;

    QByteArray body(const QString &route) const
    {
        if (route == QLatin1String("/api/watch"))
            return QJsonDocument(QJsonObject{{QStringLiteral("path"), m_workspace.path()}})
                .toJson(QJsonDocument::Compact);
        if (route == QLatin1String("/api/execute")) // answers after about four intervals
            return QByteArrayLiteral(R"({"command":"sleep 0.6; echo done"})");
        return QByteArrayLiteral("{}");
    }

    // Follows one stream over /ws for ms milliseconds.
    Seen overWebSocket(const QString &method, const QString &route, int ms)
    {
        Seen seen;
        QWebSocket socket;
        QNetworkRequest request(m_server->url());
        request.setRawHeader("Authorization", "Bearer " + kToken);
        QElapsedTimer clock;
        connect(&socket, &QWebSocket::textMessageReceived, &socket, [&](const QString &text) {
            const QJsonObject frame = QJsonDocument::fromJson(text.toUtf8()).object();
            const QString type = frame.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("response")) {
                ++seen.plainAnswers;
            } else if (type == QLatin1String("stream")) {
                const QString data = frame.value(QStringLiteral("data")).toString();
                if (data.isEmpty())
                    seen.keepAlives.append(clock.elapsed());
                else
                    seen.eventTypes.append(QJsonDocument::fromJson(data.toUtf8())
                                               .object()
                                               .value(QStringLiteral("type"))
                                               .toString());
            }
        });
        socket.open(request);
        if (!QTest::qWaitFor([&] { return socket.state() == QAbstractSocket::ConnectedState; }, 5000))
            return seen;
        clock.start();
        socket.sendTextMessage(QString::fromUtf8(
            QJsonDocument(
                QJsonObject{{QStringLiteral("type"), QStringLiteral("request")},
                            {QStringLiteral("id"), QStringLiteral("r1")},
                            {QStringLiteral("method"), method},
                            {QStringLiteral("path"), route},
                            {QStringLiteral("body"), QJsonDocument::fromJson(body(route)).object()}})
                .toJson(QJsonDocument::Compact)));
        QTest::qWait(ms);
        return seen;
    }

    // The same over plain HTTP (SSE).
    Seen overHttp(const QString &method, const QString &route, int ms)
    {
        Seen seen;
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, m_server->serverPort());
        if (!socket.waitForConnected(5000))
            return seen;
        QElapsedTimer clock;
        clock.start();
        const QByteArray content = body(route);
        socket.write(method.toLatin1() + ' ' + route.toLatin1() + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                     + "Authorization: Bearer " + kToken + "\r\nContent-Type: application/json\r\n"
                     + "Content-Length: " + QByteArray::number(content.size()) + "\r\n\r\n" + content);
        QByteArray received;
        connect(&socket, &QTcpSocket::readyRead, &socket, [&] {
            received += socket.readAll();
            qsizetype at = 0;
            while ((at = received.indexOf(": keepalive\n\n")) >= 0) {
                seen.keepAlives.append(clock.elapsed());
                received.remove(at, 13);
            }
            while ((at = received.indexOf("data: ")) >= 0) {
                const qsizetype end = received.indexOf("\n\n", at);
                if (end < 0)
                    break;
                seen.eventTypes.append(QJsonDocument::fromJson(received.mid(at + 6, end - at - 6))
                                           .object()
                                           .value(QStringLiteral("type"))
                                           .toString());
                received.remove(0, end + 2);
            }
            if (received.startsWith("HTTP/1.1 200 OK") && received.contains("application/json"))
                ++seen.plainAnswers;
        });
        QTest::qWait(ms);
        return seen;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_workspace.isValid());
        Sandbox::Options options;
        options.workspaceDir = m_workspace.path();
        options.streamKeepAliveMs = kKeepAliveMs;
        m_host = std::make_unique<SandboxHost>(options);
        AgentServer::Options serverOptions;
        serverOptions.token = kToken;
        m_server = std::make_unique<AgentServer>(m_host->handler(), m_host->context(), serverOptions);
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
    }
    void cleanupTestCase()
    {
        m_server.reset();
        m_host.reset();
    }

    void quietStreamsAreKeptAlive_data()
    {
        QTest::addColumn<QString>("transport");
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("route");
        QTest::addColumn<QString>("firstEvent");
        for (const QString &transport : {QStringLiteral("ws"), QStringLiteral("http")}) {
            QTest::addRow("%s watch", qPrintable(transport))
                << transport << QStringLiteral("POST") << QStringLiteral("/api/watch")
                << QStringLiteral("watching");
            QTest::addRow("%s events", qPrintable(transport))
                << transport << QStringLiteral("GET") << QStringLiteral("/api/sandman/events")
                << QStringLiteral("subscribed");
        }
    }
    void quietStreamsAreKeptAlive()
    {
        QFETCH(QString, transport);
        QFETCH(QString, method);
        QFETCH(QString, route);
        QFETCH(QString, firstEvent);
        const int window = 8 * kKeepAliveMs;
        const Seen seen = transport == QLatin1String("ws") ? overWebSocket(method, route, window)
                                                           : overHttp(method, route, window);
        QVERIFY2(!seen.eventTypes.isEmpty(), "the stream did not start");
        QCOMPARE(seen.eventTypes.first(), firstEvent);
        QCOMPARE(seen.plainAnswers, 0);
        // About one per interval (coarse timers may be 5% late; a loaded machine later still).
        QVERIFY2(
            seen.keepAlives.size() >= 4,
            qPrintable(QStringLiteral("%1 keep-alives in %2 ms").arg(seen.keepAlives.size()).arg(window)));
        QVERIFY(seen.keepAlives.size() <= 8);
        for (int i = 1; i < seen.keepAlives.size(); ++i)
            QVERIFY2(seen.keepAlives.at(i) - seen.keepAlives.at(i - 1) >= kKeepAliveMs * 9 / 10,
                     qPrintable(QStringLiteral("keep-alives %1 ms apart")
                                    .arg(seen.keepAlives.at(i) - seen.keepAlives.at(i - 1))));
    }

    void plainAnswersGetNone_data()
    {
        QTest::addColumn<QString>("transport");
        QTest::newRow("ws") << QStringLiteral("ws");
        QTest::newRow("http") << QStringLiteral("http");
    }
    void plainAnswersGetNone()
    {
        QFETCH(QString, transport);
        // A command that answers only after four intervals: a plain response, no stream frame.
        const Seen seen = transport == QLatin1String("ws")
            ? overWebSocket(QStringLiteral("POST"), QStringLiteral("/api/execute"), 8 * kKeepAliveMs)
            : overHttp(QStringLiteral("POST"), QStringLiteral("/api/execute"), 8 * kKeepAliveMs);
        QCOMPARE(seen.plainAnswers, 1);
        QVERIFY(seen.keepAlives.isEmpty());
        QVERIFY(seen.eventTypes.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestStreamKeepAlive)
#include "tst_streamkeepalive.moc"
