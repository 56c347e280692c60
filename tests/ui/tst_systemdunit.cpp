// SPDX-License-Identifier: Apache-2.0
// The local sandbox as the systemd user unit sandman-agent@.service: the unit file itself, the
// choice between systemctl --user and a detached start, and a start, a second window and Stop
// through a stand-in systemctl (tests/ui/fake-systemctl) that runs the unit's ExecStart= as
// systemd would — there is no user manager in the test machines.
#include "FutureWait.h"
#include "client/SandboxClient.h"
#include "isolation/Bubblewrap.h"
#include "local/AgentLock.h"
#include "local/LocalAgentInfo.h"
#include "local/LocalAgentRuntime.h"
#include "local/SystemdUserUnit.h"
#include "main/LocalSandbox.h"
#include "sessions/SandboxConnection.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>

using namespace sandman;
using namespace sandman::test;

namespace {
// A value that systemd's EnvironmentFile= quoting must carry unchanged.
const char kOddValue[] = "say \"hi\" to $HOME \\ `id` 'x'\nsecond line";

bool makeSocket(const QString &path)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address = {};
    address.sun_family = AF_UNIX;
    const QByteArray name = QFile::encodeName(path);
    if (fd < 0 || size_t(name.size()) >= sizeof address.sun_path)
        return false;
    qstrcpy(address.sun_path, name.constData());
    const bool bound = ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0;
    ::close(fd); // the socket file stays: enough for a stat
    return bound;
}
} // namespace

