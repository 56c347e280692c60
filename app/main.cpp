// SPDX-License-Identifier: Apache-2.0
// The Sandman desktop application: the local sandbox out of the box, remote agents on demand.
#include "client/InProcessTransport.h"
#include "main/LanguageLoader.h"
#include "main/MainWindow.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

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
} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Sandman"));
    QApplication::setOrganizationName(QStringLiteral("Sandman"));
    QApplication::setApplicationVersion(QStringLiteral(SANDMAN_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.sandman.Sandman"));

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
        QStringLiteral("Open a terminal in this session of the local sandbox at start."),
        QStringLiteral("session"));
    const QCommandLineOption noLocalOption(QStringLiteral("no-local"),
                                           QStringLiteral("Do not start the local sandbox."));
    parser.addOptions(
        {workspaceOption, connectOption, tokenFileOption, languageOption, terminalOption, noLocalOption});
    parser.process(app);

    LanguageLoader languages;
    languages.install(LanguageLoader::chooseLanguage(parser.value(languageOption)));

    QString workspace = parser.value(workspaceOption);
    if (workspace.isEmpty())
        workspace = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
            + QStringLiteral("/workspace");
    QDir().mkpath(workspace);

    // Declared before the window so that it outlives it: the window's connections hold
    // transports into the host, and the host's destruction ends every sandbox process.
    std::unique_ptr<SandboxHost> localHost;
    MainWindow window;
    if (!parser.isSet(noLocalOption)) {
        Sandbox::Options options;
        options.workspaceDir = QDir(workspace).absolutePath();
        localHost = std::make_unique<SandboxHost>(options);
        auto *transport = new InProcessTransport(localHost->handler(), localHost->context());
        auto *local = new SandboxConnection(SandboxConnection::localSandboxName(), transport, true);
        window.addConnection(local);
        if (parser.isSet(terminalOption))
            window.openTerminalWhenListed(local, parser.value(terminalOption));
    }
    window.restoreRemoteConnections();
    if (parser.isSet(connectOption)) {
        QString token;
        if (parser.isSet(tokenFileOption)) {
            QString error;
            token = readToken(parser.value(tokenFileOption), &error);
            if (!error.isEmpty())
                qWarning("sandman: cannot read the token file: %s", qPrintable(error));
        }
        const QUrl url(parser.value(connectOption));
        window.connectToAgent(url, token, url.host() + QLatin1Char(':') + QString::number(url.port(7681)));
    }
    window.show();
    return app.exec();
}
