// SPDX-License-Identifier: Apache-2.0
// sandman-agent: hosts one sandbox and serves it over WebSockets (DESIGN.md §3).
#include "engine/ProcessTree.h"
#include "engine/audit/AuditRecorder.h"
#include "engine/events/EventFeed.h"
#include "isolation/Bubblewrap.h"
#include "isolation/SandboxCgroup.h"
#include "isolation/SandboxEnvironment.h"
#include "isolation/SandboxLauncher.h"
#include "isolation/SandboxLimits.h"
#include "isolation/SandboxUser.h"
#include "isolation/UserNetwork.h"
#include "local/AgentLock.h"
#include "local/SystemdUserUnit.h"
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
#include <sys/prctl.h>
#include <sys/stat.h>
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

// Everything an inherited descriptor holds (the confining agent's pipes), then closed.
QByteArray readDescriptorOrFail(const QString &text, const QString &what)
{
    bool ok = false;
    const int fd = text.toInt(&ok);
    QFile file;
    if (!ok || fd < 0 || ::fcntl(fd, F_GETFD) < 0
        || !file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle))
        fail(QStringLiteral("cannot read %1 from descriptor %2").arg(what, text));
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

// Marks the agent that runs inside bubblewrap (set by the one that confined it).
const char kIsolatedVariable[] = "SANDMAN_AGENT_ISOLATED";

// What the confining agent (outside) needs to start the confined one (inside).
struct Confinement {
    QString workspace;
    QString stateDir;
    QStringList readOnlyFiles; // visible inside at their own path (the agent binary)
    QStringList hiddenFiles; // secrets the system view would show (token file, TLS files)
    QStringList innerArguments;
    QStringList passedEnvironment;
    QByteArray token;
    QByteArray certPem;
    QByteArray keyPem;
    ListenAddress listen;
    NetworkMode network = NetworkMode::User;
    QString networkFallback; // "none", "host" or "fail"
    QList<QPair<quint16, quint16>> forwardedPorts;
    SandboxLimits limits;
};

// Whether the sandbox's user (nobody, when we are root) can reach `path` through its folders.
QString closedAncestor(const QString &path)
{
    if (!SandboxUser::dropsToNobody())
        return {};
    for (QString dir = QFileInfo(path).absolutePath(); dir != QLatin1String("/");
         dir = QFileInfo(dir).absolutePath()) {
        struct stat info = {};
        if (::stat(QFile::encodeName(dir).constData(), &info) == 0 && !(info.st_mode & S_IXOTH)
            && info.st_uid != SandboxUser::kNobody)
            return dir;
    }
    return {};
}

// `path` itself, or where the sandbox's user can reach it: when the agent runs as root, bwrap runs
// as nobody, who cannot pass a closed folder such as /root (see SandboxLauncher::Plan::stagedMounts).
QString stagedPath(const QString &path, SandboxLauncher::Plan *plan)
{
    if (closedAncestor(path).isEmpty())
        return path;
    static QString stageRoot;
    if (stageRoot.isEmpty()) {
        // Those of agents that were killed outright (named by pid) are empty: cleared here.
        const QDir temp(QDir::tempPath());
        for (const QString &name : temp.entryList({QStringLiteral("sandman-stage-*")}, QDir::Dirs)) {
            const qint64 owner = name.section(QLatin1Char('-'), 2, 2).toLongLong();
            if (owner > 0 && ::kill(pid_t(owner), 0) != 0 && errno == ESRCH) {
                QDir stale(temp.filePath(name));
                for (const QString &entry : stale.entryList(QDir::AllEntries | QDir::NoDotAndDotDot))
                    stale.rmdir(entry) || stale.remove(entry);
                temp.rmdir(name);
            }
        }
        QByteArray pattern = QFile::encodeName(QDir::tempPath()
                                               + QStringLiteral("/sandman-stage-%1-XXXXXX").arg(::getpid()));
        if (!::mkdtemp(pattern.data()))
            fail(QStringLiteral("--isolate: cannot make a staging folder: %1")
                     .arg(QString::fromLocal8Bit(strerror(errno))));
        ::chmod(pattern.constData(), 0711); // passable, not listable
        stageRoot = QFile::decodeName(pattern);
    }
    const QString stage = stageRoot + QLatin1Char('/') + QString::number(plan->stagedMounts.size());
    const bool made = QFileInfo(path).isDir() ? QDir().mkdir(stage) : QFile(stage).open(QIODevice::WriteOnly);
    if (!made)
        fail(QStringLiteral("--isolate: cannot make %1").arg(stage));
    plan->stagedMounts.append({path, stage});
    return stage;
}