class TestSystemdUnit : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    QByteArray m_path;

    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString runtime() const { return path(QStringLiteral("xdg")); }
    QString workspace() const { return path(QStringLiteral("workspace")); }
    QString key() const { return LocalAgentRuntime::workspaceKey(workspace()); }
    QString unitName() const { return QStringLiteral("sandman-agent@%1.service").arg(key()); }

    static QString agentPath()
    {
        return qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman-agent");
    }

    // A user manager "runs": its private socket, and systemctl (the stand-in) first on PATH.
    void fakeUserManager()
    {
        QVERIFY(QDir().mkpath(runtime() + QStringLiteral("/systemd")));
        QVERIFY(makeSocket(runtime() + QStringLiteral("/systemd/private")));
        QVERIFY(QDir().mkpath(path(QStringLiteral("bin"))));
        QVERIFY(QFile::copy(QStringLiteral(SANDMAN_FAKE_SYSTEMCTL), path(QStringLiteral("bin/systemctl"))));
        qputenv("PATH", QFile::encodeName(path(QStringLiteral("bin"))) + ':' + m_path);
    }

    QStringList recorded() const
    {
        QFile file(path(QStringLiteral("systemctl.record")));
        return file.open(QIODevice::ReadOnly)
            ? QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts)
            : QStringList();
    }

    LocalSandbox::Options sandboxOptions(bool isolate) const
    {
        LocalSandbox::Options options;
        options.workspaceDir = workspace();
        options.isolation = isolate ? LocalSandbox::Isolation::Required : LocalSandbox::Isolation::Off;
        options.agentPath = agentPath();
        options.stateDir = path(QStringLiteral("state")); // runtimeDir: $XDG_RUNTIME_DIR/sandman
        if (isolate) {
            options.network = QStringLiteral("none");
            options.passEnv = QStringList{QStringLiteral("SANDMAN_TEST_ODD")};
        }
        return options;
    }

    static QByteArray output(SandboxConnection *connection, const QString &command)
    {
        auto result = connection->client()->exec(command);
        if (!waitFor(result) || result.resultCount() == 0)
            return "<exec failed>";
        return result.result().stdoutData;
    }

    // Processes whose cgroup is the unit's (the name=systemd hierarchy on cgroup v1 too).
    QList<qint64> processesOfUnit() const
    {
        QList<qint64> pids;
        const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
        for (const QString &entry : entries) {
            bool numeric = false;
            const qint64 pid = entry.toLongLong(&numeric);
            QFile cgroup(QStringLiteral("/proc/%1/cgroup").arg(entry));
            if (numeric && cgroup.open(QIODevice::ReadOnly)
                && QString::fromUtf8(cgroup.readAll()).contains(QLatin1Char('/') + unitName()))
                pids << pid;
        }
        return pids;
    }

    // A real systemd --user for this test alone. systemd runs as a user manager only on a system
    // it booted (/run/systemd/system exists); elsewhere, as root, it gets a mount namespace of its
    // own where that folder exists, on a tmpfs nobody else sees.
    std::unique_ptr<QProcess> startRealUserManager(QString *why) const
    {
        QString systemd;
        for (const char *candidate : {"/lib/systemd/systemd", "/usr/lib/systemd/systemd"})
            if (QFileInfo(QString::fromLatin1(candidate)).isExecutable())
                systemd = QString::fromLatin1(candidate);
        if (systemd.isEmpty() || QStandardPaths::findExecutable(QStringLiteral("systemctl")).isEmpty()) {
            *why = QStringLiteral("systemd is not installed");
            return nullptr;
        }
        auto manager = std::make_unique<QProcess>();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), path(QStringLiteral("config")));
        manager->setProcessEnvironment(environment);
        manager->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        manager->setStandardOutputFile(path(QStringLiteral("systemd.log")));
        if (QFileInfo::exists(QStringLiteral("/run/systemd/system"))) {
            manager->start(systemd, {QStringLiteral("--user")});
        } else if (::geteuid() == 0 && !QStandardPaths::findExecutable(QStringLiteral("unshare")).isEmpty()) {
            const QString over = QFileInfo::exists(QStringLiteral("/run/systemd"))
                ? QStringLiteral("/run/systemd")
                : QStringLiteral("/run");
            manager->start(QStringLiteral("unshare"),
                           {QStringLiteral("--mount"), QStringLiteral("--propagation"),
                            QStringLiteral("private"), QStringLiteral("sh"), QStringLiteral("-c"),
                            QStringLiteral("mount -t tmpfs tmpfs \"$1\" && mkdir -p /run/systemd/system && "
                                           "exec \"$0\" --user"),
                            systemd, over});
        } else {
            *why = QStringLiteral("the system was not booted with systemd, and only root can give a user "
                                  "manager a mount namespace where it looks as if it were");
            return nullptr;
        }
        const QString socket = runtime() + QStringLiteral("/systemd/private");
        if (!manager->waitForStarted(5000)
            || !waitUntil(
                [&] { return QFileInfo(socket).exists() || manager->state() == QProcess::NotRunning; }, 15000)
            || manager->state() == QProcess::NotRunning) {
            *why
                = QStringLiteral("systemd --user did not start here (exit code %1)").arg(manager->exitCode());
            return nullptr;
        }
        return manager;
    }

    static void stopRealUserManager(QProcess *manager)
    {
        manager->terminate(); // a user manager's SIGTERM: start exit.target, stopping every unit
        if (!manager->waitForFinished(15000)) {
            manager->kill();
            manager->waitForFinished();
        }
    }

    static QString systemctlSays(const QStringList &arguments)
    {
        QProcess systemctl;
        systemctl.start(QStringLiteral("systemctl"), QStringList{QStringLiteral("--user")} + arguments);
        systemctl.waitForFinished(10000);
        return QString::fromUtf8(systemctl.readAllStandardOutput()).trimmed();
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_path = qgetenv("PATH");
        QVERIFY(QDir().mkpath(runtime()));
        QFile::setPermissions(runtime(),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY(QDir().mkpath(workspace()));
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtime()));
        qputenv("FAKE_SYSTEMCTL_RECORD", QFile::encodeName(path(QStringLiteral("systemctl.record"))));
        qputenv("FAKE_SYSTEMCTL_STATE", QFile::encodeName(m_dir->path()));
        qputenv("FAKE_SYSTEMCTL_UNIT", SANDMAN_SYSTEMD_UNIT);
        qputenv("SANDMAN_TEST_ODD", kOddValue);
        qputenv("XDG_DATA_HOME", QFile::encodeName(path(QStringLiteral("data"))));
        qunsetenv("FAKE_SYSTEMCTL_FAIL");
    }

    void cleanup()
    {
        LocalAgentRuntime::Options options;
        options.workspaceDir = workspace();
        LocalAgentRuntime leftover(options);
        QString error;
        if (leftover.isRunning())
            QVERIFY2(leftover.stop(&error), qPrintable(error));
        qputenv("PATH", m_path);
        qunsetenv("XDG_RUNTIME_DIR");
        m_dir.reset();
    }

    // What systemd itself says of the shipped unit, as an instance of a workspace's key.
    void unitFileVerifies()
    {
        const QString analyze = QStandardPaths::findExecutable(QStringLiteral("systemd-analyze"));
        if (analyze.isEmpty())
            QSKIP("systemd-analyze is not installed: the unit file is not verified");
        const QString instance = path(QStringLiteral("sandman-agent@0123456789abcdef.service"));
        QVERIFY(QFile::copy(QStringLiteral(SANDMAN_SYSTEMD_UNIT),
                            path(QStringLiteral("sandman-agent@.service"))));
        QVERIFY(QFile::link(QStringLiteral("sandman-agent@.service"), instance));
        QProcess verify;
        verify.setProcessChannelMode(QProcess::MergedChannels);
        verify.start(analyze, {QStringLiteral("--user"), QStringLiteral("verify"), instance});
        QVERIFY(verify.waitForFinished(30000));
        const QByteArray said = verify.readAll();
        // It warns about a bad setting without failing: any word from it is a defect.
        QVERIFY2(verify.exitCode() == 0 && said.trimmed().isEmpty(), said.constData());
    }

    void chooser_data()
    {
        QTest::addColumn<QString>("manager"); // none, file (not a socket), socket
        QTest::addColumn<bool>("systemctl");
        QTest::addColumn<bool>("defaultRuntimeDir");
        QTest::addColumn<bool>("keepsState");
        QTest::addColumn<bool>("systemd");
        QTest::newRow("no user manager") << "none" << true << true << true << false;
        QTest::newRow("a file, not its socket") << "file" << true << true << true << false;
        QTest::newRow("no systemctl on PATH") << "socket" << false << true << true << false;
        QTest::newRow("runtime files elsewhere") << "socket" << true << false << true << false;
        QTest::newRow("no state kept") << "socket" << true << true << false << false;
        QTest::newRow("user manager") << "socket" << true << true << true << true;
    }

    void chooser()
    {
        QFETCH(QString, manager);
        QFETCH(bool, systemctl);
        QFETCH(bool, defaultRuntimeDir);
        QFETCH(bool, keepsState);
        QFETCH(bool, systemd);
        fakeUserManager();
        QFile::remove(runtime() + QStringLiteral("/systemd/private"));
        if (manager == QLatin1String("file")) {
            QFile file(runtime() + QStringLiteral("/systemd/private"));
            QVERIFY(file.open(QIODevice::WriteOnly));
        } else if (manager == QLatin1String("socket")) {
            QVERIFY(makeSocket(runtime() + QStringLiteral("/systemd/private")));
        }
        if (!systemctl)
            qputenv("PATH", QFile::encodeName(path(QStringLiteral("workspace"))));
        LocalAgentRuntime::Options options;
        options.workspaceDir = workspace();
        options.runtimeDir = defaultRuntimeDir ? QString() : path(QStringLiteral("elsewhere"));
        options.stateDir = keepsState ? path(QStringLiteral("state")) : QString();
        QCOMPARE(LocalAgentRuntime(options).startsThroughSystemd(), systemd);
    }

    void quotingSurvivesARoundTrip_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QByteArray>("quoted");
        QTest::newRow("plain") << "abc" << QByteArray("\"abc\"");
        QTest::newRow("spaces") << "a b  c" << QByteArray("\"a b  c\"");
        QTest::newRow("specials") << "\"$`\\" << QByteArray("\"\\\"\\$\\`\\\\\"");
        QTest::newRow("newline") << "a\nb" << QByteArray("\"a\nb\"");
        QTest::newRow("utf-8") << QString::fromUtf8("沙盒") << QByteArray("\"\xe6\xb2\x99\xe7\x9b\x92\"");
    }

    void quotingSurvivesARoundTrip()
    {
        QFETCH(QString, value);
        QFETCH(QByteArray, quoted);
        QCOMPARE(SystemdUserUnit::quoted(value), quoted);
    }

    // Started through systemctl --user with the detached start's arguments and environment; a
    // second window attaches to the same agent; Stop stops the unit and ends everything in it.
    void startsAndStopsThroughTheUnit_data()
    {
        QTest::addColumn<bool>("isolate");
        QTest::newRow("unconfined") << false;
        QTest::newRow("isolated, network none, a passed variable") << true;
    }

    void startsAndStopsThroughTheUnit()
    {
        QFETCH(bool, isolate);
        QString why;
        if (isolate && !Bubblewrap::isUsable(&why))
            QSKIP(qPrintable(QStringLiteral("bubblewrap cannot confine here: %1").arg(why)));
        fakeUserManager();
        LocalSandbox sandbox(sandboxOptions(isolate));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY2(connection, qPrintable(sandbox.error()));
        QVERIFY(sandbox.runsInAgent());
        QCOMPARE(sandbox.isIsolated(), isolate);
        QCOMPARE(recorded().value(0), QStringLiteral("--user start %1").arg(unitName()));
        QCOMPARE(recorded().value(1),
                 QStringLiteral("--user show --property=MainPID --value %1").arg(unitName()));
        const std::optional<LocalAgentInfo> info = LocalAgentInfo::read(sandbox.runtimeFile());
        QVERIFY(info);
        QCOMPARE(info->unit, unitName());

        // What the unit ran: the detached start's arguments, the lock taken by the agent itself.
        QFile argv(path(unitName() + QStringLiteral(".argv")));
        QVERIFY(argv.open(QIODevice::ReadOnly));
        QStringList expected{
            QStringLiteral("/usr/bin/env"), agentPath(),
            QStringLiteral("--lock-file"),  runtime() + QStringLiteral("/sandman/agent-%1.lock").arg(key()),
            QStringLiteral("--listen"),     QStringLiteral("127.0.0.1:0"),
            QStringLiteral("--token-env"),  QStringLiteral("SANDMAN_AGENT_TOKEN"),
            QStringLiteral("--root"),       workspace(),
            QStringLiteral("--state-file"), path(QStringLiteral("state/sessions.json"))};
        if (isolate)
            expected << QStringLiteral("--isolate") << QStringLiteral("--network") << QStringLiteral("none")
                     << QStringLiteral("--pass-env") << QStringLiteral("SANDMAN_TEST_ODD");
        const QStringList ran
            = QString::fromUtf8(argv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(ran, expected);
        const QString environmentFile = runtime() + QStringLiteral("/sandman/agent-%1.env").arg(key());
        struct stat mode = {};
        QCOMPARE(::stat(QFile::encodeName(environmentFile).constData(), &mode), 0);
        QCOMPARE(int(mode.st_mode & 0777), 0600);

        // The window's environment reached the sessions intact; the unit's own variables did not.
        QCOMPARE(output(connection.get(), QStringLiteral("printf %s \"$SANDMAN_TEST_ODD\"")),
                 QByteArray(kOddValue));
        QCOMPARE(output(connection.get(),
                        QStringLiteral("echo ${SANDMAN_AGENT_TOKEN-none} ${SANDMAN_AGENT_ROOT-none}")),
                 QByteArray("none none\n"));
        auto sleeper = connection->client()->startProcess(QStringLiteral("sleep 1000"));
        QVERIFY(waitFor(sleeper));

        LocalSandbox second(sandboxOptions(isolate));
        std::unique_ptr<SandboxConnection> secondConnection(second.start());
        QVERIFY(secondConnection);
        QVERIFY(second.wasRunning());
        QCOMPARE(second.agentProcessId(), sandbox.agentProcessId());
        QCOMPARE(recorded().size(), 2); // attaching asks systemd nothing

        const qint64 agent = sandbox.agentProcessId();
        QString error;
        QVERIFY2(second.stop(&error), qPrintable(error));
        QCOMPARE(recorded().value(2), QStringLiteral("--user stop %1").arg(unitName()));
        QVERIFY(!LocalAgentRuntime::isProcessAlive(agent));
        if (!isolate) // a host pid
            QVERIFY(
                waitUntil([&] { return !LocalAgentRuntime::isProcessAlive(sleeper.result().pid); }, 5000));
        QVERIFY(!QFile::exists(environmentFile)); // it holds the token
        QVERIFY(!QFile::exists(sandbox.runtimeFile()));
    }

    // Between `systemctl start` and the agent taking the lock, the lock is free while the
    // runtime file names a live agent of the unit: a window starting then waits for the agent
    // instead of taking it for stale and starting another.
    void aLockBeingHandedOverIsWaitedFor()
    {
        fakeUserManager();
        LocalAgentRuntime::Options options;
        options.workspaceDir = workspace();
        options.stateDir = path(QStringLiteral("state"));
        LocalAgentRuntime runtime(options);
        QVERIFY(runtime.startsThroughSystemd());
        QVERIFY(QDir().mkpath(SystemdUserUnit::runtimeDir()));
        LocalAgentInfo starting;
        starting.pid = QCoreApplication::applicationPid(); // alive: this test plays the agent
        starting.token = "handed-over";
        starting.workspace = workspace();
        starting.unit = unitName();
        QString error;
        QVERIFY2(starting.write(runtime.runtimeFile(), &error), qPrintable(error));
        AgentLock agentLock(runtime.lockFile());
        std::thread agent([&] {
            QThread::msleep(300);
            QVERIFY(agentLock.tryLock());
            LocalAgentInfo serving = starting;
            serving.url = QUrl(QStringLiteral("ws://127.0.0.1:9/ws"));
            QString ignored;
            serving.write(runtime.runtimeFile(), &ignored);
        });
        QElapsedTimer clock;
        clock.start();
        const LocalAgentRuntime::Outcome outcome = runtime.attachOrStart(&error, 5000);
        agent.join();
        QCOMPARE(int(outcome), int(LocalAgentRuntime::Outcome::Attached));
        QVERIFY(clock.elapsed() >= 250);
        QCOMPARE(runtime.info().token, QByteArray("handed-over"));
        QVERIFY(recorded().isEmpty()); // nothing started
        agentLock.release();
        QFile::remove(runtime.runtimeFile());
    }

    // Where systemctl cannot start the unit (not installed, say), the agent starts detached.
    void fallsBackToADetachedStart()
    {
        fakeUserManager();
        qputenv("FAKE_SYSTEMCTL_FAIL", "1");
        LocalSandbox sandbox(sandboxOptions(false));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY2(connection, qPrintable(sandbox.error()));
        QVERIFY(sandbox.runsInAgent());
        // Not found: the shipped unit installed as the user's, the manager reloaded, one retry.
        const QStringList expected{QStringLiteral("--user start %1").arg(unitName()),
                                   QStringLiteral("--user daemon-reload"),
                                   QStringLiteral("--user start %1").arg(unitName())};
        QCOMPARE(recorded(), expected);
        const std::optional<LocalAgentInfo> info = LocalAgentInfo::read(sandbox.runtimeFile());
        QVERIFY(info);
        QVERIFY(info->unit.isEmpty());
        QCOMPARE(output(connection.get(), QStringLiteral("echo detached")), QByteArray("detached\n"));
        QString error;
        QVERIFY2(sandbox.stop(&error), qPrintable(error));
        QCOMPARE(recorded().size(), 3); // a detached agent is no unit to stop
    }

    // A window run from its build tree: the manager has no sandman-agent@.service until the
    // window installs the shipped one in the user's unit folder; a copy there is never replaced.
    void installsTheShippedUnitWhereTheManagerLooks_data()
    {
        QTest::addColumn<bool>("userCopyExists");
        QTest::newRow("nothing installed") << false;
        QTest::newRow("the user's own copy, not yet loaded") << true;
    }

    void installsTheShippedUnitWhereTheManagerLooks()
    {
        QFETCH(bool, userCopyExists);
        fakeUserManager();
        qputenv("FAKE_SYSTEMCTL_UNIT", "");
        QFile shipped(QStringLiteral(SANDMAN_SYSTEMD_UNIT));
        QVERIFY(shipped.open(QIODevice::ReadOnly));
        QByteArray expectedText = shipped.readAll();
        const QString userUnit = SystemdUserUnit::userUnitPath();
        QCOMPARE(userUnit, path(QStringLiteral("data/systemd/user/sandman-agent@.service")));
        if (userCopyExists) {
            expectedText += "# edited by its user\n";
            QVERIFY(QDir().mkpath(QFileInfo(userUnit).path()));
            QFile copy(userUnit);
            QVERIFY(copy.open(QIODevice::WriteOnly));
            copy.write(expectedText);
        }
        LocalSandbox sandbox(sandboxOptions(false));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY2(connection, qPrintable(sandbox.error()));
        const QStringList expected{QStringLiteral("--user start %1").arg(unitName()),
                                   QStringLiteral("--user daemon-reload"),
                                   QStringLiteral("--user start %1").arg(unitName())};
        QCOMPARE(recorded().mid(0, 3), expected);
        const std::optional<LocalAgentInfo> info = LocalAgentInfo::read(sandbox.runtimeFile());
        QVERIFY(info);
        QCOMPARE(info->unit, unitName());
        QFile installed(userUnit);
        QVERIFY(installed.open(QIODevice::ReadOnly));
        QCOMPARE(installed.readAll(), expectedText);
        QString error;
        QVERIFY2(sandbox.stop(&error), qPrintable(error));

        // Known from now on: the next start asks once.
        const qsizetype before = recorded().size();
        LocalSandbox again(sandboxOptions(false));
        std::unique_ptr<SandboxConnection> againConnection(again.start());
        QVERIFY2(againConnection, qPrintable(again.error()));
        QCOMPARE(recorded().value(before), QStringLiteral("--user start %1").arg(unitName()));
        QCOMPARE(recorded().value(before + 1),
                 QStringLiteral("--user show --property=MainPID --value %1").arg(unitName()));
        QVERIFY2(again.stop(&error), qPrintable(error));
    }

    // The same against a real systemd --user (nothing installed: the window installs the unit):
    // the agent and every process of its sandbox run in the unit's cgroup, a second window
    // attaches, Stop Local Sandbox stops the unit and leaves no process of it.
    void realUserManager_data()
    {
        QTest::addColumn<bool>("isolate");
        QTest::newRow("unconfined") << false;
        QTest::newRow("isolated") << true;
    }

    void realUserManager()
    {
        QFETCH(bool, isolate);
        QString why;
        if (isolate && !Bubblewrap::isUsable(&why))
            QSKIP(qPrintable(QStringLiteral("bubblewrap cannot confine here: %1").arg(why)));
        std::unique_ptr<QProcess> manager = startRealUserManager(&why);
        if (!manager)
            QSKIP(qPrintable(why));
        const auto stopManager = qScopeGuard([&] { stopRealUserManager(manager.get()); });
        QVERIFY(SystemdUserUnit::isManagerReachable());

        LocalSandbox sandbox(sandboxOptions(isolate));
        std::unique_ptr<SandboxConnection> connection(sandbox.start());
        QVERIFY2(connection, qPrintable(sandbox.error()));
        QCOMPARE(sandbox.isIsolated(), isolate);
        const std::optional<LocalAgentInfo> info = LocalAgentInfo::read(sandbox.runtimeFile());
        QVERIFY(info);
        QCOMPARE(info->unit, unitName());
        QVERIFY(QFile::exists(SystemdUserUnit::userUnitPath()));
        QCOMPARE(systemctlSays({QStringLiteral("is-active"), unitName()}), QStringLiteral("active"));
        QCOMPARE(systemctlSays({QStringLiteral("show"), QStringLiteral("--property=MainPID"),
                                QStringLiteral("--value"), unitName()}),
                 QString::number(sandbox.agentProcessId()));
        QVERIFY(processesOfUnit().contains(sandbox.agentProcessId()));
        QCOMPARE(output(connection.get(), QStringLiteral("printf %s \"$SANDMAN_TEST_ODD\"")),
                 QByteArray(kOddValue));
        auto sleeper = connection->client()->startProcess(QStringLiteral("sleep 1000"));
        QVERIFY(waitFor(sleeper));
        QVERIFY(processesOfUnit().size() >= (isolate ? 4 : 2)); // agent, sleep (bwrap, inner agent)

        LocalSandbox second(sandboxOptions(isolate));
        std::unique_ptr<SandboxConnection> secondConnection(second.start());
        QVERIFY2(secondConnection, qPrintable(second.error()));
        QVERIFY(second.wasRunning());
        QCOMPARE(second.agentProcessId(), sandbox.agentProcessId());

        QString error;
        QVERIFY2(second.stop(&error), qPrintable(error));
        QVERIFY(waitUntil([&] { return processesOfUnit().isEmpty(); }, 5000));
        QCOMPARE(systemctlSays({QStringLiteral("is-active"), unitName()}), QStringLiteral("inactive"));
        QVERIFY(!QFile::exists(sandbox.runtimeFile()));
    }
};

QTEST_MAIN(TestSystemdUnit)
#include "tst_systemdunit.moc"
