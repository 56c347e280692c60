// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStyledItemDelegate>

namespace sandman {

// Edits environment values: single-line values inline, values with newlines (or when the
// user asks for it with Shift+Enter) in a multi-line dialog so nothing is flattened or lost.
class EnvValueDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

    // Opens the multi-line editor for index; returns true when the value was changed.
    static bool editInDialog(QWidget *parent, QAbstractItemModel *model, const QModelIndex &index);
};

} // namespace sandman
