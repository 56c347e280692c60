// SPDX-License-Identifier: Apache-2.0
// sandman-agent: hosts one sandbox and serves it over WebSockets (DESIGN.md §3).
#include "engine/ProcessTree.h"
#include "engine/attribution/WriteWatch.h"
#include "engine/audit/AuditRecorder.h"
#include "engine/events/EventFeed.h"
#include "engine/session/SessionBuiltin.h"
#include "isolation/AgentConfinement.h"
#include "isolation/Bubblewrap.h"
#include "isolation/SandboxLauncher.h"
#include "local/AgentLock.h"
#include "local/AgentOptions.h"
#include "local/PollEventDispatcher.h"
#include "local/SystemdUserUnit.h"
#include "server/AccessToken.h"
#include "server/AgentServer.h"
#include "server/DirectAttachListener.h"
#include "server/SandboxHost.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSocketNotifier>
#include <QSslCertificate>
#include <QSslKey>
#include <QStandardPaths>

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

QByteArray readFileOrFail(const QString &path, const QString &what)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        fail(QStringLiteral("cannot read %1 %2: %3").arg(what, path, file.errorString()));
    return file.readAll();
}

// Everything an inherited descriptor holds (the confining agent's pipes), then closed.
QByteArray readDescriptorOrFail(int fd, const QString &what)
{
    QFile file;
    if (fd < 0 || ::fcntl(fd, F_GETFD) < 0
        || !file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle))
        fail(QStringLiteral("cannot read %1 from descriptor %2").arg(what).arg(fd));
    QByteArray data;
    for (QByteArray chunk; !(chunk = file.read(1 << 16)).isEmpty();)
        data += chunk;
    return data;
}

QSslConfiguration loadTls(const QByteArray &certPem, const QByteArray &keyPem, const QString &certPath,
                          const QString &keyPath)
{
    const QList<QSslCertificate> chain = QSslCertificate::fromData(certPem, QSsl::Pem);
    if (chain.isEmpty())
        fail(QStringLiteral("%1 holds no PEM certificate").arg(certPath));
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

// Where the token of --token-env went when the agent started itself again without it.
const char kTokenFdVariable[] = "SANDMAN_AGENT_TOKEN_FD";

// A process's environment stays readable in /proc/PID/environ by every process of its user for
// its whole life, whatever it unsets: so an unconfined agent (whose sessions run as its user)
// that got its token in a variable runs itself again with the token in a pipe instead.
[[noreturn]] void restartWithoutVariable(char **argv, const QString &variable, const QByteArray &token)
{
    QString error;
    const int fd = SandboxLauncher::pipeWith(token, &error);
    if (fd < 0)
        fail(QStringLiteral("--token-env: cannot hand the token on: %1").arg(error));
    qunsetenv(variable.toLocal8Bit().constData());
    qputenv(kTokenFdVariable, QByteArray::number(fd));
    ::execv("/proc/self/exe", argv);
    fail(QStringLiteral("--token-env: cannot start again without %1 in the environment: %2")
             .arg(variable, QString::fromLocal8Bit(std::strerror(errno))));
}

} // namespace

