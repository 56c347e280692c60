// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QSortFilterProxyModel>

namespace sandman {

// The Files pane's view of its tree: hidden files (names starting with ".") shown or not, and
// a name filter that keeps the folders leading to a match (of what has been listed).
class FileFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit FileFilterModel(QObject *parent = nullptr);

    void setShowHidden(bool show);
    bool showHidden() const { return m_showHidden; }
    void setNameFilter(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_showHidden = false;
    QString m_text;
};

} // namespace sandman
