// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "engine/Sandbox.h"

#include <QObject>
#include <QThread>

#include <memory>

namespace sandman {

class RequestHandler;
class SandboxRouter;

// Runs a Sandbox and its SandboxRouter in a thread of their own. Hand handler() and context()
// to an InProcessTransport (or an AgentServer). Destroying the host destroys the sandbox on its
// thread, which kills every process it started, then stops the thread.
class SandboxHost : public QObject
{
    Q_OBJECT
public:
    explicit SandboxHost(Sandbox::Options options, QObject *parent = nullptr);
    ~SandboxHost() override;

    RequestHandler *handler() const;
    // The object whose thread runs the handler: the Sandbox itself.
    QObject *context() const;
    // Only to be used on the sandbox's thread (e.g. via QMetaObject::invokeMethod(context())).
    Sandbox *sandbox() const { return m_sandbox; }
    QThread *thread() const { return m_thread.get(); }

private:
    std::unique_ptr<QThread> m_thread;
    Sandbox *m_sandbox = nullptr;
    SandboxRouter *m_router = nullptr;
};

} // namespace sandman
