// SPDX-License-Identifier: Apache-2.0
#include "ClientFixture.h"

#include "FutureWait.h"
#include "client/InProcessTransport.h"
#include "client/WebSocketTransport.h"
#include "server/AccessToken.h"
#include "server/AgentServer.h"
#include "server/SandboxHost.h"

#include <QStandardPaths>
#include <QtTest>

namespace sandman::test {

QStringList ClientFixture::transportKinds()
{
    return {QStringLiteral("inprocess"), QStringLiteral("websocket")};
}

void ClientFixture::addTransportColumn()
{
    QTest::addColumn<QString>("transport");
    for (const QString &kind : transportKinds())
        QTest::newRow(kind.toUtf8().constData()) << kind;
}

std::unique_ptr<ClientFixture> ClientFixture::create(const QString &transport, Sandbox::Options options)
{
    std::unique_ptr<ClientFixture> fixture(new ClientFixture);
    if (!fixture->setUp(transport, std::move(options)))
        return nullptr;
    return fixture;
}

ClientFixture::~ClientFixture()
{
    // Client side first, then the server side, then the sandbox (which kills its processes).
    m_client.reset();
    m_transport.reset();
    m_server.reset();
    m_host.reset();
}

bool ClientFixture::setUp(const QString &transport, Sandbox::Options options)
{
    QStandardPaths::setTestModeEnabled(true);
    m_kind = transport;
    if (!m_workspace.isValid()) {
        qWarning("cannot create a temporary workspace");
        return false;
    }
    if (options.workspaceDir.isEmpty())
        options.workspaceDir = m_workspace.path();
    m_host = std::make_unique<SandboxHost>(std::move(options));
    if (transport == QLatin1String("inprocess")) {
        m_transport = std::make_unique<InProcessTransport>(m_host->handler(), m_host->context());
    } else if (transport == QLatin1String("websocket")) {
        // A real agent server on a free loopback port with a random token, as sandman-agent
        // runs it; the client connects to it over ws://.
        AgentServer::Options serverOptions;
        serverOptions.token = AccessToken::generate();
        auto server = std::make_unique<AgentServer>(m_host->handler(), m_host->context(), serverOptions);
        if (!server->listen(QHostAddress::LocalHost, 0)) {
            qWarning("cannot listen on loopback: %s", qPrintable(server->errorString()));
            return false;
        }
        WebSocketTransport::Options clientOptions;
        clientOptions.token = serverOptions.token;
        auto webSocket = std::make_unique<WebSocketTransport>(server->url(), clientOptions);
        webSocket->open();
        WebSocketTransport *raw = webSocket.get();
        if (!waitUntil([raw] { return raw->state() == Transport::State::Connected; }, 10000)) {
            qWarning("cannot connect to the test agent: %s", qPrintable(raw->lastError()));
            return false;
        }
        m_server = std::move(server);
        m_transport = std::move(webSocket);
    } else {
        qWarning("unknown transport kind %s", qPrintable(transport));
        return false;
    }
    m_client = std::make_unique<SandboxClient>(m_transport.get());
    return true;
}

} // namespace sandman::test
