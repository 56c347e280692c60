// SPDX-License-Identifier: Apache-2.0
#include "LocalSandbox.h"

#include "client/WebSocketTransport.h"
#include "local/InProcessSandbox.h"
#include "local/LocalAgentRuntime.h"
#include "sessions/SandboxConnection.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>
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
        m_options.agentPath
            = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("sandman-agent"));
    QDir().mkpath(m_options.workspaceDir);
    m_options.workspaceDir = QDir(m_options.workspaceDir).absolutePath();
    if (m_options.stateDir.isEmpty())
        m_options.stateDir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
            + QStringLiteral("/sandboxes/") + LocalAgentRuntime::workspaceKey(m_options.workspaceDir);
}

LocalSandbox::~LocalSandbox() = default;

LocalAgentRuntime::Options LocalSandbox::runtimeOptions(bool isolate) const
{
    LocalAgentRuntime::Options options;
    options.agentPath = m_options.agentPath;
    options.workspaceDir = m_options.workspaceDir;
    options.isolate = isolate;
    options.runtimeDir = m_options.runtimeDir;
    options.stateDir = m_options.stateDir;
    options.network = m_options.network;
    options.passEnv = m_options.passEnv;
    options.maxExecOutputBytes = m_options.maxExecOutputBytes;
    return options;
}

bool LocalSandbox::startAgent(bool isolate, QString *why)
{
    auto runtime = std::make_unique<LocalAgentRuntime>(runtimeOptions(isolate));
    const LocalAgentRuntime::Outcome outcome = runtime->attachOrStart(why);
    if (outcome == LocalAgentRuntime::Outcome::Failed)
        return false;
    m_wasRunning = outcome == LocalAgentRuntime::Outcome::Attached;
    m_runtime = std::move(runtime);
    connect(m_runtime.get(), &LocalAgentRuntime::agentEnded, this, &LocalSandbox::onAgentEnded);
    return true;
}

SandboxConnection *LocalSandbox::start()
{
    QString why;
    if (m_options.isolation == Isolation::Off)
        m_notIsolatedReason = tr("isolation is turned off");
    else if (LocalAgentRuntime(runtimeOptions(true)).canIsolate(&why))
        m_wantIsolated = true;
    else
        m_notIsolatedReason = why;
    if (!m_wantIsolated && m_options.isolation == Isolation::Required) {
        m_error = tr("The local sandbox cannot be isolated: %1").arg(why);
        return nullptr;
    }
    if (!startAgent(m_wantIsolated, &why) && m_wantIsolated) {
        // bubblewrap looked usable but could not confine the agent after all.
        m_notIsolatedReason = why;
        if (m_options.isolation == Isolation::Required) {
            m_error = tr("The local sandbox cannot be isolated: %1").arg(why);
            return nullptr;
        }
        m_wantIsolated = false;
        startAgent(false, &why);
    }
    if (m_runtime) {
        m_needsRestart = m_runtime->info().isolated != m_wantIsolated;
        if (m_runtime->info().isolated)
            m_notIsolatedReason.clear();
        WebSocketTransport::Options transportOptions;
        transportOptions.token = m_runtime->info().token;
        auto *transport = new WebSocketTransport(m_runtime->info().url, transportOptions);
        transport->open();
        return new SandboxConnection(SandboxConnection::localSandboxName(), transport, true);
    }
    if (m_notIsolatedReason.isEmpty())
        m_notIsolatedReason = why;
    m_inProcess = std::make_unique<InProcessSandbox>(m_options.workspaceDir);
    return new SandboxConnection(SandboxConnection::localSandboxName(), m_inProcess->createTransport(), true);
}

bool LocalSandbox::isIsolated() const
{
    return m_runtime && m_runtime->info().isolated;
}

qint64 LocalSandbox::agentProcessId() const
{
    return m_runtime ? m_runtime->info().pid : 0;
}

QString LocalSandbox::runtimeFile() const
{
    return m_runtime ? m_runtime->runtimeFile() : QString();
}

QString LocalSandbox::stateFile() const
{
    return m_runtime ? m_runtime->stateFile() : QString();
}

bool LocalSandbox::stop(QString *error)
{
    if (!m_runtime) {
        *error = tr("The local sandbox runs inside Sandman and ends with it.");
        return false;
    }
    if (!m_runtime->stop(error))
        return false;
    emit stopped();
    return true;
}

bool LocalSandbox::restart(QString *error)
{
    if (!m_runtime || (m_runtime->isRunning() && !stop(error)))
        return false;
    m_runtime->setIsolate(m_wantIsolated);
    if (m_runtime->attachOrStart(error) == LocalAgentRuntime::Outcome::Failed)
        return false;
    m_needsRestart = false;
    if (isIsolated())
        m_notIsolatedReason.clear();
    emit restarted();
    return true;
}

