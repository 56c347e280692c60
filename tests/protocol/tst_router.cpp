// SPDX-License-Identifier: Apache-2.0
#include "FutureWait.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "protocol/BodyValue.h"
#include "protocol/ExecRequest.h"
#include "server/Router.h"

#include <QThread>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

class TestRouter : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_router = std::make_unique<Router>();
        m_router->addRoute(
            QStringLiteral("GET"), QStringLiteral("/api/process/{id}"),
            [](const RouteRequest &request, const ResponseSinkPtr &sink) {
                sink->sendResponse(200, {{QStringLiteral("id"), request.pathParam(QStringLiteral("id"))}});
            });
        m_router->addRoute(QStringLiteral("GET"), QStringLiteral("/api/process/list"),
                           [](const RouteRequest &, const ResponseSinkPtr &sink) {
                               sink->sendResponse(200, {{QStringLiteral("list"), true}});
                           });
        m_router->addRoute(QStringLiteral("POST"), QStringLiteral("/api/echo"),
                           [](const RouteRequest &request, const ResponseSinkPtr &sink) {
                               sink->sendEvent({{QStringLiteral("type"), QStringLiteral("start")}});
                               sink->sendResponse(200, {{QStringLiteral("session"), request.sessionId()}});
                               sink->sendResponse(500, {}); // ignored: a request answers once
                           });
        m_router->addRoute(
            QStringLiteral("POST"), QStringLiteral("/api/throw"),
            [](const RouteRequest &, const ResponseSinkPtr &) { throw std::runtime_error("boom"); });
        // Both answer with the command they read and whether it came as a value.
        const auto readCommand = [](const RouteRequest &request, const ResponseSinkPtr &sink) {
            const ExecRequest *value = request.valueAs<ExecRequest>();
            const QString command
                = value ? value->command : request.body().value(QStringLiteral("command")).toString();
            sink->sendResponse(
                200, {{QStringLiteral("command"), command}, {QStringLiteral("asValue"), value != nullptr}});
        };
        m_router->addRoute(QStringLiteral("POST"), QStringLiteral("/api/typed"), readCommand,
                           Router::Body::ValueOrJson);
        m_router->addRoute(QStringLiteral("POST"), QStringLiteral("/api/plain"), readCommand);
        m_worker.start();
        m_context = std::make_unique<QObject>();
        m_context->moveToThread(&m_worker);
        m_transport = std::make_unique<InProcessTransport>(m_router.get(), m_context.get());
        m_client = std::make_unique<SandboxClient>(m_transport.get());
    }

    void cleanup()
    {
        m_client.reset();
        m_transport.reset();
        m_context.release()->deleteLater(); // run by the worker thread when it finishes
        m_worker.quit();
        m_worker.wait();
    }

    void routes_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("placeholder") << "GET"
                                     << "/api/process/p-1"
                                     << "id"
                                     << "p-1";
        QTest::newRow("literal wins") << "GET"
                                      << "/api/process/list"
                                      << "list"
                                      << "true";
        QTest::newRow("percent encoded") << "GET"
                                         << "/api/process/a%20b"
                                         << "id"
                                         << "a b";
        QTest::newRow("query session") << "POST"
                                       << "/api/echo?sessionId=s2"
                                       << "session"
                                       << "s2";
        QTest::newRow("default session") << "POST"
                                         << "/api/echo"
                                         << "session"
                                         << "default";
    }

    void routes()
    {
        QFETCH(QString, method);
        QFETCH(QString, path);
        QFETCH(QString, key);
        QFETCH(QString, value);
        auto future = m_client->request(method, path);
        QVERIFY(waitFor(future));
        QVERIFY(!failureOf(future));
        QCOMPARE(future.result().value(key).toVariant().toString(), value);
    }

    void failures_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("code");
        QTest::newRow("unknown path") << "GET"
                                      << "/api/nothing"
                                      << "UNKNOWN_ROUTE";
        QTest::newRow("wrong method") << "DELETE"
                                      << "/api/echo"
                                      << "UNKNOWN_ROUTE";
        QTest::newRow("throwing route") << "POST"
                                        << "/api/throw"
                                        << "INTERNAL_ERROR";
    }

    void failures()
    {
        QFETCH(QString, method);
        QFETCH(QString, path);
        QFETCH(QString, code);
        auto future = m_client->request(method, path);
        QVERIFY(waitFor(future));
        const auto error = failureOf(future);
        QVERIFY(error);
        QCOMPARE(errorCodeName(error->code), code);
    }

    void streamEventsArriveBeforeFinish()
    {
        TransportCall *call = m_client->openStream(QStringLiteral("POST"), QStringLiteral("/api/echo"));
        QStringList seen;
        connect(call, &TransportCall::event, this,
                [&](const QJsonObject &event) { seen << event.value(QStringLiteral("type")).toString(); });
        connect(call, &TransportCall::finished, this,
                [&](int status, const QJsonObject &) { seen << QString::number(status); });
        QVERIFY(waitUntil([&] { return seen.size() == 2; }));
        QCOMPARE(seen, QStringList({QStringLiteral("start"), QStringLiteral("200")}));
    }

    // A value reaches only a route declared to take one; any other route gets its JSON.
    void bodies_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("sendValue");
        QTest::addColumn<bool>("asValue");
        QTest::newRow("value to a value route") << "/api/typed" << true << true;
        QTest::newRow("value to a value route, with a query") << "/api/typed?x=1" << true << true;
        QTest::newRow("JSON to a value route") << "/api/typed" << false << false;
        QTest::newRow("value to a JSON route") << "/api/plain" << true << false;
        QTest::newRow("JSON to a JSON route") << "/api/plain" << false << false;
    }

    void bodies()
    {
        QFETCH(QString, path);
        QFETCH(bool, sendValue);
        QFETCH(bool, asValue);
        ExecRequest exec;
        exec.command = QStringLiteral("echo \u00e9");
        exec.sessionId = QStringLiteral("s1");
        ProtocolRequest request{{}, QStringLiteral("POST"), path, {}};
        if (sendValue)
            request.value = makeBody(exec);
        else
            request.body = exec.toJson();
        std::optional<Transport::Reply> reply;
        m_transport->call(request, [&](const Transport::Reply &answer) { reply = answer; });
        QVERIFY(waitUntil([&] { return reply.has_value(); }));
        QCOMPARE(reply->status, 200);
        QVERIFY(!reply->value); // these routes answer with JSON
        QCOMPARE(reply->body.value(QStringLiteral("command")).toString(), exec.command);
        QCOMPARE(reply->body.value(QStringLiteral("asValue")).toBool(), asValue);
        QCOMPARE(m_router->takesValue(request), sendValue && path.startsWith(QStringLiteral("/api/typed")));
    }

    void callReportsUnknownRoutes()
    {
        std::optional<Transport::Reply> reply;
        m_transport->call({{}, QStringLiteral("GET"), QStringLiteral("/api/nothing"), {}},
                          [&](const Transport::Reply &answer) { reply = answer; });
        QVERIFY(waitUntil([&] { return reply.has_value(); }));
        QCOMPARE(reply->status, 404);
        QCOMPARE(reply->body.value(QStringLiteral("code")).toString(), QStringLiteral("UNKNOWN_ROUTE"));
    }

    // A call whose transport is deleted before the answer arrives never runs `done`.
    void callAfterTransportGoneIsDropped()
    {
        int calls = 0;
        m_transport->call({{}, QStringLiteral("GET"), QStringLiteral("/api/process/list"), {}},
                          [&](const Transport::Reply &) { ++calls; });
        m_client.reset();
        m_transport.reset();
        // Let the worker answer; its posted reply has no receiver any more.
        QTest::qWait(50);
        QCoreApplication::processEvents();
        QCOMPARE(calls, 0);
    }

private:
    std::unique_ptr<Router> m_router;
    QThread m_worker;
    std::unique_ptr<QObject> m_context;
    std::unique_ptr<InProcessTransport> m_transport;
    std::unique_ptr<SandboxClient> m_client;
};

QTEST_GUILESS_MAIN(TestRouter)
#include "tst_router.moc"
