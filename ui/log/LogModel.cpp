// SPDX-License-Identifier: Apache-2.0
#include "LogModel.h"

#include <QBrush>
#include <QColor>
#include <QFontDatabase>

namespace sandman {

namespace {
// Long output is kept whole in the entry but shown on one line in the table.
constexpr int kMaximumShownCharacters = 400;
} // namespace

LogModel::LogModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void LogModel::setMaximumEntries(int maximum)
{
    m_maximum = qMax(1, maximum);
    trim();
}

void LogModel::append(const QString &sessionId, Kind kind, const QString &text)
{
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append(Entry{QDateTime::currentDateTime(), sessionId, kind, text});
    endInsertRows();
    trim();
}

void LogModel::appendExec(const QString &sessionId, const QString &command, const QString &stdoutText,
                          const QString &stderrText, int exitCode, qint64 durationMs, bool timedOut)
{
    append(sessionId, Kind::Command, command);
    if (!stdoutText.isEmpty())
        append(sessionId, Kind::Stdout, stdoutText);
    if (!stderrText.isEmpty())
        append(sessionId, Kind::Stderr, stderrText);
    const QString result = timedOut ? tr("timed out after %1 ms (exit code %2)").arg(durationMs).arg(exitCode)
                                    : tr("exit code %1 in %2 ms").arg(exitCode).arg(durationMs);
    append(sessionId, (exitCode == 0 && !timedOut) ? Kind::Result : Kind::Error, result);
}

void LogModel::clear()
{
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

void LogModel::trim()
{
    const int excess = int(m_entries.size()) - m_maximum;
    if (excess <= 0)
        return;
    beginRemoveRows({}, 0, excess - 1);
    m_entries.remove(0, excess);
    endRemoveRows();
}

QString LogModel::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Command:
        return tr("command");
    case Kind::Stdout:
        return tr("stdout");
    case Kind::Stderr:
        return tr("stderr");
    case Kind::Result:
        return tr("result");
    case Kind::Info:
        return tr("info");
    case Kind::Error:
        return tr("error");
    }
    return {};
}

QString LogModel::toText(const QList<int> &rows) const
{
    QString text;
    for (const int row : rows) {
        if (row < 0 || row >= m_entries.size())
            continue;
        const Entry &e = m_entries.at(row);
        text += e.time.toString(Qt::ISODateWithMs) + QLatin1Char('\t') + e.sessionId + QLatin1Char('\t')
            + kindName(e.kind) + QLatin1Char('\t') + e.text;
        if (!text.endsWith(QLatin1Char('\n')))
            text += QLatin1Char('\n');
    }
    return text;
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int LogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const Entry &e = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return e.time.toString(QStringLiteral("HH:mm:ss.zzz"));
        case SessionColumn:
            return e.sessionId;
        case KindColumn:
            return kindName(e.kind);
        case TextColumn: {
            QString shown = e.text.left(kMaximumShownCharacters);
            shown.replace(QLatin1Char('\n'), QStringLiteral(" \u23ce "));
            if (e.text.size() > kMaximumShownCharacters)
                shown += QStringLiteral("\u2026");
            return shown;
        }
        }
        return {};
    case Qt::ToolTipRole:
        return index.column() == TextColumn ? e.text.left(4000) : QVariant();
    case Qt::FontRole:
        return index.column() == TextColumn ? QFontDatabase::systemFont(QFontDatabase::FixedFont)
                                            : QVariant();
    case Qt::ForegroundRole:
        if (e.kind == Kind::Stderr || e.kind == Kind::Error)
            return QBrush(QColor(0xc0, 0x1c, 0x28));
        if (e.kind == Kind::Command)
            return QBrush(QColor(0x1c, 0x71, 0xd8));
        return {};
    case KindRole:
        return int(e.kind);
    default:
        return {};
    }
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case SessionColumn:
        return tr("Session");
    case KindColumn:
        return tr("Kind");
    case TextColumn:
        return tr("Text");
    }
    return {};
}

} // namespace sandman
