// SPDX-License-Identifier: Apache-2.0
#include "EnvEditorWidget.h"

#include "main/ClearButton.h"

#include "EnvValueDelegate.h"
#include "EnvVarTableModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace sandman {

EnvEditorWidget::EnvEditorWidget(QWidget *parent)
    : QWidget(parent)
    , m_model(new EnvVarTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_filter(new QLineEdit(this))
    , m_status(new QLabel(this))
    , m_addButton(new QPushButton(tr("&Add"), this))
    , m_removeButton(new QPushButton(tr("&Remove"), this))
    , m_editButton(new QPushButton(tr("&Edit\u2026"), this))
    , m_applyButton(new QPushButton(tr("A&pply"), this))
    , m_revertButton(new QPushButton(tr("Re&vert"), this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterRole(EnvVarTableModel::RawValueRole);

    m_filter->setPlaceholderText(tr("Filter variables"));
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);

    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new EnvValueDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(EnvVarTableModel::NameColumn, QHeaderView::Interactive);
    m_view->setColumnWidth(EnvVarTableModel::NameColumn, 180);
    m_view->setWordWrap(false);

    m_addButton->setToolTip(tr("Add a variable (Ctrl+N)"));
    m_removeButton->setToolTip(tr("Unset the selected variables when applied (Delete)"));
    m_editButton->setToolTip(tr("Edit a value over several lines"));
    m_applyButton->setToolTip(tr("Send all pending changes to the session (Ctrl+S)"));
    m_revertButton->setToolTip(tr("Discard all pending changes"));
    m_filter->setAccessibleName(tr("Filter variables"));
    ClearButton::enable(m_filter);
    m_view->setAccessibleName(tr("Environment variables"));
    m_view->setAccessibleDescription(
        tr("Name and value of each variable; type to edit a cell, Ctrl+N adds one, Delete unsets the "
           "selected ones, Ctrl+S applies the pending changes"));
    m_applyButton->setDefault(true);

    connect(m_addButton, &QPushButton::clicked, this, &EnvEditorWidget::addVariable);
    connect(m_removeButton, &QPushButton::clicked, this, &EnvEditorWidget::removeSelected);
    connect(m_editButton, &QPushButton::clicked, this, &EnvEditorWidget::editSelectedValue);
    connect(m_applyButton, &QPushButton::clicked, this, &EnvEditorWidget::apply);
    connect(m_revertButton, &QPushButton::clicked, this, &EnvEditorWidget::revert);
    connect(m_model, &EnvVarTableModel::pendingChangesChanged, this, &EnvEditorWidget::updateActions);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &EnvEditorWidget::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, &EnvEditorWidget::updateActions);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &EnvEditorWidget::updateActions);

    auto *deleteShortcut = new QShortcut(QKeySequence::Delete, m_view, nullptr, nullptr, Qt::WidgetShortcut);
    connect(deleteShortcut, &QShortcut::activated, this, &EnvEditorWidget::removeSelected);
    auto *addShortcut
        = new QShortcut(QKeySequence::New, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(addShortcut, &QShortcut::activated, this, &EnvEditorWidget::addVariable);
    auto *applyShortcut
        = new QShortcut(QKeySequence::Save, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(applyShortcut, &QShortcut::activated, this, &EnvEditorWidget::apply);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_addButton);
    buttons->addWidget(m_removeButton);
    buttons->addWidget(m_editButton);
    buttons->addStretch(1);
    buttons->addWidget(m_revertButton);
    buttons->addWidget(m_applyButton);

    m_status->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);
    layout->addLayout(buttons);
    updateActions();
}

void EnvEditorWidget::setSession(const QString &sessionId, const QMap<QString, QString> &variables,
                                 const QString &draftKey)
{
    if (!m_draftKey.isEmpty()) {
        const EnvVarTableModel::Draft draft = m_model->draft();
        if (draft.isEmpty())
            m_drafts.remove(m_draftKey);
        else
            m_drafts.insert(m_draftKey, draft);
    }
    m_sessionId = sessionId;
    m_draftKey = sessionId.isEmpty() ? QString() : draftKey.isEmpty() ? sessionId : draftKey;
    m_model->setVariables(variables, m_drafts.take(m_draftKey));
    m_busy = false;
    updateActions();
}

