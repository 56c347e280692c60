// SPDX-License-Identifier: Apache-2.0
#include "Target.h"

#include "ClusterTarget.h"
#include "CtlError.h"
#include "KeyringModule.h"
#include "client/SavedRemotes.h"
#include "isolation/Bubblewrap.h"
#include "local/LocalAgentRuntime.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QLibrary>
#include <QSettings>
#include <QStandardPaths>

namespace sandman::ctl {

namespace {
QByteArray readTokenFile(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        throw CtlError{Usage,
                       QCoreApplication::translate("sandmanctl", "cannot read the token file %1: %2")
                           .arg(fileName, file.errorString())};
    return file.readAll().trimmed();
}

// ws://host:port/ws from what a user types: ws(s)://host:port[/ws], http(s)://host:port.
QUrl agentUrl(const QString &text)
{
    QUrl url(text);
    if (url.scheme() == QLatin1String("http"))
        url.setScheme(QStringLiteral("ws"));
    else if (url.scheme() == QLatin1String("https"))
        url.setScheme(QStringLiteral("wss"));
    if (url.path().isEmpty() || url.path() == QLatin1String("/"))
        url.setPath(QStringLiteral("/ws"));
    return url;
}
} // namespace

Target Target::resolve(const GlobalOptions &options)
{
    const QString &sandbox = options.sandbox;
    if (sandbox.isEmpty() || sandbox == QLatin1String("local"))
        return localSandbox(options);
    if (sandbox.startsWith(QLatin1String(ClusterTarget::kScheme)))
        return ClusterTarget::resolve(sandbox);
    Target target;
    const QUrl typed(sandbox);
    static const QStringList schemes{QStringLiteral("ws"), QStringLiteral("wss"), QStringLiteral("http"),
                                     QStringLiteral("https")};
    if (typed.isValid() && schemes.contains(typed.scheme()) && !typed.host().isEmpty()) {
        target.url = agentUrl(sandbox);
    } else {
        for (const SavedRemote &remote : SavedRemotes::load()) {
            const QString hostPort
                = remote.url.host() + QLatin1Char(':') + QString::number(remote.url.port(7681));
            if (remote.name == sandbox || hostPort == sandbox) {
                target.url = remote.url;
                break;
            }
        }
        if (target.url.isEmpty())
            throw CtlError{NotFound,
                           QCoreApplication::translate(
                               "sandmanctl",
                               "no sandbox \u201c%1\u201d: give a ws:// URL or the name of a remote "
                               "saved in the window (sandmanctl ls sandboxes)")
                               .arg(sandbox)};
    }
    target.name = target.url.toString();
    target.token = options.tokenFile.isEmpty() ? keyringToken(target.url) : readTokenFile(options.tokenFile);
    return target;
}

QByteArray Target::keyringToken(const QUrl &url)
{
    // The module beside sandmanctl (the build tree), else where it is installed.
    const QDir here(QCoreApplication::applicationDirPath());
    QLibrary module(here.filePath(QStringLiteral("sandmanctl-keyring")));
    if (!module.load()) {
        module.setFileName(here.filePath(QStringLiteral(SANDMAN_KEYRING_MODULE_DIR "/sandmanctl-keyring")));
        if (!module.load())
            return {}; // no keyring support: the agent refuses us and says so
    }
    const auto token = reinterpret_cast<KeyringTokenFunction>(module.resolve(kKeyringTokenSymbol));
    QByteArray value;
    if (token)
        token(url.toString(), &value);
    return value;
}

Target Target::localSandbox(const GlobalOptions &options)
{
    // The same workspace, state folder and isolation settings as the window (app/main.cpp,
    // ui/main/LocalSandbox), so that both reach the same agent.
    const QString dataDir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    LocalAgentRuntime::Options runtime;
    runtime.workspaceDir
        = QDir(options.workspace.isEmpty() ? dataDir + QStringLiteral("/workspace") : options.workspace)
              .absolutePath();
    runtime.agentPath
        = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("sandman-agent"));
    runtime.stateDir
        = dataDir + QStringLiteral("/sandboxes/") + LocalAgentRuntime::workspaceKey(runtime.workspaceDir);
    const QSettings settings;
    runtime.network = settings.value(QStringLiteral("sandbox/network")).toString();
    runtime.passEnv = settings.value(QStringLiteral("sandbox/passEnv")).toStringList();

    Target target;
    target.local = true;
    target.name = QCoreApplication::translate("sandmanctl", "the local sandbox");
    std::optional<LocalAgentInfo> running = LocalAgentRuntime(runtime).runningAgent();
    if (!running) {
        QDir().mkpath(runtime.workspaceDir);
        QString why;
        runtime.isolate = Bubblewrap::isUsable(&why);
        LocalAgentRuntime starter(runtime);
        const LocalAgentRuntime::Outcome outcome = starter.attachOrStart(&why);
        if (outcome == LocalAgentRuntime::Outcome::Failed && runtime.isolate) {
            runtime.isolate = false; // bubblewrap looked usable but could not confine it
            LocalAgentRuntime unconfined(runtime);
            if (unconfined.attachOrStart(&why) == LocalAgentRuntime::Outcome::Failed)
                throw CtlError{
                    Unreachable,
                    QCoreApplication::translate("sandmanctl", "cannot start the local sandbox: %1").arg(why)};
            running = unconfined.info();
        } else if (outcome == LocalAgentRuntime::Outcome::Failed) {
            throw CtlError{
                Unreachable,
                QCoreApplication::translate("sandmanctl", "cannot start the local sandbox: %1").arg(why)};
        } else {
            running = starter.info();
        }
    }
    target.url = running->url;
    target.token = running->token;
    return target;
}

} // namespace sandman::ctl
