// SPDX-License-Identifier: Apache-2.0
#include "Bubblewrap.h"

#include "SandboxUser.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>

namespace sandman {

namespace {
// Top-level folders that are replaced rather than shown read-only.
// The host folders the sandbox sees, read-only: the system's programs, libraries and settings
// (a Debian image's root, as a container has). Everything else at the top of the host's
// root — a project tree under /work or /srv, /boot, /mnt, a leftover /old_root, files like
// /.dockerenv — stays outside: the sandbox takes nothing it was not given.
const QSet<QString> &systemFolders()
{
    static const QSet<QString> folders{
        QStringLiteral("usr"),   QStringLiteral("etc"),    QStringLiteral("opt"),
        QStringLiteral("var"), // read-only, with a private /var/tmp
        QStringLiteral("bin"),   QStringLiteral("sbin"),   QStringLiteral("lib"), QStringLiteral("lib32"),
        QStringLiteral("lib64"), QStringLiteral("libx32"), QStringLiteral("sys"), QStringLiteral("nix"),
        QStringLiteral("snap"),  QStringLiteral("gnu"), // tool stores
    };
    return folders;
}

struct Probe {
    bool usable = false;
    QString why;
};

Probe runProbe()
{
    const QString bwrap = Bubblewrap::executable();
    if (bwrap.isEmpty())
        return {false, QStringLiteral("bwrap is not installed (Debian package bubblewrap)")};
    Bubblewrap::Config config;
    config.workspaceDir = QDir::tempPath();
    config.homeDir = QDir::homePath();
    QStringList arguments = Bubblewrap::arguments(config, Bubblewrap::hostRoot());
    arguments << QStringLiteral("--") << QStringLiteral("/bin/sh") << QStringLiteral("-c")
              << QStringLiteral("test -w /workspace && test ! -w /usr");
    QProcess process;
    // As the sandbox will run: as nobody when we are root.
    process.setChildProcessModifier([] { SandboxUser::dropPrivilegesInChild(); });
    process.start(bwrap, arguments);
    if (!process.waitForFinished(10000)) {
        process.kill();
        process.waitForFinished();
        return {false, QStringLiteral("bwrap did not finish a trial run")};
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        const QString message = QString::fromLocal8Bit(process.readAllStandardError()).trimmed();
        return {false,
                message.isEmpty()
                    ? QStringLiteral("bwrap failed a trial run (exit code %1)").arg(process.exitCode())
                    : message};
    }
    return {true, {}};
}
} // namespace

QString Bubblewrap::executable()
{
    return QStandardPaths::findExecutable(QStringLiteral("bwrap"));
}

bool Bubblewrap::isUsable(QString *why)
{
    static const Probe probe = runProbe();
    if (why)
        *why = probe.why;
    return probe.usable;
}

QList<Bubblewrap::RootEntry> Bubblewrap::hostRoot()
{
    QList<RootEntry> entries;
    const QFileInfoList infos
        = QDir(QStringLiteral("/"))
              .entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot | QDir::System,
                             QDir::Name);
    for (const QFileInfo &info : infos)
        entries.append({info.fileName(), info.isSymLink() ? info.symLinkTarget() : QString()});
    return entries;
}

