// SPDX-License-Identifier: Apache-2.0
#include "AgentOptions.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace sandman {

namespace {
const QString kLockFile = QStringLiteral("lock-file");
const QString kListen = QStringLiteral("listen");
const QString kTokenFile = QStringLiteral("token-file");
const QString kTokenEnv = QStringLiteral("token-env");
const QString kCert = QStringLiteral("cert");
const QString kKey = QStringLiteral("key");
const QString kRoot = QStringLiteral("root");
const QString kAllowOrigin = QStringLiteral("allow-origin");
const QString kMaxMessageSize = QStringLiteral("max-message-size");
const QString kMaxInFlight = QStringLiteral("max-requests-in-flight");
const QString kIsolate = QStringLiteral("isolate");
const QString kStateFile = QStringLiteral("state-file");
const QString kTokenFd = QStringLiteral("token-fd");
const QString kListenFd = QStringLiteral("listen-fd");
const QString kPassEnv = QStringLiteral("pass-env");
const QString kNetwork = QStringLiteral("network");
const QString kNetworkFallback = QStringLiteral("network-fallback");
const QString kForwardPort = QStringLiteral("forward-port");
const QString kTmpfsSize = QStringLiteral("tmpfs-size");
const QString kMaxProcesses = QStringLiteral("max-processes");
const QString kMaxMemory = QStringLiteral("max-memory");
const QString kMaxSandboxMemory = QStringLiteral("max-sandbox-memory");
const QString kKeepAlive = QStringLiteral("stream-keepalive");
const QString kMaxExecOutput = QStringLiteral("max-exec-output");
const QString kCertFd = QStringLiteral("cert-fd");
const QString kKeyFd = QStringLiteral("key-fd");
const QString kWaitFd = QStringLiteral("wait-fd");
const QString kStartedFd = QStringLiteral("started-fd");
const QString kNoAudit = QStringLiteral("no-audit");
const QString kAttributeWrites = QStringLiteral("attribute-writes");
const QString kAuditDir = QStringLiteral("audit-dir");
const QString kAuditRetention = QStringLiteral("audit-retention");
const QString kAuditFileSize = QStringLiteral("audit-file-size");

// An inherited descriptor's number; -1 when the option is not given.
bool readDescriptor(const QCommandLineParser &parser, const QString &name, int *fd, QString *error)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    *fd = parser.value(name).toInt(&ok);
    if (ok && *fd >= 0)
        return true;
    *error = QStringLiteral("--%1: expected a descriptor number, not \"%2\"").arg(name, parser.value(name));
    return false;
}

// A size option where "0" means no limit.
bool readLimit(const QCommandLineParser &parser, const QString &name, const char *example, qint64 *bytes,
               QString *error)
{
    if (!parser.isSet(name))
        return true;
    const QString text = parser.value(name);
    const std::optional<qint64> size = SandboxLimits::parseSize(text);
    if (text != QLatin1String("0") && !size) {
        *error = QStringLiteral("--%1: \"%2\" is not a size (e.g. %3, 0 for none)")
                     .arg(name, text, QLatin1String(example));
        return false;
    }
    *bytes = size.value_or(0);
    return true;
}
} // namespace

