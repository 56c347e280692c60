// SPDX-License-Identifier: Apache-2.0
// The sandbox boundary of `sandman-agent --isolate` (issue 9), attacked from inside: a session of
// a real confined agent tries to use capabilities, read the host's secrets and the agent's token,
// reach the host's loopback services and abstract sockets, fill its tmpfs mounts and fork-bomb
// the machine. Run as root, the agent is checked twice: as root (the sandbox is nobody outside)
// and started as an unprivileged user (nobody, through setpriv), where the machine allows it.
#include "CheckpointsReady.h"
#include "FutureWait.h"
#include "client/CheckpointClient.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "isolation/Bubblewrap.h"
#include "server/DirectAttachListener.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLocalServer>
#include <QLocalSocket>
#include <QNetworkInterface>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <memory>

#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

using namespace sandman;
using namespace sandman::test;

namespace {
constexpr uid_t kNobody = 65534;
constexpr quint16 kGuestPort = 8765;

QString agentPath()
{
    return qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman-agent");
}

// The uid of a host process, or -1.
int hostUidOf(const QString &pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("Uid:"))
            return line.mid(4).simplified().split(' ').value(0).toInt();
    return -1;
}

// Host pids whose command line starts with these bytes.
QStringList hostPidsRunning(const QByteArray &prefix)
{
    QStringList pids;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &pid : entries) {
        QFile file(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (file.open(QIODevice::ReadOnly) && file.readAll().replace('\0', ' ').startsWith(prefix))
            pids << pid;
    }
    return pids;
}

int hostProcessesOf(uid_t uid)
{
    int count = 0;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &pid : entries)
        if (pid.toInt() > 0 && hostUidOf(pid) == int(uid))
            ++count;
    return count;
}

// "name=value" lines of a command's output.
QMap<QString, QString> fields(const QByteArray &output)
{
    QMap<QString, QString> map;
    for (const QByteArray &line : output.split('\n')) {
        const qsizetype equals = line.indexOf('=');
        if (equals > 0)
            map.insert(QString::fromUtf8(line.left(equals)), QString::fromUtf8(line.mid(equals + 1)));
    }
    return map;
}

// Whether the agents these tests start as root must get a cgroup of their own: root with writable
// cgroup v1 memory and pids hierarchies, as on the machines this was built on. Elsewhere (cgroup
// v2, a delegated subtree or none) the agent's status line says whether it got one.
bool cgroupExpected()
{
    return ::geteuid() == 0 && ::access("/sys/fs/cgroup/memory/cgroup.procs", W_OK) == 0
        && ::access("/sys/fs/cgroup/pids/cgroup.procs", W_OK) == 0;
}

// Why an agent's status line says it has no cgroup, empty if it has one.
QString noCgroupReason(const QString &output)
{
    static const QRegularExpression reason(QStringLiteral("no usable cgroup: ([^\\n]*)\\)"));
    return reason.match(output).captured(1);
}

// The folders of the cgroup an agent's status line names, none if it names none.
QStringList cgroupDirectories(const QString &output)
{
    static const QRegularExpression named(QStringLiteral("\\(cgroup v[12] ([^)]*)\\)"));
    const QRegularExpressionMatch match = named.match(output);
    return match.hasMatch() ? match.captured(1).split(QStringLiteral(", ")) : QStringList();
}

QByteArray cgroupFile(const QStringList &dirs, const QString &name)
{
    for (const QString &dir : dirs) {
        QFile file(dir + QLatin1Char('/') + name);
        if (file.open(QIODevice::ReadOnly))
            return file.readAll().trimmed();
    }
    return {};
}

// What may be in a session's environment: the allowlist, what the test passes, and what bash
// sets by itself.
bool isExpectedVariable(const QString &name)
{
    static const QStringList names{
        QStringLiteral("PATH"),
        QStringLiteral("HOME"),
        QStringLiteral("USER"),
        QStringLiteral("LOGNAME"),
        QStringLiteral("SHELL"),
        QStringLiteral("LANG"),
        QStringLiteral("LANGUAGE"),
        QStringLiteral("TZ"),
        QStringLiteral("TERM"),
        QStringLiteral("SANDMAN_BOUNDARY_PASSED"),
        QStringLiteral("SANDMAN_AGENT_ISOLATED"),
        QStringLiteral("PWD"),
        QStringLiteral("OLDPWD"),
        QStringLiteral("SHLVL"),
        QStringLiteral("_"),
    };
    return names.contains(name) || name.startsWith(QLatin1String("LC_"));
}

// One confined agent started for these tests, and a client of it.
struct ConfinedAgent {
    QTemporaryDir dir;
    QProcess process;
    QUrl url;
    QByteArray token = QByteArrayLiteral("boundary-token-5f0c9e1d7a2b4c6e8f00112233445566");
    QString tokenFile;
    QString output; // its stdout up to the "serving" line
    uid_t hostUid = 0; // who the sandbox is outside
    bool ownNetwork = false; // user mode came up
    std::unique_ptr<WebSocketTransport> transport;
    std::unique_ptr<SandboxClient> client;

