// SPDX-License-Identifier: Apache-2.0
#include "SandboxLimits.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cerrno>
#include <cstring>
#include <sys/resource.h>
#include <unistd.h>

namespace sandman {

namespace {
constexpr qint64 kDefaultTmpBytes = 1LL << 30;

QString tr(const char *text)
{
    return QCoreApplication::translate("sandman::SandboxLimits", text);
}

bool setLimit(int resource, qint64 value, const char *name, QString *error)
{
    struct rlimit limit = {};
    limit.rlim_cur = limit.rlim_max = rlim_t(value);
    struct rlimit current = {};
    // Never above what this process already has: lowering needs no privilege, raising does.
    if (::getrlimit(resource, &current) == 0 && current.rlim_max != RLIM_INFINITY
        && current.rlim_max < limit.rlim_max)
        limit.rlim_cur = limit.rlim_max = current.rlim_max;
    if (::setrlimit(resource, &limit) == 0)
        return true;
    *error = tr("cannot set %1: %2").arg(QLatin1String(name), QString::fromLocal8Bit(strerror(errno)));
    return false;
}
} // namespace

SandboxLimits SandboxLimits::withDefaults()
{
    SandboxLimits limits;
    limits.tmpfsBytes.insert(QStringLiteral("/tmp"), kDefaultTmpBytes);
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long pageSize = ::sysconf(_SC_PAGESIZE);
    if (pages > 0 && pageSize > 0) {
        // Whole MiB, so that the status line reads "12053 MiB" rather than a count of bytes.
        const qint64 mebibytes = (qint64(pages) * pageSize) >> 20;
        limits.maxMemoryBytes = (mebibytes / 2) << 20;
        limits.maxSandboxMemoryBytes = (mebibytes / 4 * 3) << 20;
    }
    return limits;
}

qint64 SandboxLimits::tmpfsSize(const QString &mountPoint) const
{
    return tmpfsBytes.value(mountPoint, otherTmpfsBytes);
}

std::optional<qint64> SandboxLimits::parseSize(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(\\d+(?:\\.\\d+)?)\\s*([kKmMgGtT]?)(i?[bB])?\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const double number = match.captured(1).toDouble();
    int shift = 0;
    const QString unit = match.captured(2).toLower();
    switch (unit.isEmpty() ? '\0' : unit.at(0).toLatin1()) {
    case 'k':
        shift = 10;
        break;
    case 'm':
        shift = 20;
        break;
    case 'g':
        shift = 30;
        break;
    case 't':
        shift = 40;
        break;
    default:
        break;
    }
    const double bytes = number * double(1LL << shift);
    if (bytes < 1 || bytes > 9.0e18)
        return std::nullopt;
    return qint64(bytes);
}

QString SandboxLimits::formatSize(qint64 bytes)
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int unit = 0;
    while (unit < 4 && bytes >= (1LL << 10) && bytes % (1LL << 10) == 0) {
        bytes >>= 10;
        ++unit;
    }
    return QStringLiteral("%1 %2").arg(bytes).arg(QLatin1String(units[unit]));
}

bool SandboxLimits::setTmpfsSize(const QString &argument, QString *error)
{
    const qsizetype equals = argument.indexOf(QLatin1Char('='));
    const QString path = equals < 0 ? QStringLiteral("/tmp") : argument.left(equals);
    const std::optional<qint64> size = parseSize(equals < 0 ? argument : argument.mid(equals + 1));
    if (!path.startsWith(QLatin1Char('/')) || !size) {
        *error = tr("--tmpfs-size: expected SIZE or /path=SIZE (e.g. 2G or /home=256M), not \"%1\"")
                     .arg(argument);
        return false;
    }
    tmpfsBytes.insert(path, *size);
    return true;
}

bool SandboxLimits::applyToThisProcess(QString *error) const
{
    if (maxProcesses > 0 && !setLimit(RLIMIT_NPROC, maxProcesses, "RLIMIT_NPROC", error))
        return false;
    if (maxMemoryBytes > 0 && !setLimit(RLIMIT_DATA, maxMemoryBytes, "RLIMIT_DATA", error))
        return false;
    return true;
}

QString SandboxLimits::describe(const QString &cgroup, const QString &noCgroup) const
{
    const QString processes
        = maxProcesses > 0 ? tr("processes ≤ %1").arg(maxProcesses) : tr("processes unlimited");
    const QString perProcess = maxMemoryBytes > 0
        ? tr("memory ≤ %1 per process (rlimit)").arg(formatSize(maxMemoryBytes))
        : tr("memory per process unlimited");
    if (cgroup.isEmpty())
        return tr("%1 (rlimit), %2; nothing caps the sandbox's total memory (no usable cgroup: %3)")
            .arg(processes, perProcess, noCgroup);
    const QString total = maxSandboxMemoryBytes > 0 ? tr("memory ≤ %1").arg(formatSize(maxSandboxMemoryBytes))
                                                    : tr("memory unlimited");
    return tr("%1 and %2 for the whole sandbox (%3), %4").arg(processes, total, cgroup, perProcess);
}

} // namespace sandman