QStringList Bubblewrap::arguments(const Config &config, const QList<RootEntry> &root)
{
    QStringList args{
        QStringLiteral("--die-with-parent"),
        QStringLiteral("--new-session"),
        // Root inside, the caller outside (nobody when the agent runs as root, see SandboxUser):
        // no capability over anything of the host, and none left inside either.
        QStringLiteral("--unshare-user"),
        QStringLiteral("--uid"),
        QStringLiteral("0"),
        QStringLiteral("--gid"),
        QStringLiteral("0"),
        // Not --disable-userns: it nests a second user namespace, which slirp4netns cannot
        // follow into the network namespace. Nested ones hold no capability over the host.
        QStringLiteral("--cap-drop"),
        QStringLiteral("ALL"),
        QStringLiteral("--unshare-pid"),
        QStringLiteral("--unshare-ipc"),
        QStringLiteral("--unshare-uts"),
        QStringLiteral("--unshare-cgroup-try"),
        QStringLiteral("--hostname"),
        QStringLiteral("sandbox"),
    };
    if (config.network != NetworkMode::Host)
        args << QStringLiteral("--unshare-net"); // loopback only until a user-mode stack attaches
    if (config.infoFd >= 0)
        args << QStringLiteral("--info-fd") << QString::number(config.infoFd);
    // Every writable mount is a tmpfs of bounded size (the kernel's default is half the RAM each).
    const auto tmpfs = [&](const QString &path) {
        args << QStringLiteral("--size") << QString::number(config.limits.tmpfsSize(path))
             << QStringLiteral("--tmpfs") << path;
    };
    bool hasVar = false;
    for (const RootEntry &entry : root) {
        const QString path = QLatin1Char('/') + entry.name;
        hasVar = hasVar || (entry.name == QLatin1String("var") && entry.symlinkTarget.isEmpty());
        if (!systemFolders().contains(entry.name))
            continue; // proc, dev, tmp, run, home, root are made below; the rest stays outside
        if (!entry.symlinkTarget.isEmpty()) {
            // /bin → usr/bin and the like: the same link inside (QFileInfo gives it absolute).
            args << QStringLiteral("--symlink") << entry.symlinkTarget << path;
            continue;
        }
        args << QStringLiteral("--ro-bind") << path << path;
    }
    args << QStringLiteral("--proc") << QStringLiteral("/proc") << QStringLiteral("--dev")
         << QStringLiteral("/dev");
    // bwrap's /dev is a tmpfs it cannot size: read-only (device nodes still work), with a sized
    // /dev/shm as its only writable part.
    tmpfs(QStringLiteral("/dev/shm"));
    args << QStringLiteral("--remount-ro") << QStringLiteral("/dev");
    tmpfs(QStringLiteral("/tmp"));
    tmpfs(QStringLiteral("/run"));
    // Name resolution on systemd-resolved hosts goes through a socket under /run.
    if (config.network == NetworkMode::Host)
        args << QStringLiteral("--ro-bind-try") << QStringLiteral("/run/systemd/resolve")
             << QStringLiteral("/run/systemd/resolve");
    tmpfs(QStringLiteral("/home"));
    tmpfs(QStringLiteral("/root"));
    if (hasVar) // read-only with the rest of /var otherwise
        tmpfs(QStringLiteral("/var/tmp"));
    const QString home = config.homeDir.isEmpty() ? QString() : QDir::cleanPath(config.homeDir);
    if (home.startsWith(QLatin1String("/home/")) || home.startsWith(QLatin1String("/root/"))
        || home == QLatin1String("/root"))
        args << QStringLiteral("--dir") << home; // inside the empty /home or /root above
    else if (!home.isEmpty() && home != QLatin1String("/") && QFileInfo(home).isDir())
        tmpfs(home); // elsewhere: hidden behind an empty one
    if (config.resolvConfFd >= 0)
        args << QStringLiteral("--ro-bind-data") << QString::number(config.resolvConfFd)
             << QStringLiteral("/etc/resolv.conf");
    for (const QString &file : config.readOnlyFiles)
        args << QStringLiteral("--ro-bind") << config.sourceOf.value(file, file) << file;
    // Secrets of the agent (its token file, TLS key) that the system view would show.
    for (const QString &file : config.hiddenFiles)
        args << QStringLiteral("--ro-bind-try") << QStringLiteral("/dev/null") << file;
    if (!config.stateDir.isEmpty())
        args << QStringLiteral("--bind") << config.stateDir << stateMountPoint();
    args << QStringLiteral("--bind") << config.workspaceDir << QStringLiteral("/workspace");
    // Last, once every mount point exists: bwrap's own root is a tmpfs it cannot size (half the
    // RAM), so nothing but the sized mounts above may be written.
    args << QStringLiteral("--remount-ro") << QStringLiteral("/") << QStringLiteral("--chdir")
         << QStringLiteral("/workspace");
    return args;
}

} // namespace sandman
