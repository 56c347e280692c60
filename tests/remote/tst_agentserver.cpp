// SPDX-License-Identifier: Apache-2.0
// The agent's /ws server: authentication before the upgrade, malformed input, multiplexing,
// limits, cancellation and clients that vanish. Served by TestAgent's small router.
#include "FutureWait.h"
#include "TestAgent.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "protocol/ProtocolCodec.h"
#include "server/AccessToken.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QWebSocket>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {

// Sends a hand-written HTTP request (plus optional trailing bytes) and returns the status code
// of the answer, or -1 when the agent closed without one.
// With keepOpen, the socket stays open (for frames after a 101) until *keepOpen is reset.
int rawHttpStatus(quint16 port, const QByteArray &request, const QByteArray &trailing = {},
                  QByteArray *responseOut = nullptr, std::unique_ptr<QTcpSocket> *keepOpen = nullptr)
{
    auto owned = std::make_unique<QTcpSocket>();
    QTcpSocket &socket = *owned;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(5000))
        return -2;
    socket.write(request + trailing);
    QByteArray response;
    waitUntil(
        [&] {
            response += socket.readAll();
            return response.contains("\r\n\r\n") || socket.state() == QAbstractSocket::UnconnectedState;
        },
        5000);
    response += socket.readAll();
    if (responseOut)
        *responseOut = response;
    if (keepOpen)
        *keepOpen = std::move(owned);
    const QList<QByteArray> statusLine = response.left(response.indexOf("\r\n")).split(' ');
    return statusLine.size() >= 2 ? statusLine.at(1).toInt() : -1;
}

QByteArray upgradeRequest(const QByteArray &target, const QList<QByteArray> &extraHeaders)
{
    QByteArray request = "GET " + target
        + " HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
          "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
          "Sec-WebSocket-Version: 13\r\n";
    for (const QByteArray &header : extraHeaders)
        request += header + "\r\n";
    return request + "\r\n";
}

// A masked client text frame (RFC 6455 §5.2) for payloads < 126 bytes.
QByteArray maskedTextFrame(const QByteArray &payload)
{
    QByteArray frame;
    frame.append(char(0x81));
    frame.append(char(0x80 | payload.size()));
    const char mask[4] = {1, 2, 3, 4};
    frame.append(mask, 4);
    for (int i = 0; i < payload.size(); ++i)
        frame.append(char(payload.at(i) ^ mask[i % 4]));
    return frame;
}

// An authenticated raw WebSocket to the agent, collecting every text message it receives.
struct RawClient {
    QWebSocket socket;
    QList<QJsonObject> messages;

    bool open(const QUrl &url, const QByteArray &token = TestAgent::token())
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, &socket, [this](const QString &text) {
            messages.append(QJsonDocument::fromJson(text.toUtf8()).object());
        });
        QNetworkRequest request(url);
        request.setRawHeader("Authorization", "Bearer " + token);
        socket.open(request);
        return waitUntil([&] { return socket.state() == QAbstractSocket::ConnectedState; }, 5000);
    }
    QJsonObject next(int timeoutMs = 5000)
    {
        if (!waitUntil([&] { return !messages.isEmpty(); }, timeoutMs))
            return {};
        return messages.takeFirst();
    }
    // The final response for id, skipping anything else.
    QJsonObject responseFor(const QString &id, int timeoutMs = 5000)
    {
        QJsonObject found;
        waitUntil(
            [&] {
                for (int i = 0; i < messages.size(); ++i) {
                    const QJsonObject m = messages.at(i);
                    if (m.value(QStringLiteral("type")) == QLatin1String("response")
                        && m.value(QStringLiteral("id")).toString() == id) {
                        found = m;
                        messages.removeAt(i);
                        return true;
                    }
                }
                return false;
            },
            timeoutMs);
        return found;
    }
};

std::unique_ptr<WebSocketTransport> makeTransport(const QUrl &url, QByteArray token = TestAgent::token())
{
    WebSocketTransport::Options options;
    options.token = std::move(token);
    options.initialReconnectDelayMs = 50;
    options.maxReconnectDelayMs = 200;
    auto transport = std::make_unique<WebSocketTransport>(url, options);
    transport->open();
    return transport;
}

} // namespace