void EnvEditorWidget::setDraftOnly(bool draftOnly)
{
    m_draftOnly = draftOnly;
    // Inside a dialog Return belongs to the dialog's own button, not to a hidden Apply.
    m_applyButton->setDefault(!draftOnly);
    for (QPushButton *button : {m_addButton, m_removeButton, m_editButton, m_applyButton, m_revertButton})
        button->setAutoDefault(!draftOnly);
    m_applyButton->setVisible(!draftOnly);
    m_revertButton->setVisible(!draftOnly);
    m_status->setVisible(!draftOnly);
    updateActions();
}

QMap<QString, QString> EnvEditorWidget::variables() const
{
    QMap<QString, QString> result;
    const QMap<QString, std::optional<QString>> changes = m_model->pendingChanges();
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        if (it.value())
            result.insert(it.key(), *it.value());
    }
    return result;
}

void EnvEditorWidget::setBusy(bool busy, const QString &message)
{
    m_busy = busy;
    updateActions();
    if (!message.isEmpty())
        m_status->setText(message);
}

void EnvEditorWidget::setFilterText(const QString &text)
{
    m_filter->setText(text);
}

int EnvEditorWidget::visibleRowCount() const
{
    return m_proxy->rowCount();
}

QModelIndex EnvEditorWidget::currentSourceIndex() const
{
    return m_proxy->mapToSource(m_view->currentIndex());
}

void EnvEditorWidget::addVariable()
{
    if (m_sessionId.isEmpty() && !m_draftOnly)
        return;
    m_filter->clear();
    const int row = m_model->addVariable();
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, EnvVarTableModel::NameColumn));
    m_view->setCurrentIndex(index);
    // The new row is the last one: all of it in view (not clipped at the bottom), its name
    // ready to type over.
    m_view->scrollTo(index, QAbstractItemView::PositionAtBottom);
    m_view->edit(index);
}

void EnvEditorWidget::removeSelected()
{
    QList<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        rows << m_proxy->mapToSource(index).row();
    if (rows.isEmpty() && currentSourceIndex().isValid())
        rows << currentSourceIndex().row();
    // From the bottom, so that dropping added rows does not shift the others.
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (const int row : rows)
        m_model->removeRow(row);
}

void EnvEditorWidget::editSelectedValue()
{
    const QModelIndex index = currentSourceIndex();
    if (index.isValid())
        EnvValueDelegate::editInDialog(this, m_model, index);
}

void EnvEditorWidget::apply()
{
    if (m_sessionId.isEmpty() || m_busy || !m_model->hasPendingChanges() || m_model->hasInvalidRows())
        return;
    setBusy(true, tr("Applying\u2026"));
    emit applyRequested(m_sessionId, m_model->pendingChanges());
}

void EnvEditorWidget::revert()
{
    m_model->revert();
}

void EnvEditorWidget::updateActions()
{
    const bool haveSession = !m_sessionId.isEmpty() || m_draftOnly;
    const bool pending = m_model->hasPendingChanges();
    const bool invalid = m_model->hasInvalidRows();
    const bool haveCurrent = m_view->currentIndex().isValid();
    m_addButton->setEnabled(haveSession && !m_busy);
    m_removeButton->setEnabled(haveSession && !m_busy && haveCurrent);
    m_editButton->setEnabled(haveSession && !m_busy && haveCurrent);
    m_applyButton->setEnabled(haveSession && !m_busy && pending && !invalid);
    m_revertButton->setEnabled(haveSession && !m_busy && pending);
    m_view->setEnabled(haveSession && !m_busy);
    if (m_busy)
        return;
    if (!haveSession)
        m_status->setText(tr("Select a session to see its environment variables."));
    else if (invalid)
        m_status->setText(tr("Fix the names marked in red before applying."));
    else if (pending)
        m_status->setText(tr("%n pending change(s) in session \u201c%1\u201d.", nullptr,
                             int(m_model->pendingChanges().size()))
                              .arg(m_sessionId));
    else
        m_status->setText(
            tr("%n variable(s) in session \u201c%1\u201d.", nullptr, m_model->rowCount()).arg(m_sessionId));
}

} // namespace sandman
