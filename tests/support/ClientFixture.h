// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/SandboxClient.h"
#include "engine/Sandbox.h"

#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace sandman {
class SandboxHost;
class Transport;
} // namespace sandman

namespace sandman::test {

// A fresh sandbox (temporary workspace, test-mode standard paths) running in its own thread,
// reached through the named transport, with a SandboxClient on the calling thread.
//
// Behavioural suites run every test over every transport with QtTest global data:
//   void initTestCase_data() { ClientFixture::addTransportColumn(); }
//   void init() { QFETCH_GLOBAL(QString, transport); m_fx = ClientFixture::create(transport); QVERIFY(m_fx);
//   } void cleanup() { m_fx.reset(); }
class ClientFixture
{
public:
    // "inprocess" (and "websocket" once the agent exists).
    static QStringList transportKinds();
    // QTest::addColumn<QString>("transport") plus one row per kind.
    static void addTransportColumn();
    // Null (with a QWARN) when the transport cannot be set up.
    static std::unique_ptr<ClientFixture> create(const QString &transport, Sandbox::Options options = {});
    ~ClientFixture();

    SandboxClient *client() const { return m_client.get(); }
    Transport *transport() const { return m_transport.get(); }
    SandboxHost *host() const { return m_host.get(); }
    QString workspace() const { return m_workspace.path(); }
    const QString &transportKind() const { return m_kind; }

private:
    ClientFixture() = default;
    bool setUp(const QString &transport, Sandbox::Options options);

    QString m_kind;
    QTemporaryDir m_workspace;
    std::unique_ptr<SandboxHost> m_host;
    std::unique_ptr<QObject> m_server; // the transport's server side, if it has one
    std::unique_ptr<Transport> m_transport;
    std::unique_ptr<SandboxClient> m_client;
};

} // namespace sandman::test