int main(int argc, char *argv[])
{
    const std::vector<char *> arguments(argv, argv + argc + 1); // as given, for a restart
    // The main and the sandbox's thread on Qt's poll() dispatcher: a terminal's key and its echo
    // cross both, twice (see PollEventDispatcher).
    PollEventDispatcher pollDispatcher;
    QCoreApplication app(argc, argv);
    // Every client socket and session pipe is a descriptor: take what the hard limit allows.
    AgentServer::raiseDescriptorLimit();
    QCoreApplication::setApplicationName(QStringLiteral("sandman-agent"));
    QCoreApplication::setOrganizationName(QStringLiteral("sandman"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SANDMAN_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Hosts one sandbox and serves it on one port: /ws and /api/ws (the Cloudflare Sandbox\n"
        "container protocol over WebSocket), the same /api routes over plain HTTP/1.1 (streams as\n"
        "Server-Sent Events), and /ws/pty (terminals). Every connection must present the access token.\n"
        "Without --token-file/--token-env a token is generated and printed (loopback only)."));
    parser.addHelpOption();
    parser.addVersionOption();
    AgentOptions::addOptions(&parser);
    parser.process(app);
    AgentOptions agent;
    QString error;
    if (!agent.read(parser, &error))
        fail(error);
    const bool insideIsolation = AgentConfinement::takeInsideMark();
    if (insideIsolation)
        AgentConfinement::hardenInside(agent.startedFd, agent.waitFd);

    AgentServer::Options options;
    QString tokenSource;
    switch (agent.tokenSource) {
    case AgentOptions::TokenSource::Descriptor:
        options.token = readDescriptorOrFail(agent.tokenFd, QStringLiteral("the token")).trimmed();
        tokenSource = QStringLiteral("inherited descriptor");
        break;
    case AgentOptions::TokenSource::File:
        options.token
            = readFileOrFail(agent.tokenFile, QStringLiteral("token file")).split('\n').value(0).trimmed();
        tokenSource = QStringLiteral("file %1").arg(agent.tokenFile);
        break;
    case AgentOptions::TokenSource::Environment:
        tokenSource = QStringLiteral("environment variable %1").arg(agent.tokenVariable);
        if (qEnvironmentVariableIsSet(kTokenFdVariable)) { // started again, see below
            options.token = readDescriptorOrFail(qEnvironmentVariableIntValue(kTokenFdVariable),
                                                 QStringLiteral("the token"));
            qunsetenv(kTokenFdVariable);
            break;
        }
        options.token = qgetenv(agent.tokenVariable.toLocal8Bit().constData()).trimmed();
        // The sandbox's sessions inherit this process's environment: not the secret. Confined,
        // they cannot see this process; unconfined, its /proc/PID/environ would still show it.
        if (!options.token.isEmpty() && !agent.isolate && !insideIsolation)
            restartWithoutVariable(const_cast<char **>(arguments.data()), agent.tokenVariable, options.token);
        qunsetenv(agent.tokenVariable.toLocal8Bit().constData());
        break;
    case AgentOptions::TokenSource::Generated:
        break;
    }
    if (!tokenSource.isEmpty() && options.token.isEmpty())
        fail(QStringLiteral("the token from %1 is empty").arg(tokenSource));
    if (options.token.isEmpty()) {
        options.token = AccessToken::generate();
        tokenSource = QStringLiteral("generated for this run");
    }

    // The local sandbox's lock (core/local/AgentLock), inherited from the window that started
    // this agent and held for its life: by this process only, or a child that outlived it would
    // keep a dead agent's lock. (Only now: the restart above keeps it.)
    if (const int lockFd = qEnvironmentVariableIntValue("SANDMAN_AGENT_LOCK_FD"); lockFd > 2)
        ::fcntl(lockFd, F_SETFD, FD_CLOEXEC);
    qunsetenv("SANDMAN_AGENT_LOCK_FD");
    SystemdUserUnit::forgetUnitVariables();
    if (!agent.lockFile.isEmpty() && !insideIsolation) {
        auto *lock = new AgentLock(agent.lockFile); // held until this process ends
        if (!lock->lockWithin(10000))
            fail(lock->error());
    }

    QByteArray certPem;
    QByteArray keyPem;
    if (agent.certFd >= 0) {
        certPem = readDescriptorOrFail(agent.certFd, QStringLiteral("the certificate"));
        keyPem = readDescriptorOrFail(agent.keyFd, QStringLiteral("the private key"));
        options.ssl = loadTls(certPem, keyPem, QStringLiteral("--cert-fd"), QStringLiteral("--key-fd"));
    } else if (!agent.certFile.isEmpty()) {
        certPem = readFileOrFail(agent.certFile, QStringLiteral("certificate"));
        keyPem = readFileOrFail(agent.keyFile, QStringLiteral("private key"));
        options.ssl = loadTls(certPem, keyPem, agent.certFile, agent.keyFile);
    }
    options.allowedOrigins = agent.allowedOrigins;
    options.maxMessageSize = agent.maxMessageSize;
    options.limits.maxRequestsInFlight = agent.maxRequestsInFlight;

    QString root = agent.root;
    if (root.isEmpty())
        root = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            + QStringLiteral("/workspace");
    if (!QDir().mkpath(root))
        fail(QStringLiteral("cannot create the workspace %1").arg(root));
    root = QDir(root).canonicalPath();

    if (insideIsolation && !agent.limits.applyToThisProcess(&error))
        fail(error);
    if (agent.isolate && !insideIsolation) {
        if (tokenSource == QLatin1String("generated for this run"))
            say(QStringLiteral("token value: %1").arg(QString::fromLatin1(options.token)));
        AgentConfinement::Config c;
        c.agentProgram = QCoreApplication::applicationFilePath();
        c.readOnlyFiles = QStringList{c.agentProgram};
        for (const QString &secret : {agent.tokenFile, agent.certFile, agent.keyFile})
            if (!secret.isEmpty())
                c.hiddenFiles << QFileInfo(secret).canonicalFilePath();
        // The sessions' bash builtin, where the confined agent looks for it (next to itself).
        const QString builtin = SessionBuiltin::path();
        if (!builtin.isEmpty())
            c.readOnlyFiles << builtin;
        c.token = options.token;
        c.certPem = certPem;
        c.keyPem = keyPem;
        c.listenAddress = agent.listenAddress;
        c.listenPort = agent.listenPort;
        c.workspace = root;
        c.network = agent.network;
        c.networkFallback = agent.networkFallback;
        c.forwardedPorts = agent.forwardedPorts;
        c.passedEnvironment = agent.passedEnvironment;
        c.limits = agent.limits;
        QString stateFileInside;
        if (!agent.stateFile.isEmpty()) {
            // Its folder is bound inside, since the state file is replaced by a rename.
            const QFileInfo state(agent.stateFile);
            if (!QDir().mkpath(state.absolutePath()))
                fail(QStringLiteral("cannot create the folder of %1").arg(state.filePath()));
            c.stateDir = QDir(state.absolutePath()).canonicalPath();
            stateFileInside = Bubblewrap::stateMountPoint() + QLatin1Char('/') + state.fileName();
        }
        c.innerArguments = agent.confinedArguments(stateFileInside);
        pollDispatcher.release(); // the confined agent chooses for itself
        const int status = AgentConfinement::run(c, say, &error);
        if (status < 0)
            fail(error);
        return status;
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
    if (!agent.stateFile.isEmpty())
        sandboxOptions.stateFile = QFileInfo(agent.stateFile).absoluteFilePath();
    // Inside bubblewrap /workspace is real; outside, client paths under it are mapped to root.
    sandboxOptions.mapWorkspacePrefix = !insideIsolation;
    sandboxOptions.ownPidNamespace = insideIsolation;
    sandboxOptions.streamKeepAliveMs = agent.streamKeepAliveMs;
    sandboxOptions.maxExecOutputBytes = agent.maxExecOutputBytes;
    // What the sandbox's programs inherit: not the dispatcher chosen for the agent itself.
    sandboxOptions.baseEnvironment
        = pollDispatcher.withoutOwnVariable(QProcessEnvironment::systemEnvironment());
    // A local tty attaches straight to the agent (DirectTtyViewer) — unless the agent is
    // confined: a host tty in the sandbox's reach could be read after its owner detached.
    int attachSocket = -1;
    if (!insideIsolation) {
        const QString path = DirectAttachListener::defaultPath(QCoreApplication::applicationPid());
        QString attachError;
        attachSocket = path.isEmpty() ? -1 : DirectAttachListener::bind(path, &attachError);
        if (attachSocket >= 0)
            sandboxOptions.directAttachSocket = path;
        else if (!attachError.isEmpty())
            say(QStringLiteral("attach: %1 (sandmanctl attach goes through /ws/pty)").arg(attachError));
    }
    // Who changes which file, before any shell starts. Confined, every process of the sandbox
    // dies with this agent, so none is left whose file calls the gone watch would fail.
    if (insideIsolation || agent.attributeWrites) {
        QString watchError;
        if (WriteWatch::instance().enable(agent.attributeWrites, &watchError))
            say(QStringLiteral("write watch: on (change sets name their writers)"));
        else
            say(QStringLiteral("write watch: off (%1); change sets go by time").arg(watchError));
    }
    auto host = std::make_unique<SandboxHost>(sandboxOptions);
    // Once the sandbox's thread runs (its dispatcher made), nothing else the agent starts inherits it.
    QMetaObject::invokeMethod(
        host->context(), [] {}, Qt::BlockingQueuedConnection);
    pollDispatcher.release();
    auto server = std::make_unique<AgentServer>(host->handler(), host->context(), options);
    std::unique_ptr<DirectAttachListener> attachListener;
    if (attachSocket >= 0) {
        QMetaObject::invokeMethod(
            host->context(),
            [&] {
                attachListener = std::make_unique<DirectAttachListener>(
                    attachSocket, sandboxOptions.directAttachSocket, host->handler()->terminalHandler(),
                    options.token);
            },
            Qt::BlockingQueuedConnection);
    }
    QObject::connect(server.get(), &AgentServer::upgradeRefused,
                     [](int status, const QString &reason, const QHostAddress &peer) {
                         std::fprintf(stderr, "sandman-agent: refused %s: %d %s\n",
                                      peer.toString().toLocal8Bit().constData(), status,
                                      reason.toLocal8Bit().constData());
                     });
    if (agent.listenFd >= 0) {
        if (!server->listenOnDescriptor(agent.listenFd))
            fail(QStringLiteral("--listen-fd: %1 is not a listening socket: %2")
                     .arg(agent.listenFd)
                     .arg(server->errorString()));
        ::fcntl(agent.listenFd, F_SETFD, FD_CLOEXEC); // not for the sandbox's processes
    } else if (!server->listen(agent.listenAddress, agent.listenPort)) {
        fail(QStringLiteral("cannot listen on %1:%2: %3")
                 .arg(agent.listenAddress.toString())
                 .arg(agent.listenPort)
                 .arg(server->errorString()));
    }

    // The audit trail: where asked, else next to the state file, else (unconfined) in the
    // agent's data folder; a confining agent leaves it to the one inside.
    if (agent.audit && !(agent.isolate && !insideIsolation)) {
        AuditOptions auditOptions;
        auditOptions.retentionDays = agent.auditRetentionDays;
        auditOptions.maxFileBytes = agent.auditFileBytes;
        if (!agent.auditDir.isEmpty())
            auditOptions.dir = agent.auditDir;
        else if (!agent.stateFile.isEmpty())
            auditOptions.dir = QFileInfo(agent.stateFile).absolutePath() + QStringLiteral("/audit");
        else if (!insideIsolation)
            auditOptions.dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                + QStringLiteral("/audit");
        if (!auditOptions.dir.isEmpty()) {
            QMetaObject::invokeMethod(
                host->context(), [&] { AuditRecorder::start(EventFeed::of(host->sandbox()), auditOptions); },
                Qt::BlockingQueuedConnection);
            say(QStringLiteral("audit trail: %1").arg(auditOptions.dir));
        }
    }

    QUrl url = server->url();
    if (server->serverAddress().protocol() == QAbstractSocket::IPv6Protocol)
        url.setHost(server->serverAddress().toString());
    say(QStringLiteral("sandman-agent %1 serving %2 (workspace %3)")
            .arg(QStringLiteral(SANDMAN_VERSION), url.toString(), root));
    say(QStringLiteral("token: %1").arg(tokenSource));
    if (tokenSource == QLatin1String("generated for this run"))
        say(QStringLiteral("token value: %1").arg(QString::fromLatin1(options.token)));
    if (!agent.listenAddress.isLoopback() && !options.ssl)
        say(QStringLiteral(
            "warning: serving a non-loopback address without TLS; the token travels in clear"));

    const int status = app.exec();
    // Order matters: stop taking requests (cancelling those in flight), then destroy the
    // sandbox, which ends every process it started.
    server.reset();
    if (attachListener) // on its own thread, before the terminals it serves go
        QMetaObject::invokeMethod(
            host->context(), [&] { attachListener.reset(); }, Qt::BlockingQueuedConnection);
    host.reset();
    ProcessTree::killAllDescendants(); // what the sessions' own teardown did not reach
    return status;
}