int childDescriptor(int fd)
{
    if (fd < 0)
        fail(
            QStringLiteral("--isolate: cannot make a pipe: %1").arg(QString::fromLocal8Bit(strerror(errno))));
    return fd;
}

// Runs this same agent inside bwrap, serving the workspace at /workspace, as the parent of bwrap:
// the confined agent dies with us, and with whoever started us if bwrap notices first.
int runConfined(Confinement c)
{
    QString why;
    if (!Bubblewrap::isUsable(&why))
        fail(QStringLiteral("--isolate: bubblewrap cannot confine a sandbox here: %1").arg(why));
    QString networkNote;
    if (c.network == NetworkMode::User && !UserNetwork::isAvailable(&why)) {
        if (c.networkFallback == QLatin1String("fail"))
            fail(QStringLiteral("--network user: %1 (choose --network none, or --network-fallback none|host)")
                     .arg(why));
        c.network = *parseNetworkMode(c.networkFallback);
        networkNote = QStringLiteral(" — user mode unavailable: %1").arg(why);
    }
    for (const QString &dir : {c.workspace, c.stateDir})
        if (!dir.isEmpty() && !SandboxUser::adoptDirectory(dir, &why))
            fail(QStringLiteral("--isolate: %1").arg(why));
    SandboxLauncher::Plan plan;
    QString error;
    const int listenFd = SandboxLauncher::listeningSocket(c.listen.address, c.listen.port, &error);
    if (listenFd < 0)
        fail(QStringLiteral("cannot listen on %1:%2: %3")
                 .arg(c.listen.address.toString())
                 .arg(c.listen.port)
                 .arg(error));
    // Kept in the host's network namespace, whatever the sandbox's network; the token through a
    // pipe, read once: neither is in any environment or command line inside.
    const int tokenFd = childDescriptor(SandboxLauncher::pipeWith(c.token, &error));
    plan.childFds << listenFd << tokenFd;
    QStringList inner = c.innerArguments;
    inner << QStringLiteral("--listen-fd") << QString::number(listenFd) << QStringLiteral("--token-fd")
          << QString::number(tokenFd);
    if (!c.certPem.isEmpty()) {
        const int certFd = childDescriptor(SandboxLauncher::pipeWith(c.certPem, &error));
        const int keyFd = childDescriptor(SandboxLauncher::pipeWith(c.keyPem, &error));
        plan.childFds << certFd << keyFd;
        inner << QStringLiteral("--cert-fd") << QString::number(certFd) << QStringLiteral("--key-fd")
              << QString::number(keyFd);
    }
    Bubblewrap::Config config;
    config.workspaceDir = stagedPath(c.workspace, &plan);
    config.homeDir = QDir::homePath();
    config.readOnlyFiles = c.readOnlyFiles;
    for (const QString &file : c.readOnlyFiles)
        config.sourceOf.insert(file, stagedPath(file, &plan));
    config.hiddenFiles = c.hiddenFiles;
    config.stateDir = c.stateDir.isEmpty() ? QString() : stagedPath(c.stateDir, &plan);
    config.network = c.network;
    config.limits = c.limits;
    if (c.network == NetworkMode::User) {
        int info[2];
        int started[2];
        int ready[2];
        if (::pipe(info) != 0 || ::pipe(started) != 0 || ::pipe(ready) != 0)
            childDescriptor(-1);
        for (int ours : {info[0], started[0], ready[1]})
            ::fcntl(ours, F_SETFD, FD_CLOEXEC);
        config.infoFd = info[1];
        plan.infoFd = info[0];
        plan.startedFd = started[0];
        plan.readyFd = ready[1];
        config.resolvConfFd = childDescriptor(SandboxLauncher::pipeWith(UserNetwork::resolvConf(), &error));
        plan.childFds << info[1] << started[1] << ready[0] << config.resolvConfFd;
        inner << QStringLiteral("--started-fd") << QString::number(started[1]) << QStringLiteral("--wait-fd")
              << QString::number(ready[0]);
    }
    plan.bwrap = Bubblewrap::executable();
    plan.arguments = Bubblewrap::arguments(config, Bubblewrap::hostRoot());
    plan.arguments << QStringLiteral("--") << QCoreApplication::applicationFilePath() << inner;
    QProcessEnvironment environment
        = SandboxEnvironment::build(QProcessEnvironment::systemEnvironment(), c.passedEnvironment,
                                    QDir::homePath(), QStringLiteral("root"));
    environment.insert(QString::fromLatin1(kIsolatedVariable), QStringLiteral("1"));
    plan.environment = SandboxEnvironment::toEntries(environment);
    plan.network = c.network;
    plan.fallBackToNoNetwork = c.networkFallback != QLatin1String("fail");
    plan.forwardedPorts = c.forwardedPorts;

    // One line of facts for people and for the GUI's status (before the "serving" line).
    const QString identity = SandboxUser::dropsToNobody()
        ? QStringLiteral("root inside is nobody (uid %1) outside").arg(SandboxUser::kNobody)
        : QStringLiteral("root inside is uid %1 outside").arg(::getuid());
    QString network = QStringLiteral("network %1").arg(networkModeName(c.network));
    if (c.network == NetworkMode::User)
        network += QStringLiteral(" (slirp4netns, host loopback unreachable)");
    else if (c.network == NetworkMode::None)
        network += QStringLiteral(" (loopback only)");
    else
        network
            += QStringLiteral(" (UNSAFE: the host's loopback services and abstract sockets are reachable)");
    // Last, after everything that may fail(): the cgroup is removed when run() returns.
    SandboxCgroup cgroup;
    QString noCgroup;
    if (cgroup.create(c.limits.maxProcesses, c.limits.maxSandboxMemoryBytes, &noCgroup))
        plan.cgroup = &cgroup;
    const QStringList passed = c.passedEnvironment;
    say(QStringLiteral(
            "isolation: %1, no capabilities; %2%3; %4; tmpfs /tmp %5, others %6; environment: allowlist%7")
            .arg(identity, network, networkNote, c.limits.describe(cgroup.description(), noCgroup),
                 SandboxLimits::formatSize(c.limits.tmpfsSize(QStringLiteral("/tmp"))),
                 SandboxLimits::formatSize(c.limits.otherTmpfsBytes),
                 passed.isEmpty() ? QString() : QStringLiteral(" + ") + passed.join(QLatin1Char(' '))));
    const int status = SandboxLauncher::run(plan, [](const QString &line) { say(line); });
    cgroup.remove();
    for (const auto &mount : plan.stagedMounts)
        QFileInfo(mount.second).isDir() ? QDir().rmdir(mount.second) : QFile::remove(mount.second);
    if (!plan.stagedMounts.isEmpty())
        QDir().rmdir(QFileInfo(plan.stagedMounts.first().second).absolutePath());
    return status;
}

