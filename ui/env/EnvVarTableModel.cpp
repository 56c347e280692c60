// SPDX-License-Identifier: Apache-2.0
#include "EnvVarTableModel.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QRegularExpression>

namespace sandman {

EnvVarTableModel::EnvVarTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

bool EnvVarTableModel::isValidName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return pattern.match(name).hasMatch();
}

void EnvVarTableModel::setVariables(const QMap<QString, QString> &variables)
{
    beginResetModel();
    m_live = variables;
    m_rows.clear();
    m_rows.reserve(variables.size());
    for (auto it = variables.cbegin(); it != variables.cend(); ++it)
        m_rows.append(Row{it.key(), it.key(), it.value(), false});
    endResetModel();
    notifyPending();
}

void EnvVarTableModel::setVariables(const QMap<QString, QString> &variables, const Draft &draft)
{
    beginResetModel();
    m_live = variables;
    m_rows.clear();
    for (auto it = variables.cbegin(); it != variables.cend(); ++it)
        m_rows.append(Row{it.key(), it.key(), it.value(), false});
    const auto liveRow = [this](const QString &originalName) {
        for (int i = 0; i < m_rows.size(); ++i) {
            if (m_rows[i].originalName == originalName)
                return i;
        }
        return -1;
    };
    for (const Row &edit : draft) {
        const int live = edit.originalName.isEmpty() ? -1 : liveRow(edit.originalName);
        if (live >= 0) {
            m_rows[live] = edit;
            continue;
        }
        if (edit.removed)
            continue; // unsetting a variable that is gone already
        const int sameName = liveRow(edit.name);
        if (sameName >= 0 && m_rows[sameName].name == edit.name && !m_rows[sameName].removed)
            m_rows[sameName].value = edit.value;
        else
            m_rows.append(Row{{}, edit.name, edit.value, false});
    }
    endResetModel();
    notifyPending();
}

EnvVarTableModel::Draft EnvVarTableModel::draft() const
{
    Draft edits;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (rowState(i) != RowState::Unchanged)
            edits.append(m_rows[i]);
    }
    return edits;
}

int EnvVarTableModel::addVariable(const QString &name, const QString &value)
{
    QString newName = name;
    if (newName.isEmpty()) {
        newName = QStringLiteral("NEW_VARIABLE");
        for (int n = 2; rowOfName(newName) >= 0; ++n)
            newName = QStringLiteral("NEW_VARIABLE_%1").arg(n);
    }
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_rows.append(Row{{}, newName, value, false});
    endInsertRows();
    notifyPending();
    return row;
}

void EnvVarTableModel::removeRow(int row)
{
    if (row < 0 || row >= m_rows.size())
        return;
    if (m_rows[row].originalName.isEmpty()) {
        beginRemoveRows({}, row, row);
        m_rows.remove(row);
        endRemoveRows();
    } else {
        m_rows[row].removed = !m_rows[row].removed; // removing twice restores
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
    notifyPending();
}

void EnvVarTableModel::revert()
{
    setVariables(m_live);
}

EnvVarTableModel::RowState EnvVarTableModel::rowState(int row) const
{
    const Row &r = m_rows.at(row);
    if (r.originalName.isEmpty())
        return RowState::Added;
    if (r.removed)
        return RowState::Removed;
    if (r.name != r.originalName || r.value != m_live.value(r.originalName))
        return RowState::Modified;
    return RowState::Unchanged;
}

int EnvVarTableModel::rowOfName(const QString &name) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].name == name && !m_rows[i].removed)
            return i;
    }
    return -1;
}

bool EnvVarTableModel::isDuplicateName(int row) const
{
    const QString &name = m_rows.at(row).name;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (i != row && !m_rows[i].removed && m_rows[i].name == name)
            return true;
    }
    return false;
}

bool EnvVarTableModel::hasPendingChanges() const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (rowState(i) != RowState::Unchanged)
            return true;
    }
    return false;
}

bool EnvVarTableModel::hasInvalidRows() const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (!m_rows[i].removed && (!isValidName(m_rows[i].name) || isDuplicateName(i)))
            return true;
    }
    return false;
}

