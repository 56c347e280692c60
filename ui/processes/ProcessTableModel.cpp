// SPDX-License-Identifier: Apache-2.0
#include "ProcessTableModel.h"

#include <QBrush>
#include <QColor>
#include <QSet>

namespace sandman {

ProcessTableModel::ProcessTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

int ProcessTableModel::rowOfId(const QString &id) const
{
    for (int i = 0; i < m_processes.size(); ++i) {
        if (m_processes[i].id == id)
            return i;
    }
    return -1;
}

void ProcessTableModel::setProcesses(const QList<ProcessInfo> &processes)
{
    QSet<QString> wanted;
    for (const ProcessInfo &info : processes)
        wanted.insert(info.id);
    for (int row = int(m_processes.size()) - 1; row >= 0; --row) {
        if (!wanted.contains(m_processes[row].id)) {
            beginRemoveRows({}, row, row);
            m_processes.removeAt(row);
            endRemoveRows();
        }
    }
    for (const ProcessInfo &info : processes)
        updateProcess(info);
}

void ProcessTableModel::updateProcess(const ProcessInfo &info)
{
    const int row = rowOfId(info.id);
    if (row >= 0) {
        m_processes[row] = info;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    const int newRow = int(m_processes.size());
    beginInsertRows({}, newRow, newRow);
    m_processes.append(info);
    endInsertRows();
}

void ProcessTableModel::clear()
{
    beginResetModel();
    m_processes.clear();
    endResetModel();
}

QStringList ProcessTableModel::removeFinished()
{
    QStringList removed;
    for (int row = int(m_processes.size()) - 1; row >= 0; --row) {
        if (m_processes[row].isFinished()) {
            removed << m_processes[row].id;
            beginRemoveRows({}, row, row);
            m_processes.removeAt(row);
            endRemoveRows();
        }
    }
    return removed;
}

int ProcessTableModel::runningCount() const
{
    return int(std::count_if(m_processes.begin(), m_processes.end(),
                             [](const ProcessInfo &info) { return !info.isFinished(); }));
}

QString ProcessTableModel::statusText(const QString &status)
{
    if (status == QLatin1String("starting"))
        return tr("starting");
    if (status == QLatin1String("running"))
        return tr("running");
    if (status == QLatin1String("completed"))
        return tr("completed");
    if (status == QLatin1String("failed"))
        return tr("failed");
    if (status == QLatin1String("killed"))
        return tr("killed");
    if (status == QLatin1String("error"))
        return tr("error");
    return status;
}

int ProcessTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_processes.size());
}

int ProcessTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProcessTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_processes.size())
        return {};
    const ProcessInfo &info = m_processes.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn:
            return info.id;
        case PidColumn:
            return info.pid > 0 ? QVariant(info.pid) : QVariant();
        case CommandColumn:
            return info.command;
        case SessionColumn:
            return info.sessionId;
        case StatusColumn:
            return info.timedOut ? tr("%1 (timed out)").arg(statusText(info.status))
                                 : statusText(info.status);
        case StartedColumn:
            return info.startTime.isValid()
                ? info.startTime.toLocalTime().toString(QStringLiteral("HH:mm:ss"))
                : QString();
        case ExitCodeColumn:
            return info.exitCode ? QVariant(*info.exitCode) : QVariant();
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == CommandColumn)
            return info.command;
        if (info.stdoutDroppedBytes + info.stderrDroppedBytes > 0)
            return tr("The oldest %n byte(s) of output were dropped to stay within the log limit.", nullptr,
                      int(qMin<qint64>(info.stdoutDroppedBytes + info.stderrDroppedBytes, INT_MAX)));
        return {};
    case Qt::ForegroundRole:
        if (index.column() != StatusColumn)
            return {};
        if (info.status == QLatin1String("running") || info.status == QLatin1String("starting"))
            return QBrush(QColor(0x1c, 0x71, 0xd8));
        if (info.status == QLatin1String("failed") || info.status == QLatin1String("error")
            || info.status == QLatin1String("killed"))
            return QBrush(QColor(0xc0, 0x1c, 0x28));
        return QBrush(QColor(0x26, 0xa2, 0x69));
    case Qt::TextAlignmentRole:
        if (index.column() == PidColumn || index.column() == ExitCodeColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case ProcessIdRole:
        return info.id;
    case IsRunningRole:
        return !info.isFinished();
    }
    return {};
}

QVariant ProcessTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IdColumn:
        return tr("ID");
    case PidColumn:
        return tr("PID");
    case CommandColumn:
        return tr("Command");
    case SessionColumn:
        return tr("Session");
    case StatusColumn:
        return tr("Status");
    case StartedColumn:
        return tr("Started");
    case ExitCodeColumn:
        return tr("Exit Code");
    }
    return {};
}

} // namespace sandman
