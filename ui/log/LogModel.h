// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QAbstractTableModel>
#include <QDateTime>
#include <QVector>

namespace sandman {

// History of exec calls and process output shown in the log pane. Bounded: the oldest
// entries go first once the cap is reached, so a chatty process cannot exhaust memory.
class LogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Kind { Command, Stdout, Stderr, Result, Info, Error };
    Q_ENUM(Kind)
    enum Column { TimeColumn, SessionColumn, KindColumn, TextColumn, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 1 };

    struct Entry {
        QDateTime time;
        QString sessionId;
        Kind kind = Kind::Info;
        QString text;
    };

    explicit LogModel(QObject *parent = nullptr);

    void setMaximumEntries(int maximum);
    int maximumEntries() const { return m_maximum; }

    void append(const QString &sessionId, Kind kind, const QString &text);
    // One finished exec call: the command, its output and a result line (exit code, duration).
    void appendExec(const QString &sessionId, const QString &command, const QString &stdoutText,
                    const QString &stderrText, int exitCode, qint64 durationMs, bool timedOut);
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

    QVector<Entry> m_entries;
    int m_maximum = 20000;
};

} // namespace sandman