    bool start(const QStringList &extra, bool asNobody, QString *error)
    {
        QDir().mkpath(dir.filePath(QStringLiteral("workspace")));
        tokenFile = dir.filePath(QStringLiteral("token"));
        QFile file(tokenFile);
        if (!file.open(QIODevice::WriteOnly)) {
            *error = QStringLiteral("cannot write the token file");
            return false;
        }
        file.write(token + '\n');
        file.close();
        QStringList arguments{QStringLiteral("--isolate"),
                              QStringLiteral("--listen"),
                              QStringLiteral("127.0.0.1:0"),
                              QStringLiteral("--token-file"),
                              tokenFile,
                              QStringLiteral("--root"),
                              dir.filePath(QStringLiteral("workspace"))};
        arguments << extra;
        QString program = agentPath();
        if (asNobody) {
            // The token file and workspace are nobody's own, as they would be a user's.
            for (const QString &path : {dir.path(), tokenFile, dir.filePath(QStringLiteral("workspace"))})
                if (::chown(QFile::encodeName(path).constData(), kNobody, kNobody) != 0) {
                    *error = QStringLiteral("cannot chown %1").arg(path);
                    return false;
                }
            arguments.prepend(program);
            arguments = QStringList{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                                    QStringLiteral("--clear-groups")}
                + arguments;
            program = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        }
        hostUid = (asNobody || ::geteuid() == 0) ? kNobody : ::getuid();
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start(program, arguments);
        static const QRegularExpression serving(QStringLiteral("serving (ws://\\S+)"));
        const QDeadlineTimer deadline(20000);
        while (!deadline.hasExpired() && process.state() != QProcess::NotRunning) {
            process.waitForReadyRead(200);
            output += QString::fromLocal8Bit(process.readAllStandardOutput());
            const QRegularExpressionMatch match = serving.match(output);
            if (match.hasMatch()) {
                url = QUrl(match.captured(1));
                ownNetwork = output.contains(QLatin1String("network user (slirp4netns"));
                WebSocketTransport::Options options;
                options.token = token;
                transport = std::make_unique<WebSocketTransport>(url, options);
                transport->open();
                client = std::make_unique<SandboxClient>(transport.get());
                return true;
            }
        }
        *error = QStringLiteral("the agent did not serve: %1").arg(output);
        return false;
    }

    ExecResult run(const QString &command, const QString &sessionId = {}, qint64 timeoutMs = 30000)
    {
        ExecOptions options;
        options.sessionId = sessionId;
        options.timeoutMs = timeoutMs;
        auto future = client->exec(command, options);
        if (!waitFor(future, int(timeoutMs) + 30000) || future.resultCount() == 0) {
            qWarning("exec of \"%s\" failed", qPrintable(command));
            return {};
        }
        return future.result();
    }

    ~ConfinedAgent()
    {
        client.reset();
        transport.reset();
        if (process.state() != QProcess::NotRunning) {
            process.terminate();
            if (!process.waitForFinished(5000)) {
                process.kill();
                process.waitForFinished();
            }
        }
    }
};
} // namespace

class TestSandboxBoundary : public QObject
{
    Q_OBJECT

    std::map<QString, std::unique_ptr<ConfinedAgent>> m_agents;
    quint16 m_forwardPort = 0;

    ConfinedAgent *agent(const QString &name)
    {
        const auto it = m_agents.find(name);
        return it == m_agents.end() ? nullptr : it->second.get();
    }

    void addAgentRows(bool withNoNetwork = false)
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("started as root") << "root";
        QTest::newRow("started as a user (nobody)") << "user";
        if (withNoNetwork)
            QTest::newRow("--network none") << "none";
    }

    ConfinedAgent *fetchAgent()
    {
        QFETCH(QString, name);
        ConfinedAgent *a = agent(name);
        if (!a)
            qWarning("no agent \"%s\" on this machine (see initTestCase)", qPrintable(name));
        return a;
    }

