// SPDX-License-Identifier: Apache-2.0
#include "ActivityModel.h"

#include "log/DurationText.h"
#include "sessions/SandboxConnection.h"
#include "sessions/TerminalNames.h"

#include <QBrush>
#include <QColor>

namespace sandman {

namespace {
QString field(const QJsonObject &event, const char *name)
{
    return event.value(QLatin1String(name)).toString();
}

QDateTime timeOf(const QJsonObject &event)
{
    const QDateTime time = QDateTime::fromString(field(event, "timestamp"), Qt::ISODateWithMs);
    return time.isValid() ? time : QDateTime::currentDateTimeUtc();
}

QByteArray dataOf(const QJsonObject &event)
{
    const QString data = field(event, "data");
    if (field(event, "encoding") == QLatin1String("base64"))
        return QByteArray::fromBase64(data.toLatin1());
    return data.toUtf8();
}
} // namespace

ActivityModel::ActivityModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_batch.setSingleShot(true);
    m_batch.setInterval(kBatchMs);
    connect(&m_batch, &QTimer::timeout, this, &ActivityModel::flush);
    m_ticker.setInterval(1000);
    connect(&m_ticker, &QTimer::timeout, this, &ActivityModel::tick);
}

int ActivityModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ActivityModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ActivityModel::stateText(const ActivityRow &row)
{
    switch (row.state) {
    case ActivityRow::State::Queued:
        return tr("queued");
    case ActivityRow::State::Running:
        return tr("running");
    case ActivityRow::State::Finished:
        return row.hasExitCode ? tr("exit %1").arg(row.exitCode) : tr("finished");
    case ActivityRow::State::TimedOut:
        return tr("timed out");
    case ActivityRow::State::Cancelled:
        // A background process is killed (as the Processes pane says), a command cancelled.
        return row.kind == ActivityRow::Kind::Process ? tr("killed") : tr("cancelled");
    case ActivityRow::State::Failed:
        return row.hasExitCode ? tr("failed (exit %1)").arg(row.exitCode) : tr("failed");
    case ActivityRow::State::Info:
        break;
    }
    return {};
}

QVariant ActivityModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const ActivityRow &row = m_rows[size_t(index.row())];
    switch (role) {
    case SessionRole:
        return row.sessionId;
    case ClientRole:
        return row.clientId;
    case FailedRole:
        return row.isFailed();
    case ActiveRole:
        return row.isActive();
    case Qt::ForegroundRole:
        if (row.isFailed() && index.column() == StateColumn)
            return QBrush(QColor(0xc0, 0x1c, 0x28));
        return {};
    case Qt::ToolTipRole:
        if (index.column() == CommandColumn)
            return row.text;
        if (index.column() == ClientColumn)
            return row.clientId;
        if (index.column() == StateColumn && !row.error.isEmpty())
            return row.error;
        return row.sandbox;
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case TimeColumn:
        return row.time.toLocalTime().toString(QStringLiteral("HH:mm:ss"));
    case SandboxColumn:
        return row.sandbox;
    case SessionColumn:
        return row.sessionId;
    case ClientColumn:
        // This Sandman's own name for itself reads as a person would say it.
        if (row.ownClient || (!row.origin.isEmpty() && row.origin == SandboxConnection::clientOrigin()))
            return tr("this window");
        if (!row.origin.isEmpty())
            return tr("%1 (%2)").arg(row.origin, row.clientId);
        return row.clientId;
    case CommandColumn: {
        const qsizetype newline = row.text.indexOf(QLatin1Char('\n'));
        return newline < 0 ? row.text : row.text.left(newline) + QStringLiteral(" …");
    }
    case StateColumn:
        if (row.state == ActivityRow::State::Running && row.startedAt.isValid())
            return tr("running %1")
                .arg(DurationText::format(row.startedAt.msecsTo(QDateTime::currentDateTimeUtc())));
        return stateText(row);
    case DurationColumn:
        if (row.isActive() && row.startedAt.isValid())
            return DurationText::format(row.startedAt.msecsTo(QDateTime::currentDateTimeUtc()));
        return DurationText::format(row.durationMs);
    }
    return {};
}

