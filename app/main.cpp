// SPDX-License-Identifier: Apache-2.0
// The Sandman desktop application: the local sandbox out of the box, remote agents on demand.
#include "cluster/ClusterController.h"
#include "isolation/NetworkMode.h"
#include "main/AfterFirstPaint.h"
#include "main/FirstPaintReporter.h"
#include "main/LanguageLoader.h"
#include "main/LaunchOptions.h"
#include "main/LocalSandbox.h"
#include "main/LocalSandboxController.h"
#include "main/MainWindow.h"
#include "main/PaneFocusCycle.h"
#include "main/SessionOpener.h"
#include "main/StartupTrace.h"
#include "main/WindowStateDump.h"
#include "sessions/SandboxConnection.h"
#include "tabs/TerminalLauncher.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>

#include <cstdio>
#include <memory>

using namespace sandman;

namespace {
QString readToken(const QString &fileName, QString *error)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    return QString::fromUtf8(file.readAll()).trimmed();
}

// --help and --version (before a command given with -e) need no display.
bool asksForHelpOrVersion(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "-e" || argument == "--")
            return false;
        if (argument == "-h" || argument == "--help" || argument == "-?" || argument == "--help-all"
            || argument == "-v" || argument == "--version")
            return true;
    }
    return false;
}
} // namespace