void AgentOptions::addOptions(QCommandLineParser *parser)
{
    parser->addOption(QCommandLineOption(
        kLockFile,
        QStringLiteral("Hold this lock (flock) for the agent's life, waiting up to 10 s for it; exit if\n"
                       "another agent keeps it (how the systemd user unit keeps one agent per workspace)."),
        QStringLiteral("file")));
    parser->addOption(
        QCommandLineOption(kListen, QStringLiteral("Address and port to listen on (default 127.0.0.1:7681)."),
                           QStringLiteral("host:port"), QStringLiteral("127.0.0.1:7681")));
    parser->addOption(QCommandLineOption(kTokenFile,
                                         QStringLiteral("Read the access token from this file (first line)."),
                                         QStringLiteral("file")));
    parser->addOption(QCommandLineOption(
        kTokenEnv,
        QStringLiteral("Read the access token from this environment variable (the agent then starts\n"
                       "itself again without it, so that its sessions cannot read it in /proc)."),
        QStringLiteral("variable")));
    parser->addOption(
        QCommandLineOption(kCert, QStringLiteral("TLS certificate (PEM, may hold a chain): serve wss://."),
                           QStringLiteral("file")));
    parser->addOption(
        QCommandLineOption(kKey, QStringLiteral("TLS private key (PEM)."), QStringLiteral("file")));
    parser->addOption(
        QCommandLineOption(kRoot, QStringLiteral("The sandbox's workspace directory (created if missing)."),
                           QStringLiteral("dir")));
    parser->addOption(QCommandLineOption(
        kAllowOrigin, QStringLiteral("Browser origin allowed to connect (repeatable; * for any)."),
        QStringLiteral("origin")));
    parser->addOption(QCommandLineOption(
        kMaxMessageSize, QStringLiteral("Largest accepted WebSocket message in bytes (default 64 MiB)."),
        QStringLiteral("bytes"), QString::number(64 * 1024 * 1024)));
    parser->addOption(QCommandLineOption(
        kMaxInFlight, QStringLiteral("Requests one connection may have running (default 256)."),
        QStringLiteral("n"), QStringLiteral("256")));
    parser->addOption(QCommandLineOption(
        kMaxExecOutput,
        QStringLiteral("Output a non-streamed exec result keeps per stream, stdout and stderr (default\n"
                       "8M; the rest is counted and the result marked truncated; execStream has all)."),
        QStringLiteral("size"), QStringLiteral("8M")));
    parser->addOption(QCommandLineOption(
        kIsolate,
        QStringLiteral(
            "Confine the sandbox with bubblewrap: system read-only, the workspace at /workspace,\n"
            "own sized /tmp, home and /run; own user (root inside, no capabilities; nobody\n"
            "outside when run as root), process, IPC and network namespaces; a clean environment.")));
    parser->addOption(QCommandLineOption(
        kStateFile,
        QStringLiteral("Keep the sessions' definitions (id, env, cwd, timeout) in this file (0600) and\n"
                       "recreate them at start."),
        QStringLiteral("file")));
    parser->addOption(QCommandLineOption(
        kTokenFd,
        QStringLiteral("Read the access token from this inherited file descriptor (all of it, then closed)."),
        QStringLiteral("n")));
    parser->addOption(QCommandLineOption(
        kListenFd,
        QStringLiteral("Serve on this inherited, already listening TCP socket instead of --listen."),
        QStringLiteral("n")));
    parser->addOption(QCommandLineOption(
        kPassEnv,
        QStringLiteral(
            "--isolate: pass this variable of the agent's environment into the sandbox (repeatable).\n"
            "Otherwise only PATH, HOME, USER, LOGNAME, SHELL, LANG, LANGUAGE, LC_*, TZ, TERM go in."),
        QStringLiteral("name")));
    parser->addOption(QCommandLineOption(
        kNetwork,
        QStringLiteral("--isolate: the sandbox's network: user (own network namespace, outbound through\n"
                       "slirp4netns, no reach into the host's loopback or abstract sockets; default), none\n"
                       "(loopback only) or host (the host's network: UNSAFE)."),
        QStringLiteral("mode"), QStringLiteral("user")));
    parser->addOption(QCommandLineOption(
        kNetworkFallback,
        QStringLiteral("--isolate: what --network user becomes where slirp4netns cannot run: none\n"
                       "(default), host, or fail (refuse to start)."),
        QStringLiteral("mode"), QStringLiteral("none")));
    parser->addOption(QCommandLineOption(
        kForwardPort,
        QStringLiteral("--isolate --network user: make host 127.0.0.1:PORT lead to PORT in the sandbox\n"
                       "(HOSTPORT:PORT for another host port; repeatable; the server inside must listen\n"
                       "on 0.0.0.0)."),
        QStringLiteral("port")));
    parser->addOption(QCommandLineOption(
        kTmpfsSize,
        QStringLiteral("--isolate: size of /tmp (SIZE, default 1G) or of one tmpfs (/home=SIZE; others\n"
                       "default 64M): /tmp, /run, /home, /root, /var/tmp, /dev/shm, the home folder."),
        QStringLiteral("size")));
    parser->addOption(QCommandLineOption(
        kMaxProcesses,
        QStringLiteral("--isolate: processes and threads the sandbox may run, the agent's own included\n"
                       "(pids.max of its cgroup where one is usable, and RLIMIT_NPROC in the sandbox's\n"
                       "user namespace; default 1024; 0 for no limit)."),
        QStringLiteral("n"), QStringLiteral("1024")));
    parser->addOption(QCommandLineOption(
        kMaxMemory,
        QStringLiteral("--isolate: memory one process of the sandbox may allocate (RLIMIT_DATA; default\n"
                       "half the machine's memory; 0 for no limit)."),
        QStringLiteral("size")));
    parser->addOption(QCommandLineOption(
        kMaxSandboxMemory,
        QStringLiteral("--isolate: memory all of the sandbox's processes together may use, page cache and\n"
                       "tmpfs files included (a cgroup of its own: v2 where delegated, v1 as root; without\n"
                       "one only --max-memory applies; default three quarters of the machine's memory; 0\n"
                       "for no limit)."),
        QStringLiteral("size")));
    parser->addOption(QCommandLineOption(
        kKeepAlive,
        QStringLiteral("A stream (watch, event feed, log follower) quiet this many milliseconds gets a\n"
                       "keep-alive frame, so clients and proxies do not drop it (default 30000; 0: never)."),
        QStringLiteral("ms"), QStringLiteral("30000")));
    // Who changed which file (engine/attribution/WriteWatch): always on when confined.
    parser->addOption(QCommandLineOption(
        kAttributeWrites,
        QStringLiteral("Name the process behind every file change (change sets hold a command's own\n"
                       "changes only) outside --isolate too. Without CAP_SYS_ADMIN the sessions then run\n"
                       "with no_new_privs (no sudo); if the agent is killed, a process that outlives\n"
                       "it gets ENOSYS from the calls that change files.")));
    // The audit trail (engine/audit/AuditLog).
    parser->addOption(
        QCommandLineOption(kNoAudit, QStringLiteral("Keep no audit trail of the sandbox's event feed.")));
    parser->addOption(QCommandLineOption(
        kAuditDir,
        QStringLiteral(
            "Keep the audit trail (hash-chained JSON lines, 0600) in this folder (default: audit/\n"
            "next to --state-file, else in the agent's data folder; --isolate: next to\n"
            "--state-file only)."),
        QStringLiteral("dir")));
    parser->addOption(QCommandLineOption(
        kAuditRetention,
        QStringLiteral("Delete audit files older than this many days (default 30; 0: keep them all)."),
        QStringLiteral("days"), QStringLiteral("30")));
    parser->addOption(QCommandLineOption(
        kAuditFileSize, QStringLiteral("Start a new audit file past this size (SIZE, default 16M)."),
        QStringLiteral("size"), QStringLiteral("16M")));
    for (const QString &internal : {kCertFd, kKeyFd, kWaitFd, kStartedFd}) {
        QCommandLineOption option(internal, QString(), QStringLiteral("n"));
        option.setFlags(QCommandLineOption::HiddenFromHelp); // between the two agents only
        parser->addOption(option);
    }
}

