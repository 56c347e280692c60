// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QAbstractTableModel>
#include <QMap>
#include <QVector>

#include <optional>

namespace sandman {

// The rows of the environment editor: the session's live variables plus pending edits that
// are only sent (as one setEnvVars call) when the user applies them.
class EnvVarTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, ValueColumn, ColumnCount };
    enum class RowState { Unchanged, Added, Modified, Removed };
    enum Role { StateRole = Qt::UserRole + 1, RawValueRole, ValidRole };

    explicit EnvVarTableModel(QObject *parent = nullptr);

    static bool isValidName(const QString &name);

    // One edited row: a live variable changed, renamed or unset, or a new one.
    struct Row {
        QString originalName; // empty for added rows
        QString name;
        QString value;
        bool removed = false;
    };
    // The pending edits of a session, kept while the editor shows another one.
    using Draft = QVector<Row>;

    // Replaces the live variables (after a fetch); pending edits are dropped.
    void setVariables(const QMap<QString, QString> &variables);
    // Replaces the live variables and lays `draft` over them: edits of variables that are gone
    // become new variables (unsets of them are dropped); a new variable whose name now exists
    // edits it instead, so nothing turns into a duplicate.
    void setVariables(const QMap<QString, QString> &variables, const Draft &draft);
    // The rows that differ from the live variables.
    Draft draft() const;
    QMap<QString, QString> variables() const { return m_live; }

    // Adds a pending row with a unique placeholder name; returns its row.
    int addVariable(const QString &name = {}, const QString &value = {});
    // Marks a live variable for unsetting, or drops a pending added row.
    void removeRow(int row);
    void revert();

    bool hasPendingChanges() const;
    bool hasInvalidRows() const;
    // The setEnvVars argument: name → value, or nullopt to unset. Renames become unset + set.
    QMap<QString, std::optional<QString>> pendingChanges() const;

    RowState rowState(int row) const;
    int rowOfName(const QString &name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void pendingChangesChanged(bool pending);

private:
    bool isDuplicateName(int row) const;
    void notifyPending();

    QMap<QString, QString> m_live;
    QVector<Row> m_rows;
    bool m_lastPending = false;
};

} // namespace sandman
