// SPDX-License-Identifier: Apache-2.0
#include "FileFilterModel.h"

#include "FileTreeModel.h"

namespace sandman {

FileFilterModel::FileFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
}

void FileFilterModel::setShowHidden(bool show)
{
    if (show == m_showHidden)
        return;
    m_showHidden = show;
    invalidateFilter();
}

void FileFilterModel::setNameFilter(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    invalidateFilter();
}

bool FileFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_showHidden && index.data(FileTreeModel::IsHiddenRole).toBool())
        return false;
    if (m_text.isEmpty())
        return true;
    // Recursive filtering keeps the folders above a match.
    return index.data(Qt::DisplayRole).toString().contains(m_text, Qt::CaseInsensitive);
}

} // namespace sandman