QVariant ActivityModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case SandboxColumn:
        return tr("Sandbox");
    case SessionColumn:
        return tr("Session");
    case ClientColumn:
        return tr("Client");
    case CommandColumn:
        return tr("Command");
    case StateColumn:
        return tr("State");
    case DurationColumn:
        return tr("Duration");
    }
    return {};
}

void ActivityModel::setOwnClientId(SandboxConnection *connection, const QString &clientId)
{
    m_ownIds.insert(connection, clientId);
}

void ActivityModel::addEvent(SandboxConnection *connection, const QJsonObject &event)
{
    m_pending.append({connection, event});
    if (!m_batch.isActive())
        m_batch.start();
}

QString ActivityModel::key(const SandboxConnection *connection, const QString &id)
{
    return QString::number(quintptr(connection), 16) + QLatin1Char('/') + id;
}

int ActivityModel::rowOf(SandboxConnection *connection, const QString &id) const
{
    const qsizetype position = m_index.value(key(connection, id), -1);
    return position < qsizetype(m_rows.size()) ? int(position) : -1;
}

ActivityRow *ActivityModel::find(SandboxConnection *connection, const QString &id)
{
    const qsizetype position = m_index.value(key(connection, id), -1);
    if (position < 0)
        return nullptr;
    const qsizetype shown = qsizetype(m_rows.size());
    return position < shown ? &m_rows[size_t(position)] : &m_fresh[size_t(position - shown)];
}

ActivityRow &ActivityModel::append(SandboxConnection *connection, const QJsonObject &event,
                                   ActivityRow::Kind kind)
{
    ActivityRow row;
    row.connection = connection;
    row.sandbox = connection ? connection->name() : QString();
    row.kind = kind;
    row.time = timeOf(event);
    row.sessionId = field(event, "sessionId");
    row.clientId = field(event, "clientId");
    row.origin = field(event, "origin");
    row.ownClient = !row.clientId.isEmpty() && m_ownIds.value(connection) == row.clientId;
    if (kind == ActivityRow::Kind::Command)
        row.id = field(event, "commandId");
    else if (kind == ActivityRow::Kind::Process)
        row.id = field(event, "processId");
    if (!row.id.isEmpty())
        m_index.insert(key(connection, row.id), qsizetype(m_rows.size() + m_fresh.size()));
    m_fresh.push_back(std::move(row));
    return m_fresh.back();
}

void ActivityModel::touch(const ActivityRow *row)
{
    // Rows of this burst are announced by their insertion.
    const qsizetype position = m_index.value(key(row->connection, row->id), -1);
    if (position >= 0 && position < qsizetype(m_rows.size()))
        m_touched.insert(position);
}

void ActivityModel::touchOutput(SandboxConnection *connection, const QString &id)
{
    const qsizetype position = m_index.value(key(connection, id), -1);
    if (position >= 0)
        m_outputTouched.insert(position);
}

