// SPDX-License-Identifier: Apache-2.0
#include "SandboxCgroup.h"
#include "engine/ErrnoText.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QMap>
#include <QRegularExpression>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace sandman {

namespace {
constexpr int kEmptyingMs = 3000;

QString tr(const char *text)
{
    return QCoreApplication::translate("sandman::SandboxCgroup", text);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Cgroup files take one write(2) each: QFile could split or buffer it.
int writeValue(const QString &path, const QByteArray &value)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return errno;
    const int result = ::write(fd, value.constData(), size_t(value.size())) == value.size() ? 0 : errno;
    ::close(fd);
    return result;
}

bool writeOrSay(const QString &path, const QByteArray &value, QString *why)
{
    if (const int error = writeValue(path, value)) {
        *why = tr("cannot write %1 to %2: %3").arg(QString::fromLatin1(value), path, errnoText(error));
        return false;
    }
    return true;
}

// Where this process's cgroups are: "2" → its cgroup v2 folder, a v1 controller → its folder in
// that controller's hierarchy. Mount points from mountinfo, paths from /proc/self/cgroup.
QMap<QString, QString> ownCgroups()
{
    QMap<QString, QString> mounts; // key → mount point + what of the hierarchy it shows
    QMap<QString, QString> roots;
    for (const QByteArray &line : readAll(QStringLiteral("/proc/self/mountinfo")).split('\n')) {
        const QList<QByteArray> words = line.split(' ');
        const qsizetype dash = words.indexOf("-");
        if (dash < 5 || dash + 3 >= words.size())
            continue;
        const QString root = QString::fromLocal8Bit(words.at(3));
        const QString point = QString::fromLocal8Bit(words.at(4));
        if (words.at(dash + 1) == "cgroup2") {
            mounts.insert(QStringLiteral("2"), point);
            roots.insert(QStringLiteral("2"), root);
        } else if (words.at(dash + 1) == "cgroup") {
            for (const QByteArray &option : words.at(dash + 3).split(','))
                if (option == "memory" || option == "pids") {
                    mounts.insert(QString::fromLatin1(option), point);
                    roots.insert(QString::fromLatin1(option), root);
                }
        }
    }
    QMap<QString, QString> own;
    for (const QByteArray &line : readAll(QStringLiteral("/proc/self/cgroup")).split('\n')) {
        const QList<QByteArray> parts = line.split(':');
        if (parts.size() < 3)
            continue;
        QString path = QString::fromLocal8Bit(line.mid(parts.at(0).size() + parts.at(1).size() + 2));
        const QStringList keys = parts.at(0) == "0" && parts.at(1).isEmpty()
            ? QStringList{QStringLiteral("2")}
            : QString::fromLatin1(parts.at(1)).split(QLatin1Char(','));
        for (const QString &key : keys) {
            if (!mounts.contains(key))
                continue;
            const QString root = roots.value(key);
            if (root != QLatin1String("/") && path.startsWith(root))
                path = path.mid(root.size());
            own.insert(key, QDir::cleanPath(mounts.value(key) + QLatin1Char('/') + path));
        }
    }
    return own;
}

// Ends what is left in a cgroup (cgroup.kill where v2 has it) and removes it; gives up after a
// few seconds (a process stuck in the kernel).
bool emptyAndRemove(const QString &dir)
{
    const QByteArray path = QFile::encodeName(dir);
    const QDeadlineTimer deadline(kEmptyingMs);
    const bool canKill = QFile::exists(dir + QStringLiteral("/cgroup.kill"));
    do {
        if (::rmdir(path.constData()) == 0 || errno == ENOENT)
            return true;
        if (canKill) {
            writeValue(dir + QStringLiteral("/cgroup.kill"), "1");
        } else {
            for (const QByteArray &pid : readAll(dir + QStringLiteral("/cgroup.procs")).split('\n'))
                if (pid.toInt() > 0)
                    ::kill(pid_t(pid.toInt()), SIGKILL);
        }
        ::usleep(20000);
    } while (!deadline.hasExpired());
    return false;
}

// The cgroups that agents which are gone left in `parent` (killed outright, no chance to clean).
void removeStale(const QString &parent)
{
    static const QRegularExpression name(QStringLiteral("^sandman-(?:agent-)?(\\d+)$"));
    const QStringList entries = QDir(parent).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        const QRegularExpressionMatch match = name.match(entry);
        if (!match.hasMatch())
            continue;
        const pid_t pid = pid_t(match.captured(1).toInt());
        if (pid != ::getpid() && ::kill(pid, 0) != 0 && errno == ESRCH)
            emptyAndRemove(parent + QLatin1Char('/') + entry);
    }
}