// The confined agent: nothing else inside may read this process (its memory holds the token).
void hardenConfinedAgent(const QString &startedFd, const QString &waitFd)
{
    ::prctl(PR_SET_DUMPABLE, 0);
    if (!startedFd.isEmpty()) { // bwrap is done with the namespaces: the network may come
        const int fd = startedFd.toInt();
        [[maybe_unused]] const ssize_t written = ::write(fd, "1", 1);
        ::close(fd);
    }
    if (!waitFd.isEmpty())
        readDescriptorOrFail(waitFd, QStringLiteral("the network's readiness")); // until EOF
}

// The audit trail's settings from the command line; dir empty: none is kept.
AuditOptions auditOptionsOf(const QCommandLineParser &parser, const QCommandLineOption &noAudit,
                            const QCommandLineOption &dir, const QCommandLineOption &retention,
                            const QCommandLineOption &fileSize, const QString &stateFile, bool confining)
{
    AuditOptions options;
    if (parser.isSet(noAudit))
        return options;
    bool ok = false;
    options.retentionDays = parser.value(retention).toInt(&ok);
    if (!ok || options.retentionDays < 0)
        fail(QStringLiteral("--audit-retention must be a number of days ≥ 0"));
    const std::optional<qint64> size = SandboxLimits::parseSize(parser.value(fileSize));
    if (!size || *size < 4096)
        fail(QStringLiteral("--audit-file-size: \"%1\" is not a size of at least 4K")
                 .arg(parser.value(fileSize)));
    options.maxFileBytes = *size;
    if (confining && parser.isSet(dir))
        fail(QStringLiteral(
            "--isolate: the audit trail is kept next to --state-file (its folder is the one bound "
            "inside); drop --audit-dir"));
    if (parser.isSet(dir))
        options.dir = QFileInfo(parser.value(dir)).absoluteFilePath();
    else if (!stateFile.isEmpty())
        options.dir = QFileInfo(stateFile).absolutePath() + QStringLiteral("/audit");
    else if (!confining)
        options.dir
            = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/audit");
    return options;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // The local sandbox's lock (core/local/AgentLock), inherited from the window that started
    // this agent and held for its life: by this process only, or a child that outlived it would
    // keep a dead agent's lock.
    if (const int lockFd = qEnvironmentVariableIntValue("SANDMAN_AGENT_LOCK_FD"); lockFd > 2)
        ::fcntl(lockFd, F_SETFD, FD_CLOEXEC);
    qunsetenv("SANDMAN_AGENT_LOCK_FD");
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
    const QCommandLineOption lockFileOption(
        QStringLiteral("lock-file"),
        QStringLiteral("Hold this lock (flock) for the agent's life, waiting up to 10 s for it; exit if\n"
                       "another agent keeps it (how the systemd user unit keeps one agent per workspace)."),
        QStringLiteral("file"));
    parser.addOption(lockFileOption);
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
        QStringLiteral(
            "Confine the sandbox with bubblewrap: system read-only, the workspace at /workspace,\n"
            "own sized /tmp, home and /run; own user (root inside, no capabilities; nobody\n"
            "outside when run as root), process, IPC and network namespaces; a clean environment."));
    const QCommandLineOption stateFileOption(
        QStringLiteral("state-file"),
        QStringLiteral("Keep the sessions' definitions (id, env, cwd, timeout) in this file (0600) and\n"
                       "recreate them at start."),
        QStringLiteral("file"));
    const QCommandLineOption tokenFdOption(
        QStringLiteral("token-fd"),
        QStringLiteral("Read the access token from this inherited file descriptor (all of it, then closed)."),
        QStringLiteral("n"));
    const QCommandLineOption listenFdOption(
        QStringLiteral("listen-fd"),
        QStringLiteral("Serve on this inherited, already listening TCP socket instead of --listen."),
        QStringLiteral("n"));
    const QCommandLineOption passEnvOption(
        QStringLiteral("pass-env"),
        QStringLiteral(
            "--isolate: pass this variable of the agent's environment into the sandbox (repeatable).\n"
            "Otherwise only PATH, HOME, USER, LOGNAME, SHELL, LANG, LANGUAGE, LC_*, TZ, TERM go in."),
        QStringLiteral("name"));
    const QCommandLineOption networkOption(
        QStringLiteral("network"),
        QStringLiteral("--isolate: the sandbox's network: user (own network namespace, outbound through\n"
                       "slirp4netns, no reach into the host's loopback or abstract sockets; default), none\n"
                       "(loopback only) or host (the host's network: UNSAFE)."),
        QStringLiteral("mode"), QStringLiteral("user"));
    const QCommandLineOption networkFallbackOption(
        QStringLiteral("network-fallback"),
        QStringLiteral("--isolate: what --network user becomes where slirp4netns cannot run: none\n"
                       "(default), host, or fail (refuse to start)."),
        QStringLiteral("mode"), QStringLiteral("none"));
    const QCommandLineOption forwardPortOption(
        QStringLiteral("forward-port"),
        QStringLiteral("--isolate --network user: make host 127.0.0.1:PORT lead to PORT in the sandbox\n"
                       "(HOSTPORT:PORT for another host port; repeatable; the server inside must listen\n"
                       "on 0.0.0.0)."),
        QStringLiteral("port"));
    const QCommandLineOption tmpfsSizeOption(
        QStringLiteral("tmpfs-size"),
        QStringLiteral("--isolate: size of /tmp (SIZE, default 1G) or of one tmpfs (/home=SIZE; others\n"
                       "default 64M): /tmp, /run, /home, /root, /var/tmp, /dev/shm, the home folder."),
        QStringLiteral("size"));
    const QCommandLineOption maxProcessesOption(
        QStringLiteral("max-processes"),
        QStringLiteral("--isolate: processes and threads the sandbox may run, the agent's own included\n"
                       "(pids.max of its cgroup where one is usable, and RLIMIT_NPROC in the sandbox's\n"
                       "user namespace; default 1024; 0 for no limit)."),
        QStringLiteral("n"), QStringLiteral("1024"));
    const QCommandLineOption maxMemoryOption(
        QStringLiteral("max-memory"),
        QStringLiteral("--isolate: memory one process of the sandbox may allocate (RLIMIT_DATA; default\n"
                       "half the machine's memory; 0 for no limit)."),
        QStringLiteral("size"));
    const QCommandLineOption maxSandboxMemoryOption(
        QStringLiteral("max-sandbox-memory"),
        QStringLiteral("--isolate: memory all of the sandbox's processes together may use, page cache and\n"
                       "tmpfs files included (a cgroup of its own: v2 where delegated, v1 as root; without\n"
                       "one only --max-memory applies; default three quarters of the machine's memory; 0\n"
                       "for no limit)."),
        QStringLiteral("size"));
    const QCommandLineOption keepAliveOption(
        QStringLiteral("stream-keepalive"),
        QStringLiteral("A stream (watch, event feed, log follower) quiet this many milliseconds gets a\n"
                       "keep-alive frame, so clients and proxies do not drop it (default 30000; 0: never)."),
        QStringLiteral("ms"), QStringLiteral("30000"));
    QCommandLineOption certFdOption(QStringLiteral("cert-fd"), QString(), QStringLiteral("n"));
    QCommandLineOption keyFdOption(QStringLiteral("key-fd"), QString(), QStringLiteral("n"));
    QCommandLineOption waitFdOption(QStringLiteral("wait-fd"), QString(), QStringLiteral("n"));
    QCommandLineOption startedFdOption(QStringLiteral("started-fd"), QString(), QStringLiteral("n"));
    for (QCommandLineOption *internal : {&certFdOption, &keyFdOption, &waitFdOption, &startedFdOption})
        internal->setFlags(QCommandLineOption::HiddenFromHelp); // between the two agents only
    parser.addOptions({listenOption,      tokenFileOption, tokenEnvOption,     certOption,
                       keyOption,         rootOption,      originOption,       maxMessageOption,
                       maxInFlightOption, isolateOption,   stateFileOption,    tokenFdOption,
                       listenFdOption,    passEnvOption,   networkOption,      networkFallbackOption,
                       forwardPortOption, tmpfsSizeOption, maxProcessesOption, maxMemoryOption,
                       certFdOption,      keyFdOption,     waitFdOption,       startedFdOption,
                       keepAliveOption});
    parser.addOption(maxSandboxMemoryOption);
    // The audit trail (engine/audit/AuditLog).
    const QCommandLineOption noAuditOption(
        QStringLiteral("no-audit"), QStringLiteral("Keep no audit trail of the sandbox's event feed."));
    const QCommandLineOption auditDirOption(
        QStringLiteral("audit-dir"),
        QStringLiteral(
            "Keep the audit trail (hash-chained JSON lines, 0600) in this folder (default: audit/\n"
            "next to --state-file, else in the agent's data folder; --isolate: next to\n"
            "--state-file only)."),
        QStringLiteral("dir"));
    const QCommandLineOption auditRetentionOption(
        QStringLiteral("audit-retention"),
        QStringLiteral("Delete audit files older than this many days (default 30; 0: keep them all)."),
        QStringLiteral("days"), QStringLiteral("30"));
    const QCommandLineOption auditFileSizeOption(
        QStringLiteral("audit-file-size"),
        QStringLiteral("Start a new audit file past this size (SIZE, default 16M)."), QStringLiteral("size"),
        QStringLiteral("16M"));
    parser.addOptions({noAuditOption, auditDirOption, auditRetentionOption, auditFileSizeOption});
    parser.process(app);
    const bool insideIsolation = qgetenv(kIsolatedVariable) == "1";
    if (insideIsolation)
        hardenConfinedAgent(parser.value(startedFdOption), parser.value(waitFdOption));

    const ListenAddress listen = parseListen(parser.value(listenOption));
    const bool loopback = listen.address.isLoopback();

    SystemdUserUnit::forgetUnitVariables();
    if (parser.isSet(lockFileOption) && !insideIsolation) {
        auto *lock = new AgentLock(parser.value(lockFileOption)); // held until this process ends
        if (!lock->lockWithin(10000))
            fail(lock->error());
    }

    AgentServer::Options options;
    QString tokenSource;
    if (int(parser.isSet(tokenFileOption)) + int(parser.isSet(tokenEnvOption))
            + int(parser.isSet(tokenFdOption))
        > 1)
        fail(QStringLiteral("give one of --token-file, --token-env and --token-fd"));
    if (parser.isSet(tokenFdOption)) {
        options.token
            = readDescriptorOrFail(parser.value(tokenFdOption), QStringLiteral("the token")).trimmed();
        tokenSource = QStringLiteral("inherited descriptor");
    } else if (parser.isSet(tokenFileOption)) {
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
    if (!tokenSource.isEmpty() && options.token.isEmpty())
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
    QByteArray certPem;
    QByteArray keyPem;
    if (parser.isSet(certFdOption) && parser.isSet(keyFdOption)) {
        certPem = readDescriptorOrFail(parser.value(certFdOption), QStringLiteral("the certificate"));
        keyPem = readDescriptorOrFail(parser.value(keyFdOption), QStringLiteral("the private key"));
        options.ssl = loadTls(certPem, keyPem, QStringLiteral("--cert-fd"), QStringLiteral("--key-fd"));
    } else if (parser.isSet(certOption)) {
        certPem = readFileOrFail(parser.value(certOption), QStringLiteral("certificate"));
        keyPem = readFileOrFail(parser.value(keyOption), QStringLiteral("private key"));
        options.ssl = loadTls(certPem, keyPem, parser.value(certOption), parser.value(keyOption));
    }
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

    qunsetenv(kIsolatedVariable);
    const int keepAliveMs = parser.value(keepAliveOption).toInt(&ok);
    if (!ok || keepAliveMs < 0)
        fail(QStringLiteral("--stream-keepalive must be a number of milliseconds ≥ 0"));
    SandboxLimits limits = SandboxLimits::withDefaults();
    limits.maxProcesses = parser.value(maxProcessesOption).toLongLong(&ok);
    if (!ok || limits.maxProcesses < 0)
        fail(QStringLiteral("--max-processes must be a number ≥ 0"));
    if (parser.isSet(maxMemoryOption)) {
        const QString text = parser.value(maxMemoryOption);
        const std::optional<qint64> bytes = SandboxLimits::parseSize(text);
        if (text != QLatin1String("0") && !bytes)
            fail(QStringLiteral("--max-memory: \"%1\" is not a size (e.g. 2G, 512M, 0 for none)").arg(text));
        limits.maxMemoryBytes = bytes.value_or(0);
    }
    if (parser.isSet(maxSandboxMemoryOption)) {
        const QString text = parser.value(maxSandboxMemoryOption);
        const std::optional<qint64> bytes = SandboxLimits::parseSize(text);
        if (text != QLatin1String("0") && !bytes)
            fail(QStringLiteral("--max-sandbox-memory: \"%1\" is not a size (e.g. 8G, 512M, 0 for none)")
                     .arg(text));
        limits.maxSandboxMemoryBytes = bytes.value_or(0);
    }
    if (insideIsolation) {
        QString why;
        if (!limits.applyToThisProcess(&why))
            fail(why);
    }
    const AuditOptions auditOptions
        = auditOptionsOf(parser, noAuditOption, auditDirOption, auditRetentionOption, auditFileSizeOption,
                         parser.value(stateFileOption), parser.isSet(isolateOption) && !insideIsolation);
    if (parser.isSet(isolateOption) && !insideIsolation) {
        if (tokenSource == QLatin1String("generated for this run"))
            say(QStringLiteral("token value: %1").arg(QString::fromLatin1(options.token)));
        Confinement c;
        c.innerArguments = QStringList{QStringLiteral("--root"),
                                       QStringLiteral("/workspace"),
                                       QStringLiteral("--max-message-size"),
                                       parser.value(maxMessageOption),
                                       QStringLiteral("--max-requests-in-flight"),
                                       parser.value(maxInFlightOption),
                                       QStringLiteral("--max-processes"),
                                       QString::number(limits.maxProcesses),
                                       QStringLiteral("--max-memory"),
                                       QString::number(limits.maxMemoryBytes),
                                       QStringLiteral("--stream-keepalive"),
                                       QString::number(keepAliveMs)};
        for (const QString &origin : parser.values(originOption))
            c.innerArguments << QStringLiteral("--allow-origin") << origin;
        c.readOnlyFiles = QStringList{QCoreApplication::applicationFilePath()};
        for (const QCommandLineOption *secret : {&tokenFileOption, &certOption, &keyOption})
            if (parser.isSet(*secret))
                c.hiddenFiles << QFileInfo(parser.value(*secret)).canonicalFilePath();
        c.token = options.token;
        c.certPem = certPem;
        c.keyPem = keyPem;
        c.listen = listen;
        c.workspace = root;
        const std::optional<NetworkMode> network = parseNetworkMode(parser.value(networkOption));
        const QString fallback = parser.value(networkFallbackOption);
        if (!network)
            fail(QStringLiteral("--network: expected user, none or host, not \"%1\"")
                     .arg(parser.value(networkOption)));
        if (fallback != QLatin1String("fail") && !parseNetworkMode(fallback))
            fail(QStringLiteral("--network-fallback: expected none, host or fail, not \"%1\"").arg(fallback));
        c.network = *network;
        c.networkFallback = fallback;
        for (const QString &port : parser.values(forwardPortOption)) {
            const QStringList parts = port.split(QLatin1Char(':'));
            bool hostOk = false;
            bool guestOk = false;
            const uint hostPort = parts.value(0).toUInt(&hostOk);
            const uint guestPort = parts.value(parts.size() - 1).toUInt(&guestOk);
            if (parts.size() > 2 || !hostOk || !guestOk || hostPort == 0 || guestPort == 0 || hostPort > 65535
                || guestPort > 65535)
                fail(QStringLiteral("--forward-port: expected PORT or HOSTPORT:PORT, not \"%1\"").arg(port));
            c.forwardedPorts.append({quint16(hostPort), quint16(guestPort)});
        }
        for (const QString &name : parser.values(passEnvOption)) {
            if (name.startsWith(QLatin1String("SANDMAN_AGENT")))
                fail(QStringLiteral("--pass-env: %1 is the agent's own").arg(name));
            c.passedEnvironment << name;
        }
        for (const QString &size : parser.values(tmpfsSizeOption)) {
            QString why;
            if (!limits.setTmpfsSize(size, &why))
                fail(why);
        }
        c.limits = limits;
        if (parser.isSet(stateFileOption)) {
            // Its folder is bound inside, since the state file is replaced by a rename.
            const QFileInfo state(parser.value(stateFileOption));
            if (!QDir().mkpath(state.absolutePath()))
                fail(QStringLiteral("cannot create the folder of %1").arg(state.filePath()));
            c.stateDir = QDir(state.absolutePath()).canonicalPath();
            c.innerArguments << QStringLiteral("--state-file")
                             << Bubblewrap::stateMountPoint() + QLatin1Char('/') + state.fileName();
        }
        if (!auditOptions.dir.isEmpty() && !c.stateDir.isEmpty())
            c.innerArguments << QStringLiteral("--audit-dir")
                             << Bubblewrap::stateMountPoint() + QStringLiteral("/audit")
                             << QStringLiteral("--audit-retention")
                             << QString::number(auditOptions.retentionDays)
                             << QStringLiteral("--audit-file-size")
                             << QString::number(auditOptions.maxFileBytes);
        else
            c.innerArguments << QStringLiteral("--no-audit");
        return runConfined(c);
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
    if (parser.isSet(stateFileOption))
        sandboxOptions.stateFile = QFileInfo(parser.value(stateFileOption)).absoluteFilePath();
    // Inside bubblewrap /workspace is real; outside, client paths under it are mapped to root.
    sandboxOptions.mapWorkspacePrefix = !insideIsolation;
    sandboxOptions.ownPidNamespace = insideIsolation;
    sandboxOptions.streamKeepAliveMs = keepAliveMs;
    auto host = std::make_unique<SandboxHost>(sandboxOptions);
    auto server = std::make_unique<AgentServer>(host->handler(), host->context(), options);
    QObject::connect(server.get(), &AgentServer::upgradeRefused,
                     [](int status, const QString &reason, const QHostAddress &peer) {
                         std::fprintf(stderr, "sandman-agent: refused %s: %d %s\n",
                                      peer.toString().toLocal8Bit().constData(), status,
                                      reason.toLocal8Bit().constData());
                     });
    if (parser.isSet(listenFdOption)) {
        const int fd = parser.value(listenFdOption).toInt(&ok);
        if (!ok || fd < 0 || !server->listenOnDescriptor(fd))
            fail(QStringLiteral("--listen-fd: %1 is not a listening socket: %2")
                     .arg(parser.value(listenFdOption), server->errorString()));
        ::fcntl(fd, F_SETFD, FD_CLOEXEC); // not for the sandbox's processes
    } else if (!server->listen(listen.address, listen.port)) {
        fail(QStringLiteral("cannot listen on %1:%2: %3")
                 .arg(listen.address.toString())
                 .arg(listen.port)
                 .arg(server->errorString()));
    }

    if (!auditOptions.dir.isEmpty()) {
        QMetaObject::invokeMethod(
            host->context(), [&] { AuditRecorder::start(EventFeed::of(host->sandbox()), auditOptions); },
            Qt::BlockingQueuedConnection);
        say(QStringLiteral("audit trail: %1").arg(auditOptions.dir));
    }

    QUrl url = server->url();
    if (server->serverAddress().protocol() == QAbstractSocket::IPv6Protocol)
        url.setHost(server->serverAddress().toString());
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