QMap<QString, std::optional<QString>> EnvVarTableModel::pendingChanges() const
{
    QMap<QString, std::optional<QString>> changes;
    // Unsets first, so that a rename onto a removed name still ends with the new value.
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &r = m_rows[i];
        const RowState state = rowState(i);
        if (state == RowState::Removed || (state == RowState::Modified && r.name != r.originalName))
            changes.insert(r.originalName, std::nullopt);
    }
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &r = m_rows[i];
        const RowState state = rowState(i);
        if (state == RowState::Added || state == RowState::Modified)
            changes.insert(r.name, r.value);
    }
    return changes;
}

int EnvVarTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EnvVarTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {
// Shows control characters visibly in the table; the editor works on the raw value.
QString displayValue(const QString &value)
{
    QString shown;
    shown.reserve(value.size());
    for (const QChar c : value) {
        if (c == QLatin1Char('\n'))
            shown += QStringLiteral("\u23ce");
        else if (c == QLatin1Char('\t'))
            shown += QStringLiteral("\u21e5");
        else if (c.unicode() < 0x20)
            shown += QChar(0x2400 + c.unicode()); // Control Pictures block
        else
            shown += c;
    }
    return shown;
}
} // namespace

QVariant EnvVarTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &r = m_rows.at(index.row());
    const RowState state = rowState(index.row());
    const bool valid = r.removed || (isValidName(r.name) && !isDuplicateName(index.row()));
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == NameColumn ? r.name : displayValue(r.value);
    case Qt::EditRole:
    case RawValueRole:
        return index.column() == NameColumn ? r.name : r.value;
    case Qt::ToolTipRole:
        if (index.column() == NameColumn && !valid) {
            if (!isValidName(r.name))
                return tr("Invalid name: use letters, digits and underscores, not starting with a digit.");
            return tr("Duplicate name: another variable already has this name.");
        }
        if (state == RowState::Removed)
            return tr("Will be unset when you apply.");
        if (state == RowState::Added)
            return tr("New variable, not applied yet.");
        if (state == RowState::Modified)
            return tr("Changed, not applied yet.");
        return index.column() == ValueColumn ? r.value : QVariant();
    case Qt::FontRole:
        if (state == RowState::Removed || state != RowState::Unchanged) {
            QFont font;
            font.setStrikeOut(state == RowState::Removed);
            font.setItalic(state != RowState::Removed);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        if (!valid && index.column() == NameColumn)
            return QBrush(QColor(0xc0, 0x1c, 0x28));
        if (state == RowState::Removed)
            return QBrush(QColor(0x80, 0x80, 0x80));
        return {};
    case Qt::BackgroundRole:
        if (!valid && index.column() == NameColumn)
            return QBrush(QColor(0xc0, 0x1c, 0x28, 40));
        if (state == RowState::Added)
            return QBrush(QColor(0x26, 0xa2, 0x69, 40));
        if (state == RowState::Modified)
            return QBrush(QColor(0xe5, 0xa5, 0x0a, 40));
        return {};
    case StateRole:
        return int(state);
    case ValidRole:
        return valid;
    default:
        return {};
    }
}

bool EnvVarTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= m_rows.size())
        return false;
    Row &r = m_rows[index.row()];
    if (r.removed)
        return false;
    const QString text = value.toString();
    if (index.column() == NameColumn) {
        const QString trimmed = text.trimmed();
        if (trimmed == r.name)
            return false;
        r.name = trimmed;
        // Validity of other rows with the old or new name may change too.
        emit dataChanged(this->index(0, 0), this->index(rowCount() - 1, ColumnCount - 1));
    } else {
        if (text == r.value)
            return false;
        r.value = text;
        emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    }
    notifyPending();
    return true;
}

Qt::ItemFlags EnvVarTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    if (!m_rows.at(index.row()).removed)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant EnvVarTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Name") : tr("Value");
}

void EnvVarTableModel::notifyPending()
{
    const bool pending = hasPendingChanges();
    if (pending != m_lastPending) {
        m_lastPending = pending;
        emit pendingChangesChanged(pending);
    }
}

} // namespace sandman