bool AgentOptions::parseListen(const QString &text, QHostAddress *address, quint16 *port, QString *error)
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
    const uint number = portText.toUInt(&ok);
    if (!ok || number > 65535) {
        *error = QStringLiteral("--listen: bad port in \"%1\"").arg(text);
        return false;
    }
    *port = quint16(number);
    if (host.isEmpty() || host == QLatin1String("localhost")) {
        *address = QHostAddress(QHostAddress::LocalHost);
    } else if (!address->setAddress(host)) {
        *error = QStringLiteral("--listen: \"%1\" is not an IP address (or localhost)").arg(host);
        return false;
    }
    return true;
}

bool AgentOptions::read(const QCommandLineParser &parser, QString *error)
{
    const auto failed = [error](const QString &message) {
        *error = message;
        return false;
    };
    if (!parseListen(parser.value(kListen), &listenAddress, &listenPort, error))
        return false;
    lockFile = parser.value(kLockFile);
    for (const auto &[name, fd] :
         {std::pair{kListenFd, &listenFd}, std::pair{kTokenFd, &tokenFd}, std::pair{kCertFd, &certFd},
          std::pair{kKeyFd, &keyFd}, std::pair{kWaitFd, &waitFd}, std::pair{kStartedFd, &startedFd}})
        if (!readDescriptor(parser, name, fd, error))
            return false;

    if (int(parser.isSet(kTokenFile)) + int(parser.isSet(kTokenEnv)) + int(parser.isSet(kTokenFd)) > 1)
        return failed(QStringLiteral("give one of --token-file, --token-env and --token-fd"));
    if (parser.isSet(kTokenFd)) {
        tokenSource = TokenSource::Descriptor;
    } else if (parser.isSet(kTokenFile)) {
        tokenSource = TokenSource::File;
        tokenFile = parser.value(kTokenFile);
    } else if (parser.isSet(kTokenEnv)) {
        tokenSource = TokenSource::Environment;
        tokenVariable = parser.value(kTokenEnv);
        if (tokenVariable.isEmpty())
            return failed(QStringLiteral("--token-env: the variable's name is empty"));
    }
    // A generated token is only acceptable where nobody else can see this terminal's output
    // matter: on loopback. Anything reachable from the network needs a token the operator chose
    // and stored deliberately.
    if (tokenSource == TokenSource::Generated && !listenAddress.isLoopback())
        return failed(
            QStringLiteral("refusing to listen on %1 without a token: give --token-file or --token-env")
                .arg(listenAddress.toString()));
    if (parser.isSet(kCert) != parser.isSet(kKey))
        return failed(QStringLiteral("--cert and --key go together"));
    certFile = parser.value(kCert);
    keyFile = parser.value(kKey);
    if ((certFd >= 0) != (keyFd >= 0))
        return failed(QStringLiteral("--cert-fd and --key-fd go together"));

    root = parser.value(kRoot);
    allowedOrigins = parser.values(kAllowOrigin);
    stateFile = parser.value(kStateFile);
    isolate = parser.isSet(kIsolate);
    bool ok = false;
    maxMessageSize = parser.value(kMaxMessageSize).toULongLong(&ok);
    if (!ok || maxMessageSize < 1024)
        return failed(QStringLiteral("--max-message-size must be a number of bytes ≥ 1024"));
    maxRequestsInFlight = parser.value(kMaxInFlight).toInt(&ok);
    if (!ok || maxRequestsInFlight < 1)
        return failed(QStringLiteral("--max-requests-in-flight must be ≥ 1"));
    streamKeepAliveMs = parser.value(kKeepAlive).toInt(&ok);
    if (!ok || streamKeepAliveMs < 0)
        return failed(QStringLiteral("--stream-keepalive must be a number of milliseconds ≥ 0"));
    const std::optional<qint64> execOutput = SandboxLimits::parseSize(parser.value(kMaxExecOutput));
    if (!execOutput || *execOutput < 1024)
        return failed(
            QStringLiteral("--max-exec-output: \"%1\" is not a size of at least 1K (e.g. 8M, 100M, 1G)")
                .arg(parser.value(kMaxExecOutput)));
    maxExecOutputBytes = *execOutput;

    limits = SandboxLimits::withDefaults();
    limits.maxProcesses = parser.value(kMaxProcesses).toLongLong(&ok);
    if (!ok || limits.maxProcesses < 0)
        return failed(QStringLiteral("--max-processes must be a number ≥ 0"));
    if (!readLimit(parser, kMaxMemory, "2G, 512M", &limits.maxMemoryBytes, error)
        || !readLimit(parser, kMaxSandboxMemory, "8G, 512M", &limits.maxSandboxMemoryBytes, error))
        return false;
    for (const QString &size : parser.values(kTmpfsSize))
        if (!limits.setTmpfsSize(size, error))
            return false;

    const std::optional<NetworkMode> mode = parseNetworkMode(parser.value(kNetwork));
    if (!mode)
        return failed(
            QStringLiteral("--network: expected user, none or host, not \"%1\"").arg(parser.value(kNetwork)));
    network = *mode;
    const QString fallback = parser.value(kNetworkFallback);
    networkFallback = parseNetworkMode(fallback);
    if (fallback == QLatin1String("user") || (!networkFallback && fallback != QLatin1String("fail")))
        return failed(
            QStringLiteral("--network-fallback: expected none, host or fail, not \"%1\"").arg(fallback));
    forwardedPorts.clear();
    for (const QString &port : parser.values(kForwardPort)) {
        const QStringList parts = port.split(QLatin1Char(':'));
        bool hostOk = false;
        bool guestOk = false;
        const uint hostPort = parts.value(0).toUInt(&hostOk);
        const uint guestPort = parts.value(parts.size() - 1).toUInt(&guestOk);
        if (parts.size() > 2 || !hostOk || !guestOk || hostPort == 0 || guestPort == 0 || hostPort > 65535
            || guestPort > 65535)
            return failed(
                QStringLiteral("--forward-port: expected PORT or HOSTPORT:PORT, not \"%1\"").arg(port));
        forwardedPorts.append({quint16(hostPort), quint16(guestPort)});
    }
    passedEnvironment.clear();
    for (const QString &name : parser.values(kPassEnv)) {
        if (name.startsWith(QLatin1String("SANDMAN_AGENT")))
            return failed(QStringLiteral("--pass-env: %1 is the agent's own").arg(name));
        passedEnvironment << name;
    }
    audit = !parser.isSet(kNoAudit);
    attributeWrites = parser.isSet(kAttributeWrites);
    auditDir = parser.isSet(kAuditDir) ? QFileInfo(parser.value(kAuditDir)).absoluteFilePath() : QString();
    auditRetentionDays = parser.value(kAuditRetention).toInt(&ok);
    if (!ok || auditRetentionDays < 0)
        return failed(QStringLiteral("--audit-retention must be a number of days ≥ 0"));
    const std::optional<qint64> auditSize = SandboxLimits::parseSize(parser.value(kAuditFileSize));
    if (!auditSize || *auditSize < 4096)
        return failed(QStringLiteral("--audit-file-size: \"%1\" is not a size of at least 4K")
                          .arg(parser.value(kAuditFileSize)));
    auditFileBytes = *auditSize;
    if (audit && isolate && !auditDir.isEmpty())
        return failed(
            QStringLiteral("--isolate: the audit trail is kept next to --state-file (its folder is the "
                           "one bound inside); drop --audit-dir"));
    return true;
}

