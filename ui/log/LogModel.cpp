// SPDX-License-Identifier: Apache-2.0
#include "LogModel.h"

#include "DurationText.h"

#include <QBrush>
#include <QColor>
#include <QFontDatabase>
#include <QLocale>
#include <QTimer>

namespace sandman {

namespace {
// Long output is kept whole in the entry but shown on one line in the table.
constexpr int kMaximumShownCharacters = 400;
} // namespace

LogModel::LogModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_elapsedTimer(new QTimer(this))
{
    // Running commands show their elapsed time, once a second while any runs.
    m_elapsedTimer->setInterval(1000);
    connect(m_elapsedTimer, &QTimer::timeout, this, &LogModel::tick);
}

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

qint64 LogModel::beginExec(const QString &sessionId, const QString &command, QObject *source)
{
    const qint64 group = ++m_lastGroup;
    const QDateTime now = QDateTime::currentDateTime();
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append(Entry{now, sessionId, Kind::Command, command, group, true, -1, source, {}});
    endInsertRows();
    m_started.insert(group, now);
    if (!m_elapsedTimer->isActive())
        m_elapsedTimer->start();
    trim();
    return group;
}

void LogModel::finishExec(qint64 group, const ExecOutcome &outcome)
{
    const int row = rowOfGroup(group);
    if (row < 0) { // its row went with the oldest entries
        m_started.remove(group);
        return;
    }
    const QString sessionId = m_entries[row].sessionId;
    const QDateTime now = QDateTime::currentDateTime();
    QVector<Entry> rows;
    const auto output = [&](Kind kind, QString text, bool truncated, qint64 total) {
        if (text.isEmpty())
            return;
        if (truncated)
            text += tr("\n[output cut: %1 bytes in all, the first %2 kept]")
                        .arg(total)
                        .arg(text.toUtf8().size());
        rows.append(Entry{now, sessionId, kind, text, group, false, -1});
    };
    output(Kind::Stdout, outcome.stdoutText, outcome.stdoutTruncated, outcome.stdoutBytes);
    output(Kind::Stderr, outcome.stderrText, outcome.stderrTruncated, outcome.stderrBytes);
    QString result;
    if (outcome.cancelled)
        result = tr("cancelled after %1").arg(DurationText::format(outcome.durationMs));
    else if (outcome.shellExited)
        result = tr("the shell exited with code %1 after %2; the next command starts a fresh shell")
                     .arg(outcome.exitCode)
                     .arg(DurationText::format(outcome.durationMs));
    else if (outcome.timedOut && outcome.timeoutMs > 0)
        result = tr("stopped by its %1 timeout after %2 (exit code %3)")
                     .arg(DurationText::format(outcome.timeoutMs), DurationText::format(outcome.durationMs))
                     .arg(outcome.exitCode);
    else if (outcome.timedOut)
        result = tr("timed out after %1 (exit code %2)")
                     .arg(DurationText::format(outcome.durationMs))
                     .arg(outcome.exitCode);
    else
        result = tr("exit code %1 in %2").arg(outcome.exitCode).arg(DurationText::format(outcome.durationMs));
    const Kind kind = outcome.cancelled                                        ? Kind::Info
        : (outcome.exitCode == 0 && !outcome.timedOut && !outcome.shellExited) ? Kind::Result
                                                                               : Kind::Error;
    rows.append(Entry{now, sessionId, kind, result, group, false, -1});
    m_entries[row].commandId = outcome.commandId;
    endCommand(row, outcome.durationMs);
    insertAfterGroup(group, rows);
}

void LogModel::failExec(qint64 group, Kind kind, const QString &message)
{
    const int row = rowOfGroup(group);
    if (row < 0) {
        m_started.remove(group);
        return;
    }
    const QDateTime started = m_started.value(group, m_entries[row].time);
    endCommand(row, started.msecsTo(QDateTime::currentDateTime()));
    insertAfterGroup(
        group,
        {Entry{QDateTime::currentDateTime(), m_entries[row].sessionId, kind, message, group, false, -1}});
}

void LogModel::appendExec(const QString &sessionId, const QString &command, const QString &stdoutText,
                          const QString &stderrText, int exitCode, qint64 durationMs, bool timedOut)
{
    ExecOutcome outcome;
    outcome.stdoutText = stdoutText;
    outcome.stderrText = stderrText;
    outcome.exitCode = exitCode;
    outcome.durationMs = durationMs;
    outcome.timedOut = timedOut;
    finishExec(beginExec(sessionId, command), outcome);
}

void LogModel::endCommand(int row, qint64 durationMs)
{
    Entry &entry = m_entries[row];
    entry.running = false;
    entry.durationMs = durationMs;
    m_started.remove(entry.group);
    if (m_started.isEmpty())
        m_elapsedTimer->stop();
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void LogModel::insertAfterGroup(qint64 group, const QVector<Entry> &entries)
{
    const QList<int> rows = rowsOfGroup(group);
    if (rows.isEmpty() || entries.isEmpty())
        return;
    const int first = rows.constLast() + 1;
    beginInsertRows({}, first, first + int(entries.size()) - 1);
    for (int i = 0; i < entries.size(); ++i)
        m_entries.insert(first + i, entries[i]);
    endInsertRows();
    trim();
}

int LogModel::rowOfGroup(qint64 group) const
{
    // Recent groups are near the end.
    for (int row = int(m_entries.size()) - 1; row >= 0; --row) {
        if (m_entries[row].group == group && m_entries[row].kind == Kind::Command)
            return row;
    }
    return -1;
}

int LogModel::commandRowOf(int row) const
{
    if (row < 0 || row >= m_entries.size())
        return -1;
    const Entry &entry = m_entries[row];
    if (entry.kind == Kind::Command)
        return row;
    // Its output and result sit right under the command row.
    for (int up = row - 1; entry.group != 0 && up >= 0 && m_entries[up].group == entry.group; --up)
        if (m_entries[up].kind == Kind::Command)
            return up;
    return entry.group != 0 ? rowOfGroup(entry.group) : -1;
}

QList<int> LogModel::rowsOfGroup(qint64 group) const
{
    QList<int> rows;
    const int first = group == 0 ? -1 : rowOfGroup(group);
    for (int row = first; row >= 0 && row < m_entries.size() && m_entries[row].group == group; ++row)
        rows << row;
    return rows;
}

int LogModel::runningCount() const
{
    return int(m_started.size());
}

void LogModel::tick()
{
    for (int row = int(m_entries.size()) - 1; row >= 0; --row) {
        if (m_entries[row].running)
            emit dataChanged(index(row, DurationColumn), index(row, DurationColumn));
    }
}

void LogModel::clear()
{
    beginResetModel();
    // Running commands keep their rows: their results still have a place to go.
    QVector<Entry> running;
    for (const Entry &entry : std::as_const(m_entries)) {
        if (entry.running)
            running.append(entry);
    }
    m_entries = running;
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
        case DurationColumn:
            if (e.running) {
                const QDateTime started = m_started.value(e.group, e.time);
                return tr("%1\u2026")
                    .arg(DurationText::format(started.msecsTo(QDateTime::currentDateTime())));
            }
            return DurationText::format(e.durationMs);
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
        if (index.column() == DurationColumn && e.running)
            return QBrush(QColor(0xc6, 0x46, 0x00));
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
    case DurationColumn:
        return tr("Duration");
    case TextColumn:
        return tr("Text");
    }
    return {};
}

} // namespace sandman