void ActivityModel::apply(SandboxConnection *connection, const QJsonObject &event)
{
    const QString type = field(event, "type");
    using Kind = ActivityRow::Kind;
    using State = ActivityRow::State;
    if (type.startsWith(QLatin1String("command_"))) {
        const QString id = field(event, "commandId");
        ActivityRow *row = find(connection, id);
        if (!row) {
            // Its start was before the history the agent still had.
            row = &append(connection, event, Kind::Command);
            row->text = field(event, "command");
        }
        if (type == QLatin1String("command_queued")) {
            row->text = field(event, "command");
            row->state = State::Queued;
        } else if (type == QLatin1String("command_started")) {
            row->state = State::Running;
            row->startedAt = timeOf(event);
        } else if (type == QLatin1String("command_output")) {
            const bool isStdout = field(event, "stream") == QLatin1String("stdout");
            if (event.value(QStringLiteral("truncated")).toBool())
                (isStdout ? row->stdoutTruncated : row->stderrTruncated) = true;
            else
                (isStdout ? row->stdoutData : row->stderrData) += dataOf(event);
            touchOutput(connection, id);
        } else if (type == QLatin1String("command_finished")) {
            touchOutput(connection, id); // its totals and error complete what the output says
            row->hasExitCode = true;
            row->exitCode = event.value(QStringLiteral("exitCode")).toInt(-1);
            row->durationMs = event.value(QStringLiteral("durationMs")).toInteger(-1);
            row->stdoutBytes = event.value(QStringLiteral("stdoutBytes")).toInteger();
            row->stderrBytes = event.value(QStringLiteral("stderrBytes")).toInteger();
            row->error = field(event, "error");
            if (event.value(QStringLiteral("timedOut")).toBool())
                row->state = State::TimedOut;
            else if (event.value(QStringLiteral("cancelled")).toBool())
                row->state = State::Cancelled;
            else if (!row->error.isEmpty())
                row->state = State::Failed;
            else
                row->state = State::Finished;
        }
        touch(row);
        return;
    }
    if (type == QLatin1String("process_started") || type == QLatin1String("process_exited")) {
        ActivityRow *row = find(connection, field(event, "processId"));
        if (!row) {
            row = &append(connection, event, Kind::Process);
            row->text = field(event, "command");
            row->startedAt = row->time;
            row->state = State::Running;
        }
        if (type == QLatin1String("process_exited")) {
            const QString status = field(event, "status");
            row->hasExitCode = event.value(QStringLiteral("exitCode")).isDouble();
            row->exitCode = event.value(QStringLiteral("exitCode")).toInt(-1);
            row->durationMs = row->startedAt.msecsTo(timeOf(event));
            row->state = status == QLatin1String("killed") ? State::Cancelled
                : status == QLatin1String("completed")     ? State::Finished
                                                           : State::Failed;
        }
        touch(row);
        return;
    }
    const QString text = describe(event);
    if (text.isEmpty())
        return; // an event this window does not know
    append(connection, event, Kind::Event).text = text;
}

QString ActivityModel::describe(const QJsonObject &event) const
{
    const QString type = field(event, "type");
    const QString path = field(event, "path");
    if (type == QLatin1String("feed_behind"))
        return tr("%n earlier event(s) missed: the agent no longer keeps them", nullptr,
                  int(event.value(QStringLiteral("missed")).toInteger()));
    if (type == QLatin1String("session_created"))
        return tr("session created");
    if (type == QLatin1String("session_deleted"))
        return tr("session deleted");
    if (type == QLatin1String("session_env_changed"))
        return tr("environment changed: %1")
            .arg(event.value(QStringLiteral("variables")).toObject().keys().join(QStringLiteral(", ")));
    if (type == QLatin1String("session_timeout_changed")) {
        const qint64 ms = event.value(QStringLiteral("commandTimeoutMs")).toInteger();
        return ms > 0 ? tr("command timeout set to %1").arg(DurationText::format(ms))
                      : tr("command timeout removed");
    }
    if (type == QLatin1String("session_cwd_changed"))
        return tr("working directory: %1").arg(field(event, "cwd"));
    if (type == QLatin1String("terminal_opened"))
        return tr("%1 opened", "a terminal").arg(TerminalNames::of(field(event, "terminalId")));
    if (type == QLatin1String("terminal_closed"))
        return tr("%1 closed (exit %2)", "a terminal")
            .arg(TerminalNames::of(field(event, "terminalId")))
            .arg(event.value(QStringLiteral("exitCode")).toInt());
    if (type == QLatin1String("terminal_viewers"))
        return tr("%1: %n viewer(s)", "a terminal", event.value(QStringLiteral("viewers")).toInt())
            .arg(TerminalNames::of(field(event, "terminalId")));
    if (type == QLatin1String("file_written"))
        return tr("file written: %1").arg(path);
    if (type == QLatin1String("file_deleted"))
        return tr("file deleted: %1").arg(path);
    if (type == QLatin1String("directory_created"))
        return tr("directory created: %1").arg(path);
    if (type == QLatin1String("file_moved"))
        return tr("file moved: %1 → %2").arg(path, field(event, "newPath"));
    if (type == QLatin1String("code_context_created"))
        return tr("%1 context %2 created").arg(field(event, "language"), field(event, "contextId"));
    if (type == QLatin1String("code_context_deleted"))
        return tr("code context %1 deleted").arg(field(event, "contextId"));
    if (type == QLatin1String("code_run_started"))
        return tr("code run: %1").arg(field(event, "code").section(QLatin1Char('\n'), 0, 0));
    if (type == QLatin1String("code_run_finished"))
        return event.value(QStringLiteral("success")).toBool() ? tr("code run finished")
                                                               : tr("code run failed");
    return {};
}

