// SPDX-License-Identifier: Apache-2.0
#include "LogPane.h"

#include "LogModel.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSaveFile>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace sandman {

LogPane::LogPane(LogModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_view(new QTableView(this))
{
    m_proxy->setSourceModel(model);
    m_proxy->setFilterKeyColumn(-1); // any column: session, kind or text
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_filter->setPlaceholderText(tr("Filter log"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this, &LogPane::setFilterText);

    auto *copyButton = new QToolButton(this);
    copyButton->setText(tr("Copy"));
    copyButton->setToolTip(tr("Copy the selected entries"));
    connect(copyButton, &QToolButton::clicked, this, &LogPane::copySelection);
    auto *saveButton = new QToolButton(this);
    saveButton->setText(tr("Save\u2026"));
    saveButton->setToolTip(tr("Save the visible entries to a file"));
    connect(saveButton, &QToolButton::clicked, this, &LogPane::saveAs);
    auto *clearButton = new QToolButton(this);
    clearButton->setText(tr("Clear"));
    connect(clearButton, &QToolButton::clicked, model, &LogModel::clear);

    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(LogModel::TimeColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(LogModel::KindColumn, QHeaderView::ResizeToContents);
    // Follow new entries while the view is scrolled to the bottom; a user reading older
    // entries is left where they are.
    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeInserted, m_view, [this] {
        QScrollBar *bar = m_view->verticalScrollBar();
        m_followOutput = bar->value() >= bar->maximum();
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, m_view, [this] {
        if (m_followOutput)
            m_view->scrollToBottom();
    });

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(copyButton);
    bar->addWidget(saveButton);
    bar->addWidget(clearButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_view);
}

void LogPane::setFilterText(const QString &text)
{
    if (m_filter->text() != text)
        m_filter->setText(text);
    m_proxy->setFilterFixedString(text);
}

int LogPane::visibleRowCount() const
{
    return m_proxy->rowCount();
}

QList<int> LogPane::sourceRows(bool selectionOnly) const
{
    QList<int> rows;
    if (selectionOnly) {
        for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
            rows << m_proxy->mapToSource(index).row();
        std::sort(rows.begin(), rows.end());
    }
    if (rows.isEmpty()) {
        for (int row = 0; row < m_proxy->rowCount(); ++row)
            rows << m_proxy->mapToSource(m_proxy->index(row, 0)).row();
    }
    return rows;
}

QString LogPane::selectedText() const
{
    return m_model->toText(sourceRows(true));
}

void LogPane::copySelection()
{
    QApplication::clipboard()->setText(selectedText());
}

bool LogPane::saveTo(const QString &fileName, QString *error) const
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        *error = file.errorString();
        return false;
    }
    file.write(m_model->toText(sourceRows(false)).toUtf8());
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

void LogPane::saveAs()
{
    const QString fileName = QFileDialog::getSaveFileName(this, tr("Save Log"), QStringLiteral("sandman.log"),
                                                          tr("Log files (*.log *.txt);;All files (*)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!saveTo(fileName, &error))
        QMessageBox::warning(this, tr("Save Log"), tr("Could not save the log: %1").arg(error));
}

} // namespace sandman
