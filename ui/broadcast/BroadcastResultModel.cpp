// SPDX-License-Identifier: Apache-2.0
#include "BroadcastResultModel.h"

#include "log/DurationText.h"

#include <QBrush>
#include <QColor>

namespace sandman {

namespace {
QString firstLine(const QString &text)
{
    const QString trimmed = text.trimmed();
    const qsizetype end = trimmed.indexOf(QLatin1Char('\n'));
    return end < 0 ? trimmed : trimmed.left(end) + QStringLiteral(" \u2026");
}
} // namespace

BroadcastResultModel::BroadcastResultModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void BroadcastResultModel::setTargets(const QList<BroadcastTarget> &targets)
{
    beginResetModel();
    m_rows.clear();
    for (const BroadcastTarget &target : targets) {
        Row row;
        row.target = target;
        m_rows.append(row);
    }
    endResetModel();
}

void BroadcastResultModel::updateRow(int index, const Row &row)
{
    if (index < 0 || index >= m_rows.size())
        return;
    m_rows[index] = row;
    emit dataChanged(this->index(index, 0), this->index(index, ColumnCount - 1));
}

void BroadcastResultModel::resetRow(int index)
{
    if (index < 0 || index >= m_rows.size())
        return;
    Row row;
    row.target = m_rows.at(index).target;
    updateRow(index, row);
}

bool BroadcastResultModel::isFailure(State state)
{
    return isFinal(state) && state != State::Succeeded;
}

QString BroadcastResultModel::stateText(State state)
{
    switch (state) {
    case State::Queued:
        return tr("queued");
    case State::Running:
        return tr("running");
    case State::Succeeded:
        return tr("succeeded");
    case State::Failed:
        return tr("failed");
    case State::TimedOut:
        return tr("timed out");
    case State::Error:
        return tr("could not run");
    case State::Disconnected:
        return tr("disconnected");
    case State::Cancelled:
        return tr("stopped");
    case State::Skipped:
        return tr("skipped");
    }
    return {};
}

int BroadcastResultModel::countIn(State state) const
{
    return int(
        std::count_if(m_rows.begin(), m_rows.end(), [state](const Row &row) { return row.state == state; }));
}

int BroadcastResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int BroadcastResultModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BroadcastResultModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    const bool finished = isFinal(row.state) && row.durationMs >= 0;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case SandboxColumn:
            return row.target.sandboxName;
        case SessionColumn:
            return row.target.sessionId;
        case StateColumn:
            return stateText(row.state);
        case ExitCodeColumn:
            return finished && row.exitCode >= 0 ? QVariant(row.exitCode) : QVariant();
        case DurationColumn:
            return finished ? DurationText::format(row.durationMs) : QString();
        case StdoutColumn:
            return firstLine(row.stdoutText);
        case StderrColumn:
            return firstLine(row.message.isEmpty() ? row.stderrText : row.message);
        }
    } else if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case StateColumn:
            return row.message.isEmpty() ? QVariant() : row.message;
        case StdoutColumn:
            return row.stdoutText.isEmpty() ? QVariant() : row.stdoutText.left(4000);
        case StderrColumn:
            return row.stderrText.isEmpty() ? QVariant() : row.stderrText.left(4000);
        }
    } else if (role == Qt::ForegroundRole && index.column() == StateColumn) {
        if (row.state == State::Succeeded)
            return QBrush(QColor(0x26, 0x80, 0x3a));
        if (isFailure(row.state) && row.state != State::Skipped)
            return QBrush(QColor(0xb3, 0x26, 0x1e));
    } else if (role == Qt::TextAlignmentRole
               && (index.column() == ExitCodeColumn || index.column() == DurationColumn)) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant BroadcastResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SandboxColumn:
        return tr("Sandbox");
    case SessionColumn:
        return tr("Session");
    case StateColumn:
        return tr("State");
    case ExitCodeColumn:
        return tr("Exit code");
    case DurationColumn:
        return tr("Duration");
    case StdoutColumn:
        return tr("Stdout");
    case StderrColumn:
        return tr("Stderr");
    }
    return {};
}

} // namespace sandman
