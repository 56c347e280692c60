// SPDX-License-Identifier: Apache-2.0
#include "TestAgent.h"

#include <QTimer>

namespace sandman::test {

namespace {
QJsonObject event(const QString &type, const QJsonObject &fields = {})
{
    QJsonObject result = fields;
    result.insert(QStringLiteral("type"), type);
    return result;
}
} // namespace

AgentServer::Options TestAgent::defaultOptions()
{
    AgentServer::Options options;
    options.token = token();
    return options;
}

TestAgent::TestAgent(AgentServer::Options options, quint16 port)
{
    auto counters = m_counters;
    // Route timers are children of the context so that they die with it on the worker thread.
    m_context = std::make_unique<QObject>();
    QObject *context = m_context.get();
    const QString get = QStringLiteral("GET");
    const QString post = QStringLiteral("POST");
    m_router.addRoute(get, QStringLiteral("/api/ping"),
                      [counters](const RouteRequest &, const ResponseSinkPtr &sink) {
                          ++counters->handled;
                          sink->sendResponse(200, {{QStringLiteral("success"), true}});
                      });
    m_router.addRoute(post, QStringLiteral("/api/echo"),
                      [counters](const RouteRequest &request, const ResponseSinkPtr &sink) {
                          ++counters->handled;
                          sink->sendResponse(200, request.body());
                      });
    m_router.addRoute(post, QStringLiteral("/api/delay"),
                      [counters, context](const RouteRequest &request, const ResponseSinkPtr &sink) {
                          ++counters->handled;
                          const int ms = request.body().value(QStringLiteral("ms")).toInt();
                          const QJsonValue value = request.body().value(QStringLiteral("value"));
                          auto *timer = new QTimer(context);
                          timer->setSingleShot(true);
                          QObject::connect(timer, &QTimer::timeout, timer, [timer, sink, value] {
                              sink->sendResponse(200, {{QStringLiteral("value"), value}});
                              timer->deleteLater();
                          });
                          sink->setCancelHandler([counters, timer, sink] {
                              ++counters->cancelled;
                              timer->stop();
                              timer->deleteLater();
                              sink->sendResponse(499, {{QStringLiteral("cancelled"), true}});
                          });
                          timer->start(ms);
                      });
    m_router.addRoute(
        post, QStringLiteral("/api/stream"),
        [counters, context](const RouteRequest &request, const ResponseSinkPtr &sink) {
            ++counters->handled;
            const int count = request.body().value(QStringLiteral("count")).toInt(3);
            const int interval = request.body().value(QStringLiteral("interval")).toInt(1);
            auto *timer = new QTimer(context);
            auto sent = std::make_shared<int>(0);
            QObject::connect(timer, &QTimer::timeout, timer, [timer, sink, sent, count] {
                if (*sent == count) {
                    sink->sendEvent(event(QStringLiteral("complete"), {{QStringLiteral("exitCode"), 0}}));
                    sink->sendResponse(200, {{QStringLiteral("success"), true}});
                    timer->deleteLater();
                    return;
                }
                sink->sendEvent(
                    event(QStringLiteral("stdout"), {{QStringLiteral("data"), QString::number(*sent)}}));
                sink->sendEvent(event(QStringLiteral("heartbeat")));
                ++*sent;
            });
            sink->setCancelHandler([counters, timer] {
                ++counters->cancelled;
                timer->deleteLater();
            });
            sink->sendEvent(event(QStringLiteral("start")));
            timer->start(interval);
        });
    m_router.addRoute(post, QStringLiteral("/api/forever"),
                      [counters, context](const RouteRequest &, const ResponseSinkPtr &sink) {
                          ++counters->handled;
                          auto *timer = new QTimer(context);
                          QObject::connect(timer, &QTimer::timeout, timer,
                                           [sink] { sink->sendEvent(event(QStringLiteral("heartbeat"))); });
                          sink->setCancelHandler([counters, timer, sink] {
                              ++counters->cancelled;
                              timer->deleteLater();
                              sink->sendResponse(200, {{QStringLiteral("cancelled"), true}});
                          });
                          sink->sendEvent(event(QStringLiteral("start")));
                          timer->start(10);
                      });

    m_worker.setObjectName(QStringLiteral("test-agent-handler"));
    m_worker.start();
    m_context->moveToThread(&m_worker);
    m_server = std::make_unique<AgentServer>(&m_router, m_context.get(), std::move(options));
    m_server->listen(QHostAddress::LocalHost, port);
}

TestAgent::~TestAgent()
{
    m_server.reset();
    // Timers created by routes live in the worker thread; they die with its event loop.
    // deleteLater() posts a deferred delete, which the thread runs when it finishes; a queued
    // call to it could be left unprocessed (and the context leaked) once quit() wins the race.
    m_context.release()->deleteLater();
    m_worker.quit();
    m_worker.wait();
}

} // namespace sandman::test
