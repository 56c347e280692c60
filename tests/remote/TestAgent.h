// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "server/AgentServer.h"
#include "server/Router.h"

#include <QThread>

#include <atomic>
#include <memory>

namespace sandman::test {

// An AgentServer on 127.0.0.1 serving a small Router of test routes from a worker thread, so
// that the server's thread hand-off is exercised as it is with the real engine:
//   GET  /api/ping                     → {success:true}
//   POST /api/echo {…}                 → the body
//   POST /api/delay {ms, value}        → {value} after ms
//   POST /api/stream {count, interval} → count "stdout" events, a "heartbeat" between them, "complete"
//   POST /api/forever                  → "heartbeat" events until cancelled
// Counters record what the handler did (readable from any thread).
class TestAgent
{
public:
    struct Counters {
        std::atomic<int> handled{0};
        std::atomic<int> cancelled{0};
    };

    explicit TestAgent(AgentServer::Options options = defaultOptions(), quint16 port = 0);
    ~TestAgent();

    static AgentServer::Options defaultOptions();
    static QByteArray token() { return QByteArrayLiteral("s3cret-test-token"); }

    bool isListening() const { return m_server && m_server->isListening(); }
    AgentServer *server() const { return m_server.get(); }
    quint16 port() const { return m_server->serverPort(); }
    QUrl url() const { return m_server->url(); }
    Counters &counters() { return *m_counters; }

private:
    std::shared_ptr<Counters> m_counters = std::make_shared<Counters>();
    Router m_router;
    QThread m_worker;
    std::unique_ptr<QObject> m_context;
    std::unique_ptr<AgentServer> m_server;
};

} // namespace sandman::test
