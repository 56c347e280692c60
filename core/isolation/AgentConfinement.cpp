// SPDX-License-Identifier: Apache-2.0
#include "AgentConfinement.h"

#include "Bubblewrap.h"
#include "SandboxCgroup.h"
#include "SandboxEnvironment.h"
#include "SandboxUser.h"
#include "UserNetwork.h"
#include "engine/ErrnoText.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>

#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sandman {

namespace {
// Marks the agent that runs inside bubblewrap (set by the one that confined it).
const char kInsideVariable[] = "SANDMAN_AGENT_ISOLATED";

// The first folder on the way to `path` that the sandbox's user (nobody, when we are root)
// cannot pass; empty when there is none.
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

// Those of agents that were killed outright (named by pid) are empty: cleared here.
void removeStaleStaging()
{
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
}

// Closes the descriptors already made when a later step fails.
struct Descriptors {
    QList<int> fds;
    ~Descriptors()
    {
        for (int fd : fds)
            ::close(fd);
    }
    bool add(int fd)
    {
        if (fd >= 0)
            fds << fd;
        return fd >= 0;
    }
};
} // namespace

bool AgentConfinement::takeInsideMark()
{
    const bool inside = qgetenv(kInsideVariable) == "1";
    qunsetenv(kInsideVariable);
    return inside;
}

void AgentConfinement::hardenInside(int startedFd, int waitFd)
{
    ::prctl(PR_SET_DUMPABLE, 0);
    if (startedFd >= 0) { // bwrap is done with the namespaces: the network may come
        [[maybe_unused]] const ssize_t written = ::write(startedFd, "1", 1);
        ::close(startedFd);
    }
    if (waitFd >= 0) { // until EOF
        char buffer[256];
        for (ssize_t got = 1; got != 0;) {
            got = ::read(waitFd, buffer, sizeof buffer);
            if (got < 0 && errno != EINTR)
                break;
        }
        ::close(waitFd);
    }
}

QString AgentConfinement::stagedPath(const QString &path, SandboxLauncher::Plan *plan, QString *error)
{
    if (closedAncestor(path).isEmpty())
        return path;
    static QString stageRoot;
    if (stageRoot.isEmpty()) {
        removeStaleStaging();
        QByteArray pattern = QFile::encodeName(QDir::tempPath()
                                               + QStringLiteral("/sandman-stage-%1-XXXXXX").arg(::getpid()));
        if (!::mkdtemp(pattern.data())) {
            *error = QStringLiteral("--isolate: cannot make a staging folder: %1").arg(errnoText());
            return {};
        }
        ::chmod(pattern.constData(), 0711); // passable, not listable
        stageRoot = QFile::decodeName(pattern);
    }
    const QString stage = stageRoot + QLatin1Char('/') + QString::number(plan->stagedMounts.size());
    const bool made = QFileInfo(path).isDir() ? QDir().mkdir(stage) : QFile(stage).open(QIODevice::WriteOnly);
    if (!made) {
        *error = QStringLiteral("--isolate: cannot make %1").arg(stage);
        return {};
    }
    plan->stagedMounts.append({path, stage});
    return stage;
}

void AgentConfinement::removeStaging(const SandboxLauncher::Plan &plan)
{
    for (const auto &mount : plan.stagedMounts)
        QFileInfo(mount.second).isDir() ? QDir().rmdir(mount.second) : QFile::remove(mount.second);
    if (!plan.stagedMounts.isEmpty())
        QDir().rmdir(QFileInfo(plan.stagedMounts.first().second).absolutePath());
}

