// SPDX-License-Identifier: Apache-2.0
#include "SandboxHost.h"

#include "SandboxRouter.h"

namespace sandman {

SandboxHost::SandboxHost(Sandbox::Options options, QObject *parent)
    : QObject(parent)
    , m_thread(std::make_unique<QThread>())
{
    m_thread->setObjectName(QStringLiteral("sandbox"));
    m_sandbox = new Sandbox(std::move(options));
    m_router = new SandboxRouter(m_sandbox);
    m_sandbox->moveToThread(m_thread.get());
    m_thread->start();
}

SandboxHost::~SandboxHost()
{
    Sandbox *sandbox = m_sandbox;
    SandboxRouter *router = m_router;
    // Destroyed on its own thread: sessions kill their process trees synchronously there.
    QMetaObject::invokeMethod(
        sandbox,
        [sandbox, router] {
            delete router;
            delete sandbox;
        },
        Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
}

RequestHandler *SandboxHost::handler() const
{
    return m_router;
}

QObject *SandboxHost::context() const
{
    return m_sandbox;
}

} // namespace sandman
