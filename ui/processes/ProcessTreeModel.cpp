// SPDX-License-Identifier: Apache-2.0
#include "ProcessTreeModel.h"

#include "ProcessTreeItem.h"

#include <QFont>
#include <QLocale>
#include <QSet>

namespace sandman {

ProcessTreeModel::ProcessTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<ProcessTreeItem>())
{ }

ProcessTreeModel::~ProcessTreeModel() = default;

void ProcessTreeModel::setProcesses(const QList<SystemProcessInfo> &processes)
{
    QHash<qint64, const SystemProcessInfo *> next;
    for (const SystemProcessInfo &p : processes) {
        if (p.pid > 0)
            next.insert(p.pid, &p); // a pid listed twice: the last one counts
    }
    // Gone, or the pid names another process now: its children go to the top level first (they
    // are moved to their new parent below), then its row goes.
    QList<ProcessTreeItem *> gone;
    for (auto it = m_items.cbegin(); it != m_items.cend(); ++it) {
        const SystemProcessInfo *now = next.value(it.key());
        if (!now || now->startTicks != it.value()->info().startTicks)
            gone.append(it.value());
    }
    for (ProcessTreeItem *item : gone) {
        while (item->childCount() > 0)
            move(item->child(0), m_root.get());
        remove(item);
    }
    // New ones, under their parent when it is already there (the agent lists parents first).
    for (const SystemProcessInfo &p : processes) {
        if (p.pid <= 0 || next.value(p.pid) != &p || m_items.contains(p.pid))
            continue;
        ProcessTreeItem *parent = p.ppid != p.pid ? m_items.value(p.ppid, m_root.get()) : m_root.get();
        const int row = parent->childCount();
        beginInsertRows(indexOf(parent), row, row);
        auto item = std::make_unique<ProcessTreeItem>(p);
        m_items.insert(p.pid, item.get());
        parent->appendChild(std::move(item));
        endInsertRows();
    }
    // Everyone gets its new values and, if it changed, its new parent (an orphan is adopted).
    QSet<ProcessTreeItem *> changedParents;
    for (const SystemProcessInfo &p : processes) {
        ProcessTreeItem *item = m_items.value(p.pid);
        if (!item || next.value(p.pid) != &p)
            continue;
        ProcessTreeItem *wanted = m_items.value(p.ppid, m_root.get());
        // Never below itself: inconsistent parents (a cycle) put it at the top level.
        if (wanted->isWithin(item))
            wanted = m_root.get();
        if (item->parent() != wanted)
            move(item, wanted);
        item->setInfo(p);
        changedParents.insert(item->parent());
    }
    // One dataChanged per parent rather than per row.
    for (ProcessTreeItem *parent : std::as_const(changedParents)) {
        const QModelIndex parentIndex = indexOf(parent);
        emit dataChanged(index(0, 0, parentIndex),
                         index(parent->childCount() - 1, ColumnCount - 1, parentIndex));
    }
}

void ProcessTreeModel::clear()
{
    if (m_items.isEmpty())
        return;
    beginResetModel();
    m_items.clear();
    m_root = std::make_unique<ProcessTreeItem>();
    endResetModel();
}

void ProcessTreeModel::move(ProcessTreeItem *item, ProcessTreeItem *newParent)
{
    ProcessTreeItem *oldParent = item->parent();
    const int row = item->row();
    const int destination = newParent->childCount();
    if (!beginMoveRows(indexOf(oldParent), row, row, indexOf(newParent), destination))
        return;
    newParent->appendChild(oldParent->takeChild(row));
    endMoveRows();
}

void ProcessTreeModel::remove(ProcessTreeItem *item)
{
    ProcessTreeItem *parent = item->parent();
    const int row = item->row();
    beginRemoveRows(indexOf(parent), row, row);
    m_items.remove(item->info().pid);
    parent->takeChild(row);
    endRemoveRows();
}

QModelIndex ProcessTreeModel::indexOfPid(qint64 pid, int column) const
{
    ProcessTreeItem *item = m_items.value(pid);
    return item ? indexOf(item, column) : QModelIndex();
}

SystemProcessInfo ProcessTreeModel::process(const QModelIndex &index) const
{
    const ProcessTreeItem *item = itemOf(index);
    return item && item != m_root.get() ? item->info() : SystemProcessInfo();
}

ProcessTreeItem *ProcessTreeModel::itemOf(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return m_root.get();
    return static_cast<ProcessTreeItem *>(index.internalPointer());
}

QModelIndex ProcessTreeModel::indexOf(ProcessTreeItem *item, int column) const
{
    if (!item || item == m_root.get())
        return {};
    return createIndex(item->row(), column, item);
}

QModelIndex ProcessTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    const ProcessTreeItem *item = itemOf(parent);
    if (row < 0 || row >= item->childCount() || column < 0 || column >= ColumnCount)
        return {};
    return createIndex(row, column, item->child(row));
}

