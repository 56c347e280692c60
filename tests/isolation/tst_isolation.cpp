// SPDX-License-Identifier: Apache-2.0
// Sandbox isolation with bubblewrap: the command line, and a real `sandman-agent --isolate`
// reached over WebSockets, checked from inside (what a session sees) and from the host.
#include "FutureWait.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "isolation/Bubblewrap.h"
#include "isolation/IsolatedAgent.h"
#include "isolation/SandboxEnvironment.h"
#include "isolation/SandboxLimits.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <initializer_list>
#include <memory>

#include <unistd.h>

using namespace sandman;
using namespace sandman::test;

namespace {
using RootEntries = QList<Bubblewrap::RootEntry>;

// Whether the host runs a process whose command line is exactly these words.
bool hostRuns(const QByteArray &commandLine)
{
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &pid : pids) {
        QFile file(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (file.open(QIODevice::ReadOnly) && file.readAll().replace('\0', ' ').trimmed() == commandLine)
            return true;
    }
    return false;
}

QStringList words(std::initializer_list<const char *> list)
{
    QStringList result;
    for (const char *item : list)
        result << QString::fromLatin1(item);
    return result;
}

// The index of `first` followed by `second` in args, or -1.
qsizetype indexOfPair(const QStringList &args, const QString &first, const QString &second)
{
    for (qsizetype i = 0; i + 1 < args.size(); ++i)
        if (args[i] == first && args[i + 1] == second)
            return i;
    return -1;
}
} // namespace

Q_DECLARE_METATYPE(RootEntries)

class TestIsolation : public QObject
{
    Q_OBJECT

    std::unique_ptr<IsolatedAgent> m_agent;
    std::unique_ptr<WebSocketTransport> m_transport;
    std::unique_ptr<SandboxClient> m_client;
    QTemporaryDir m_workspace;

    bool startAgent()
    {
        QString why;
        if (!Bubblewrap::isUsable(&why)) {
            qWarning("bubblewrap cannot confine here: %s", qPrintable(why));
            return false;
        }
        m_agent = std::make_unique<IsolatedAgent>();
        m_agent->setPassedEnvironment({QStringLiteral("SANDMAN_ISOLATION_TEST")});
        const QString agentPath
            = qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman-agent");
        QString error;
        if (!m_agent->start(agentPath, m_workspace.path(), &error)) {
            qWarning("the isolated agent did not start: %s", qPrintable(error));
            return false;
        }
        WebSocketTransport::Options options;
        options.token = m_agent->token();
        m_transport = std::make_unique<WebSocketTransport>(m_agent->url(), options);
        m_transport->open();
        m_client = std::make_unique<SandboxClient>(m_transport.get());
        return true;
    }

    ExecResult run(const QString &command, const QString &sessionId = {})
    {
        ExecOptions options;
        options.sessionId = sessionId;
        auto future = m_client->exec(command, options);
        if (!waitFor(future) || future.resultCount() == 0) {
            qWarning("exec of \"%s\" failed", qPrintable(command));
            return {};
        }
        return future.result();
    }

private slots:
    void initTestCase()
    {
        // What a desktop session has, and what any user variable is: only the latter goes in.
        qputenv("SSH_AUTH_SOCK", "/tmp/ssh-test/agent.1");
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/run/user/0/bus");
        qputenv("SANDMAN_ISOLATION_TEST", "passed on");
    }

