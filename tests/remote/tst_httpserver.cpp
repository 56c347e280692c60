// SPDX-License-Identifier: Apache-2.0
// Plain HTTP/1.1 on the agent's port, served by TestAgent's router: JSON routes, error bodies,
// the token, Server-Sent Events, keep-alive and pipelining, chunked bodies, malformed requests
// (each followed by a good request on a fresh connection), deadlines and slow clients.
#include "FutureWait.h"
#include "RawHttpClient.h"
#include "TestAgent.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
AgentServer::Options quickOptions()
{
    AgentServer::Options options = TestAgent::defaultOptions();
    options.handshakeTimeoutMs = 800;
    options.http.headTimeoutMs = 800;
    options.http.bodyTimeoutMs = 800;
    options.http.idleTimeoutMs = 1500;
    options.http.maxRequestsPerConnection = 5;
    options.http.limits.maxBodyBytes = 1024 * 1024;
    return options;
}

RawHttpClient::Response roundTrip(quint16 port, const QByteArray &request)
{
    RawHttpClient client;
    if (!client.connectTo(port))
        return {};
    client.send(request);
    return client.read();
}
} // namespace

class TestHttpServer : public QObject
{
    Q_OBJECT
private slots:
    void jsonRoute()
    {
        TestAgent agent;
        const auto response
            = roundTrip(agent.port(), RawHttpClient::request("POST", "/api/echo", R"({"a":[1,"x"]})"));
        QCOMPARE(response.status, 200);
        QCOMPARE(response.header("content-type"), QByteArray("application/json"));
        QCOMPARE(response.json().value(QStringLiteral("a")).toArray().at(1).toString(), QStringLiteral("x"));
        const auto ping = roundTrip(agent.port(), RawHttpClient::request("GET", "/api/ping"));
        QCOMPARE(ping.status, 200);
        QVERIFY(ping.json().value(QStringLiteral("success")).toBool());
    }