QModelIndex ProcessTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOf(itemOf(child)->parent());
}

int ProcessTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return itemOf(parent)->childCount();
}

int ProcessTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QString ProcessTreeModel::stateText(const QString &state)
{
    switch (state.isEmpty() ? '?' : state.at(0).toLatin1()) {
    case 'R':
        return tr("running");
    case 'S':
        return tr("sleeping");
    case 'D':
        return tr("waiting (disk)");
    case 'Z':
        return tr("zombie");
    case 'T':
        return tr("stopped");
    case 't':
        return tr("stopped (traced)");
    case 'X':
        return tr("dead");
    case 'I':
        return tr("idle");
    default:
        return state;
    }
}

QString ProcessTreeModel::elapsedText(qint64 ms)
{
    const qint64 seconds = qMax<qint64>(0, ms / 1000);
    const qint64 days = seconds / 86400;
    const qint64 hours = seconds / 3600 % 24;
    const qint64 minutes = seconds / 60 % 60;
    const auto two = [](qint64 value) { return QStringLiteral("%1").arg(value, 2, 10, QLatin1Char('0')); };
    QString text = two(minutes) + QLatin1Char(':') + two(seconds % 60);
    if (days > 0)
        return QString::number(days) + QLatin1Char('-') + two(hours) + QLatin1Char(':') + text;
    if (hours > 0)
        return two(hours) + QLatin1Char(':') + text;
    return text;
}

QString ProcessTreeModel::toolTip(const SystemProcessInfo &info) const
{
    QString owner;
    if (info.isAgent)
        owner = tr("The sandbox's agent. It cannot be signalled.");
    else if (info.ownerKind == QLatin1String("shell"))
        owner = tr("Runs in the shell of session \u201c%1\u201d.").arg(info.sessionId);
    else if (info.ownerKind == QLatin1String("process"))
        owner = tr("Background process \u201c%1\u201d of session \u201c%2\u201d.")
                    .arg(info.ownerId, info.sessionId);
    else if (info.ownerKind == QLatin1String("terminal"))
        owner = tr("Terminal \u201c%1\u201d of session \u201c%2\u201d.").arg(info.ownerId, info.sessionId);
    else if (info.ownerKind == QLatin1String("code"))
        owner = tr("Code context \u201c%1\u201d.").arg(info.ownerId);
    else if (!info.signallable)
        owner = tr("Part of the sandbox itself. It cannot be signalled.");
    QString text = info.command.toHtmlEscaped();
    if (!owner.isEmpty())
        text += QStringLiteral("<br>") + owner.toHtmlEscaped();
    if (info.startTime.isValid())
        text += QStringLiteral("<br>")
            + tr("Started %1")
                  .arg(QLocale().toString(info.startTime.toLocalTime(), QLocale::ShortFormat))
                  .toHtmlEscaped();
    return QStringLiteral("<p style='white-space:pre-wrap'>") + text + QStringLiteral("</p>");
}

QVariant ProcessTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this)
        return {};
    const SystemProcessInfo &info = itemOf(index)->info();
    switch (role) {
    case PidRole:
        return info.pid;
    case StartTicksRole:
        return info.startTicks;
    case SignallableRole:
        return info.signallable;
    case Qt::ToolTipRole:
        return toolTip(info);
    case Qt::FontRole:
        if (info.isAgent) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() != CommandColumn && index.column() != UserColumn && index.column() != StateColumn
            && index.column() != SessionColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case SortRole:
        switch (index.column()) {
        case PidColumn:
            return info.pid;
        case ParentColumn:
            return info.ppid;
        case CpuColumn:
            return info.cpuPercent;
        case MemoryColumn:
            return info.rssBytes;
        case ElapsedColumn:
            return info.elapsedMs;
        default:
            return data(index, Qt::DisplayRole);
        }
    case Qt::DisplayRole:
        switch (index.column()) {
        case CommandColumn:
            return info.command;
        case PidColumn:
            return info.pid;
        case ParentColumn:
            return info.ppid;
        case UserColumn:
            return info.user;
        case CpuColumn:
            return tr("%1 %").arg(QLocale().toString(info.cpuPercent, 'f', 1));
        case MemoryColumn:
            return QLocale().formattedDataSize(info.rssBytes, 1);
        case ElapsedColumn:
            return elapsedText(info.elapsedMs);
        case StateColumn:
            return stateText(info.state);
        case SessionColumn:
            return info.sessionId;
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant ProcessTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case CommandColumn:
        return tr("Command");
    case PidColumn:
        return tr("PID");
    case ParentColumn:
        return tr("Parent");
    case UserColumn:
        return tr("User");
    case CpuColumn:
        return tr("CPU");
    case MemoryColumn:
        return tr("Memory");
    case ElapsedColumn:
        return tr("Elapsed");
    case StateColumn:
        return tr("State");
    case SessionColumn:
        return tr("Session");
    default:
        return {};
    }
}

} // namespace sandman
