// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QAbstractTableModel>
#include <QDateTime>
#include <QHash>
#include <QPointer>
#include <QVector>

class QTimer;

namespace sandman {

// History of exec calls and process output shown in the log pane. Bounded: the oldest
// entries go first once the cap is reached, so a chatty process cannot exhaust memory.
class LogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Kind { Command, Stdout, Stderr, Result, Info, Error };
    Q_ENUM(Kind)
    enum Column { TimeColumn, SessionColumn, KindColumn, DurationColumn, TextColumn, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 1 };

    struct Entry {
        QDateTime time;
        QString sessionId;
        Kind kind = Kind::Info;
        QString text;
        // The exec call a row belongs to (its command row and, once done, its output and
        // result rows); 0 for rows on their own.
        qint64 group = 0;
        bool running = false; // a command row whose command has not finished
        qint64 durationMs = -1; // of a finished command row, as the agent measured it
        // A command row's sandbox connection and the agent's id of the command (once it
        // finished): what its change set is asked for with.
        QPointer<QObject> source = nullptr;
        QString commandId = {};
    };

    // How an exec call ended, for finishExec().
    struct ExecOutcome {
        QString stdoutText;
        QString stderrText;
        int exitCode = -1;
        qint64 durationMs = 0;
        bool timedOut = false;
        qint64 timeoutMs = 0; // the timeout that applied (0 = unknown or none)
        bool stdoutTruncated = false;
        bool stderrTruncated = false;
        qint64 stdoutBytes = 0;
        qint64 stderrBytes = 0;
        bool cancelled = false; // by the user (Esc): what it wrote until then is kept
        bool shellExited = false; // it ended the session's shell (`exit N`: exitCode)
        QString commandId; // the agent's id of it (empty from agents that do not send one)
    };

    explicit LogModel(QObject *parent = nullptr);

    void setMaximumEntries(int maximum);
    int maximumEntries() const { return m_maximum; }

    void append(const QString &sessionId, Kind kind, const QString &text);
    // An exec call as it is sent: a running command row stamped now (elapsed time shown while
    // it runs). Returns its group for finishExec() / failExec().
    qint64 beginExec(const QString &sessionId, const QString &command, QObject *source = nullptr);
    // Its output and result, placed right under the command row.
    void finishExec(qint64 group, const ExecOutcome &outcome);
    // It ended without a result: an error, or cancelled (kind Info).
    void failExec(qint64 group, Kind kind, const QString &message);
    // One finished exec call at once: the command, its output and a result line.
    void appendExec(const QString &sessionId, const QString &command, const QString &stdoutText,
                    const QString &stderrText, int exitCode, qint64 durationMs, bool timedOut);
    int rowOfGroup(qint64 group) const;
    QList<int> rowsOfGroup(qint64 group) const;
    int runningCount() const;
    // The command row of row's exec call, or -1 when row is not part of one.
    int commandRowOf(int row) const;
    void clear();

    const Entry &entry(int row) const { return m_entries.at(row); }
    // Tab-separated lines, as copied to the clipboard and saved to a file.
    QString toText(const QList<int> &rows) const;
    static QString kindName(Kind kind);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void trim();
    void insertAfterGroup(qint64 group, const QVector<Entry> &entries);
    void endCommand(int row, qint64 durationMs);
    void tick();

    QVector<Entry> m_entries;
    int m_maximum = 20000;
    qint64 m_lastGroup = 0;
    QHash<qint64, QDateTime> m_started; // running groups: when they were sent
    QTimer *m_elapsedTimer;
};

} // namespace sandman
