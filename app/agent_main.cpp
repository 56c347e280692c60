// SPDX-License-Identifier: Apache-2.0
// sandman-agent: hosts one sandbox and serves it over WebSockets (DESIGN.md §3).
#include "engine/ProcessTree.h"
#include "isolation/Bubblewrap.h"
#include "server/AccessToken.h"
#include "server/AgentServer.h"
#include "server/SandboxHost.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QSocketNotifier>
#include <QSslCertificate>
#include <QSslKey>
#include <QStandardPaths>
#include <QUrlQuery>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>
#include <vector>

using namespace sandman;

namespace {

int g_signalPipe[2] = {-1, -1};

// Only async-signal-safe work here: the event loop reads the pipe and shuts down properly.
void onTerminationSignal(int signal)
{
    const char byte = char(signal);
    [[maybe_unused]] const ssize_t written = ::write(g_signalPipe[1], &byte, 1);
}

void say(const QString &line)
{
    std::fprintf(stdout, "%s\n", line.toLocal8Bit().constData());
    std::fflush(stdout);
}

[[noreturn]] void fail(const QString &message)
{
    std::fprintf(stderr, "sandman-agent: %s\n", message.toLocal8Bit().constData());
    std::exit(2);
}

struct ListenAddress {
    QHostAddress address;
    quint16 port = 0;
};

// "127.0.0.1:7681", "[::1]:7681", "localhost:7681", "0.0.0.0:7681" or just a port.
ListenAddress parseListen(const QString &text)
{
    QString host = QStringLiteral("127.0.0.1");
    QString portText = text;
    const int colon = text.lastIndexOf(QLatin1Char(':'));
    if (colon >= 0) {
        host = text.left(colon);
        portText = text.mid(colon + 1);
    }
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    bool ok = false;
    const uint port = portText.toUInt(&ok);
    if (!ok || port > 65535)
        fail(QStringLiteral("--listen: bad port in \"%1\"").arg(text));
    ListenAddress result;
    result.port = quint16(port);
    if (host.isEmpty() || host == QLatin1String("localhost"))
        result.address = QHostAddress(QHostAddress::LocalHost);
    else if (!result.address.setAddress(host))
        fail(QStringLiteral("--listen: \"%1\" is not an IP address (or localhost)").arg(host));
    return result;
}

QByteArray readFileOrFail(const QString &path, const QString &what)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        fail(QStringLiteral("cannot read %1 %2: %3").arg(what, path, file.errorString()));
    return file.readAll();
}

QSslConfiguration loadTls(const QString &certPath, const QString &keyPath)
{
    const QByteArray certPem = readFileOrFail(certPath, QStringLiteral("certificate"));
    const QList<QSslCertificate> chain = QSslCertificate::fromData(certPem, QSsl::Pem);
    if (chain.isEmpty())
        fail(QStringLiteral("%1 holds no PEM certificate").arg(certPath));
    const QByteArray keyPem = readFileOrFail(keyPath, QStringLiteral("private key"));
    QSslKey key;
    for (QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec, QSsl::Dsa}) {
        key = QSslKey(keyPem, algorithm, QSsl::Pem, QSsl::PrivateKey);
        if (!key.isNull())
            break;
    }
    if (key.isNull())
        fail(QStringLiteral("%1 holds no usable unencrypted PEM private key").arg(keyPath));
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.setLocalCertificateChain(chain);
    configuration.setPrivateKey(key);
    configuration.setPeerVerifyMode(QSslSocket::VerifyNone); // clients authenticate by token
    return configuration;
}

// Marks the agent that runs inside bubblewrap (set by the one that confined it).
const char kIsolatedVariable[] = "SANDMAN_AGENT_ISOLATED";
// How the confining agent hands the token on: not on a command line others can read.
const char kTokenVariable[] = "SANDMAN_AGENT_TOKEN";