bool hasControllers(const QByteArray &list)
{
    const QList<QByteArray> names = list.simplified().split(' ');
    return names.contains("memory") && names.contains("pids");
}
} // namespace

SandboxCgroup::~SandboxCgroup()
{
    remove();
}

bool SandboxCgroup::create(qint64 maxProcesses, qint64 maxMemoryBytes, QString *why)
{
    remove();
    const QMap<QString, QString> own = ownCgroups();
    bool made = false;
    if (own.contains(QStringLiteral("2"))
        && hasControllers(readAll(own.value(QStringLiteral("2")) + QStringLiteral("/cgroup.controllers"))))
        made = createV2(own.value(QStringLiteral("2")), maxProcesses, maxMemoryBytes, why);
    else if (own.contains(QStringLiteral("memory")) && own.contains(QStringLiteral("pids")))
        made = createV1(own.value(QStringLiteral("memory")), own.value(QStringLiteral("pids")), maxProcesses,
                        maxMemoryBytes, why);
    else
        *why = tr("no cgroup v2 with the memory and pids controllers, nor cgroup v1 memory and pids "
                  "hierarchies");
    made = made && openProcs(why) && tryEntering(why);
    if (!made)
        remove();
    return made;
}

bool SandboxCgroup::makeChild(const QString &parent, QString *why)
{
    const QString dir = parent + QStringLiteral("/sandman-%1").arg(::getpid());
    if (::access(QFile::encodeName(parent).constData(), W_OK) != 0
        || ::mkdir(QFile::encodeName(dir).constData(), 0755) != 0) {
        *why = tr("cannot make a cgroup in %1: %2").arg(parent, errnoText(errno));
        return false;
    }
    m_directories << dir;
    return true;
}

bool SandboxCgroup::createV2(const QString &own, qint64 maxProcesses, qint64 maxMemoryBytes, QString *why)
{
    m_version = Version::V2;
    if (::access(QFile::encodeName(own + QStringLiteral("/cgroup.subtree_control")).constData(), W_OK) != 0) {
        *why = tr("the cgroup v2 %1 is not delegated to this user").arg(own);
        return false;
    }
    removeStale(own);
    const QString subtree = own + QStringLiteral("/cgroup.subtree_control");
    if (!hasControllers(readAll(subtree)) && writeValue(subtree, "+memory +pids") != 0) {
        // No processes in a cgroup whose children have controllers: the agent steps into a leaf.
        const QString leaf = own + QStringLiteral("/sandman-agent-%1").arg(::getpid());
        const QByteArray pid = QByteArray::number(::getpid());
        int error = ::mkdir(QFile::encodeName(leaf).constData(), 0755) == 0 ? 0 : errno;
        if (error == 0)
            error = writeValue(leaf + QStringLiteral("/cgroup.procs"), pid);
        if (error == 0)
            error = writeValue(subtree, "+memory +pids");
        if (error != 0) { // others share the cgroup: back where it was (no controllers were enabled)
            writeValue(own + QStringLiteral("/cgroup.procs"), pid);
            ::rmdir(QFile::encodeName(leaf).constData());
            *why = tr("cannot enable the memory and pids controllers in %1: %2").arg(own, errnoText(error));
            return false;
        }
    }
    if (!makeChild(own, why))
        return false;
    const QString dir = m_directories.constFirst();
    if (maxMemoryBytes > 0
        && (!writeOrSay(dir + QStringLiteral("/memory.max"), QByteArray::number(maxMemoryBytes), why)
            || (QFile::exists(dir + QStringLiteral("/memory.swap.max"))
                && !writeOrSay(dir + QStringLiteral("/memory.swap.max"), "0", why))))
        return false;
    return maxProcesses <= 0
        || writeOrSay(dir + QStringLiteral("/pids.max"), QByteArray::number(maxProcesses), why);
}

