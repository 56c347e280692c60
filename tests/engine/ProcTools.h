// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDir>
#include <QFile>
#include <QList>
#include <QString>

namespace sandman::test {

// /proc helpers for process-tree tests.
struct ProcStat {
    qint64 pid = 0;
    qint64 ppid = 0;
    qint64 pgrp = 0;
    char state = '?';
};

inline bool readProcStat(qint64 pid, ProcStat *out)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = file.readAll();
    // The command name may hold spaces and parentheses: fields follow the last ')'.
    const qsizetype close = line.lastIndexOf(')');
    if (close < 0)
        return false;
    const QList<QByteArray> fields = line.mid(close + 2).split(' ');
    if (fields.size() < 3)
        return false;
    out->pid = pid;
    out->state = fields.at(0).isEmpty() ? '?' : fields.at(0).at(0);
    out->ppid = fields.at(1).toLongLong();
    out->pgrp = fields.at(2).toLongLong();
    return true;
}

inline QList<ProcStat> allProcesses()
{
    QList<ProcStat> result;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        ProcStat stat;
        if (ok && readProcStat(pid, &stat))
            result.append(stat);
    }
    return result;
}

// Living (not zombie) descendants of root.
inline QList<qint64> descendantsOf(qint64 root)
{
    const QList<ProcStat> all = allProcesses();
    QList<qint64> found{root};
    QList<qint64> result;
    for (qsizetype i = 0; i < found.size(); ++i) {
        for (const ProcStat &stat : all) {
            if (stat.ppid == found.at(i) && stat.state != 'Z' && !found.contains(stat.pid)) {
                found.append(stat.pid);
                result.append(stat.pid);
            }
        }
    }
    return result;
}

inline bool isAlive(qint64 pid)
{
    ProcStat stat;
    return readProcStat(pid, &stat) && stat.state != 'Z' && stat.state != 'X';
}

} // namespace sandman::test