// Replaces this process with bwrap running this same agent inside, serving `workspace` at
// /workspace. The confined agent dies with bwrap, and bwrap with whoever started us.
[[noreturn]] void execInIsolation(const QString &workspace, const QStringList &readOnlyFiles,
                                  const QString &stateDir, const QStringList &agentArguments)
{
    QString why;
    if (!Bubblewrap::isUsable(&why))
        fail(QStringLiteral("--isolate: bubblewrap cannot confine a sandbox here: %1").arg(why));
    Bubblewrap::Config config;
    config.workspaceDir = workspace;
    config.homeDir = QDir::homePath();
    config.readOnlyFiles = readOnlyFiles;
    config.stateDir = stateDir;
    QStringList arguments = Bubblewrap::arguments(config, Bubblewrap::hostRoot());
    arguments << QStringLiteral("--") << QCoreApplication::applicationFilePath() << agentArguments;
    const QByteArray program = QFile::encodeName(Bubblewrap::executable());
    std::vector<QByteArray> storage{program};
    for (const QString &argument : arguments)
        storage.push_back(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &argument : storage)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    std::fflush(stdout);
    std::fflush(stderr);
    ::execv(program.constData(), argv.data());
    fail(QStringLiteral("--isolate: cannot run %1: %2")
             .arg(QString::fromLocal8Bit(program), QString::fromLocal8Bit(strerror(errno))));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // Every client socket and session pipe is a descriptor: take what the hard limit allows.
    AgentServer::raiseDescriptorLimit();
    QCoreApplication::setApplicationName(QStringLiteral("sandman-agent"));
    QCoreApplication::setOrganizationName(QStringLiteral("sandman"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SANDMAN_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Hosts one sandbox and serves it over WebSockets: /ws (the Cloudflare Sandbox container\n"
        "protocol) and /ws/pty (terminals). Every connection must present the access token.\n"
        "Without --token-file/--token-env a token is generated and printed (loopback only)."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption listenOption(
        QStringLiteral("listen"), QStringLiteral("Address and port to listen on (default 127.0.0.1:7681)."),
        QStringLiteral("host:port"), QStringLiteral("127.0.0.1:7681"));
    const QCommandLineOption tokenFileOption(
        QStringLiteral("token-file"), QStringLiteral("Read the access token from this file (first line)."),
        QStringLiteral("file"));
    const QCommandLineOption tokenEnvOption(
        QStringLiteral("token-env"), QStringLiteral("Read the access token from this environment variable."),
        QStringLiteral("variable"));
    const QCommandLineOption certOption(
        QStringLiteral("cert"), QStringLiteral("TLS certificate (PEM, may hold a chain): serve wss://."),
        QStringLiteral("file"));
    const QCommandLineOption keyOption(QStringLiteral("key"), QStringLiteral("TLS private key (PEM)."),
                                       QStringLiteral("file"));
    const QCommandLineOption rootOption(
        QStringLiteral("root"), QStringLiteral("The sandbox's workspace directory (created if missing)."),
        QStringLiteral("dir"));
    const QCommandLineOption originOption(
        QStringLiteral("allow-origin"),
        QStringLiteral("Browser origin allowed to connect (repeatable; * for any)."),
        QStringLiteral("origin"));
    const QCommandLineOption maxMessageOption(
        QStringLiteral("max-message-size"),
        QStringLiteral("Largest accepted WebSocket message in bytes (default 64 MiB)."),
        QStringLiteral("bytes"), QString::number(64 * 1024 * 1024));
    const QCommandLineOption maxInFlightOption(
        QStringLiteral("max-requests-in-flight"),
        QStringLiteral("Requests one connection may have running (default 256)."), QStringLiteral("n"),
        QStringLiteral("256"));
    const QCommandLineOption isolateOption(
        QStringLiteral("isolate"),
        QStringLiteral("Confine the sandbox with bubblewrap: system read-only, the workspace at /workspace,\n"
                       "own /tmp, home, process and IPC namespaces."));
    parser.addOptions({listenOption, tokenFileOption, tokenEnvOption, certOption, keyOption, rootOption,
                       originOption, maxMessageOption, maxInFlightOption, isolateOption, stateFileOption});
    const QCommandLineOption stateFileOption(
        QStringLiteral("state-file"),
        QStringLiteral("Keep the sessions' definitions (id, env, cwd, timeout) in this file (0600) and\n"
                       "recreate them at start."),
        QStringLiteral("file"));
    parser.process(app);

    const ListenAddress listen = parseListen(parser.value(listenOption));
    const bool loopback = listen.address.isLoopback();

    AgentServer::Options options;
    QString tokenSource;
    if (parser.isSet(tokenFileOption) && parser.isSet(tokenEnvOption))
        fail(QStringLiteral("give either --token-file or --token-env, not both"));
    if (parser.isSet(tokenFileOption)) {
        const QString path = parser.value(tokenFileOption);
        options.token = readFileOrFail(path, QStringLiteral("token file")).split('\n').value(0).trimmed();
        tokenSource = QStringLiteral("file %1").arg(path);
    } else if (parser.isSet(tokenEnvOption)) {
        const QString variable = parser.value(tokenEnvOption);
        options.token = qgetenv(variable.toLocal8Bit().constData()).trimmed();
        // The sandbox's sessions inherit this process's environment: not the secret.
        qunsetenv(variable.toLocal8Bit().constData());
        tokenSource = QStringLiteral("environment variable %1").arg(variable);
    }
    if ((parser.isSet(tokenFileOption) || parser.isSet(tokenEnvOption)) && options.token.isEmpty())
        fail(QStringLiteral("the token from %1 is empty").arg(tokenSource));
    if (options.token.isEmpty()) {
        // A generated token is only acceptable where nobody else can see this terminal's
        // output matter: on loopback. Anything reachable from the network needs a token the
        // operator chose and stored deliberately.
        if (!loopback)
            fail(QStringLiteral("refusing to listen on %1 without a token: give --token-file or --token-env")
                     .arg(listen.address.toString()));
        options.token = AccessToken::generate();
        tokenSource = QStringLiteral("generated for this run");
    }
    if (parser.isSet(certOption) != parser.isSet(keyOption))
        fail(QStringLiteral("--cert and --key go together"));
    if (parser.isSet(certOption))
        options.ssl = loadTls(parser.value(certOption), parser.value(keyOption));
    options.allowedOrigins = parser.values(originOption);
    bool ok = false;
    options.maxMessageSize = parser.value(maxMessageOption).toULongLong(&ok);
    if (!ok || options.maxMessageSize < 1024)
        fail(QStringLiteral("--max-message-size must be a number of bytes ≥ 1024"));
    options.limits.maxRequestsInFlight = parser.value(maxInFlightOption).toInt(&ok);
    if (!ok || options.limits.maxRequestsInFlight < 1)
        fail(QStringLiteral("--max-requests-in-flight must be ≥ 1"));

    QString root = parser.value(rootOption);
    if (root.isEmpty())
        root = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            + QStringLiteral("/workspace");
    if (!QDir().mkpath(root))
        fail(QStringLiteral("cannot create the workspace %1").arg(root));
    root = QDir(root).canonicalPath();

    const bool insideIsolation = qgetenv(kIsolatedVariable) == "1";
    qunsetenv(kIsolatedVariable);
    if (parser.isSet(isolateOption) && !insideIsolation) {
        if (tokenSource == QLatin1String("generated for this run"))
            say(QStringLiteral("token value: %1").arg(QString::fromLatin1(options.token)));
        QStringList inner{QStringLiteral("--listen"),
                          parser.value(listenOption),
                          QStringLiteral("--token-env"),
                          QString::fromLatin1(kTokenVariable),
                          QStringLiteral("--root"),
                          QStringLiteral("/workspace"),
                          QStringLiteral("--max-message-size"),
                          parser.value(maxMessageOption),
                          QStringLiteral("--max-requests-in-flight"),
                          parser.value(maxInFlightOption)};
        QStringList files{QCoreApplication::applicationFilePath()};
        if (parser.isSet(certOption)) {
            const QString certPath = QFileInfo(parser.value(certOption)).absoluteFilePath();
            const QString keyPath = QFileInfo(parser.value(keyOption)).absoluteFilePath();
            inner << QStringLiteral("--cert") << certPath << QStringLiteral("--key") << keyPath;
            files << certPath << keyPath;
        }
        for (const QString &origin : parser.values(originOption))
            inner << QStringLiteral("--allow-origin") << origin;
        qputenv(kTokenVariable, options.token);
        qputenv(kIsolatedVariable, "1");
        QString stateDir;
        if (parser.isSet(stateFileOption)) {
            // Its folder is bound inside, since the state file is replaced by a rename.
            const QFileInfo state(parser.value(stateFileOption));
            if (!QDir().mkpath(state.absolutePath()))
                fail(QStringLiteral("cannot create the folder of %1").arg(state.filePath()));
            stateDir = QDir(state.absolutePath()).canonicalPath();
            inner << QStringLiteral("--state-file")
                  << Bubblewrap::stateMountPoint() + QLatin1Char('/') + state.fileName();
        }
        execInIsolation(root, files, stateDir, inner); // does not return
    }

    // Processes that detach from their session (setsid -f, double fork) and outlive its shell
    // are reparented to the agent instead of init: still tracked, and killed when it exits.
    ProcessTree::becomeSubreaper();

    if (::pipe2(g_signalPipe, O_CLOEXEC | O_NONBLOCK) != 0)
        fail(QStringLiteral("cannot create the signal pipe"));
    struct sigaction action = {};
    action.sa_handler = onTerminationSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    std::signal(SIGPIPE, SIG_IGN);
    QSocketNotifier signalNotifier(g_signalPipe[0], QSocketNotifier::Read);
    QObject::connect(&signalNotifier, &QSocketNotifier::activated, &app, [] {
        char byte = 0;
        while (::read(g_signalPipe[0], &byte, 1) > 0) { }
        say(QStringLiteral("sandman-agent: shutting down"));
        QCoreApplication::quit();
    });

    Sandbox::Options sandboxOptions;
    sandboxOptions.workspaceDir = root;
    // Inside bubblewrap /workspace is real; outside, client paths under it are mapped to root.
    sandboxOptions.mapWorkspacePrefix = !insideIsolation;
    if (parser.isSet(stateFileOption))
        sandboxOptions.stateFile = QFileInfo(parser.value(stateFileOption)).absoluteFilePath();
    auto host = std::make_unique<SandboxHost>(sandboxOptions);
    auto server = std::make_unique<AgentServer>(host->handler(), host->context(), options);
    QObject::connect(server.get(), &AgentServer::upgradeRefused,
                     [](int status, const QString &reason, const QHostAddress &peer) {
                         std::fprintf(stderr, "sandman-agent: refused %s: %d %s\n",
                                      peer.toString().toLocal8Bit().constData(), status,
                                      reason.toLocal8Bit().constData());
                     });
    if (!server->listen(listen.address, listen.port))
        fail(QStringLiteral("cannot listen on %1:%2: %3")
                 .arg(listen.address.toString())
                 .arg(listen.port)
                 .arg(server->errorString()));

    QUrl url = server->url();
    if (listen.address.protocol() == QAbstractSocket::IPv6Protocol)
        url.setHost(listen.address.toString());
    say(QStringLiteral("sandman-agent %1 serving %2 (workspace %3)")
            .arg(QStringLiteral(SANDMAN_VERSION), url.toString(), root));
    say(QStringLiteral("token: %1").arg(tokenSource));
    if (tokenSource == QLatin1String("generated for this run"))
        say(QStringLiteral("token value: %1").arg(QString::fromLatin1(options.token)));
    if (!loopback && !options.ssl)
        say(QStringLiteral(
            "warning: serving a non-loopback address without TLS; the token travels in clear"));

    const int status = app.exec();
    // Order matters: stop taking requests (cancelling those in flight), then destroy the
    // sandbox, which ends every process it started.
    server.reset();
    host.reset();
    ProcessTree::killAllDescendants(); // what the sessions' own teardown did not reach
    return status;
}