int main(int argc, char *argv[])
{
    StartupTrace::mark("main");
    // QApplication aborts where there is no display (the xcb plugin): answering --help or
    // --version needs none.
    const std::unique_ptr<QCoreApplication> app = asksForHelpOrVersion(argc, argv)
        ? std::make_unique<QCoreApplication>(argc, argv)
        : std::make_unique<QApplication>(argc, argv);
    StartupTrace::mark("QApplication");
    QCoreApplication::setApplicationName(QStringLiteral("Sandman"));
    QCoreApplication::setOrganizationName(QStringLiteral("Sandman"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SANDMAN_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.sandman.Sandman"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Sandman: a desktop session manager for sandboxes."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption workspaceOption(QStringLiteral("workspace"),
                                             QStringLiteral("Folder of the local sandbox's workspace."),
                                             QStringLiteral("dir"));
    const QCommandLineOption connectOption(
        QStringLiteral("connect"),
        QStringLiteral("Also connect to a sandman-agent at this ws:// or wss:// URL."),
        QStringLiteral("url"));
    const QCommandLineOption tokenFileOption(QStringLiteral("token-file"),
                                             QStringLiteral("File holding the access token for --connect."),
                                             QStringLiteral("file"));
    const QCommandLineOption languageOption(QStringLiteral("language"),
                                            QStringLiteral("User interface language: en, zh_CN or ja."),
                                            QStringLiteral("lang"));
    const QCommandLineOption terminalOption(
        QStringLiteral("terminal"),
        QStringLiteral("Open a terminal in this session of the local sandbox at start (repeatable)."),
        QStringLiteral("session"));
    const QCommandLineOption noLocalOption(QStringLiteral("no-local"),
                                           QStringLiteral("Do not start the local sandbox."));
    const QCommandLineOption isolationOption(
        QStringLiteral("isolation"),
        QStringLiteral("Confine the local sandbox with bubblewrap: auto (when possible, the default), on "
                       "(or fail) or off."),
        QStringLiteral("mode"), QStringLiteral("auto"));
    const QCommandLineOption networkOption(
        QStringLiteral("network"),
        QStringLiteral(
            "The isolated local sandbox's network: user (outbound only, the default), none or host\n"
            "(unsafe). Remembered for the next start."),
        QStringLiteral("mode"));
    const QCommandLineOption passEnvOption(
        QStringLiteral("pass-env"),
        QStringLiteral(
            "Let this variable of Sandman's environment into the isolated local sandbox (repeatable;\n"
            "remembered for the next start; --pass-env '' forgets the list)."),
        QStringLiteral("name"));
    parser.addOptions({workspaceOption, connectOption, tokenFileOption, languageOption, terminalOption,
                       noLocalOption, isolationOption, networkOption, passEnvOption});
    LaunchOptions::addOptions(&parser);
    QStringList command; // after -e
    parser.process(LaunchOptions::splitCommand(app->arguments(), &command));
    LaunchOptions launch;
    QString launchError;
    if (!launch.read(parser, command, &launchError)) {
        std::fprintf(stderr, "sandman: %s\n", qPrintable(launchError));
        return 2;
    }
    if (launch.opensTerminal() && parser.isSet(noLocalOption)) {
        std::fprintf(stderr, "sandman: -e, --session, --new-session and --cwd need the local sandbox\n");
        return 2;
    }
    const std::optional<LocalSandbox::Isolation> isolation
        = LocalSandbox::parseIsolation(parser.value(isolationOption));
    if (!isolation) {
        std::fprintf(stderr, "sandman: --isolation takes auto, on or off\n");
        return 2;
    }

    LanguageLoader languages;
    languages.install(LanguageLoader::chooseLanguage(parser.value(languageOption)));
    StartupTrace::mark("translations");

    QString workspace = parser.value(workspaceOption);
    if (workspace.isEmpty())
        workspace = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
            + QStringLiteral("/workspace");
    QDir().mkpath(workspace);

    // Declared before the window so that it outlives it: the window's connections hold
    // transports into the sandbox. It runs in an agent of its own that outlives this process
    // (closing the window stops nothing) unless no agent can be started.
    LocalSandbox::Options localOptions;
    localOptions.workspaceDir = workspace;
    localOptions.isolation = *isolation;
    // The sandbox's network and what it takes from this environment are settings: given once,
    // they hold for later starts too (they apply when the agent starts, not to a running one).
    QSettings settings;
    if (parser.isSet(networkOption)) {
        // Read as the agent reads its --network (the value is handed on to it).
        const std::optional<NetworkMode> network = parseNetworkMode(parser.value(networkOption));
        if (!network) {
            std::fprintf(stderr, "sandman: --network takes user, none or host\n");
            return 2;
        }
        settings.setValue(QStringLiteral("sandbox/network"), networkModeName(*network));
    }
    if (parser.isSet(passEnvOption)) {
        QStringList names = parser.values(passEnvOption);
        names.removeAll(QString());
        settings.setValue(QStringLiteral("sandbox/passEnv"), names);
    }
    localOptions.network = settings.value(QStringLiteral("sandbox/network")).toString();
    localOptions.passEnv = settings.value(QStringLiteral("sandbox/passEnv")).toStringList();
    // Only a setting (no dialog): a user who needs a 100 MB exec result sets it in Sandman.conf.
    localOptions.maxExecOutputBytes
        = settings.value(QStringLiteral("sandbox/maxExecOutputBytes")).toLongLong();
    LocalSandbox localSandbox(localOptions);
    MainWindow window;
    new PaneFocusCycle(&window); // F6: the keyboard's way out of a terminal into the panes
    StartupTrace::mark("MainWindow");
    WindowStateDump::fromEnvironment(&window);
    FirstPaintReporter::installFromEnvironment(&window);
    // The first frame needs none of this: the window shows at once, and the sandboxes, their
    // sessions and the remembered tabs come in a moment later (tests/bench/gui_startup).
    AfterFirstPaint::run(&window, [&] {
        if (!parser.isSet(noLocalOption)) {
            SandboxConnection *local = localSandbox.start();
            StartupTrace::mark("local sandbox");
            if (!local) {
                QMessageBox::critical(&window, QStringLiteral("Sandman"), localSandbox.error());
                QCoreApplication::exit(1);
                return;
            }
            window.addConnection(local);
            window.setLocalSandboxStatus(localSandbox.statusText(), localSandbox.statusDetail(),
                                         !localSandbox.isIsolated());
            auto *controller = new LocalSandboxController(&localSandbox, local, &window);
            if (!controller->offerIsolationRestart()) {
                QCoreApplication::exit(1);
                return;
            }
            controller->showKeepRunningNoticeOnce();
            SessionOpener::install(&window, local, workspace); // sandmanctl open
            for (const QString &session : parser.values(terminalOption))
                window.openTerminalWhenListed(local, session);
            if (launch.opensTerminal()) {
                auto *launcher = new TerminalLauncher(launch, window.terminals(), &window);
                QObject::connect(launcher, &TerminalLauncher::sessionListed, &window,
                                 &MainWindow::selectSession);
                QObject::connect(launcher, &TerminalLauncher::failed, &window, [](const QString &message) {
                    std::fprintf(stderr, "sandman: %s\n", qPrintable(message));
                });
                // Queued: a failure before the event loop runs still ends it.
                QObject::connect(
                    launcher, &TerminalLauncher::quitRequested, app.get(),
                    [](int status) { QCoreApplication::exit(status); }, Qt::QueuedConnection);
                launcher->launch(local);
            }
        }
        // A window for one command (-e) holds that tab alone and leaves the remembered tabs to the
        // other windows.
        StartupTrace::mark("local sandbox wired");
        if (launch.command.isEmpty())
            window.restoreTerminalTabs();
        StartupTrace::mark("terminal tabs");
        window.restoreRemoteConnections();
        (new ClusterController(&window))->restoreClusters(); // Kubernetes clusters of the last run
        StartupTrace::mark("remote connections and clusters");
        if (parser.isSet(connectOption)) {
            QString token;
            if (parser.isSet(tokenFileOption)) {
                QString error;
                token = readToken(parser.value(tokenFileOption), &error);
                if (!error.isEmpty())
                    qWarning("sandman: cannot read the token file: %s", qPrintable(error));
            }
            const QUrl url(parser.value(connectOption));
            window.connectToAgent(url, token,
                                  url.host() + QLatin1Char(':') + QString::number(url.port(7681)));
        }
    });
    window.show();
    StartupTrace::mark("shown");
    return app->exec();
}