void LocalSandbox::onAgentEnded(bool stopped)
{
    if (stopped) {
        emit this->stopped();
        return;
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    m_recentRestarts.removeIf([now](qint64 at) { return now - at > kRestartWindowMs; });
    const bool restart = m_recentRestarts.size() < kMaxRestartsPerWindow;
    const QString what = tr("The local sandbox ended unexpectedly; its processes and terminals are gone.");
    emit stoppedUnexpectedly(restart ? tr("%1 Starting it again.").arg(what) : what);
    if (restart) {
        m_recentRestarts.append(now);
        // Not from within the notifier's signal, and with a moment for its port.
        QTimer::singleShot(kRestartDelayMs, this, &LocalSandbox::restartAgent);
    }
}

void LocalSandbox::restartAgent()
{
    QString why;
    if (m_runtime && m_runtime->attachOrStart(&why) != LocalAgentRuntime::Outcome::Failed)
        emit restarted();
    else
        emit stoppedUnexpectedly(tr("The local sandbox could not be started again: %1").arg(why));
}

QList<LocalSandbox::SettingsChange> LocalSandbox::settingsChanges() const
{
    if (!m_runtime)
        return {};
    return compareSettings(m_runtime->info(), m_wantIsolated, m_options.network, m_options.passEnv);
}

QStringList LocalSandbox::otherRunningWorkspaces() const
{
    if (!m_runtime)
        return {};
    QStringList workspaces;
    const QString runtimeDir = QFileInfo(m_runtime->runtimeFile()).absolutePath();
    for (const LocalAgentInfo &agent : LocalAgentRuntime::runningAgents(runtimeDir)) {
        if (QDir::cleanPath(agent.workspace) != QDir::cleanPath(m_options.workspaceDir))
            workspaces.append(agent.workspace);
    }
    return workspaces;
}

bool LocalSandbox::stopOtherWorkspace(const QString &workspace, QString *error) const
{
    LocalAgentRuntime::Options options = runtimeOptions(false);
    options.workspaceDir = workspace;
    return LocalAgentRuntime(options).stop(error);
}

QList<LocalSandbox::SettingsChange> LocalSandbox::compareSettings(const LocalAgentInfo &running,
                                                                  bool wantIsolated, const QString &network,
                                                                  const QStringList &passEnv)
{
    QList<SettingsChange> changes;
    if (running.isolated != wantIsolated) {
        const QString isolated = tr("isolation (bubblewrap)");
        const QString unconfined = tr("no isolation");
        changes.append(running.isolated ? SettingsChange{isolated, unconfined}
                                        : SettingsChange{unconfined, isolated});
        return changes; // network and variables only mean something in an isolated sandbox
    }
    if (!running.isolated || !running.settingsRecorded)
        return changes;
    const auto networkName = [](const QString &mode) {
        return tr("network \u201c%1\u201d").arg(mode.isEmpty() ? QStringLiteral("user") : mode);
    };
    if (networkName(running.network) != networkName(network))
        changes.append({networkName(running.network), networkName(network)});
    const auto variables = [](QStringList names) {
        names.removeAll(QString());
        names.sort();
        names.removeDuplicates();
        return names.isEmpty() ? tr("no passed variables")
                               : tr("passed variables %1").arg(names.join(QStringLiteral(", ")));
    };
    if (variables(running.passEnv) != variables(passEnv))
        changes.append({variables(running.passEnv), variables(passEnv)});
    return changes;
}

QString LocalSandbox::statusText() const
{
    return isIsolated() ? tr("isolated") : tr("not isolated");
}

QString LocalSandbox::statusDetail() const
{
    QString detail = isIsolated()
        ? tr("Confined with bubblewrap: the system is read-only, the workspace is at "
             "/workspace, and /tmp, the home folder and the processes are its own.")
        : tr("Commands run with your own files and processes within reach: %1").arg(m_notIsolatedReason);
    if (!runsInAgent())
        detail += QLatin1Char(' ') + tr("It runs inside Sandman and ends when Sandman is closed.");
    // What the agent was started with, in the user's words (the agent's own line, in
    // English, stays in its log file).
    if (m_runtime && isIsolated()) {
        const LocalAgentInfo &info = m_runtime->info();
        QString network;
        if (info.network == QLatin1String("none"))
            network = tr("none (loopback only)");
        else if (info.network == QLatin1String("host"))
            network = tr("the host's (unsafe: the host's loopback services are reachable)");
        else
            network = tr("outbound only (slirp4netns; the host's loopback is unreachable)");
        const QString environment = info.passEnv.isEmpty()
            ? tr("a short allowlist")
            : tr("a short allowlist and %1").arg(QLocale().createSeparatedList(info.passEnv));
        detail += QLatin1Char('\n')
            + tr("Root inside the sandbox has no capabilities and is an unprivileged user outside it; "
                 "network: %1; environment: %2.")
                  .arg(network, environment);
    }
    return detail;
}

} // namespace sandman