int AgentConfinement::run(Config c, const Say &say, QString *error)
{
    QString why;
    if (!Bubblewrap::isUsable(&why)) {
        *error = QStringLiteral("--isolate: bubblewrap cannot confine a sandbox here: %1").arg(why);
        return -1;
    }
    QString networkNote;
    if (c.network == NetworkMode::User && !UserNetwork::isAvailable(&why)) {
        if (!c.networkFallback) {
            *error = QStringLiteral(
                         "--network user: %1 (choose --network none, or --network-fallback none|host)")
                         .arg(why);
            return -1;
        }
        c.network = *c.networkFallback;
        networkNote = QStringLiteral(" — user mode unavailable: %1").arg(why);
    }
    for (const QString &dir : {c.workspace, c.stateDir})
        if (!dir.isEmpty() && !SandboxUser::adoptDirectory(dir, &why)) {
            *error = QStringLiteral("--isolate: %1").arg(why);
            return -1;
        }
    SandboxLauncher::Plan plan;
    Descriptors made; // ours to close if anything below fails; SandboxLauncher::run closes them
    const auto noPipe = [error](const QString &why) {
        *error = QStringLiteral("--isolate: cannot make a pipe: %1").arg(why);
        return -1;
    };
    const int listenFd = SandboxLauncher::listeningSocket(c.listenAddress, c.listenPort, &why);
    if (!made.add(listenFd)) {
        *error = QStringLiteral("cannot listen on %1:%2: %3")
                     .arg(c.listenAddress.toString())
                     .arg(c.listenPort)
                     .arg(why);
        return -1;
    }
    // Kept in the host's network namespace, whatever the sandbox's network; the token through a
    // pipe, read once: neither is in any environment or command line inside.
    const int tokenFd = SandboxLauncher::pipeWith(c.token, &why);
    if (!made.add(tokenFd))
        return noPipe(why);
    plan.childFds << listenFd << tokenFd;
    QStringList inner = c.innerArguments;
    inner << QStringLiteral("--listen-fd") << QString::number(listenFd) << QStringLiteral("--token-fd")
          << QString::number(tokenFd);
    if (!c.certPem.isEmpty()) {
        const int certFd = SandboxLauncher::pipeWith(c.certPem, &why);
        if (!made.add(certFd))
            return noPipe(why);
        const int keyFd = SandboxLauncher::pipeWith(c.keyPem, &why);
        if (!made.add(keyFd))
            return noPipe(why);
        plan.childFds << certFd << keyFd;
        inner << QStringLiteral("--cert-fd") << QString::number(certFd) << QStringLiteral("--key-fd")
              << QString::number(keyFd);
    }
    Bubblewrap::Config config;
    config.workspaceDir = stagedPath(c.workspace, &plan, error);
    config.homeDir = QDir::homePath();
    config.readOnlyFiles = c.readOnlyFiles;
    bool staged = !config.workspaceDir.isEmpty();
    for (const QString &file : c.readOnlyFiles) {
        const QString source = staged ? stagedPath(file, &plan, error) : QString();
        staged = staged && !source.isEmpty();
        config.sourceOf.insert(file, source);
    }
    config.hiddenFiles = c.hiddenFiles;
    if (staged && !c.stateDir.isEmpty()) {
        config.stateDir = stagedPath(c.stateDir, &plan, error);
        staged = !config.stateDir.isEmpty();
    }
    if (!staged) {
        removeStaging(plan);
        return -1;
    }
    config.network = c.network;
    config.limits = c.limits;
    if (c.network == NetworkMode::User) {
        int info[2];
        int started[2];
        int ready[2];
        if (::pipe(info) != 0)
            return noPipe(errnoText());
        made.add(info[0]);
        made.add(info[1]);
        if (::pipe(started) != 0)
            return noPipe(errnoText());
        made.add(started[0]);
        made.add(started[1]);
        if (::pipe(ready) != 0)
            return noPipe(errnoText());
        made.add(ready[0]);
        made.add(ready[1]);
        for (int ours : {info[0], started[0], ready[1]})
            ::fcntl(ours, F_SETFD, FD_CLOEXEC);
        config.infoFd = info[1];
        plan.infoFd = info[0];
        plan.startedFd = started[0];
        plan.readyFd = ready[1];
        config.resolvConfFd = SandboxLauncher::pipeWith(UserNetwork::resolvConf(), &why);
        if (!made.add(config.resolvConfFd))
            return noPipe(why);
        plan.childFds << info[1] << started[1] << ready[0] << config.resolvConfFd;
        inner << QStringLiteral("--started-fd") << QString::number(started[1]) << QStringLiteral("--wait-fd")
              << QString::number(ready[0]);
    }
    made.fds.clear(); // from here on SandboxLauncher::run owns them
    plan.bwrap = Bubblewrap::executable();
    plan.arguments = Bubblewrap::arguments(config, Bubblewrap::hostRoot());
    plan.arguments << QStringLiteral("--") << c.agentProgram << inner;
    QProcessEnvironment environment
        = SandboxEnvironment::build(QProcessEnvironment::systemEnvironment(), c.passedEnvironment,
                                    QDir::homePath(), QStringLiteral("root"));
    environment.insert(QString::fromLatin1(kInsideVariable), QStringLiteral("1"));
    plan.environment = SandboxEnvironment::toEntries(environment);
    plan.network = c.network;
    plan.fallBackToNoNetwork = c.networkFallback.has_value();
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
    // Last, after everything that may fail: the cgroup is removed when run() returns.
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
    const int status = SandboxLauncher::run(plan, say);
    cgroup.remove();
    removeStaging(plan);
    return status;
}

} // namespace sandman
