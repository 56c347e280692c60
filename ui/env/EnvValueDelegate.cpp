// SPDX-License-Identifier: Apache-2.0
#include "EnvValueDelegate.h"

#include "EnvVarTableModel.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace sandman {

QWidget *EnvValueDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                        const QModelIndex &index) const
{
    const QString raw = index.data(EnvVarTableModel::RawValueRole).toString();
    if (index.column() == EnvVarTableModel::ValueColumn && raw.contains(QLatin1Char('\n'))) {
        // A line edit would silently drop the newlines: use the dialog instead.
        auto *model = const_cast<QAbstractItemModel *>(index.model());
        QMetaObject::invokeMethod(
            parent, [parent, model, index] { editInDialog(parent, model, index); }, Qt::QueuedConnection);
        return nullptr;
    }
    return QStyledItemDelegate::createEditor(parent, option, index);
}

void EnvValueDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        line->setText(index.data(EnvVarTableModel::RawValueRole).toString());
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void EnvValueDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                    const QModelIndex &index) const
{
    QStyledItemDelegate::setModelData(editor, model, index);
}

bool EnvValueDelegate::editInDialog(QWidget *parent, QAbstractItemModel *model, const QModelIndex &index)
{
    const QModelIndex valueIndex = index.siblingAtColumn(EnvVarTableModel::ValueColumn);
    const QString name = valueIndex.siblingAtColumn(EnvVarTableModel::NameColumn).data().toString();
    QDialog dialog(parent);
    dialog.setWindowTitle(EnvValueDelegate::tr("Edit Value of %1").arg(name));
    auto *editor = new QPlainTextEdit(&dialog);
    editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    editor->setPlainText(valueIndex.data(EnvVarTableModel::RawValueRole).toString());
    editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    editor->setAccessibleName(EnvValueDelegate::tr("Value of %1").arg(name));
    auto *hint = new QLabel(EnvValueDelegate::tr("The value is stored exactly as written, "
                                                 "including newlines, quotes and $ signs."),
                            &dialog);
    hint->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(editor);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    dialog.resize(520, 320);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    return model->setData(valueIndex, editor->toPlainText());
}

} // namespace sandman