QStringList AgentOptions::confinedArguments(const QString &stateFileInside) const
{
    QStringList arguments{QLatin1String("--") + kRoot,           QStringLiteral("/workspace"),
                          QLatin1String("--") + kMaxMessageSize, QString::number(maxMessageSize),
                          QLatin1String("--") + kMaxInFlight,    QString::number(maxRequestsInFlight),
                          QLatin1String("--") + kMaxProcesses,   QString::number(limits.maxProcesses),
                          QLatin1String("--") + kMaxMemory,      QString::number(limits.maxMemoryBytes),
                          QLatin1String("--") + kKeepAlive,      QString::number(streamKeepAliveMs),
                          QLatin1String("--") + kMaxExecOutput,  QString::number(maxExecOutputBytes)};
    for (const QString &origin : allowedOrigins)
        arguments << QLatin1String("--") + kAllowOrigin << origin;
    if (!stateFileInside.isEmpty())
        arguments << QLatin1String("--") + kStateFile << stateFileInside;
    // Inside, the trail is kept next to the state file (the folder bound in), or not at all.
    if (audit && !stateFileInside.isEmpty())
        arguments << QLatin1String("--") + kAuditDir
                  << QFileInfo(stateFileInside).path() + QStringLiteral("/audit")
                  << QLatin1String("--") + kAuditRetention << QString::number(auditRetentionDays)
                  << QLatin1String("--") + kAuditFileSize << QString::number(auditFileBytes);
    else
        arguments << QLatin1String("--") + kNoAudit;
    return arguments;
}

} // namespace sandman
