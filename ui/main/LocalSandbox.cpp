// SPDX-License-Identifier: Apache-2.0
#include "LocalSandbox.h"

#include "client/InProcessTransport.h"
#include "client/WebSocketTransport.h"
#include "isolation/Bubblewrap.h"
#include "isolation/IsolatedAgent.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"

#include <QDateTime>
#include <QDir>
#include <QTimer>

namespace sandman {

namespace {
// A sandbox that dies more often than this is left stopped.
constexpr int kMaxRestartsPerWindow = 3;
constexpr qint64 kRestartWindowMs = 60 * 1000;
constexpr int kRestartDelayMs = 300;
} // namespace

std::optional<LocalSandbox::Isolation> LocalSandbox::parseIsolation(const QString &text)
{
    if (text == QLatin1String("auto"))
        return Isolation::Auto;
    if (text == QLatin1String("on"))
        return Isolation::Required;
    if (text == QLatin1String("off"))
        return Isolation::Off;
    return std::nullopt;
}

LocalSandbox::LocalSandbox(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
    if (m_options.agentPath.isEmpty())
        m_options.agentPath = IsolatedAgent::defaultAgentPath();
}

LocalSandbox::~LocalSandbox() = default;

SandboxConnection *LocalSandbox::start()
{
    QDir().mkpath(m_options.workspaceDir);
    const QString workspace = QDir(m_options.workspaceDir).absolutePath();
    if (m_options.isolation == Isolation::Off) {
        m_notIsolatedReason = tr("isolation is turned off");
    } else {
        QString why;
        if (Bubblewrap::isUsable(&why)) {
            auto agent = std::make_unique<IsolatedAgent>();
            if (agent->start(m_options.agentPath, workspace, &why))
                m_agent = std::move(agent);
        }
        if (!m_agent) {
            m_notIsolatedReason = why;
            if (m_options.isolation == Isolation::Required) {
                m_error = tr("The local sandbox cannot be isolated: %1").arg(why);
                return nullptr;
            }
        }
    }
    if (m_agent) {
        connect(m_agent.get(), &IsolatedAgent::exited, this, &LocalSandbox::onAgentExited);
        WebSocketTransport::Options transportOptions;
        transportOptions.token = m_agent->token();
        auto *transport = new WebSocketTransport(m_agent->url(), transportOptions);
        transport->open();
        return new SandboxConnection(SandboxConnection::localSandboxName(), transport, true);
    }
    Sandbox::Options sandboxOptions;
    sandboxOptions.workspaceDir = workspace;
    m_host = std::make_unique<SandboxHost>(sandboxOptions);
    auto *transport = new InProcessTransport(m_host->handler(), m_host->context());
    return new SandboxConnection(SandboxConnection::localSandboxName(), transport, true);
}

void LocalSandbox::onAgentExited(int exitCode, bool crashed)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    m_recentRestarts.removeIf([now](qint64 at) { return now - at > kRestartWindowMs; });
    const bool restart = m_recentRestarts.size() < kMaxRestartsPerWindow;
    const QString what = crashed
        ? tr("The local sandbox was killed; its processes are gone.")
        : tr("The local sandbox stopped (exit status %1); its processes are gone.").arg(exitCode);
    emit stoppedUnexpectedly(restart ? tr("%1 Starting it again.").arg(what) : what);
    if (restart) {
        m_recentRestarts.append(now);
        // Not from within the agent's own finished() signal, and with a moment for its port.
        QTimer::singleShot(kRestartDelayMs, this, &LocalSandbox::restartAgent);
    }
}

void LocalSandbox::restartAgent()
{
    QString why;
    if (m_agent && m_agent->restart(&why))
        emit restarted();
    else
        emit stoppedUnexpectedly(tr("The local sandbox could not be started again: %1").arg(why));
}

qint64 LocalSandbox::agentProcessId() const
{
    return m_agent ? m_agent->processId() : 0;
}

QString LocalSandbox::statusText() const
{
    return isIsolated() ? tr("Local sandbox: isolated") : tr("Local sandbox: not isolated");
}

QString LocalSandbox::statusDetail() const
{
    return isIsolated()
        ? tr("Confined with bubblewrap: the system is read-only, the workspace is at "
             "/workspace, and /tmp, the home folder and the processes are its own.")
        : tr("Commands run with your own files and processes within reach: %1").arg(m_notIsolatedReason);
}

} // namespace sandman
