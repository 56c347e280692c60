// SPDX-License-Identifier: Apache-2.0
#include "CgroupStats.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace sandman {

namespace {
// A number from a one-line cgroup file; "max" (or v1's near-2^63 "unlimited"): 0; -1: unreadable.
qint64 readNumber(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = file.readLine().trimmed();
    if (text == "max")
        return 0;
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (!ok)
        return -1;
    return value >= (qint64(1) << 60) ? 0 : value;
}

bool isSandboxCgroup(const QString &path)
{
    return path.section(QLatin1Char('/'), -1).startsWith(QLatin1String("sandman-"));
}
} // namespace

CgroupStats CgroupStats::find(const QString &procCgroup, const QString &root)
{
    CgroupStats stats;
    QFile file(procCgroup);
    if (!file.open(QIODevice::ReadOnly))
        return stats;
    const QString unified = QFileInfo::exists(root + QStringLiteral("/cgroup.controllers"))
        ? root
        : root + QStringLiteral("/unified");
    for (const QByteArray &raw : file.readAll().split('\n')) {
        const QList<QByteArray> parts = raw.split(':');
        if (parts.size() < 3)
            continue;
        const QString path = QString::fromUtf8(parts.mid(2).join(':'));
        if (!isSandboxCgroup(path))
            continue;
        const QList<QByteArray> controllers = parts[1].split(',');
        if (parts[0] == "0" && parts[1].isEmpty()) {
            const QString dir = unified + path;
            if (QFileInfo::exists(dir + QStringLiteral("/memory.current"))
                || QFileInfo::exists(dir + QStringLiteral("/pids.current"))) {
                stats.m_v2 = true;
                stats.m_memoryDir = stats.m_pidsDir = dir;
                return stats;
            }
        } else if (controllers.contains("memory")) {
            stats.m_memoryDir = root + QStringLiteral("/memory") + path;
        } else if (controllers.contains("pids")) {
            stats.m_pidsDir = root + QStringLiteral("/pids") + path;
        }
    }
    return stats;
}

QString CgroupStats::description() const
{
    if (!isValid())
        return QStringLiteral("proc");
    return m_v2 ? QStringLiteral("cgroup v2") : QStringLiteral("cgroup v1");
}

CgroupStats::Reading CgroupStats::read() const
{
    Reading reading;
    if (!m_memoryDir.isEmpty()) {
        reading.memoryBytes = readNumber(
            m_memoryDir
            + (m_v2 ? QStringLiteral("/memory.current") : QStringLiteral("/memory.usage_in_bytes")));
        reading.memoryLimitBytes = qMax<qint64>(
            0,
            readNumber(m_memoryDir
                       + (m_v2 ? QStringLiteral("/memory.max") : QStringLiteral("/memory.limit_in_bytes"))));
    }
    if (!m_pidsDir.isEmpty()) {
        reading.tasks = readNumber(m_pidsDir + QStringLiteral("/pids.current"));
        reading.taskLimit = qMax<qint64>(0, readNumber(m_pidsDir + QStringLiteral("/pids.max")));
    }
    return reading;
}

} // namespace sandman