class TestAgentServer : public QObject
{
    Q_OBJECT
private slots:
    void tokenComparison()
    {
        QVERIFY(AccessToken::matches("abc", "abc"));
        QVERIFY(!AccessToken::matches("abc", "abd"));
        QVERIFY(!AccessToken::matches("abc", "abcd"));
        QVERIFY(!AccessToken::matches("abc", ""));
        QVERIFY(!AccessToken::matches("", "")); // no token configured: nobody gets in
        const QByteArray a = AccessToken::generate();
        QCOMPARE(a.size(), 43);
        QVERIFY(a != AccessToken::generate());
    }

    void upgradeVetting_data()
    {
        QTest::addColumn<QByteArray>("target");
        QTest::addColumn<QList<QByteArray>>("headers");
        QTest::addColumn<int>("status");
        const QByteArray bearer = "Authorization: Bearer " + TestAgent::token();
        QTest::newRow("no token") << QByteArray("/ws") << QList<QByteArray>{} << 401;
        QTest::newRow("wrong token") << QByteArray("/ws") << QList<QByteArray>{"Authorization: Bearer nope"}
                                     << 401;
        QTest::newRow("wrong query token")
            << QByteArray("/ws?access_token=nope") << QList<QByteArray>{} << 401;
        QTest::newRow("token prefix") << QByteArray("/ws") << QList<QByteArray>{bearer.chopped(1)} << 401;
        QTest::newRow("basic scheme")
            << QByteArray("/ws") << QList<QByteArray>{"Authorization: Basic " + TestAgent::token()} << 401;
        QTest::newRow("header token") << QByteArray("/ws") << QList<QByteArray>{bearer} << 101;
        QTest::newRow("lower-case bearer")
            << QByteArray("/ws") << QList<QByteArray>{"authorization: bearer " + TestAgent::token()} << 101;
        QTest::newRow("query token") << "/ws?access_token=" + TestAgent::token() << QList<QByteArray>{}
                                     << 101;
        QTest::newRow("unknown path") << QByteArray("/nowhere") << QList<QByteArray>{bearer} << 404;
        QTest::newRow("pty without handler") << QByteArray("/ws/pty") << QList<QByteArray>{bearer} << 404;
        QTest::newRow("foreign origin")
            << QByteArray("/ws") << QList<QByteArray>{bearer, "Origin: https://evil.example"} << 403;
        QTest::newRow("allowed origin")
            << QByteArray("/ws") << QList<QByteArray>{bearer, "Origin: https://ok.example"} << 101;
    }

    void upgradeVetting()
    {
        QFETCH(QByteArray, target);
        QFETCH(QList<QByteArray>, headers);
        QFETCH(int, status);
        auto options = TestAgent::defaultOptions();
        options.allowedOrigins = {QStringLiteral("https://ok.example")};
        TestAgent agent(options);
        QVERIFY(agent.isListening());
        // A refused client sends a request frame right behind its upgrade request (without
        // waiting for the answer): it must not get executed. An accepted one sends it after 101.
        const QByteArray frame
            = maskedTextFrame(R"({"type":"request","id":"1","method":"GET","path":"/api/ping"})");
        QByteArray response;
        std::unique_ptr<QTcpSocket> socket;
        QCOMPARE(rawHttpStatus(agent.port(), upgradeRequest(target, headers),
                               status == 101 ? QByteArray() : frame, &response, &socket),
                 status);
        if (status == 101) {
            socket->write(frame);
            QVERIFY(waitUntil([&] { return agent.counters().handled == 1; }, 5000));
        } else {
            QVERIFY(response.contains("application/json"));
            QTest::qWait(100);
            QCOMPARE(agent.counters().handled.load(), 0);
        }
    }

