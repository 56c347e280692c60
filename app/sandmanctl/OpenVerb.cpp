// SPDX-License-Identifier: Apache-2.0
#include "OpenVerb.h"

#include "Await.h"
#include "ClusterTarget.h"
#include "Context.h"
#include "client/SandboxClient.h"
#include "main/WindowInstance.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QPromise>
#include <QStandardPaths>
#include <QTimer>

namespace sandman::ctl {

namespace {

constexpr int kWindowAnswerMs = 3000;

// Beside sandmanctl (the build tree, /usr/bin), else on PATH.
QString windowProgram()
{
    const QString beside = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("sandman"));
    if (QFileInfo(beside).isExecutable())
        return beside;
    return QStandardPaths::findExecutable(QStringLiteral("sandman"));
}

constexpr int kWindowStartMs = 60000;
constexpr int kPollMs = 100;

QFuture<void> delay(int ms)
{
    auto promise = std::make_shared<QPromise<void>>();
    promise->start();
    QTimer::singleShot(ms, [promise] { promise->finish(); });
    return promise->future();
}

int answered(Context &context, const QJsonObject &answer, bool started)
{
    if (!answer.value(QStringLiteral("ok")).toBool())
        throw CtlError{Failed,
                       QCoreApplication::translate("sandmanctl", "the window refused: %1")
                           .arg(answer.value(QStringLiteral("error")).toString())};
    if (context.options().json())
        Context::outJson(QJsonObject{{QStringLiteral("started"), started},
                                     {QStringLiteral("pid"), answer.value(QStringLiteral("pid"))}});
    return Ok;
}

} // namespace

Verb OpenVerb::verb()
{
    return {
        QStringLiteral("open"),
        QStringLiteral("[ID]"),
        QCoreApplication::translate(
            "sandmanctl",
            "Raise Sandman's window on the session's tab (one is opened if it has none), or start "
            "the window on it; with --sandbox, a remote agent's or a cluster sandbox's session (the window "
            "connects to it)."),
        {},
        &OpenVerb::run,
        0,
        1};
}

int OpenVerb::run(Context &context, const QCommandLineParser &, const QStringList &arguments)
{
    const QString &sandbox = context.options().sandbox;
    const QString session = arguments.value(0);
    // An unknown session is an error here rather than a window showing one; this also starts the
    // local sandbox the window would attach to, and checks a remote's address and token.
    if (!session.isEmpty())
        await(context.client()->getSession(session));
    else if (sandbox.startsWith(QLatin1String(ClusterTarget::kScheme)))
        (void)context.target(); // its context, sandbox and pod found, or a clear error here
    QJsonObject request{{QStringLiteral("open"), true}, {QStringLiteral("session"), session}};
    if (sandbox.startsWith(QLatin1String(ClusterTarget::kScheme))) {
        // The window opens it as its Kubernetes list does (its own port-forward, the token from
        // the Secret), from the same kubeconfig as here.
        const ClusterTarget::Address address = ClusterTarget::parse(sandbox);
        request.insert(QStringLiteral("cluster"),
                       QJsonObject{{QStringLiteral("kubeconfig"),
                                    QJsonArray::fromStringList(ClusterTarget::kubeconfigPaths(address))},
                                   {QStringLiteral("context"), address.context},
                                   {QStringLiteral("namespace"), address.ns},
                                   {QStringLiteral("name"), address.name}});
    } else if (!sandbox.isEmpty() && sandbox != QLatin1String("local")) {
        // The window connects to a remote it has no connection to, with the token that worked
        // here (the window's socket is this user's alone).
        const Target &target = context.target();
        request.insert(QStringLiteral("sandbox"),
                       QJsonObject{{QStringLiteral("url"), target.url.toString()},
                                   {QStringLiteral("name"), target.name},
                                   {QStringLiteral("token"), QString::fromUtf8(target.token)}});
    }
    const QString workspace = context.options().workspace.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
            + QStringLiteral("/workspace")
        : QDir(context.options().workspace).absolutePath();
    if (const std::optional<QJsonObject> answer
        = WindowInstance::request(workspace, request, kWindowAnswerMs))
        return answered(context, *answer, false);
    const QString program = windowProgram();
    if (program.isEmpty())
        throw CtlError{NotFound,
                       QCoreApplication::translate(
                           "sandmanctl", "no Sandman window runs and the sandman program is not installed")};
    QStringList windowArguments;
    if (!context.options().workspace.isEmpty())
        windowArguments << QStringLiteral("--workspace") << workspace;
    if (!context.options().language.isEmpty())
        windowArguments << QStringLiteral("--language") << context.options().language;
    // Detached and quiet: the window outlives this command and keeps its messages to its log.
    QProcess window;
    window.setProgram(program);
    window.setArguments(windowArguments);
    window.setStandardInputFile(QProcess::nullDevice());
    window.setStandardOutputFile(QProcess::nullDevice());
    window.setStandardErrorFile(QProcess::nullDevice());
    qint64 pid = 0;
    if (!window.startDetached(&pid))
        throw CtlError{Failed,
                       QCoreApplication::translate("sandmanctl", "cannot start %1: %2")
                           .arg(program, window.errorString())};
    // Then asked as a running one (the same path: the tab, reused or opened, in front), once it
    // listens — it does as soon as its local sandbox is connected.
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < kWindowStartMs) {
        if (const std::optional<QJsonObject> answer
            = WindowInstance::request(workspace, request, kWindowAnswerMs))
            return answered(context, *answer, true);
        await(delay(kPollMs));
    }
    throw CtlError{
        TimedOut,
        QCoreApplication::translate("sandmanctl", "the window (process %1) did not answer in time").arg(pid)};
}

} // namespace sandman::ctl