bool SandboxCgroup::createV1(const QString &memory, const QString &pids, qint64 maxProcesses,
                             qint64 maxMemoryBytes, QString *why)
{
    m_version = Version::V1;
    removeStale(memory);
    if (pids != memory)
        removeStale(pids);
    if (!makeChild(memory, why) || (pids != memory && !makeChild(pids, why)))
        return false;
    const QString memoryDir = m_directories.constFirst();
    const QString pidsDir = m_directories.constLast();
    // memsw (memory + swap) may not be below memory.limit_in_bytes: set after it.
    const QByteArray bytes = QByteArray::number(maxMemoryBytes);
    if (maxMemoryBytes > 0
        && (!writeOrSay(memoryDir + QStringLiteral("/memory.limit_in_bytes"), bytes, why)
            || (QFile::exists(memoryDir + QStringLiteral("/memory.memsw.limit_in_bytes"))
                && !writeOrSay(memoryDir + QStringLiteral("/memory.memsw.limit_in_bytes"), bytes, why))))
        return false;
    return maxProcesses <= 0
        || writeOrSay(pidsDir + QStringLiteral("/pids.max"), QByteArray::number(maxProcesses), why);
}

bool SandboxCgroup::openProcs(QString *why)
{
    for (const QString &dir : std::as_const(m_directories)) {
        const QString path = dir + QStringLiteral("/cgroup.procs");
        const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CLOEXEC);
        if (fd < 0) {
            *why = tr("cannot open %1: %2").arg(path, errnoText(errno));
            return false;
        }
        m_procsFds.push_back(fd);
    }
    return true;
}

bool SandboxCgroup::tryEntering(QString *why) const
{
    // What bwrap's child will do, done first by a child that only exits: should the kernel refuse
    // (permissions across a delegation boundary), the sandbox goes on with rlimits, not fails to start.
    const pid_t child = ::fork();
    if (child == 0)
        ::_exit(enterInChild());
    int status = 0;
    while (child > 0 && ::waitpid(child, &status, 0) < 0 && errno == EINTR) { }
    const int error = child < 0 ? errno : WIFEXITED(status) ? WEXITSTATUS(status) : EINTR;
    if (error == 0)
        return true;
    *why = tr("cannot move a process into %1: %2")
               .arg(m_directories.join(QStringLiteral(", ")), errnoText(error));
    return false;
}

QString SandboxCgroup::description() const
{
    if (m_version == Version::None)
        return {};
    return (m_version == Version::V2 ? QStringLiteral("cgroup v2 ") : QStringLiteral("cgroup v1 "))
        + m_directories.join(QStringLiteral(", "));
}

int SandboxCgroup::enterInChild() const
{
    for (const int fd : m_procsFds)
        if (::write(fd, "0", 1) != 1) // 0: the writing process
            return errno;
    return 0;
}

void SandboxCgroup::remove()
{
    for (const int fd : m_procsFds)
        ::close(fd);
    m_procsFds.clear();
    for (const QString &dir : std::as_const(m_directories))
        emptyAndRemove(dir);
    m_directories.clear();
    m_version = Version::None;
}

} // namespace sandman
