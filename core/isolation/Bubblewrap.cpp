// SPDX-License-Identifier: Apache-2.0
#include "Bubblewrap.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>

namespace sandman {

namespace {
// Top-level folders that are replaced rather than shown read-only.
const QSet<QString> &replacedFolders()
{
    static const QSet<QString> folders{
        QStringLiteral("proc"), // a fresh /proc of the sandbox's own pid namespace
        QStringLiteral("dev"), // a minimal /dev
        QStringLiteral("tmp"),        QStringLiteral("run"), // empty and writable
        QStringLiteral("home"),       QStringLiteral("root"), // the users' files stay outside
        QStringLiteral("mnt"),        QStringLiteral("media"), // removable and network mounts
        QStringLiteral("lost+found"), QStringLiteral("workspace"),
    };
    return folders;
}

// The user's desktop session does not reach into the sandbox: these point at sockets and
// credentials outside it (most are hidden by the mounts anyway, but abstract sockets are not).
const QStringList &desktopVariables()
{
    static const QStringList names{
        QStringLiteral("DISPLAY"),
        QStringLiteral("WAYLAND_DISPLAY"),
        QStringLiteral("XAUTHORITY"),
        QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
        QStringLiteral("SSH_AUTH_SOCK"),
        QStringLiteral("SSH_AGENT_PID"),
        QStringLiteral("GPG_AGENT_INFO"),
        QStringLiteral("XDG_RUNTIME_DIR"),
        QStringLiteral("SESSION_MANAGER"),
        QStringLiteral("DESKTOP_STARTUP_ID"),
        QStringLiteral("XDG_ACTIVATION_TOKEN"),
    };
    return names;
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
        QStringLiteral("--die-with-parent"), QStringLiteral("--new-session"),
        QStringLiteral("--unshare-pid"),     QStringLiteral("--unshare-ipc"),
        QStringLiteral("--unshare-uts"),     QStringLiteral("--unshare-cgroup-try"),
        QStringLiteral("--hostname"),        QStringLiteral("sandbox"),
    };
    for (const QString &name : desktopVariables())
        args << QStringLiteral("--unsetenv") << name;
    bool hasVar = false;
    for (const RootEntry &entry : root) {
        const QString path = QLatin1Char('/') + entry.name;
        hasVar = hasVar || (entry.name == QLatin1String("var") && entry.symlinkTarget.isEmpty());
        if (replacedFolders().contains(entry.name))
            continue;
        if (!entry.symlinkTarget.isEmpty()) {
            // /bin → usr/bin and the like: the same link inside (QFileInfo gives it absolute).
            args << QStringLiteral("--symlink") << entry.symlinkTarget << path;
            continue;
        }
        args << QStringLiteral("--ro-bind") << path << path;
    }
    args << QStringLiteral("--proc") << QStringLiteral("/proc") << QStringLiteral("--dev")
         << QStringLiteral("/dev") << QStringLiteral("--tmpfs") << QStringLiteral("/tmp")
         << QStringLiteral("--tmpfs")
         << QStringLiteral("/run")
         // Name resolution on systemd-resolved hosts goes through a socket under /run.
         << QStringLiteral("--ro-bind-try") << QStringLiteral("/run/systemd/resolve")
         << QStringLiteral("/run/systemd/resolve") << QStringLiteral("--tmpfs") << QStringLiteral("/home")
         << QStringLiteral("--tmpfs") << QStringLiteral("/root");
    if (hasVar) // read-only with the rest of /var otherwise
        args << QStringLiteral("--tmpfs") << QStringLiteral("/var/tmp");
    const QString home = config.homeDir.isEmpty() ? QString() : QDir::cleanPath(config.homeDir);
    if (home.startsWith(QLatin1String("/home/")) || home.startsWith(QLatin1String("/root/"))
        || home == QLatin1String("/root"))
        args << QStringLiteral("--dir") << home; // inside the empty /home or /root above
    else if (!home.isEmpty() && home != QLatin1String("/") && QFileInfo(home).isDir())
        args << QStringLiteral("--tmpfs") << home; // elsewhere: hidden behind an empty one
    for (const QString &file : config.readOnlyFiles)
        args << QStringLiteral("--ro-bind") << file << file;
    if (!config.stateDir.isEmpty())
        args << QStringLiteral("--bind") << config.stateDir << stateMountPoint();
    args << QStringLiteral("--bind") << config.workspaceDir << QStringLiteral("/workspace")
         << QStringLiteral("--chdir") << QStringLiteral("/workspace");
    return args;
}

} // namespace sandman
