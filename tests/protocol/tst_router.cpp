// SPDX-License-Identifier: Apache-2.0
#include "FutureWait.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
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

private:
    std::unique_ptr<Router> m_router;
    QThread m_worker;
    std::unique_ptr<QObject> m_context;
    std::unique_ptr<InProcessTransport> m_transport;
    std::unique_ptr<SandboxClient> m_client;
};

QTEST_GUILESS_MAIN(TestRouter)
#include "tst_router.moc"