    void arguments_data()
    {
        QTest::addColumn<RootEntries>("root");
        QTest::addColumn<QString>("home");
        QTest::addColumn<QStringList>("present"); // each "a b c": these words in a row
        QTest::addColumn<QStringList>("absent");

        const RootEntries debian{{QStringLiteral("bin"), QStringLiteral("/usr/bin")},
                                 {QStringLiteral("dev"), {}},
                                 {QStringLiteral("etc"), {}},
                                 {QStringLiteral("home"), {}},
                                 {QStringLiteral("media"), {}},
                                 {QStringLiteral("mnt"), {}},
                                 {QStringLiteral("opt"), {}},
                                 {QStringLiteral("proc"), {}},
                                 {QStringLiteral("root"), {}},
                                 {QStringLiteral("run"), {}},
                                 {QStringLiteral("tmp"), {}},
                                 {QStringLiteral("usr"), {}},
                                 {QStringLiteral("var"), {}}};
        const QString user = QStringLiteral("/home/ada");
        QTest::newRow("system read-only")
            << debian << user << words({"--ro-bind /usr /usr", "--ro-bind /etc /etc", "--ro-bind /opt /opt"})
            << words({"--bind /usr /usr"});
        QTest::newRow("symlinks kept")
            << debian << user << words({"--symlink /usr/bin /bin"}) << words({"--ro-bind /bin /bin"});
        QTest::newRow("homes hidden")
            << debian << user << words({"--tmpfs /home", "--tmpfs /root", "--dir /home/ada"})
            << words({"--ro-bind /home /home", "--ro-bind /root /root"});
        QTest::newRow("removable media hidden")
            << debian << user << QStringList() << words({"--ro-bind /mnt /mnt", "--ro-bind /media /media"});
        QTest::newRow("own proc, dev, tmp, run")
            << debian << user
            << words({"--proc /proc", "--dev /dev", "--size 1073741824 --tmpfs /tmp",
                      "--size 67108864 --tmpfs /run", "--size 67108864 --tmpfs /var/tmp",
                      "--size 67108864 --tmpfs /dev/shm", "--remount-ro /dev"})
            << words({"--ro-bind /proc /proc", "--ro-bind /dev /dev", "--ro-bind /tmp /tmp",
                      "--ro-bind /run /run"});
        QTest::newRow("root read-only, last")
            << debian << user << words({"--bind /srv/ws /workspace --remount-ro / --chdir /workspace"})
            << QStringList();
        QTest::newRow("namespaces") << debian << user
                                    << words({"--unshare-pid", "--unshare-ipc", "--unshare-uts",
                                              "--hostname sandbox", "--die-with-parent", "--new-session"})
                                    << words({"--share-net"});
        QTest::newRow("root inside, no capabilities")
            << debian << user << words({"--unshare-user --uid 0 --gid 0", "--cap-drop ALL"}) << QStringList();
        QTest::newRow("workspace") << debian << user
                                   << words({"--bind /srv/ws /workspace", "--chdir /workspace"})
                                   << words({"--ro-bind /srv/ws /workspace"});
        QTest::newRow("home elsewhere hidden")
            << debian << QDir::tempPath() << QStringList{QStringLiteral("--tmpfs ") + QDir::tempPath()}
            << QStringList{QStringLiteral("--dir ") + QDir::tempPath()};
        RootEntries withOthers = debian;
        for (const char *name : {"work", "srv", "boot", "old_root", "data", ".dockerenv", "lost+found"})
            withOthers.append({QLatin1String(name), {}});
        withOthers.append({QStringLiteral("projects"), QStringLiteral("/data/projects")});
        QTest::newRow("other host folders stay outside")
            << withOthers << user << words({"--ro-bind /usr /usr"})
            << words({"--ro-bind /work /work", "--ro-bind /srv /srv", "--ro-bind /boot /boot",
                      "--ro-bind /old_root /old_root", "--ro-bind /data /data",
                      "--ro-bind /.dockerenv /.dockerenv", "--ro-bind /lost+found /lost+found",
                      "--symlink /data/projects /projects"});
        QTest::newRow("no /var") << RootEntries{{QStringLiteral("usr"), {}}} << user
                                 << words({"--ro-bind /usr /usr"}) << words({"--tmpfs /var/tmp"});
    }

    void arguments()
    {
        QFETCH(RootEntries, root);
        QFETCH(QString, home);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        Bubblewrap::Config config;
        config.workspaceDir = QStringLiteral("/srv/ws");
        config.homeDir = home;
        const QString joined = QLatin1Char(' ') + Bubblewrap::arguments(config, root).join(QLatin1Char(' '))
            + QLatin1Char(' ');
        for (const QString &sequence : present)
            QVERIFY2(joined.contains(QLatin1Char(' ') + sequence + QLatin1Char(' ')),
                     qPrintable(sequence + QLatin1String(" in") + joined));
        for (const QString &sequence : absent)
            QVERIFY2(!joined.contains(QLatin1Char(' ') + sequence + QLatin1Char(' ')),
                     qPrintable(sequence + QLatin1String(" in") + joined));
    }