    // An agent on this machine is retried at least every 2 s, however long it was away.
    void loopbackBackoffIsCapped()
    {
        QTcpServer reserve; // a free port nobody answers on once closed
        QVERIFY(reserve.listen(QHostAddress::LocalHost));
        const quint16 port = reserve.serverPort();
        reserve.close();
        WebSocketTransport::Options options;
        options.initialReconnectDelayMs = 400;
        options.connectTimeoutMs = 1000;
        WebSocketTransport transport(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)), options);
        transport.open();
        int largest = 0;
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 4500) {
            largest = qMax(largest, transport.currentReconnectDelayMs());
            QTest::qWait(50);
        }
        QCOMPARE(largest, 2000);
        QVERIFY(!transport.isTokenRefused());
    }

    // 500 clients at once against the cap of 128 (the default): every one gets an answer, those
    // over the cap (or the pending-socket cap in the burst) 503 with Retry-After, none a reset;
    // a WebSocket upgrade while the cap is full gets the same 503.
    void floodOverTheCapIsAnswered()
    {
        if (AgentServer::raiseDescriptorLimit() < 1200)
            QSKIP("this test needs 1200 descriptors (client and server ends in one process)");
        TestAgent agent;
        QCOMPARE(TestAgent::defaultOptions().maxConnections, 128);
        constexpr int kClients = 500;
        const QByteArray request
            = "GET /api/ping HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + TestAgent::token() + "\r\n\r\n";
        std::vector<QByteArray> answers(kClients);
        std::vector<bool> ended(kClients, false);
        std::vector<std::unique_ptr<QTcpSocket>> clients; // after what their slots write to
        for (int i = 0; i < kClients; ++i) {
            clients.push_back(std::make_unique<QTcpSocket>());
            QTcpSocket *socket = clients.back().get();
            connect(socket, &QTcpSocket::connected, socket, [socket, request] { socket->write(request); });
            connect(socket, &QTcpSocket::readyRead, socket,
                    [socket, &answers, i] { answers[i] += socket->readAll(); });
            connect(socket, &QTcpSocket::errorOccurred, socket, [&ended, i] { ended[i] = true; });
            connect(socket, &QTcpSocket::disconnected, socket, [&ended, i] { ended[i] = true; });
            socket->connectToHost(QHostAddress::LocalHost, agent.port());
        }
        const auto answered = [&](int i) { return answers[i].contains("\r\n\r\n"); };
        waitUntil(
            [&] {
                for (int i = 0; i < kClients; ++i)
                    if (!answered(i) && !ended[i])
                        return false;
                return true;
            },
            30000);
        int ok = 0;
        int busy = 0;
        QStringList unanswered;
        for (int i = 0; i < kClients; ++i) {
            if (answers[i].startsWith("HTTP/1.1 200 ")) {
                ++ok;
            } else if (answers[i].startsWith("HTTP/1.1 503 ")) {
                ++busy;
                QVERIFY2(answers[i].contains("\r\nRetry-After: 1\r\n"), answers[i].constData());
            } else {
                unanswered << QStringLiteral("#%1: %2 (%3)")
                                  .arg(i)
                                  .arg(QString::fromLatin1(answers[i].left(40)), clients[i]->errorString());
            }
        }
        qInfo("%d clients: %d answered 200, %d answered 503, %d without an answer", kClients, ok, busy,
              int(unanswered.size()));
        QVERIFY2(unanswered.isEmpty(), qPrintable(unanswered.mid(0, 5).join(QStringLiteral("; "))));
        QVERIFY(ok >= 1 && ok <= 128);
        QVERIFY(busy >= kClients - 128);
        // The kept-alive ones hold the cap (topped up to it): an upgrade now gets 503 with
        // Retry-After too.
        QVERIFY(waitUntil([&] { return agent.server()->connectionCount() == ok; }, 5000));
        std::vector<std::unique_ptr<QTcpSocket>> more;
        while (agent.server()->connectionCount() < 128) {
            more.emplace_back();
            QCOMPARE(rawHttpStatus(agent.port(), request, {}, nullptr, &more.back()), 200);
        }
        QByteArray response;
        const QByteArray bearer = "Authorization: Bearer " + TestAgent::token();
        QCOMPARE(rawHttpStatus(agent.port(), upgradeRequest("/ws", {bearer}), {}, &response), 503);
        QVERIFY2(response.contains("\r\nRetry-After: 1\r\n"), response.constData());
    }

    // Terminals count against the limit like request connections: a client cannot get past
    // maxConnections by opening /ws/pty sockets.
    void connectionLimitCountsTerminals()
    {
        auto options = TestAgent::defaultOptions();
        options.maxConnections = 2;
        TestAgent agent(options);
        QObject terminals; // what a pty handler would do: keep the socket while it is open
        agent.server()->setPtyConnectionHandler([&terminals](QWebSocket *socket, const QUrlQuery &) {
            socket->setParent(&terminals);
            QObject::connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
        });
        const QByteArray bearer = "Authorization: Bearer " + TestAgent::token();
        std::unique_ptr<QTcpSocket> pty1, pty2, ws;
        QCOMPARE(rawHttpStatus(agent.port(), upgradeRequest("/ws/pty?sessionId=default", {bearer}), {},
                               nullptr, &pty1),
                 101);
        QVERIFY(waitUntil([&] { return agent.server()->connectionCount() == 1; }, 5000));
        QCOMPARE(rawHttpStatus(agent.port(), upgradeRequest("/ws", {bearer}), {}, nullptr, &ws), 101);
        QVERIFY(waitUntil([&] { return agent.server()->connectionCount() == 2; }, 5000));
        QCOMPARE(rawHttpStatus(agent.port(), upgradeRequest("/ws/pty?sessionId=default", {bearer})), 503);
        QCOMPARE(rawHttpStatus(agent.port(), upgradeRequest("/ws", {bearer})), 503);
        // A terminal that goes away frees its place.
        pty1->abort();
        QVERIFY(waitUntil([&] { return agent.server()->connectionCount() == 1; }, 5000));
        QCOMPARE(rawHttpStatus(agent.port(), upgradeRequest("/ws/pty?sessionId=default", {bearer}), {},
                               nullptr, &pty2),
                 101);
    }

    void plainHttpIsRefused()
    {
        TestAgent agent;
        QCOMPARE(rawHttpStatus(agent.port(),
                               "GET /ws HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + TestAgent::token()
                                   + "\r\n\r\n"),
                 426);
        QCOMPARE(rawHttpStatus(agent.port(), "garbage\r\n\r\n"), 400);
        QCOMPARE(rawHttpStatus(agent.port(), "GET /ws HTTP/1.1\r\nX: " + QByteArray(20000, 'a') + "\r\n\r\n"),
                 431);
    }

    void transportAuth_data()
    {
        QTest::addColumn<QByteArray>("token");
        QTest::addColumn<bool>("ok");
        QTest::newRow("right") << TestAgent::token() << true;
        QTest::newRow("wrong") << QByteArray("wrong") << false;
        QTest::newRow("none") << QByteArray() << false;
    }

    void transportAuth()
    {
        QFETCH(QByteArray, token);
        QFETCH(bool, ok);
        TestAgent agent;
        auto transport = makeTransport(agent.url(), token);
        SandboxClient client(transport.get());
        auto future = client.ping();
        QVERIFY(waitFor(future, 5000));
        const auto failure = failureOf(future);
        QCOMPARE(!failure.has_value(), ok);
        if (!ok) {
            QCOMPARE(failure->code, ErrorCode::ConnectionLost);
            QVERIFY2(transport->lastError().contains(QLatin1String("401"))
                         || !transport->lastError().isEmpty(),
                     qPrintable(transport->lastError()));
            QCOMPARE(agent.counters().handled.load(), 0);
            // A refused token is not retried again and again: the transport waits for a new one.
            QVERIFY(transport->isTokenRefused());
            QSignalSpy attempts(transport.get(), &Transport::stateChanged);
            QTest::qWait(600); // three backoffs of this transport
            QCOMPARE(attempts.count(), 0);
            QCOMPARE(transport->state(), Transport::State::Disconnected);
            transport->setToken(TestAgent::token());
            transport->reconnectNow();
            auto again = client.ping();
            QVERIFY(waitFor(again, 5000));
            QVERIFY(!failureOf(again).has_value());
            QVERIFY(!transport->isTokenRefused());
        }
    }

    void malformedMessages_data()
    {
        QTest::addColumn<QByteArray>("payload");
        QTest::addColumn<bool>("binary");
        QTest::addColumn<QString>("type"); // reply type, or "close"
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("id");
        const QString error = QStringLiteral("error");
        const QString parse = QStringLiteral("PARSE_ERROR");
        const QString invalid = QStringLiteral("INVALID_REQUEST");
        QTest::newRow("invalid json")
            << QByteArray(R"({"type":"request",)") << false << error << parse << 400 << QString();
        QTest::newRow("empty") << QByteArray("") << false << error << parse << 400 << QString();
        QTest::newRow("not json at all")
            << QByteArray("hello") << false << error << parse << 400 << QString();
        QTest::newRow("array") << QByteArray("[1,2,3]") << false << error << invalid << 400 << QString();
        QTest::newRow("string") << QByteArray(R"("request")") << false << error << parse << 400 << QString();
        QTest::newRow("missing id") << QByteArray(R"({"type":"request","method":"GET","path":"/api/ping"})")
                                    << false << error << invalid << 400 << QString();
        QTest::newRow("object id") << QByteArray(
            R"({"type":"request","id":{},"method":"GET","path":"/api/ping"})")
                                   << false << error << invalid << 400 << QString();
        QTest::newRow("missing method") << QByteArray(R"({"type":"request","id":"m1","path":"/api/ping"})")
                                        << false << error << invalid << 400 << QStringLiteral("m1");
        QTest::newRow("numeric method")
            << QByteArray(R"({"type":"request","id":"m2","method":7,"path":"/api/ping"})") << false << error
            << invalid << 400 << QStringLiteral("m2");
        QTest::newRow("missing path") << QByteArray(R"({"type":"request","id":"m3","method":"GET"})") << false
                                      << error << invalid << 400 << QStringLiteral("m3");
        QTest::newRow("relative path")
            << QByteArray(R"({"type":"request","id":"m4","method":"GET","path":"api/ping"})") << false
            << error << invalid << 400 << QStringLiteral("m4");
        QTest::newRow("string body") << QByteArray(
            R"({"type":"request","id":"m5","method":"POST","path":"/api/echo","body":"x"})")
                                     << false << error << invalid << 400 << QStringLiteral("m5");
        QTest::newRow("unknown type") << QByteArray(R"({"type":"subscribe","id":"m6"})") << false << error
                                      << invalid << 400 << QStringLiteral("m6");
        QTest::newRow("unknown route")
            << QByteArray(R"({"type":"request","id":"m7","method":"GET","path":"/api/nope"})") << false
            << QStringLiteral("response") << QStringLiteral("UNKNOWN_ROUTE") << 404 << QStringLiteral("m7");
        QTest::newRow("wrong method")
            << QByteArray(R"({"type":"request","id":"m8","method":"DELETE","path":"/api/ping"})") << false
            << QStringLiteral("response") << QStringLiteral("UNKNOWN_ROUTE") << 405 << QStringLiteral("m8");
        QTest::newRow("deep nesting") << QByteArray(4000, '[') << false << error << parse << 400 << QString();
        QTest::newRow("binary frame")
            << QByteArray("\x00\x01\x02", 3) << true << error << invalid << 400 << QString();
        QTest::newRow("oversized") << QByteArray(8192, ' ') << false << QStringLiteral("close") << QString()
                                   << 1009 << QString();
    }

    void malformedMessages()
    {
        QFETCH(QByteArray, payload);
        QFETCH(bool, binary);
        QFETCH(QString, type);
        QFETCH(QString, code);
        QFETCH(int, status);
        QFETCH(QString, id);
        auto options = TestAgent::defaultOptions();
        options.maxMessageSize = 4096;
        TestAgent agent(options);
        RawClient raw;
        QVERIFY(raw.open(agent.url()));
        if (binary)
            raw.socket.sendBinaryMessage(payload);
        else
            raw.socket.sendTextMessage(QString::fromUtf8(payload));

        if (type == QLatin1String("close")) {
            QVERIFY(waitUntil([&] { return raw.socket.state() == QAbstractSocket::UnconnectedState; }, 5000));
            QCOMPARE(int(raw.socket.closeCode()), status);
            QVERIFY(raw.open(agent.url())); // the agent itself is fine
        } else {
            const QJsonObject reply = raw.next();
            QCOMPARE(reply.value(QStringLiteral("type")).toString(), type);
            QCOMPARE(reply.value(QStringLiteral("status")).toInt(), status);
            QCOMPARE(reply.value(QStringLiteral("id")).toString(), id);
            const QJsonObject carrier
                = type == QLatin1String("error") ? reply : reply.value(QStringLiteral("body")).toObject();
            QCOMPARE(carrier.value(QStringLiteral("code")).toString(), code);
            QVERIFY(!carrier.value(QStringLiteral("message")).toString().isEmpty());
        }
        QCOMPARE(agent.counters().handled.load(), 0);

        // The same connection (a fresh one after a close) still serves a good request.
        raw.socket.sendTextMessage(
            QStringLiteral(R"({"type":"request","id":"good","method":"GET","path":"/api/ping"})"));
        const QJsonObject good = raw.responseFor(QStringLiteral("good"));
        QCOMPARE(good.value(QStringLiteral("status")).toInt(), 200);
        QCOMPARE(good.value(QStringLiteral("body")).toObject().value(QStringLiteral("success")).toBool(),
                 true);
        QVERIFY(good.value(QStringLiteral("done")).toBool());
    }

    void frameKindFollowsTheClientsChoice_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<bool>("binary");
        QTest::newRow("SDK client: text") << QString() << false;
        QTest::newRow("frames=binary") << QStringLiteral("frames=binary") << true;
        QTest::newRow("unknown value: text") << QStringLiteral("frames=zip") << false;
    }

    // Sandman's own client asks for binary frames (no UTF-16 round trip in QWebSocket); every
    // other client, the SDK's included, gets the JSON text frames the protocol defines.
    void frameKindFollowsTheClientsChoice()
    {
        QFETCH(QString, query);
        QFETCH(bool, binary);
        TestAgent agent;
        QUrl url = agent.url();
        url.setQuery(query);
        RawClient raw;
        int binaryFrames = 0;
        QObject::connect(&raw.socket, &QWebSocket::binaryMessageReceived, &raw.socket,
                         [&](const QByteArray &frame) {
                             ++binaryFrames;
                             raw.messages.append(QJsonDocument::fromJson(frame).object());
                         });
        QVERIFY(raw.open(url));
        raw.socket.sendTextMessage(
            QStringLiteral(R"({"type":"request","id":"p","method":"GET","path":"/api/ping"})"));
        const QJsonObject reply = raw.responseFor(QStringLiteral("p"));
        QCOMPARE(reply.value(QStringLiteral("status")).toInt(), 200);
        QCOMPARE(binaryFrames > 0, binary);
    }

    void numericIdsAndCancelOfUnknownId()
    {
        TestAgent agent;
        RawClient raw;
        QVERIFY(raw.open(agent.url()));
        raw.socket.sendTextMessage(QStringLiteral(R"({"type":"cancel","id":"never-sent"})"));
        raw.socket.sendTextMessage(
            QStringLiteral(R"({"type":"request","id":42,"method":"GET","path":"/api/ping"})"));
        const QJsonObject reply = raw.next();
        QCOMPARE(reply.value(QStringLiteral("id")).toString(), QStringLiteral("42"));
        QCOMPARE(reply.value(QStringLiteral("status")).toInt(), 200);
    }

    void manyInFlightCompleteOutOfOrder()
    {
        TestAgent agent;
        auto transport = makeTransport(agent.url());
        SandboxClient client(transport.get());
        const int count = 60;
        QList<QFuture<QJsonObject>> futures;
        QList<int> completion;
        for (int i = 0; i < count; ++i) {
            // Later requests finish first.
            auto future
                = client.request(QStringLiteral("POST"), QStringLiteral("/api/delay"),
                                 {{QStringLiteral("ms"), (count - i) * 8}, {QStringLiteral("value"), i}});
            future.then(transport.get(), [&completion, i](const QJsonObject &) { completion.append(i); });
            futures.append(future);
        }
        for (int i = 0; i < count; ++i) {
            QVERIFY(waitFor(futures[i], 10000));
            QVERIFY(!failureOf(futures[i]));
            QCOMPARE(futures[i].result().value(QStringLiteral("value")).toInt(), i);
        }
        QVERIFY(waitUntil([&] { return completion.size() == count; }, 2000));
        // Timers start as requests arrive, so allow some jitter: the late-sent ones come first.
        QVERIFY2(completion.first() > count / 2, qPrintable(QString::number(completion.first())));
        QVERIFY2(completion.last() < count / 2, qPrintable(QString::number(completion.last())));
    }

    void inFlightLimit()
    {
        auto options = TestAgent::defaultOptions();
        options.limits.maxRequestsInFlight = 4;
        TestAgent agent(options);
        auto transport = makeTransport(agent.url());
        SandboxClient client(transport.get());
        QList<QFuture<QJsonObject>> futures;
        for (int i = 0; i < 6; ++i)
            futures.append(client.request(QStringLiteral("POST"), QStringLiteral("/api/delay"),
                                          {{QStringLiteral("ms"), 300}, {QStringLiteral("value"), i}}));
        int busy = 0;
        for (auto &future : futures) {
            QVERIFY(waitFor(future, 5000));
            if (const auto failure = failureOf(future)) {
                QCOMPARE(failure->code, ErrorCode::ResourceBusy);
                ++busy;
            }
        }
        QCOMPARE(busy, 2);
        // Capacity comes back once requests finish.
        auto later = client.ping();
        QVERIFY(waitFor(later));
        QVERIFY(!failureOf(later));
    }

    void streamEventsAndHeartbeats()
    {
        TestAgent agent;
        auto transport = makeTransport(agent.url());
        SandboxClient client(transport.get());
        TransportCall *call
            = client.openStream(QStringLiteral("POST"), QStringLiteral("/api/stream"),
                                {{QStringLiteral("count"), 5}, {QStringLiteral("interval"), 2}});
        QStringList types;
        int status = 0;
        connect(call, &TransportCall::event, this,
                [&](const QJsonObject &e) { types << e.value(QStringLiteral("type")).toString(); });
        connect(call, &TransportCall::finished, this, [&](int s, const QJsonObject &) { status = s; });
        QVERIFY(waitUntil([&] { return status != 0; }, 5000));
        QCOMPARE(status, 200);
        QCOMPARE(types.first(), QStringLiteral("start"));
        QCOMPARE(types.last(), QStringLiteral("complete"));
        QCOMPARE(types.count(QStringLiteral("stdout")), 5);
        QCOMPARE(types.count(QStringLiteral("heartbeat")), 5);
    }

    void cancelStopsTheWork()
    {
        TestAgent agent;
        auto transport = makeTransport(agent.url());
        SandboxClient client(transport.get());
        TransportCall *call = client.openStream(QStringLiteral("POST"), QStringLiteral("/api/forever"));
        int events = 0;
        int status = 0;
        QJsonObject body;
        connect(call, &TransportCall::event, this, [&](const QJsonObject &) { ++events; });
        connect(call, &TransportCall::finished, this, [&](int s, const QJsonObject &b) {
            status = s;
            body = b;
        });
        QVERIFY(waitUntil([&] { return events >= 3; }, 5000));
        call->cancel();
        QVERIFY(waitUntil([&] { return status != 0; }, 5000));
        QCOMPARE(agent.counters().cancelled.load(), 1);
        QCOMPARE(body.value(QStringLiteral("cancelled")).toBool(), true);

        // Cancelling a delayed plain request too.
        auto *delayed = transport->send(
            {{}, QStringLiteral("POST"), QStringLiteral("/api/delay"), {{QStringLiteral("ms"), 10000}}});
        int delayedStatus = 0;
        connect(delayed, &TransportCall::finished, this,
                [&](int s, const QJsonObject &) { delayedStatus = s; });
        QTest::qWait(50);
        delayed->cancel();
        QVERIFY(waitUntil([&] { return delayedStatus != 0; }, 3000));
        QCOMPARE(delayedStatus, 499);
        QCOMPARE(agent.counters().cancelled.load(), 2);
    }

    void clientVanishingMidStream()
    {
        TestAgent agent;
        {
            RawClient raw;
            QVERIFY(raw.open(agent.url()));
            raw.socket.sendTextMessage(
                QStringLiteral(R"({"type":"request","id":"s","method":"POST","path":"/api/forever"})"));
            raw.socket.sendTextMessage(QStringLiteral(
                R"({"type":"request","id":"d","method":"POST","path":"/api/delay","body":{"ms":100000}})"));
            QVERIFY(waitUntil([&] { return raw.messages.size() >= 3; }, 5000));
            raw.socket.abort(); // no close handshake: the peer just disappears
        }
        QVERIFY(waitUntil([&] { return agent.counters().cancelled == 2; }, 5000));
        QVERIFY(waitUntil([&] { return agent.server()->connectionCount() == 0; }, 5000));
        // Others are still served.
        auto transport = makeTransport(agent.url());
        SandboxClient client(transport.get());
        auto future = client.ping();
        QVERIFY(waitFor(future, 5000));
        QVERIFY(!failureOf(future));
    }

    void silentPeerIsDropped()
    {
        auto options = TestAgent::defaultOptions();
        options.limits.idlePingIntervalMs = 100;
        TestAgent agent(options);
        // A peer that completes the upgrade and then never answers a ping.
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, agent.port());
        QVERIFY(socket.waitForConnected(5000));
        socket.write(upgradeRequest("/ws", {"Authorization: Bearer " + TestAgent::token()}));
        QVERIFY(waitUntil([&] { return agent.server()->connectionCount() == 1; }, 5000));
        QElapsedTimer timer;
        timer.start();
        QVERIFY(waitUntil([&] { return socket.state() == QAbstractSocket::UnconnectedState; }, 5000));
        QVERIFY(timer.elapsed() >= 100);

        // A live peer (Qt answers pings) stays connected.
        RawClient raw;
        QVERIFY(raw.open(agent.url()));
        QTest::qWait(600);
        QCOMPARE(raw.socket.state(), QAbstractSocket::ConnectedState);
    }

    void agentDiesMidCallAndComesBack()
    {
        auto agent = std::make_unique<TestAgent>();
        const quint16 port = agent->port();
        auto transport = makeTransport(agent->url());
        QSignalSpy reconnected(transport.get(), &Transport::reconnected);
        SandboxClient client(transport.get());
        QVERIFY(waitUntil([&] { return transport->state() == Transport::State::Connected; }, 5000));

        auto pending = client.request(QStringLiteral("POST"), QStringLiteral("/api/delay"),
                                      {{QStringLiteral("ms"), 60000}});
        QVERIFY(waitUntil([&] { return agent->counters().handled == 1; }, 5000));
        QElapsedTimer timer;
        timer.start();
        agent.reset(); // the agent goes away mid-call
        QVERIFY(waitFor(pending, 5000));
        QVERIFY(timer.elapsed() < 3000);
        const auto failure = failureOf(pending);
        QVERIFY(failure);
        QCOMPARE(failure->code, ErrorCode::ConnectionLost);

        // While it is down, calls fail promptly instead of hanging.
        auto whileDown = client.ping();
        QVERIFY(waitFor(whileDown, 3000));
        QVERIFY(failureOf(whileDown));
        QCOMPARE(reconnected.count(), 0);

        agent = std::make_unique<TestAgent>(TestAgent::defaultOptions(), port);
        QVERIFY(agent->isListening());
        QVERIFY(reconnected.wait(5000));
        auto after = client.ping();
        QVERIFY(waitFor(after, 5000));
        QVERIFY(!failureOf(after));
    }

    void closeFailsPendingCalls()
    {
        TestAgent agent;
        auto transport = makeTransport(agent.url());
        SandboxClient client(transport.get());
        auto pending = client.request(QStringLiteral("POST"), QStringLiteral("/api/delay"),
                                      {{QStringLiteral("ms"), 60000}});
        QVERIFY(waitUntil([&] { return agent.counters().handled == 1; }, 5000));
        transport->close();
        QVERIFY(waitFor(pending, 1000));
        QCOMPARE(failureOf(pending)->code, ErrorCode::ConnectionLost);
        QVERIFY(waitUntil([&] { return agent.counters().cancelled == 1; }, 5000));
    }
};

QTEST_GUILESS_MAIN(TestAgentServer)
#include "tst_agentserver.moc"