    void errorBodies_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::newRow("unknown route")
            << RawHttpClient::request("GET", "/api/nowhere") << 404 << QStringLiteral("UNKNOWN_ROUTE");
        QTest::newRow("wrong method")
            << RawHttpClient::request("DELETE", "/api/ping") << 405 << QStringLiteral("UNKNOWN_ROUTE");
        QTest::newRow("no token") << RawHttpClient::request("GET", "/api/ping", {}, {}) << 401
                                  << QStringLiteral("UNAUTHORIZED");
        QTest::newRow("wrong token") << RawHttpClient::request("GET", "/api/ping", {}, "nope") << 401
                                     << QStringLiteral("UNAUTHORIZED");
        QTest::newRow("query token") << QByteArray("GET /api/nowhere?access_token=" + TestAgent::token()
                                                   + " HTTP/1.1\r\nHost: x\r\n\r\n")
                                     << 404 << QStringLiteral("UNKNOWN_ROUTE");
        QTest::newRow("body not json")
            << RawHttpClient::request("POST", "/api/echo", "{nope") << 400 << QStringLiteral("PARSE_ERROR");
        QTest::newRow("body not an object")
            << RawHttpClient::request("POST", "/api/echo", "[1]") << 400 << QStringLiteral("PARSE_ERROR");
    }

    void errorBodies()
    {
        QFETCH(QByteArray, request);
        QFETCH(int, status);
        QFETCH(QString, code);
        TestAgent agent;
        const auto response = roundTrip(agent.port(), request);
        QCOMPARE(response.status, status);
        const QJsonObject body = response.json();
        QCOMPARE(body.value(QStringLiteral("code")).toString(), code);
        QCOMPARE(body.value(QStringLiteral("httpStatus")).toInt(), status);
        QVERIFY(!body.value(QStringLiteral("message")).toString().isEmpty());
        QVERIFY(!body.value(QStringLiteral("timestamp")).toString().isEmpty());
        if (status == 401) {
            QCOMPARE(response.header("www-authenticate"), QByteArray("Bearer"));
            QCOMPARE(agent.counters().handled.load(), 0);
        }
        if (status == 405)
            QVERIFY(
                body.value(QStringLiteral("context")).toObject().value(QStringLiteral("allowed")).isArray());
    }

    // Each malformed request gets its status, and the agent goes on serving a fresh connection.
    void malformedRequests_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<int>("status");
        const QByteArray auth = "Host: x\r\nAuthorization: Bearer " + TestAgent::token() + "\r\n";
        QTest::newRow("bad request line") << QByteArray("garbage\r\n\r\n") << 400;
        QTest::newRow("bare LF") << QByteArray("GET /api/ping HTTP/1.1\nHost: x\n\n") << 400;
        QTest::newRow("no host") << "GET /api/ping HTTP/1.1\r\nAuthorization: Bearer " + TestAgent::token()
                + "\r\n\r\n" << 400;
        QTest::newRow("http/2") << "GET /api/ping HTTP/2.0\r\n" + auth + "\r\n" << 505;
        QTest::newRow("unknown method") << "BREW /api/ping HTTP/1.1\r\n" + auth + "\r\n" << 501;
        QTest::newRow("wrong method") << "PUT /api/ping HTTP/1.1\r\n" + auth + "Content-Length: 0\r\n\r\n"
                                      << 405;
        QTest::newRow("long target") << "GET /api/" + QByteArray(9000, 'a') + " HTTP/1.1\r\n" + auth + "\r\n"
                                     << 414;
        QTest::newRow("huge header") << "GET /api/ping HTTP/1.1\r\n" + auth + "X: " + QByteArray(20000, 'a')
                + "\r\n\r\n" << 431;
        QTest::newRow("many headers")
            << "GET /api/ping HTTP/1.1\r\n" + auth + QByteArray("A: 1\r\n").repeated(120) + "\r\n"
            << 431;
        QTest::newRow("no length") << "POST /api/echo HTTP/1.1\r\n" + auth + "\r\n" << 411;
        QTest::newRow("body too large")
            << "POST /api/echo HTTP/1.1\r\n" + auth + "Content-Length: 99999999\r\n\r\n"
            << 413;
        QTest::newRow("chunked too large")
            << "POST /api/echo HTTP/1.1\r\n" + auth + "Transfer-Encoding: chunked\r\n\r\n200000\r\n"
            << 413;
        QTest::newRow("bad chunk") << "POST /api/echo HTTP/1.1\r\n" + auth
                + "Transfer-Encoding: chunked\r\n\r\nxyz\r\n"
                                   << 400;
        QTest::newRow("gzip coding") << "POST /api/echo HTTP/1.1\r\n" + auth
                + "Transfer-Encoding: gzip\r\n\r\n"
                                     << 501;
        QTest::newRow("smuggling") << "POST /api/echo HTTP/1.1\r\n" + auth
                + "Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}"
                                   << 400;
        QTest::newRow("stalled head") << QByteArray("GET /api/ping HTTP/1.1\r\nHost: x\r\n") << 408;
        QTest::newRow("stalled body")
            << "POST /api/echo HTTP/1.1\r\n" + auth + "Content-Length: 10\r\n\r\n{" << 408;
        QTest::newRow("no token, body unread")
            << QByteArray("POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Length: "
                          "100000\r\n\r\n")
                + QByteArray(60000, 'x')
            << 401;
    }

    void malformedRequests()
    {
        QFETCH(QByteArray, request);
        QFETCH(int, status);
        TestAgent agent(quickOptions());
        RawHttpClient bad;
        QVERIFY(bad.connectTo(agent.port()));
        bad.send(request);
        const auto response = bad.read(5000);
        QCOMPARE(response.status, status);
        QCOMPARE(response.json().value(QStringLiteral("httpStatus")).toInt(), status);
        if (status != 405) {
            QCOMPARE(response.header("connection"), QByteArray("close"));
            QVERIFY(bad.waitClosed(4000));
        }
        const auto good
            = roundTrip(agent.port(), RawHttpClient::request("POST", "/api/echo", R"({"ok":true})"));
        QCOMPARE(good.status, 200);
        QVERIFY(good.json().value(QStringLiteral("ok")).toBool());
    }

    // The SDK's name for the route protocol's socket: /api/ws upgrades like /ws.
    void apiWsIsAnAliasOfWs()
    {
        TestAgent agent;
        RawHttpClient client;
        QVERIFY(client.connectTo(agent.port()));
        client.send("GET /api/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                    "Authorization: Bearer "
                    + TestAgent::token() + "\r\n\r\n");
        QVERIFY(waitUntil([&] { return client.socket().bytesAvailable() > 0; }, 5000));
        QVERIFY(client.socket().readAll().startsWith("HTTP/1.1 101"));
    }

    void eventStream()
    {
        TestAgent agent;
        const auto response = roundTrip(
            agent.port(), RawHttpClient::request("POST", "/api/stream", R"({"count":3,"interval":10})"));
        QCOMPARE(response.status, 200);
        QCOMPARE(response.header("content-type"), QByteArray("text/event-stream"));
        QCOMPARE(response.header("transfer-encoding"), QByteArray("chunked"));
        // Exactly the SDK's framing: "data: <JSON>" and a blank line per event.
        QVERIFY(response.body.startsWith("data: {"));
        QVERIFY(response.body.endsWith("}\n\n"));
        const QList<QJsonObject> events = response.events();
        QStringList types;
        for (const QJsonObject &event : events) {
            if (event.value(QStringLiteral("type")) != QStringLiteral("heartbeat"))
                types << event.value(QStringLiteral("type")).toString();
        }
        QCOMPARE(types,
                 (QStringList{QStringLiteral("start"), QStringLiteral("stdout"), QStringLiteral("stdout"),
                              QStringLiteral("stdout"), QStringLiteral("complete")}));
    }

    void keepAliveAndPipelining()
    {
        TestAgent agent(quickOptions());
        RawHttpClient client;
        QVERIFY(client.connectTo(agent.port()));
        // Three requests in one write; the slow one first: answers come back in order.
        client.send(RawHttpClient::request("POST", "/api/delay", R"({"ms":200,"value":"first"})")
                    + RawHttpClient::request("POST", "/api/stream", R"({"count":2,"interval":5})")
                    + RawHttpClient::request("POST", "/api/echo", R"({"value":"third"})"));
        const auto first = client.read();
        QCOMPARE(first.status, 200);
        QCOMPARE(first.json().value(QStringLiteral("value")).toString(), QStringLiteral("first"));
        QCOMPARE(first.header("connection"), QByteArray("keep-alive"));
        const auto second = client.read();
        QCOMPARE(second.status, 200);
        QVERIFY(second.events().size() >= 3);
        const auto third = client.read();
        QCOMPARE(third.json().value(QStringLiteral("value")).toString(), QStringLiteral("third"));
        QCOMPARE(client.socket().state(), QAbstractSocket::ConnectedState);
    }

    void requestsPerConnectionAreLimited()
    {
        TestAgent agent(quickOptions()); // 5 per connection
        RawHttpClient client;
        QVERIFY(client.connectTo(agent.port()));
        for (int i = 0; i < 5; ++i) {
            client.send(RawHttpClient::request("GET", "/api/ping"));
            const auto response = client.read();
            QCOMPARE(response.status, 200);
            QCOMPARE(response.header("connection"), i < 4 ? QByteArray("keep-alive") : QByteArray("close"));
        }
        QVERIFY(client.waitClosed());
    }

    void connectionCloseIsHonoured()
    {
        TestAgent agent;
        RawHttpClient client;
        QVERIFY(client.connectTo(agent.port()));
        client.send(RawHttpClient::request("GET", "/api/ping", {}, "default", "Connection: close\r\n"));
        QCOMPARE(client.read().header("connection"), QByteArray("close"));
        QVERIFY(client.waitClosed());
    }

    void chunkedRequestBody()
    {
        TestAgent agent;
        const QByteArray head = "POST /api/echo HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer "
            + TestAgent::token() + "\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n";
        RawHttpClient client;
        QVERIFY(client.connectTo(agent.port()));
        client.send(head);
        QVERIFY(waitUntil([&] { return client.socket().bytesAvailable() > 0; }, 5000));
        QVERIFY(client.socket().peek(64).startsWith("HTTP/1.1 100 Continue\r\n\r\n"));
        client.send("5\r\n{\"v\":\r\n");
        QTest::qWait(50);
        client.send("4\r\n\"ab\"\r\n1;x=y\r\n}\r\n0\r\n\r\n");
        const auto response = client.read();
        QCOMPARE(response.status, 200);
        QCOMPARE(response.json().value(QStringLiteral("v")).toString(), QStringLiteral("ab"));
    }

    void idleConnectionIsClosed()
    {
        TestAgent agent(quickOptions()); // idle 1.5 s
        RawHttpClient client;
        QVERIFY(client.connectTo(agent.port()));
        client.send(RawHttpClient::request("GET", "/api/ping"));
        QCOMPARE(client.read().status, 200);
        QElapsedTimer timer;
        timer.start();
        QVERIFY(client.waitClosed(5000));
        QVERIFY2(timer.elapsed() >= 1200, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(waitUntil([&] { return agent.server()->connectionCount() == 0; }, 2000));
    }

    // A client trickling its head one byte at a time neither extends its own deadline nor
    // delays anyone else.
    void slowlorisDoesNotDelayOthers()
    {
        TestAgent agent(quickOptions());
        std::vector<std::unique_ptr<RawHttpClient>> slow;
        const QByteArray head = RawHttpClient::request("GET", "/api/ping");
        for (int i = 0; i < 20; ++i) {
            slow.push_back(std::make_unique<RawHttpClient>());
            QVERIFY(slow.back()->connectTo(agent.port()));
            slow.back()->send(head.left(10));
        }
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < 5; ++i) {
            for (auto &client : slow)
                client->send(head.mid(10 + i, 1));
            const auto response = roundTrip(agent.port(), RawHttpClient::request("GET", "/api/ping"));
            QCOMPARE(response.status, 200);
        }
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        // The trickling ones are cut off at their deadline, not kept alive by the trickle.
        for (auto &client : slow)
            QVERIFY(client->waitClosed(3000));
    }

    void disconnectCancelsTheRunningRequest()
    {
        TestAgent agent;
        {
            RawHttpClient client;
            QVERIFY(client.connectTo(agent.port()));
            client.send(RawHttpClient::request("POST", "/api/forever", "{}"));
            QVERIFY(waitUntil([&] { return client.socket().bytesAvailable() > 0; }, 5000));
            QVERIFY(client.socket().peek(200).contains("text/event-stream"));
        }
        QVERIFY(waitUntil([&] { return agent.counters().cancelled.load() == 1; }, 5000));
        QVERIFY(waitUntil([&] { return agent.server()->connectionCount() == 0; }, 2000));
    }
};

QTEST_GUILESS_MAIN(TestHttpServer)
#include "tst_httpserver.moc"