    void networkArguments_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("ownNamespace");
        QTest::newRow("user") << int(NetworkMode::User) << true;
        QTest::newRow("none") << int(NetworkMode::None) << true;
        QTest::newRow("host") << int(NetworkMode::Host) << false;
    }

    void networkArguments()
    {
        QFETCH(int, mode);
        QFETCH(bool, ownNamespace);
        Bubblewrap::Config config;
        config.workspaceDir = QStringLiteral("/srv/ws");
        config.network = NetworkMode(mode);
        config.infoFd = 7;
        const QStringList args = Bubblewrap::arguments(config, {{QStringLiteral("usr"), {}}});
        QCOMPARE(args.contains(QStringLiteral("--unshare-net")), ownNamespace);
        QVERIFY(indexOfPair(args, QStringLiteral("--info-fd"), QStringLiteral("7")) >= 0);
    }

    // Secrets of the agent the system view would show are covered by an empty file.
    void hiddenFilesComeLast()
    {
        Bubblewrap::Config config;
        config.workspaceDir = QStringLiteral("/srv/ws");
        config.hiddenFiles = {QStringLiteral("/etc/sandman/token")};
        const QStringList args = Bubblewrap::arguments(config, {{QStringLiteral("etc"), {}}});
        const qsizetype show = indexOfPair(args, QStringLiteral("--ro-bind"), QStringLiteral("/etc"));
        const qsizetype hide
            = indexOfPair(args, QStringLiteral("/dev/null"), QStringLiteral("/etc/sandman/token"));
        QVERIFY(show >= 0);
        QVERIFY(hide > show);
    }

    void sizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("bytes"); // -1: refused
        QTest::newRow("bytes") << "512" << qint64(512);
        QTest::newRow("k") << "64k" << qint64(64) * 1024;
        QTest::newRow("M") << "100M" << (qint64(100) << 20);
        QTest::newRow("GiB") << "2GiB" << (qint64(2) << 30);
        QTest::newRow("fraction") << "1.5G" << (qint64(3) << 29);
        QTest::newRow("spaces") << " 8 M " << (qint64(8) << 20);
        QTest::newRow("empty") << "" << qint64(-1);
        QTest::newRow("zero") << "0" << qint64(-1);
        QTest::newRow("negative") << "-1M" << qint64(-1);
        QTest::newRow("unit only") << "M" << qint64(-1);
        QTest::newRow("unknown unit") << "5X" << qint64(-1);
        QTest::newRow("huge") << "99999999T" << qint64(-1);
    }

    void sizes()
    {
        QFETCH(QString, text);
        QFETCH(qint64, bytes);
        QCOMPARE(SandboxLimits::parseSize(text).value_or(-1), bytes);
    }

    void tmpfsSizeArguments_data()
    {
        QTest::addColumn<QString>("argument");
        QTest::addColumn<QString>("mountPoint");
        QTest::addColumn<qint64>("bytes"); // -1: refused with an error
        QTest::newRow("/tmp by default") << "2G"
                                         << "/tmp" << (qint64(2) << 30);
        QTest::newRow("one mount") << "/home=256M"
                                   << "/home" << (qint64(256) << 20);
        QTest::newRow("relative path") << "home=1M"
                                       << "/home" << qint64(-1);
        QTest::newRow("bad size") << "/run=lots"
                                  << "/run" << qint64(-1);
    }

    void tmpfsSizeArguments()
    {
        QFETCH(QString, argument);
        QFETCH(QString, mountPoint);
        QFETCH(qint64, bytes);
        SandboxLimits limits = SandboxLimits::withDefaults();
        QString error;
        QCOMPARE(limits.setTmpfsSize(argument, &error), bytes >= 0);
        if (bytes < 0) {
            QVERIFY2(error.contains(argument), qPrintable(error));
            return;
        }
        QCOMPARE(limits.tmpfsSize(mountPoint), bytes);
        QCOMPARE(limits.tmpfsSize(QStringLiteral("/elsewhere")), limits.otherTmpfsBytes);
    }

    void formattedSizes_data()
    {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<QString>("text");
        QTest::newRow("GiB") << (qint64(1) << 30) << "1 GiB";
        QTest::newRow("MiB") << (qint64(64) << 20) << "64 MiB";
        QTest::newRow("not whole") << qint64(1536) * 1024 << "1536 KiB";
        QTest::newRow("bytes") << qint64(100) << "100 B";
    }

    void formattedSizes()
    {
        QFETCH(qint64, bytes);
        QFETCH(QString, text);
        QCOMPARE(SandboxLimits::formatSize(bytes), text);
    }

    // The status says which limits apply and to what: the whole sandbox (a cgroup) or each process.
    void describedLimits_data()
    {
        QTest::addColumn<qint64>("processes");
        QTest::addColumn<qint64>("perProcess");
        QTest::addColumn<qint64>("total");
        QTest::addColumn<QString>("cgroup");
        QTest::addColumn<QString>("text");
        QTest::newRow("cgroup")
            << qint64(1024) << (qint64(12) << 30) << (qint64(18) << 30)
            << "cgroup v1 /sys/fs/cgroup/memory/sandman-7, /sys/fs/cgroup/pids/sandman-7"
            << "processes ≤ 1024 and memory ≤ 18 GiB for the whole sandbox (cgroup v1 "
               "/sys/fs/cgroup/memory/sandman-7, /sys/fs/cgroup/pids/sandman-7), memory ≤ "
               "12 GiB per process (rlimit)";
        QTest::newRow("cgroup, no caps")
            << qint64(0) << qint64(0) << qint64(0) << "cgroup v2 /sys/fs/cgroup/a"
            << "processes unlimited and memory unlimited for the whole sandbox "
               "(cgroup v2 /sys/fs/cgroup/a), memory per process unlimited";
        QTest::newRow("rlimits only") << qint64(64) << (qint64(256) << 20) << (qint64(18) << 30) << ""
                                      << "processes ≤ 64 (rlimit), memory ≤ 256 MiB per process (rlimit); "
                                         "nothing caps the sandbox's total memory (no usable cgroup: why)";
    }

    void describedLimits()
    {
        QFETCH(qint64, processes);
        QFETCH(qint64, perProcess);
        QFETCH(qint64, total);
        QFETCH(QString, cgroup);
        QFETCH(QString, text);
        SandboxLimits limits;
        limits.maxProcesses = processes;
        limits.maxMemoryBytes = perProcess;
        limits.maxSandboxMemoryBytes = total;
        QCOMPARE(limits.describe(cgroup, QStringLiteral("why")), text);
    }

    void environmentAllowlist_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("inside");
        QTest::newRow("PATH") << "PATH" << true;
        QTest::newRow("LANG") << "LANG" << true;
        QTest::newRow("LC_ALL") << "LC_ALL" << true;
        QTest::newRow("TZ") << "TZ" << true;
        QTest::newRow("TERM") << "TERM" << true;
        QTest::newRow("passed") << "PROJECT_FLAG" << true;
        QTest::newRow("GITHUB_TOKEN") << "GITHUB_TOKEN" << false;
        QTest::newRow("AWS_SECRET_ACCESS_KEY") << "AWS_SECRET_ACCESS_KEY" << false;
        QTest::newRow("SSH_AUTH_SOCK") << "SSH_AUTH_SOCK" << false;
        QTest::newRow("DISPLAY") << "DISPLAY" << false;
        QTest::newRow("LD_PRELOAD") << "LD_PRELOAD" << false;
    }

    void environmentAllowlist()
    {
        QFETCH(QString, name);
        QFETCH(bool, inside);
        QProcessEnvironment host;
        host.insert(name, QStringLiteral("value of ") + name);
        host.insert(QStringLiteral("HOME"), QStringLiteral("/home/ada"));
        host.insert(QStringLiteral("USER"), QStringLiteral("ada"));
        const QProcessEnvironment environment = SandboxEnvironment::build(
            host, {QStringLiteral("PROJECT_FLAG")}, QStringLiteral("/root"), QStringLiteral("root"));
        QCOMPARE(environment.contains(name), inside);
        if (inside)
            QCOMPARE(environment.value(name), QStringLiteral("value of ") + name);
        // As the sandbox sees itself, whatever the host said.
        QCOMPARE(environment.value(QStringLiteral("HOME")), QStringLiteral("/root"));
        QCOMPARE(environment.value(QStringLiteral("USER")), QStringLiteral("root"));
        QVERIFY(environment.contains(QStringLiteral("PATH")));
    }

    // Files the confined program needs stay visible even where their folder is hidden.
    void readOnlyFilesComeAfterWhatHidesThem()
    {
        Bubblewrap::Config config;
        config.workspaceDir = QStringLiteral("/srv/ws");
        config.homeDir = QStringLiteral("/home/ada");
        config.readOnlyFiles = {QStringLiteral("/home/ada/build/sandman-agent")};
        const QStringList args
            = Bubblewrap::arguments(config, {{QStringLiteral("home"), {}}, {QStringLiteral("usr"), {}}});
        const qsizetype hide = indexOfPair(args, QStringLiteral("--tmpfs"), QStringLiteral("/home"));
        const qsizetype bind = indexOfPair(args, QStringLiteral("--ro-bind"), config.readOnlyFiles.first());
        QVERIFY(hide >= 0);
        QVERIFY(bind > hide);
        QCOMPARE(args.value(bind + 2), config.readOnlyFiles.first());
    }

    void agentFailsClearlyWhenItCannotStart()
    {
        IsolatedAgent agent;
        QString error;
        QVERIFY(!agent.start(QStringLiteral("/nonexistent/sandman-agent"), m_workspace.path(), &error));
        QVERIFY2(error.contains(QLatin1String("/nonexistent/sandman-agent")), qPrintable(error));
    }

    // The live checks share one confined agent (starting one takes a moment).
    void confinedAgentStarts()
    {
        QVERIFY(m_workspace.isValid());
        if (!startAgent())
            QSKIP("bubblewrap cannot confine a sandbox on this machine (see the warning above)");
        const ExecResult r = run(QStringLiteral("pwd; cat /proc/sys/kernel/hostname"));
        QCOMPARE(r.stdoutData, QByteArray("/workspace\nsandbox\n"));
    }

    void hostStaysUntouched_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("readOnlyInside"); // else it may be private scratch space inside
        QTest::newRow("/usr") << "/usr/sandman-test" << true;
        QTest::newRow("/etc") << "/etc/sandman-test" << true;
        // Read-only when the build tree is part of the shown system, a private tmpfs when it
        // lies in a hidden place (a clone under /tmp or $HOME): never the host's folder.
        QTest::newRow("agent binary folder")
            << qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman-test") << false;
    }

    void hostStaysUntouched()
    {
        if (!m_client)
            QSKIP("no confined agent");
        QFETCH(QString, path);
        QFETCH(bool, readOnlyInside);
        const ExecResult r = run(QStringLiteral("touch '%1'").arg(path));
        if (readOnlyInside) {
            QVERIFY(r.exitCode != 0);
            QVERIFY2(r.stderrData.contains("Read-only file system"), r.stderrData.constData());
        }
        QVERIFY(!QFile::exists(path));
    }

    // From inside: the top of / holds the system's folders and the sandbox's own, nothing else
    // of the host; the project's sources (this file) are not visible, the agent binary is.
    void hostFoldersStayOutside()
    {
        if (!m_client)
            QSKIP("no confined agent");
        // From the environment, not __FILE__: a compiler cache may make that path relative.
        const QString source = qEnvironmentVariable("SANDMAN_SOURCE_DIR")
                               + QStringLiteral("/tests/isolation/tst_isolation.cpp");
        QVERIFY2(QFileInfo::exists(source), qPrintable(source));
        const ExecResult r = run(QStringLiteral("test -e '%1' && echo source-visible; ls -A /").arg(source));
        QVERIFY2(!r.stdoutData.contains("source-visible"), r.stdoutData.constData());
        const QString agentTop = qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR")
                                     .section(QLatin1Char('/'), 1, 1); // the agent binary bind's parents
        const QSet<QString> expected{QStringLiteral("usr"),       QStringLiteral("etc"),
                                     QStringLiteral("opt"),       QStringLiteral("var"),
                                     QStringLiteral("bin"),       QStringLiteral("sbin"),
                                     QStringLiteral("lib"),       QStringLiteral("lib32"),
                                     QStringLiteral("lib64"),     QStringLiteral("libx32"),
                                     QStringLiteral("sys"),       QStringLiteral("nix"),
                                     QStringLiteral("snap"),      QStringLiteral("gnu"),
                                     QStringLiteral("proc"),      QStringLiteral("dev"),
                                     QStringLiteral("tmp"),       QStringLiteral("run"),
                                     QStringLiteral("home"),      QStringLiteral("root"),
                                     QStringLiteral("workspace"), agentTop};
        for (const QByteArray &name : r.stdoutData.trimmed().split('\n'))
            QVERIFY2(expected.contains(QString::fromUtf8(name)), name.constData());
    }

    void workspaceIsTheHostFolder()
    {
        if (!m_client)
            QSKIP("no confined agent");
        QCOMPARE(run(QStringLiteral("echo inside > /workspace/from-shell; echo $?")).stdoutData,
                 QByteArray("0\n"));
        QFile fromShell(m_workspace.filePath(QStringLiteral("from-shell")));
        QVERIFY(fromShell.open(QIODevice::ReadOnly));
        QCOMPARE(fromShell.readAll(), QByteArray("inside\n"));
        // The files API sees the same: /workspace is real inside, not mapped.
        QVERIFY(waitFor(m_client->writeFile(QStringLiteral("/workspace/from-api"), QStringLiteral("api"))));
        QVERIFY(QFile::exists(m_workspace.filePath(QStringLiteral("from-api"))));
        QFile fromHost(m_workspace.filePath(QStringLiteral("from-host")));
        QVERIFY(fromHost.open(QIODevice::WriteOnly));
        fromHost.write("host");
        fromHost.close();
        auto read = m_client->readFile(QStringLiteral("/workspace/from-host"));
        QVERIFY(waitFor(read));
        QCOMPARE(read.result().content, QStringLiteral("host"));
    }

    void homeAndTmpArePrivate()
    {
        if (!m_client)
            QSKIP("no confined agent");
        QTemporaryDir hostTemp;
        QFile marker(hostTemp.filePath(QStringLiteral("host-secret")));
        QVERIFY(marker.open(QIODevice::WriteOnly));
        marker.close();
        const ExecResult r = run(QStringLiteral("test -e '%1' && echo visible; ls -A \"$HOME\" | wc -l; "
                                                "touch \"$HOME/x\" /tmp/x && echo writable")
                                     .arg(marker.fileName()));
        QCOMPARE(r.stdoutData, QByteArray("0\nwritable\n"));
        QVERIFY(!QFile::exists(QDir::home().filePath(QStringLiteral("x"))));
    }

    void sessionsShareOneProcessSpaceOfTheirOwn()
    {
        if (!m_client)
            QSKIP("no confined agent");
        SessionOptions other;
        other.id = QStringLiteral("other");
        QVERIFY(waitFor(m_client->createSession(other)));
        const QByteArray pid
            = run(QStringLiteral("sleep 271 >/dev/null 2>&1 & echo $!")).stdoutData.trimmed();
        QVERIFY(!pid.isEmpty());
        // Another session sees it (one process space)…
        QCOMPARE(run(QStringLiteral("cat /proc/%1/cmdline | tr '\\0' ' '").arg(QString::fromLatin1(pid)),
                     QStringLiteral("other"))
                     .stdoutData,
                 QByteArray("sleep 271 "));
        // …and nothing of the host: pid 1 is bubblewrap's, and this test process is not there.
        const ExecResult inside = run(QStringLiteral("cat /proc/1/comm; ls /proc | grep -c '^[0-9]'"));
        const QList<QByteArray> lines = inside.stdoutData.split('\n');
        QCOMPARE(lines.value(0), QByteArray("bwrap"));
        QVERIFY2(lines.value(1).toInt() < 30, inside.stdoutData.constData());
        QVERIFY(hostRuns("sleep 271"));
    }

    // GET /api/sandman/ps inside bubblewrap: the sandbox's own pid namespace, all of it (a
    // session's background sleep with its session) and none of the host's processes.
    void processListIsTheSandboxOnly()
    {
        if (!m_client)
            QSKIP("no confined agent");
        auto future = m_client->listSystemProcesses();
        QVERIFY(waitFor(future));
        QVERIFY(!failureOf(future));
        const QList<SystemProcessInfo> list = future.result();
        QVERIFY(list.size() < 30);
        bool sawInit = false;
        bool sawAgent = false;
        bool sawSleep = false;
        for (const SystemProcessInfo &p : list) {
            // This test (and so the rest of the host) is not listed; bwrap's arguments name it.
            QVERIFY2(!p.command.startsWith(QCoreApplication::applicationFilePath()), qPrintable(p.command));
            if (p.pid == 1) {
                sawInit = true;
                QCOMPARE(p.name, QStringLiteral("bwrap"));
                QVERIFY(!p.signallable);
            }
            sawAgent = sawAgent || (p.isAgent && !p.signallable);
            if (p.command == QLatin1String("sleep 271")) {
                sawSleep = true;
                QCOMPARE(p.sessionId, QStringLiteral("default"));
                QVERIFY(p.signallable);
            }
        }
        QVERIFY(sawInit && sawAgent && sawSleep);
        auto refused = m_client->signalSystemProcess(1, QStringLiteral("KILL"));
        QVERIFY(waitFor(refused));
        const auto error = failureOf(refused);
        QVERIFY(error);
        QCOMPARE(error->code, ErrorCode::PermissionDenied);
    }

    void secretsStayOutside()
    {
        if (!m_client)
            QSKIP("no confined agent");
        auto env = m_client->getEnvVars();
        QVERIFY(waitFor(env));
        const QMap<QString, QString> variables = env.result();
        // Set in initTestCase, before the agent started.
        QVERIFY(!variables.contains(QStringLiteral("SSH_AUTH_SOCK")));
        QVERIFY(!variables.contains(QStringLiteral("DBUS_SESSION_BUS_ADDRESS")));
        QCOMPARE(variables.value(QStringLiteral("SANDMAN_ISOLATION_TEST")), QStringLiteral("passed on"));
        for (auto it = variables.cbegin(); it != variables.cend(); ++it) {
            QVERIFY2(!it.key().startsWith(QLatin1String("SANDMAN_AGENT")), qPrintable(it.key()));
            QVERIFY2(!it.value().contains(QString::fromLatin1(m_agent->token())), qPrintable(it.key()));
        }
    }

    // Last: ending the agent ends everything inside, also when it is killed outright.
    void killingTheAgentLeavesNothingBehind()
    {
        if (!m_client)
            QSKIP("no confined agent");
        run(QStringLiteral("sleep 272 >/dev/null 2>&1 &"));
        run(QStringLiteral("(setsid sleep 273 >/dev/null 2>&1 &)"), QStringLiteral("other"));
        // A detached one too (its own session): bwrap's pid 1 takes it along when it dies.
        QVERIFY(waitUntil([] { return hostRuns("sleep 272") && hostRuns("sleep 273"); }, 10000));
        QSignalSpy exited(m_agent.get(), &IsolatedAgent::exited);
        QVERIFY(::kill(pid_t(m_agent->processId()), SIGKILL) == 0);
        QVERIFY(exited.wait(10000));
        QVERIFY(waitUntil(
            [] { return !hostRuns("sleep 271") && !hostRuns("sleep 272") && !hostRuns("sleep 273"); },
            10000));
    }

    // SIGTERM (systemctl stop, Stop Local Sandbox) ends the sandbox and exits 0: a stop as
    // asked, which a service manager must not report as a failure (it said 143 before).
    void stoppingTheAgentIsACleanExit()
    {
        if (!m_client)
            QSKIP("no confined agent");
        IsolatedAgent agent;
        QString error;
        QVERIFY2(agent.start(qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR")
                                 + QStringLiteral("/app/sandman-agent"),
                             m_workspace.path(), &error),
                 qPrintable(error));
        QSignalSpy exited(&agent, &IsolatedAgent::exited);
        QVERIFY(::kill(pid_t(agent.processId()), SIGTERM) == 0);
        QVERIFY(exited.wait(10000));
        QCOMPARE(exited.at(0).at(0).toInt(), 0);
        QCOMPARE(exited.at(0).at(1).toBool(), false);
    }

    void cleanupTestCase()
    {
        m_client.reset();
        m_transport.reset();
        m_agent.reset();
    }
};

QTEST_GUILESS_MAIN(TestIsolation)
#include "tst_isolation.moc"