void ActivityModel::flush()
{
    m_batch.stop();
    const auto pending = std::exchange(m_pending, {});
    for (const auto &[connection, event] : pending)
        apply(connection, event);
    if (!m_touched.isEmpty()) {
        const auto [low, high] = std::minmax_element(m_touched.cbegin(), m_touched.cend());
        emit dataChanged(index(int(*low), 0), index(int(*high), ColumnCount - 1));
        ++m_updates;
        m_touched.clear();
    }
    if (!m_fresh.empty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(m_fresh.size()) - 1);
        for (ActivityRow &row : m_fresh)
            m_rows.push_back(std::move(row));
        m_fresh.clear();
        endInsertRows();
        ++m_updates;
    }
    trim();
    QList<int> output;
    for (const qsizetype position : std::as_const(m_outputTouched))
        if (position < qsizetype(m_rows.size()))
            output.append(int(position));
    m_outputTouched.clear();
    if (!output.isEmpty())
        emit outputChanged(output);
    const bool anyActive
        = std::any_of(m_rows.cbegin(), m_rows.cend(), [](const ActivityRow &row) { return row.isActive(); });
    if (anyActive && !m_ticker.isActive())
        m_ticker.start();
    else if (!anyActive)
        m_ticker.stop();
}

void ActivityModel::trim()
{
    if (int(m_rows.size()) <= m_maxRows)
        return;
    const int excess = int(m_rows.size()) - m_maxRows;
    beginRemoveRows({}, 0, excess - 1);
    m_rows.erase(m_rows.begin(), m_rows.begin() + excess);
    rebuildIndex();
    endRemoveRows();
    // Output positions of this burst moved with the rows.
    QSet<qsizetype> moved;
    for (const qsizetype position : std::as_const(m_outputTouched))
        if (position >= excess)
            moved.insert(position - excess);
    m_outputTouched = moved;
}

void ActivityModel::rebuildIndex()
{
    m_index.clear();
    for (qsizetype i = 0; i < qsizetype(m_rows.size()); ++i)
        if (!m_rows[size_t(i)].id.isEmpty())
            m_index.insert(key(m_rows[size_t(i)].connection, m_rows[size_t(i)].id), i);
}

void ActivityModel::removeConnection(SandboxConnection *connection)
{
    // Called while the connection is being destroyed: its queued events are dropped, not
    // applied (a QPointer to an object in its destructor must not be made).
    m_pending.removeIf([connection](const auto &entry) { return entry.first == connection; });
    flush();
    m_ownIds.remove(connection);
    beginResetModel();
    std::deque<ActivityRow> kept;
    for (ActivityRow &row : m_rows)
        if (row.connection && row.connection != connection)
            kept.push_back(std::move(row));
    m_rows = std::move(kept);
    rebuildIndex();
    endResetModel();
}

void ActivityModel::tick()
{
    if (m_rows.empty())
        return;
    // Only the elapsed time changes: one notification for the two columns.
    emit dataChanged(index(0, StateColumn), index(int(m_rows.size()) - 1, DurationColumn), {Qt::DisplayRole});
}

} // namespace sandman