private slots:
    void initTestCase()
    {
        QString why;
        if (!Bubblewrap::isUsable(&why))
            QSKIP(qPrintable(QStringLiteral("bubblewrap cannot confine here: ") + why));
        // Credentials of the kind a developer's shell holds: none of them may go in.
        qputenv("GITHUB_TOKEN", "ghp_boundarytestsecret");
        qputenv("AWS_SECRET_ACCESS_KEY", "aws/boundary/secret");
        qputenv("SANDMAN_BOUNDARY_PASSED", "passed on");
        {
            QTcpServer probe; // a free host port for --forward-port
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            m_forwardPort = probe.serverPort();
        }
        const QStringList common{QStringLiteral("--pass-env"),      QStringLiteral("SANDMAN_BOUNDARY_PASSED"),
                                 QStringLiteral("--max-processes"), QStringLiteral("64"),
                                 QStringLiteral("--max-memory"),    QStringLiteral("256M"),
                                 QStringLiteral("--tmpfs-size"),    QStringLiteral("8M"),
                                 QStringLiteral("--tmpfs-size"),    QStringLiteral("/home=4M")};
        const struct {
            const char *name;
            QStringList extra;
            bool asNobody;
        } plans[] = {
            {"root",
             common
                 + QStringList{QStringLiteral("--network"), QStringLiteral("user"),
                               QStringLiteral("--forward-port"),
                               QStringLiteral("%1:%2").arg(m_forwardPort).arg(kGuestPort)},
             false},
            {"user", common, true},
            {"none", common + QStringList{QStringLiteral("--network"), QStringLiteral("none")}, false},
        };
        for (const auto &plan : plans) {
            if (plan.asNobody
                && (::geteuid() != 0
                    || QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())) {
                qWarning("not root or no setpriv: the agent is not also started as another user");
                continue;
            }
            if (!plan.asNobody && QLatin1String(plan.name) == QLatin1String("root") && ::geteuid() != 0)
                qWarning("not root: the \"started as root\" rows run as uid %u", unsigned(::getuid()));
            auto confined = std::make_unique<ConfinedAgent>();
            QString error;
            QVERIFY2(confined->start(plan.extra, plan.asNobody, &error), qPrintable(error));
            m_agents[QString::fromLatin1(plan.name)] = std::move(confined);
        }
    }

    void statusLineSaysWhatApplies_data() { addAgentRows(true); }
    void statusLineSaysWhatApplies()
    {
        ConfinedAgent *a = fetchAgent();
        if (!a)
            QSKIP("no such agent here");
        QFETCH(QString, name);
        const QString line
            = a->output.section(QLatin1String("isolation: "), 1).section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(!line.isEmpty(), qPrintable(a->output));
        for (const char *fact : {"no capabilities", "processes ≤ 64", "memory ≤ 256 MiB per process (rlimit)",
                                 "tmpfs /tmp 8 MiB", "allowlist + SANDMAN_BOUNDARY_PASSED"})
            QVERIFY2(line.contains(QString::fromUtf8(fact)),
                     qPrintable(QString::fromUtf8(fact) + QStringLiteral(" in ") + line));
        // Root gets a cgroup on cgroup v1; nobody cannot (the hierarchies are root's).
        if (name != QLatin1String("user") && (cgroupExpected() || noCgroupReason(line).isEmpty())) {
            QVERIFY2(line.contains(QStringLiteral(" for the whole sandbox (cgroup v")), qPrintable(line));
            const QStringList dirs = cgroupDirectories(line);
            QVERIFY2(!dirs.isEmpty(), qPrintable(line));
            for (const QString &dir : dirs)
                QVERIFY2(dir.endsWith(QStringLiteral("/sandman-%1").arg(a->process.processId()))
                             && QFileInfo(dir).isDir(),
                         qPrintable(dir));
        } else {
            QVERIFY2(line.contains(
                         QStringLiteral("processes ≤ 64 (rlimit), memory ≤ 256 MiB per process (rlimit); "
                                        "nothing caps the sandbox's total memory (no usable cgroup: ")),
                     qPrintable(line));
        }
        QVERIFY2(line.contains(QStringLiteral("outside")), qPrintable(line));
        if (name == QLatin1String("none"))
            QVERIFY2(line.contains(QStringLiteral("network none (loopback only)")), qPrintable(line));
        if (name == QLatin1String("root") && !a->ownNetwork)
            qWarning("user-mode network not up here: %s", qPrintable(line));
        if (name == QLatin1String("user") && !a->ownNetwork) // /dev/net/tun is closed to users here
            QVERIFY2(line.contains(QStringLiteral("network none"))
                         && line.contains(QStringLiteral("unavailable")),
                     qPrintable(line));
    }

    // No process inside holds a capability, root inside is not root outside, and what needs a
    // capability over the host fails.
    void noCapabilityOverTheHost_data() { addAgentRows(); }
    void noCapabilityOverTheHost()
    {
        ConfinedAgent *a = fetchAgent();
        if (!a)
            QSKIP("no such agent here");
        QFile corePattern(QStringLiteral("/proc/sys/kernel/core_pattern"));
        QVERIFY(corePattern.open(QIODevice::ReadOnly));
        const QByteArray hostPattern = corePattern.readAll();
        const ExecResult r = a->run(QStringLiteral(
            "echo caps=$(cat /proc/[0-9]*/status | grep -E '^Cap(Inh|Prm|Eff|Bnd|Amb)' | awk '{print $2}' | "
            "sort -u)\n"
            "echo procs=$(ls -d /proc/[0-9]* | wc -l)\n"
            "echo id=$(id -u)\n"
            "echo map=$(cat /proc/self/uid_map | tr -s ' ' | sed 's/^ //')\n"
            "(echo '|/bin/sh -c id' > /proc/sys/kernel/core_pattern) 2>/dev/null; echo core=$?\n"
            "mkdir -p /tmp/m; mount -t tmpfs none /tmp/m 2>/dev/null; echo mount=$?\n"
            "cat /etc/shadow >/dev/null 2>&1; echo shadow=$?\n"
            "touch /workspace/mine; echo workspace=$?\n"
            "(sleep 281 >/dev/null 2>&1 &)"));
        const QMap<QString, QString> f = fields(r.stdoutData);
        QCOMPARE(f.value(QStringLiteral("caps")), QStringLiteral("0000000000000000"));
        QVERIFY2(f.value(QStringLiteral("procs")).toInt() >= 3, r.stdoutData.constData()); // not just itself
        QCOMPARE(f.value(QStringLiteral("id")), QStringLiteral("0"));
        QCOMPARE(f.value(QStringLiteral("map")), QStringLiteral("0 %1 1").arg(a->hostUid));
        QVERIFY2(f.value(QStringLiteral("core")) != QLatin1String("0"), r.stdoutData.constData());
        QVERIFY2(f.value(QStringLiteral("mount")) != QLatin1String("0"), r.stdoutData.constData());
        QVERIFY2(f.value(QStringLiteral("shadow")) != QLatin1String("0"), r.stdoutData.constData());
        QCOMPARE(f.value(QStringLiteral("workspace")), QStringLiteral("0"));
        QVERIFY(corePattern.seek(0));
        QCOMPARE(corePattern.readAll(), hostPattern);
        // Seen from the host, the sandbox's processes are that unprivileged uid.
        QVERIFY(waitUntil([] { return !hostPidsRunning("sleep 281").isEmpty(); }, 5000));
        for (const QString &pid : hostPidsRunning("sleep 281"))
            QCOMPARE(hostUidOf(pid), int(a->hostUid));
        a->run(QStringLiteral("pkill -x sleep; true"));
    }

    void environmentIsAnAllowlist_data() { addAgentRows(); }
    void environmentIsAnAllowlist()
    {
        ConfinedAgent *a = fetchAgent();
        if (!a)
            QSKIP("no such agent here");
        // A session's environment, and the first process's (bwrap's) initial environment block.
        for (const QString &command :
             {QStringLiteral("env"), QStringLiteral("tr '\\0' '\\n' < /proc/1/environ")}) {
            const ExecResult r = a->run(command);
            const QMap<QString, QString> env = fields(r.stdoutData);
            QVERIFY2(env.contains(QStringLiteral("PATH")), r.stdoutData.constData());
            QCOMPARE(env.value(QStringLiteral("SANDMAN_BOUNDARY_PASSED")), QStringLiteral("passed on"));
            for (const char *secret : {"GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY", "SANDMAN_AGENT_TOKEN"})
                QVERIFY2(!env.contains(QString::fromLatin1(secret)),
                         qPrintable(command + QLatin1Char(' ') + QLatin1String(secret)));
            for (auto it = env.cbegin(); it != env.cend(); ++it)
                QVERIFY2(isExpectedVariable(it.key()), qPrintable(command + QStringLiteral(": ") + it.key()));
        }
    }

    // The token is in no environment block and no command line inside, its file shows nothing,
    // and the agent that holds it in memory cannot be read by the sandbox's processes.
    void tokenIsNowhereInside_data() { addAgentRows(); }
    void tokenIsNowhereInside()
    {
        ConfinedAgent *a = fetchAgent();
        if (!a)
            QSKIP("no such agent here");
        const ExecResult scan = a->run(QStringLiteral("for f in /proc/[0-9]*/environ /proc/[0-9]*/cmdline; "
                                                      "do cat \"$f\" 2>/dev/null && echo \"read $f\" >&2; "
                                                      "done; cat '%1' 2>/dev/null")
                                           .arg(a->tokenFile));
        QVERIFY2(!scan.stdoutData.contains(a->token), scan.stdoutData.constData());
        QVERIFY2(!scan.stdoutData.contains(a->token.left(16)), scan.stdoutData.constData());
        // Not vacuous: the environments of bwrap (the initial block the token used to be in) and the
        // session shell were read.
        QVERIFY2(scan.stderrData.count("/environ") >= 2, scan.stderrData.constData());
        QVERIFY2(scan.stderrData.contains("read /proc/1/environ"), scan.stderrData.constData());
        const ExecResult agent
            = a->run(QStringLiteral("for p in /proc/[0-9]*; do [ \"$(cat $p/comm)\" = sandman-agent ] && "
                                    "pid=${p#/proc/}; done; echo pid=$pid\n"
                                    "cat /proc/$pid/environ >/dev/null 2>&1; echo environ=$?\n"
                                    "head -c 1 /proc/$pid/mem >/dev/null 2>&1; echo mem=$?\n"
                                    "ls -l /proc/$pid/fd/ 2>/dev/null | grep -c -- '->' | sed 's/^/fds=/'"));
        const QMap<QString, QString> f = fields(agent.stdoutData);
        QVERIFY2(f.value(QStringLiteral("pid")).toInt() > 1, agent.stdoutData.constData());
        QVERIFY2(f.value(QStringLiteral("environ")) != QLatin1String("0"), agent.stdoutData.constData());
        QVERIFY2(f.value(QStringLiteral("mem")) != QLatin1String("0"), agent.stdoutData.constData());
        QCOMPARE(f.value(QStringLiteral("fds")), QStringLiteral("0"));
    }

    // Inside, the write watch is on (issue 23): two sessions' commands running at once each get
    // only their own files. Every process inside runs under its filter, which none can lift,
    // and none holds the watch's listener (only the agent does, whose descriptors are closed
    // to them, as above).
    void writesAreAttributedInside_data() { addAgentRows(); }
    void writesAreAttributedInside()
    {
        ConfinedAgent *a = fetchAgent();
        if (!a)
            QSKIP("no such agent here");
        QVERIFY2(a->output.contains(QLatin1String("write watch: on")), qPrintable(a->output));
        CheckpointClient checkpoints(a->client.get());
        QVERIFY(checkpointsReady(checkpoints));
        QVERIFY(resultOf(checkpoints.list()).status.value(QStringLiteral("writeWatch")).toBool());
        resultOf(a->client->createSession(SessionOptions{QStringLiteral("beside"), {}, {}, {}}));
        ExecOptions beside;
        beside.sessionId = QStringLiteral("beside");
        const QFuture<ExecResult> theirs
            = a->client->exec(QStringLiteral("for i in 1 2 3; do echo b > b$i; sleep 0.1; done"), beside);
        const ExecResult mine = a->run(QStringLiteral(
            "for i in 1 2 3; do echo a > a$i; sleep 0.1; done\n"
            "grep '^Seccomp:' /proc/self/status\n"
            "ls -l /proc/$$/fd /proc/self/fd 2>/dev/null | grep -c seccomp | sed 's/^/listeners=/'"));
        QVERIFY(waitFor(theirs, 30000));
        const QMap<QString, QString> f = fields(mine.stdoutData);
        QCOMPARE(mine.stdoutData.contains("Seccomp:\t2"), true); // filtered
        QCOMPARE(f.value(QStringLiteral("listeners")), QStringLiteral("0"));
        ChangeSetInfo changes;
        QVERIFY(waitUntil(
            [&] {
                changes = resultOf(checkpoints.commandChanges(mine.commandId));
                return !changes.running;
            },
            10000));
        QCOMPARE(changes.attribution, QStringLiteral("writers"));
        QStringList paths;
        for (const ChangeSetInfo::Change &change : changes.changes)
            paths.append(change.path);
        paths.sort();
        QCOMPARE(paths, (QStringList{QStringLiteral("a1"), QStringLiteral("a2"), QStringLiteral("a3")}));
    }

    // A confined agent is never handed a host tty (DirectAttachListener): it names no attach
    // socket, makes none the sandbox could find, and sandmanctl attach to it stays on /ws/pty.
    void noHostTtyComesIn_data() { addAgentRows(); }
    void noHostTtyComesIn()
    {
        ConfinedAgent *a = fetchAgent();
        if (!a)
            QSKIP("no such agent here");
        auto version = a->client->request(QStringLiteral("GET"), QStringLiteral("/api/sandman/version"));
        QVERIFY(waitFor(version, 10000) && version.resultCount() > 0);
        QVERIFY(version.result().contains(QStringLiteral("version"))); // the route answered
        QVERIFY2(!version.result().contains(QStringLiteral("attachSocket")),
                 QJsonDocument(version.result()).toJson().constData());
        const ExecResult scan = a->run(QStringLiteral(
            "find / -xdev -name 'attach-*.sock' 2>/dev/null; find /tmp /run /home -type s 2>/dev/null; "
            "echo scanned"));
        QCOMPARE(scan.stdoutData, QByteArray("scanned\n"));
        // Nor on the host, for the agent outside: the path it would have used is not there.
        QVERIFY(!QFileInfo::exists(DirectAttachListener::defaultPath(a->process.processId())));
    }

    // A loopback service and an abstract unix socket of the host (an X server, D-Bus, another
    // agent) are out of reach; loopback inside works; outbound leaves in user mode only.
    void hostLoopbackIsOutOfReach_data() { addAgentRows(true); }
    void hostLoopbackIsOutOfReach()
    {
        ConfinedAgent *a = fetchAgent();
        if (!a)
            QSKIP("no such agent here");
        if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QSKIP("python3 is needed inside for the socket checks (Debian package python3)");
        QTcpServer loopback;
        QVERIFY(loopback.listen(QHostAddress::LocalHost));
        QLocalServer abstract;
        abstract.setSocketOptions(QLocalServer::AbstractNamespaceOption);
        const QString abstractName = QStringLiteral("sandman-boundary-%1").arg(::getpid());
        QVERIFY(abstract.listen(abstractName));
        {
            QLocalSocket probe; // reachable from the host: the check below means something
            probe.setSocketOptions(QLocalSocket::AbstractNamespaceOption);
            probe.connectToServer(abstractName);
            QVERIFY(probe.waitForConnected(2000));
        }
        QHostAddress external;
        for (const QHostAddress &address : QNetworkInterface::allAddresses())
            if (address.protocol() == QAbstractSocket::IPv4Protocol && !address.isLoopback()
                && external.isNull())
                external = address;
        QTcpServer outside;
        const bool haveExternal = !external.isNull() && outside.listen(external);
        const ExecResult r = a->run(
            QStringLiteral(
                "timeout 3 bash -c 'exec 3<>/dev/tcp/127.0.0.1/%1' 2>/dev/null; echo loopback=$?\n"
                "python3 -c 'import socket; socket.socket(socket.AF_UNIX).connect(\"\\0%2\")' 2>/dev/null; "
                "echo abstract=$?\n"
                "python3 -c 'import socket; s=socket.socket(); s.bind((\"127.0.0.1\",0)); s.listen(); "
                "socket.create_connection(s.getsockname(), 3)' && echo inside=0\n"
                "[ -n '%3' ] && { timeout 3 bash -c 'exec 3<>/dev/tcp/%3/%4' 2>/dev/null; echo outbound=$?; "
                "}\n"
                "true")
                .arg(loopback.serverPort())
                .arg(abstractName, haveExternal ? external.toString() : QString())
                .arg(outside.serverPort()));
        const QMap<QString, QString> f = fields(r.stdoutData);
        QVERIFY2(f.value(QStringLiteral("loopback"), QStringLiteral("0")) != QLatin1String("0"),
                 r.stdoutData.constData());
        QVERIFY2(f.value(QStringLiteral("abstract"), QStringLiteral("0")) != QLatin1String("0"),
                 r.stdoutData.constData());
        QCOMPARE(f.value(QStringLiteral("inside")), QStringLiteral("0"));
        if (!haveExternal)
            QSKIP("no non-loopback IPv4 address on this host to check outbound connections with");
        if (a->ownNetwork)
            QCOMPARE(f.value(QStringLiteral("outbound")), QStringLiteral("0"));
        else
            QVERIFY2(f.value(QStringLiteral("outbound")) != QLatin1String("0"), r.stdoutData.constData());
    }

    // --forward-port: host 127.0.0.1:PORT reaches a server in the sandbox.
    void forwardedPortReachesTheSandbox()
    {
        ConfinedAgent *a = agent(QStringLiteral("root"));
        if (!a || !a->ownNetwork)
            QSKIP("no user-mode network here");
        if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QSKIP("python3 is needed inside for the server");
        a->run(
            QStringLiteral("(python3 -m http.server --bind 0.0.0.0 %1 >/dev/null 2>&1 &)").arg(kGuestPort));
        QByteArray reply;
        QVERIFY(waitUntil(
            [&] {
                QTcpSocket socket;
                socket.connectToHost(QHostAddress::LocalHost, m_forwardPort);
                if (!socket.waitForConnected(1000))
                    return false;
                socket.write("GET / HTTP/1.0\r\n\r\n");
                while (socket.waitForReadyRead(1000))
                    reply += socket.readAll();
                return reply.startsWith("HTTP/1.0 200");
            },
            15000));
        a->run(QStringLiteral("pkill -f http.server; true"));
    }

    void tmpfsMountsAreCapped_data() { addAgentRows(); }
    void tmpfsMountsAreCapped()
    {
        ConfinedAgent *a = fetchAgent();
        if (!a)
            QSKIP("no such agent here");
        const ExecResult r
            = a->run(QStringLiteral("for m in /tmp /home /run /root /dev/shm; do echo \"$m=$(df -B1 "
                                    "--output=size $m | tail -n 1 | tr -d ' ')\"; "
                                    "done\n"
                                    "head -c 9M /dev/zero > /tmp/fill; echo fill=$?; rm -f /tmp/fill\n"
                                    "head -c 1M /dev/zero > /tmp/small; echo small=$?\n"
                                    "touch /dev/sandman-test 2>/dev/null; echo dev=$?\n"
                                    // bwrap's root tmpfs has no size: read-only instead
                                    "touch /sandman-test 2>/dev/null; echo root=$?\n"
                                    "mkdir /sandman-dir 2>/dev/null; echo rootdir=$?\n"
                                    "touch /workspace/.sandman-test; echo workspace=$?\n"
                                    "rm -f /workspace/.sandman-test\n"
                                    "rm -f /tmp/fill /tmp/small"));
        const QMap<QString, QString> f = fields(r.stdoutData);
        QCOMPARE(f.value(QStringLiteral("/tmp")), QString::number(8 << 20));
        QCOMPARE(f.value(QStringLiteral("/home")), QString::number(4 << 20));
        for (const char *other : {"/run", "/root", "/dev/shm"})
            QCOMPARE(f.value(QString::fromLatin1(other)), QString::number(64 << 20));
        QVERIFY2(f.value(QStringLiteral("fill")) != QLatin1String("0"), r.stdoutData.constData());
        QVERIFY2(r.stderrData.contains("No space left on device"), r.stderrData.constData());
        QVERIFY2(f.value(QStringLiteral("small")) == QLatin1String("0"), r.stdoutData + r.stderrData);
        QVERIFY2(f.value(QStringLiteral("dev")) != QLatin1String("0"), r.stdoutData.constData());
        QVERIFY2(f.value(QStringLiteral("root")) == QLatin1String("1"), r.stdoutData + r.stderrData);
        QVERIFY2(f.value(QStringLiteral("rootdir")) == QLatin1String("1"), r.stdoutData + r.stderrData);
        QVERIFY2(f.value(QStringLiteral("workspace")) == QLatin1String("0"), r.stdoutData + r.stderrData);
    }

    void memoryPerProcessIsCapped()
    {
        ConfinedAgent *a = agent(QStringLiteral("root"));
        if (!a)
            QSKIP("no agent");
        if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QSKIP("python3 is needed inside to allocate");
        const ExecResult r
            = a->run(QStringLiteral("echo data=$(ulimit -d)\n"
                                    "python3 -c 'bytearray(64 << 20)'; echo small=$?\n"
                                    "python3 -c 'bytearray(512 << 20)' 2>/dev/null; echo large=$?"));
        const QMap<QString, QString> f = fields(r.stdoutData);
        QCOMPARE(f.value(QStringLiteral("data")), QStringLiteral("262144"));
        QCOMPARE(f.value(QStringLiteral("small")), QStringLiteral("0"));
        QVERIFY2(f.value(QStringLiteral("large")) != QLatin1String("0"), r.stdoutData.constData());
    }

    // A fork bomb under --max-processes 64 stops at the limit: the host never sees more than
    // that many of the sandbox's processes, the command ends with its timeout, and the agent and
    // another session carry on.
    void forkBombStopsAtTheLimit()
    {
        ConfinedAgent *a = agent(QStringLiteral("root"));
        if (!a)
            QSKIP("no agent");
        SessionOptions bystander;
        bystander.id = QStringLiteral("bystander");
        QVERIFY(waitFor(a->client->createSession(bystander)));
        // The cgroup's pids.max where there is one, and RLIMIT_NPROC (per user namespace) either way.
        const QStringList cgroup = cgroupDirectories(a->output);
        QCOMPARE(a->run(QStringLiteral("echo $(ulimit -u)"), bystander.id).stdoutData, QByteArray("64\n"));
        if (!cgroup.isEmpty())
            QCOMPARE(cgroupFile(cgroup, QStringLiteral("pids.max")), QByteArray("64"));
        // Counted by the cgroup where there is one: other nobody processes on the host (other
        // agents' sandboxes) come and go meanwhile.
        const auto count = [&] {
            return cgroup.isEmpty() ? hostProcessesOf(a->hostUid)
                                    : cgroupFile(cgroup, QStringLiteral("pids.current")).toInt();
        };
        const int before = cgroup.isEmpty() ? hostProcessesOf(a->hostUid) : 0;
        int most = 0;
        QTimer sampler;
        connect(&sampler, &QTimer::timeout, this, [&] { most = std::max(most, count()); });
        sampler.start(50);
        QElapsedTimer clock;
        clock.start();
        // Foreground (no &): the exec stays busy until its timeout ends the whole tree.
        const ExecResult bomb = a->run(QStringLiteral("bomb() { bomb | bomb; }; bomb"), {}, 4000);
        sampler.stop();
        qInfo("fork bomb: ended after %lld ms (timed out: %d), at most %d %s of uid %u (%d before)",
              qint64(clock.elapsed()), bomb.timedOut, most,
              cgroup.isEmpty() ? "host processes" : "tasks in the sandbox's cgroup", unsigned(a->hostUid),
              before);
        QVERIFY(bomb.timedOut);
        // It reached the limit: bash's fork failed (and retried) rather than the machine filling up.
        QVERIFY2(bomb.stderrData.contains("Resource temporarily unavailable"),
                 bomb.stderrData.left(2000).constData());
        QVERIFY2(clock.elapsed() < 30000, qPrintable(QString::number(clock.elapsed())));
        // 64 in the cgroup; or per user namespace, plus whatever nobody runs elsewhere on the host.
        QVERIFY2(most - before <= 64, qPrintable(QStringLiteral("%1 → %2").arg(before).arg(most)));
        // The cgroup holds bwrap outside the user namespace too, so it reaches its limit first.
        if (!cgroup.isEmpty()) {
            const QByteArray events = cgroupFile(cgroup, QStringLiteral("pids.events"));
            QVERIFY2(events.startsWith("max ") && events.mid(4).toLongLong() > 0, events.constData());
        }
        QCOMPARE(a->process.state(), QProcess::Running);
        QCOMPARE(a->run(QStringLiteral("echo alive"), bystander.id).stdoutData, QByteArray("alive\n"));
        // Once the bomb is gone, new processes start again.
        QVERIFY(waitUntil(
            [&] { return a->run(QStringLiteral("/bin/true && echo forked")).stdoutData == "forked\n"; },
            20000));
    }

    // Three processes, each well under the per-process limit (256 MiB) but together over the
    // sandbox's (64 MiB): the kernel ends one inside the sandbox; its total never passes the cap, and
    // the agent and another session carry on.
    void wholeSandboxMemoryIsCapped()
    {
        QString why;
        if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QSKIP("python3 is needed inside to allocate");
        ConfinedAgent a;
        QVERIFY2(
            a.start({QStringLiteral("--network"), QStringLiteral("none"), QStringLiteral("--max-memory"),
                     QStringLiteral("256M"), QStringLiteral("--max-sandbox-memory"), QStringLiteral("64M")},
                    false, &why),
            qPrintable(why));
        if (!cgroupExpected() && !noCgroupReason(a.output).isEmpty())
            QSKIP(qPrintable(QStringLiteral("no usable cgroup here: ") + noCgroupReason(a.output)));
        QVERIFY2(a.output.contains(QStringLiteral("memory ≤ 64 MiB for the whole sandbox (cgroup v")),
                 qPrintable(a.output));
        const QStringList cgroup = cgroupDirectories(a.output);
        SessionOptions bystander;
        bystander.id = QStringLiteral("bystander");
        QVERIFY(waitFor(a.client->createSession(bystander)));
        // Each writes its 40 MiB (so the pages are really used), then holds them for a while; one
        // after the other, so that the largest process when the cap is reached (the OOM killer's
        // choice) is one of them and never the agent (about 25 MiB resident).
        const ExecResult r = a.run(QStringLiteral(
            "for i in 1 2 3; do python3 -c 'import time; b = b\"x\" * (40 << 20); time.sleep(3)' & "
            "pids=\"$pids $!\"; sleep 0.3; done\n"
            "for p in $pids; do wait $p; echo \"status=$?\"; done"));
        const QList<QByteArray> statuses = r.stdoutData.trimmed().split('\n');
        QCOMPARE(statuses.size(), 3);
        QVERIFY2(statuses.count("status=137") >= 1, r.stdoutData.constData()); // SIGKILL: the OOM killer
        QVERIFY2(statuses.count("status=0") <= 1, r.stdoutData.constData());
        const QByteArray peak = cgroupFile(cgroup, QStringLiteral("memory.max_usage_in_bytes")) // v1
            + cgroupFile(cgroup, QStringLiteral("memory.peak")); // v2
        qInfo("sandbox memory peak %s bytes, cap %d; %s", peak.constData(), 64 << 20,
              r.stdoutData.simplified().constData());
        QVERIFY2(peak.toLongLong() > 0 && peak.toLongLong() <= 64LL << 20, peak.constData());
        QCOMPARE(a.process.state(), QProcess::Running);
        QCOMPARE(a.run(QStringLiteral("echo alive"), bystander.id).stdoutData, QByteArray("alive\n"));
        QCOMPARE(a.run(QStringLiteral("python3 -c 'b = b\"x\" * (20 << 20)'; echo $?")).stdoutData,
                 QByteArray("0\n"));
    }

    // The agent's cgroup goes with it: removed when it is stopped, and when it was killed outright,
    // by the next agent's start.
    void cgroupGoesWithTheAgent_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGKILL") << int(SIGKILL);
    }
    void cgroupGoesWithTheAgent()
    {
        QFETCH(int, signal);
        QString why;
        const QStringList arguments{QStringLiteral("--network"), QStringLiteral("none")};
        auto first = std::make_unique<ConfinedAgent>();
        QVERIFY2(first->start(arguments, false, &why), qPrintable(why));
        if (!cgroupExpected() && !noCgroupReason(first->output).isEmpty())
            QSKIP(qPrintable(QStringLiteral("no usable cgroup here: ") + noCgroupReason(first->output)));
        const QStringList cgroup = cgroupDirectories(first->output);
        QVERIFY2(!cgroup.isEmpty(), qPrintable(first->output));
        // The sandbox is in it (bwrap and what it runs), the agent outside is not.
        const QList<QByteArray> inside = cgroupFile(cgroup, QStringLiteral("cgroup.procs")).split('\n');
        QVERIFY2(inside.size() >= 2, qPrintable(cgroup.join(QLatin1Char(' '))));
        QVERIFY(!inside.contains(QByteArray::number(first->process.processId())));
        QVERIFY(::kill(pid_t(first->process.processId()), signal) == 0);
        QVERIFY(first->process.waitForFinished(10000));
        if (signal == SIGKILL) {
            ConfinedAgent next;
            QVERIFY2(next.start(arguments, false, &why), qPrintable(why));
            const QStringList nextCgroup = cgroupDirectories(next.output);
            QVERIFY2(!nextCgroup.isEmpty() && QFileInfo(nextCgroup.constFirst()).isDir(),
                     qPrintable(next.output));
        }
        for (const QString &dir : cgroup)
            QVERIFY2(!QFileInfo::exists(dir), qPrintable(dir));
    }

    // Where the user-mode stack cannot run (here: /dev/net/tun closed to users), --network user
    // becomes what --network-fallback says, and the status line says so, or the agent refuses.
    void networkFallsBackOnlyAsChosen_data()
    {
        QTest::addColumn<QString>("fallback");
        QTest::addColumn<QString>("expected"); // on stdout, or on stderr for a refusal
        QTest::newRow("none") << "none"
                              << "network none (loopback only) — user mode unavailable: /dev/net/tun";
        QTest::newRow("host") << "host"
                              << "network host (UNSAFE";
        QTest::newRow("fail") << "fail"
                              << "--network user: /dev/net/tun";
    }

    void networkFallsBackOnlyAsChosen()
    {
        QFETCH(QString, fallback);
        QFETCH(QString, expected);
        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        struct stat tun = {};
        if (::geteuid() != 0 || setpriv.isEmpty() || ::stat("/dev/net/tun", &tun) != 0
            || (tun.st_mode & 0006) == 0006)
            QSKIP("needs root, setpriv and a /dev/net/tun closed to other users");
        QTemporaryDir dir;
        QVERIFY(::chown(QFile::encodeName(dir.path()).constData(), kNobody, kNobody) == 0);
        QProcess process;
        process.start(setpriv,
                      {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                       QStringLiteral("--clear-groups"), agentPath(), QStringLiteral("--isolate"),
                       QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--root"),
                       dir.path(), QStringLiteral("--network-fallback"), fallback});
        QString out;
        QVERIFY(waitUntil(
            [&] {
                process.waitForReadyRead(50);
                out += QString::fromLocal8Bit(process.readAllStandardOutput());
                return out.contains(QLatin1String("serving")) || process.state() == QProcess::NotRunning;
            },
            20000));
        if (fallback == QLatin1String("fail")) {
            QVERIFY(process.state() == QProcess::NotRunning || process.waitForFinished(5000));
            QCOMPARE(process.exitCode(), 2);
            const QString error = QString::fromLocal8Bit(process.readAllStandardError());
            QVERIFY2(error.contains(expected), qPrintable(error));
            return;
        }
        QVERIFY2(out.contains(expected), qPrintable(out));
        process.terminate();
        QVERIFY(process.waitForFinished(5000));
    }

    void cleanupTestCase() { m_agents.clear(); }
};

QTEST_GUILESS_MAIN(TestSandboxBoundary)
#include "tst_sandboxboundary.moc"
